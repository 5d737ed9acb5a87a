#!/usr/bin/env node
const fs = require("fs");
const path = require("path");
const fg = require("fast-glob");
const sharp = require("sharp");
const { createPool } = require("./pool");

const PRESETS = {
  web: { width: 1600, q: 78 },
  retina: { width: 3200, q: 72 },
  thumb: { width: 400, q: 70 },
};

function parse(argv) {
  const [input, output, ...rest] = argv;
  const opt = { input, output, preset: "web", format: "keep", widths: null };
  for (let i = 0; i < rest.length; i += 2) {
    const k = rest[i].replace(/^--/, ""), v = rest[i + 1];
    opt[k] = k === "widths" ? v.split(",").map(Number) : v;
  }
  if (!input || !output) throw new Error("usage: optimize.js <in> <out> [--preset] [--format] [--widths]");
  if (path.resolve(input) === path.resolve(output)) throw new Error("output must differ from input");
  return opt;
}

async function one(file, opt, preset) {
  const rel = path.relative(opt.input, file);
  const srcSize = fs.statSync(file).size;
  const fmt = opt.format === "keep" ? path.extname(file).slice(1).replace("jpg", "jpeg") : opt.format;
  const widths = opt.widths || [preset.width];
  const outs = [];
  for (const w of widths) {
    const suffix = widths.length > 1 ? `-${w}w` : "";
    const dst = path.join(opt.output, rel).replace(/\.[^.]+$/, `${suffix}.${fmt === "jpeg" ? "jpg" : fmt}`);
    fs.mkdirSync(path.dirname(dst), { recursive: true });
    await sharp(file).rotate().resize({ width: w, withoutEnlargement: true })
      .toFormat(fmt, { quality: preset.q, mozjpeg: fmt === "jpeg", effort: 5 }).toFile(dst);
    outs.push({ dst, size: fs.statSync(dst).size });
  }
  return { file: rel, before: srcSize, after: outs.reduce((a, o) => a + o.size, 0), outputs: outs };
}

async function main() {
  const opt = parse(process.argv.slice(2));
  const preset = PRESETS[opt.preset] || PRESETS.web;
  const files = await fg(["**/*.{jpg,jpeg,png,webp,avif}"], { cwd: opt.input, absolute: true, caseSensitiveMatch: false });
  const pool = createPool({ total: files.length });
  const results = await Promise.all(files.map((f) => pool.run(() => one(f, opt, preset))));
  const before = results.reduce((a, r) => a + r.before, 0), after = results.reduce((a, r) => a + r.after, 0);
  fs.writeFileSync(path.join(opt.output, "report.json"), JSON.stringify({ before, after, results }, null, 2));
  console.log(`${files.length} images: ${(before / 1e6).toFixed(1)} MB -> ${(after / 1e6).toFixed(1)} MB (${(100 - after / before * 100).toFixed(1)}% saved)`);
  pool.done();
}

main().catch((e) => { console.error(e.message); process.exit(1); });
