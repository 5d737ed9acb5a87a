// GET /api/health — 200 when the database is reachable and migrated, 503 otherwise
import { NextResponse } from "next/server";
import { getHealth } from "@/lib/registry/get-health";
import { route } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = route(async () => {
  const health = await getHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
});
