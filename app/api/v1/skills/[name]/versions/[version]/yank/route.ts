// POST /api/v1/skills/{name}/versions/{version}/yank — yank; DELETE — unyank
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { yankVersion } from "@/lib/registry/yank-version";

export const dynamic = "force-dynamic";
type Params = { name: string; version: string };

export const POST = route<RouteContext<Params>>(async (request, { params }) => {
  const { name, version } = await params;
  return NextResponse.json(await yankVersion(await apiActor(request), name, version, true));
});

export const DELETE = route<RouteContext<Params>>(async (request, { params }) => {
  const { name, version } = await params;
  return NextResponse.json(await yankVersion(await apiActor(request), name, version, false));
});
