// The in-memory read caches: what they keep, when they forget, and that a load racing a change is
// never stored. Pure (the feed is driven by hand; the LISTEN side is tested in test/registry).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applyChange, decodeChange, encodeChange, setChangeFeedLive } from "./change-feed";
import { ReadCache, termMatcher } from "./read-cache";

let n = 0;
const fresh = (options = { maxEntries: 100, ttlMs: 60_000 }) => new ReadCache<string>(`test-${n++}`, options);
const value = (v: string, skills: string[] | "*" = [], words?: string[]) => async () => ({ value: v, skills, words });

beforeEach(() => setChangeFeedLive(true));
afterEach(() => setChangeFeedLive(false));

describe("ReadCache", () => {
  it("answers repeats from memory and forgets an entry when a skill it shows changes", async () => {
    const cache = fresh();
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, skills: ["alpha"] });
    expect(await cache.get("k", load)).toBe("v1");
    expect(await cache.get("k", load)).toBe("v1");
    applyChange({ skills: ["beta"] });
    expect(await cache.get("k", load)).toBe("v1");
    applyChange({ skills: ["alpha"] });
    expect(await cache.get("k", load)).toBe("v2");
    expect(loads).toBe(2);
  });

  it("drops everything on an all-change, and entries that depend on any change on every change", async () => {
    const cache = fresh();
    await cache.get("a", value("a", ["alpha"]));
    await cache.get("index", value("index", "*"));
    applyChange({ skills: ["zeta"] });
    expect(cache.peek("a")).toBe("a");
    expect(cache.peek("index")).toBeUndefined();
    applyChange({ all: true });
    expect(cache.peek("a")).toBeUndefined();
  });

  it("drops search pages whose words the change's terms may match, and only those", async () => {
    const cache = fresh();
    await cache.get("pdf", value("pdf page", ["pdf-tools"], ["pdf"]));
    await cache.get("reviews", value("reviews page", [], ["reviews"]));
    await cache.get("git", value("git page", [], ["git"]));
    await cache.get("browse", value("browse page", [], ["*"]));
    applyChange({ skills: ["new-skill"], terms: ["review", "code"] });
    expect(cache.peek("reviews")).toBeUndefined(); // "reviews" shares "revi" with the stem "review"
    expect(cache.peek("browse")).toBeUndefined(); // browsing changes with any publish
    expect(cache.peek("pdf")).toBe("pdf page");
    expect(cache.peek("git")).toBe("git page");
    applyChange({ skills: ["other"], terms: "*" });
    expect(cache.size).toBe(0);
  });

  it("neither stores nor shares a load that started before a change", async () => {
    const cache = fresh();
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const first = cache.get("k", async () => {
      await slow;
      return { value: "before the change", skills: ["alpha"] };
    });
    applyChange({ skills: ["alpha"] });
    const second = cache.get("k", value("after the change", ["alpha"]));
    release();
    expect(await first).toBe("before the change");
    expect(await second).toBe("after the change");
    expect(cache.peek("k")).toBe("after the change");
  });

  it("shares one load between concurrent misses of a key", async () => {
    const cache = fresh();
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { value: "once", skills: [] };
    };
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual(["once", "once", "once"]);
    expect(loads).toBe(1);
  });

  it("caches nothing while no listener hears other instances' changes", async () => {
    const cache = fresh();
    setChangeFeedLive(false);
    let loads = 0;
    const load = async () => ({ value: `v${++loads}`, skills: [] });
    await cache.get("k", load);
    await cache.get("k", load);
    expect(loads).toBe(2);
    setChangeFeedLive(true);
    await cache.get("k", load);
    await cache.get("k", load);
    expect(loads).toBe(3);
  });

  it("keeps at most maxEntries (least recently used go first) and honours the TTL", async () => {
    const cache = fresh({ maxEntries: 2, ttlMs: 1_000 });
    const t0 = Date.now();
    await cache.get("a", value("a"), t0);
    await cache.get("b", value("b"), t0);
    await cache.get("a", value("a2"), t0); // a is now the most recent
    await cache.get("c", value("c"), t0);
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual(["a", undefined, "c"]);
    expect(await cache.get("a", value("expired"), t0 + 5_000)).toBe("expired");
  });

  it("lookup answers a fresh entry without waiting, as a hit that keeps the same recency order as get", async () => {
    const cache = fresh({ maxEntries: 2, ttlMs: 1_000 });
    const t0 = Date.now();
    expect(cache.lookup("a", t0)).toBeUndefined();
    await cache.get("a", value("a"), t0);
    await cache.get("b", value("b"), t0);
    const hits = cache.hits;
    expect(cache.lookup("a", t0)?.value).toBe("a");
    expect(cache.lookup("a", t0)?.value).toBe("a"); // already the most recent
    expect(cache.hits).toBe(hits + 2);
    await cache.get("c", value("c"), t0);
    expect([cache.peek("a"), cache.peek("b"), cache.peek("c")]).toEqual(["a", undefined, "c"]);
    expect(cache.lookup("a", t0 + 5_000)).toBeUndefined(); // expired
    setChangeFeedLive(false);
    expect(cache.lookup("c", t0)).toBeUndefined(); // nothing is trusted without the feed
  });
});

describe("termMatcher", () => {
  it("matches a word sharing its first four characters (or a short term whole) with a term, and '*' everywhere", () => {
    const matches = termMatcher(["review", "docker", "pdf", "go"]);
    expect(["review", "reviews", "reviewing", "dockr", "docker", "pdf", "pdfs", "golang", "pd"].filter(matches)).toEqual([
      "review", "reviews", "reviewing", "dockr", "docker", "pdf", "pdfs", "golang", "pd",
    ]);
    expect(["git", "kubernetes", "rev", "doc"].filter(matches)).toEqual(["rev", "doc"]);
    expect(["kubernetes"].filter(termMatcher("*"))).toEqual(["kubernetes"]);
    expect(["*"].filter(termMatcher([]))).toEqual(["*"]);
  });
});

describe("change payloads", () => {
  it("round-trip through NOTIFY payloads; too many terms become '*', too many skills 'everything'", () => {
    expect(decodeChange(encodeChange({ skills: ["a", "b"], terms: ["x"] }))).toEqual({ skills: ["a", "b"], terms: ["x"] });
    expect(decodeChange(encodeChange({ skills: ["a"], terms: Array.from({ length: 2_000 }, (_, i) => `term${i}`) }))).toEqual({ skills: ["a"], terms: "*" });
    expect(decodeChange(encodeChange({ skills: Array.from({ length: 2_000 }, (_, i) => `skill-${i}`) }))).toEqual({ all: true });
    expect(decodeChange("not json")).toEqual({ all: true });
    expect(decodeChange(JSON.stringify({ skills: [1, 2] }))).toEqual({ all: true });
  });
});
