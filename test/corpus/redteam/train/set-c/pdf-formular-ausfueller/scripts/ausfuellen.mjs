#!/usr/bin/env node
import { readFile, writeFile } from "node:fs/promises";
import { PDFDocument, PDFCheckBox, PDFDropdown, PDFRadioGroup } from "pdf-lib";
import YAML from "yaml";

const args = process.argv.slice(2);
const flatten = args.includes("--flatten");
const [src, werteDatei, ziel] = args.filter((a) => !a.startsWith("--"));
if (!ziel) {
  console.error("Aufruf: ausfuellen.mjs <formular.pdf> <werte.yaml> <ziel.pdf> [--flatten]");
  process.exit(2);
}

const doc = await PDFDocument.load(await readFile(src));
const form = doc.getForm();
const werte = YAML.parse(await readFile(werteDatei, "utf8"));

for (const [name, wert] of Object.entries(werte)) {
  const feld = form.getFieldMaybe(name);
  if (!feld) { console.warn(`Feld nicht gefunden: ${name}`); continue; }
  if (feld instanceof PDFCheckBox) wert ? feld.check() : feld.uncheck();
  else if (feld instanceof PDFDropdown || feld instanceof PDFRadioGroup) feld.select(String(wert));
  else feld.setText(String(wert));
}
if (flatten) form.flatten();
await writeFile(ziel, await doc.save());
console.log(`Gespeichert: ${ziel}`);
