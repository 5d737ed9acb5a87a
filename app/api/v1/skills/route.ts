// POST /api/v1/skills — publish a version (GET, search, is served by the read path: server/routes/search.ts)
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, publicOrigin } from "@/lib/http/api";
import { readUpload } from "@/lib/http/read-upload";
import { publishVersion } from "@/lib/registry/publish-version";
import { presentPublishOutcome } from "@/lib/registry/present";

export const dynamic = "force-dynamic";

export const POST = route(async (request) => {
  const actor = await apiActor(request);
  const input = await readUpload(request);
  const outcome = await publishVersion(actor, input);
  return NextResponse.json(presentPublishOutcome(publicOrigin(request), outcome), { status: outcome.httpStatus });
});
