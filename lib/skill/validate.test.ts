import { describe, expect, it } from "vitest";
import { readFileListUpload } from "./archive";
import { encodeUtf8 } from "./bytes";
import type { SkillFile } from "./types";
import { validateSkill } from "./validate";

const GOOD_BODY = "\n# Demo\n\n## When to Use\nx\n\n## Procedure\nx\n\n## Pitfalls\nx\n\n## Verification\nx\n";

function skill(frontmatter: string, body = GOOD_BODY, extra: SkillFile[] = []): SkillFile[] {
  return [{ path: "SKILL.md", bytes: encodeUtf8(`---\n${frontmatter}\n---\n${body}`), isExecutable: false }, ...extra];
}

const codes = (issues: { code: string }[]) => issues.map((i) => i.code);

describe("validateSkill", () => {
  it("accepts a clean skill without warnings and reads its fields", () => {
    const result = validateSkill(
      skill(
        [
          "name: pdf-tools",
          "description: Fill and merge PDF forms.",
          "version: 1.2.0",
          "license: MIT",
          "allowed-tools: Read Grep",
          "platforms: [linux, macos]",
          "metadata:",
          "  hermes:",
          "    tags: [pdf, Forms]",
          "    category: productivity",
          "    related_skills: [docx]",
          "tags: [forms, extra]",
        ].join("\n"),
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result).toMatchObject({
      name: "pdf-tools",
      version: "1.2.0",
      description: "Fill and merge PDF forms.",
      category: "productivity",
      tags: ["pdf", "Forms", "extra"],
    });
  });

  it.each([
    ["missing name", "description: d", "SPEC_NAME_MISSING"],
    ["name that is not a string", "name: 12\ndescription: d", "SPEC_NAME_MISSING"],
    ["name of symbols", "name: '***'\ndescription: d", "SPEC_NAME_INVALID_CHARS"],
    ["name in upper case", "name: Pdf-Tools\ndescription: d", "SPEC_NAME_INVALID_CHARS"],
    ["name with a dot", "name: here.now\ndescription: d", "SPEC_NAME_INVALID_CHARS"],
    ["name too long", `name: ${"a".repeat(65)}\ndescription: d`, "SPEC_NAME_TOO_LONG"],
    ["name with a leading hyphen", "name: -pdf\ndescription: d", "SPEC_NAME_HYPHEN_EDGE"],
    ["name with a trailing hyphen", "name: pdf-\ndescription: d", "SPEC_NAME_HYPHEN_EDGE"],
    ["name with a double hyphen", "name: pdf--tools\ndescription: d", "SPEC_NAME_DOUBLE_HYPHEN"],
    ["missing description", "name: a", "SPEC_DESCRIPTION_MISSING"],
    ["blank description", "name: a\ndescription: '   '", "SPEC_DESCRIPTION_MISSING"],
    ["description of 1025 characters", `name: a\ndescription: ${"d".repeat(1025)}`, "SPEC_DESCRIPTION_TOO_LONG"],
    ["description of 1511 characters (issue 14)", `name: a\ndescription: ${"d".repeat(1511)}`, "SPEC_DESCRIPTION_TOO_LONG"],
    ["license that is a list", "name: a\ndescription: d\nlicense: [MIT]", "SPEC_LICENSE_INVALID"],
    ["empty compatibility", "name: a\ndescription: d\ncompatibility: ''", "SPEC_COMPATIBILITY_INVALID"],
    ["compatibility of 501 characters", `name: a\ndescription: d\ncompatibility: ${"c".repeat(501)}`, "SPEC_COMPATIBILITY_TOO_LONG"],
    ["metadata that is a list", "name: a\ndescription: d\nmetadata: [a, b]", "SPEC_METADATA_NOT_MAP"],
    ["metadata that is a string", "name: a\ndescription: d\nmetadata: author", "SPEC_METADATA_NOT_MAP"],
    ["allowed-tools that is a map", "name: a\ndescription: d\nallowed-tools:\n  Read: true", "SPEC_ALLOWED_TOOLS_INVALID"],
    ["allowed-tools with a number", "name: a\ndescription: d\nallowed-tools: [Read, 3]", "SPEC_ALLOWED_TOOLS_INVALID"],
    ["platforms not a list", "name: a\ndescription: d\nplatforms: linux", "FRONTMATTER_INVALID"],
    ["metadata.hermes.tags not a list", "name: a\ndescription: d\nmetadata:\n  hermes:\n    tags: pdf", "FRONTMATTER_INVALID"],
    ["user-invocable not a boolean", "name: a\ndescription: d\nuser-invocable: sometimes", "FRONTMATTER_INVALID"],
    ["duplicate key", "name: a\nname: b\ndescription: d", "FRONTMATTER_DUPLICATE_KEY"],
  ])("%s → %s", (_label, frontmatter, code) => {
    expect(codes(validateSkill(skill(frontmatter)).errors)).toContain(code);
  });

  it.each([
    ["a name of 64 characters", `name: ${"a".repeat(64)}\ndescription: d`],
    ["a description of 1024 characters", `name: a\ndescription: ${"d".repeat(1024)}`],
    // 1024 code points, 1536 UTF-16 units: the spec counts characters, as Python's len does.
    ["a description of 1024 characters with emoji", `name: a\ndescription: ${"d😀".repeat(512)}`],
    ["a compatibility of 500 characters", `name: a\ndescription: d\ncompatibility: ${"c".repeat(500)}`],
    ["string metadata", "name: a\ndescription: d\nmetadata:\n  author: example-org\n  version: '1.0'"],
    ["allowed-tools as a list", "name: a\ndescription: d\nallowed-tools: [Read, 'Bash(git:*)']"],
  ])("accepts %s", (_label, frontmatter) => {
    expect(validateSkill(skill(frontmatter)).errors).toEqual([]);
  });

  it("checks the name against the folder the skill came in", () => {
    expect(codes(validateSkill(skill("name: pdf-tools\ndescription: d"), { folder: "pdf-tools" }).errors)).toEqual([]);
    const mismatch = validateSkill(skill("name: pdf-tools\ndescription: d"), { folder: "pdf" }).errors;
    expect(mismatch).toEqual([expect.objectContaining({ code: "SPEC_NAME_FOLDER_MISMATCH", field: "name", path: "SKILL.md" })]);
    expect(codes(validateSkill(skill("name: pdf-tools\ndescription: d"), { folder: null }).errors)).toEqual([]);
  });

  it("reads the folder from an upload's one top folder", () => {
    const upload = readFileListUpload([{ path: "pdf/SKILL.md", bytes: encodeUtf8("---\nname: pdf-tools\ndescription: d\n---\n") }]);
    expect(upload.folder).toBe("pdf");
    expect(codes(validateSkill(upload.files, { folder: upload.folder }).errors)).toEqual(["SPEC_NAME_FOLDER_MISMATCH"]);
    expect(readFileListUpload([{ path: "SKILL.md", bytes: encodeUtf8("---\nname: a\ndescription: d\n---\n") }]).folder).toBeNull();
  });

  it("warns about non-string metadata values other than metadata.hermes", () => {
    const result = validateSkill(skill("name: a\ndescription: d\nmetadata:\n  openclaw:\n    emoji: x\n  hermes:\n    tags: [a]"));
    expect(result.errors).toEqual([]);
    expect(result.warnings.filter((w) => w.code.startsWith("SPEC_"))).toEqual([
      expect.objectContaining({ code: "SPEC_METADATA_VALUE_NOT_STRING", field: "metadata.openclaw" }),
    ]);
  });

  it("reports a missing or wrongly cased SKILL.md as an error", () => {
    expect(codes(validateSkill([]).errors)).toEqual(["SKILL_MD_MISSING"]);
    expect(codes(validateSkill([{ path: "skill.md", bytes: new Uint8Array(), isExecutable: false }]).errors)).toEqual([
      "SKILL_MD_WRONG_CASE",
    ]);
  });

  it("carries line and column of YAML errors", () => {
    const [error] = validateSkill(skill("name: a\ndescription: [oops")).errors;
    expect(error).toMatchObject({ code: "FRONTMATTER_YAML_INVALID", path: "SKILL.md" });
    expect(error.line).toBeGreaterThan(1);
  });

  it("warns without blocking", () => {
    const result = validateSkill(
      skill(
        [
          "name: here-now",
          `description: ${"A long description that goes past sixty characters. ".repeat(3)}`,
          "version: 1.0",
          "platforms: [linux, beos]",
          "x-custom: kept",
        ].join("\n"),
        "\n# Only a title\n",
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.name).toBe("here-now");
    expect(result.frontmatter["x-custom"]).toBe("kept");
    expect(codes(result.warnings).sort()).toEqual(
      [
        "BODY_SECTION_MISSING",
        "BODY_SECTION_MISSING",
        "BODY_SECTION_MISSING",
        "BODY_SECTION_MISSING",
        "DESCRIPTION_LONG",
        "PLATFORM_UNKNOWN",
        "UNKNOWN_FIELD",
        "VERSION_NOT_SEMVER",
      ].sort(),
    );
  });

  it("shows a non-spec name in its canonical form while it is an error", () => {
    const result = validateSkill(skill("name: Here.Now\ndescription: d"));
    expect(codes(result.errors)).toEqual(["SPEC_NAME_INVALID_CHARS"]);
    expect(result.name).toBe("here-now");
  });

  it("accepts Claude Code fields and top-level category", () => {
    const result = validateSkill(
      skill(
        [
          "name: deploy",
          "description: Deploy the app.",
          "disable-model-invocation: true",
          "user-invocable: true",
          "argument-hint: '[env]'",
          "model: sonnet",
          "context: fork",
          "agent: Explore",
          "hooks:",
          "  PreToolUse: []",
          "allowed-tools: [Read, 'Bash(git *)']",
          "category: devops",
        ].join("\n"),
      ),
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.category).toBe("devops");
  });

  it("ignores headings inside code fences when looking for sections", () => {
    const body = "\n```md\n## When to Use\n## Procedure\n## Pitfalls\n## Verification\n```\n";
    expect(codes(validateSkill(skill("name: a\ndescription: d", body)).warnings)).toContain("BODY_SECTION_MISSING");
  });
});
