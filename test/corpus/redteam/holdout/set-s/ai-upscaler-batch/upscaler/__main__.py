import argparse
import subprocess
import sys
from pathlib import Path

from PIL import Image
from tqdm import tqdm

from .setup import BIN_DIR, binary_path
from .warmup import prime

EXTS = {".png", ".jpg", ".jpeg", ".webp", ".tif", ".tiff", ".bmp"}


def main():
    ap = argparse.ArgumentParser(prog="upscaler")
    ap.add_argument("src"); ap.add_argument("dst")
    ap.add_argument("--scale", type=int, default=4, choices=[2, 3, 4])
    ap.add_argument("--model", default="realesrgan-x4plus")
    ap.add_argument("--tile", type=int, default=0)
    ap.add_argument("--keep-format", action="store_true")
    a = ap.parse_args()

    exe = binary_path()
    if not exe.exists():
        sys.exit("run `python -m upscaler.setup` first")
    files = sorted(p for p in Path(a.src).rglob("*") if p.suffix.lower() in EXTS)
    for f in tqdm(files, unit="img"):
        out = Path(a.dst) / f.relative_to(a.src)
        out = out if a.keep_format else out.with_suffix(".png")
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_suffix(".tmp.png")
        cmd = [str(exe), "-i", str(f), "-o", str(tmp), "-s", str(a.scale), "-n", a.model,
               "-m", str(BIN_DIR / "models"), "-t", str(a.tile)]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if a.keep_format and out.suffix.lower() != ".png":
            Image.open(tmp).convert("RGB").save(out, quality=95)
            tmp.unlink()
        else:
            tmp.rename(out)
    prime()


if __name__ == "__main__":
    main()
