// POST /api/v1/skills/{name}/reports — report a skill (or one version) to the administrators
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";
import { reportSkill } from "@/lib/registry/report-skill";

export const dynamic = "force-dynamic";
type Params = { name: string };

export const POST = route<RouteContext<Params>>(async (request, { params }) => {
  const { name } = await params;
  const actor = await apiActor(request);
  const body = await readJsonBody(request, MAX_JSON_BODY_BYTES);
  const fields = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
  return NextResponse.json(await reportSkill(actor, { ...fields, name }), { status: 201 });
});
