// The v0.2 index keeps descriptions within the limit the `skills` CLI checks (1024 UTF-16 units):
// a longer one would make it skip the skill.
import { describe, expect, it } from "vitest";
import { discoveryDescription } from "./agent-skills-index";

describe("discoveryDescription", () => {
  it.each([
    ["short", "Formats notes.", "Formats notes."],
    ["exactly 1024", "a".repeat(1024), "a".repeat(1024)],
    ["1025 → 1023 + ellipsis", "a".repeat(1025), `${"a".repeat(1023)}…`],
    // 1024 code points (the spec's count) with astral characters are more than 1024 UTF-16 units.
    ["no half surrogate pair", `${"a".repeat(1022)}😀😀`, `${"a".repeat(1022)}…`],
  ])("%s", (_, input, expected) => {
    const out = discoveryDescription(input);
    expect(out).toBe(expected);
    expect(out.length).toBeLessThanOrEqual(1024);
  });
});
