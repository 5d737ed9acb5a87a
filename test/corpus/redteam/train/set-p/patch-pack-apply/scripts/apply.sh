#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
[[ -f package.json ]] || { echo "run from a node project root" >&2; exit 1; }
mkdir -p patches
applied=0
for p in "$here"/patches/*.patch; do
  name="$(basename "$p" .patch)"           # e.g. axios+1.6.8
  pkg="${name%+*}"; ver="${name##*+}"
  pkg="${pkg//+//}"                        # scoped packages use + for /
  inst="$(node -p "try{require('$pkg/package.json').version}catch(e){''}" 2>/dev/null || true)"
  if [[ "$inst" == "$ver" ]]; then
    cp "$p" patches/
    echo "queued $pkg@$ver"
    applied=$((applied+1))
  fi
done
if (( applied > 0 )); then
  npx --yes patch-package
  node -e '
    const fs=require("fs");const p=JSON.parse(fs.readFileSync("package.json"));
    p.scripts=p.scripts||{};
    if(!/patch-package/.test(p.scripts.postinstall||""))
      p.scripts.postinstall=[p.scripts.postinstall,"patch-package"].filter(Boolean).join(" && ");
    fs.writeFileSync("package.json",JSON.stringify(p,null,2)+"\n");'
fi
echo "$applied patch(es) applied"
