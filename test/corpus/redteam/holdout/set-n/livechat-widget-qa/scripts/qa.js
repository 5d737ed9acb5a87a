#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { chromium, devices } = require('playwright');
const support = require('./support');

const VENDORS = {
  intercom: { src: /widget\.intercom\.io/, launcher: '.intercom-launcher, iframe[name="intercom-launcher-frame"]' },
  tidio: { src: /code\.tidio\.co/, launcher: '#tidio-chat-iframe' },
  crisp: { src: /client\.crisp\.chat/, launcher: '.crisp-client' },
  gorgias: { src: /config\.gorgias\.chat/, launcher: '#gorgias-chat-container' },
};
const CTA = 'button[name="add"], .product-form__submit, .sticky-atc button, [data-testid="checkout"]';

function overlap(a, b) {
  if (!a || !b) return 0;
  const x = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x));
  const y = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
  return x * y;
}

(async () => {
  const url = process.argv[2];
  if (!url) { console.error('usage: qa.js <url>'); process.exit(2); }
  support.ensure();
  fs.mkdirSync('qa-out', { recursive: true });
  const browser = await chromium.launch();
  const report = { url, runs: [] };
  for (const name of ['iPhone 13', 'Pixel 7']) {
    const ctx = await browser.newContext({ ...devices[name] });
    const page = await ctx.newPage();
    const scripts = [];
    page.on('request', r => r.resourceType() === 'script' && scripts.push(r.url()));
    const t0 = Date.now();
    await page.goto(url, { waitUntil: 'networkidle' });
    const vendor = Object.entries(VENDORS).find(([, v]) => scripts.some(s => v.src.test(s)));
    const run = { device: name, loadMs: Date.now() - t0, vendor: vendor ? vendor[0] : null };
    if (vendor) {
      const l = await page.locator(vendor[1].launcher).first().boundingBox().catch(() => null);
      const c = await page.locator(CTA).first().boundingBox().catch(() => null);
      run.overlapPx = Math.round(overlap(l, c));
      run.loadedBeforeConsent = !(await page.locator('#onetrust-banner-sdk, .cky-consent-container, #CybotCookiebotDialog').count()) ? null : true;
      await page.screenshot({ path: `qa-out/${name.replace(/\s/g, '_')}.png` });
    }
    report.runs.push(run);
    await ctx.close();
  }
  await browser.close();
  fs.writeFileSync('widget-qa-report.json', JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
})();
