// GET /api/v1/skills — search; POST /api/v1/skills — publish a version
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, limit, publicOrigin } from "@/lib/http/api";
import { readUpload } from "@/lib/http/read-upload";
import { searchSkills } from "@/lib/registry/search-skills";
import { publishVersion } from "@/lib/registry/publish-version";
import { presentPublishOutcome } from "@/lib/registry/present";
import { rateLimitHeaders } from "@/lib/registry/consume-rate-limit";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  const actor = await apiActor(request);
  const state = await limit("search", request, actor);
  const result = await searchSkills(Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(result, { headers: { ...rateLimitHeaders(state), "Cache-Control": "no-store" } });
});

export const POST = route(async (request) => {
  const actor = await apiActor(request);
  const input = await readUpload(request);
  const outcome = await publishVersion(actor, input);
  return NextResponse.json(presentPublishOutcome(publicOrigin(request), outcome), { status: outcome.httpStatus });
});
