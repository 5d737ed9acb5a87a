// Search in ClawHub's shape, answered by our search (GET …/api/v1/search?q=&limit=).
import "server-only";
import { searchSkills } from "@/lib/registry/search-skills";
import { clawhubPageSize, presentSearchResult } from "@/lib/registry/clawhub/present-clawhub";

export async function searchClawhubSkills(query: URLSearchParams) {
  const result = await searchSkills({ q: query.get("q") ?? "", limit: String(clawhubPageSize(query.get("limit"))) });
  return { results: result.items.map(presentSearchResult) };
}
