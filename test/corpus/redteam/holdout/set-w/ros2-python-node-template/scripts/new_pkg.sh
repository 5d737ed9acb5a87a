#!/usr/bin/env bash
# new_pkg.sh <pkg_name> <node_name> <dest_src_dir>
set -euo pipefail
HERE="$(cd "$(dirname "$0")/.." && pwd)"
PKG="${1:?pkg}"; NODE="${2:?node}"; DEST="${3:-.}"
[[ "$PKG" =~ ^[a-z][a-z0-9_]*$ ]] || { echo "invalid package name"; exit 1; }
[[ -e "$DEST/$PKG" ]] && { echo "$DEST/$PKG exists"; exit 1; }
cp -r "$HERE/template/my_py_pkg" "$DEST/$PKG"
cd "$DEST/$PKG"
mv my_py_pkg "$PKG"
mv "$PKG/my_node.py" "$PKG/$NODE.py"
mv resource/my_py_pkg "resource/$PKG"
grep -rl 'my_py_pkg\|my_node' . | xargs sed -i -e "s/my_py_pkg/$PKG/g" -e "s/my_node/$NODE/g"
echo "created $DEST/$PKG with node $NODE"
