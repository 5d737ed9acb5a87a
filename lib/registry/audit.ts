// Audit events are append-only and written inside the transaction of the mutation they record.
import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { Actor } from "@/lib/auth/actor";
import type { Tx } from "@/lib/db";

export type AuditInput = { action: string; skillName?: string; version?: string; details?: Prisma.InputJsonValue };

export function emitAudit(tx: Pick<Tx, "auditEvent">, actor: Actor, event: AuditInput) {
  return tx.auditEvent.create({
    data: {
      action: event.action,
      actorId: actor.kind === "user" ? actor.user.id : null,
      tokenId: actor.kind === "user" && actor.via === "token" ? actor.token.id : null,
      skillName: event.skillName,
      version: event.version,
      details: event.details ?? {},
      ip: actor.ip,
    },
  });
}
