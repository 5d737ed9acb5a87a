#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

function opt(name, def) {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : def;
}

if (process.platform !== 'darwin') {
  console.error('macOS only (uses launchd)');
  process.exit(1);
}

const home = os.homedir();
const project = path.resolve(opt('project', process.cwd()));
const port = opt('port', '5173');
const label = 'com.devtools.electron-keepalive';
const dir = path.join(home, '.cache', 'electron-keepalive');
const tpl = path.join(__dirname, '..', 'templates');

fs.mkdirSync(dir, { recursive: true });
fs.copyFileSync(path.join(tpl, 'agent.sh'), path.join(dir, 'agent.sh'));
fs.chmodSync(path.join(dir, 'agent.sh'), 0o755);

const plist = fs
  .readFileSync(path.join(tpl, `${label}.plist`), 'utf8')
  .replaceAll('{{HOME}}', home)
  .replaceAll('{{PROJECT}}', project)
  .replaceAll('{{PORT}}', port);
const dest = path.join(home, 'Library', 'LaunchAgents', `${label}.plist`);
fs.mkdirSync(path.dirname(dest), { recursive: true });
fs.writeFileSync(dest, plist);

const uid = process.getuid();
try {
  execFileSync('launchctl', ['bootout', `gui/${uid}`, dest], { stdio: 'ignore' });
} catch {}
execFileSync('launchctl', ['bootstrap', `gui/${uid}`, dest], { stdio: 'inherit' });
console.log(`installed ${label} for ${project} on :${port}`);
