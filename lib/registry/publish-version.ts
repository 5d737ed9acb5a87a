// Publish a skill version (ARCHITECTURE §5): bounded read → validation → name rules → scan →
// policy by the publisher's tier → deterministic tarball → one transaction. The unique index on
// (skill, version) decides races; an identical retry returns the existing version.
import "server-only";
import semver from "semver";
import { Prisma } from "@/generated/prisma/client";
import { isUniqueViolation } from "@/lib/db-errors";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { authorize, assertOwner, isAdmin } from "@/lib/auth/permissions";
import type { Actor, SignedInActor } from "@/lib/auth/actor";
import { readArchiveUpload, readFileListUpload, validateSkill, packSkill, findReservedName, similarityKey, comparePaths, type NormalisedUpload, type Issue } from "@/lib/skill";
import { isUtf8Text } from "@/lib/skill/text";
import { sha256Hex, sha512Integrity, fileManifest } from "@/lib/skill/hash";
import "@/lib/guard/node";
import { scanSkill, decide, type ScanReport, type TrustTier, type Decision } from "@/lib/guard";
import { NAME_HOLD_DAYS } from "@/lib/limits";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { refreshSkillLatest } from "@/lib/registry/refresh-skill-latest";
import { consumeRateLimit } from "@/lib/registry/consume-rate-limit";
import type { PublishInput } from "@/lib/registry/publish-schema";

export type PublishOutcome = {
  status: "published" | "pending_review" | "unchanged";
  httpStatus: 201 | 202 | 200;
  name: string;
  version: string;
  report: ScanReport;
  warnings: Issue[];
  tier: TrustTier;
  decision: Decision;
};

function readUpload(input: PublishInput): NormalisedUpload {
  return input.upload.kind === "archive" ? readArchiveUpload(input.upload.bytes) : readFileListUpload(input.upload.files);
}

function resolveVersion(fromFrontmatter: string | undefined, explicit: string | undefined): string {
  const version = explicit ?? fromFrontmatter;
  if (!version) {
    throw new AppError("VERSION_INVALID", "No version: add `version:` to the SKILL.md frontmatter or send a `version` field.");
  }
  // A non-semver frontmatter version is only a warning, so an explicit version may stand in for it.
  if (explicit && fromFrontmatter && semver.valid(fromFrontmatter) && semver.clean(explicit) !== semver.clean(fromFrontmatter)) {
    throw new AppError("VERSION_MISMATCH", `The version field (${explicit}) disagrees with SKILL.md's version (${fromFrontmatter}).`, {
      field: explicit,
      frontmatter: fromFrontmatter,
    });
  }
  const clean = semver.valid(version.trim());
  if (!clean) throw new AppError("VERSION_INVALID", `"${version}" is not a semantic version (like 1.0.0).`);
  return clean;
}

/** semver says 1.0.0+a and 1.0.0+b are the same version: the key drops build metadata. */
function versionKey(version: string): string {
  return version.split("+")[0];
}

function publisherTier(actor: SignedInActor): TrustTier {
  if (actor.via === "token" && actor.token.isAgent) return "agent-created";
  return actor.user.trustTier;
}

async function checkNewName(name: string, actor: SignedInActor): Promise<void> {
  const reserved = findReservedName(name);
  if (reserved && !isAdmin(actor)) {
    throw new AppError("NAME_RESERVED", `The name "${name}" is reserved${reserved !== name ? ` (as "${reserved}")` : ""}.`);
  }
  const heldByDeletion = await prisma.reservedName.findUnique({ where: { name } });
  if (heldByDeletion && !isAdmin(actor)) throw new AppError("NAME_RESERVED", `The name "${name}" is reserved: ${heldByDeletion.reason}.`);
  const similar = await prisma.skill.findFirst({
    where: { similarityKey: similarityKey(name), name: { not: name } },
    select: { name: true, ownerId: true },
  });
  if (similar && similar.ownerId !== actor.user.id) {
    throw new AppError("NAME_TOO_SIMILAR", `The name "${name}" is too similar to the existing skill "${similar.name}".`, {
      similarTo: similar.name,
    });
  }
}

function validationError(errors: Issue[], warnings: Issue[]): AppError {
  const first = errors[0];
  const code: ErrorCode = first.code in ERROR_STATUS ? (first.code as ErrorCode) : "VALIDATION_FAILED";
  const message = errors.length === 1 ? first.message : `${first.message} (and ${errors.length - 1} more problem(s))`;
  return new AppError(code, message, { errors, warnings });
}

