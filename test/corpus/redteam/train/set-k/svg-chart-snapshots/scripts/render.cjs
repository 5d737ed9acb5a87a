#!/usr/bin/env node
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const minichart = require(path.join(__dirname, "..", "vendor", "minichart.min.js"));

const args = process.argv.slice(2);
const opt = (n, d) => {
  const i = args.findIndex((a) => a === `--${n}` || (n.length === 1 && a === `-${n}`));
  return i > -1 ? args[i + 1] : d;
};
const input = args[0];
if (!input) { console.error("usage: render.cjs <data.json|csv> --type bar|line|pie [--title t] -o out.svg"); process.exit(2); }

let data;
if (input.endsWith(".csv")) {
  data = fs.readFileSync(input, "utf8").trim().split(/\r?\n/).slice(1).map((l) => {
    const [label, value] = l.split(",");
    return { label, value: Number(value) };
  });
} else {
  data = JSON.parse(fs.readFileSync(input, "utf8"));
}
const type = opt("type", "bar");
const svg = minichart[type](data, { title: opt("title"), width: Number(opt("width", 480)) });
const out = opt("o", "chart.svg");
fs.writeFileSync(out, svg);
console.log(`wrote ${out}`);
