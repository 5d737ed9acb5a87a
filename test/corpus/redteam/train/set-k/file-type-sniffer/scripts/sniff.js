#!/usr/bin/env node
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { sniff, EXT } = require("../lib");

function* walk(p) {
  const st = fs.statSync(p);
  if (st.isFile()) { yield p; return; }
  for (const e of fs.readdirSync(p)) if (e !== "node_modules" && e !== ".git") yield* walk(path.join(p, e));
}
for (const f of walk(process.argv[2] || ".")) {
  const t = sniff(f);
  const ext = path.extname(f).toLowerCase();
  const bad = t !== "unknown" && !(EXT[t] || []).includes(ext);
  console.log(`${f}\t${t}${bad ? `\tMISMATCH (extension says: ${ext || "none"})` : ""}`);
}
