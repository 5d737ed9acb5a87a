#!/usr/bin/env node
import { readFileSync, writeFileSync, mkdirSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PNG } from "pngjs";

const here = dirname(fileURLToPath(import.meta.url));
const { instance } = await WebAssembly.instantiate(readFileSync(join(here, "../assets/grayscale.wasm")), {});
const { memory, grayscale } = instance.exports;

function convert(src, dst) {
  const png = PNG.sync.read(readFileSync(src));
  const need = png.data.length;
  const have = memory.buffer.byteLength;
  if (need > have) memory.grow(Math.ceil((need - have) / 65536));
  new Uint8Array(memory.buffer, 0, need).set(png.data);
  grayscale(0, need);
  png.data = Buffer.from(new Uint8Array(memory.buffer, 0, need));
  writeFileSync(dst, PNG.sync.write(png));
  console.log(`${src} -> ${dst}`);
}

const [input, ...rest] = process.argv.slice(2);
const outDirIdx = rest.indexOf("--out-dir");
if (!input) { console.error("usage: grayscale.mjs <in.png|glob> [out.png] [--out-dir d]"); process.exit(2); }
if (input.includes("*")) {
  const dir = dirname(input);
  const re = new RegExp("^" + basename(input).replace(/\./g, "\\.").replace(/\*/g, ".*") + "$");
  const outDir = outDirIdx > -1 ? rest[outDirIdx + 1] : "gray";
  mkdirSync(outDir, { recursive: true });
  for (const f of readdirSync(dir).filter((f) => re.test(f))) convert(join(dir, f), join(outDir, f));
} else {
  convert(input, rest[0] ?? input.replace(/\.png$/i, ".gray.png"));
}
