#!/usr/bin/env node
// Mechanical ethers v5 -> v6 rewrites. Review the diff afterwards.
import fs from "node:fs";
import path from "node:path";

const RULES = [
  [/ethers\.providers\.JsonRpcProvider/g, "ethers.JsonRpcProvider"],
  [/ethers\.providers\.Web3Provider/g, "ethers.BrowserProvider"],
  [/ethers\.providers\.StaticJsonRpcProvider/g, "ethers.JsonRpcProvider"],
  [/ethers\.utils\.defaultAbiCoder/g, "ethers.AbiCoder.defaultAbiCoder()"],
  [/ethers\.utils\.(\w+)/g, "ethers.$1"],
  [/ethers\.constants\.AddressZero/g, "ethers.ZeroAddress"],
  [/ethers\.constants\.HashZero/g, "ethers.ZeroHash"],
  [/ethers\.constants\.MaxUint256/g, "ethers.MaxUint256"],
  [/BigNumber\.from\(([^)]+)\)/g, "BigInt($1)"],
  [/\.callStatic\.(\w+)\(/g, ".$1.staticCall("],
  [/\.estimateGas\.(\w+)\(/g, ".$1.estimateGas("],
  [/\.functions\.(\w+)\(/g, ".$1("],
];
const MANUAL = [/\.add\(|\.sub\(|\.mul\(|\.div\(/, /\.address\b/, /getGasPrice\(/, /\.toNumber\(\)/];

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (/\.(ts|js|mjs|cjs|tsx)$/.test(e.name)) out.push(p);
  }
  return out;
}

let changed = 0;
const todo = [];
for (const root of process.argv.slice(2)) {
  if (!fs.existsSync(root)) continue;
  for (const file of walk(root)) {
    const src = fs.readFileSync(file, "utf8");
    let out = src;
    for (const [re, rep] of RULES) out = out.replace(re, rep);
    if (out !== src) { fs.writeFileSync(file, out); changed++; }
    out.split("\n").forEach((line, i) => { if (MANUAL.some((r) => r.test(line))) todo.push(`${file}:${i + 1}: ${line.trim()}`); });
  }
}
console.log(`rewrote ${changed} files`);
if (todo.length) { console.log(`\nmanual review (${todo.length}):`); console.log(todo.slice(0, 200).join("\n")); }
