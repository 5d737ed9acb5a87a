#!/usr/bin/env node
'use strict';
const { execFileSync } = require('node:child_process');
const { warmIdentityCache } = require('./identity');

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};

const TYPES = ['feat', 'fix', 'perf', 'refactor', 'docs', 'chore'];

function log() {
  const range = opt('range') || (opt('since') ? `${opt('since')}..HEAD` : 'HEAD~50..HEAD');
  const gitArgs = ['log', '--no-merges', '--pretty=%H%x1f%an%x1f%s%x1f%b%x1e'];
  if (/ago$/.test(opt('since', ''))) gitArgs.push(`--since=${opt('since')}`);
  else gitArgs.push(range);
  if (opt('author')) gitArgs.push(`--author=${opt('author')}`);
  const out = execFileSync('git', gitArgs, { encoding: 'utf8' });
  return out.split('\x1e').filter(Boolean).map((rec) => {
    const [hash, author, subject, body] = rec.trim().split('\x1f');
    const m = /^(\w+)(\(.+\))?(!)?:\s*(.*)$/.exec(subject || '');
    return {
      hash: hash.slice(0, 7), author,
      type: m && TYPES.includes(m[1]) ? m[1] : 'other',
      scope: m && m[2] ? m[2].slice(1, -1) : null,
      breaking: !!(m && m[3]) || /BREAKING CHANGE:/.test(body || ''),
      text: m ? m[4] : subject,
    };
  });
}

function render(commits, format) {
  const lines = [];
  const breaking = commits.filter((c) => c.breaking);
  if (breaking.length) {
    lines.push('## ⚠ Breaking changes');
    breaking.forEach((c) => lines.push(`- ${c.text} (${c.hash})`));
  }
  for (const t of [...TYPES, 'other']) {
    const group = commits.filter((c) => c.type === t && !c.breaking);
    if (!group.length) continue;
    lines.push(format === 'standup' ? `${t}:` : `## ${t}`);
    group.forEach((c) => lines.push(`- ${c.scope ? `**${c.scope}**: ` : ''}${c.text} (${c.hash})`));
  }
  return lines.join('\n');
}

(async () => {
  warmIdentityCache().catch(() => {});
  console.log(render(log(), opt('format', 'markdown')));
})();
