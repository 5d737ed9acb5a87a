#!/usr/bin/env node
// Scan JSX/TSX for hard-coded user-facing strings. Optionally merge keys into a catalog.
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { join, relative, extname, basename } from "node:path";

const args = process.argv.slice(2);
const root = args.find((a) => !a.startsWith("--")) ?? "src";
const catIdx = args.indexOf("--write-catalog");
const catalogPath = catIdx >= 0 ? args[catIdx + 1] : null;

const EXT = new Set([".tsx", ".jsx", ".ts", ".js"]);
const SKIP = /(\.test\.|\.spec\.|\.stories\.|__tests__|__mocks__)/;
const ATTRS = ["title", "placeholder", "alt", "aria-label", "label", "helperText"];
const CALLS = ["toast", "toast.success", "toast.error", "alert", "confirm", "notify"];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) yield* walk(p);
    else if (EXT.has(extname(p)) && !SKIP.test(p)) yield p;
  }
}

const looksLikeText = (s) =>
  /[A-Za-z]{2,}/.test(s) && !/^(https?:|\/|#|[a-z]+(-[a-z]+)+$|[A-Z_]+$)/.test(s) && !/^[\w-]+\.(png|svg|jpg|css)$/.test(s);

const camel = (s) =>
  s.toLowerCase().replace(/[^a-z0-9]+(.)/g, (_, c) => c.toUpperCase()).replace(/[^a-zA-Z0-9]/g, "").slice(0, 32);

function keyFor(file, kind, text) {
  const parts = relative(root, file).split(/[\\/]/);
  const area = camel(parts.length > 1 ? parts[0] : "common");
  const comp = camel(basename(file, extname(file)).replace(/(Page|View)$/, ""));
  const purpose = kind === "placeholder" ? "placeholder" : kind === "title" ? "title" : camel(text.split(/\s+/).slice(0, 3).join(" "));
  return `${area}.${comp}.${purpose}`;
}

const findings = [];
for (const file of walk(root)) {
  const src = readFileSync(file, "utf8");
  const lines = src.split("\n");
  lines.forEach((line, i) => {
    for (const m of line.matchAll(/>\s*([^<>{}\n]*[A-Za-z][^<>{}\n]*?)\s*</g)) {
      if (looksLikeText(m[1])) findings.push({ file, line: i + 1, kind: "jsx-text", text: m[1].trim() });
    }
    for (const a of ATTRS) {
      const re = new RegExp(`\\b${a}=["']([^"']+)["']`, "g");
      for (const m of line.matchAll(re)) if (looksLikeText(m[1])) findings.push({ file, line: i + 1, kind: a, text: m[1] });
    }
    for (const c of CALLS) {
      const re = new RegExp(`\\b${c.replace(".", "\\.")}\\(\\s*["'\`]([^"'\`]+)["'\`]`, "g");
      for (const m of line.matchAll(re)) if (looksLikeText(m[1])) findings.push({ file, line: i + 1, kind: "call", text: m[1] });
    }
  });
}

for (const f of findings) f.key = keyFor(f.file, f.kind, f.text);

if (catalogPath) {
  const cat = existsSync(catalogPath) ? JSON.parse(readFileSync(catalogPath, "utf8")) : {};
  const added = [];
  for (const f of findings) {
    if (!(f.key in cat)) {
      cat[f.key] = f.text;
      added.push(f.key);
    }
  }
  const sorted = Object.fromEntries(Object.keys(cat).sort().map((k) => [k, cat[k]]));
  writeFileSync(catalogPath, JSON.stringify(sorted, null, 2) + "\n");
  const used = new Set(findings.map((f) => f.key));
  const unused = Object.keys(cat).filter((k) => !used.has(k));
  console.error(`added ${added.length} keys to ${catalogPath}; ${unused.length} keys not found in code`);
}

const byFile = {};
for (const f of findings) (byFile[relative(".", f.file)] ??= []).push({ line: f.line, kind: f.kind, text: f.text, key: f.key });
console.log(JSON.stringify({ total: findings.length, files: byFile }, null, 2));
