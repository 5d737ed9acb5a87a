// The extraction driver: hands each file (and each piece of code found inside another — a fenced
// block, a `bash -c` string, a decoded payload, a here-doc) to the extractor for its kind, and
// collects the facts with their place. Extractors are pure functions of (snippet, analyzer).
import { kindOfInterpreter, type FileKind } from "../parse/classify";
import type { GrammarName } from "../parse/runtime";
import { parseSyntax, type SyntaxTree } from "../parse/syntax";
import type { ContextFact, Decoding, Fact, FactContext, Loc } from "./types";

/** A piece of text to analyse: a whole file, or code embedded in one. */
export type Snippet = {
  /** The skill file it comes from (POSIX path inside the skill). */
  path: string;
  text: string;
  /** 1-based line of the file where `text` starts. */
  line: number;
  /** Decodings that produced `text` from what the file literally says; non-empty → every fact sits on `line`. */
  via: readonly Decoding[];
  ctx: FactContext;
  /** How many analyses this snippet is nested in (bounded by MAX_DEPTH). */
  depth: number;
};

/** What one module of the skill offers to files that import it (cross-file dataflow). */
export type ModuleSummary = {
  /** Exported names whose value (or return value) carries private data, with the source. */
  tainted: ReadonlyMap<string, ContextFact & { kind: "read" }>;
  /** Exported functions that send their arguments to the network (name → the send fact). */
  sends: ReadonlyMap<string, ContextFact & { kind: "send" }>;
  /** Exported functions that execute their arguments (name → the exec fact). */
  executes: ReadonlyMap<string, ContextFact & { kind: "exec" }>;
  /** Exported constants and what exported functions return, as plain data in the module's own language's value form. */
  values?: ReadonlyMap<string, unknown>;
  /** Exported functions that read the file their argument names and return its contents (name → the argument's index). */
  reads?: ReadonlyMap<string, number>;
};

export type Analyzer = {
  /** Records a fact found in `snippet` (its context is attached here). */
  emit(fact: Fact, snippet: Snippet): void;
  /** Where row `row` (0-based, within the snippet's text) is in the file. */
  loc(snippet: Snippet, row: number): Loc;
  /** Analyses code embedded in a snippet (a command string, a decoded payload…), bounded in depth. */
  analyze(kind: FileKind, text: string, from: Snippet, row: number, via?: readonly Decoding[]): void;
  /** A parse of `text` with the grammar, or null (grammar not loaded, too large). */
  parse(language: GrammarName, text: string): SyntaxTree | null;
  /** Every file path in the skill, to resolve invocations and imports of skill-local files. */
  readonly files: ReadonlySet<string>;
  /** The text of a skill file (a configuration a script loads), or null (not a skill file, binary). */
  fileText(path: string): string | null;
  /** What a skill-local module exports (available in the second pass; null before or if unknown). */
  module(path: string): ModuleSummary | null;
  /** Publishes what the module being analysed exports, for the files that import it. */
  setModule?(path: string, summary: ModuleSummary): void;
  /**
   * Lines of a file the Markdown reader found illustrative (a block that shows an attack to explain it), so the
   * analyses that read the file again (encoded text anywhere) see them in the same light.
   */
  illustrativeLines?: Map<string, [number, number][]>;
};

export type Extractor = (snippet: Snippet, analyzer: Analyzer) => void;

export const MAX_DEPTH = 4;
/** At most this many facts per skill (a generated file must not exhaust memory). */
export const MAX_FACTS = 20_000;

/** One extractor per file kind (languages, Markdown, config formats, binaries). */
export type ExtractorTable = Partial<Record<FileKind, Extractor>>;

/** Collects facts for one skill. */
export class FactCollector implements Analyzer {
  readonly facts: ContextFact[] = [];
  /** Files an extractor failed on (reported in the scan's stats; the rest of the skill is still judged). */
  readonly failures: string[] = [];
  readonly illustrativeLines = new Map<string, [number, number][]>();
  private readonly summaries = new Map<string, ModuleSummary>();

  constructor(
    readonly files: ReadonlySet<string>,
    private readonly extractors: ExtractorTable,
    private readonly texts: ReadonlyMap<string, string> = new Map(),
  ) {}

