#!/usr/bin/env python3
"""Emit SDF <model> snippets for randomly placed box/cylinder obstacles without overlaps."""
import argparse
import math
import random

BOX = """    <model name="{name}">
      <static>true</static>
      <pose>{x:.2f} {y:.2f} {z:.2f} 0 0 {yaw:.3f}</pose>
      <link name="link">
        <collision name="c"><geometry><box><size>{sx:.2f} {sy:.2f} {sz:.2f}</size></box></geometry></collision>
        <visual name="v"><geometry><box><size>{sx:.2f} {sy:.2f} {sz:.2f}</size></box></geometry></visual>
      </link>
    </model>"""

CYL = """    <model name="{name}">
      <static>true</static>
      <pose>{x:.2f} {y:.2f} {z:.2f} 0 0 0</pose>
      <link name="link">
        <collision name="c"><geometry><cylinder><radius>{r:.2f}</radius><length>{h:.2f}</length></cylinder></geometry></collision>
        <visual name="v"><geometry><cylinder><radius>{r:.2f}</radius><length>{h:.2f}</length></cylinder></geometry></visual>
      </link>
    </model>"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=20)
    ap.add_argument("--size", default="20x12")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--clearance", type=float, default=0.8)
    a = ap.parse_args()
    W, H = map(float, a.size.split("x"))
    rng = random.Random(a.seed)
    placed = []
    out = []
    tries = 0
    while len(placed) < a.n and tries < a.n * 200:
        tries += 1
        x, y = rng.uniform(-W / 2 + 1, W / 2 - 1), rng.uniform(-H / 2 + 1, H / 2 - 1)
        if math.hypot(x, y) < 1.5:  # keep spawn area free
            continue
        rad = rng.uniform(0.2, 0.6)
        if any(math.hypot(x - px, y - py) < rad + pr + a.clearance for px, py, pr in placed):
            continue
        placed.append((x, y, rad))
        i = len(placed)
        if rng.random() < 0.6:
            s = rad * 1.4
            out.append(BOX.format(name=f"box_{i}", x=x, y=y, z=0.5, yaw=rng.uniform(0, math.pi),
                                  sx=s, sy=s, sz=1.0))
        else:
            out.append(CYL.format(name=f"cyl_{i}", x=x, y=y, z=0.6, r=rad, h=1.2))
    print("\n".join(out))


if __name__ == "__main__":
    main()
