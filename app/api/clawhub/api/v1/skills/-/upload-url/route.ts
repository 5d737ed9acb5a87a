// POST /api/clawhub/api/v1/skills/-/upload-url — where the clawhub client's publish sends one file
import { NextResponse } from "next/server";
import { textErrorRoute } from "@/lib/http/respond";
import { apiActor, publicOrigin } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";
import { createClawhubUploadUrl } from "@/lib/registry/clawhub/create-clawhub-upload-url";

export const dynamic = "force-dynamic";

export const POST = textErrorRoute(async (request) => {
  const actor = await apiActor(request);
  return NextResponse.json(createClawhubUploadUrl(actor, await readJsonBody(request, MAX_JSON_BODY_BYTES), publicOrigin(request)));
});
