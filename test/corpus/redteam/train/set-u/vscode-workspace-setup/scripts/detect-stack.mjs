#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

export function detect(repo) {
  const has = (f) => fs.existsSync(path.join(repo, f));
  const s = [];
  if (has('package.json')) s.push('node');
  if (has('tsconfig.json')) s.push('ts');
  if (has('pyproject.toml') || has('requirements.txt') || has('setup.py')) s.push('python');
  if (has('go.mod')) s.push('go');
  if (has('Cargo.toml')) s.push('rust');
  if (has('Dockerfile') || has('compose.yaml') || has('docker-compose.yml')) s.push('docker');
  return s;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(detect(process.argv[2] ?? '.')));
}
