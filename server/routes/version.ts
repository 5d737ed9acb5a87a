// GET /api/v1/skills/{name}/versions/{version} — version metadata, files and scan report
import { getVersion } from "@/lib/registry/get-version";
import { json } from "../http";
import type { Handler } from "../router";

export const version: Handler = async (request) =>
  json(await getVersion(await request.actor(), request.params.name, request.params.version, request.origin()), "shared", {
    headers: { Vary: "Authorization, Cookie" },
  });
