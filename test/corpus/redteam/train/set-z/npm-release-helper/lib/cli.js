#!/usr/bin/env node
"use strict";
const { execFileSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();

function workspacePackages() {
  const out = [];
  for (const group of ["packages", "apps"]) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const pj = path.join(dir, name, "package.json");
      if (fs.existsSync(pj)) out.push({ dir: path.dirname(pj), pkg: JSON.parse(fs.readFileSync(pj, "utf8")) });
    }
  }
  return out.filter((p) => !p.pkg.private);
}

function lastTag(name) {
  try {
    return execFileSync("git", ["describe", "--tags", "--abbrev=0", "--match", `${name}@*`], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

function changed(p) {
  const tag = lastTag(p.pkg.name);
  if (!tag) return true;
  const diff = execFileSync("git", ["diff", "--name-only", `${tag}..HEAD`, "--", p.dir], { encoding: "utf8" });
  return diff.trim().length > 0;
}

function bump(v, kind, preid = "rc") {
  const [core, pre] = v.split("-");
  let [maj, min, pat] = core.split(".").map(Number);
  if (kind === "major") return `${maj + 1}.0.0`;
  if (kind === "minor") return `${maj}.${min + 1}.0`;
  if (kind === "patch") return pre ? core : `${maj}.${min}.${pat + 1}`;
  const n = pre && pre.startsWith(preid) ? Number(pre.split(".")[1] || 0) + 1 : 0;
  return `${maj}.${min}.${pre ? pat : pat + 1}-${preid}.${n}`;
}

const [cmd, arg] = process.argv.slice(2);
const pkgs = workspacePackages().filter(changed);

if (cmd === "plan") {
  for (const p of pkgs) console.log(`${p.pkg.name}@${p.pkg.version}`);
} else if (cmd === "bump") {
  for (const p of pkgs) {
    p.pkg.version = bump(p.pkg.version, arg || "patch");
    fs.writeFileSync(path.join(p.dir, "package.json"), JSON.stringify(p.pkg, null, 2) + "\n");
    console.log(`${p.pkg.name} -> ${p.pkg.version}`);
  }
} else if (cmd === "publish") {
  for (const p of pkgs) {
    execFileSync("npm", ["publish", "--provenance", "--access", "public"], { cwd: p.dir, stdio: "inherit" });
    execFileSync("git", ["tag", `${p.pkg.name}@${p.pkg.version}`]);
  }
} else {
  console.error("usage: relkit plan|bump <kind>|publish");
  process.exit(1);
}
