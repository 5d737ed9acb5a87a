// Whether the actor has starred a skill (false for anonymous readers).
import "server-only";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";

export async function getStarState(actor: Actor, name: string): Promise<boolean> {
  if (actor.kind !== "user") return false;
  const star = await prisma.star.findFirst({ where: { userId: actor.user.id, skill: { name } }, select: { skillId: true } });
  return star !== null;
}
