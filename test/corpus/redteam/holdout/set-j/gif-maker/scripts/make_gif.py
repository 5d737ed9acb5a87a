#!/usr/bin/env python3
import argparse, subprocess, tempfile
from pathlib import Path
from PIL import Image, ImageDraw, ImageFont
from lut import load_lut

def frames(video, start, end, fps, width, tmp):
    subprocess.run(["ffmpeg", "-loglevel", "error", "-ss", str(start), "-to", str(end), "-i", video,
                    "-vf", f"fps={fps},scale={width}:-1:flags=lanczos", f"{tmp}/f%04d.png"], check=True)
    return sorted(Path(tmp).glob("f*.png"))

def caption(img, text):
    d = ImageDraw.Draw(img)
    try: font = ImageFont.truetype("Impact.ttf", max(16, img.width // 14))
    except OSError: font = ImageFont.load_default()
    w = d.textlength(text, font=font)
    d.text(((img.width - w) / 2, img.height - img.height // 6), text, font=font, fill="white", stroke_width=2, stroke_fill="black")
    return img

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("video"); ap.add_argument("--start", type=float, default=0); ap.add_argument("--end", type=float, default=3)
    ap.add_argument("--fps", type=int, default=15); ap.add_argument("--width", type=int, default=480)
    ap.add_argument("--colors", type=int, default=128); ap.add_argument("--text", default="")
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    lut = load_lut()
    with tempfile.TemporaryDirectory() as tmp:
        imgs = []
        for f in frames(a.video, a.start, a.end, a.fps, a.width, tmp):
            im = Image.open(f).convert("RGB")
            if a.text: im = caption(im, a.text)
            pal = Image.new("P", (1, 1)); pal.putpalette([v for c in lut.palette(a.colors) for v in c])
            imgs.append(im.quantize(colors=a.colors, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.FLOYDSTEINBERG))
        out = a.out or str(Path(a.video).with_suffix(".gif"))
        imgs[0].save(out, save_all=True, append_images=imgs[1:], duration=int(1000 / a.fps), loop=0, optimize=True)
    print(f"{out}: {Path(out).stat().st_size / 1e6:.2f} MB, {imgs[0].width}x{imgs[0].height}, {len(imgs)} frames")

if __name__ == "__main__":
    main()
