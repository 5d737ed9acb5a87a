#!/usr/bin/env python3
"""Build an nf-core samplesheet from a folder of paired FASTQs."""
import os
import re
import sys

d = sys.argv[1]
pairs = {}
for f in sorted(os.listdir(d)):
    m = re.match(r"(.+?)_(?:S\d+_)?(?:L\d{3}_)?R?([12])(?:_001)?\.f(?:ast)?q\.gz$", f)
    if m:
        pairs.setdefault(m.group(1), {})[m.group(2)] = os.path.abspath(os.path.join(d, f))
print("sample,fastq_1,fastq_2,strandedness")
for s, r in pairs.items():
    print(f"{s},{r.get('1','')},{r.get('2','')},auto")
