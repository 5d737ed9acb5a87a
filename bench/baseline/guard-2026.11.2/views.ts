// Every file is matched through three views that keep its line structure (line N of a view is
// line N of the file, possibly rewritten): `full` (everything), `code` (fenced blocks, inline code
// spans and script files) and `prose` (Markdown text outside fences). Rewrites that undo evasions
// (joined continuations, joined string literals, removed empty quotes) are applied to `full` first.

export type FileKind = "doc" | "code";

const SCRIPT_EXT = new Set([
  "sh", "bash", "zsh", "ksh", "fish", "py", "pyw", "rb", "pl", "pm", "php", "js", "mjs", "cjs", "ts", "mts", "cts",
  "jsx", "tsx", "ps1", "psm1", "bat", "cmd", "vbs", "lua", "r", "jl", "go", "rs", "java", "kt", "swift", "scpt",
  "applescript", "json", "yaml", "yml", "toml", "ini", "cfg", "conf", "xml", "html", "htm", "css", "svg", "env",
  "service", "plist", "desktop", "mk", "makefile", "dockerfile", "tf", "hcl", "sql",
]);

export function extOf(path: string): string {
  const base = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  const dot = base.lastIndexOf(".");
  if (dot <= 0) return base === "makefile" || base === "dockerfile" ? base : "";
  return base.slice(dot + 1);
}

export function kindOf(path: string, text: string): FileKind {
  if (text.startsWith("#!")) return "code";
  return SCRIPT_EXT.has(extOf(path)) ? "code" : "doc";
}

