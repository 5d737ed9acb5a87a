// GET /api/v1/skills/{name}/resolve?range= — the version an install of NAME[@range] gets
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, publicOrigin, type RouteContext } from "@/lib/http/api";
import { resolveVersion } from "@/lib/registry/resolve-version";

export const dynamic = "force-dynamic";

export const GET = route<RouteContext<{ name: string }>>(async (request, { params }) => {
  const { name } = await params;
  const range = new URL(request.url).searchParams.get("range");
  return NextResponse.json(await resolveVersion(await apiActor(request), name, range, publicOrigin(request)), {
    headers: { "Cache-Control": "no-store" },
  });
});
