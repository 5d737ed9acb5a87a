// DELETE /api/v1/skills/{name} — soft delete (admins: ?hard=true). GET is served by the read path.
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { deleteSkill } from "@/lib/registry/delete-skill";

export const dynamic = "force-dynamic";
type Params = { name: string };

export const DELETE = route<RouteContext<Params>>(async (request, { params }) => {
  const { name } = await params;
  const hard = new URL(request.url).searchParams.get("hard") === "true";
  return NextResponse.json(await deleteSkill(await apiActor(request), name, { hard }));
});
