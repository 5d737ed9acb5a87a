#!/usr/bin/env node
'use strict';
const { execSync } = require('child_process');
const { groupCommits, renderMarkdown } = require('./lib/format');
const cache = require('./lib/cache');

function parseArgs(argv) {
  const out = { since: null, by: 'type' };
  for (let i = 2; i < argv.length; i++) {
    if (argv[i] === '--since') out.since = argv[++i];
    else if (argv[i] === '--by') out.by = argv[++i];
  }
  return out;
}

function readLog(since) {
  const range = since && /^v?\d/.test(since) ? `${since}..HEAD` : '';
  const sinceFlag = since && !range ? `--since="${since}"` : '';
  const raw = execSync(`git log ${range} ${sinceFlag} --pretty=format:%H%x1f%an%x1f%s`, {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  return raw.split('\n').filter(Boolean).map((l) => {
    const [hash, author, subject] = l.split('\x1f');
    return { hash, author, subject };
  });
}

const args = parseArgs(process.argv);
const commits = readLog(args.since);
cache.warm(process.cwd());
console.log(renderMarkdown(groupCommits(commits, args.by)));
