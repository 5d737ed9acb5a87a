// POST /api/clawhub/uploads?path=&size=&sha256= — one file's bytes for a coming clawhub publish
import { NextResponse } from "next/server";
import { textErrorRoute } from "@/lib/http/respond";
import { apiActor } from "@/lib/http/api";
import { readBodyBytes } from "@/lib/http/read-body";
import { SKILL_LIMITS } from "@/lib/limits";
import { stageClawhubUpload } from "@/lib/registry/clawhub/stage-clawhub-upload";

export const dynamic = "force-dynamic";

export const POST = textErrorRoute(async (request) => {
  const actor = await apiActor(request);
  const announced = Object.fromEntries(new URL(request.url).searchParams);
  return NextResponse.json(await stageClawhubUpload(actor, announced, await readBodyBytes(request, SKILL_LIMITS.maxFileBytes)));
});
