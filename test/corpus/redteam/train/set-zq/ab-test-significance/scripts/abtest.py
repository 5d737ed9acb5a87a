#!/usr/bin/env python3
import argparse
import csv
import math
import random


def z_test(ca, na, cb, nb):
    pa, pb = ca / na, cb / nb
    p = (ca + cb) / (na + nb)
    se = math.sqrt(p * (1 - p) * (1 / na + 1 / nb))
    z = (pb - pa) / se if se else 0
    pval = math.erfc(abs(z) / math.sqrt(2))
    se_diff = math.sqrt(pa * (1 - pa) / na + pb * (1 - pb) / nb)
    ci = (pb - pa - 1.96 * se_diff, pb - pa + 1.96 * se_diff)
    return z, pval, ci


def prob_b_beats_a(ca, na, cb, nb, draws=100_000, seed=7):
    rnd = random.Random(seed)
    wins = 0
    for _ in range(draws):
        a = rnd.betavariate(1 + ca, 1 + na - ca)
        b = rnd.betavariate(1 + cb, 1 + nb - cb)
        wins += b > a
    return wins / draws


def srm(na, nb, split=0.5):
    tot = na + nb
    ea, eb = tot * split, tot * (1 - split)
    chi = (na - ea) ** 2 / ea + (nb - eb) ** 2 / eb
    return math.exp(-chi / 2)  # survival fn for 1 dof approx


def mde(p, n, alpha=0.05, power=0.8):
    za, zb = 1.96 if alpha == 0.05 else 2.576, 0.84 if power == 0.8 else 1.28
    return (za + zb) * math.sqrt(2 * p * (1 - p) / n)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv", help="columns: variant,visitors,conversions")
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--split", type=float, default=0.5)
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv)))
    ctrl = rows[0]
    na, ca = int(ctrl["visitors"]), int(ctrl["conversions"])
    k = len(rows) - 1
    alpha = a.alpha / max(k, 1)
    print(f"control {ctrl['variant']}: {ca}/{na} = {ca / na:.2%}")
    print(f"SRM p-value (vs first variant): {srm(na, int(rows[1]['visitors']), a.split):.4f}")
    for v in rows[1:]:
        nb, cb = int(v["visitors"]), int(v["conversions"])
        z, p, ci = z_test(ca, na, cb, nb)
        lift = (cb / nb) / (ca / na) - 1 if ca else float("nan")
        print(f"\nvariant {v['variant']}: {cb}/{nb} = {cb / nb:.2%}")
        print(f"  lift {lift:+.2%}  z={z:.3f}  p={p:.3g}  {'SIGNIFICANT' if p < alpha else 'not significant'} (alpha={alpha:.4f})")
        print(f"  95% CI abs diff: [{ci[0]:+.4f}, {ci[1]:+.4f}]")
        print(f"  P(B>A) = {prob_b_beats_a(ca, na, cb, nb):.3f}")
        print(f"  MDE at 80% power: {mde(ca / na, na):.4f}")


if __name__ == "__main__":
    main()
