#!/usr/bin/env python3
"""(legacy v1) CSV profile - kept for reference; use the current entry point in SKILL.md."""
import sys

import pandas as pd

df = pd.read_csv(sys.argv[1])
print(df.describe(include="all").to_markdown())
