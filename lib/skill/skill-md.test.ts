import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { encodeUtf8 } from "./bytes";
import { parseSkillMd } from "./skill-md";

function failure(input: string | Uint8Array): AppError {
  try {
    parseSkillMd(input);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected parseSkillMd to throw");
}

describe("parseSkillMd", () => {
  it("splits frontmatter and body and reports where the body starts", () => {
    const parsed = parseSkillMd("---\nname: a\ndescription: b\n---\n# Title\nText\n");
    expect(parsed.frontmatter).toEqual({ name: "a", description: "b" });
    expect(parsed.body).toBe("# Title\nText\n");
    expect(parsed.bodyStartLine).toBe(5);
  });

  it("strips a BOM and accepts CRLF, from bytes", () => {
    const bytes = encodeUtf8("\ufeff---\r\nname: a\r\ndescription: b\r\n---\r\nBody\r\n");
    const parsed = parseSkillMd(bytes);
    expect(parsed.frontmatter).toEqual({ name: "a", description: "b" });
    expect(parsed.body).toBe("Body\n");
  });

  it("accepts an empty body and trailing spaces on fences", () => {
    expect(parseSkillMd("--- \nname: a\n---").body).toBe("");
  });

  it.each([
    ["no frontmatter", "# Just markdown\n", "FRONTMATTER_MISSING"],
    ["frontmatter not on line 1", "\n---\nname: a\n---\n", "FRONTMATTER_MISSING"],
    ["unterminated", "---\nname: a\ndescription: b\n", "FRONTMATTER_UNTERMINATED"],
    ["duplicate key", "---\nname: a\nname: b\n---\n", "FRONTMATTER_DUPLICATE_KEY"],
    ["syntax error", "---\nname: [a\ndescription: b\n---\n", "FRONTMATTER_YAML_INVALID"],
    ["unresolved tag", "---\nname: !!python/object:os.system x\n---\n", "FRONTMATTER_YAML_INVALID"],
    ["a list, not a mapping", "---\n- a\n- b\n---\n", "FRONTMATTER_NOT_MAPPING"],
    ["a scalar", "---\njust text\n---\n", "FRONTMATTER_NOT_MAPPING"],
    ["empty", "---\n---\n", "FRONTMATTER_NOT_MAPPING"],
    ["__proto__ key", "---\nname: a\n__proto__:\n  polluted: true\n---\n", "FRONTMATTER_INVALID"],
  ])("%s → %s", (_label, text, code) => {
    expect(failure(text).code).toBe(code);
  });

  it("rejects invalid UTF-8", () => {
    expect(failure(new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xff, 0x0a])).code).toBe("SKILL_MD_NOT_UTF8");
  });

  it("bounds alias expansion (billion laughs)", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(", ")}]`);
    }
    expect(failure(`---\n${levels.join("\n")}\n---\n`).code).toBe("FRONTMATTER_ALIAS_LIMIT");
  });

  it("reports line and column in file coordinates", () => {
    const error = failure("---\nname: a\ndescription: b\nname: c\n---\n");
    expect(error.code).toBe("FRONTMATTER_DUPLICATE_KEY");
    expect(error.details).toMatchObject({ line: 4, column: 1 });
    expect(error.message).toContain("line 4");
  });
});
