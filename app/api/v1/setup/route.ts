// POST /api/v1/setup — first run: create the first administrator with the one-time setup token
import { NextResponse } from "next/server";
import { clientIp } from "@/lib/auth/client-ip";
import { completeSetup } from "@/lib/auth/complete-setup";
import { env } from "@/lib/env";
import { route } from "@/lib/http/respond";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";

export const dynamic = "force-dynamic";

export const POST = route(async (request) => {
  const user = await completeSetup(await readJsonBody(request, MAX_JSON_BODY_BYTES), { ip: clientIp(request.headers, env().SKILLHUB_TRUST_PROXY) });
  return NextResponse.json({ user: { handle: user.handle, role: user.role, trustTier: user.trustTier } }, { status: 201 });
});
