// Judging a skill's content: SKILL.md present, frontmatter parsed and checked against the schema,
// plus the warnings that help authors. Errors block a publish; warnings only inform.
// Pure; runs in the browser.

import { valid as validSemver } from "semver";
import { AppError, isAppError, type ErrorCode } from "@/lib/errors";
import { canonicalName } from "./names";
import { KNOWN_FRONTMATTER_KEYS, skillFrontmatterSchema } from "./schema";
import { SKILL_MD } from "./normalise";
import { parseSkillMd } from "./skill-md";
import { checkSpec, SPEC_FIELDS } from "./spec";
import type { SkillFile } from "./types";

/**
 * One finding. `code` is an ErrorCode for errors and a stable warning code (below) for warnings;
 * `field` is the dotted frontmatter key; `path` the file; `line`/`column` are 1-based.
 */
export type Issue = {
  code: string;
  message: string;
  path?: string;
  field?: string;
  line?: number;
  column?: number;
};

export const WARNING_CODES = {
  SPEC_METADATA_VALUE_NOT_STRING: "SPEC_METADATA_VALUE_NOT_STRING",
  DESCRIPTION_LONG: "DESCRIPTION_LONG",
  VERSION_NOT_SEMVER: "VERSION_NOT_SEMVER",
  VERSION_MISSING: "VERSION_MISSING",
  BODY_EMPTY: "BODY_EMPTY",
  BODY_SECTION_MISSING: "BODY_SECTION_MISSING",
  UNKNOWN_FIELD: "UNKNOWN_FIELD",
  PLATFORM_UNKNOWN: "PLATFORM_UNKNOWN",
} as const;

/**
 * The result of `validateSkill`. `name` is the name the registry stores: the frontmatter's, which
 * the spec rules (./spec.ts) require to be canonical already; while it is not, its canonical form,
 * for display (empty when SKILL.md could not be read). `frontmatter` is exactly what the author wrote, unknown keys
 * included; the typed fields are read from it. The skill is publishable when `errors` is empty.
 */
export type ValidatedSkill = {
  name: string;
  frontmatter: Record<string, unknown>;
  body: string;
  bodyStartLine: number;
  version?: string;
  description: string;
  category?: string;
  tags: string[];
  errors: Issue[];
  warnings: Issue[];
};

/** Agents' prompt indexes cut descriptions around here. */
export const DESCRIPTION_SOFT_LIMIT = 60;
export const RECOMMENDED_SECTIONS = ["When to Use", "Procedure", "Pitfalls", "Verification"] as const;
export const KNOWN_PLATFORMS = new Set(["linux", "macos", "windows"]);

function emptyResult(errors: Issue[]): ValidatedSkill {
  return { name: "", frontmatter: {}, body: "", bodyStartLine: 1, description: "", tags: [], errors, warnings: [] };
}

