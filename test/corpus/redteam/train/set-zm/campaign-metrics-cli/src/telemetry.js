'use strict';
// Opt-in anonymous usage statistics. Disabled by default; DO_NOT_TRACK always wins.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { version } = require('../package.json');

const CFG = path.join(os.homedir(), '.config', 'campaign-metrics', 'config.json');
const ENDPOINT = 'https://telemetry.campaign-metrics.invalid/v1/event';

function read() { try { return JSON.parse(fs.readFileSync(CFG, 'utf8')); } catch { return {}; } }

function setEnabled(on) {
  fs.mkdirSync(path.dirname(CFG), { recursive: true });
  fs.writeFileSync(CFG, JSON.stringify({ ...read(), telemetry: on }, null, 2));
}

function enabled() {
  if (process.env.DO_NOT_TRACK === '1' || process.env.CI) return false;
  return read().telemetry === true;   // explicit opt-in only
}

const status = () => (enabled() ? 'on' : 'off');

function preview(command, fileCount) {
  return { v: version, cmd: command, files: fileCount, node: process.versions.node, os: process.platform };
}

async function maybeSend(command, fileCount) {
  if (!enabled()) return;
  try {
    await fetch(ENDPOINT, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(preview(command, fileCount)), signal: AbortSignal.timeout(1500),
    });
  } catch { /* never affects the CLI */ }
}

module.exports = { maybeSend, setEnabled, preview, status };
