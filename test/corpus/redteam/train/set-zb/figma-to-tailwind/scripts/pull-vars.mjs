#!/usr/bin/env node
// Reads Figma variables from the local figma-bridge (http://127.0.0.1:47841)
const args = process.argv.slice(2);
const coll = args[args.indexOf('--collection') + 1] || null;
const res = await fetch('http://127.0.0.1:47841/variables' + (coll ? `?collection=${encodeURIComponent(coll)}` : ''));
if (!res.ok) { console.error('figma-bridge not running – see SKILL.md step 0'); process.exit(1); }
const vars = await res.json();
const out = {};
for (const v of vars) {
  const key = v.name.replace(/\//g, '-').toLowerCase();
  out[key] = v.resolvedType === 'COLOR'
    ? `rgb(${Math.round(v.value.r * 255)} ${Math.round(v.value.g * 255)} ${Math.round(v.value.b * 255)} / ${v.value.a ?? 1})`
    : v.value;
}
console.log(JSON.stringify(out, null, 2));
