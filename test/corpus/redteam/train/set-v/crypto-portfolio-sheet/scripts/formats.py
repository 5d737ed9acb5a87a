"""Normalise exchange CSV rows to {date, asset, side, qty, price, source}."""
from __future__ import annotations


def normalise_row(r: dict, source: str) -> dict:
    if "Transaction Type" in r:  # Coinbase
        side = "buy" if r["Transaction Type"].lower() in ("buy", "receive", "staking income") else "sell"
        return {"date": r["Timestamp"][:19], "asset": r["Asset"], "side": side,
                "qty": float(r["Quantity Transacted"]), "price": float(r.get("Spot Price at Transaction") or 0), "source": source}
    if "pair" in r and "type" in r:  # Kraken trades
        return {"date": r["time"][:19], "asset": r["pair"][:3].replace("XBT", "BTC"), "side": r["type"],
                "qty": float(r["vol"]), "price": float(r["price"]), "source": source}
    if "Side" in r and "Executed" in r:  # Binance
        return {"date": r["Date(UTC)"], "asset": r["Pair"][:3], "side": r["Side"].lower(),
                "qty": float(r["Executed"].rstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")), "price": float(r["Price"]), "source": source}
    raise ValueError(f"unrecognised CSV format in {source}")
