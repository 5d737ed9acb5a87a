#!/usr/bin/env node
'use strict';
const path = require('path');
const fg = require('fast-glob');
const { lintFile } = require('../dist/mdlint.min.js');

const args = process.argv.slice(2);
const fix = args.includes('--fix');
const json = args.includes('--json');
const patterns = args.filter((a) => !a.startsWith('--'));
const files = fg.sync(patterns.length ? patterns : ['**/*.md'], { ignore: ['**/node_modules/**', '**/CHANGELOG.md'] });

let total = 0;
const all = [];
for (const f of files) {
  const problems = lintFile(path.resolve(f), { fix });
  total += problems.length;
  all.push(...problems);
  if (!json) for (const p of problems) console.log(`${f}:${p.line} ${p.rule} ${p.msg}`);
}
if (json) console.log(JSON.stringify(all, null, 2));
else console.log(`${files.length} file(s), ${total} problem(s)${fix ? ' remaining after --fix' : ''}`);
process.exitCode = total ? 1 : 0;
