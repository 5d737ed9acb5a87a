// SKILL.md parsing: YAML frontmatter between `---` fences, then Markdown. Strict on purpose: a
// malformed frontmatter is an error with line and column, never a guess. Pure; runs in the browser.

import { isMap, parseDocument, type YAMLError } from "yaml";
import { AppError } from "@/lib/errors";
import { decodeUtf8Strict } from "./bytes";

/** Aliases allowed while building the frontmatter object; real skills use none. */
export const MAX_YAML_ALIASES = 100;

export type ParsedSkillMd = {
  frontmatter: Record<string, unknown>;
  /** The Markdown after the closing fence, line endings normalised to LF. */
  body: string;
  /** 1-based line of the file on which `body` starts. */
  bodyStartLine: number;
};

const FENCE = /^---[ \t]*$/;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

function yamlIssue(error: YAMLError, lineOffset: number): AppError {
  const [start] = error.linePos ?? [];
  const line = start ? start.line + lineOffset : undefined;
  const column = start?.col;
  const summary = error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "");
  const where = line !== undefined ? ` (line ${line}, column ${column})` : "";
  const code = error.code === "DUPLICATE_KEY" ? "FRONTMATTER_DUPLICATE_KEY" : "FRONTMATTER_YAML_INVALID";
  return new AppError(code, `${summary}${where}`, { path: "SKILL.md", line, column, yamlCode: error.code });
}

function assertNoForbiddenKeys(value: unknown, trail: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => assertNoForbiddenKeys(v, [...trail, String(i)]));
    return;
  }
  if (value === null || typeof value !== "object") return;
  for (const [key, v] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) {
      throw new AppError("FRONTMATTER_INVALID", `Frontmatter key '${key}' is not allowed`, {
        path: "SKILL.md",
        field: [...trail, key].join("."),
      });
    }
    assertNoForbiddenKeys(v, [...trail, key]);
  }
}

/**
 * Splits and parses SKILL.md. Strips one UTF-8 BOM, accepts CRLF, requires the file to open with
 * a `---` line and to close the frontmatter with another. YAML duplicate keys, unresolved tags
 * (`!!python/object`), alias bombs and non-mapping frontmatter are errors.
 */
export function parseSkillMd(input: string | Uint8Array): ParsedSkillMd {
  let text: string;
  if (typeof input === "string") {
    text = input;
  } else {
    const decoded = decodeUtf8Strict(input);
    if (decoded === null) throw new AppError("SKILL_MD_NOT_UTF8", "SKILL.md is not valid UTF-8", { path: "SKILL.md" });
    text = decoded;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.replace(/\r\n/g, "\n").split("\n");

  if (!FENCE.test(lines[0] ?? "")) {
    throw new AppError("FRONTMATTER_MISSING", "SKILL.md must start with a '---' line opening the YAML frontmatter", {
      path: "SKILL.md",
      line: 1,
      column: 1,
    });
  }
  const close = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
  if (close === -1) {
    throw new AppError("FRONTMATTER_UNTERMINATED", "The YAML frontmatter has no closing '---' line", {
      path: "SKILL.md",
      line: 1,
      column: 1,
    });
  }

  const yamlText = lines.slice(1, close).join("\n");
  const doc = parseDocument(yamlText, { uniqueKeys: true, prettyErrors: true });
  const firstError = doc.errors[0] ?? doc.warnings.find((w) => w.code === "TAG_RESOLVE_FAILED");
  if (firstError) throw yamlIssue(firstError, 1);
  if (!isMap(doc.contents)) {
    throw new AppError("FRONTMATTER_NOT_MAPPING", "The frontmatter must be a YAML mapping (key: value lines)", {
      path: "SKILL.md",
      line: 2,
      column: 1,
    });
  }

  let frontmatter: unknown;
  try {
    frontmatter = doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (error) {
    if (error instanceof ReferenceError && /alias/i.test(error.message)) {
      throw new AppError("FRONTMATTER_ALIAS_LIMIT", "The frontmatter expands too many YAML aliases", { path: "SKILL.md" });
    }
    throw new AppError("FRONTMATTER_YAML_INVALID", `The frontmatter cannot be read: ${(error as Error).message}`, {
      path: "SKILL.md",
    });
  }
  assertNoForbiddenKeys(frontmatter, []);

  return {
    frontmatter: frontmatter as Record<string, unknown>,
    body: lines.slice(close + 1).join("\n"),
    bodyStartLine: close + 2,
  };
}
