// Browsing in ClawHub's shape, answered by our search (GET …/api/v1/skills?sort=&limit=&cursor=&prefix=):
// ClawHub's sorts map to ours (we keep no star ranking: "stars" sorts by downloads), and its name
// prefix becomes a query kept to the names that start with it.
import "server-only";
import { searchSkills } from "@/lib/registry/search-skills";
import { clawhubPageSize, presentListItem } from "@/lib/registry/clawhub/present-clawhub";

const SORTS: Record<string, "recent" | "downloads" | "trending"> = {
  createdAt: "recent",
  updated: "recent",
  downloads: "downloads",
  installs: "downloads",
  stars: "downloads",
  trending: "trending",
};

export async function listClawhubSkills(query: URLSearchParams) {
  const prefix = query.get("prefix")?.trim().toLowerCase() ?? "";
  const cursor = query.get("cursor")?.trim();
  const result = await searchSkills({
    q: prefix,
    sort: prefix ? undefined : (SORTS[query.get("sort") ?? "updated"] ?? "recent"),
    limit: String(clawhubPageSize(query.get("limit"))),
    ...(cursor ? { cursor } : {}),
  });
  const items = result.items.filter((item) => item.name.startsWith(prefix)).map(presentListItem);
  return { items, nextCursor: result.nextCursor };
}
