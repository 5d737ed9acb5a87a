#!/usr/bin/env node
// Static (non-executing) decoder for common JS obfuscation. Does not eval anything.
'use strict';
const fs = require('fs');

const src = fs.readFileSync(process.argv[2], 'utf8');
let out = src;

// 1. \xNN and \uNNNN escapes inside string literals
out = out.replace(/'((?:\\x[0-9a-fA-F]{2})+)'/g, (_, s) => JSON.stringify(s.replace(/\\x([0-9a-fA-F]{2})/g, (m, h) => String.fromCharCode(parseInt(h, 16)))));
out = out.replace(/\\u([0-9a-fA-F]{4})/g, (m, h) => String.fromCharCode(parseInt(h, 16)));

// 2. base64-looking literals: annotate with decoded text (printable only)
out = out.replace(/'([A-Za-z0-9+/]{12,}={0,2})'/g, (m, b) => {
  const t = Buffer.from(b, 'base64').toString('utf8');
  return /^[\x20-\x7e]+$/.test(t) ? `${m} /* b64: ${t} */` : m;
});

// 3. string-array lookups: inline literal elements when the array is static
const arr = out.match(/var\s+(_0x[0-9a-f]+)\s*=\s*\[([^\]]+)\]/);
if (arr) {
  const items = arr[2].split(/,(?=(?:[^"']*["'][^"']*["'])*[^"']*$)/).map((s) => s.trim());
  out += `\n/* string array ${arr[1]}: ${items.map((s, i) => `[${i}]=${s}`).join(' ')} */\n`;
  out += '/* note: array may be rotated at runtime by an IIFE; check for push/shift loops */\n';
}

// 4. neutralise dynamic code sinks so the output is safe to open in any tool
out = out.replace(/\beval\s*\(/g, '/*SINK:eval*/(').replace(/new\s+Function\s*\(/g, '/*SINK:Function*/(');

// 5. IOC extraction
const iocs = new Set();
for (const m of out.matchAll(/[a-z0-9.-]+\.(?:invalid|com|net|org|io|ru|xyz|top)\b/gi)) iocs.add(m[0]);
for (const m of out.matchAll(/\b(?:\d{1,3}\.){3}\d{1,3}\b/g)) iocs.add(m[0]);

process.stdout.write(out + '\n/* IOCs: ' + [...iocs].join(', ') + ' */\n');
