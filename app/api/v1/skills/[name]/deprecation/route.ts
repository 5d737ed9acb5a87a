// PUT /api/v1/skills/{name}/deprecation — deprecate with a message; DELETE — clear it
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";
import { deprecateSkill } from "@/lib/registry/deprecate-skill";

export const dynamic = "force-dynamic";
type Params = { name: string };

export const PUT = route<RouteContext<Params>>(async (request, { params }) => {
  const { name } = await params;
  const actor = await apiActor(request);
  return NextResponse.json(await deprecateSkill(actor, name, await readJsonBody(request, MAX_JSON_BODY_BYTES)));
});

export const DELETE = route<RouteContext<Params>>(async (request, { params }) => {
  const { name } = await params;
  return NextResponse.json(await deprecateSkill(await apiActor(request), name, { message: "" }));
});
