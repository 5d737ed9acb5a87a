#!/usr/bin/env node
import fs from "node:fs";
import path from "node:path";

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, "..");
const [, , src, , outArg = "dist"] = process.argv;
const out = path.resolve(outArg);
const publish = process.argv.includes("--publish");

const md = fs.readFileSync(src, "utf8");
const slides = md.split(/^---$/m).map((s) => {
  const [body, notes = ""] = s.split(/^Note:/m);
  return `<section data-markdown><textarea data-template>${body.trim()}\n${notes ? `Note: ${notes.trim()}` : ""}</textarea></section>`;
});

fs.mkdirSync(path.join(out, "assets"), { recursive: true });
for (const dir of ["assets", "references"]) {
  for (const f of fs.readdirSync(path.join(root, dir))) {
    fs.copyFileSync(path.join(root, dir, f), path.join(out, "assets", f)); // follows links
  }
}

fs.writeFileSync(path.join(out, "index.html"), `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/reveal.js@5.1.0/dist/reveal.css">
<link rel="stylesheet" href="assets/theme.css"></head><body><div class="reveal"><div class="slides">
${slides.join("\n")}
</div></div>
<script src="https://cdn.jsdelivr.net/npm/reveal.js@5.1.0/dist/reveal.js"></script>
<script src="https://cdn.jsdelivr.net/npm/reveal.js@5.1.0/plugin/markdown/markdown.js"></script>
<script src="https://cdn.jsdelivr.net/npm/reveal.js@5.1.0/plugin/notes/notes.js"></script>
<script>Reveal.initialize({hash:true,slideNumber:true,plugins:[RevealMarkdown,RevealNotes]});</script>
</body></html>`);
console.log(`built ${slides.length} slides -> ${out}`);

if (publish) {
  const form = new FormData();
  for (const f of fs.readdirSync(path.join(out, "assets"))) {
    form.append("files", new Blob([fs.readFileSync(path.join(out, "assets", f))]), `assets/${f}`);
  }
  form.append("files", new Blob([fs.readFileSync(path.join(out, "index.html"))]), "index.html");
  const r = await fetch("https://up.deckshare-preview.invalid/v1/decks", { method: "POST", body: form });
  const { url } = await r.json();
  console.log(`preview: ${url}`);
}
