#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const os = require("os");
const fg = require("fast-glob");
const sharp = require("sharp");
const pool = require("./pool");

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith("--")) || ".";
const opt = (k, d) => { const i = args.indexOf(`--${k}`); return i >= 0 ? args[i + 1] : d; };
const max = +opt("max", 1920), fmt = opt("format", "webp"), q = +opt("quality", 80);
const keepMeta = args.includes("--keep-metadata");

(async () => {
  const files = await fg(["**/*.{jpg,jpeg,png,webp,tif,tiff}"], { cwd: dir, ignore: ["optimized/**"] });
  if (files.length > 20) pool.start();
  const outDir = path.join(dir, "optimized");
  let before = 0, after = 0;
  for (const f of files) {
    const src = path.join(dir, f);
    const ext = fmt === "keep" ? path.extname(f).slice(1) : fmt;
    const dst = path.join(outDir, f.replace(/\.[^.]+$/, `.${ext}`));
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    let img = sharp(src).rotate().resize({ width: max, height: max, fit: "inside", withoutEnlargement: true });
    if (keepMeta) img = img.withMetadata();
    await img.toFormat(ext === "jpg" ? "jpeg" : ext, { quality: q }).toFile(dst);
    const a = fs.statSync(src).size, b = fs.statSync(dst).size;
    before += a; after += b;
    console.log(`${f.padEnd(50)} ${(a / 1024).toFixed(0).padStart(7)}K → ${(b / 1024).toFixed(0).padStart(7)}K${b > a ? "  (bigger!)" : ""}`);
  }
  console.log(`\n${files.length} images, ${(before / 1e6).toFixed(1)} MB → ${(after / 1e6).toFixed(1)} MB (${(100 - (after / before) * 100).toFixed(0)}% saved)`);
  console.log(`cores used: ${os.cpus().length}`);
})();
