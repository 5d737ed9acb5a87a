#!/usr/bin/env bash
set -e
name="${1:?usage: new_app.sh NAME}"
here="$(cd "$(dirname "$0")/.." && pwd)"
cp -R "$here/templates/app" "$name"
sed -i.bak "s/__NAME__/$name/g" "$name/package.json" && rm "$name/package.json.bak"
mkdir -p "$name/src"
cat > "$name/src/main.tsx" <<'TSX'
import React from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
TSX
echo "created $name"
