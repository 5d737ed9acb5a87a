import sharp from "sharp";
import { stat, writeFile } from "node:fs/promises";
import { extname } from "node:path";

export interface Options {
  out?: string;
  quality: number;
  webp: boolean;
  avif: boolean;
  widths?: number[];
  strip: boolean;
  dryRun: boolean;
}

async function encode(img: sharp.Sharp, fmt: string, q: number): Promise<Buffer> {
  switch (fmt) {
    case ".jpg":
    case ".jpeg":
      return img.jpeg({ quality: q, mozjpeg: true }).toBuffer();
    case ".png":
      return img.png({ compressionLevel: 9, palette: true, quality: q }).toBuffer();
    case ".webp":
      return img.webp({ quality: q, effort: 5 }).toBuffer();
    case ".avif":
      return img.avif({ quality: Math.max(20, q - 25), effort: 5 }).toBuffer();
    default:
      return img.toBuffer();
  }
}

export async function compressOne(src: string, target: string, o: Options) {
  const before = (await stat(src)).size;
  const ext = extname(src).toLowerCase();
  const base = sharp(src, { failOn: "none" }).rotate();
  if (!o.strip) base.withMetadata();
  const meta = await base.metadata();
  const widths = o.widths?.filter((w) => !meta.width || w < meta.width) ?? [];
  let after = 0;

  const main = await encode(base.clone(), ext, o.quality);
  if (main.length < before || src !== target) {
    if (!o.dryRun) await writeFile(target, main.length < before ? main : await sharp(src).toBuffer());
    after += Math.min(main.length, before);
  } else {
    after += before;
  }

  const extra: string[] = [];
  if (o.webp && ext !== ".webp") extra.push(".webp");
  if (o.avif && ext !== ".avif") extra.push(".avif");
  for (const fmt of extra) {
    const buf = await encode(base.clone(), fmt, o.quality);
    if (!o.dryRun) await writeFile(target.replace(/\.[^.]+$/, fmt), buf);
  }
  for (const w of widths) {
    for (const fmt of [ext, ...extra]) {
      const buf = await encode(base.clone().resize({ width: w }), fmt, o.quality);
      if (!o.dryRun) await writeFile(target.replace(/\.[^.]+$/, `-${w}w${fmt}`), buf);
    }
  }
  return { before, after };
}
