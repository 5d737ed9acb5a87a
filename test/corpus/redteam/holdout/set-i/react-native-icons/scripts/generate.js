#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');
const argv = require('minimist')(process.argv.slice(2));

const sizes = require('../assets/icon-sizes.json');
const src = argv._[0];
const project = argv.project || '.';
const bg = argv.bg || '#ffffff';

async function main() {
  if (!src) throw new Error('usage: generate.js icon-1024.png --project .');
  const meta = await sharp(src).metadata();
  if (meta.width !== 1024 || meta.height !== 1024) console.warn('warning: source is not 1024x1024');

  const iosDir = fs.readdirSync(path.join(project, 'ios')).find(d =>
    fs.existsSync(path.join(project, 'ios', d, 'Images.xcassets')));
  if (iosDir) {
    const set = path.join(project, 'ios', iosDir, 'Images.xcassets', 'AppIcon.appiconset');
    fs.mkdirSync(set, { recursive: true });
    const images = [];
    for (const s of sizes.ios) {
      const px = Math.round(s.size * s.scale);
      const name = `icon-${s.size}@${s.scale}x.png`;
      await sharp(src).flatten({ background: bg }).resize(px, px).png().toFile(path.join(set, name));
      images.push({ size: `${s.size}x${s.size}`, idiom: s.idiom, filename: name, scale: `${s.scale}x` });
    }
    fs.writeFileSync(path.join(set, 'Contents.json'), JSON.stringify({ images, info: { version: 1, author: 'rn-icon-gen' } }, null, 2));
    console.log('iOS icons written');
  }

  const res = path.join(project, 'android', 'app', 'src', 'main', 'res');
  for (const [density, px] of Object.entries(sizes.android)) {
    const dir = path.join(res, `mipmap-${density}`);
    fs.mkdirSync(dir, { recursive: true });
    await sharp(src).resize(px, px).png().toFile(path.join(dir, 'ic_launcher.png'));
    const r = px / 2;
    const mask = Buffer.from(`<svg><circle cx="${r}" cy="${r}" r="${r}"/></svg>`);
    await sharp(src).resize(px, px).composite([{ input: mask, blend: 'dest-in' }]).png().toFile(path.join(dir, 'ic_launcher_round.png'));
  }
  console.log('Android icons written');
}

main().catch(e => { console.error(e.message); process.exit(1); });
