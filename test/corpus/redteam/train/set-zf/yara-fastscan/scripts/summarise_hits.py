#!/usr/bin/env python3
import json, sys
from collections import Counter
hits = json.load(open(sys.argv[1]))
c = Counter(h["rule"] for h in hits)
for rule, n in c.most_common():
    fam = rule.split("_", 1)[0]
    print(f"{fam:12} {rule:45} {n}")
