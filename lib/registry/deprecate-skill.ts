// Mark a skill deprecated with a message shown to installers (an empty message clears it).
import "server-only";
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { authorize, assertOwner } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";

export const deprecationSchema = z.object({ message: z.string().trim().max(500) });

export async function deprecateSkill(actorInput: Actor, name: string, body: unknown) {
  const actor = authorize(actorInput, "skill.manage", name);
  const { message } = deprecationSchema.parse(body);
  const skill = await getSkillOrThrow(actor, name);
  assertOwner(actor, skill.ownerId, skill.name);
  await changeSkills({ skills: [skill.name] }, async (tx) => {
    await tx.skill.update({ where: { id: skill.id }, data: { deprecationMessage: message || null } });
    await emitAudit(tx, actor, { action: message ? "skill.deprecate" : "skill.undeprecate", skillName: skill.name, details: { message } });
  });
  return { name: skill.name, deprecated: message || null };
}
