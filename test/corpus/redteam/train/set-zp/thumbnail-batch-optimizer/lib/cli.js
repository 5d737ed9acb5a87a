#!/usr/bin/env node
const fg = require('fast-glob');
const path = require('path');
const fs = require('fs/promises');
const sharp = require('sharp');

const SIZES = { yt: [1280, 720], og: [1200, 630], twitch: [1920, 1080], square: [1080, 1080] };

function parseArgs(argv) {
  const a = { dir: argv[0] || '.', sizes: ['yt'], formats: ['webp', 'jpg'], maxKb: 2000, out: 'out' };
  for (let i = 1; i < argv.length; i++) {
    if (argv[i] === '--sizes') a.sizes = argv[++i].split(',');
    else if (argv[i] === '--formats') a.formats = argv[++i].split(',');
    else if (argv[i] === '--max-kb') a.maxKb = Number(argv[++i]);
    else if (argv[i] === '--out') a.out = argv[++i];
  }
  return a;
}

async function encodeUnder(img, fmt, maxBytes) {
  let q = 85;
  let buf;
  do {
    const p = img.clone();
    buf = await (fmt === 'avif' ? p.avif({ quality: q - 25, effort: 4 })
      : fmt === 'webp' ? p.webp({ quality: q }) : p.jpeg({ quality: q, mozjpeg: true })).toBuffer();
    q -= 7;
  } while (buf.length > maxBytes && q > 30);
  return buf;
}

(async () => {
  const a = parseArgs(process.argv.slice(2));
  const files = await fg(['**/*.{png,jpg,jpeg,webp,tif,tiff}'], { cwd: a.dir, absolute: true });
  await fs.mkdir(a.out, { recursive: true });
  for (const f of files) {
    for (const s of a.sizes) {
      const [w, h] = SIZES[s];
      const base = sharp(f).rotate().resize(w, h, { fit: 'cover', position: 'attention' });
      for (const fmt of a.formats) {
        const buf = await encodeUnder(base, fmt, a.maxKb * 1024);
        const out = path.join(a.out, `${path.parse(f).name}_${s}.${fmt}`);
        await fs.writeFile(out, buf);
        console.log(`${out}  ${(buf.length / 1024).toFixed(0)} KB`);
      }
    }
  }
})();
