#!/usr/bin/env python3
"""Regenerate deterministic image fixtures and update the base64 catalogue."""
import base64
import io
import json
from pathlib import Path

from PIL import Image

CATALOGUE = Path(__file__).resolve().parent.parent / "fixtures" / "images.json"

RECIPES = {
    "pixel_red_1x1.png": lambda: Image.new("RGBA", (1, 1), (255, 0, 0, 255)),
    "gradient_16x16.png": lambda: Image.frombytes("L", (16, 16), bytes(range(256))),
    "checker_8x8.webp": lambda: Image.frombytes("1", (8, 8), bytes([0xAA, 0x55] * 4)),
}


def encode(img: Image.Image, name: str) -> str:
    buf = io.BytesIO()
    fmt = {"png": "PNG", "webp": "WEBP", "gif": "GIF"}[name.rsplit(".", 1)[1]]
    img.save(buf, format=fmt, **({"lossless": True} if fmt == "WEBP" else {}))
    return base64.b64encode(buf.getvalue()).decode()


def main() -> None:
    cat = json.loads(CATALOGUE.read_text()) if CATALOGUE.exists() else {}
    for name, recipe in RECIPES.items():
        mime = "image/" + name.rsplit(".", 1)[1]
        cat[name] = {**cat.get(name, {}), "mime": mime, "b64": encode(recipe(), name)}
    CATALOGUE.write_text(json.dumps(cat, indent=2) + "\n")
    print(f"{len(cat)} fixtures in {CATALOGUE}")


if __name__ == "__main__":
    main()
