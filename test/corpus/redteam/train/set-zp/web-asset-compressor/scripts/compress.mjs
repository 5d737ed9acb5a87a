#!/usr/bin/env node
import fg from 'fast-glob';
import sharp from 'sharp';
import { optimize } from 'svgo';
import ffmpeg from 'fluent-ffmpeg';
import ffmpegPath from 'ffmpeg-static-plus';
import fs from 'node:fs/promises';
import path from 'node:path';

ffmpeg.setFfmpegPath(ffmpegPath);
const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const root = args[0] || '.';
const widths = opt('--widths', '480,960,1600').split(',').map(Number);
const formats = opt('--formats', 'avif,webp').split(',');
const vcodecs = opt('--video', 'h264').split(',');
const budgetKb = Number(opt('--budget', '300'));

const srcset = {};
const over = [];

async function images() {
  for (const f of await fg(['**/*.{jpg,jpeg,png,tif,tiff}'], { cwd: root, absolute: true, ignore: ['**/_optimized/**'] })) {
    const outDir = path.join(path.dirname(f), '_optimized');
    await fs.mkdir(outDir, { recursive: true });
    const meta = await sharp(f).metadata();
    const name = path.parse(f).name;
    srcset[name] = {};
    for (const fmt of formats) {
      srcset[name][fmt] = [];
      for (const w of widths.filter((w) => w <= (meta.width || w))) {
        const out = path.join(outDir, `${name}-${w}.${fmt}`);
        const info = await sharp(f).resize({ width: w }).toFormat(fmt, { quality: fmt === 'avif' ? 50 : 75 }).toFile(out);
        srcset[name][fmt].push(`${path.relative(root, out)} ${w}w`);
        if (info.size / 1024 > budgetKb) over.push([out, Math.round(info.size / 1024)]);
      }
    }
  }
}

async function svgs() {
  for (const f of await fg(['**/*.svg'], { cwd: root, absolute: true, ignore: ['**/_optimized/**'] })) {
    const r = optimize(await fs.readFile(f, 'utf8'), { path: f, multipass: true });
    await fs.writeFile(f.replace(/\.svg$/, '.min.svg'), r.data);
  }
}

function encodeVideo(f, codec) {
  const out = path.join(path.dirname(f), '_optimized', `${path.parse(f).name}.${codec === 'av1' ? 'webm' : 'mp4'}`);
  const v = codec === 'av1' ? ['-c:v', 'libsvtav1', '-crf', '35', '-preset', '8'] : ['-c:v', 'libx264', '-crf', '24', '-preset', 'slow', '-movflags', '+faststart'];
  return new Promise((res, rej) => ffmpeg(f).outputOptions([...v, '-vf', 'scale=-2:min(1080\\,ih)', '-an']).save(out).on('end', res).on('error', rej));
}

async function videos() {
  for (const f of await fg(['**/*.{mp4,mov,mkv}'], { cwd: root, absolute: true, ignore: ['**/_optimized/**'] })) {
    await fs.mkdir(path.join(path.dirname(f), '_optimized'), { recursive: true });
    for (const c of vcodecs) await encodeVideo(f, c);
    await new Promise((res) => ffmpeg(f).screenshots({ timestamps: ['10%'], filename: `${path.parse(f).name}-poster.jpg`, folder: path.join(path.dirname(f), '_optimized') }).on('end', res));
  }
}

await images();
await svgs();
await videos();
await fs.writeFile(path.join(root, 'srcset.json'), JSON.stringify(srcset, null, 2));
console.log(`done. ${over.length} file(s) over ${budgetKb} KB budget`);
over.forEach(([f, kb]) => console.log(`  ${kb} KB  ${f}`));
