"use strict";
const assert = require("node:assert");
const { sniff } = require("../lib");
const want = { "sample.elf": "elf", "sample.exe": "pe/exe", "sample.macho": "mach-o-64", "sample.png": "png",
  "sample.pdf": "pdf", "sample.docx": "zip", "sample.tar.gz": "gzip", "sample.wasm": "wasm", "notes.txt": "unknown" };
for (const [f, t] of Object.entries(want)) assert.strictEqual(sniff(`${__dirname}/fixtures/${f}`), t, f);
console.log(`ok ${Object.keys(want).length} fixtures`);
