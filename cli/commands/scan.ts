// skillhub scan PATH [--tier TIER] — a folder or a .tar.gz/.zip, read with the registry's rules and
// scanned with the registry's scanner. Exit 0 safe, 1 caution, 2 dangerous.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Context } from "../context";
import { CliError, usageError } from "../errors";
import { readFolder } from "../local-files";
import { requireArgs } from "../session";
import { decide, formatReport, scanSkill, TRUST_TIERS, type ScanReport, type TrustTier } from "@/lib/guard";
import { readArchive, readFileList, validateSkill } from "@/lib/skill";
import type { SkillFile } from "@/lib/skill/types";

export const VERDICT_EXIT: Record<ScanReport["verdict"], number> = { safe: 0, caution: 1, dangerous: 2 };

export function parseTier(raw: string | undefined, fallback: TrustTier): TrustTier {
  if (raw === undefined) return fallback;
  if (!TRUST_TIERS.includes(raw as TrustTier)) throw usageError(`--tier must be one of ${TRUST_TIERS.join(", ")}`);
  return raw as TrustTier;
}

/** A skill from a folder (VCS folders skipped; links refused) or an archive, normalised. */
export async function readSkillAt(target: string): Promise<{ name: string; files: SkillFile[] }> {
  const info = await stat(target).catch(() => null);
  if (!info) throw new CliError("PATH_NOT_FOUND", `${target} does not exist`);
  let files: SkillFile[];
  if (info.isDirectory()) {
    const folder = await readFolder(target, { skipVcs: true });
    if (folder.special.length) throw new CliError("ARCHIVE_ENTRY_SYMLINK", `Links and special files are not allowed in a skill: ${folder.special.join(", ")}`, { paths: folder.special });
    files = readFileList(folder.files);
  } else {
    files = readArchive(new Uint8Array(await readFile(target)));
  }
  const validated = validateSkill(files);
  const fallback = path.basename(target).replace(/\.(tar\.gz|tgz|zip)$/i, "");
  return { name: validated.name || fallback, files };
}

export async function run(ctx: Context, args: string[]): Promise<number> {
  requireArgs(args, 1, 1, "scan PATH [--tier TIER]");
  const tier = parseTier(ctx.flags.tier, "community");
  const target = path.resolve(args[0]);
  const skill = await readSkillAt(target);
  const report = await scanSkill(skill);
  const decision = decide(tier, report.verdict, { force: ctx.force });
  if (!ctx.quiet) ctx.out.info(formatReport(report, { tier, source: "local", decision, force: ctx.force, color: ctx.out.hasColour }));
  else ctx.out.result(report.verdict);
  ctx.out.json({ path: target, name: skill.name, tier, decision, report });
  return VERDICT_EXIT[report.verdict];
}
