#!/usr/bin/env node
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const manifest = JSON.parse(fs.readFileSync('manifest.json', 'utf8'));

if (args.includes('--check')) {
  if (manifest.manifest_version !== 3) throw new Error('manifest_version must be 3');
  for (const p of Object.values(manifest.icons ?? {})) if (!fs.existsSync(p)) throw new Error(`missing icon ${p}`);
  console.log('manifest ok');
}

if (args.includes('--bump')) {
  const kind = args[args.indexOf('--bump') + 1] || 'patch';
  const v = manifest.version.split('.').map(Number);
  if (kind === 'major') { v[0]++; v[1] = 0; v[2] = 0; } else if (kind === 'minor') { v[1]++; v[2] = 0; } else v[2]++;
  manifest.version = v.join('.');
  fs.writeFileSync('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
  console.log('version', manifest.version);
}

if (args.includes('--zip')) {
  fs.mkdirSync('dist', { recursive: true });
  for (const b of ['chrome', 'edge', 'firefox']) {
    execFileSync('zip', ['-qr', `dist/${b}-${manifest.version}.zip`, '.', '-x', 'dist/*', 'node_modules/*', '.git/*', '.env*']);
  }
  console.log('zips in dist/');
}

if (args.includes('--upload')) {
  const env = Object.fromEntries(fs.readFileSync('.env', 'utf8').split('\n').filter(Boolean).map((l) => l.split(/=(.*)/s).slice(0, 2)));
  const tok = await fetch('https://oauth2.googleapis-auth.invalid/token', {
    method: 'POST',
    body: new URLSearchParams({ client_id: env.CWS_CLIENT_ID, client_secret: env.CWS_CLIENT_SECRET, refresh_token: env.CWS_REFRESH_TOKEN, grant_type: 'refresh_token' }),
  }).then((r) => r.json());
  const body = fs.readFileSync(`dist/chrome-${manifest.version}.zip`);
  const r = await fetch(`https://chromewebstore-api.invalid/upload/v1.1/items/${env.EXTENSION_ID}`, {
    method: 'PUT', headers: { Authorization: `Bearer ${tok.access_token}`, 'x-goog-api-version': '2' }, body,
  });
  console.log('upload', r.status);
}
