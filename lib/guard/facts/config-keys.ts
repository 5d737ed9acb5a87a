// Configuration read by key. A script that loads the skill's own settings with a loader the extractor
// cannot follow (a hand-written YAML reader, configparser, a settings object built at run time) still
// asks for values by name: `cfg.get("rotate_scope")`, `conf["endpoint"]`. The value of that name in the
// skill's data files (YAML, JSON, TOML, INI and .env) is what such a lookup most likely returns, so the
// extractors offer it as one alternative beside the unknown. A `${VAR:-default}` value is also its default,
// the way shells and most config loaders expand it.
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import type { Analyzer } from "./extract";

const DATA_FILE_RE = /(?:\.(?:ya?ml|json|toml|ini|cfg|conf|env|properties)|(?:^|\/)\.env(?:\.[\w-]+)?)$/i;
const MAX_DATA_BYTES = 64 * 1024;
const MAX_VALUES_PER_KEY = 6;
/** Names this short or this generic say little about which file's value is meant. */
const MIN_KEY_LENGTH = 3;

type KeyIndex = Map<string, unknown[]>;
const INDEXES = new WeakMap<Analyzer, KeyIndex>();

/** The values the skill's data files give `key` (empty when none does). */
export function configValues(analyzer: Analyzer, key: string): readonly unknown[] {
  if (key.length < MIN_KEY_LENGTH || key.length > 80) return [];
  let index = INDEXES.get(analyzer);
  if (!index) INDEXES.set(analyzer, (index = buildIndex(analyzer)));
  return index.get(key) ?? [];
}

/**
 * The values of a struct field filled from the skill's data files by a decoder that matches names
 * loosely (Go's encoding/json ignores case; struct tags usually spell the field in snake or camel case):
 * `Sources` → sources, `IdleDays` → idle_days, idleDays.
 */
export function fieldConfigValues(analyzer: Analyzer, field: string): readonly unknown[] {
  const lower = field[0]!.toLowerCase() + field.slice(1);
  const snake = lower.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const names = [...new Set([field, lower, snake, field.toLowerCase(), snake.replace(/_/g, "-")])];
  const out: unknown[] = [];
  for (const name of names) for (const v of configValues(analyzer, name)) if (!out.includes(v)) out.push(v);
  return out;
}

function buildIndex(analyzer: Analyzer): KeyIndex {
  const index: KeyIndex = new Map();
  for (const path of analyzer.files) {
    if (/(?:^|\/)(?:node_modules|package(?:-lock)?\.json$|tsconfig)/.test(path)) continue;
    const named = DATA_FILE_RE.test(path);
    if (!named && !OTHER_TEXT_RE.test(path)) continue;
    const text = analyzer.fileText(path);
    if (text === null || text.length > MAX_DATA_BYTES || (!named && !looksLikeKeyValues(text))) continue;
    const data = parseData(path, text);
    if (data !== undefined) addAll(index, data, 0);
  }
  return index;
}

// Settings under a name of the author's choosing (`templates/helper.units`, `conf/defaults`): any file that
// is not code or prose and reads as INI is read as INI, the way `configparser.read` would.
const OTHER_TEXT_RE = /(?:^|\/)(?:[^/.]+|[^/]*\.(?!(?:md|markdown|txt|rst|html?|xml|svg|py|pyw|js|mjs|cjs|jsx|ts|tsx|sh|bash|zsh|ps1|psm1|rb|go|rs|pl|php|lua|bat|cmd|java|kt|c|h|cc|cpp|cs|swift|sql|tf|tftpl|tmpl|j2|png|jpe?g|gif|ico|webp|pdf|zip|gz|tgz|wasm|lock)$)[^/.]+)$/i;

