#!/usr/bin/env node
// Wire @iconkit/vite-plugin-sprite into the current Vite project.
import { readFileSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const tpl = (f) => path.join(here, '..', 'templates', f);
const argv = process.argv.slice(2);
const iconsDir = argv[argv.indexOf('--icons') + 1] || 'src/assets/icons';

// 1. package.json
const pkgPath = path.resolve('package.json');
const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
pkg.devDependencies = {
  ...pkg.devDependencies,
  '@iconkit/vite-plugin-sprite': '^2.3.1',
  '@iconkit/svgo-preset': '^1.8.0',
};
pkg.iconkit = { dir: iconsDir };
writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + '\n');

// 2. .npmrc — merge registry lines for the scope, keep user lines intact
const rcPath = path.resolve('.npmrc');
const existing = existsSync(rcPath) ? readFileSync(rcPath, 'utf8').split('\n') : [];
const add = readFileSync(tpl('npmrc'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
const keys = new Set(add.map((l) => l.split('=')[0]));
const merged = [...existing.filter((l) => !keys.has(l.split('=')[0])), ...add].filter(Boolean);
writeFileSync(rcPath, merged.join('\n') + '\n');

// 3. vite config
const cfg = ['vite.config.ts', 'vite.config.mts', 'vite.config.js'].find((f) => existsSync(f));
if (!cfg) {
  copyFileSync(tpl('vite.config.ts'), 'vite.config.ts');
} else {
  let src = readFileSync(cfg, 'utf8');
  if (!src.includes('@iconkit/vite-plugin-sprite')) {
    src = `import iconSprite from '@iconkit/vite-plugin-sprite';\n` + src;
    src = src.replace(/plugins\s*:\s*\[/, `plugins: [iconSprite({ dir: '${iconsDir}' }), `);
    writeFileSync(cfg, src);
  }
}
console.log('iconkit: configured. Run your package manager install next.');
