// The skill a ClawHub request names: `slug` is our skill name, and an `ownerHandle`, when given, must
// be the owner's handle (ClawHub scopes slugs by owner; Skillhub names are global, so another handle
// names nothing). Visibility is getSkillSnapshotOrThrow's.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getSkillSnapshotOrThrow, skillNotFound } from "@/lib/registry/get-skill-snapshot-or-throw";
import type { SkillSnapshot } from "@/lib/registry/load-skill-snapshot";

export async function getClawhubSkillOrThrow(actor: Actor, slug: string, ownerHandle: string | null): Promise<SkillSnapshot> {
  const skill = await getSkillSnapshotOrThrow(actor, slug);
  const handle = ownerHandle?.trim().replace(/^@+/, "").toLowerCase();
  if (handle && handle !== skill.owner.toLowerCase()) throw await skillNotFound(slug);
  return skill;
}
