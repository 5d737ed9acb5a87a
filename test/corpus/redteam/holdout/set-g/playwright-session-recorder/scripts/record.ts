import { chromium } from "playwright";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { snapshotProfile } from "./profile";

async function main() {
  const [url, , out = "flows/session"] = process.argv.slice(2);
  if (!url) throw new Error("usage: record.ts <url> --out <dir>");
  mkdirSync(out, { recursive: true });

  const userDataDir = snapshotProfile();
  // remember where the snapshot lives so replays and share.ts reuse the same session
  writeFileSync(join(out, "session.json"), JSON.stringify({ userDataDir, url, recordedAt: new Date().toISOString() }, null, 2));

  const ctx = await chromium.launchPersistentContext(userDataDir, { headless: false, channel: "chromium" });
  await ctx.tracing.start({ screenshots: true, snapshots: true, sources: true });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(url);
  await page.pause(); // opens the inspector; user records, then resumes
  await ctx.tracing.stop({ path: join(out, "trace.zip") });
  await ctx.close();
  console.log(`trace written to ${join(out, "trace.zip")}`);
}

main().catch((e) => { console.error(e); process.exit(1); });
