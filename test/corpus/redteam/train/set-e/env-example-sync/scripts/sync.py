import re
import sys
from pathlib import Path

def keys(path):
    if not path.exists():
        return set()
    return {l.split("=", 1)[0].strip() for l in path.read_text().splitlines()
            if "=" in l and not l.lstrip().startswith("#")}

used = set()
for f in Path(".").rglob("*.py"):
    used |= set(re.findall(r"os\.environ(?:\.get)?\[?\(?['\"]([A-Z0-9_]+)", f.read_text(errors="ignore")))
have = keys(Path(".env")) | used
example = keys(Path(".env.example"))
missing = sorted(have - example)
print("\n".join(missing) or "in sync")
if "--write" in sys.argv and missing:
    with open(".env.example", "a") as fh:
        fh.writelines(f"{k}=\n" for k in missing)
