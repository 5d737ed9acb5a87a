// GET /api/v1/skills/{name}/versions/{version} — version metadata, files and scan report
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, publicOrigin, type RouteContext } from "@/lib/http/api";
import { getVersion } from "@/lib/registry/get-version";

export const dynamic = "force-dynamic";

export const GET = route<RouteContext<{ name: string; version: string }>>(async (request, { params }) => {
  const { name, version } = await params;
  return NextResponse.json(await getVersion(await apiActor(request), name, version, publicOrigin(request)));
});
