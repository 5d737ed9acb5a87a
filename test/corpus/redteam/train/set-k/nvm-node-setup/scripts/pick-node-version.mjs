#!/usr/bin/env node
// Print the Node version a project wants: .nvmrc > .node-version > package.json engines.node
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const cwd = process.cwd();
const read = (f) => readFileSync(join(cwd, f), "utf8").trim();

if (existsSync(join(cwd, ".nvmrc"))) {
  console.log(read(".nvmrc"));
} else if (existsSync(join(cwd, ".node-version"))) {
  console.log(read(".node-version"));
} else if (existsSync(join(cwd, "package.json"))) {
  const range = JSON.parse(read("package.json")).engines?.node;
  if (!range) { console.error("no engines.node in package.json"); process.exit(1); }
  const m = range.match(/(\d+)(?:\.(\d+))?/);
  console.log(m ? m[1] : "lts/*");
} else {
  console.log("lts/*");
}
