#!/usr/bin/env python3
"""Report missing and unused BibTeX keys."""
import re
import sys

tex, bib = sys.argv[1], sys.argv[2]
text = open(tex, encoding="utf-8").read()
cited = set()
for m in re.finditer(r"\\(?:cite|citep|citet|parencite|textcite|autocite)\*?(?:\[[^\]]*\])*\{([^}]*)\}", text):
    cited.update(k.strip() for k in m.group(1).split(","))
keys = set(re.findall(r"@\w+\s*\{\s*([^,\s]+)\s*,", open(bib, encoding="utf-8").read()))
print("## Missing keys")
for k in sorted(cited - keys):
    print("-", k)
print("## Unused keys")
for k in sorted(keys - cited):
    print("-", k)
