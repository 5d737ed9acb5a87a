// Token scopes → permissions, in one place. A browser session holds every scope its user's role
// allows; a token holds only the scopes it was created with (and, optionally, only for skill names
// matching its pattern). Admin actions need the admin role *and*, through a token, the admin scope.
import { AppError } from "@/lib/errors";
import type { Actor, SignedInActor } from "@/lib/auth/actor";

export const TOKEN_SCOPES = ["publish", "yank", "admin", "read:private"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export type Permission = "skill.publish" | "skill.yank" | "skill.manage" | "admin" | "read:private";

const SCOPE_FOR: Record<Permission, TokenScope> = {
  "skill.publish": "publish",
  "skill.yank": "yank",
  "skill.manage": "publish",
  admin: "admin",
  "read:private": "read:private",
};

/** `*` matches any run of name characters: `acme-*` matches `acme-tools`. */
export function matchesSkillPattern(pattern: string, name: string): boolean {
  const regex = new RegExp(`^${pattern.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\-]/g, "\\$&")).join("[a-z0-9-]*")}$`);
  return regex.test(name);
}

export function isAdmin(actor: Actor): boolean {
  if (actor.kind !== "user" || actor.user.role !== "admin") return false;
  return actor.via === "session" || actor.token.scopes.includes("admin");
}

/**
 * Throws unless the actor may do `permission` (on `skillName`, when given). Ownership of an existing
 * skill is checked by the verb, which knows the owner.
 */
export function authorize(actor: Actor, permission: Permission, skillName?: string): SignedInActor {
  if (actor.kind !== "user") throw new AppError("UNAUTHENTICATED", "Sign in or send an API token.");
  if (permission === "admin" && actor.user.role !== "admin") throw new AppError("FORBIDDEN", "Only administrators may do this.");
  if (actor.via === "token") {
    const scope = SCOPE_FOR[permission];
    if (!actor.token.scopes.includes(scope)) {
      throw new AppError("TOKEN_SCOPE", `This token lacks the "${scope}" scope.`, { requiredScope: scope });
    }
    if (skillName && actor.token.skillPattern && !matchesSkillPattern(actor.token.skillPattern, skillName)) {
      throw new AppError("TOKEN_SCOPE", `This token may only act on skills matching "${actor.token.skillPattern}".`, {
        skillPattern: actor.token.skillPattern,
      });
    }
  }
  return actor;
}

/** Ownership: the owner, or an administrator. */
export function assertOwner(actor: SignedInActor, ownerId: string, skillName: string): void {
  if (actor.user.id !== ownerId && !isAdmin(actor)) {
    throw new AppError("NOT_OWNER", `You do not own the skill "${skillName}".`);
  }
}
