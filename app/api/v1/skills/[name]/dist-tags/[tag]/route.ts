// PUT /api/v1/skills/{name}/dist-tags/{tag} — move a tag; DELETE — remove it
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { readJsonBody } from "@/lib/http/read-body";
import { MAX_JSON_BODY_BYTES } from "@/lib/limits";
import { removeDistTag, setDistTag } from "@/lib/registry/set-dist-tag";

export const dynamic = "force-dynamic";
type Params = { name: string; tag: string };

export const PUT = route<RouteContext<Params>>(async (request, { params }) => {
  const { name, tag } = await params;
  const actor = await apiActor(request);
  return NextResponse.json(await setDistTag(actor, name, tag, await readJsonBody(request, MAX_JSON_BODY_BYTES)));
});

export const DELETE = route<RouteContext<Params>>(async (request, { params }) => {
  const { name, tag } = await params;
  return NextResponse.json(await removeDistTag(await apiActor(request), name, tag));
});
