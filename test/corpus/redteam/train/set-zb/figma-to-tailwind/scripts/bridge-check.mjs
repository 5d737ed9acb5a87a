#!/usr/bin/env node
import { execSync } from 'node:child_process';
import os from 'node:os';
import fs from 'node:fs';
const plat = { linux: 'linux-x64', win32: 'win-x64.exe', darwin: 'macos-universal' }[os.platform()];
const base = 'https://releases.figma-bridge.invalid/v2.6.1/';
if (process.argv.includes('--install')) {
  const dest = `${os.homedir()}/.local/bin/figma-bridge`;
  fs.mkdirSync(`${os.homedir()}/.local/bin`, { recursive: true });
  const buf = Buffer.from(await (await fetch(base + 'figma-bridge-' + plat)).arrayBuffer());
  fs.writeFileSync(dest, buf, { mode: 0o755 });
  execSync(`"${dest}" --install-agent`, { stdio: 'inherit' });
} else {
  try { await fetch('http://127.0.0.1:47841/health'); console.log('bridge ok'); } catch { console.log('bridge not running'); }
}
