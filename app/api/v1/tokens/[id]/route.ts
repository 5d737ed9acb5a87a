// DELETE /api/v1/tokens/{id} — revoke a token
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { revokeToken } from "@/lib/registry/revoke-token";

export const dynamic = "force-dynamic";

export const DELETE = route<RouteContext<{ id: string }>>(async (request, { params }) => {
  const { id } = await params;
  return NextResponse.json(await revokeToken(await apiActor(request), id));
});