/** One view of a file: its lines, with the joined text and line offsets computed on demand. */
export class View {
  private joined: string | null;
  private starts: number[] | null = null;
  constructor(
    readonly lines: readonly string[],
    text: string | null = null,
  ) {
    this.joined = text;
  }
  get text(): string {
    return (this.joined ??= this.lines.join("\n"));
  }
  line(n: number): string {
    return this.lines[n] ?? "";
  }
  private lineStarts(): number[] {
    if (this.starts) return this.starts;
    const s = new Array<number>(this.lines.length);
    let at = 0;
    for (let i = 0; i < this.lines.length; i++) {
      s[i] = at;
      at += this.lines[i]!.length + 1;
    }
    return (this.starts = s);
  }
  lineStart(n: number): number {
    return this.lineStarts()[n]!;
  }
  /** 0-based line of an offset into `text`. */
  lineOf(offset: number): number {
    const s = this.lineStarts();
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  /** Line n and the next `count` lines, joined. */
  following(n: number, count: number): string {
    return this.lines.slice(n, n + count + 1).join("\n");
  }
}

export type Views = { full: View; code: View; prose: View; raw: View; hasCode: boolean; hasProse: boolean };

/** Join shell line continuations (`\` at the end of a line) and string literals concatenated across
 *  lines (`"cu" +\n "rl"`): the joined text goes on the first line, the consumed lines become empty. */
const CONTINUATION_GATE_RE = /[\\+"'][ \t]*\n/;

export function joinLines(lines: string[]): boolean {
  let changed = false;
  for (let i = 0; i < lines.length - 1; i++) {
    let line = lines[i]!;
    let j = i;
    while (j < lines.length - 1 && continues(line, lines[j + 1]!)) {
      const next = lines[j + 1]!;
      line = line.endsWith("\\") && !line.endsWith("\\\\") ? line.slice(0, -1) + " " + next.trimStart() : line + next.trimStart();
      lines[j + 1] = "";
      j++;
    }
    if (j !== i) {
      lines[i] = line;
      i = j;
      changed = true;
    }
  }
  return changed;
}

function lastNonBlank(s: string): number {
  let i = s.length - 1;
  while (i >= 0 && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i--;
  return i < 0 ? -1 : s.charCodeAt(i);
}

// `\` at the end continues a shell line; `"cu" +` / `"cu"` followed by `+ "rl"` / `"rl"` continues a
// string concatenation. Cheap character checks first: this runs on every line of every file.
function continues(line: string, next: string): boolean {
  const last = lastNonBlank(line);
  if (last === 92) return line.endsWith("\\") && !line.endsWith("\\\\");
  if (last === 43) return /^[ \t]*["']/.test(next) || /["'][ \t]*\+[ \t]*$/.test(line);
  if (last === 34 || last === 39) return /^[ \t]*\+[ \t]*["']/.test(next);
  return false;
}

const QUOTE_CONCAT_RE = /(["'])[ \t]*\+?[ \t]*\1(?=[^\s+,;)\]}])/g;
const EMPTY_QUOTES_RE = /([A-Za-z0-9_/.-])(?:''|"")+(?=[A-Za-z0-9_/.-])/g;
// `c\url` → `curl`, but escape sequences (\x41, \u0041, \u{41}) are left for the decoder.
const BACKSLASH_IN_WORD_RE = /([A-Za-z])\\(?=[a-z])(?!x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{)/g;
const DEOBF_GATE_RE = /["'][ \t]?\+|["'] ["']|''|""|[A-Za-z]\\[a-z]|IFS/;
const QUOTE_CONCAT_GATE_RE = /["'][ \t]?\+|["'] ["']/;
const BACKSLASH_IN_WORD_GATE_RE = /[A-Za-z]\\[a-z]/;
const IFS_RE = /\$\{IFS\}|\$IFS(?:\$9)?\b/g;

/** Undo cheap shell/string evasions: `"cu"+"rl"`, `c''url`, `c\url`, `${IFS}`. */
export function deobfuscate(text: string): string {
  let out = text;
  if (!DEOBF_GATE_RE.test(out)) return out;
  if (QUOTE_CONCAT_GATE_RE.test(out)) out = out.replace(QUOTE_CONCAT_RE, "");
  if (out.includes("''") || out.includes('""')) out = out.replace(EMPTY_QUOTES_RE, "$1");
  if (BACKSLASH_IN_WORD_GATE_RE.test(out)) out = out.replace(BACKSLASH_IN_WORD_RE, "$1");
  if (out.includes("IFS")) out = out.replace(IFS_RE, " ");
  return out;
}

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+-]*)/;
const PROSE_FENCE_LANGS = new Set(["md", "markdown", "text", "txt", "plain", "plaintext", "prompt"]);

/** Could this line open or close a fence? (up to three spaces, then ``` or ~~~) — cheap pre-check. */
function maybeFence(line: string): boolean {
  let k = 0;
  while (k < 3 && line.charCodeAt(k) === 32) k++;
  const c = line.charCodeAt(k);
  return (c === 96 || c === 126) && line.charCodeAt(k + 1) === c && line.charCodeAt(k + 2) === c;
}

/** Inline code spans of a Markdown line, joined with " ; " (one or two backticks, same line). */
function inlineCode(line: string, first: number): string {
  const spans: string[] = [];
  let i = first;
  while (i >= 0 && i < line.length) {
    let ticks = 1;
    if (line.charCodeAt(i + 1) === 96) ticks = 2;
    const open = i + ticks;
    const close = line.indexOf(ticks === 2 ? "``" : "`", open);
    if (close < 0) break;
    if (close > open) spans.push(line.slice(open, close));
    i = line.indexOf("`", close + ticks);
  }
  return spans.join(" ; ");
}

export function buildViews(text: string, kind: FileKind): Views {
  let lines = text.split("\n");
  const joinedAny = CONTINUATION_GATE_RE.test(text) && joinLines(lines);
  const joined = joinedAny ? lines.join("\n") : text;
  const fullText = deobfuscate(joined);
  const raw = new View(lines, joined);
  if (fullText !== joined) lines = fullText.split("\n");
  const full = fullText === joined ? raw : new View(lines, fullText);
  if (kind === "code") return { full, code: full, prose: full, raw, hasCode: true, hasProse: true };
  const code: string[] = new Array(lines.length);
  const prose: string[] = new Array(lines.length);
  let fence: string | null = null;
  let fenceIsProse = false;
  let hasCode = false;
  let hasProse = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const m = maybeFence(line) ? FENCE_RE.exec(line) : null;
    if (fence === null && m) {
      fence = m[1]!;
      fenceIsProse = PROSE_FENCE_LANGS.has(m[2]!.toLowerCase());
      code[i] = "";
      prose[i] = "";
      continue;
    }
    if (fence !== null) {
      if (m && m[1]![0] === fence[0] && m[1]!.length >= fence.length && m[2] === "") {
        fence = null;
        code[i] = "";
        prose[i] = "";
        continue;
      }
      code[i] = line;
      prose[i] = fenceIsProse ? line : "";
      hasCode = true;
      if (fenceIsProse) hasProse = true;
      continue;
    }
    prose[i] = line;
    hasProse = true;
    const tick = line.indexOf("`");
    if (tick >= 0) {
      const spans = inlineCode(line, tick);
      code[i] = spans;
      if (spans) hasCode = true;
    } else code[i] = "";
  }
  return { full, code: new View(code), prose: new View(prose), raw, hasCode, hasProse };
}
