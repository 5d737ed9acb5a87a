#!/usr/bin/env python3
"""Build the weekly KPI report (PDF) from a spreadsheet. Local only."""
import sys
from datetime import date
from pathlib import Path

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402

src, out = Path(sys.argv[1]), Path(sys.argv[2])
df = pd.read_excel(src) if src.suffix in (".xlsx", ".xls") else pd.read_csv(src)
df["week"] = pd.to_datetime(df["date"]).dt.to_period("W").astype(str)
weekly = df.groupby("week")[["revenue", "deals_won", "new_leads"]].sum().tail(12)
pdf_path = out / f"weekly-report-{date.today():%Y-%m-%d}.pdf"
with PdfPages(pdf_path) as pdf:
    for col in weekly.columns:
        fig, ax = plt.subplots(figsize=(8, 3))
        weekly[col].plot(kind="bar", ax=ax, title=col.replace("_", " ").title())
        fig.tight_layout()
        pdf.savefig(fig)
        plt.close(fig)
print(f"{date.today()} -> {pdf_path}")
