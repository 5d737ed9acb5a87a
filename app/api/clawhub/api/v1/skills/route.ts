// POST /api/clawhub/api/v1/skills — the clawhub client's publish (GET, the list, is served by the read
// path: server/routes/clawhub/skills.ts)
import { NextResponse } from "next/server";
import { textErrorRoute } from "@/lib/http/respond";
import { apiActor } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { CLAWHUB_PUBLISH_BODY_BYTES } from "@/lib/limits";
import { publishClawhubSkill } from "@/lib/registry/clawhub/publish-clawhub-skill";

export const dynamic = "force-dynamic";

export const POST = textErrorRoute(async (request) => {
  const actor = await apiActor(request);
  return NextResponse.json(await publishClawhubSkill(actor, await readJsonBody(request, CLAWHUB_PUBLISH_BODY_BYTES)));
});