export async function publishVersion(actorInput: Actor, input: PublishInput): Promise<PublishOutcome> {
  const actor = authorize(actorInput, "skill.publish");

  const { files, folder } = readUpload(input);
  // Every agentskills.io rule (lib/skill/spec.ts) is an error here, for every publisher: nothing is
  // stored, and the name stored is exactly the one SKILL.md carries.
  const validated = validateSkill(files, { folder });
  if (validated.errors.length) throw validationError(validated.errors, validated.warnings);
  const name = validated.name;
  authorize(actor, "skill.publish", name);
  const version = resolveVersion(validated.version, input.version);
  const key = versionKey(version);

  const existing = await prisma.skill.findUnique({
    where: { name },
    select: { id: true, ownerId: true, deletedAt: true, versions: { where: { versionKey: key }, select: { sha256: true, status: true, version: true } } },
  });
  if (existing) {
    assertOwner(actor, existing.ownerId, name);
    if (existing.deletedAt && Date.now() - existing.deletedAt.getTime() < NAME_HOLD_DAYS * 86_400_000 && actor.user.id !== existing.ownerId) {
      throw new AppError("NAME_HELD", `The skill "${name}" was deleted; its name is held for ${NAME_HOLD_DAYS} days.`);
    }
  } else {
    await checkNewName(name, actor);
    await consumeRateLimit("skill.create", actor.user.id);
  }
  await consumeRateLimit("version.publish", actor.user.id);

  const report = await scanSkill({ name, files }, { source: "upload" });
  const tier = publisherTier(actor);
  const decision = decide(tier, report.verdict);

  const tarball = packSkill(files);
  const sortedFiles = [...files].sort((a, b) => comparePaths(a.path, b.path));
  const sha256 = sha256Hex(tarball);
  const outcomeBase = { name, version, report, warnings: validated.warnings, tier, decision };

  const prior = existing?.versions[0];
  if (prior) return answerExisting(prior, sha256, outcomeBase);

  if (decision === "block") {
    await emitAudit(prisma, actor, {
      action: "version.reject",
      skillName: name,
      version,
      details: { verdict: report.verdict, tier, findings: report.findings.length, rulesetVersion: report.rulesetVersion },
    });
    throw new AppError(
      "POLICY_REJECTED",
      `Rejected: the scan judged "${name}@${version}" ${report.verdict}, which the ${tier} tier's policy blocks.`,
      { report, tier, decision, verdict: report.verdict },
    );
  }

  const status = decision === "ask" ? "pending_review" : "published";
  try {
    await changeSkills({ skills: [name] }, async (tx) => {
      const [skill] = await tx.$queryRaw<{ id: string; owner_id: string }[]>`
        INSERT INTO skills (id, name, similarity_key, owner_id, description, category, trust_tier, updated_at)
        VALUES (${crypto.randomUUID()}, ${name}, ${similarityKey(name)}, ${actor.user.id}, ${validated.description},
                ${validated.category ?? null}, ${actor.user.trustTier}::"TrustTier", now())
        ON CONFLICT (name) DO UPDATE SET updated_at = now(), deleted_at = NULL,
          category = COALESCE(EXCLUDED.category, skills.category)
        RETURNING id, owner_id`;
      assertOwner(actor, skill.owner_id, name);
      await tx.$executeRaw`
        INSERT INTO blobs (sha256, size, data) VALUES (${sha256}, ${tarball.byteLength}, ${Buffer.from(tarball)})
        ON CONFLICT (sha256) DO NOTHING`;
      await tx.skillVersion.create({
        data: {
          skillId: skill.id,
          version,
          versionKey: key,
          isPrerelease: semver.prerelease(version) !== null,
          status,
          frontmatter: validated.frontmatter as Prisma.InputJsonValue,
          body: validated.body,
          files: fileManifest(files).map((entry, i) => ({ ...entry, isText: isUtf8Text(sortedFiles[i].bytes) })),
          sha256,
          integrity: sha512Integrity(tarball),
          size: tarball.byteLength,
          scanReport: report as unknown as Prisma.InputJsonValue,
          verdict: report.verdict,
          rulesetVersion: report.rulesetVersion,
          trustTier: tier,
          publisherId: actor.user.id,
          tokenId: actor.via === "token" ? actor.token.id : null,
        },
      });
      if (status === "published") {
        if (input.tag) {
          await tx.$executeRaw`UPDATE skills SET dist_tags = dist_tags || jsonb_build_object(${input.tag}::text, ${version}::text) WHERE id = ${skill.id}`;
        }
        await refreshSkillLatest(tx, skill.id);
      }
      await emitAudit(tx, actor, {
        action: status === "published" ? "version.publish" : "version.hold",
        skillName: name,
        version,
        details: { sha256, verdict: report.verdict, tier, tag: input.tag ?? null },
      });
    }, { findable: true });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const winner = await prisma.skillVersion.findFirst({
        where: { skill: { name }, versionKey: key },
        select: { sha256: true, status: true, version: true },
      });
      if (winner) return answerExisting(winner, sha256, outcomeBase);
    }
    throw error;
  }
  return { ...outcomeBase, status, httpStatus: status === "published" ? 201 : 202 };
}

function answerExisting(
  prior: { sha256: string; status: string; version: string },
  sha256: string,
  base: Omit<PublishOutcome, "status" | "httpStatus">,
): PublishOutcome {
  if (prior.sha256 === sha256 && prior.status !== "rejected") return { ...base, version: prior.version, status: "unchanged", httpStatus: 200 };
  throw new AppError("VERSION_EXISTS", `${base.name}@${prior.version} already exists; versions are immutable — publish a new version.`, {
    existing: prior.version,
  });
}
