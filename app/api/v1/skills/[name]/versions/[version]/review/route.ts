// POST /api/v1/skills/{name}/versions/{version}/review — admin approves or rejects a held version
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";
import { reviewVersion } from "@/lib/registry/review-version";

export const dynamic = "force-dynamic";

export const POST = route<RouteContext<{ name: string; version: string }>>(async (request, { params }) => {
  const { name, version } = await params;
  const actor = await apiActor(request);
  return NextResponse.json(await reviewVersion(actor, name, version, await readJsonBody(request, MAX_JSON_BODY_BYTES)));
});
