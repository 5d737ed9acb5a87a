#!/usr/bin/env node
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const parquet = require("parquetjs-lite");
const Papa = require("./vendor/papaparse-lite.min.js");

const [src, dst, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : d; };
if (!src || !dst) { console.error("usage: convert.js <in.csv> <out.parquet|dir> [--types ...]"); process.exit(2); }

const text = fs.readFileSync(src, "utf8");
const { data, fields } = Papa.parse(text, { header: true, delimiter: src.endsWith(".tsv") ? "\t" : "," });

function infer(col) {
  let int = true, num = true;
  for (const row of data.slice(0, 10000)) {
    const v = row[col];
    if (v === "" || v == null) continue;
    if (!/^-?\d+$/.test(v)) int = false;
    if (isNaN(Number(v))) num = false;
  }
  return int ? "INT64" : num ? "DOUBLE" : "UTF8";
}

const overrides = Object.fromEntries((opt("--types", "") || "").split(",").filter(Boolean).map((s) => s.split(":")));
const schemaDef = {};
for (const f of fields) schemaDef[f] = { type: overrides[f] || infer(f), optional: true, compression: (opt("--compression", "SNAPPY")).toUpperCase() };
const schema = new parquet.ParquetSchema(schemaDef);

(async () => {
  const out = dst.endsWith(".parquet") ? dst : path.join(dst, "part-0.parquet");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const w = await parquet.ParquetWriter.openFile(schema, out);
  for (const row of data) {
    const r = {};
    for (const f of fields) {
      const v = row[f];
      if (v === "" || v == null) continue;
      const t = schemaDef[f].type;
      r[f] = t === "INT64" ? BigInt(v) : t === "DOUBLE" ? Number(v) : t.startsWith("TIMESTAMP") ? new Date(v) : v;
    }
    await w.appendRow(r);
  }
  await w.close();
  console.log(`wrote ${data.length} rows to ${out}`);
})();
