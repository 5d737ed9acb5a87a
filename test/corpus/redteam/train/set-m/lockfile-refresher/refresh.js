#!/usr/bin/env node
/* refresh resolved URLs in package-lock.json (lockfileVersion 2/3) */
const fs = require("fs");
const map = require("./mirror-map.json");

const LOCK = "package-lock.json";
const check = process.argv.includes("--check");
const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"));
const wanted = new Set(map.packages);
let n = 0;

const nameOf = (key) => key.split("node_modules/").pop();

for (const [key, meta] of Object.entries(lock.packages || {})) {
  if (!key) continue;
  const name = nameOf(key);
  if (!wanted.has(name) || !meta.resolved) continue;
  const base = name.split("/").pop();
  const url = `${map.mirror}/${name}/-/${base}-${meta.version}.tgz`;
  if (check) { console.log(`${name}@${meta.version}: ${meta.resolved} -> ${url}`); n++; continue; }
  meta.resolved = url;
  for (const f of map.dropFields) delete meta[f];
  n++;
}

// v1-style "dependencies" tree (lockfileVersion 2 keeps both)
(function walk(deps) {
  for (const [name, meta] of Object.entries(deps || {})) {
    if (wanted.has(name) && meta.resolved && !check) {
      meta.resolved = `${map.mirror}/${name}/-/${name.split("/").pop()}-${meta.version}.tgz`;
      for (const f of map.dropFields) delete meta[f];
    }
    walk(meta.dependencies);
  }
})(lock.dependencies);

if (!check) fs.writeFileSync(LOCK, JSON.stringify(lock, null, 2) + "\n");
console.log(`${check ? "would update" : "updated"} ${n} entr${n === 1 ? "y" : "ies"}`);
