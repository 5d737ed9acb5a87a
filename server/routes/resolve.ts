// GET /api/v1/skills/{name}/resolve?range= — the version an install of NAME[@range] gets
import { resolveVersion } from "@/lib/registry/resolve-version";
import { json } from "../http";
import type { Handler } from "../router";

export const resolve: Handler = async (request) =>
  json(await resolveVersion(await request.actor(), request.params.name, request.query.get("range"), request.origin()), "shared", {
    headers: { Vary: "Authorization, Cookie" },
  });
