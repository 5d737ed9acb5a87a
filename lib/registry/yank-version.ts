// Yank or unyank a version. A yanked version stays installable when pinned exactly, never through
// a range, and `latest` moves off it.
import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { authorize, assertOwner } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { consumeRateLimit } from "@/lib/registry/consume-rate-limit";
import { getVersionOrThrow } from "@/lib/registry/get-version-or-throw";
import { refreshSkillLatest } from "@/lib/registry/refresh-skill-latest";

export async function yankVersion(actorInput: Actor, name: string, version: string, isYank: boolean) {
  const actor = authorize(actorInput, "skill.yank", name);
  const { skill, version: v } = await getVersionOrThrow(actor, name, version);
  assertOwner(actor, skill.ownerId, skill.name);
  const from = isYank ? "published" : "yanked";
  if (v.status !== from) {
    if (v.status === (isYank ? "yanked" : "published")) return { name: skill.name, version: v.version, status: v.status, changed: false };
    throw new AppError("INVALID_STATE", `${skill.name}@${v.version} is ${v.status}; only ${from} versions can be ${isYank ? "yanked" : "unyanked"}.`);
  }
  await consumeRateLimit("version.yank", actor.user.id);
  await changeSkills({ skills: [skill.name] }, async (tx) => {
    const updated = await tx.skillVersion.updateMany({
      where: { id: v.id, status: from },
      data: { status: isYank ? "yanked" : "published", yankedAt: isYank ? new Date() : null },
    });
    if (updated.count !== 1) throw new AppError("CONFLICT", "The version changed meanwhile; try again.");
    await refreshSkillLatest(tx, skill.id);
    await emitAudit(tx, actor, { action: isYank ? "version.yank" : "version.unyank", skillName: skill.name, version: v.version });
  }, { findable: true });
  return { name: skill.name, version: v.version, status: isYank ? "yanked" : "published", changed: true };
}
