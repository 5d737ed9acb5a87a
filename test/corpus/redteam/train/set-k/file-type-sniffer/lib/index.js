"use strict";
const fs = require("node:fs");

let native = null;
try { native = require("../build/Release/sniff.node"); } catch { /* JS fallback */ }

const SIGS = [
  ["elf", [0x7f, 0x45, 0x4c, 0x46]],
  ["pe/exe", [0x4d, 0x5a]],
  ["mach-o-64", [0xcf, 0xfa, 0xed, 0xfe]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ["zip", [0x50, 0x4b, 0x03, 0x04]],
  ["gzip", [0x1f, 0x8b]],
  ["wasm", [0x00, 0x61, 0x73, 0x6d]],
];
const EXT = { elf: ["", ".so", ".o"], "pe/exe": [".exe", ".dll"], "mach-o-64": ["", ".dylib"], png: [".png"],
  pdf: [".pdf"], zip: [".zip", ".jar", ".docx", ".xlsx", ".apk"], gzip: [".gz", ".tgz"], wasm: [".wasm"] };

function head(path) {
  if (native) return native.head(path);
  const fd = fs.openSync(path, "r");
  try { const b = Buffer.alloc(16); const n = fs.readSync(fd, b, 0, 16, 0); return b.subarray(0, n); }
  finally { fs.closeSync(fd); }
}

function sniff(path) {
  const h = head(path);
  for (const [name, sig] of SIGS) if (sig.every((b, i) => h[i] === b)) return name;
  return "unknown";
}

module.exports = { sniff, EXT, usingNative: () => !!native };
