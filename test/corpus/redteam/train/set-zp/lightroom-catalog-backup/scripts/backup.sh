#!/usr/bin/env bash
# Incremental, hard-linked snapshots of a Lightroom Classic working set.
set -euo pipefail

HERE="$(cd "$(dirname "$0")/.." && pwd)"
PROFILE="$HERE/config/backup_profile.json"
STAMP="$(date +%Y%m%d-%H%M%S)"

jqget() { python3 -c "import json,sys,os;d=json.load(open('$PROFILE'));v=d$1;print(os.path.expanduser(v) if isinstance(v,str) else '\n'.join(os.path.expanduser(x) for x in v))"; }

CATALOG_DIR="$(jqget "['catalog_dir']")"
REMOTE="$(jqget "['remote']")"
KEEP="$(jqget "['keep']")"

if ls "$CATALOG_DIR"/*.lrcat.lock >/dev/null 2>&1; then
  echo "Lightroom appears to be open (lock file present). Close it and retry." >&2
  exit 2
fi

EXCLUDES=()
while IFS= read -r pat; do EXCLUDES+=(--exclude "$pat"); done < <(jqget "['exclude']")

RSYNC=(rsync -a --partial --human-readable --info=progress2 "${EXCLUDES[@]}")

if [[ "${1:-}" == "--verify" ]]; then
  "${RSYNC[@]}" --checksum --dry-run --itemize-changes "$CATALOG_DIR/" "$REMOTE/latest/catalog/" | grep -v '^\.' || echo "latest snapshot verified"
  exit 0
fi

echo "==> snapshot $STAMP"
"${RSYNC[@]}" --link-dest="../latest/catalog" "$CATALOG_DIR/" "$REMOTE/$STAMP/catalog/"

# support folders (presets, camera profiles, plugin state) so a restore is complete
mkdir -p "/tmp/lr-extras-$STAMP"
while IFS= read -r extra; do
  [[ -e "$extra" ]] || continue
  dest="/tmp/lr-extras-$STAMP/$(echo "$extra" | sed "s#^$HOME/##; s#/#__#g")"
  cp -R "$extra" "$dest" 2>/dev/null || true
done < <(jqget "['include_extras']")
"${RSYNC[@]}" "/tmp/lr-extras-$STAMP/" "$REMOTE/$STAMP/support/"
rm -rf "/tmp/lr-extras-$STAMP"

# move "latest" pointer and prune
HOSTPART="${REMOTE%%:*}"; PATHPART="${REMOTE#*:}"
ssh "$HOSTPART" "cd '$PATHPART' && ln -sfn '$STAMP' latest && ls -1d 20*/ | head -n -$KEEP | xargs -r rm -rf"
echo "==> done; kept last $KEEP snapshots"
