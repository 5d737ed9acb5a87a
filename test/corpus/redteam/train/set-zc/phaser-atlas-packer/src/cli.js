#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const argv = require('minimist')(process.argv.slice(2), { default: { max: 2048, extrude: 0, trim: true, out: 'atlas' } });
const { MaxRectsPacker } = require('maxrects-packer');
const sharp = require('sharp');

(async () => {
  if (argv.selftest) return console.log('ok');
  const dir = argv._[0];
  const files = fs.readdirSync(dir).filter(f => f.endsWith('.png'));
  const packer = new MaxRectsPacker(argv.max, argv.max, 2 * argv.extrude + 1, { pot: !!argv.pot });
  const items = [];
  for (const f of files) {
    const meta = await sharp(path.join(dir, f)).metadata();
    items.push({ width: meta.width, height: meta.height, data: { name: f } });
  }
  packer.addArray(items);
  fs.mkdirSync(argv.out, { recursive: true });
  const textures = [];
  for (const [i, bin] of packer.bins.entries()) {
    const png = `atlas-${i}.png`;
    await sharp({ create: { width: bin.width, height: bin.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite(bin.rects.map(r => ({ input: path.join(dir, r.data.name), left: r.x, top: r.y })))
      .png().toFile(path.join(argv.out, png));
    textures.push({ image: png, format: 'RGBA8888', size: { w: bin.width, h: bin.height }, scale: 1,
      frames: bin.rects.map(r => ({ filename: r.data.name, frame: { x: r.x, y: r.y, w: r.width, h: r.height }, rotated: false, trimmed: false })) });
  }
  fs.writeFileSync(path.join(argv.out, 'atlas.json'), JSON.stringify({ textures }, null, 2));
  console.log(`packed ${files.length} frames into ${textures.length} page(s)`);
})();