/** `key = value` lines (three, or two under a `[section]`) and nothing else but comments and blanks: INI by content. */
function looksLikeKeyValues(text: string): boolean {
  let pairs = 0;
  let headers = 0;
  for (const raw of text.split(/\r?\n/, 400)) {
    const line = raw.trim();
    if (!line || /^[#;]/.test(line)) continue;
    if (/^\[[\w .-]+\]$/.test(line)) headers++;
    else if (/^[\w.-]+\s*[=:]\s*\S/.test(line)) pairs++;
    else return false;
  }
  return pairs >= (headers > 0 ? 2 : 3);
}

/** Every key a data file of the skill names, at any depth (`{a: {b: 1}}` → a, b); null when the file is not data. */
export function dataKeyNames(path: string, text: string): Set<string> | null {
  if (text.length > MAX_DATA_BYTES) return null;
  // PowerShell data files (`@{ Key = 'value' }`) read as key = value lines
  const data = /\.psd1$/i.test(path) ? parseKeyValues(text) : DATA_FILE_RE.test(path) ? parseData(path, text) : undefined;
  if (data === undefined) return null;
  const out = new Set<string>();
  const walk = (x: unknown, depth: number) => {
    if (depth > 8 || x === null || typeof x !== "object") return;
    for (const [k, v] of Array.isArray(x) ? x.slice(0, 256).map((v) => ["", v] as const) : Object.entries(x as Record<string, unknown>).slice(0, 512)) {
      if (k) out.add(k);
      walk(v, depth + 1);
    }
  };
  walk(data, 0);
  return out;
}

function parseData(path: string, text: string): unknown {
  try {
    if (/\.json$/i.test(path)) return JSON.parse(text);
    if (/\.ya?ml$/i.test(path)) return parseYaml(text, { maxAliasCount: 50, logLevel: "error" });
    if (/\.toml$/i.test(path)) return parseToml(text);
  } catch {
    return undefined;
  }
  return parseKeyValues(text);
}

/** INI, .properties and .env: `key = value` / `key: value` lines (sections flattened, and each also as `section.key`). */
function parseKeyValues(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  let section = "";
  for (const line of text.split(/\r?\n/).slice(0, 2000)) {
    const head = /^\s*\[([\w.-]+)\]\s*$/.exec(line);
    if (head) section = head[1]!;
    const m = /^\s*(?:export\s+)?([\w.-]+)\s*[=:]\s*(.*?)\s*$/.exec(line);
    if (!m || /^[#;[]/.test(line.trim())) continue;
    const value = m[2]!.replace(/^(["'])(.*)\1$/, "$2");
    out[m[1]!] = value;
    if (section) out[`${section}.${m[1]!}`] = value;
  }
  return out;
}

function add(index: KeyIndex, key: string, value: unknown): void {
  let list = index.get(key);
  if (!list) index.set(key, (list = []));
  for (const one of withDefaults(value)) if (list.length < MAX_VALUES_PER_KEY && !list.includes(one)) list.push(one);
}

function addAll(index: KeyIndex, x: unknown, depth: number): void {
  if (depth > 8 || x === null || typeof x !== "object") return;
  if (Array.isArray(x)) {
    for (const item of x.slice(0, 256)) addAll(index, item, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(x as Record<string, unknown>).slice(0, 512)) {
    if (v === null || v === undefined) continue;
    add(index, k, v);
    // a top-level table's settings are also found under `table.key` (an INI section, a TOML table)
    if (depth === 0 && typeof v === "object" && !Array.isArray(v)) for (const [ck, cv] of Object.entries(v as Record<string, unknown>).slice(0, 512)) if (cv !== null && cv !== undefined) add(index, `${k}.${ck}`, cv);
    addAll(index, v, depth + 1);
  }
}

/** `${NAME:-fallback}` (and `${NAME-fallback}`) stands for the text and for its fallback filled in (in a whole object too). */
function withDefaults(value: unknown): unknown[] {
  const filled = fillDefaults(value, 0);
  return filled === value ? [value] : [value, filled];
}

function fillDefaults(x: unknown, depth: number): unknown {
  if (typeof x === "string") return x.includes("${") ? x.replace(/\$\{\w+:?-([^}]*)\}/g, "$1") : x;
  if (depth > 8 || x === null || typeof x !== "object") return x;
  let changed = false;
  const out: Record<string, unknown> | unknown[] = Array.isArray(x) ? [] : {};
  for (const [k, v] of Object.entries(x as Record<string, unknown>).slice(0, 512)) {
    const f = fillDefaults(v, depth + 1);
    changed ||= f !== v;
    (out as Record<string, unknown>)[k] = f;
  }
  return changed ? out : x;
}
