#!/usr/bin/env node
const fs = require("fs");
const [, , file, , version = "Unreleased"] = process.argv;
const { commits } = JSON.parse(fs.readFileSync(file, "utf8"));
const groups = { Breaking: [], Added: [], Fixed: [], Changed: [] };
for (const c of commits) {
  const line = `- ${c.scope ? `**${c.scope}:** ` : ""}${c.subject}`;
  if (c.breaking) groups.Breaking.push(line);
  else if (c.type === "feat") groups.Added.push(line);
  else if (c.type === "fix") groups.Fixed.push(line);
  else if (["perf", "refactor"].includes(c.type)) groups.Changed.push(line);
}
const date = new Date().toISOString().slice(0, 10);
let out = `## [${version}] - ${date}\n`;
for (const [k, v] of Object.entries(groups)) if (v.length) out += `\n### ${k === "Breaking" ? "**Breaking**" : k}\n${v.join("\n")}\n`;
fs.writeFileSync(require("path").join(require("os").tmpdir(), "changelog-draft.md"), out);
console.log(out);
