// Star or unstar a skill for the signed-in user. The star row's primary key (user, skill) makes a
// repeat a no-op; the skill's counter moves only when a row was really added or removed.
import "server-only";
import { z } from "zod";
import { requireUser, type Actor } from "@/lib/auth/actor";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";

export const starSchema = z.object({ name: z.string().trim().min(1).max(128), isStarred: z.boolean() });

export async function starSkill(actorInput: Actor, input: unknown) {
  const actor = requireUser(actorInput);
  const { name, isStarred } = starSchema.parse(input);
  const skill = await getSkillOrThrow(actor, name);
  const stars = await changeSkills({ skills: [skill.name] }, async (tx) => {
    const changed = isStarred
      ? await tx.$executeRaw`INSERT INTO stars (user_id, skill_id) VALUES (${actor.user.id}, ${skill.id}) ON CONFLICT DO NOTHING`
      : await tx.$executeRaw`DELETE FROM stars WHERE user_id = ${actor.user.id} AND skill_id = ${skill.id}`;
    if (!changed) return skill.starCount;
    const [row] = await tx.$queryRaw<{ star_count: number }[]>`
      UPDATE skills SET star_count = GREATEST(star_count + ${isStarred ? 1 : -1}, 0) WHERE id = ${skill.id} RETURNING star_count`;
    await emitAudit(tx, actor, { action: isStarred ? "skill.star" : "skill.unstar", skillName: skill.name });
    return row.star_count;
  });
  return { name: skill.name, isStarred, stars };
}
