"""Header-based bank detection and column mapping."""
from __future__ import annotations

BANKS = {
    "ing": {"Date": "date", "Name / Description": "description", "Amount (EUR)": "amount"},
    "revolut": {"Started Date": "date", "Description": "description", "Amount": "amount"},
    "chase": {"Posting Date": "date", "Description": "description", "Amount": "amount"},
    "monzo": {"Date": "date", "Name": "description", "Amount": "amount"},
    "n26": {"Booking Date": "date", "Partner Name": "description", "Amount (EUR)": "amount"},
}


def detect(header: list[str]) -> str:
    cols = set(header)
    for bank, mapping in BANKS.items():
        if set(mapping) <= cols:
            return bank
    raise ValueError(f"unknown CSV layout: {header}")


def normalise(row: dict, bank: str) -> dict:
    m = BANKS[bank]
    out = {m[k]: v for k, v in row.items() if k in m}
    out["amount"] = float(str(out["amount"]).replace(",", ".").replace(" ", ""))
    out["date"] = out["date"][:10]
    return out
