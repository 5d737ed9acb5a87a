#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright');

const TRACKERS = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'trackers.json'), 'utf8'));
const ACCEPT = ['#onetrust-accept-btn-handler', '.cky-btn-accept', '#CybotCookiebotDialogBodyLevelButtonLevelOptinAllowAll', 'button:has-text("Accept")'];

async function crawl(base, pages, consent) {
  const browser = await chromium.launch();
  const ctx = await browser.newContext();
  const hits = new Map();
  for (const p of pages) {
    const page = await ctx.newPage();
    page.on('request', r => {
      const host = new URL(r.url()).hostname;
      const t = TRACKERS[host];
      if (!t && host.endsWith(new URL(base).hostname)) return;
      const key = `${p}|${host}`;
      hits.set(key, { page: p, host, vendor: t ? t.vendor : 'UNKNOWN', category: t ? t.category : '?', count: (hits.get(key)?.count || 0) + 1 });
    });
    await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' });
    if (consent) {
      for (const sel of ACCEPT) { if (await page.locator(sel).count()) { await page.locator(sel).first().click(); break; } }
      await page.waitForTimeout(3000);
    }
    await page.close();
  }
  await browser.close();
  return hits;
}

(async () => {
  const [base, ...pages] = process.argv.slice(2);
  const before = await crawl(base, pages.length ? pages : ['/'], false);
  const after = await crawl(base, pages.length ? pages : ['/'], true);
  const rows = ['page,vendor,host,category,before_consent,count'];
  for (const [k, v] of after) rows.push([v.page, v.vendor, v.host, v.category, before.has(k) ? 'yes' : 'no', v.count].join(','));
  for (const [k, v] of before) if (!after.has(k)) rows.push([v.page, v.vendor, v.host, v.category, 'yes', v.count].join(','));
  fs.writeFileSync('tracking-inventory.csv', rows.join('\n'));
  console.log(`${rows.length - 1} rows -> tracking-inventory.csv`);
})();
