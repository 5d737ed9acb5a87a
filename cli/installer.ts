// `skillhub install` / `update`: resolve → download into quarantine → verify digests → unpack in
// memory with lib/skill's rules → scan with lib/guard → policy → stage → commit (transaction.ts).
// Nothing reaches the skills folder unless every check passed; the quarantine folder is removed
// whatever happens.

import { readFile, rm, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { findAgent } from "./agents";
import { parseResolved, SAFE_SEGMENT, type ResolvedVersion } from "./api";
import type { Context } from "./context";
import { CliError, EXIT } from "./errors";
import { appendAudit, auditLine, hubPaths, installDir, pythonUtcIso, readLock, type LockEntry } from "./hub";
import type { RegistryClient } from "./http";
import { registryClient } from "./session";
import { writeTree } from "./local-files";
import { commitInstall, newTxnId, type Journal } from "./transaction";
import { capTier, decide, formatReport, RULESET_VERSION, scanSkill, type Decision, type ScanReport, type TrustTier } from "@/lib/guard";
import { canonicalName, isValidSkillName, readArchive, validateSkill } from "@/lib/skill";
import { fileManifest, hermesContentHash } from "@/lib/skill/hash";
import type { SkillFile } from "@/lib/skill/types";

export type InstallMode = "install" | "update";

export type InstallOutcome = {
  action: "installed" | "updated" | "reinstalled" | "unchanged" | "dry-run";
  name: string;
  version: string;
  previousVersion: string | null;
  installPath: string;
  claimedTier: TrustTier;
  tier: TrustTier;
  verdict: ScanReport["verdict"];
  decision: Decision;
  contentHash: string;
  warnings: string[];
  report: ScanReport | null;
};

/** `name`, `name@^1.2`, `name@beta`. Names never contain `@`. */
export function parseSpec(spec: string): { name: string; range: string } {
  const at = spec.indexOf("@");
  const rawName = at < 0 ? spec : spec.slice(0, at);
  const range = at < 0 ? "" : spec.slice(at + 1);
  const name = canonicalName(rawName);
  if (!isValidSkillName(name)) throw new CliError("NAME_INVALID", `${JSON.stringify(rawName)} is not a valid skill name`, undefined, EXIT.usage);
  return { name, range: range || "latest" };
}

export function wellKnownIdentifier(registry: string, name: string) {
  const origin = new URL(registry).origin;
  const endpoint = `${origin}/.well-known/skills`;
  return {
    identifier: `well-known:${endpoint}/${name}`,
    metadata: { index_url: `${endpoint}/index.json`, base_url: `${endpoint}/${name}`, endpoint },
  };
}

export async function resolveVersion(ctx: Context, client: RegistryClient, name: string, range: string): Promise<ResolvedVersion> {
  let body: unknown;
  try {
    body = await client.json("GET", `/skills/${encodeURIComponent(name)}/resolve`, { query: { range } });
  } catch (error) {
    if (error instanceof CliError && error.code === "SKILL_NOT_FOUND") {
      const suggestions = Array.isArray(error.details?.suggestions) ? (error.details.suggestions as string[]) : [];
      const hint = suggestions.length ? ` Did you mean: ${suggestions.join(", ")}?` : "";
      throw new CliError("SKILL_NOT_FOUND", `No skill named ${name} on ${ctx.registry}.${hint}`, { name, suggestions });
    }
    throw error;
  }
  const resolved = parseResolved(body);
  if (resolved.name !== name) throw new CliError("BAD_RESPONSE", `Asked for ${name}, the registry answered ${resolved.name}`);
  return resolved;
}

/** Hashes and the registry's file list agree with the archive, or the install stops here. */
function checkFilesAgainstRegistry(files: SkillFile[], resolved: ResolvedVersion): void {
  if (!resolved.files.length) return;
  const ours = fileManifest(files);
  const theirs = [...resolved.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const same = ours.length === theirs.length && ours.every((f, i) => f.path === theirs[i].path && f.sha256 === theirs[i].sha256 && f.size === theirs[i].size);
  if (!same) throw new CliError("FILES_MISMATCH", "The archive's files differ from the file list the registry published for this version");
}

export async function installSkill(ctx: Context, spec: { name: string; range: string }, mode: InstallMode): Promise<InstallOutcome> {
  const paths = hubPaths(ctx.skillsDir);
  const client = registryClient(ctx);
  const lock = await readLock(paths);
  const existing: LockEntry | undefined = lock.installed[spec.name];
  if (mode === "install" && existing && !ctx.force) {
    const version = existing.skillhub?.version ? `@${existing.skillhub.version}` : "";
    throw new CliError("ALREADY_INSTALLED", `${spec.name}${version} is already installed; use \`skillhub update ${spec.name}\`, or --force to reinstall`, { name: spec.name });
  }
  if (mode === "update" && !existing) throw new CliError("NOT_INSTALLED", `${spec.name} is not installed`);

  const resolved = await resolveVersion(ctx, client, spec.name, spec.range);
  for (const w of resolved.warnings) ctx.out.warn(w);
  const previousVersion = existing?.skillhub?.version ?? null;
  // Only Hermes looks for skills inside category folders; the other agents read <name>/SKILL.md.
  const hasCategories = ctx.target === null || findAgent(ctx.target.agent).hasCategories;
  let category = hasCategories ? (resolved.category ?? null) : null;
  if (category !== null && (!SAFE_SEGMENT.test(category) || category.includes(".."))) {
    ctx.out.warn(`category ${JSON.stringify(category)} is not a safe folder name; installing at the top level`);
    category = null;
  }
  const installPath = category ? `${category}/${resolved.name}` : resolved.name;
  const claimedTier = resolved.trustTier as TrustTier;
  const tier = capTier(claimedTier, ctx.grantedTrust);

  if (mode === "update" && previousVersion === resolved.version && existing?.skillhub?.registry === ctx.registry) {
    return {
      action: "unchanged", name: resolved.name, version: resolved.version, previousVersion, installPath: existing.install_path,
      claimedTier, tier, verdict: existing.scan_verdict as ScanReport["verdict"], decision: "allow", contentHash: existing.content_hash, warnings: resolved.warnings, report: null,
    };
  }

  const quarantine = path.join(paths.quarantineDir, resolved.name);
  await rm(quarantine, { recursive: true, force: true });
  await mkdir(quarantine, { recursive: true, mode: 0o700 });
  try {
    // 1. Download and verify the digests before a single byte is interpreted.
    const archiveFile = path.join(quarantine, `${resolved.name}-${resolved.version}.tgz`.replace(/[^A-Za-z0-9._+-]/g, "_"));
    const progress = ctx.out.progress(`${resolved.name}@${resolved.version}`, resolved.dist.size);
    const got = await client.download(resolved.dist.tarball, archiveFile, resolved.dist.size, progress);
    if (got.integrity !== resolved.dist.integrity) {
      throw new CliError("INTEGRITY_MISMATCH", `sha512 of the download does not match the registry's integrity for ${resolved.name}@${resolved.version}`, { expected: resolved.dist.integrity, actual: got.integrity });
    }
    if (got.sha256 !== resolved.dist.sha256) {
      throw new CliError("INTEGRITY_MISMATCH", `sha256 of the download does not match for ${resolved.name}@${resolved.version}`, { expected: resolved.dist.sha256, actual: got.sha256 });
    }

    // 2. Unpack in memory with the registry's own safety rules.
    const files = readArchive(new Uint8Array(await readFile(archiveFile)));
    checkFilesAgainstRegistry(files, resolved);
    const validated = validateSkill(files);
    if (validated.name && validated.name !== resolved.name) {
      throw new CliError("NAME_MISMATCH", `SKILL.md names ${validated.name}, the registry says ${resolved.name}`);
    }

    // 3. Scan and decide.
    const report = await scanSkill({ name: resolved.name, files });
    let decision = decide(tier, report.verdict, { force: ctx.force });
    if (!ctx.json) ctx.out.info(formatReport(report, { tier, source: "skillhub", decision, force: ctx.force, color: ctx.out.hasColour }));
    const refuse = async (message: string, code = "POLICY_BLOCKED") => {
      await appendAudit(paths, auditLine("BLOCKED", resolved.name, "well-known", tier, report.verdict, `${report.findings.length}_findings`));
      return new CliError(code, message, { name: resolved.name, version: resolved.version, tier, claimedTier, decision, report }, EXIT.refused);
    };
    if (decision === "block") throw await refuse(`Refusing to install ${resolved.name}@${resolved.version}: ${report.verdict} verdict at ${tier} trust${report.verdict === "caution" && !ctx.force ? " (--force overrides a caution verdict)" : ""}`);
    if (!ctx.dryRun) {
      // The --yes rule (docs/cli.md): --yes answers the routine "Install?" prompt. An `ask` (a
      // dangerous verdict at agent-created trust) is a question for a person at a terminal, asked even
      // with --yes and refused without a TTY whatever the flags, as apt-get -y still refuses an
      // unauthenticated package: an agent must not be able to approve a skill an agent made.
      const verb = existing ? "Replace" : "Install";
      if (decision === "ask") {
        if (!ctx.out.isInteractive) {
          throw await refuse(
            `${resolved.name}@${resolved.version} needs a person's confirmation (${report.verdict} verdict at ${tier} trust): run the install in a terminal; --yes and --force do not answer it`,
            "CONFIRMATION_REQUIRED",
          );
        }
        const ok = await ctx.out.confirm(`${resolved.name}@${resolved.version} was judged ${report.verdict} (findings above). ${verb} it into ${installPath} anyway?`);
        if (!ok) throw new CliError("DECLINED", "Not installed", { name: resolved.name }, EXIT.refused);
        decision = "allow";
      } else if (ctx.out.isInteractive && !ctx.yes) {
        const ok = await ctx.out.confirm(`${verb} ${resolved.name}@${resolved.version} into ${installPath}?`);
        if (!ok) throw new CliError("DECLINED", "Not installed", { name: resolved.name }, EXIT.refused);
      }
    }

    const contentHash = hermesContentHash(files);
    const outcomeBase = { name: resolved.name, version: resolved.version, previousVersion, installPath, claimedTier, tier, verdict: report.verdict, decision, contentHash, warnings: resolved.warnings, report };
    if (ctx.dryRun) return { action: "dry-run", ...outcomeBase };

    // 4. Stage inside quarantine and commit.
    const staged = path.join(quarantine, "tree");
    await writeTree(staged, files);
    const target = installDir(paths, resolved.name, installPath);
    let previous: string | null = existing ? installDir(paths, resolved.name, existing.install_path) : null;
    if (!previous && (await exists(target))) {
      if (!ctx.force) throw new CliError("TARGET_EXISTS", `${target} exists and is not managed by the hub; use --force to replace it`);
      previous = target;
    }
    if (previous && previous !== target && (await exists(target))) {
      throw new CliError("TARGET_EXISTS", `${target} exists; remove it or choose another category`);
    }
    const txn = newTxnId();
    const now = pythonUtcIso();
    const { identifier, metadata } = wellKnownIdentifier(ctx.registry, resolved.name);
    const relFiles = files.map((f) => f.path);
    const action = existing ? "UPDATE" : "INSTALL";
    const entry: LockEntry = {
      ...(existing ?? {}),
      source: "well-known",
      identifier,
      trust_level: tier,
      scan_verdict: report.verdict,
      content_hash: contentHash,
      install_path: installPath,
      files: relFiles,
      metadata: { ...metadata, files: relFiles },
      installed_at: existing?.installed_at ?? now,
      updated_at: now,
      skillhub: {
        registry: ctx.registry,
        version: resolved.version,
        range: spec.range,
        sha256: resolved.dist.sha256,
        integrity: resolved.dist.integrity,
        size: resolved.dist.size,
        rulesetVersion: RULESET_VERSION,
        files: fileManifest(files),
        txn,
        // A folder several agents share (.agents/skills) keeps the agent it was first installed for.
        ...(ctx.target ? { agent: existing?.skillhub?.agent ?? ctx.target.agent, scope: ctx.target.scope } : {}),
      },
    };
    const journal: Journal = {
      schema: "skillhub.journal/v1",
      txn,
      name: resolved.name,
      staged,
      target,
      previous,
      backup: previous ? path.join(paths.backupDir, `${resolved.name}-${txn}`) : null,
      entry,
      audit: { action, line: auditLine(action, resolved.name, "well-known", tier, report.verdict, contentHash) },
    };
    await commitInstall(paths, journal);
    const verb = !existing ? "installed" : previousVersion === resolved.version ? "reinstalled" : "updated";
    return { action: verb, ...outcomeBase };
  } finally {
    await rm(quarantine, { recursive: true, force: true });
  }
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

