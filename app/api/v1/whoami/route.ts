// GET /api/v1/whoami — the signed-in user or token owner
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor } from "@/lib/http/api";
import { requireUser } from "@/lib/auth/actor";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const actor = requireUser(await apiActor(request));
  return NextResponse.json({
    handle: actor.user.handle,
    role: actor.user.role,
    trustTier: actor.user.trustTier,
    token: actor.via === "token" ? { id: actor.token.id, scopes: actor.token.scopes, isAgent: actor.token.isAgent, skillPattern: actor.token.skillPattern } : null,
  });
});
