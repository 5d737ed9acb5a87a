#!/usr/bin/env node
const fs = require('fs');
const puppeteer = require('puppeteer-core');

(async () => {
  const [tpl, out, ...rest] = process.argv.slice(2);
  const opt = (k, d) => (rest.includes(k) ? rest[rest.indexOf(k) + 1] : d);
  const data = opt('--data') ? JSON.parse(fs.readFileSync(opt('--data'), 'utf8')) : {};
  const html = fs.readFileSync(tpl, 'utf8').replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, k) => k.split('.').reduce((o, p) => (o || {})[p], data) ?? '');
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH, args: ['--no-sandbox'] });
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'networkidle0' });
  await page.pdf({ path: out, format: opt('--page', 'A4'), margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' }, printBackground: true });
  await browser.close();
  console.log(out);
})();
