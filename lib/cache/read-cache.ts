// A bounded in-memory cache for registry reads that knows when to forget (change-feed.ts):
//   * every entry names the skills it shows; a change to one of them drops the entry at once;
//   * an entry can also name the words it was found by (a search page): a change that makes skills
//     findable by terms one of those words may match (matchesTerms) drops it too — a new version
//     shows up in searches that did not list it before;
//   * loads that started before a change are neither stored nor shared with later callers;
//   * concurrent misses for one key share one load;
//   * nothing is cached while the change feed is not live (no listener in this process).
// Entries also expire after `ttlMs` (counters such as downloads are not announced as changes), and
// the least recently used go first beyond `maxEntries`.
import { changeGeneration, isChangeFeedLive, subscribeToChanges, type SkillChange } from "@/lib/cache/change-feed";

export type CacheOptions = { maxEntries: number; ttlMs: number };
/**
 * What a load returns: the value, the skills it shows ("*": any change affects it) and, for a search,
 * the words it was found by ("*": any change that brings terms affects it, e.g. browsing by recency).
 */
export type Loaded<V> = { value: V; skills: readonly string[] | "*"; words?: readonly string[]; isCacheable?: boolean };

type Entry<V> = { value: V; expires: number; skills: readonly string[] | "*"; words?: readonly string[] };

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly bySkill = new Map<string, Set<string>>();
  private readonly inflight = new Map<string, { generation: number; promise: Promise<V> }>();
  /** The last key in `entries` (or a key since deleted): a hit on it needs no move. */
  private newest: string | undefined;
  hits = 0;
  misses = 0;

  constructor(readonly name: string, private readonly options: CacheOptions) {
    subscribeToChanges((change) => this.forget(change));
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, load: () => Promise<Loaded<V>>, now = Date.now()): Promise<V> {
    if (!isChangeFeedLive()) return (await load()).value;
    const hit = this.lookup(key, now);
    if (hit) return hit.value;
    this.delete(key); // expired, if there at all
    this.misses += 1;
    const generation = changeGeneration();
    const pending = this.inflight.get(key);
    if (pending && pending.generation === generation) return pending.promise;
    const promise = load().then((loaded) => {
      if (loaded.isCacheable !== false && changeGeneration() === generation && isChangeFeedLive()) this.store(key, loaded, Date.now());
      return loaded.value;
    });
    this.inflight.set(key, { generation, promise });
    promise.then(
      () => this.clearInflight(key, promise),
      () => this.clearInflight(key, promise),
    );
    return promise;
  }

  /**
   * The entry of `key` if it is cached and fresh (a hit), without waiting: the read path answers its
   * hottest requests synchronously when everything they need is in memory. Undefined: call get().
   */
  lookup(key: string, now = Date.now()): { readonly value: V } | undefined {
    if (!isChangeFeedLive()) return undefined;
    const hit = this.entries.get(key);
    if (!hit || hit.expires <= now) return undefined;
    this.touch(key, hit);
    this.hits += 1;
    return hit;
  }

  /** Peeks without loading (tests and the server's cache statistics). */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  private clearInflight(key: string, promise: Promise<V>) {
    if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
  }

  /**
   * Makes `key` the most recently used. Skipped when it already is: a delete and re-insert makes V8
   * reallocate a small Map's table, in old space for a long-lived Map (garbage for a full collection).
   */
  private touch(key: string, entry: Entry<V>) {
    if (key === this.newest) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.newest = key;
  }

  private store(key: string, loaded: Loaded<V>, now: number) {
    this.delete(key);
    this.entries.set(key, { value: loaded.value, expires: now + this.options.ttlMs, skills: loaded.skills, words: loaded.words });
    this.newest = key;
    const names = loaded.skills === "*" ? ["*"] : loaded.skills;
    for (const name of names) {
      let keys = this.bySkill.get(name);
      if (!keys) this.bySkill.set(name, (keys = new Set()));
      keys.add(key);
    }
    while (this.entries.size > this.options.maxEntries) this.delete(this.entries.keys().next().value as string);
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const name of entry.skills === "*" ? ["*"] : entry.skills) {
      const keys = this.bySkill.get(name);
      keys?.delete(key);
      if (keys?.size === 0) this.bySkill.delete(name);
    }
  }

  private forget(change: SkillChange) {
    this.inflight.clear();
    if ("all" in change) {
      this.entries.clear();
      this.bySkill.clear();
      return;
    }
    for (const name of [...change.skills, "*"]) {
      for (const key of [...(this.bySkill.get(name) ?? [])]) this.delete(key);
    }
    if (!change.terms) return;
    const matches = termMatcher(change.terms);
    for (const [key, entry] of [...this.entries]) if (entry.words?.some(matches)) this.delete(key);
  }
}

/**
 * Whether a query word may match one of `terms` (lexemes: stemmed, lower case), erring on the side
 * of yes: it does when they share their first min(4, both lengths) characters — "reviews"/"review",
 * "dockr"/"docker" (the typo branch corrects it), "ex"/"extra" (a name prefix). "*" matches all.
 */
export function termMatcher(terms: readonly string[] | "*"): (word: string) => boolean {
  if (terms === "*") return () => true;
  const prefixes = new Set<string>();
  const short = new Set<string>();
  for (const term of terms) {
    for (let k = 1; k <= Math.min(4, term.length); k++) prefixes.add(term.slice(0, k));
    if (term.length < 4) short.add(term);
  }
  return (word) => {
    if (word === "*") return true;
    if (prefixes.has(word.slice(0, 4))) return true;
    for (let k = 1; k < Math.min(4, word.length); k++) if (short.has(word.slice(0, k))) return true;
    return false;
  };
}

const holder = globalThis as typeof globalThis & { __skillhubReadCaches?: Map<string, ReadCache<unknown>> };

/** The process's cache of this name (shared by every bundle that loads this module, see change-feed.ts). */
export function sharedCache<V>(name: string, options: CacheOptions): ReadCache<V> {
  holder.__skillhubReadCaches ??= new Map();
  let cache = holder.__skillhubReadCaches.get(name);
  if (!cache) holder.__skillhubReadCaches.set(name, (cache = new ReadCache<unknown>(name, options)));
  return cache as ReadCache<V>;
}

/** Every cache of this process, for statistics. */
export function allCaches(): ReadCache<unknown>[] {
  return [...(holder.__skillhubReadCaches?.values() ?? [])];
}
