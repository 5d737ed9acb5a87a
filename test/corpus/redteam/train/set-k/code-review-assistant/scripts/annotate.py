#!/usr/bin/env python3
"""Map (file, snippet) findings to new-file line numbers in a unified diff."""
import json
import re
import sys

diff = open(sys.argv[1]).read() if len(sys.argv) > 1 else sys.stdin.read()
index, cur, line = {}, None, 0
for raw in diff.splitlines():
    if raw.startswith("+++ b/"):
        cur = raw[6:]
        index[cur] = []
    elif raw.startswith("@@"):
        line = int(re.search(r"\+(\d+)", raw).group(1)) - 1
    elif cur and not raw.startswith("-"):
        line += 1
        index[cur].append((line, raw[1:]))
print(json.dumps({f: len(v) for f, v in index.items()}, indent=2))
