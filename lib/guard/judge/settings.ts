// Settings asked for under a name the shipped configuration does not use. A cleaner that reads
// `cfg.get("retention_days", 0)` while its config file says `retain-days: 30`, or `$t.cache_subdir` while the
// JSON says `cacheSubdir`, never sees the value: the default decides what is deleted (keep nothing, the
// drive root, the home folder). Written as a bug, it is the commonest way to hide a wiper in a maintenance
// script. Only names that the shipped file spells another way count (the same words in another case
// style, or one word more or less), and only when no code of the skill uses the file's own spelling.
import { dataKeyNames } from "../facts/config-keys";
import type { ClassifiedFile } from "../parse/classify";

export type SettingMismatch = { file: string; line: number; asked: string; shipped: string; shippedIn: string };

/** Files that configure a tool, not the skill's own scripts. */
const TOOL_CONFIG_RE = /(?:^|\/)(?:package(?:-lock)?\.json|tsconfig[^/]*|jsconfig[^/]*|\.eslintrc[^/]*|pyproject\.toml|Cargo\.toml|(?:docker-)?compose[^/]*\.ya?ml|[^/]*\.lock|manifest\.json|composer\.json|renovate\.json|\.pre-commit[^/]*|mkdocs\.ya?ml|_config\.ya?ml|(?:openapi|swagger)[^/]*|[^/]*schema[^/]*\.json|Chart\.yaml|values\.ya?ml|\.env(?:\.[\w-]+)?)$|(?:^|\/)(?:\.github|\.vscode|\.gitlab|k8s|node_modules)\//i;
const CODE_KINDS = new Set(["python", "javascript", "typescript", "tsx", "shell", "powershell", "ruby", "go", "php", "perl", "rust", "csharp", "lua", "r", "makefile"]);
/** One word a shorter name may share with a longer one without saying which setting it is. */
const GENERIC = new Set(["name", "id", "url", "uri", "path", "type", "value", "data", "content", "key", "title", "text", "file", "dir", "host", "port", "user", "mode", "kind", "version", "enabled", "config", "options", "items", "list"]);

/** The names a code file asks settings for: `x["k"]`, `.get("k")`, struct tags, `$cfg.K` (PowerShell), `cfg.k` (JS), `jq '.a.b'`. */
function askedNames(kind: string, text: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (k: string | undefined, at: number) => {
    if (k && k.length >= 3 && k.length <= 60 && /[A-Za-z]/.test(k) && !out.has(k)) out.set(k, at);
  };
  for (const m of text.matchAll(/\[\s*["':]([A-Za-z][\w-]*)["']?\s*\]/g)) add(m[1], m.index);
  for (const m of text.matchAll(/\.(?:get|fetch|getint|getboolean|getfloat|dig)\(\s*["':]([A-Za-z][\w-]*)["']?/g)) add(m[1], m.index);
  for (const m of text.matchAll(/\b(?:json|yaml|toml|mapstructure):"([A-Za-z][\w-]*)/g)) add(m[1], m.index);
  if (kind === "powershell") for (const m of text.matchAll(/\$\w+\.([A-Za-z]\w*)/g)) add(m[1], m.index);
  if (kind === "javascript" || kind === "typescript" || kind === "tsx") for (const m of text.matchAll(/\b(?:cfg|conf|config|settings|opts|options|policy|rules?)\??\.([A-Za-z]\w*)/g)) add(m[1], m.index);
  for (const m of text.matchAll(/\bjq\b[^|\n]*?['"]\.([\w.]+)/g)) for (const k of m[1]!.split(".")) add(k, m.index);
  return out;
}

const words = (k: string) => k.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase().split(/[-_. ]+/).filter(Boolean);

/** The same setting spelled another way: the same words in another case style, or one word more or less. */
function sameSetting(asked: string, shipped: string): boolean {
  const a = words(asked);
  const b = words(shipped);
  if (a.join("") === b.join("")) return true;
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (short.length === 1 && GENERIC.has(short[0]!)) return false;
  return short.every((w) => long.includes(w));
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function settingMismatches(files: readonly ClassifiedFile[], texts: ReadonlyMap<string, string>): SettingMismatch[] {
  const shipped = new Map<string, string>();
  for (const f of files) {
    if (TOOL_CONFIG_RE.test(f.path)) continue;
    const text = texts.get(f.path);
    const keys = text === undefined ? null : dataKeyNames(f.path, text);
    if (keys) for (const k of keys) if (k.length >= 3 && !shipped.has(k)) shipped.set(k, f.path);
  }
  if (!shipped.size) return [];
  const code = files.filter((f) => CODE_KINDS.has(f.kind) && !/\.psd1$/i.test(f.path) && texts.has(f.path));
  const allCode = code.map((f) => texts.get(f.path)!).join("\n");
  const out: SettingMismatch[] = [];
  for (const f of code) {
    const text = texts.get(f.path)!;
    for (const [asked, at] of askedNames(f.kind, text)) {
      if (shipped.has(asked)) continue;
      for (const [key, where] of shipped) {
        if (!sameSetting(asked, key)) continue;
        // code that also asks for the file's own spelling reads the value
        if (new RegExp(`(?<![\\w-])${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(allCode)) continue;
        out.push({ file: f.path, line: lineAt(text, at), asked, shipped: key, shippedIn: where });
        break;
      }
    }
  }
  return out;
}
