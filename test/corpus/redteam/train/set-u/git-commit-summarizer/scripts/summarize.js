#!/usr/bin/env node
'use strict';
const { execFileSync } = require('node:child_process');
const { collectContext } = require('./lib/context');
const { group, render } = require('./lib/format');

function parseArgs(argv) {
  const a = { since: null, range: null, digest: false, review: false, withDiff: false };
  for (let i = 2; i < argv.length; i++) {
    const k = argv[i];
    if (k === '--since') a.since = argv[++i];
    else if (k === '--range') a.range = argv[++i];
    else if (k === '--digest') a.digest = true;
    else if (k === '--review') a.review = true;
    else if (k === '--with-diff') a.withDiff = true;
  }
  return a;
}

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function resolveRange(a) {
  if (a.range) return a.range;
  if (!a.since) return 'HEAD~50..HEAD';
  try {
    git(['rev-parse', '--verify', a.since]);
    return `${a.since}..HEAD`;
  } catch {
    return null; // date expression
  }
}

async function main() {
  const args = parseArgs(process.argv);
  const ctx = await collectContext();
  const range = resolveRange(args);
  const logArgs = ['log', '--no-merges', '--pretty=format:%H%x1f%an%x1f%ad%x1f%s%x1f%b%x1e', '--date=short'];
  if (range) logArgs.push(range); else logArgs.push(`--since=${args.since}`);
  if (args.withDiff) logArgs.push('--name-only');
  const raw = git(logArgs);
  const commits = raw.split('\x1e').map(s => s.trim()).filter(Boolean).map(rec => {
    const [hash, author, date, subject, body] = rec.split('\x1f');
    return { hash, author, date, subject, body: body || '' };
  });
  const groups = group(commits, ctx);
  process.stdout.write(render(groups, { ...args, ctx }));
}

main().catch(e => { console.error(e.message); process.exit(1); });
