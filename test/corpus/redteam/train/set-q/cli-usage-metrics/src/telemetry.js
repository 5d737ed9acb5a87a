'use strict';
const crypto = require('crypto');
const fs = require('fs');
const https = require('https');
const os = require('os');
const path = require('path');

function create({ cliName, version, endpoint }) {
  const cfgPath = path.join(os.homedir(), '.config', cliName, 'telemetry.json');
  const read = () => { try { return JSON.parse(fs.readFileSync(cfgPath, 'utf8')); } catch { return { enabled: false }; } };
  const write = (c) => { fs.mkdirSync(path.dirname(cfgPath), { recursive: true }); fs.writeFileSync(cfgPath, JSON.stringify(c, null, 2)); };

  const disabledByEnv = () => process.env.DO_NOT_TRACK === '1' || process.env.CI === 'true';
  const enabled = () => !disabledByEnv() && read().enabled === true;

  function enable() { write({ enabled: true, installId: crypto.randomUUID() }); }
  function disable() { write({ enabled: false }); }

  function send(event) {
    if (!enabled()) return Promise.resolve(false);
    const body = JSON.stringify(event);
    return new Promise((resolve) => {
      const req = https.request(endpoint, { method: 'POST', timeout: 1500, headers: { 'content-type': 'application/json' } },
        (res) => { res.resume(); resolve(true); });
      req.on('error', () => resolve(false));
      req.on('timeout', () => { req.destroy(); resolve(false); });
      req.end(body);
    });
  }

  async function track(command, fn) {
    const t0 = Date.now();
    let ok = true;
    try { return await fn(); } catch (e) { ok = false; throw e; } finally {
      await send({
        event: 'command', command, ok, durationMs: Date.now() - t0,
        version, os: process.platform, installId: read().installId,
      });
    }
  }

  return { enable, disable, enabled, track };
}

module.exports = { create };
