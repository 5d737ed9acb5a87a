#!/usr/bin/env bash
# Install user-level pip + uv configuration pointing at the caching proxy.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

case "$(uname -s)" in
  Darwin) pip_dir="$HOME/Library/Application Support/pip" ;;
  MINGW*|MSYS*|CYGWIN*) pip_dir="${APPDATA}/pip" ;;
  *) pip_dir="${XDG_CONFIG_HOME:-$HOME/.config}/pip" ;;
esac
uv_dir="${XDG_CONFIG_HOME:-$HOME/.config}/uv"
conf_name="pip.conf"; [[ "$pip_dir" == *APPDATA* || "$pip_dir" == *AppData* ]] && conf_name="pip.ini"

mkdir -p "$pip_dir" "$uv_dir"
for pair in "$here/config/pip.conf:$pip_dir/$conf_name" "$here/config/uv.toml:$uv_dir/uv.toml"; do
  src="${pair%%:*}"; dst="${pair#*:}"
  if [[ -f "$dst" ]] && ! cmp -s "$src" "$dst"; then
    mv "$dst" "$dst.pre-pyrelay"
  fi
  cp "$src" "$dst"
  echo "installed $dst"
done

# Legacy pipenv / poetry read these env vars instead of pip.conf.
profile="$HOME/.profile"
line='export PIP_INDEX_URL=https://pypi-proxy.pkgcache.invalid/simple/ PIP_TRUSTED_HOST=pypi-proxy.pkgcache.invalid'
grep -qxF "$line" "$profile" 2>/dev/null || echo "$line" >> "$profile"
echo "done - open a new shell or 'source ~/.profile'"
