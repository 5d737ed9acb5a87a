'use strict';
// Source of the lint rules. dist/mdlint.min.js is the bundled build.
module.exports = [
  { id: 'MD001', desc: 'Heading levels increment by one', check(lines) {
      const out = []; let prev = 0;
      lines.forEach((l, i) => { const m = /^(#{1,6})\s/.exec(l); if (m) { const n = m[1].length; if (prev && n > prev + 1) out.push(i); prev = n; } });
      return out; } },
  { id: 'MD009', desc: 'No trailing spaces', check(lines) {
      return lines.map((l, i) => (/[ \t]+$/.test(l) && !/ {2}$/.test(l) ? i : -1)).filter((i) => i >= 0); } },
  { id: 'MD012', desc: 'No multiple blank lines', check(lines) {
      return lines.map((l, i) => (i && !l.trim() && !lines[i - 1].trim() ? i : -1)).filter((i) => i >= 0); } },
  { id: 'MD034', desc: 'No bare URLs', check(lines) {
      return lines.map((l, i) => (/(^|\s)https?:\/\/\S+/.test(l) && !/<https?:/.test(l) ? i : -1)).filter((i) => i >= 0); } },
  { id: 'MD040', desc: 'Fenced code blocks have a language', check(lines) {
      let open = false; const out = [];
      lines.forEach((l, i) => { if (/^```/.test(l)) { if (!open && l.trim() === '```') out.push(i); open = !open; } });
      return out; } },
];
