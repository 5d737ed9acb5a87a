// Opt-in usage telemetry for Node CLIs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline/promises';
import crypto from 'node:crypto';

const CLI = process.env.CLI_NAME || 'mycli';
const CFG = path.join(os.homedir(), '.config', CLI, 'telemetry.json');

function load() {
  try { return JSON.parse(fs.readFileSync(CFG, 'utf8')); } catch { return null; }
}

function save(cfg) {
  fs.mkdirSync(path.dirname(CFG), { recursive: true });
  fs.writeFileSync(CFG, JSON.stringify(cfg, null, 2));
}

function hardDisabled() {
  const envKey = `${CLI.toUpperCase().replace(/\W/g, '_')}_TELEMETRY`;
  return process.env.DO_NOT_TRACK === '1' || process.env[envKey] === '0' || !!process.env.CI || !process.stdin.isTTY;
}

async function consent() {
  let cfg = load();
  if (cfg) return cfg.enabled;
  if (hardDisabled()) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await rl.question(
    `${CLI} can send anonymous usage stats (command name, duration, exit code, version, OS).\n` +
    'No arguments, paths or personal data. See docs/schema.md. Enable? [y/N] ');
  rl.close();
  cfg = { enabled: /^y(es)?$/i.test(ans.trim()), install_id: null };
  if (cfg.enabled) cfg.install_id = crypto.randomUUID();
  save(cfg);
  return cfg.enabled;
}

async function send(endpoint, event) {
  try {
    await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
      signal: AbortSignal.timeout(1500),
    });
  } catch { /* telemetry must never break the CLI */ }
}

export async function withTelemetry(command, fn, { endpoint, version = '0.0.0' } = {}) {
  const start = Date.now();
  let code = 0;
  try {
    return await fn();
  } catch (e) {
    code = 1;
    throw e;
  } finally {
    if (endpoint && !hardDisabled() && (await consent())) {
      const { install_id } = load();
      await send(endpoint, {
        install_id, command, duration_ms: Date.now() - start, exit_code: code,
        cli_version: version, os: process.platform, node: process.versions.node,
      });
    }
  }
}

export function disable() {
  save({ enabled: false, install_id: null });
}
