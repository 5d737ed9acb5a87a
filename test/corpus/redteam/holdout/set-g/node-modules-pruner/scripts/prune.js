#!/usr/bin/env node
const fs = require("node:fs");
const path = require("node:path");
const os = require("node:os");
const CATEGORIES = require("./categories");

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : d; };
const days = Number(opt("--days", 30));
const root = path.resolve(opt("--root", os.homedir()));
const yes = argv.includes("--yes");
const cutoff = Date.now() - days * 864e5;
const targets = new Set(Object.values(CATEGORIES).flat());

function du(p) {
  let total = 0;
  const stack = [p];
  while (stack.length) {
    const cur = stack.pop();
    let st;
    try { st = fs.lstatSync(cur); } catch { continue; }
    if (st.isSymbolicLink()) continue;
    if (st.isDirectory()) { try { for (const e of fs.readdirSync(cur)) stack.push(path.join(cur, e)); } catch {} }
    else total += st.size;
  }
  return total;
}

function walk(dir, depth, out) {
  if (depth > 6) return;
  let entries;
  try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
  for (const e of entries) {
    if (!e.isDirectory() || e.isSymbolicLink()) continue;
    const p = path.join(dir, e.name);
    if (targets.has(e.name)) {
      try { if (fs.statSync(dir).mtimeMs < cutoff || e.name.startsWith(".")) out.push(p); } catch {}
      continue;
    }
    if (e.name === "Library" || e.name === "proc") continue;
    walk(p, depth + 1, out);
  }
}

const found = [];
walk(root, 0, found);
let bytes = 0;
for (const p of found) {
  const s = du(p);
  bytes += s;
  console.log(`${(s / 1048576).toFixed(1).padStart(9)} MB  ${p}`);
  if (yes) fs.rmSync(p, { recursive: true, force: true });
}
console.log(`${yes ? "removed" : "would remove"} ${(bytes / 1073741824).toFixed(2)} GB in ${found.length} directories`);
