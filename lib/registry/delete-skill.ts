// Delete a skill. Soft delete (owner or admin): the skill disappears from search and install, and its
// name stays with the owner for NAME_HOLD_DAYS; publishing again restores it. Hard delete (admin
// only): versions and unshared blobs are removed, and the name is reserved for good so no version
// number can ever be reused under it.
import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { authorize, assertOwner } from "@/lib/auth/permissions";
import { NAME_HOLD_DAYS } from "@/lib/limits";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";

export async function deleteSkill(actorInput: Actor, name: string, options: { hard?: boolean } = {}) {
  const actor = authorize(actorInput, options.hard ? "admin" : "skill.manage", name);
  const skill = await getSkillOrThrow(actor, name);
  assertOwner(actor, skill.ownerId, skill.name);
  if (!options.hard) {
    if (skill.deletedAt) throw new AppError("INVALID_STATE", `"${skill.name}" is already deleted.`);
    const heldUntil = new Date(Date.now() + NAME_HOLD_DAYS * 86_400_000);
    await changeSkills({ skills: [skill.name] }, async (tx) => {
      await tx.skill.update({ where: { id: skill.id }, data: { deletedAt: new Date() } });
      await emitAudit(tx, actor, { action: "skill.delete", skillName: skill.name, details: { heldUntil: heldUntil.toISOString() } });
    });
    return { name: skill.name, deleted: "soft" as const, nameHeldUntil: heldUntil.toISOString() };
  }
  await changeSkills({ skills: [skill.name] }, async (tx) => {
    const shas = (await tx.skillVersion.findMany({ where: { skillId: skill.id }, select: { sha256: true } })).map((v) => v.sha256);
    await tx.skill.delete({ where: { id: skill.id } });
    await tx.$executeRaw`DELETE FROM blobs b WHERE b.sha256 = ANY(${shas}::text[]) AND NOT EXISTS (SELECT 1 FROM skill_versions v WHERE v.sha256 = b.sha256)`;
    await tx.reservedName.upsert({
      where: { name: skill.name },
      create: { name: skill.name, reason: "a deleted skill's name is never reused" },
      update: {},
    });
    await emitAudit(tx, actor, { action: "skill.hard_delete", skillName: skill.name, details: { versions: shas.length } });
  });
  return { name: skill.name, deleted: "hard" as const };
}
