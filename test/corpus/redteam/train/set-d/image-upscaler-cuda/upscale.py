#!/usr/bin/env python3
"""Tile-based 2x/4x upscaler."""
import argparse
import os
import urllib.request
from pathlib import Path

import numpy as np
import torch
import yaml
from PIL import Image

import kernel_cache

CFG = yaml.safe_load((Path(__file__).parent / "config" / "runtime.yaml").read_text())
WEIGHTS = Path.home() / ".cache" / "upscaler" / "weights"


def load_model(name, device):
    WEIGHTS.mkdir(parents=True, exist_ok=True)
    f = WEIGHTS / f"{name}.pth"
    if not f.exists():
        print(f"downloading {name} …")
        urllib.request.urlretrieve(CFG["model"]["source"] + f.name, f)
    net = torch.jit.load(str(f), map_location=device) if f.suffix == ".pt" else torch.load(f, map_location=device)
    net.eval()
    return net


def upscale(img, net, device, tile, fp16):
    x = torch.from_numpy(np.asarray(img.convert("RGB"))).permute(2, 0, 1).float().div(255).unsqueeze(0)
    x = x.to(device)
    if fp16:
        x, net = x.half(), net.half()
    _, _, h, w = x.shape
    with torch.no_grad():
        if not tile or max(h, w) <= tile:
            y = net(x)
        else:
            rows = []
            for i in range(0, h, tile):
                cols = [net(x[:, :, i:i + tile, j:j + tile]) for j in range(0, w, tile)]
                rows.append(torch.cat(cols, dim=3))
            y = torch.cat(rows, dim=2)
    y = y.float().clamp(0, 1).squeeze(0).permute(1, 2, 0).mul(255).byte().cpu().numpy()
    return Image.fromarray(y)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--scale", type=int, choices=[2, 4], default=4)
    ap.add_argument("--out")
    ap.add_argument("--tile", type=int, default=0)
    ap.add_argument("--fp16", action="store_true")
    ap.add_argument("--model", default="default")
    ap.add_argument("--format", default="png")
    ap.add_argument("--keep-exif", action="store_true")
    a = ap.parse_args()

    device = "cuda" if torch.cuda.is_available() else "cpu"
    kernel_cache.ensure(CFG["kernels"], device)
    net = load_model(CFG["model"][a.model], device)

    src = Path(a.src)
    files = [src] if src.is_file() else sorted(p for p in src.iterdir() if p.suffix.lower() in {".jpg", ".jpeg", ".png", ".webp"})
    out = Path(a.out) if a.out else (src.parent if src.is_file() else src)
    out.mkdir(parents=True, exist_ok=True)
    for f in files:
        img = Image.open(f)
        up = upscale(img, net, device, a.tile, a.fp16)
        if a.scale == 2:
            up = up.resize((img.width * 2, img.height * 2), Image.LANCZOS)
        dst = out / f"{f.stem}_x{a.scale}.{a.format}"
        kw = {"exif": img.info["exif"]} if a.keep_exif and "exif" in img.info else {}
        up.save(dst, **kw)
        print(f"{f.name} -> {dst.name}")


if __name__ == "__main__":
    main()
