// GET /api/v1/whoami — the signed-in user or token owner
import { requireUser } from "@/lib/auth/actor";
import { json } from "../http";
import type { Handler } from "../router";

export const whoami: Handler = async (request) => {
  const actor = requireUser(await request.actor());
  return json(
    {
      handle: actor.user.handle,
      role: actor.user.role,
      trustTier: actor.user.trustTier,
      token: actor.via === "token" ? { id: actor.token.id, scopes: actor.token.scopes, isAgent: actor.token.isAgent, skillPattern: actor.token.skillPattern } : null,
    },
    "private",
  );
};
