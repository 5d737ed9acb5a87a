// Move (or remove) a custom dist-tag. `latest` is derived from the versions and cannot be set.
import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize, assertOwner } from "@/lib/auth/permissions";
import { emitAudit } from "@/lib/registry/audit";
import { changeSkills } from "@/lib/registry/change-skills";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";
import { DIST_TAG_PATTERN } from "@/lib/registry/publish-schema";

export const distTagSchema = z.object({ version: z.string().trim().min(1).max(128) });

function checkTag(tag: string) {
  if (tag === "latest") throw new AppError("TAG_INVALID", "The latest tag moves by itself: it is the highest published, non-yanked, non-prerelease version.");
  if (!DIST_TAG_PATTERN.test(tag)) throw new AppError("TAG_INVALID", `"${tag}" is not a valid tag name.`);
}

export async function setDistTag(actorInput: Actor, name: string, tag: string, body: unknown) {
  const actor = authorize(actorInput, "skill.manage", name);
  checkTag(tag);
  const { version } = distTagSchema.parse(body);
  const skill = await getSkillOrThrow(actor, name);
  assertOwner(actor, skill.ownerId, skill.name);
  const target = await prisma.skillVersion.findFirst({ where: { skillId: skill.id, version, status: "published" } });
  if (!target) throw new AppError("VERSION_NOT_FOUND", `${skill.name} has no published version ${version} to tag.`);
  await changeSkills({ skills: [skill.name] }, async (tx) => {
    await tx.$executeRaw`UPDATE skills SET dist_tags = dist_tags || jsonb_build_object(${tag}::text, ${version}::text), updated_at = now() WHERE id = ${skill.id}`;
    await emitAudit(tx, actor, { action: "tag.set", skillName: skill.name, version, details: { tag } });
  });
  return { name: skill.name, tag, version };
}

export async function removeDistTag(actorInput: Actor, name: string, tag: string) {
  const actor = authorize(actorInput, "skill.manage", name);
  checkTag(tag);
  const skill = await getSkillOrThrow(actor, name);
  assertOwner(actor, skill.ownerId, skill.name);
  await changeSkills({ skills: [skill.name] }, async (tx) => {
    await tx.$executeRaw`UPDATE skills SET dist_tags = dist_tags - ${tag}::text, updated_at = now() WHERE id = ${skill.id}`;
    await emitAudit(tx, actor, { action: "tag.remove", skillName: skill.name, details: { tag } });
  });
  return { name: skill.name, tag, removed: true };
}
