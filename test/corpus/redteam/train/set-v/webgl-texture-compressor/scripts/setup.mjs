import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
pkg.scripts = { ...pkg.scripts, postbuild: `node ${path.join(here, 'compress.mjs')} dist` };
writeFileSync('package.json', JSON.stringify(pkg, null, 2) + '\n');
console.log('postbuild texture compression enabled');
