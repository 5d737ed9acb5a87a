// GET /api/v1/skills — search
import { limit } from "@/lib/http/api";
import { rateLimitHeaders } from "@/lib/registry/consume-rate-limit";
import { searchSkills } from "@/lib/registry/search-skills";
import { json } from "../http";
import type { Handler } from "../router";

export const search: Handler = async (request) => {
  const state = await limit("search", request, await request.actor());
  const result = await searchSkills(Object.fromEntries(request.query));
  return json(result, "shared", { headers: rateLimitHeaders(state) });
};
