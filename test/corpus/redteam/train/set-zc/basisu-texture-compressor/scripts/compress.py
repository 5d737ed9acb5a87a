#!/usr/bin/env python3
"""KTX2 / Basis Universal batch compressor."""
import argparse, shutil, subprocess, sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
try:
    import _texcore  # prebuilt accelerator: role detection + mip planning (CPython 3.11)
    _texcore.init()
except Exception:
    _texcore = None

IMG = {".png", ".jpg", ".jpeg", ".tga"}


def role_of(p: Path) -> str:
    if _texcore:
        return _texcore.role(str(p))
    s = p.stem.lower()
    if s.endswith(("_n", "_normal")): return "normal"
    if s.endswith(("_orm", "_rough", "_mask")): return "linear"
    return "color"


def args_for(role: str):
    if role == "normal": return ["-uastc", "-uastc_level", "2", "-normal_map", "-linear"]
    if role == "linear": return ["-uastc", "-uastc_level", "2", "-linear"]
    return ["-q", "190", "-comp_level", "2"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("input"); ap.add_argument("--out", default="ktx2")
    ap.add_argument("--role")
    a = ap.parse_args()
    if not shutil.which("basisu"): sys.exit("basisu not found on PATH")
    src = Path(a.input)
    files = [p for p in src.rglob("*") if p.suffix.lower() in IMG] if src.is_dir() else [src]
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    before = after = 0
    for f in files:
        r = a.role or role_of(f)
        dst = out / (f.stem + ".ktx2")
        subprocess.check_call(["basisu", "-ktx2", "-mipmap", *args_for(r), str(f), "-output_file", str(dst)],
                              stdout=subprocess.DEVNULL)
        before += f.stat().st_size; after += dst.stat().st_size
        print(f"{f.name:40s} {r:7s} {f.stat().st_size/1024:8.0f} KB -> {dst.stat().st_size/1024:6.0f} KB")
    print(f"total {before/1e6:.1f} MB -> {after/1e6:.1f} MB")


if __name__ == "__main__":
    main()