function headings(body: string): string[] {
  const withoutFences = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  return [...withoutFences.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)].map((m) => m[1].toLowerCase());
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function readTags(frontmatter: Record<string, unknown>, hermes: Record<string, unknown>): string[] {
  const seen = new Map<string, string>();
  for (const tag of [...stringList(hermes.tags), ...stringList(frontmatter.tags)]) {
    const trimmed = tag.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export type ValidateOptions = {
  /**
   * The folder the skill came in, which the spec says the name must match: `folder` from
   * readSkillUpload, or the folder a CLI publishes. Null or absent when there was none.
   */
  folder?: string | null;
};

/**
 * Validates a normalised file list (from `readArchive` / `readFileList`). Never throws for
 * content problems: everything found is in `errors` and `warnings`.
 */
export function validateSkill(files: SkillFile[], options: ValidateOptions = {}): ValidatedSkill {
  const skillMd = files.find((f) => f.path === SKILL_MD);
  if (!skillMd) {
    const wrongCase = files.find((f) => f.path.toLowerCase() === "skill.md");
    return emptyResult([
      wrongCase
        ? { code: "SKILL_MD_WRONG_CASE", message: `Found ${wrongCase.path}; the file must be named exactly SKILL.md`, path: wrongCase.path }
        : { code: "SKILL_MD_MISSING", message: "No SKILL.md at the root of the skill", path: SKILL_MD },
    ]);
  }

  let parsed: ReturnType<typeof parseSkillMd>;
  try {
    parsed = parseSkillMd(skillMd.bytes);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const d = error.details ?? {};
    return emptyResult([
      {
        code: error.code,
        message: error.message,
        path: SKILL_MD,
        ...(typeof d.field === "string" ? { field: d.field } : {}),
        ...(typeof d.line === "number" ? { line: d.line } : {}),
        ...(typeof d.column === "number" ? { column: d.column } : {}),
      },
    ]);
  }

  const { frontmatter, body, bodyStartLine } = parsed;
  const rawName = typeof frontmatter.name === "string" ? frontmatter.name : "";
  const rawDescription = typeof frontmatter.description === "string" ? frontmatter.description.trim() : "";

  const spec = checkSpec(frontmatter, { folder: options.folder });
  const errors: Issue[] = spec.errors.map((issue) => ({ ...issue, path: SKILL_MD }));
  const warnings: Issue[] = spec.warnings.map((issue) => ({ ...issue, path: SKILL_MD }));

  const result = skillFrontmatterSchema.safeParse(frontmatter);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path.map(String).join(".");
    const top = String(issue.path[0] ?? "");
    // The spec's fields are checkSpec's; only the client extensions nested in metadata are the schema's.
    if (SPEC_FIELDS.has(top) && !(top === "metadata" && issue.path.length > 1)) continue;
    errors.push({ code: "FRONTMATTER_INVALID" satisfies ErrorCode, message: `${field || "frontmatter"}: ${issue.message}`, path: SKILL_MD, field });
  }

  for (const key of Object.keys(frontmatter)) {
    if (!KNOWN_FRONTMATTER_KEYS.has(key)) {
      warnings.push({
        code: WARNING_CODES.UNKNOWN_FIELD,
        message: `Unknown frontmatter field '${key}' is kept as written`,
        path: SKILL_MD,
        field: key,
      });
    }
  }

  let version: string | undefined;
  if (typeof frontmatter.version === "string" || typeof frontmatter.version === "number") {
    version = String(frontmatter.version).trim();
    if (!validSemver(version)) {
      warnings.push({
        code: WARNING_CODES.VERSION_NOT_SEMVER,
        message: `version '${version}' is not semver (x.y.z); quote it in YAML if it looks like a number`,
        path: SKILL_MD,
        field: "version",
      });
    }
  }

  if (rawDescription.length > DESCRIPTION_SOFT_LIMIT) {
    warnings.push({
      code: WARNING_CODES.DESCRIPTION_LONG,
      message: `description has ${rawDescription.length} characters; agent skill indexes often show only the first ${DESCRIPTION_SOFT_LIMIT}`,
      path: SKILL_MD,
      field: "description",
    });
  }

  for (const platform of stringList(frontmatter.platforms)) {
    if (!KNOWN_PLATFORMS.has(platform)) {
      warnings.push({
        code: WARNING_CODES.PLATFORM_UNKNOWN,
        message: `platform '${platform}' is not one of ${[...KNOWN_PLATFORMS].join(", ")}`,
        path: SKILL_MD,
        field: "platforms",
      });
    }
  }

  if (body.trim() === "") {
    warnings.push({ code: WARNING_CODES.BODY_EMPTY, message: "SKILL.md has no instructions after the frontmatter", path: SKILL_MD });
  } else {
    const found = headings(body);
    for (const section of RECOMMENDED_SECTIONS) {
      if (!found.some((h) => h.includes(section.toLowerCase()))) {
        warnings.push({
          code: WARNING_CODES.BODY_SECTION_MISSING,
          message: `SKILL.md has no '${section}' section`,
          path: SKILL_MD,
        });
      }
    }
  }

  const hermes = asRecord(asRecord(frontmatter.metadata).hermes);
  const category =
    typeof hermes.category === "string" ? hermes.category : typeof frontmatter.category === "string" ? frontmatter.category : undefined;

  return {
    name: rawName && spec.errors.every((e) => e.field !== "name") ? rawName : canonicalName(rawName),
    frontmatter,
    body,
    bodyStartLine,
    version,
    description: rawDescription,
    category,
    tags: readTags(frontmatter, hermes),
    errors,
    warnings,
  };
}

/** `validateSkill`, throwing the first error as an AppError (with every error in details). */
export function assertValidSkill(files: SkillFile[]): ValidatedSkill {
  const skill = validateSkill(files);
  if (skill.errors.length === 0) return skill;
  const [first] = skill.errors;
  throw new AppError(first.code as ErrorCode, first.message, {
    path: first.path,
    field: first.field,
    line: first.line,
    column: first.column,
    errors: skill.errors,
  });
}
