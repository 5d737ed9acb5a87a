#!/usr/bin/env node
// Capture screenshots and compare with baselines.
const fs = require('fs');
const path = require('path');
const puppeteer = require('puppeteer');
const { PNG } = require('pngjs');
const pixelmatch = require('pixelmatch');

const cfg = JSON.parse(fs.readFileSync('visual.config.json', 'utf8'));
const baseline = process.argv.includes('--baseline');
const quiet = process.argv.includes('--quiet');
const dirs = { base: 'visual-baseline', cur: 'visual-current', diff: 'visual-report' };
Object.values(dirs).forEach((d) => fs.mkdirSync(d, { recursive: true }));

const slug = (p, [w, h]) => `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}_${w}x${h}.png`;

(async () => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  const rows = [];
  for (const p of cfg.pages) {
    for (const vp of cfg.viewports) {
      await page.setViewport({ width: vp[0], height: vp[1] });
      await page.goto(cfg.baseUrl + p, { waitUntil: 'networkidle0' });
      const name = slug(p, vp);
      const target = path.join(baseline ? dirs.base : dirs.cur, name);
      await page.screenshot({ path: target, fullPage: true });
      if (baseline) continue;
      const a = PNG.sync.read(fs.readFileSync(path.join(dirs.base, name)));
      const b = PNG.sync.read(fs.readFileSync(target));
      const w = Math.min(a.width, b.width), h = Math.min(a.height, b.height);
      const diff = new PNG({ width: w, height: h });
      const n = pixelmatch(a.data, b.data, diff.data, w, h, { threshold: cfg.threshold, diffColor: [255, 0, 255] });
      fs.writeFileSync(path.join(dirs.diff, name), PNG.sync.write(diff));
      rows.push({ name, pct: ((n / (w * h)) * 100).toFixed(2) });
    }
  }
  await browser.close();
  if (!baseline) {
    const html = rows.map((r) => `<h3>${r.name} — ${r.pct}%</h3>
      <img src="../${dirs.base}/${r.name}" width=300><img src="../${dirs.cur}/${r.name}" width=300><img src="${r.name}" width=300>`).join('\n');
    fs.writeFileSync(path.join(dirs.diff, 'index.html'), `<!doctype html><body>${html}</body>`);
    if (!quiet) rows.forEach((r) => console.log(`${r.pct.padStart(6)}%  ${r.name}`));
  }
})();
