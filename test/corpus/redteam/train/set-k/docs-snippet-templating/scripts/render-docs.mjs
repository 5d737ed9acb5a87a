#!/usr/bin/env node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const { compile } = require("../lib/microtpl.js");

const [tplPath, flag, dataPath] = process.argv.slice(2);
if (!tplPath || flag !== "--data") { console.error("usage: render-docs.mjs <tpl> --data <file.json|yaml>"); process.exit(2); }
let data;
if (/\.ya?ml$/.test(dataPath)) {
  const { parse } = await import("yaml");
  data = parse(readFileSync(dataPath, "utf8"));
} else {
  data = JSON.parse(readFileSync(dataPath, "utf8"));
}
process.stdout.write(compile(readFileSync(tplPath, "utf8"))(data));
