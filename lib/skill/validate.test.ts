import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFileList } from "./archive";
import { encodeUtf8 } from "./bytes";
import { DEFAULT_CORPUS_DIR } from "./generate-hermes-names";
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
    ["missing name", "description: d", "NAME_INVALID"],
    ["uppercase-only name that has no canonical form", "name: '***'\ndescription: d", "NAME_INVALID"],
    ["name too long", `name: ${"a".repeat(70)}\ndescription: d`, "NAME_INVALID"],
    ["missing description", "name: a", "FRONTMATTER_INVALID"],
    ["blank description", "name: a\ndescription: '   '", "FRONTMATTER_INVALID"],
    ["description past the hard cap", `name: a\ndescription: ${"d".repeat(5000)}`, "FRONTMATTER_INVALID"],
    ["compatibility too long", `name: a\ndescription: d\ncompatibility: ${"c".repeat(501)}`, "FRONTMATTER_INVALID"],
    ["platforms not a list", "name: a\ndescription: d\nplatforms: linux", "FRONTMATTER_INVALID"],
    ["metadata.hermes.tags not a list", "name: a\ndescription: d\nmetadata:\n  hermes:\n    tags: pdf", "FRONTMATTER_INVALID"],
    ["user-invocable not a boolean", "name: a\ndescription: d\nuser-invocable: sometimes", "FRONTMATTER_INVALID"],
    ["duplicate key", "name: a\nname: b\ndescription: d", "FRONTMATTER_DUPLICATE_KEY"],
  ])("%s → %s", (_label, frontmatter, code) => {
    expect(codes(validateSkill(skill(frontmatter)).errors)).toContain(code);
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
          "name: Here.Now",
          `description: ${"A long description that goes past sixty characters for sure. ".repeat(18)}`,
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
        "DESCRIPTION_OVER_SPEC",
        "NAME_NOT_SPEC",
        "PLATFORM_UNKNOWN",
        "UNKNOWN_FIELD",
        "VERSION_NOT_SEMVER",
      ].sort(),
    );
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

function readSkillFolder(dir: string, root: string): SkillFile[] {
  const files: { path: string; bytes: Uint8Array }[] = [];
  const walk = (abs: string, rel: string) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(abs, entry.name), `${rel}${entry.name}/`);
      else files.push({ path: `${root}/${rel}${entry.name}`, bytes: readFileSync(join(abs, entry.name)) });
    }
  };
  walk(dir, "");
  return readFileList(files);
}

describe("the benign corpus", () => {
  it("every skill reads and validates with zero errors", () => {
    const sources = readdirSync(DEFAULT_CORPUS_DIR).filter((s) => statSync(join(DEFAULT_CORPUS_DIR, s)).isDirectory());
    let total = 0;
    let nameDiffers = 0;
    let withWarnings = 0;
    const warningCounts: Record<string, number> = {};
    const failures: string[] = [];
    for (const source of sources) {
      for (const folder of readdirSync(join(DEFAULT_CORPUS_DIR, source))) {
        total++;
        const result = validateSkill(readSkillFolder(join(DEFAULT_CORPUS_DIR, source, folder), folder));
        if (result.errors.length > 0) failures.push(`${source}/${folder}: ${JSON.stringify(result.errors)}`);
        if (result.frontmatter.name !== folder) nameDiffers++;
        if (result.warnings.length > 0) withWarnings++;
        for (const w of result.warnings) warningCounts[w.code] = (warningCounts[w.code] ?? 0) + 1;
      }
    }
    console.log(
      `corpus: ${total} skills, ${failures.length} with errors, ${nameDiffers} whose frontmatter name differs from the folder, ` +
        `${withWarnings} with warnings ${JSON.stringify(warningCounts)}`,
    );
    expect(failures).toEqual([]);
    expect(total).toBe(200);
  });
});
