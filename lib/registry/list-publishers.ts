// Admin: users with their role, trust tier and how many skills they own, publishers first.
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/permissions";

export const listPublishersSchema = z.object({ q: z.string().trim().toLowerCase().max(64).default(""), limit: z.number().int().min(1).max(500).default(100) });

export async function listPublishers(actorInput: Actor, input: unknown = {}) {
  authorize(actorInput, "admin");
  const { q, limit } = listPublishersSchema.parse(input);
  const users = await prisma.user.findMany({
    where: q ? { handle: { contains: q } } : {},
    select: { handle: true, role: true, trustTier: true, createdAt: true, _count: { select: { skills: true } } },
    orderBy: [{ skills: { _count: "desc" } }, { handle: "asc" }],
    take: limit,
  });
  return users.map((u) => ({ handle: u.handle, role: u.role, trustTier: u.trustTier, skills: u._count.skills, createdAt: u.createdAt.toISOString() }));
}
