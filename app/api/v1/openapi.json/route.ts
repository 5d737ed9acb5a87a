// GET /api/v1/openapi.json — the OpenAPI 3.1 description of this API
import { NextResponse } from "next/server";
import { route } from "@/lib/http/respond";
import { publicOrigin } from "@/lib/http/api";
import { buildOpenApi } from "@/lib/http/openapi";

export const GET = route(async (request) => NextResponse.json(buildOpenApi(publicOrigin(request))));
