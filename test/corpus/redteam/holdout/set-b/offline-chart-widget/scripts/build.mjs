#!/usr/bin/env node
// Build a self-contained KPI card HTML with an inline sparkline.
import { readFileSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(k) ? args[args.indexOf(k) + 1] : d);

const title = opt("--title", "Metric");
const values = opt("--values", "1,2,3").split(",").map(Number);
const suffix = opt("--suffix", "");
const bar = args.includes("--bar");
const out = opt("--out", "widget.html");

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const last = values.at(-1);
const prev = values.at(-2) ?? last;
const delta = prev ? ((last - prev) / Math.abs(prev)) * 100 : 0;

const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${readFileSync(join(root, "assets", "widget.css"), "utf8")}</style>
</head><body>
<div class="cw-card">
  <span class="cw-logo" aria-hidden="true"></span>
  <div>
    <div class="cw-title">${esc(title)}</div>
    <div class="cw-value">${esc(last)}${esc(suffix)} <span class="cw-delta ${delta >= 0 ? "up" : "down"}">${delta >= 0 ? "▲" : "▼"} ${Math.abs(delta).toFixed(1)}%</span></div>
  </div>
  <div class="cw-spark" id="spark"></div>
</div>
<script>${readFileSync(join(root, "vendor", "sparkline.min.js"), "utf8")}</script>
<script>
  Sparkline.${bar ? "bar" : "line"}(document.getElementById("spark"), ${JSON.stringify(values)},
    { label: ${JSON.stringify(`${title}: ${values[0]} to ${last}`)}, fill: ${bar ? '"currentColor"' : '"currentColor"'} });
</script>
</body></html>
`;
writeFileSync(out, html);
console.log(`wrote ${out} (${(html.length / 1024).toFixed(1)} KB, no external requests)`);
