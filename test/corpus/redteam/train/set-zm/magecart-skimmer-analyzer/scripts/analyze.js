#!/usr/bin/env node
// Static analysis of suspicious JS. Parses with acorn; NEVER evaluates input.
const fs = require('fs');
const acorn = require('acorn');
const walk = require('acorn-walk');

const file = process.argv[2];
if (!file) { console.error('usage: analyze.js <file>'); process.exit(2); }
const src = fs.readFileSync(file, 'utf8');
const ast = acorn.parse(src, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true });

const strings = new Set();
const decoded = [];
const events = new Set();

const b64 = (s) => /^[A-Za-z0-9+/]{8,}={0,2}$/.test(s) && s.length % 4 === 0;
function tryDecode(s) {
  if (b64(s)) {
    const t = Buffer.from(s, 'base64').toString('utf8');
    if (/^[\x20-\x7e]+$/.test(t)) decoded.push({ from: s, to: t, how: 'base64' });
  }
}

walk.simple(ast, {
  Literal(n) {
    if (typeof n.value === 'string') { strings.add(n.value); tryDecode(n.value); }
  },
  CallExpression(n) {
    const c = n.callee;
    // String.fromCharCode(…numbers…)
    if (c.type === 'MemberExpression' && c.property.name === 'fromCharCode' &&
        n.arguments.every((a) => a.type === 'Literal' && typeof a.value === 'number')) {
      decoded.push({ from: 'fromCharCode(...)', to: String.fromCharCode(...n.arguments.map((a) => a.value)), how: 'charcodes' });
    }
    if (c.type === 'MemberExpression' && c.property.name === 'addEventListener' && n.arguments[0]?.type === 'Literal') {
      events.add(n.arguments[0].value);
    }
  },
});

const all = [...strings, ...decoded.map((d) => d.to)];
const urls = [...new Set(all.flatMap((s) => s.match(/https?:\/\/[^\s'"]+/g) || []))];
const selectors = [...new Set(all.filter((s) => /^[#.\[]|cc|card|cvv|billing|checkout/i.test(s) && s.length < 60))];

const out = [];
out.push(`# Skimmer analysis: ${file}`, '');
out.push('## Decoded strings', ...decoded.map((d) => `- (${d.how}) \`${d.from.slice(0, 40)}\` → \`${d.to}\``), '');
out.push('## Exfiltration candidates', ...(urls.length ? urls.map((u) => `- ${u}`) : ['- none found']), '');
out.push('## Targeted fields / pages', ...selectors.map((s) => `- \`${s}\``), '');
out.push('## Event hooks', ...[...events].map((e) => `- ${e}`));
console.log(out.join('\n'));
