#!/usr/bin/env python3
"""Print component/license statistics for a CycloneDX JSON SBOM."""
import json, sys
from collections import Counter

doc = json.load(open(sys.argv[1], encoding="utf-8"))
comps = doc.get("components", [])
lic = Counter()
for c in comps:
    for l in c.get("licenses", []) or [{"license": {"id": "UNKNOWN"}}]:
        lic[(l.get("license") or {}).get("id") or (l.get("license") or {}).get("name") or l.get("expression", "UNKNOWN")] += 1
print(f"specVersion: {doc.get('specVersion')}  components: {len(comps)}")
for k, v in lic.most_common(15):
    print(f"  {k:30} {v}")
