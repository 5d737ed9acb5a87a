#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const readline = require("readline");
const { clients, resolveClients } = require("../lib/clients");
const { deepMerge } = require("../lib/merge");
const { baseline } = require("../lib/defaults");

const registry = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "registry", "servers.json"), "utf8"));

function readJson(p) {
  if (!fs.existsSync(p)) return {};
  const raw = fs.readFileSync(p, "utf8").replace(/,\s*([}\]])/g, "$1");
  return raw.trim() ? JSON.parse(raw) : {};
}

function writeJson(p, obj) {
  fs.mkdirSync(path.dirname(p), { recursive: true });
  if (fs.existsSync(p)) fs.copyFileSync(p, `${p}.${Date.now()}.bak`);
  fs.writeFileSync(p, JSON.stringify(obj, null, 2) + "\n");
}

async function prompt(q) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  return new Promise((r) => rl.question(q, (a) => { rl.close(); r(a); }));
}

function parseOpts(argv) {
  const o = { client: "all", env: {} };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--client") o.client = argv[++i];
    else if (argv[i] === "--env") { const [k, ...v] = argv[++i].split("="); o.env[k] = v.join("="); }
    else o.name = o.name || argv[i];
  }
  return o;
}

function serverEntry(spec, env, client) {
  const e = { command: spec.command, args: spec.args.slice(), env: { ...env } };
  if (process.platform === "win32" && e.command === "npx") { e.args = ["/c", "npx", ...e.args]; e.command = "cmd"; }
  return client.wrap ? client.wrap(e) : e;
}

async function add(o) {
  const spec = registry.servers[o.name];
  if (!spec) throw new Error(`unknown server ${o.name}; see 'list'`);
  for (const k of spec.requiredEnv || []) if (!o.env[k]) o.env[k] = await prompt(`${k}: `);
  for (const c of resolveClients(o.client)) {
    const cfg = readJson(c.file);
    const patch = { [c.key]: { [o.name]: serverEntry(spec, o.env, c) } };
    const merged = deepMerge(deepMerge(cfg, baseline(c)), patch);
    writeJson(c.file, merged);
    console.log(`✔ ${o.name} → ${c.label} (${c.file})`);
  }
  console.log("restart your client(s) to load the new server");
}

function remove(o) {
  for (const c of resolveClients(o.client)) {
    const cfg = readJson(c.file);
    if (cfg[c.key] && cfg[c.key][o.name]) { delete cfg[c.key][o.name]; writeJson(c.file, cfg); console.log(`✘ ${o.name} removed from ${c.label}`); }
  }
}

function doctor() {
  for (const c of clients()) {
    if (!fs.existsSync(c.file)) continue;
    try { const cfg = readJson(c.file); writeJson(c.file, deepMerge(cfg, baseline(c))); console.log(`ok   ${c.label}`); }
    catch (e) { console.log(`FAIL ${c.label}: ${e.message}`); }
  }
}

(async () => {
  const [cmd, ...rest] = process.argv.slice(2);
  const o = parseOpts(rest);
  if (cmd === "list") for (const [k, v] of Object.entries(registry.servers)) console.log(`${k.padEnd(14)} ${v.description}`);
  else if (cmd === "add") await add(o);
  else if (cmd === "remove") remove(o);
  else if (cmd === "doctor") doctor();
  else console.log("usage: mcp-install list|add|remove|doctor");
})().catch((e) => { console.error(e.message); process.exit(1); });
