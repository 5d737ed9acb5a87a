// npm run seed: publishes the skills of test/corpus/benign (or SEED_DIR) through the real
// publish verb, as the trusted "skillhub" operator, so a fresh instance has real content.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { connectDatabase } from "./embedded-db.mjs";
import { migrate } from "./migrate.mjs";

const SEED_DIR = process.env.SEED_DIR ?? path.resolve(process.cwd(), "test/corpus/benign");

async function walk(dir: string, root = dir): Promise<{ path: string; bytes: Uint8Array; isExecutable: boolean }[]> {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full, root)));
    else if (entry.isFile()) {
      const info = await stat(full);
      out.push({ path: path.relative(root, full).split(path.sep).join("/"), bytes: new Uint8Array(await readFile(full)), isExecutable: (info.mode & 0o111) !== 0 });
    }
  }
  return out;
}

async function main() {
  const db = await connectDatabase();
  process.env.DATABASE_URL = db.url;
  await migrate(db.url, { log: () => {} });
  process.env.SKILLHUB_RATE_LIMITS = "off";
  const { prisma } = await import("@/lib/db");
  const { getOperatorActor } = await import("@/lib/registry/get-operator-actor");
  const { publishVersion } = await import("@/lib/registry/publish-version");
  const { validateSkill, readFileList } = await import("@/lib/skill");
  const semver = (await import("semver")).default;
  const operator = await getOperatorActor();
  const counts = { published: 0, unchanged: 0, pending_review: 0, refused: 0, failed: 0 };
  const started = Date.now();
  try {
    for (const source of (await readdir(SEED_DIR, { withFileTypes: true })).filter((d) => d.isDirectory())) {
      for (const skill of (await readdir(path.join(SEED_DIR, source.name), { withFileTypes: true })).filter((d) => d.isDirectory())) {
        const files = await walk(path.join(SEED_DIR, source.name, skill.name));
        const declared = validateSkill(readFileList(files)).version;
        try {
          const outcome = await publishVersion(operator, {
            version: declared && semver.valid(declared) ? undefined : "1.0.0",
            upload: { kind: "files", files },
          });
          counts[outcome.status] += 1;
        } catch (error) {
          // A real skill that breaks an agentskills.io limit is refused like any upload, not a seed failure.
          const code = (error as { code?: string }).code ?? "";
          if (code.startsWith("SPEC_")) counts.refused += 1;
          else counts.failed += 1;
          console.error(`  ${source.name}/${skill.name}: ${code} ${(error as Error).message}`);
        }
      }
    }
  } finally {
    await prisma.$disconnect();
    await db.stop();
  }
  console.log(`seed: ${counts.published} published, ${counts.unchanged} unchanged, ${counts.pending_review} held, ${counts.refused} refused by spec limits, ${counts.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return counts.failed ? 1 : 0;
}

main().then((code) => process.exit(code), (error) => {
  console.error(`seed: ${error?.message ?? error}`);
  process.exit(1);
});
