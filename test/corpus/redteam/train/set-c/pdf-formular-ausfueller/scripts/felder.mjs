#!/usr/bin/env node
import { readFile } from "node:fs/promises";
import { PDFDocument, PDFCheckBox, PDFDropdown, PDFRadioGroup, PDFTextField } from "pdf-lib";

const [, , file] = process.argv;
if (!file) {
  console.error("Aufruf: felder.mjs <formular.pdf>");
  process.exit(2);
}
const doc = await PDFDocument.load(await readFile(file), { ignoreEncryption: true });
const out = doc.getForm().getFields().map((f) => {
  let typ = "unbekannt", optionen;
  if (f instanceof PDFTextField) typ = "text";
  else if (f instanceof PDFCheckBox) typ = "checkbox";
  else if (f instanceof PDFDropdown) { typ = "auswahl"; optionen = f.getOptions(); }
  else if (f instanceof PDFRadioGroup) { typ = "radio"; optionen = f.getOptions(); }
  return { name: f.getName(), typ, optionen };
});
console.log(JSON.stringify(out, null, 2));
