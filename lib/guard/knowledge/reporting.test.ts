import { describe, expect, it } from "vitest";
import { collectorUrl, isSdkInit, isSdkSend, SDK_DEST_KEYS } from "./reporting";

describe("reporting SDK tables", () => {
  it("spells collector option names per language", () => {
    expect(SDK_DEST_KEYS.camel).toContain("apiHost");
    expect(SDK_DEST_KEYS.snake).toContain("api_host");
    expect(SDK_DEST_KEYS.camel).not.toContain("api_host");
  });

  it("knows send methods in either spelling, and not look-alikes", () => {
    for (const m of ["captureException", "capture_exception", "trackEvent", "setUser", "set_user", "addBreadcrumb", "log_event", "identify"]) expect(isSdkSend(m), m).toBe(true);
    for (const m of ["login", "logout", "getUser", "flush", "close"]) expect(isSdkSend(m), m).toBe(false);
    expect(isSdkInit("init") && isSdkInit("configure")).toBe(true);
    expect(isSdkInit("initialise_cache")).toBe(false);
  });

  it("takes the first absolute URL with a host as the collector", () => {
    expect(collectorUrl(["", "/relative", "https://o1.ingest.invalid/42"])).toBe("https://o1.ingest.invalid/42");
    expect(collectorUrl(["https://⟨?⟩/x"])).toBeUndefined();
  });
});
