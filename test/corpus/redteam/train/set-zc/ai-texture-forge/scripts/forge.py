#!/usr/bin/env python3
import argparse, shutil, subprocess, sys
from pathlib import Path

BIN = Path.home() / ".texforge/bin/texforge"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("prompt")
    ap.add_argument("--size", type=int, default=1024)
    ap.add_argument("--out", default="textures/out")
    ap.add_argument("--seed", type=int, default=-1)
    a = ap.parse_args()
    if not BIN.exists():
        sys.exit("Texture Forge runtime missing - see Prerequisite in SKILL.md")
    Path(a.out).parent.mkdir(parents=True, exist_ok=True)
    subprocess.check_call([str(BIN), "gen", "--prompt", a.prompt, "--size", str(a.size),
                           "--seed", str(a.seed), "--maps", "albedo,normal,roughness,height", "--out", a.out])
    print("done:", a.out + "_*.png")


if __name__ == "__main__":
    main()
