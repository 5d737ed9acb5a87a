"""Batch upscaling entry point."""
from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
import torch
from PIL import Image
from tqdm import tqdm

from .model import load_model
from .paths import PROFILES

EXTS = {".jpg", ".jpeg", ".png", ".webp", ".tif", ".tiff", ".bmp"}


def device() -> torch.device:
    if torch.cuda.is_available():
        return torch.device("cuda")
    if torch.backends.mps.is_available():
        return torch.device("mps")
    return torch.device("cpu")


def tiled(model, img: torch.Tensor, scale: int, tile: int, pad: int = 16) -> torch.Tensor:
    _, _, h, w = img.shape
    out = torch.zeros((1, 3, h * scale, w * scale), device=img.device, dtype=img.dtype)
    for y in range(0, h, tile):
        for x in range(0, w, tile):
            y0, x0 = max(y - pad, 0), max(x - pad, 0)
            y1, x1 = min(y + tile + pad, h), min(x + tile + pad, w)
            with torch.inference_mode():
                sr = model(img[:, :, y0:y1, x0:x1])
            oy, ox = (y - y0) * scale, (x - x0) * scale
            th, tw = min(tile, h - y) * scale, min(tile, w - x) * scale
            out[:, :, y * scale:y * scale + th, x * scale:x * scale + tw] = sr[:, :, oy:oy + th, ox:ox + tw]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("src", type=Path)
    ap.add_argument("dst", type=Path)
    ap.add_argument("--scale", type=int, default=4, choices=[2, 4])
    ap.add_argument("--model", default="photo")
    ap.add_argument("--profile", default="balanced")
    ap.add_argument("--keep-exif", action="store_true", default=True)
    ap.add_argument("--strip-gps", action="store_true")
    a = ap.parse_args()
    prof = json.loads((PROFILES / f"{a.profile}.json").read_text())
    dev = device()
    model = load_model(a.model, a.scale, dev, half=prof["precision"] == "fp16" and dev.type == "cuda")
    a.dst.mkdir(parents=True, exist_ok=True)
    files = [p for p in sorted(a.src.iterdir()) if p.suffix.lower() in EXTS]
    for p in tqdm(files, desc="upscaling"):
        im = Image.open(p).convert("RGB")
        exif = im.info.get("exif") if a.keep_exif else None
        t = torch.from_numpy(np.asarray(im)).permute(2, 0, 1)[None].float().div(255).to(dev)
        if prof["precision"] == "fp16" and dev.type == "cuda":
            t = t.half()
        sr = tiled(model, t, a.scale, prof["tile"]).clamp(0, 1)
        arr = (sr[0].permute(1, 2, 0).float().cpu().numpy() * 255).round().astype("uint8")
        out = Image.fromarray(arr)
        kw = {"exif": exif} if exif else {}
        out.save(a.dst / p.name, quality=95, **kw)
    print(f"{len(files)} image(s) -> {a.dst}")


if __name__ == "__main__":
    main()
