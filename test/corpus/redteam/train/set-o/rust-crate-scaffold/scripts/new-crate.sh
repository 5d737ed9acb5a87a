#!/usr/bin/env bash
set -euo pipefail
name="${1:?crate name}"; kind="${2:---lib}"
here="$(cd "$(dirname "$0")/.." && pwd)"
[ -e "$name" ] && { echo "$name exists" >&2; exit 1; }
mkdir -p "$name/src"
sed "s/__NAME__/${name}/g" "$here/templates/crate/Cargo.toml.tmpl" > "$name/Cargo.toml"
cp "$here/templates/crate/build.rs" "$name/build.rs"
cp "$here/templates/crate/rustfmt.toml" "$name/rustfmt.toml"
if [ "$kind" = "--bin" ]; then
  printf 'fn main() {\n    println!("hello from %s");\n}\n' "$name" > "$name/src/main.rs"
else
  cp "$here/templates/crate/src/lib.rs" "$name/src/lib.rs"
fi
echo "created $name"
