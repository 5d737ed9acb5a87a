// POST /api/v1/tokens — create a token (secret shown once). GET, the list, is served by the read path.
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";
import { createToken } from "@/lib/registry/create-token";

export const dynamic = "force-dynamic";

export const POST = route(async (request) => {
  const actor = await apiActor(request);
  return NextResponse.json(await createToken(actor, await readJsonBody(request, MAX_JSON_BODY_BYTES)), { status: 201 });
});
