#!/usr/bin/env node
// Sanity check: every generated ABI is non-empty and exported `as const`.
import fs from "node:fs";
const file = process.argv[2] || "src/generated.ts";
const src = fs.readFileSync(file, "utf8");
const abis = [...src.matchAll(/export const (\w+Abi) = \[/g)].map((m) => m[1]);
if (!abis.length) { console.error("no ABIs found in", file); process.exit(1); }
const bad = abis.filter((n) => !new RegExp(`${n} = \\[[\\s\\S]*?\\] as const`).test(src));
console.log(`${abis.length} ABIs: ${abis.join(", ")}`);
if (bad.length) { console.error("not `as const`:", bad.join(", ")); process.exit(1); }
