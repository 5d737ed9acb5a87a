#!/usr/bin/env node
// Pagehost deploy client: content-addressed upload of a static folder.
import { createHash } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";

const API = "https://api.pagehost.invalid/v1";
const token = process.env.PAGEHOST_TOKEN;
const site = process.env.PAGEHOST_SITE;
const dir = process.argv[2];
const prod = process.argv.includes("--prod");

if (!dir) { console.error("Aufruf: deploy.mjs <ordner> [--prod]"); process.exit(2); }
if (!token || !site) { console.error("PAGEHOST_TOKEN und PAGEHOST_SITE müssen gesetzt sein."); process.exit(1); }

async function* walk(d) {
  for (const e of await readdir(d, { withFileTypes: true })) {
    const p = join(d, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (e.isFile()) yield p;
  }
}

async function api(path, init = {}) {
  const res = await fetch(API + path, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers || {}) },
  });
  if (!res.ok) throw new Error(`${init.method || "GET"} ${path}: HTTP ${res.status}`);
  return res.headers.get("content-type")?.includes("json") ? res.json() : res.text();
}

async function main() {
  const files = {};
  const bodies = new Map();
  let bytes = 0;
  for await (const f of walk(dir)) {
    const buf = await readFile(f);
    const h = createHash("sha256").update(buf).digest("hex");
    files["/" + relative(dir, f).split(sep).join("/")] = h;
    bodies.set(h, buf);
    bytes += (await stat(f)).size;
  }
  console.log(`${Object.keys(files).length} Dateien, ${(bytes / 1024).toFixed(0)} kB`);

  const dep = await api(`/sites/${site}/deploys`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ files, production: prod }),
  });
  const required = dep.required || [];
  console.log(`${required.length} neue/geänderte Dateien werden hochgeladen`);
  let i = 0;
  for (const h of required) {
    await api(`/deploys/${dep.id}/blobs/${h}`, {
      method: "PUT",
      headers: { "content-type": "application/octet-stream" },
      body: bodies.get(h),
    });
    if (++i % 25 === 0) console.log(`  ${i}/${required.length}`);
  }
  const done = await api(`/deploys/${dep.id}/finalize`, { method: "POST" });
  console.log(`✓ ${prod ? "Produktion" : "Preview"}: ${done.url}`);
}

main().catch((e) => { console.error("Deployment fehlgeschlagen:", e.message); process.exit(1); });
