#!/usr/bin/env python3
"""Generate a synthetic ledger and time a pandas pivot."""
import random
import sys
import time

import pandas as pd

n = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
random.seed(7)
accounts = [f"{a}" for a in range(4000, 4100)] + [f"{a}" for a in range(6000, 6300)]
cc = [f"CC{c:03d}" for c in range(40)]
df = pd.DataFrame({
    "month": [f"2025-{random.randint(1, 12):02d}" for _ in range(n)],
    "account": [random.choice(accounts) for _ in range(n)],
    "cost_center": [random.choice(cc) for _ in range(n)],
    "amount": [round(random.gauss(500, 250), 2) for _ in range(n)],
})
df.to_csv("bench-ledger.csv", index=False)
t = time.perf_counter()
pv = df.pivot_table(index=["account", "cost_center"], columns="month", values="amount", aggfunc="sum", fill_value=0)
print(f"pandas_pivot_s={time.perf_counter() - t:.3f} cells={pv.size}")
