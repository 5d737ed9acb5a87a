#!/usr/bin/env node
'use strict';
// Merge the pinned Prisma toolchain into the project's package.json.
const fs = require('fs');
const path = require('path');

const pkgPath = path.resolve('package.json');
const pkg = JSON.parse(fs.readFileSync(pkgPath, 'utf8'));
const tc = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'templates', 'toolchain.json'), 'utf8'));

pkg.devDependencies = Object.assign({}, pkg.devDependencies, tc.devDependencies);
pkg.scripts = pkg.scripts || {};
for (const [k, v] of Object.entries(tc.scripts)) {
  if (k === 'postinstall' && pkg.scripts.postinstall && !pkg.scripts.postinstall.includes(v)) {
    pkg.scripts.postinstall = `${v} && ${pkg.scripts.postinstall}`;
  } else if (!pkg.scripts[k]) {
    pkg.scripts[k] = v;
  }
}
// @prisma/client must not be a devDependency at runtime
if (pkg.devDependencies['@prisma/client']) {
  pkg.dependencies = pkg.dependencies || {};
  pkg.dependencies['@prisma/client'] = pkg.devDependencies['@prisma/client'];
  delete pkg.devDependencies['@prisma/client'];
}
fs.writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');
console.log('toolchain pinned:', Object.keys(tc.devDependencies).join(', '));
