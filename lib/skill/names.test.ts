import { describe, expect, it } from "vitest";
import { collectHermesOfficialNames, DEFAULT_CORPUS_DIR, renderHermesNamesModule } from "./generate-hermes-names";
import { HERMES_OFFICIAL_SKILL_NAMES } from "./hermes-official-names";
import { canonicalName, findReservedName, isReservedName, isValidSkillName, similarityKey } from "./names";

describe("canonicalName / isValidSkillName", () => {
  it.each([
    ["PDF Tools", "pdf-tools"],
    ["here.now", "here-now"],
    ["snake_case__name", "snake-case-name"],
    ["--edge--", "edge"],
    ["ﬁle-tools", "file-tools"],
    ["pdf-tools", "pdf-tools"],
    ["a1-b2-c3", "a1-b2-c3"],
  ])("%s → %s", (input, canonical) => {
    expect(canonicalName(input)).toBe(canonical);
    expect(isValidSkillName(canonical)).toBe(true);
  });

  it.each(["", "-a", "a-", "a--b", "A", "a_b", "a.b", "é", "a".repeat(65)])("rejects %j", (name) => {
    expect(isValidSkillName(name)).toBe(false);
  });

  it("accepts 64 characters", () => {
    expect(isValidSkillName("a".repeat(64))).toBe(true);
  });
});

describe("similarityKey", () => {
  it.each([
    ["pdf-tools", "PDF_Tools"],
    ["pdf-tools", "pdf.tools"],
    ["pdf-tools", "pdf tools"],
    ["mail-helper", "rnail-helper"],
    ["web-search", "vveb-search"],
    ["clip", "c1ip"],
    ["clip", "cIip"],
    ["docs", "d0cs"],
    ["apple-notes", "аpple-notes"], // Cyrillic а
    ["opus", "οpus"], // Greek omicron
    ["cafe", "café"],
  ])("%s ~ %s", (a, b) => {
    expect(similarityKey(a)).toBe(similarityKey(b));
  });

  it("keeps different names apart", () => {
    expect(similarityKey("pdf-tools")).not.toBe(similarityKey("pdf-tool"));
  });
});

describe("reserved names", () => {
  it.each(["api", "Admin", "well-known", "skillhub", "anthropic", "claude", "openai", "readme", "index", "skill", "arxiv", "1password"])(
    "%s is reserved",
    (name) => {
      expect(isReservedName(name)).toBe(true);
    },
  );

  it("catches look-alikes of reserved names", () => {
    expect(findReservedName("adm1n")).toBe("admin");
    expect(findReservedName("аnthropic")).toBe("anthropic");
    expect(findReservedName("hermes_agent")).toBe("hermes-agent");
  });

  it("leaves ordinary names free", () => {
    expect(isReservedName("my-pdf-helper")).toBe(false);
  });

  it("holds every official Hermes skill in the corpus (regenerate with generate-hermes-names.ts)", () => {
    const expected = collectHermesOfficialNames(DEFAULT_CORPUS_DIR);
    expect(expected.length).toBeGreaterThan(170);
    expect([...HERMES_OFFICIAL_SKILL_NAMES]).toEqual(expected);
    expect(renderHermesNamesModule(expected)).toContain(`"${expected[0]}"`);
    for (const name of expected) expect(isReservedName(name)).toBe(true);
  });
});
