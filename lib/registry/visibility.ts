// Who sees which versions: everyone sees published and yanked versions of live skills; the owner
// and administrators also see versions pending review, and deleted skills.
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { isAdmin } from "@/lib/auth/permissions";

export const PUBLIC_STATUSES = ["published", "yanked"] as const;

export function canSeePrivate(actor: Actor, ownerId: string): boolean {
  return actor.kind === "user" && (actor.user.id === ownerId || isAdmin(actor));
}

export function visibleStatuses(actor: Actor, ownerId: string): ("published" | "yanked" | "pending_review")[] {
  return canSeePrivate(actor, ownerId) ? ["published", "yanked", "pending_review"] : [...PUBLIC_STATUSES];
}
