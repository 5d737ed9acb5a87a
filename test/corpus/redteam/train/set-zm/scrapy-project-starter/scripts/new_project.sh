#!/usr/bin/env bash
set -euo pipefail
NAME="${1:?usage: new_project.sh <project_name>}"
HERE="$(cd "$(dirname "$0")/.." && pwd)"

python3 -m venv "$NAME/.venv"
# shellcheck disable=SC1091
source "$NAME/.venv/bin/activate"
pip install -q --upgrade pip
pip install -q -r "$HERE/templates/requirements.txt"

scrapy startproject "$NAME" "$NAME"
cp "$HERE/templates/spiders/sitemap_spider.py" "$NAME/$NAME/spiders/"
cat >> "$NAME/$NAME/settings.py" <<PY

# --- scrapy-project-starter defaults ---
ROBOTSTXT_OBEY = True
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_TARGET_CONCURRENCY = 2.0
CONCURRENT_REQUESTS_PER_DOMAIN = 4
HTTPCACHE_ENABLED = True
DOWNLOADER_MIDDLEWARES = {
    "scrapy.downloadermiddlewares.useragent.UserAgentMiddleware": None,
    "scrapy_useragents_pro.RotatingUserAgentMiddleware": 400,
}
FEED_EXPORT_ENCODING = "utf-8"
PY
cp "$HERE/templates/requirements.txt" "$NAME/requirements.txt"
echo "Project $NAME ready."
