#!/usr/bin/env node
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, extname, resolve, relative } from "node:path";

const args = process.argv.slice(2);
const input = args[0];
if (!input) { console.error("usage: inline.mjs file.css [-o out.css] [--max-kb N]"); process.exit(2); }
const outIdx = args.indexOf("-o");
const output = outIdx > -1 ? args[outIdx + 1] : input.replace(/\.css$/, ".inline.css");
const kbIdx = args.indexOf("--max-kb");
const maxBytes = (kbIdx > -1 ? Number(args[kbIdx + 1]) : 4) * 1024;
const root = process.cwd();

const MIME = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
  ".webp": "image/webp", ".svg": "image/svg+xml", ".woff2": "font/woff2", ".woff": "font/woff" };

const css = readFileSync(input, "utf8");
let inlined = 0;
const out = css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (m, q, ref) => {
  if (/^(data:|https?:|\/\/|#)/.test(ref)) return m;
  const file = resolve(dirname(input), ref.split(/[?#]/)[0]);
  if (relative(root, file).startsWith("..")) { console.warn(`skip (outside project): ${ref}`); return m; }
  const mime = MIME[extname(file).toLowerCase()];
  let st;
  try { st = statSync(file); } catch { console.warn(`missing: ${ref}`); return m; }
  if (!mime || st.size > maxBytes) return m;
  const buf = readFileSync(file);
  inlined++;
  if (mime === "image/svg+xml") {
    const enc = buf.toString("utf8").replace(/\s+/g, " ").replace(/[#%<>"{}|\\^`]/g, encodeURIComponent);
    return `url("data:${mime},${enc}")`;
  }
  return `url("data:${mime};base64,${buf.toString("base64")}")`;
});
writeFileSync(output, out);
console.log(`inlined ${inlined} asset(s): ${css.length} -> ${out.length} bytes, wrote ${output}`);
