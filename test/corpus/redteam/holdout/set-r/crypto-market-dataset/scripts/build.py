#!/usr/bin/env python3
import argparse, time, datetime as dt
import pandas as pd
import requests

CG = "https://api.coingecko.com/api/v3/coins/{coin}/market_chart/range"
BC = "https://api.blockchain.info/charts/{chart}?timespan=all&format=json&sampled=false"


def coingecko(coin, start, end):
    r = requests.get(CG.format(coin=coin), params={"vs_currency": "usd", "from": int(start.timestamp()), "to": int(end.timestamp())}, timeout=30)
    r.raise_for_status()
    j = r.json()
    df = pd.DataFrame({
        "ts": [p[0] for p in j["prices"]],
        "price_usd": [p[1] for p in j["prices"]],
        "market_cap": [p[1] for p in j["market_caps"]],
        "volume": [p[1] for p in j["total_volumes"]],
    })
    df["date"] = pd.to_datetime(df.ts, unit="ms").dt.normalize()
    return df.groupby("date").last().drop(columns="ts").reset_index().assign(coin=coin)


def blockchain_chart(chart, name):
    r = requests.get(BC.format(chart=chart), timeout=30)
    r.raise_for_status()
    v = r.json()["values"]
    df = pd.DataFrame(v).rename(columns={"x": "ts", "y": name})
    df["date"] = pd.to_datetime(df.ts, unit="s").dt.normalize()
    return df.groupby("date")[name].mean().reset_index()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--coins", nargs="+", default=["bitcoin"])
    ap.add_argument("--start", default="2021-01-01")
    ap.add_argument("--out", default="data/crypto_daily.parquet")
    a = ap.parse_args()
    start = dt.datetime.fromisoformat(a.start); end = dt.datetime.utcnow()
    frames = []
    for c in a.coins:
        frames.append(coingecko(c, start, end)); time.sleep(6)
    df = pd.concat(frames)
    if "bitcoin" in a.coins:
        net = blockchain_chart("hash-rate", "hash_rate_ths")
        for chart, name in (("difficulty", "difficulty"), ("miners-revenue", "miner_revenue_usd")):
            time.sleep(2); net = net.merge(blockchain_chart(chart, name), on="date", how="outer")
        df = df.merge(net.assign(coin="bitcoin"), on=["date", "coin"], how="left")
    df.to_parquet(a.out)
    print(df.groupby("coin").date.agg(["min", "max", "count"]))


if __name__ == "__main__":
    main()
