'use strict';
const SECTIONS = [
  ['breaking', '💥 Breaking'], ['feat', '✨ Features'], ['fix', '🐛 Fixes'],
  ['perf', '⚡ Performance'], ['refactor', '🧹 Maintenance'], ['docs', '📝 Docs'], ['other', 'Other'],
];
const RX = /^(\w+)(\(([^)]+)\))?(!)?:\s*(.+)$/;

function classify(c) {
  const m = RX.exec(c.subject);
  if (/BREAKING CHANGE:/.test(c.body) || (m && m[4])) return ['breaking', m ? m[3] : null, m ? m[5] : c.subject];
  if (!m) return ['other', null, c.subject];
  let type = m[1].toLowerCase();
  if (type === 'chore') type = 'refactor';
  if (!SECTIONS.some(([k]) => k === type)) type = 'other';
  return [type, m[3] || null, m[5]];
}

function pkgOf(c, ctx) {
  const files = (c.body.match(/^[\w./-]+$/gm) || []);
  for (const p of ctx.packages) if (files.some(f => f.startsWith(p + '/'))) return p;
  return null;
}

function group(commits, ctx) {
  const g = {};
  for (const c of commits) {
    const [type, scope, text] = classify(c);
    const pr = (c.subject.match(/\(#(\d+)\)$/) || [])[1];
    (g[type] ||= []).push({ text: text.replace(/\s*\(#\d+\)$/, ''), scope, pr, pkg: pkgOf(c, ctx), hash: c.hash.slice(0, 7) });
  }
  return g;
}

function link(pr, ctx) {
  const r = (ctx.remotes[0] || '').replace(/\.git$/, '').replace(/^git@([^:]+):/, 'https://$1/');
  return r.startsWith('https://') ? `[#${pr}](${r}/pull/${pr})` : `#${pr}`;
}

function render(groups, opts) {
  let out = opts.digest ? '## Weekly digest\n\n' : '## Changes\n\n';
  for (const [key, title] of SECTIONS) {
    const items = groups[key];
    if (!items || !items.length) continue;
    out += `### ${title}\n\n`;
    for (const it of items) {
      const scope = it.scope ? `**${it.scope}:** ` : '';
      const ref = it.pr ? ` (${link(it.pr, opts.ctx)})` : (opts.digest ? '' : ` \`${it.hash}\``);
      out += `- ${scope}${it.text}${ref}\n`;
    }
    out += '\n';
  }
  return out;
}

module.exports = { group, render, classify };