  fileText(path: string): string | null {
    return this.texts.get(path) ?? null;
  }

  emit(fact: Fact, snippet: Snippet): void {
    if (this.facts.length >= MAX_FACTS) return;
    this.facts.push({ ...fact, ctx: snippet.ctx } as ContextFact);
  }

  loc(snippet: Snippet, row: number): Loc {
    return { file: snippet.path, line: snippet.via.length ? snippet.line : snippet.line + row };
  }

  analyze(kind: FileKind, text: string, from: Snippet, row: number, via: readonly Decoding[] = []): void {
    if (from.depth >= MAX_DEPTH || !text) return;
    const extractor = this.extractors[kind];
    if (!extractor) return;
    const merged = [...from.via];
    for (const d of via) if (!merged.includes(d)) merged.push(d);
    this.guarded(extractor, { path: from.path, text, line: from.via.length ? from.line : from.line + row, via: merged, ctx: from.ctx, depth: from.depth + 1 });
  }

  /** Runs an extractor; a failure (a bug, or input built to break a parser) is recorded, never fatal. */
  private guarded(extractor: Extractor, snippet: Snippet): void {
    try {
      extractor(snippet, this);
    } catch (error) {
      if (snippet.depth > 0) throw error;
      if (this.failures.length < 50) this.failures.push(`${snippet.path}: ${(error as Error)?.message ?? String(error)}`.slice(0, 300));
    }
  }

  parse(language: GrammarName, text: string): SyntaxTree | null {
    return parseSyntax(language, text);
  }

  module(path: string): ModuleSummary | null {
    return this.summaries.get(path) ?? null;
  }

  setModule(path: string, summary: ModuleSummary): void {
    this.summaries.set(path, summary);
  }

  run(kind: FileKind, snippet: Snippet): void {
    const extractor = this.extractors[kind];
    if (extractor) this.guarded(extractor, snippet);
  }
}

/** The kind a written file's content is analysed as: by the place it persists in, else by its extension. */
const CODE_BY_PLACE: Readonly<Partial<Record<string, FileKind>>> = {
  "shell-rc": "shell", cron: "crontab", systemd: "systemd", launchd: "xml", autostart: "desktop-entry", "git-hook": "shell", "profile-script": "powershell",
  "python-startup": "python", "agent-instructions": "markdown", "agent-memory": "markdown",
};
const CODE_BY_EXT: Readonly<Record<string, FileKind>> = {
  py: "python", pth: "python", pyw: "python", sh: "shell", bash: "shell", zsh: "shell", command: "shell", js: "javascript", mjs: "javascript", cjs: "javascript",
  ps1: "powershell", psm1: "powershell", bat: "batch", cmd: "batch", rb: "ruby", php: "php", phtml: "php", pl: "perl", pm: "perl", lua: "lua",
  service: "systemd", timer: "systemd", plist: "xml", gradle: "gradle", reg: "registry", desktop: "desktop-entry", json: "json", md: "markdown", toml: "toml", yaml: "yaml", yml: "yaml", htaccess: "ini",
};

/**
 * The kind a file written by a compiled program (Go, Rust) is analysed as: by the place it persists in (settings and
 * MCP configs are JSON there), else by its extension. Scripts read more (names, shebangs) through `writtenCodeKind`.
 */
const PROGRAM_CODE_BY_PLACE: Readonly<Partial<Record<string, FileKind>>> = {
  "shell-rc": "shell", cron: "crontab", systemd: "systemd", launchd: "xml", autostart: "desktop-entry", "git-hook": "shell",
  "agent-instructions": "markdown", "agent-memory": "markdown", "agent-settings": "json", "mcp-config": "json",
};
const PROGRAM_CODE_BY_EXT: Readonly<Record<string, FileKind>> = {
  sh: "shell", bash: "shell", zsh: "shell", py: "python", js: "javascript", ps1: "powershell", service: "systemd", timer: "systemd", plist: "xml",
  desktop: "desktop-entry", json: "json", md: "markdown", toml: "toml", yaml: "yaml", yml: "yaml", rs: "rust", cs: "csharp",
};

export function programWrittenKind(path: string, place: string | null): FileKind | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";
  return (place ? PROGRAM_CODE_BY_PLACE[place] : undefined) ?? PROGRAM_CODE_BY_EXT[ext];
}

