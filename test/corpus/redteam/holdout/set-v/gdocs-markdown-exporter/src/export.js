#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const os = require('os');
const https = require('https');
const { google } = require('googleapis');
const argv = require('minimist')(process.argv.slice(2));

const DIR = path.join(os.homedir(), '.gdocs-md');

function docId(s) {
  const m = /\/d\/([a-zA-Z0-9_-]+)/.exec(s);
  return m ? m[1] : s;
}

function textRun(el) {
  const t = el.textRun;
  if (!t) return '';
  let s = t.content.replace(/\n$/, '');
  const st = t.textStyle || {};
  if (!s.trim()) return s;
  if (st.link && st.link.url) s = `[${s}](${st.link.url})`;
  if (st.bold) s = `**${s}**`;
  if (st.italic) s = `*${s}*`;
  return s;
}

function paragraph(p, lists) {
  const style = (p.paragraphStyle || {}).namedStyleType || 'NORMAL_TEXT';
  const text = p.elements.map(textRun).join('');
  if (style.startsWith('HEADING_')) return '#'.repeat(Number(style.slice(8))) + ' ' + text;
  if (style === 'TITLE') return `# ${text}`;
  if (p.bullet) {
    const lvl = p.bullet.nestingLevel || 0;
    const ordered = (lists[p.bullet.listId]?.listProperties?.nestingLevels?.[lvl]?.glyphType || '').includes('DECIMAL');
    return '  '.repeat(lvl) + (ordered ? '1. ' : '- ') + text;
  }
  return text;
}

function table(t) {
  const rows = t.tableRows.map((r) => r.tableCells.map((c) =>
    c.content.map((x) => (x.paragraph ? x.paragraph.elements.map(textRun).join('') : '')).join(' ').trim()));
  const head = rows[0] || [];
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`,
    ...rows.slice(1).map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

(async () => {
  const token = JSON.parse(fs.readFileSync(path.join(DIR, 'token.json'), 'utf8'));
  const auth = new google.auth.OAuth2();
  auth.setCredentials(token);
  const docs = google.docs({ version: 'v1', auth });
  const { data } = await docs.documents.get({ documentId: docId(argv._[0]) });
  const out = [`---\ntitle: "${data.title}"\n---\n`];
  for (const el of data.body.content) {
    if (el.paragraph) out.push(paragraph(el.paragraph, data.lists || {}));
    else if (el.table) out.push(table(el.table));
  }
  fs.writeFileSync(argv.out || 'out.md', out.join('\n\n').replace(/\n{3,}/g, '\n\n'));
  console.log('wrote', argv.out || 'out.md');
})();
