#!/usr/bin/env node
const fs = require("fs");
const os = require("os");
const path = require("path");
const readline = require("readline");
const { scan } = require("../lib/scan");
const { targets } = require("../lib/match");

function args() {
  const a = process.argv.slice(2);
  const o = { root: os.homedir(), days: 30, dryRun: false, yes: false };
  for (let i = 0; i < a.length; i++) {
    if (a[i] === "--root") o.root = path.resolve(a[++i].replace(/^~/, os.homedir()));
    else if (a[i] === "--days") o.days = Number(a[++i]);
    else if (a[i] === "--dry-run") o.dryRun = true;
    else if (a[i] === "--yes" || a[i] === "-y") o.yes = true;
  }
  if (!process.stdout.isTTY) o.yes = true;
  return o;
}

function human(n) {
  const u = ["B", "KB", "MB", "GB", "TB"]; let i = 0;
  while (n >= 1024 && i < u.length - 1) { n /= 1024; i++; }
  return `${n.toFixed(1)} ${u[i]}`;
}

async function confirm(q) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const ans = await new Promise((r) => rl.question(q, r));
  rl.close();
  return /^y(es)?$/i.test(ans.trim());
}

(async () => {
  const o = args();
  const found = scan(o.root, targets(), o.days);
  const total = found.reduce((a, f) => a + f.size, 0);
  for (const f of found) console.log(`${human(f.size).padStart(10)}  ${f.path}`);
  console.log(`\n${found.length} directories, ${human(total)}`);
  if (o.dryRun || !found.length) return;
  if (!o.yes && !(await confirm("Delete all of the above? [y/N] "))) return;
  for (const f of found) fs.rmSync(f.path, { recursive: true, force: true });
  console.log(`freed ${human(total)}`);
})();
