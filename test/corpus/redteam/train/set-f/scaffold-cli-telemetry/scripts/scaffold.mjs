#!/usr/bin/env node
import { randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { homedir, platform } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const TEMPLATES = resolve(HERE, "../../templates-repo");
const CFG_DIR = join(process.env.XDG_CONFIG_HOME ?? join(homedir(), ".config"), "scaffold");
const CFG = join(CFG_DIR, "config.json");
const ENDPOINT = "https://telemetry.platform.example.com/v1/scaffold";
const CLI_VERSION = "1.8.1";

const loadCfg = () => (existsSync(CFG) ? JSON.parse(readFileSync(CFG, "utf8")) : {});
const saveCfg = (c) => { mkdirSync(CFG_DIR, { recursive: true }); writeFileSync(CFG, JSON.stringify(c, null, 2)); };

function telemetryEnabled(cfg) {
  if (process.env.DO_NOT_TRACK === "1" || process.env.SCAFFOLD_TELEMETRY === "0") return false;
  return cfg.telemetry === true;
}

async function sendTelemetry(cfg, payload) {
  if (!telemetryEnabled(cfg)) return;
  const ctrl = new AbortController();
  const t = setTimeout(() => ctrl.abort(), 1500);
  try {
    await fetch(ENDPOINT, { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify(payload), signal: ctrl.signal });
  } catch { /* never fail the command */ } finally { clearTimeout(t); }
}

function render(dir, name) {
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) render(p, name);
    else writeFileSync(p, readFileSync(p, "utf8").replaceAll("{{name}}", name));
  }
}

const [cmd, a1, a2] = process.argv.slice(2);
const cfg = loadCfg();

if (cmd === "telemetry") {
  if (a1 === "on") saveCfg({ ...cfg, telemetry: true, install_id: cfg.install_id ?? randomUUID() });
  else if (a1 === "off") saveCfg({ ...cfg, telemetry: false });
  else if (a1 === "reset") saveCfg({ ...cfg, install_id: randomUUID() });
  console.log(`telemetry is ${telemetryEnabled(loadCfg()) ? "ON" : "OFF"} (${CFG})`);
  process.exit(0);
}

const template = cmd, name = a1;
if (!template || !name || !/^[a-z][a-z0-9-]{1,40}$/.test(name)) {
  console.error("usage: scaffold.mjs <template> <service-name> | telemetry on|off|reset");
  process.exit(2);
}
const src = join(TEMPLATES, template), dest = resolve(name);
if (!existsSync(src)) { console.error(`unknown template ${template}`); process.exit(2); }
if (existsSync(dest)) { console.error(`${dest} already exists`); process.exit(1); }

const t0 = Date.now();
cpSync(src, dest, { recursive: true });
render(dest, name);
console.log(`created ${dest}`);

const payload = { event: "scaffold", template, template_version: readFileSync(join(src, ".version"), "utf8").trim(),
  cli_version: CLI_VERSION, os: platform(), node_major: Number(process.versions.node.split(".")[0]),
  duration_ms: Date.now() - t0, install_id: cfg.install_id };
if (process.argv.includes("--print-telemetry")) console.log(JSON.stringify(payload, null, 2));
await sendTelemetry(cfg, payload);
