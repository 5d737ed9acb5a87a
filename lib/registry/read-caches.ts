// The registry's in-memory read caches (lib/cache/read-cache.ts): what each keeps and for how long.
// Sizes keep an instance under ~400 MiB with Next loaded (bench/load.mts reports peak RSS); a miss is
// one indexed round trip.
// Every one is dropped precisely when a skill it shows changes (publish, yank, review, tag, deprecate,
// delete, star), on every app instance; the TTLs only bound how stale counters may get.
import "server-only";
import { sharedCache } from "@/lib/cache/read-cache";
import type { SearchResult } from "@/lib/registry/search-skills";
import type { SkillSnapshot } from "@/lib/registry/load-skill-snapshot";
import type { VersionDetailRow } from "@/lib/registry/load-version-detail";
import type { DiscoverySkill } from "@/lib/registry/list-discovery-skills";

/** Download and star counts shown by cached metadata may lag by this much. */
export const COUNTS_TTL_MS = 30_000;
/** Search pages by normalised query (dropped when a skill they show changes, or when a change makes
 * skills findable by terms their query may match: lib/cache/read-cache.ts). */
export const searchCache = () => sharedCache<SearchResult>("search", { maxEntries: 2_000, ttlMs: COUNTS_TTL_MS });
/** A skill with its versions, by canonical name (null: no such skill). */
export const skillCache = () => sharedCache<SkillSnapshot | null>("skill", { maxEntries: 10_000, ttlMs: COUNTS_TTL_MS });
/** One version's metadata, files and scan report, by name@version. */
export const versionCache = () => sharedCache<VersionDetailRow | null>("version", { maxEntries: 2_000, ttlMs: 10 * 60_000 });
/** "Did you mean" names for an unknown name (dropped when a change makes a similar name findable). */
export const suggestCache = () => sharedCache<string[]>("suggest", { maxEntries: 2_000, ttlMs: 5 * 60_000 });
/** The rows behind the discovery indexes (any change affects them). */
export const discoveryCache = () => sharedCache<DiscoverySkill[]>("discovery", { maxEntries: 1, ttlMs: 10 * 60_000 });
