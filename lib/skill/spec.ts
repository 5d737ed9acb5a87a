// The agentskills.io specification's frontmatter rules (agentskills.io/specification), each with a
// stable error code. This is the one definition: validateSkill runs it, and through it the registry's
// publish verb, the browser's pre-check (app/publish) and `skillhub publish`. Lengths are counted in
// Unicode code points, as the spec's reference validator (skills-ref, Python `len`) counts them.
// Pure; runs in the browser.

export const SPEC_NAME_MAX_LENGTH = 64;
export const SPEC_DESCRIPTION_MAX_LENGTH = 1024;
export const SPEC_COMPATIBILITY_MAX_LENGTH = 500;

/** Every spec error code; lib/errors.ts maps each to 400. */
export const SPEC_ERROR_CODES = [
  "SPEC_NAME_MISSING",
  "SPEC_NAME_TOO_LONG",
  "SPEC_NAME_INVALID_CHARS",
  "SPEC_NAME_HYPHEN_EDGE",
  "SPEC_NAME_DOUBLE_HYPHEN",
  "SPEC_NAME_FOLDER_MISMATCH",
  "SPEC_DESCRIPTION_MISSING",
  "SPEC_DESCRIPTION_TOO_LONG",
  "SPEC_LICENSE_INVALID",
  "SPEC_COMPATIBILITY_INVALID",
  "SPEC_COMPATIBILITY_TOO_LONG",
  "SPEC_METADATA_NOT_MAP",
  "SPEC_ALLOWED_TOOLS_INVALID",
] as const;
export type SpecErrorCode = (typeof SPEC_ERROR_CODES)[number];

/**
 * The spec says metadata maps string keys to string values, but its reference validator turns
 * every value into a string instead of refusing it, and 201 of the 892 real skills in test/corpus
 * nest maps there: Hermes Agent keeps its fields in `metadata.hermes` (158 of the 200 in benign),
 * OpenClaw and others their own. A value that is not a string is therefore a warning, not an error;
 * `metadata.hermes` is exempt, since lib/skill/schema.ts checks its shape and the registry reads it.
 */
export const SPEC_METADATA_VALUE_WARNING = "SPEC_METADATA_VALUE_NOT_STRING";
const CHECKED_METADATA_KEYS = new Set(["hermes"]);

/** The top-level keys the spec defines; lib/skill/schema.ts leaves their checks to this module. */
export const SPEC_FIELDS: ReadonlySet<string> = new Set(["name", "description", "license", "compatibility", "metadata", "allowed-tools"]);

export type SpecIssue = { code: string; message: string; field: string };

const NAME_CHARS = /^[a-z0-9-]+$/;

export function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The spec's name rules, in the order an author would fix them. Empty when `name` is valid. */
export function checkSpecName(name: unknown): SpecIssue[] {
  const field = "name";
  if (typeof name !== "string" || name.length === 0) {
    return [{ code: "SPEC_NAME_MISSING", field, message: "name is required: 1-64 characters of a-z, 0-9 and hyphens" }];
  }
  const issues: SpecIssue[] = [];
  const length = codePointLength(name);
  if (length > SPEC_NAME_MAX_LENGTH) {
    issues.push({ code: "SPEC_NAME_TOO_LONG", field, message: `name has ${length} characters; the spec allows at most ${SPEC_NAME_MAX_LENGTH}` });
  }
  if (!NAME_CHARS.test(name)) {
    issues.push({ code: "SPEC_NAME_INVALID_CHARS", field, message: `name '${name}' may contain only lowercase letters a-z, digits 0-9 and hyphens` });
  }
  if (name.startsWith("-") || name.endsWith("-")) {
    issues.push({ code: "SPEC_NAME_HYPHEN_EDGE", field, message: `name '${name}' must not start or end with a hyphen` });
  }
  if (name.includes("--")) {
    issues.push({ code: "SPEC_NAME_DOUBLE_HYPHEN", field, message: `name '${name}' must not contain two hyphens in a row` });
  }
  return issues;
}

export type SpecCheck = { errors: SpecIssue[]; warnings: SpecIssue[] };

/**
 * Checks the spec's fields of a parsed frontmatter. `folder` is the name of the folder the skill
 * came in (a picked or published folder, or the one top folder of an archive); null when the
 * files arrived without one, as the CLI's packed uploads do.
 */
export function checkSpec(frontmatter: Record<string, unknown>, options: { folder?: string | null } = {}): SpecCheck {
  const errors = checkSpecName(frontmatter.name);
  const warnings: SpecIssue[] = [];
  const { name, description, license, compatibility, metadata } = frontmatter;
  const allowedTools = frontmatter["allowed-tools"];

  if (typeof description !== "string" || description.trim() === "") {
    errors.push({ code: "SPEC_DESCRIPTION_MISSING", field: "description", message: "description is required and must not be empty" });
  } else {
    const length = codePointLength(description.trim());
    if (length > SPEC_DESCRIPTION_MAX_LENGTH) {
      errors.push({
        code: "SPEC_DESCRIPTION_TOO_LONG",
        field: "description",
        message: `description has ${length} characters; the spec allows at most ${SPEC_DESCRIPTION_MAX_LENGTH}`,
      });
    }
  }

  if (license !== undefined && typeof license !== "string") {
    errors.push({ code: "SPEC_LICENSE_INVALID", field: "license", message: "license must be a string (a licence name or a bundled file)" });
  }

  if (compatibility !== undefined) {
    if (typeof compatibility !== "string" || compatibility.trim() === "") {
      errors.push({ code: "SPEC_COMPATIBILITY_INVALID", field: "compatibility", message: "compatibility, when present, must be a non-empty string" });
    } else {
      const length = codePointLength(compatibility);
      if (length > SPEC_COMPATIBILITY_MAX_LENGTH) {
        errors.push({
          code: "SPEC_COMPATIBILITY_TOO_LONG",
          field: "compatibility",
          message: `compatibility has ${length} characters; the spec allows at most ${SPEC_COMPATIBILITY_MAX_LENGTH}`,
        });
      }
    }
  }

  if (metadata !== undefined) {
    if (!isPlainObject(metadata)) {
      errors.push({ code: "SPEC_METADATA_NOT_MAP", field: "metadata", message: "metadata must be a mapping of keys to values" });
    } else {
      for (const [key, value] of Object.entries(metadata)) {
        if (typeof value !== "string" && !CHECKED_METADATA_KEYS.has(key)) {
          warnings.push({
            code: SPEC_METADATA_VALUE_WARNING,
            field: `metadata.${key}`,
            message: `metadata.${key} is not a string; the spec's metadata maps keys to strings (kept as written)`,
          });
        }
      }
    }
  }

  if (allowedTools !== undefined) {
    const isValid = typeof allowedTools === "string" || (Array.isArray(allowedTools) && allowedTools.every((t) => typeof t === "string"));
    if (!isValid) {
      errors.push({
        code: "SPEC_ALLOWED_TOOLS_INVALID",
        field: "allowed-tools",
        message: "allowed-tools must be a space-separated string or a list of strings",
      });
    }
  }

  // Last: the other rules say what the name must be; this one where the files sit.
  if (options.folder && typeof name === "string" && name !== "" && options.folder.normalize("NFKC") !== name) {
    errors.push({
      code: "SPEC_NAME_FOLDER_MISMATCH",
      field: "name",
      message: `name '${name}' must match the skill's folder name '${options.folder}'`,
    });
  }

  return { errors, warnings };
}
