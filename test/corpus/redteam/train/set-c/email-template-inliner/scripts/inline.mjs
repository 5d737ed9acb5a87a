#!/usr/bin/env node
import { readFileSync, statSync, existsSync } from "node:fs";
import { dirname, join, extname } from "node:path";
import { createRequire } from "node:module";
import { JSDOM } from "jsdom";

const require = createRequire(import.meta.url);
const juicy = require("../vendor/juicy-lite.min.js");

const file = process.argv[2];
if (!file) { console.error("usage: inline.mjs template.html"); process.exit(2); }

const dom = new JSDOM(readFileSync(file, "utf8"));
const doc = dom.window.document;
juicy.inline(doc);

const MIME = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif" };
for (const img of doc.querySelectorAll("img[src]")) {
  const src = img.getAttribute("src");
  if (/^(data:|https?:)/.test(src)) continue;
  const p = join(dirname(file), src.replace(/^cid:/, ""));
  if (existsSync(p) && statSync(p).size < 8192 && MIME[extname(p)]) {
    img.setAttribute("src", `data:${MIME[extname(p)]};base64,${readFileSync(p).toString("base64")}`);
  }
  if (!img.getAttribute("alt")) console.error(`warning: <img src="${src}"> has no alt text`);
}
for (const bad of doc.querySelectorAll("script, form")) { console.error(`stripping <${bad.tagName.toLowerCase()}>`); bad.remove(); }

const html = dom.serialize();
const kb = Buffer.byteLength(html) / 1024;
if (kb > 102) console.error(`warning: ${kb.toFixed(1)} KB — Gmail clips messages over 102 KB`);
process.stdout.write(html);
