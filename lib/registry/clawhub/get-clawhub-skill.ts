// A skill's metadata in ClawHub's shape (GET …/api/v1/skills/{slug}).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getClawhubSkillOrThrow } from "@/lib/registry/clawhub/get-clawhub-skill-or-throw";
import { presentSkill } from "@/lib/registry/clawhub/present-clawhub";

export async function getClawhubSkill(actor: Actor, slug: string, ownerHandle: string | null) {
  return presentSkill(await getClawhubSkillOrThrow(actor, slug, ownerHandle));
}
