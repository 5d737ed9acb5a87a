// GET /api/v1/tokens — list my tokens; POST — create one (secret shown once)
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";
import { createToken } from "@/lib/registry/create-token";
import { listTokens } from "@/lib/registry/list-tokens";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => NextResponse.json({ tokens: await listTokens(await apiActor(request)) }));

export const POST = route(async (request) => {
  const actor = await apiActor(request);
  return NextResponse.json(await createToken(actor, await readJsonBody(request, MAX_JSON_BODY_BYTES)), { status: 201 });
});
