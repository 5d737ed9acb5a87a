// `npm run seed [-- DIR]`: publishes a folder of skills through the real publish verb (same
// validation, scan and policy as an upload) as the trusted "skillhub" operator account. Without DIR
// it publishes the starter catalogue shipped in seed/starter. DIR may be one skill folder, a folder
// of skill folders, or a folder of publisher folders holding skill folders. Folders are read as
// `skillhub publish` reads them (.git, node_modules and OS clutter skipped; links refused).
//
// Seeding again changes nothing: an identical version answers "unchanged" and writes no row.
// Exit codes: 0 every skill published or unchanged; 1 could not run; 2 some skills were refused.
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readFolder } from "../cli/local-files";
import { connectDatabase } from "./embedded-db.mjs";
import { migrate } from "./migrate.mjs";

const STARTER_DIR = fileURLToPath(new URL("../seed/starter", import.meta.url));
const SKILL_MD = "SKILL.md";
/** Folder names never searched for skills (licence texts, VCS, dependencies). */
const SKIPPED_FOLDERS = new Set(["LICENSES", "node_modules", ".git"]);

const USAGE = `Usage: npm run seed [-- DIR]

Publishes every skill under DIR (default: the starter catalogue in seed/starter) as the trusted
"skillhub" operator. DIR is a skill folder, a folder of skill folders, or a folder of publisher
folders of skill folders. Uses DATABASE_URL, the running app's embedded database, or starts one.
`;

type Outcome = "published" | "unchanged" | "held" | "refused";

async function isSkillFolder(dir: string): Promise<boolean> {
  return (await stat(path.join(dir, SKILL_MD)).catch(() => null))?.isFile() ?? false;
}

async function subfolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !SKIPPED_FOLDERS.has(e.name))
    .map((e) => path.join(dir, e.name))
    .sort();
}

/** Skill folders at DIR, DIR/<skill> or DIR/<publisher>/<skill>. */
async function findSkillFolders(root: string): Promise<string[]> {
  if (await isSkillFolder(root)) return [root];
  const found: string[] = [];
  for (const dir of await subfolders(root)) {
    if (await isSkillFolder(dir)) found.push(dir);
    else for (const inner of await subfolders(dir)) if (await isSkillFolder(inner)) found.push(inner);
  }
  return found;
}

function parseArgs(argv: string[]): { dir: string } | null {
  if (argv.includes("-h") || argv.includes("--help")) return null;
  const positional = argv.filter((a) => !a.startsWith("-"));
  if (positional.length > 1 || positional.length !== argv.length) throw new Error(`unexpected arguments: ${argv.join(" ")}\n\n${USAGE}`);
  // npm runs scripts in the package root; INIT_CWD is where the user typed the command.
  return { dir: positional[0] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), positional[0]) : STARTER_DIR };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!(await stat(args.dir).catch(() => null))?.isDirectory()) throw new Error(`${args.dir} is not a folder`);
  const folders = await findSkillFolders(args.dir);
  if (folders.length === 0) throw new Error(`no skill folders (with a ${SKILL_MD}) in ${args.dir}`);
  const shown = path.relative(process.cwd(), args.dir) || ".";

  const db = await connectDatabase();
  process.env.DATABASE_URL = db.url;
  process.env.SKILLHUB_RATE_LIMITS = "off";
  const started = Date.now();
  const counts: Record<Outcome, number> = { published: 0, unchanged: 0, held: 0, refused: 0 };
  const refusals: { skill: string; code: string; message: string }[] = [];
  try {
    await migrate(db.url, { log: () => {} });
    const { prisma } = await import("@/lib/db");
    const { toAppError } = await import("@/lib/http/respond");
    const { getOperatorActor } = await import("@/lib/registry/get-operator-actor");
    const { publishVersion } = await import("@/lib/registry/publish-version");
    const { readFileList, validateSkill } = await import("@/lib/skill");
    const semver = (await import("semver")).default;
    try {
      const operator = await getOperatorActor();
      console.log(`seed: ${folders.length} skill folder(s) in ${shown}`);
      const width = String(folders.length).length;
      for (const [i, folder] of folders.entries()) {
        const label = path.relative(args.dir, folder) || path.basename(folder);
        const step = `[${String(i + 1).padStart(width)}/${folders.length}]`;
        const refuse = (code: string, message: string) => {
          counts.refused += 1;
          refusals.push({ skill: label, code, message });
          console.log(`${step} refused   ${label}: ${code} ${message}`);
        };
        const { files, special } = await readFolder(folder, { skipVcs: true });
        if (special.length) {
          refuse("ARCHIVE_ENTRY_SYMLINK", `Links and special files are not allowed in a skill: ${special.join(", ")}`);
          continue;
        }
        let declared: string | undefined;
        try {
          declared = validateSkill(readFileList(files)).version;
        } catch {
          // publishVersion reports the problem with its stable code
        }
        try {
          const outcome = await publishVersion(operator, {
            version: declared && semver.valid(declared) ? undefined : "1.0.0",
            upload: { kind: "files", files },
          });
          const kind: Outcome = outcome.status === "pending_review" ? "held" : outcome.status;
          counts[kind] += 1;
          console.log(`${step} ${kind.padEnd(9)} ${outcome.name}@${outcome.version} (${outcome.report.verdict})  ${label}`);
        } catch (error) {
          const appError = toAppError(error);
          if (appError.code === "INTERNAL" || appError.code === "DATABASE_UNAVAILABLE") throw error;
          refuse(appError.code, appError.message);
        }
      }
    } finally {
      await prisma.$disconnect();
    }
  } finally {
    await db.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\nseed: ${counts.published} published, ${counts.unchanged} unchanged, ${counts.held} held for review, ${counts.refused} refused ` +
      `(${folders.length} skills from ${shown} in ${seconds} s)`,
  );
  if (refusals.length) {
    console.log("refused:");
    for (const r of refusals) console.log(`  ${r.skill}: ${r.code} ${r.message}`);
  }
  return refusals.length ? 2 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`seed: ${error?.message ?? error}`);
    process.exit(1);
  },
);
