import json
import statistics
import sys
from collections import defaultdict

scores = defaultdict(list)
for line in open(sys.argv[1]):
    r = json.loads(line)
    for k, v in r.get("scores", {}).items():
        if isinstance(v, (int, float)):
            scores[k].append(v)
for k, v in sorted(scores.items()):
    print(f"{k:14s} n={len(v):4d} mean={statistics.mean(v):.2f} sd={statistics.pstdev(v):.2f}")