/** Files a package manager or build tool reads by name: dependency lists, index settings, recipes. */
const CODE_BY_NAME: Readonly<Record<string, FileKind>> = {
  gemfile: "ruby", rakefile: "ruby", "go.mod": "gomod", ".npmrc": "ini", ".pypirc": "ini", "pip.conf": "ini", "pip.ini": "ini", ".gitconfig": "ini", ".yarnrc": "ini",
  "constraints.txt": "requirements", makefile: "makefile", gnumakefile: "makefile", dockerfile: "dockerfile", containerfile: "dockerfile", crontab: "crontab", ".env": "dotenv",
  ".condarc": "yaml", "nuget.config": "xml",
};

/** The kind a written file is analysed as: by its place, its name, its extension, else what its text starts with (`#!`, pip options). */
export function writtenCodeKind(path: string, place: string | null, text = ""): FileKind | null {
  const base = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  const ext = /\.([A-Za-z0-9]+)$/.exec(base)?.[1] ?? "";
  const byName = CODE_BY_NAME[base] ?? (base.endsWith(".gradle.kts") ? "gradle" : /^requirements[\w.-]*\.(?:txt|in)$/.test(base) ? "requirements" : /(?:^|\/)\.cargo\/config$/.test(path) ? "toml" : undefined);
  return (place ? CODE_BY_PLACE[place] : undefined) ?? byName ?? CODE_BY_EXT[ext] ?? kindOfText(text);
}

const SHELL_TEXT_RE = /^[ \t(]*(?:[A-Za-z_][\w-]*\s*\(\)\s*\{|eval\s+["'$]|export\s+[A-Za-z_]\w*=|alias\s+[\w-]+=|source\s+["'~/$]|\.\s+["'~/$]|\[\[?\s+-[a-z]\s)/m;

function kindOfText(text: string): FileKind | null {
  const shebang = text.startsWith("#!") ? /^#!\s*(?:\S*\/)?(?:env\s+(?:-\S+\s+)*)?([A-Za-z0-9_.+-]+)/.exec(text.slice(0, 200)) : null;
  if (shebang) return kindOfInterpreter(shebang[1]!);
  if (/^\s*--?(?:extra-index-url|index-url|trusted-host|find-links|i)\s+\S/m.test(text.slice(0, 4000))) return "requirements";
  // A file without a name that says what it is, whose lines are shell (a function, an eval, an export, a sourced
  // file): a snippet an rc file sources.
  return SHELL_TEXT_RE.test(text.slice(0, 4000)) ? "shell" : null;
}

export const FILE_CONTEXT: FactContext = { inDocs: false, headings: [], fence: null, illustrative: false };

/** What makes two facts the same, for extractors that may reach one call twice (each fact is stated once). */
export function factKey(f: Fact): string {
  switch (f.kind) {
    case "read":
      return `r${f.loc.line}|${f.source}|${f.detail ?? f.what}`;
    case "send":
      return `s${f.loc.line}|${f.channel}|${f.dest}|${f.data?.text ?? ""}|${f.data?.taint.map((t) => t.source + t.detail).join(",") ?? ""}`;
    case "fetch":
      return `f${f.loc.line}|${f.url}|${f.saveTo ?? ""}`;
    case "exec":
      return `e${f.loc.line}|${f.lang}|${f.command.text}|${f.fetched ?? ""}`;
    case "write":
      return `w${f.loc.line}|${f.path}|${f.mode}`;
    case "delete":
      return `d${f.loc.line}|${f.path}`;
    case "invoke":
      return `i${f.target}|${f.how}${f.inputs ? `|${f.loc.file}:${f.loc.line}` : ""}`;
    default:
      return `${f.kind}${f.loc.line}|${"detail" in f ? f.detail : ""}|${"what" in f ? f.what : ""}`;
  }
}

/** A relative path inside the skill with `.` and `..` resolved, or null when it climbs out of the skill. */
export function normalizeSkillPath(p: string): string | null {
  const out: string[] = [];
  for (const part of p.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (!out.length) return null;
      out.pop();
    } else out.push(part);
  }
  return out.join("/");
}
