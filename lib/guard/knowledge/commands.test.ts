import { describe, expect, it } from "vitest";
import { isMinerText } from "./commands";

describe("isMinerText", () => {
  it("knows native miners and stratum", () => {
    expect(isMinerText("./xmrig -o stratum+tcp://pool.invalid:3333 -u WALLET")).toBe(true);
    expect(isMinerText('{"id":1,"method":"mining.subscribe","params":[]}')).toBe(true);
  });

  it("knows in-browser miners by their configuration, whatever the brand", () => {
    expect(isMinerText('new Foo.Anonymous("pk_x", { throttle: 0.3, threads: navigator.hardwareConcurrency || 4 }).start()')).toBe(true);
    expect(isMinerText('{"site":"k","throttle":0.6,"threads":navigator.hardwareConcurrency-1}')).toBe(true);
    expect(isMinerText('var m = new CoinHive.User("key", "user"); m.start();')).toBe(true);
    expect(isMinerText('<script src="/lib/cryptonight.wasm"></script>')).toBe(true);
  });

  it("leaves ordinary throttling and worker pools alone", () => {
    expect(isMinerText("const onScroll = throttle(update, 100); const pool = new Pool({ threads: 4 });")).toBe(false);
    expect(isMinerText("{ throttle: 0.5 }")).toBe(false);
    expect(isMinerText("workers: { threads: 8, pool: 'forks' }")).toBe(false);
  });
});
