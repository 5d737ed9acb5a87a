// GET /api/v1/openapi.json — the OpenAPI 3.1 description of this API
import { buildOpenApi } from "@/lib/http/openapi";
import { json, type Reply } from "../http";
import type { Handler } from "../router";

// The document only depends on the origin it names.
const built = new Map<string, Reply>();

export const openapi: Handler = async (request) => {
  const origin = request.origin();
  let reply = built.get(origin);
  if (!reply) {
    if (built.size > 16) built.clear();
    built.set(origin, (reply = json(buildOpenApi(origin), "shared")));
  }
  return reply;
};
