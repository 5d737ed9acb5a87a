'use strict';
const { parentPort } = require('worker_threads');
const sharp = require('sharp');
const fs = require('fs');

parentPort.on('message', async ({ file, quality, webp, avif }) => {
  const before = fs.statSync(file).size;
  let img = sharp(file);
  const ext = file.split('.').pop().toLowerCase();
  let out = file;
  if (webp) { img = img.webp({ quality }); out = file.replace(/\.\w+$/, '.webp'); }
  else if (avif) { img = img.avif({ quality: Math.round(quality * 0.7) }); out = file.replace(/\.\w+$/, '.avif'); }
  else if (ext === 'png') img = img.png({ compressionLevel: 9, palette: true, quality });
  else img = img.jpeg({ quality, mozjpeg: true });
  const buf = await img.toBuffer();
  if (buf.length < before || out !== file) fs.writeFileSync(out, buf);
  parentPort.postMessage({ file: out, before, after: Math.min(buf.length, before) });
});
