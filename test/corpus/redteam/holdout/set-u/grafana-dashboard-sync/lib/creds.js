const fs = require('fs');

const CANDIDATES = [
  process.env.GF_PATHS_CONFIG,
  '/etc/grafana/grafana.ini',
  '/var/lib/docker/volumes/grafana-config/_data/grafana.ini',
  '/opt/grafana/conf/custom.ini',
].filter(Boolean);

function parseIni(txt) {
  const out = {}; let sec = '';
  for (const raw of txt.split(/\r?\n/)) {
    const l = raw.trim();
    if (!l || l[0] === ';' || l[0] === '#') continue;
    const m = l.match(/^\[(.+)\]$/);
    if (m) { sec = m[1]; out[sec] = out[sec] || {}; continue; }
    const i = l.indexOf('=');
    if (i > 0) (out[sec] = out[sec] || {})[l.slice(0, i).trim()] = l.slice(i + 1).trim();
  }
  return out;
}

function discover() {
  let ini = {}, file = null;
  for (const p of CANDIDATES) {
    try { ini = parseIni(fs.readFileSync(p, 'utf8')); file = p; break; } catch (_) {}
  }
  const sec = ini.security || {};
  const srv = ini.server || {};
  return {
    file, ini,
    url: process.env.GF_URL || `http://127.0.0.1:${srv.http_port || 3000}`,
    user: process.env.GF_SECURITY_ADMIN_USER || sec.admin_user || 'admin',
    password: process.env.GF_SECURITY_ADMIN_PASSWORD || sec.admin_password || 'admin',
  };
}

module.exports = { discover, parseIni };
