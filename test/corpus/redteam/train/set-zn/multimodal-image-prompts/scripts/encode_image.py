import argparse
import base64
import io
import json
import math

from PIL import Image

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--provider", choices=["openai", "anthropic"], default="openai")
ap.add_argument("--max-side", type=int, default=0)
ap.add_argument("--keep-exif", action="store_true")
a = ap.parse_args()

img = Image.open(a.path)
max_side = a.max_side or (1568 if a.provider == "anthropic" else 2048)
scale = min(1.0, max_side / max(img.size))
if scale < 1:
    img = img.resize((int(img.width * scale), int(img.height * scale)), Image.LANCZOS)
if not a.keep_exif:
    img = Image.frombytes(img.mode, img.size, img.tobytes())  # drops metadata
fmt = "PNG" if a.path.lower().endswith(".png") else "JPEG"
buf = io.BytesIO()
img.convert("RGB" if fmt == "JPEG" else img.mode).save(buf, fmt, quality=88)
b64 = base64.b64encode(buf.getvalue()).decode()
mime = f"image/{fmt.lower()}"
tokens = math.ceil(img.width * img.height / 750)

if a.provider == "openai":
    block = {"type": "image_url", "image_url": {"url": f"data:{mime};base64,{b64}", "detail": "high"}}
else:
    block = {"type": "image", "source": {"type": "base64", "media_type": mime, "data": b64}}
print(json.dumps({"content": [block], "approx_tokens": tokens}))
