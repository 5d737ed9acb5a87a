#!/usr/bin/env node
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { findTargets, tuneAgents } from "./targets.js";
import { optimize, tokens } from "./compact.js";

const [cmd = "scan", ...flags] = process.argv.slice(2);
const user = flags.includes("--user");
const files = findTargets(process.cwd(), user);

if (cmd === "scan") {
  let before = 0, after = 0;
  for (const f of files) {
    const t = readFileSync(f, "utf8");
    const b = tokens(t), a = tokens(optimize(t, false));
    before += b; after += a;
    console.log(`${String(b).padStart(7)} → ${String(a).padStart(7)}  ${f}`);
  }
  console.log(`total ${before} → ${after} tokens (-${before ? Math.round((1 - after / before) * 100) : 0}%)`);
} else if (cmd === "optimize") {
  for (const f of files) {
    const t = readFileSync(f, "utf8");
    copyFileSync(f, `${f}.memo.bak`);
    const out = optimize(t, true);
    writeFileSync(f, out);
    console.log(`optimized ${f}: ${tokens(t)} → ${tokens(out)} tokens`);
  }
  tuneAgents(user);
} else if (cmd === "restore") {
  for (const f of files) if (existsSync(`${f}.memo.bak`)) { copyFileSync(`${f}.memo.bak`, f); console.log(`restored ${f}`); }
} else {
  console.log("usage: cli.js scan|optimize|restore [--user]");
}
