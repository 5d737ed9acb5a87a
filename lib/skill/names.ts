// Skill names: the canonical form, the spec rule, reserved names and a look-alike key.
// Pure; runs in the browser.

import { HERMES_OFFICIAL_SKILL_NAMES } from "./hermes-official-names";
import { checkSpecName } from "./spec";

const CANONICAL_ASCII = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The form the registry stores and routes by: NFKC, trimmed, lower case, and runs of
 * separators (`-`, `_`, `.`, whitespace) folded into one hyphen, with none at either end.
 * Other characters are kept, so an invalid name stays invalid (check `isValidSkillName`).
 */
export function canonicalName(name: string): string {
  // Already canonical (nearly every name a client sends): NFKC leaves ASCII as it is.
  if (CANONICAL_ASCII.test(name)) return name;
  return name
    .normalize("NFKC")
    .trim()
    .toLowerCase()
    .replace(/[\s._-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The agentskills.io rule (./spec.ts): 1-64 of a-z, 0-9 and single inner hyphens. */
export function isValidSkillName(name: string): boolean {
  return checkSpecName(name).length === 0;
}

/** Route segments, brands and words a visitor would take as official. */
const ROUTE_AND_BRAND_NAMES = [
  "about", "account", "accounts", "admin", "administrator", "anthropic", "api", "app", "assets", "auth",
  "blog", "categories", "category", "chatgpt", "claude", "claude-code", "cli", "codex", "dashboard",
  "delete", "docs", "download", "downloads", "edit", "explore", "gemini", "github", "gpt", "health",
  "help", "hermes", "hermes-agent", "home", "index", "install", "login", "logout", "me", "moderator",
  "new", "nous", "nous-research", "nousresearch", "null", "oauth", "official", "openai", "openapi",
  "owner", "privacy", "profile", "public", "publish", "readme", "register", "registry", "root",
  "search", "security", "settings", "signin", "signout", "signup", "skill", "skillhub", "skills",
  "skills-hub", "static", "status", "support", "system", "tag", "tags", "terms", "token", "tokens",
  "undefined", "user", "users", "v1", "verified", "well-known", "www",
];

/** Every reserved name, in canonical form. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(
  [...ROUTE_AND_BRAND_NAMES, ...HERMES_OFFICIAL_SKILL_NAMES].map(canonicalName),
);

// Cyrillic and Greek letters that render like Latin ones (lower case; input is lower-cased first).
const HOMOGLYPHS: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y",
  х: "x", ѕ: "s", і: "i", ї: "i", ј: "j", ԁ: "d", ɡ: "g", һ: "h", ӏ: "l", ԛ: "q", ԝ: "w", ь: "b",
  α: "a", β: "b", γ: "y", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u",
  χ: "x", ω: "w", ϲ: "c", ϳ: "j", ѡ: "w",
};

/**
 * A key under which look-alike names collide, so the registry can say "too similar to X":
 * NFKC, lower case, Cyrillic/Greek homoglyphs to Latin, accents dropped, separators removed,
 * `rn`→`m`, `vv`→`w`, then l/1/i/| to one class and o/0 to another.
 */
export function similarityKey(name: string): string {
  const lowered = name.normalize("NFKC").toLowerCase();
  let latin = "";
  for (const ch of lowered) latin += HOMOGLYPHS[ch] ?? ch;
  return latin
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\s._-]+/g, "")
    .replace(/rn/g, "m")
    .replace(/vv/g, "w")
    .replace(/[l1i|!]/g, "l")
    .replace(/0/g, "o");
}

const RESERVED_KEYS: ReadonlyMap<string, string> = new Map(
  [...RESERVED_NAMES].map((name) => [similarityKey(name), name]),
);

/** The reserved name `name` is, or looks like, if any (`"adm1n"` → `"admin"`). */
export function findReservedName(name: string): string | null {
  const canonical = canonicalName(name);
  if (RESERVED_NAMES.has(canonical)) return canonical;
  return RESERVED_KEYS.get(similarityKey(canonical)) ?? null;
}

export function isReservedName(name: string): boolean {
  return findReservedName(name) !== null;
}
