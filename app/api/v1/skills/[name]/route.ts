// GET /api/v1/skills/{name} — skill detail; DELETE — soft delete (admins: ?hard=true)
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, publicOrigin, type RouteContext } from "@/lib/http/api";
import { getSkill } from "@/lib/registry/get-skill";
import { deleteSkill } from "@/lib/registry/delete-skill";

export const dynamic = "force-dynamic";
type Params = { name: string };

export const GET = route<RouteContext<Params>>(async (request, { params }) => {
  const { name } = await params;
  return NextResponse.json(await getSkill(await apiActor(request), name, publicOrigin(request)));
});

export const DELETE = route<RouteContext<Params>>(async (request, { params }) => {
  const { name } = await params;
  const hard = new URL(request.url).searchParams.get("hard") === "true";
  return NextResponse.json(await deleteSkill(await apiActor(request), name, { hard }));
});
