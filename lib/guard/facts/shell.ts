// The shell extractor (sh/bash/zsh, and Windows batch files): turns what a script does into facts.
// Words are folded the way the shell would expand them (quotes, quote splicing, $'…' escapes,
// variables assigned anywhere in the snippet, ${VAR:-default} and the other parameter expansions,
// ${IFS}, $(echo …)/$(printf …) and decoding pipelines), each command is classified through one
// table (commandFacts, shared with analyzeArgv for argument vectors built by other languages), and
// data flows through variables, pipelines, command substitutions and the files the script writes.
import type { FileKind } from "../parse/classify";
import type { SyntaxNode } from "../parse/syntax";
import { sourceOfCommand, isMinerText } from "../knowledge/commands";
import { ENV_SOURCE_RE, mirrorEnvOverride } from "../knowledge/sources";
import { isSecretEnvName } from "../knowledge/env";
import { packageSettingOverride } from "../knowledge/packages";
import { findUrls } from "../knowledge/hosts";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import { configValues } from "./config-keys";
import { normalizeSkillPath, writtenCodeKind, type Analyzer, type Extractor, type Snippet } from "./extract";
import { HOLE, type Decoding, type Fact, type Folded, type PrivilegeKind, type Taint } from "./types";
import { concat, decodeBase64Bytes, decodeBase64Text, decodeEscapes, decodeHexText, known, rot13, unknown, withTaint } from "./values";

// Private marks carried in a value's taint while the snippet is analysed, stripped before any fact
// leaves: the value is the response of a download, or the content behind a <(…) file name.
const MARK = "\u0000";
const FETCH_MARK = `${MARK}fetch:`;
const PSUB_MARK = `${MARK}psub`;
/** A sudoers rule that lifts the password (`deploy ALL=(root) NOPASSWD: …`, `Defaults:u !authenticate`). */
const SUDOERS_GRANT_RE = /^[ \t]*[^\s#=]+[ \t]+[^\s=]+[ \t]*=[ \t]*(?:\([^)\n]*\)[ \t]*)?(?:[A-Z_]+:[ \t]*)*NOPASSWD[ \t]*:|^[ \t]*Defaults\S*[ \t][^\n]*(?:!authenticate|timestamp_timeout[ \t]*=[ \t]*-1)/m;
/** The output of `docker volume ls -q` with no filter: the name of every volume on the host. */
const EVERY_VOLUME_MARK = `${MARK}every-volume`;
/** Text that is empty in one case the code allows (`$(test -d x && echo x)` when x is missing). */
const MAYBE_EMPTY_MARK = `${MARK}maybe-empty`;

/** Bounds on the work one snippet may cost (generated scripts must not stall the scan). */
const MAX_WORK = 200_000;
const MAX_ARGS = 256;
/** How deep folding, outputs and nested command walks may recurse. */
const MAX_NEST = 150;

/** One binding of a variable: where it is assigned and how to get its value. */
/** `under`: the variable names each entry a listing prints (`while read f; … done < <(find DIR …)`): each entry of DIR, or each match of find -name under DIR. */
type Binding = {
  start: number;
  end: number;
  node: SyntaxNode | null;
  value: Folded | null;
  append: boolean;
  under?: { dir: SyntaxNode | null; name: SyntaxNode | null };
  fed?: SyntaxNode[];
  /** `IFS=, read -r -a NAME <<< "$x"`: the array of x's fields. */
  split?: SplitSource;
  /** Made only when a condition holds (inside an `if` without `else`, after `&&`/`||`): the condition's text, and
   *  the statement it governs (code inside it runs only when the condition held, so sees the variable set). */
  cond?: string;
  condScope?: SyntaxNode;
};

/** Where an array read by `read -a` comes from: a here-string, split by IFS (null: the default blanks). */
type SplitSource = { source: SyntaxNode; ifs: SyntaxNode | "" | null };

/** Analysis state of one snippet. */
type Sh = {
  snippet: Snippet;
  analyzer: Analyzer;
  src: string;
  vars: Map<string, Binding[]>;
  /** Array literals (`arr=(a b c)`), for ${arr[i]}. */
  arrays: Map<string, SyntaxNode>;
  aliases: Map<string, Folded>;
  /** Functions the snippet defines, and the commands calling each name (for $1… inside them). */
  functions: { name: string; start: number; end: number }[];
  /** Function bodies by name, for what a call prints (`f() { tr 'A-Za-z' 'N-ZA-Mn-za-m'; }`, `… | f`). */
  bodies: Map<string, SyntaxNode>;
  calls: Map<string, SyntaxNode[]>;
  /**
   * Functions that run their arguments as a command (`run() { "$@"; }`, `run() { eval "$*"; }`, dry-run
   * wrappers): every call site is analysed as that command, not only the first one $1… resolve to.
   */
  runners: Map<string, "direct" | "eval">;
  /** File descriptors opened on /dev/tcp or /dev/udp (`exec 3<>/dev/tcp/h/p`). */
  sockets: Set<string>;
  /** Files the script copied (destination → source), so running the copy runs the source. */
  copies: Map<string, Folded>;
  /** git remotes added by the script (name → URL). */
  remotes: Map<string, string>;
  argvs: Map<SyntaxNode, Argv>;
  memo: Map<SyntaxNode, Folded>;
  active: Set<SyntaxNode>;
  bindingMemo: Map<Binding, Folded>;
  /** A `for` variable's value while its loop body is read again for one of its later values. */
  loopValues: Map<string, Folded>;
  /** Arrays filled by `read -a NAME <<< …`. */
  splits: Map<string, SplitSource>;
  /** While reading the case where every condition that sets them was false: the variables only set under one. */
  assumeUnset: Set<string> | null;
  /** Variables set only under a condition that does not test them (computed once). */
  condOnly: Map<string, Binding[]> | null;
  bindingActive: Set<Binding>;
  /** Files downloaded by the script (folded path → URL): running them later runs the download. */
  downloads: Map<string, string>;
  /** Files the script writes (folded path → content), so a later read carries what was written. */
  written: Map<string, Folded>;
  /** Written files with a format of their own, read as that format after the walk unless the script ran them. */
  formatted: Map<string, { kind: FileKind; row: number }>;
  seen: Set<string>;
  work: number;
  nest: number;
  /** The snippet mentions a miner at all (one test per snippet; commands are tested only then). */
  minerMarks: boolean;
  /** Output of the previous batch command (for `echo … | cmd`). */
  batchOut: Folded | null;
  /** A function's arguments while its body is read again for a later call (`for t in …; do prune "$HOME/$t"; done`). */
  callArgs: { fn: string; args: Folded[] } | null;
  /** How many times function bodies have been read again (bounded). */
  reruns: number;
  /** What `git add` put in the index (private files force-added), which a later push carries. */
  staged: Taint[];
  /**
   * The folder the last `cd` went to, when it is the home folder or the root; `?` when it is a folder known only at run time
   * and the script goes on if the `cd` fails (null: anywhere else).
   */
  cwd: string | null;
};

/** Words of a miner's command line that make it worth checking each folded command (its pool URL may be spelled at run time). */
const MINER_HINT_RE = /\b(?:monero|xmr|hashrate|randomx|cryptonight|donate-level|cpu-max-threads|--coin|--algo|nicehash|minergate)\b/i;

function newState(snippet: Snippet, analyzer: Analyzer, src: string): Sh {
  return { snippet, analyzer, src, vars: new Map(), arrays: new Map(), aliases: new Map(), remotes: new Map(), copies: new Map(), sockets: new Set(), functions: [], bodies: new Map(), calls: new Map(), runners: new Map(), argvs: new Map(), memo: new Map(), active: new Set(), bindingMemo: new Map(), loopValues: new Map(), splits: new Map(), assumeUnset: null, condOnly: null, bindingActive: new Set(), downloads: new Map(), written: new Map(), formatted: new Map(), seen: new Set(), work: 0, nest: 0, minerMarks: src.length > 60_000 || isMinerText(src) || MINER_HINT_RE.test(src), batchOut: null, callArgs: null, reruns: 0, staged: [], cwd: null };
}

// ---------------------------------------------------------------------------------------------
// Marks and emission

function mark(detail: string): Taint {
  return { source: "file", detail, loc: { file: "", line: 0 } };
}

function fetchedOf(v: Folded | null): string | null {
  for (const t of v?.taint ?? []) if (t.detail.startsWith(FETCH_MARK)) return t.detail.slice(FETCH_MARK.length);
  return null;
}

function isPsub(v: Folded): boolean {
  return v.taint.some((t) => t.detail === PSUB_MARK);
}

function clean(v: Folded): Folded {
  return v.taint.some((t) => t.detail.startsWith(MARK)) ? { ...v, taint: v.taint.filter((t) => !t.detail.startsWith(MARK)) } : v;
}

function unmarked(taint: readonly Taint[]): Taint[] {
  return taint.filter((t) => !t.detail.startsWith(MARK));
}

/** Records a fact once (marks stripped from the values it carries). */
function emit(s: Sh, fact: Fact): void {
  // Values found inside decoded code were hidden by that decoding too (the snippet's `via`).
  const outer = s.snippet.via;
  const value = (v: Folded): Folded => {
    const c = clean(v);
    return outer.length && outer.some((d) => !c.via.includes(d)) ? { ...c, via: [...outer.filter((d) => !c.via.includes(d)), ...c.via] } : c;
  };
  if (fact.kind === "exec") fact = { ...fact, command: value(fact.command) };
  else if (fact.kind === "send" && fact.data) fact = { ...fact, data: value(fact.data) };
  else if (fact.kind === "write" && fact.content) fact = { ...fact, content: value(fact.content) };
  else if (fact.kind === "read" && outer.length) fact = { ...fact, via: [...outer, ...(fact.via ?? []).filter((d) => !outer.includes(d))] };
  const key = `${fact.kind}\u0000${fact.loc.line}\u0000${identity(fact)}`;
  if (s.seen.has(key)) return;
  s.seen.add(key);
  s.analyzer.emit(fact, s.snippet);
}

/** What makes a fact distinct from another of its kind on the same line (for de-duplication). */
function identity(f: Fact): string {
  switch (f.kind) {
    case "exec": return `${f.lang}|${f.fetched}|${f.command.text.slice(0, 200)}|${f.command.via.join()}`;
    case "send": return `${f.channel}|${f.dest}|${f.data?.text.slice(0, 200)}|${f.data?.taint.map((t) => t.detail).join()}`;
    case "fetch": return `${f.url}|${f.saveTo}`;
    case "write": return `${f.path}|${f.mode}|${f.content?.text.slice(0, 200)}`;
    case "delete": return `${f.path}|${f.scope}`;
    case "read": return `${f.source}|${f.detail}`;
    case "invoke": return `${f.target}|${f.how}|${f.inputs?.length ?? 0}`;
    case "config":
    case "privilege": return `${f.what}|${f.detail}`;
    case "remote-shell":
    case "mine": return f.detail;
    default: return "";
  }
}

function locOf(s: Sh, row: number) {
  return s.analyzer.loc(s.snippet, row);
}

// ---------------------------------------------------------------------------------------------
// Folding words

/** Words joined with spaces (the common all-literal case without the general concatenation). */
function joinSpace(parts: readonly Folded[]): Folded {
  if (parts.every((p) => p.exact && !p.via.length && !p.taint.length)) return known(parts.map((p) => p.text).join(" "));
  return concat(parts.flatMap((p, i) => (i ? [known(" "), p] : [p])));
}

/** Folds the children of `n` between offsets `from` and `to`: named children folded, gaps literal. */
function foldRange(s: Sh, n: SyntaxNode, from: number, to: number, unescape: (t: string) => string): Folded {
  const parts: Folded[] = [];
  let at = from;
  for (const c of n.children) {
    if (c.end <= from || c.start >= to || !c.named) continue;
    if (c.start > at) parts.push(known(unescape(s.src.slice(at, c.start))));
    // Inside strings the grammar may start an expansion at the whitespace before its `$`: that text is literal.
    const lead = c.type === "string_content" || c.type === "heredoc_content" ? 0 : leadingSpace(s.src, c.start, c.end);
    if (lead) parts.push(known(s.src.slice(c.start, c.start + lead)));
    parts.push(c.type === "string_content" || c.type === "heredoc_content" ? known(unescape(textAt(s, c))) : fold(s, c));
    at = c.end;
  }
  if (to > at) parts.push(known(unescape(s.src.slice(at, to))));
  return parts.length === 1 ? parts[0]! : concat(parts);
}

function leadingSpace(src: string, start: number, end: number): number {
  let i = start;
  while (i < end && (src[i] === " " || src[i] === "\t" || src[i] === "\n")) i++;
  return i - start;
}

function textAt(s: Sh, n: SyntaxNode): string {
  return s.src.slice(n.start, n.end);
}

/** Backslash escapes of double-quoted text. */
const unescapeDq = (t: string) => (t.includes("\\") ? t.replace(/\\([$`"\\])|\\\r?\n/g, (_, c: string | undefined) => c ?? "") : t);
/** Backslash escapes of unquoted words. */
const unescapeWord = (t: string) => (t.includes("\\") ? t.replace(/\\\r?\n|\\(.)/g, (_, c: string | undefined) => c ?? "") : t);

/** What a word expands to (one field; field splitting is done by `argvOf`). */
function fold(s: Sh, n: SyntaxNode): Folded {
  if (++s.work > MAX_WORK || s.nest > MAX_NEST) return unknown();
  s.nest++;
  try {
    return foldNode(s, n);
  } finally {
    s.nest--;
  }
}

function foldNode(s: Sh, n: SyntaxNode): Folded {
  switch (n.type) {
    case "word":
    case "command_name":
      return n.children.length ? foldRange(s, n, n.start, n.end, unescapeWord) : known(unescapeWord(textAt(s, n)));
    case "number":
    case "regex":
    case "extglob_pattern":
    case "brace_expression":
    case "special_variable_name":
      return known(textAt(s, n));
    case "raw_string":
      return known(textAt(s, n).slice(1, -1));
    case "ansi_c_string":
      return foldAnsiC(textAt(s, n).slice(2, -1));
    case "string":
      return foldRange(s, n, n.start + 1, n.end - 1, unescapeDq);
    case "translated_string":
      return n.children[0] ? fold(s, n.children.find((c) => c.named) ?? n.children[0]) : known("");
    case "concatenation":
      return foldConcatenation(s, n);
    case "array":
      return joinSpace(n.children.filter((c) => c.named).map((c) => fold(s, c)));
    case "simple_expansion": {
      const nameNode = n.children.find((c) => c.named);
      return nameNode ? lookup(s, textAt(s, nameNode), n) : unknown();
    }
    case "expansion":
      return foldExpansion(s, n);
    case "command_substitution":
      return substitutionOutput(s, n);
    case "process_substitution":
      return withTaint(substitutionOutput(s, n), [mark(PSUB_MARK)]);
    case "arithmetic_expansion": {
      const value = arithmetic(s, n.children.find((c) => c.named) ?? n, 0);
      return value === null ? unknown() : known(String(value));
    }
    default:
      return unknown();
  }
}

/** $(( … )) over constants and variables with numeric values (bash literals: 0755 octal, 0x1f hex, 2#101). */
function arithmetic(s: Sh, n: SyntaxNode, depth: number): number | null {
  if (depth > 32) return null;
  switch (n.type) {
    case "number":
    case "word": {
      const t = textAt(s, n).trim();
      return /^[A-Za-z_]\w*$/.test(t) ? numeric(lookup(s, t, n).text) : numeric(t);
    }
    case "simple_expansion":
    case "expansion":
    case "command_substitution":
      return numeric(fold(s, n).text);
    case "variable_name": {
      // The grammar reads a hex literal (`0x1bb`) inside $(( )) as a variable name.
      const t = textAt(s, n);
      return /^\d/.test(t) ? numeric(t) : numeric(lookup(s, t, n).text);
    }
    case "parenthesized_expression":
      return n.children.find((c) => c.named) ? arithmetic(s, n.children.find((c) => c.named)!, depth + 1) : null;
    case "unary_expression": {
      const v = n.children.find((c) => c.named) ? arithmetic(s, n.children.find((c) => c.named)!, depth + 1) : null;
      const op = n.children.find((c) => !c.named)?.type;
      return v === null ? null : op === "-" ? -v : op === "~" ? ~v : op === "!" ? Number(!v) : v;
    }
    case "binary_expression": {
      const l = n.children.find((c) => c.field === "left");
      const r = n.children.find((c) => c.field === "right");
      const a = l ? arithmetic(s, l, depth + 1) : null;
      const b = r ? arithmetic(s, r, depth + 1) : null;
      if (a === null || b === null) return null;
      switch (n.children.find((c) => c.field === "operator")?.type) {
        case "+": return a + b;
        case "-": return a - b;
        case "*": return a * b;
        case "/": return b ? Math.trunc(a / b) : null;
        case "%": return b ? a % b : null;
        case "<<": return a << b;
        case ">>": return a >> b;
        case "&": return a & b;
        case "|": return a | b;
        case "^": return a ^ b;
        case "**": return a ** b;
        default: return null;
      }
    }
    default:
      return null;
  }
}

function numeric(t: string): number | null {
  const x = t.trim();
  if (/^-?0[0-7]+$/.test(x)) return parseInt(x, 8);
  if (/^-?0x[0-9a-f]+$/i.test(x)) return parseInt(x, 16);
  const based = /^(\d{1,2})#([0-9a-z]+)$/i.exec(x);
  if (based) return parseInt(based[2]!, Number(based[1]));
  return /^-?\d+$/.test(x) ? Number(x) : null;
}

function foldAnsiC(body: string): Folded {
  const text = decodeEscapes(body);
  // Escapes that spell letters hide a word; \n and \t in a message do not.
  const hides = /\\(?:x[0-9a-f]{2}|[0-7]{3}|u[0-9a-f]{4})/i.test(body) && /[a-z]/i.test(text);
  return known(text, hides ? ["escape"] : []);
}

function foldConcatenation(s: Sh, n: SyntaxNode): Folded {
  const parts = n.children.map((c) => fold(s, c));
  const v = concat(parts);
  // c''u"r"l: quotes inside one bare token change nothing for the shell and only defeat text search.
  const quoted = n.children.filter((c) => c.type === "string" || c.type === "raw_string");
  const allLiteral = n.children.every((c) => c.type === "word" || c.type === "raw_string" || (c.type === "string" && !c.children.some((k) => k.named && k.type !== "string_content")));
  if (allLiteral && quoted.length && n.children.length > 1 && /^[\w.-]+$/.test(v.text) && (quoted.length > 1 || quoted.some((q) => q.end - q.start === 2))) {
    return { ...v, via: [...v.via, "quote-splice"] };
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// Variables (flow-insensitive: the nearest assignment completed before the use, else any)

/** Conventional values of variables the environment always sets (paths are classified through them). */
const ENV_VALUES: Readonly<Record<string, string>> = { HOME: "~", IFS: " ", PWD: ".", TMPDIR: "/tmp", SHELL: "/bin/sh" };

function lookup(s: Sh, name: string, at: SyntaxNode | null): Folded {
  if (/^[1-9@*]$/.test(name)) return positional(s, name, at);
  const v = lookupSet(s, name, at);
  if (v) return v;
  if (s.assumeUnset?.has(name)) return known("", ["variable"]);
  return unsetValue(s, name, at);
}

/**
 * $1…$9, $@ and $* inside a function of the snippet: the arguments of its first call site
 * (`f() { $1 -s "$2" | $3; }; f curl https://x sh`). Outside functions they are unknown.
 */
function positional(s: Sh, name: string, at: SyntaxNode | null): Folded {
  const pos = at?.start ?? -1;
  let fn: { name: string; start: number; end: number } | null = null;
  for (const f of s.functions) if (f.start <= pos && pos < f.end && (!fn || f.start >= fn.start)) fn = f;
  if (!fn) return unknown();
  if (s.callArgs?.fn === fn.name) {
    const args = s.callArgs.args;
    return name === "@" || name === "*" ? joinSpace(args) : (args[Number(name) - 1] ?? known(""));
  }
  const call = firstCall(s, fn);
  if (!call || s.active.has(call)) return unknown();
  s.active.add(call);
  const args = argvOf(s, call).argv.slice(1);
  s.active.delete(call);
  if (name === "@" || name === "*") return joinSpace(args);
  return args[Number(name) - 1] ?? known("");
}

/** A function's first call site outside its own body: whose arguments its body is read with where it is defined. */
function firstCall(s: Sh, fn: { name: string; start: number; end: number }): SyntaxNode | undefined {
  return (s.calls.get(fn.name) ?? []).find((c) => c.start < fn.start || c.start >= fn.end);
}

const MAX_RERUNS = 32;

/**
 * A call of a function of the snippet other than the one its body was read with (a later call site, or the first
 * inside a loop read again for another value): the body is read again with this call's arguments.
 */
function callAgain(s: Sh, n: SyntaxNode): void {
  const nameNode = n.children.find((c) => c.field === "name");
  if (!nameNode || s.reruns >= MAX_RERUNS) return;
  const word = textAt(s, nameNode);
  const body = s.bodies.get(word);
  const fn = body ? s.functions.find((f) => f.name === word) : undefined;
  if (!body || !fn || s.active.has(body) || (n.start >= fn.start && n.start < fn.end)) return;
  if (n === firstCall(s, fn) && !s.loopValues.size && !s.callArgs) return;
  s.reruns++;
  const args = argvOf(s, n).argv.slice(1);
  const callArgs = s.callArgs;
  s.callArgs = { fn: word, args };
  s.active.add(body);
  try {
    afresh(s, () => visit(s, body));
  } finally {
    s.active.delete(body);
    s.callArgs = callArgs;
  }
}

/** Runs `f` with the caches that depend on variables set aside (a body read again with other values), then restores them. */
function afresh<T>(s: Sh, f: () => T): T {
  const saved = { memo: s.memo, argvs: s.argvs, bindingMemo: s.bindingMemo };
  s.memo = new Map();
  s.argvs = new Map();
  s.bindingMemo = new Map();
  try {
    return f();
  } finally {
    Object.assign(s, saved);
  }
}

/** The value of a variable the snippet does not assign: conventional, or a hole (tainted when its name says secret). */
function unsetValue(s: Sh, name: string, at: SyntaxNode | null): Folded {
  if (name === "IFS") return known(" ", ["ifs"]);
  const conventional = ENV_VALUES[name];
  if (conventional !== undefined) return known(conventional, ["variable"]);
  if (isSecretEnvName(name)) return unknown([{ source: "env-secret", detail: name, loc: locOf(s, at?.row ?? 0) }]);
  return unknown();
}

function lookupSet(s: Sh, name: string, at: SyntaxNode | null): Folded | null {
  const looped = s.loopValues.get(name);
  if (looped) return looped;
  if (s.assumeUnset?.has(name)) return null;
  const bindings = s.vars.get(name);
  if (!bindings?.length) return null;
  const pos = at?.start ?? Number.MAX_SAFE_INTEGER;
  let chosen: Binding | null = null;
  for (const b of bindings) if (b.end <= pos) chosen = b;
  chosen ??= bindings.find((b) => b.start > pos || b.end <= pos) ?? null;
  if (!chosen) return null;
  return bindingValue(s, name, chosen);
}

function bindingValue(s: Sh, name: string, b: Binding): Folded {
  if (b.value) return b.value;
  if (b.split) {
    if (s.bindingActive.has(b)) return unknown();
    s.bindingActive.add(b);
    const fields = splitFields(s, b.split);
    s.bindingActive.delete(b);
    return fields ? joinSpace(fields) : unknown();
  }
  if (b.fed) {
    // A line of what feeds the loop: unknown text carrying what that input read (`od … ~/.aws/credentials | while read seg`).
    if (s.bindingActive.has(b)) return unknown();
    s.bindingActive.add(b);
    let out: Folded | null = null;
    for (const stage of b.fed) out = outputOfStatement(s, stage, out);
    s.bindingActive.delete(b);
    return unknown(out ? unmarked(out.taint) : []);
  }
  if (b.under) {
    // ls prints names (a folder of the caller's choosing comes first: "$DIR/$f"); find prints paths under its folder.
    if (!b.under.dir) return known("*");
    if (s.bindingActive.has(b)) return unknown();
    s.bindingActive.add(b);
    const dir = fold(s, b.under.dir);
    const entry = b.under.name ? fold(s, b.under.name) : null;
    s.bindingActive.delete(b);
    return concat([dir, known(entry ? "/**/" : "/*"), ...(entry ? [entry] : [])]);
  }
  const node = b.node;
  if (!node) return unknown();
  const cached = s.bindingMemo.get(b);
  if (cached) return cached;
  if (s.bindingActive.has(b)) return unknown();
  s.bindingActive.add(b);
  let v = fold(s, node);
  if (b.append) {
    const prev = lookupSet(s, name, { ...node, start: b.start } as SyntaxNode);
    if (prev) v = concat([prev, v]);
  }
  s.bindingActive.delete(b);
  v = v.via.includes("variable") ? v : { ...v, via: [...v.via, "variable"] };
  s.bindingMemo.set(b, v);
  return v;
}

/** ${…}: defaults, alternatives, length, indirection, substrings, prefix/suffix removal, replacement, case. */
function foldExpansion(s: Sh, n: SyntaxNode): Folded {
  const body = n.children.filter((c) => c.type !== "${" && c.type !== "}");
  const first = body[0];
  if (!first) return unknown();
  if (first.type === "#" || first.type === "!") {
    const inner = body[1] ? expansionName(s, body[1]) : null;
    if (!inner) return unknown();
    const v = lookup(s, inner, n);
    if (first.type === "#") return v.exact ? known(String(Array.from(v.text).length)) : unknown(v.taint);
    return v.exact && /^\w+$/.test(v.text) ? lookup(s, v.text, n) : unknown(v.taint);
  }
  const name = expansionName(s, first);
  if (!name) return unknown();
  const isSet = lookupSet(s, name, n) !== null || name in ENV_VALUES;
  const value = subscripted(s, first, lookup(s, name, n));
  const op = body[1];
  if (!op) return value;
  const rest = body.length > 2 ? foldRange(s, n, op.end, body[body.length - 1]!.end, unescapeWord) : known("");
  const defaultVia = (v: Folded): Folded => ({ ...v, via: v.via.includes("variable") ? v.via : [...v.via, "variable"] });
  switch (op.type) {
    case ":-":
    case "-":
    case ":=":
    case "=":
      return isSet && (op.type.length === 1 || value.text !== "") ? value : defaultVia(withTaint(rest, value.taint));
    case ":+":
    case "+":
      return isSet ? rest : known("");
    case ":?":
    case "?":
      return value;
    case ":": {
      const nums = body.slice(2).filter((c) => c.named).map((c) => Number(textAt(s, c)));
      if (!value.exact || !nums.length || nums.some((x) => !Number.isInteger(x))) return unknown(value.taint);
      const chars = Array.from(value.text);
      const start = nums[0]! < 0 ? Math.max(chars.length + nums[0]!, 0) : nums[0]!;
      const end = nums.length > 1 ? (nums[1]! < 0 ? chars.length + nums[1]! : start + nums[1]!) : chars.length;
      return derived(value, chars.slice(start, end).join(""), "slice");
    }
    case "#":
    case "##":
    case "%":
    case "%%":
      return stripPattern(value, rest, op.type);
    case "/":
    case "//": {
      const parts = body.slice(2).filter((c) => c.named);
      const pattern = parts[0] ? fold(s, parts[0]) : known("");
      // The replacement as written: the parse drops the escape in `\\x` (a backslash the shell keeps).
      const written = /^\$\{[\w@*!#]+(?:\[[^\]]*\])?\/\/?(?:\\.|[^\\/])*\/([^$`]*)\}$/.exec(textAt(s, n));
      const repl = written ? known(unescapeWord(written[1]!)) : parts[1] ? fold(s, parts[1]) : known("");
      if (!value.exact || !pattern.exact || !repl.exact) return unknown(value.taint);
      const re = globRegex(pattern.text, op.type === "//" ? "g" : "");
      return re ? derived(value, value.text.replace(re, () => repl.text), "replace") : unknown(value.taint);
    }
    case "^":
    case "^^":
      return value.exact ? derived(value, op.type === "^^" ? value.text.toUpperCase() : value.text.charAt(0).toUpperCase() + value.text.slice(1), "replace") : value;
    case ",":
    case ",,":
      return value.exact ? derived(value, op.type === ",," ? value.text.toLowerCase() : value.text.charAt(0).toLowerCase() + value.text.slice(1), "replace") : value;
    default:
      return unknown(value.taint);
  }
}

function expansionName(s: Sh, n: SyntaxNode): string | null {
  if (n.type === "variable_name" || n.type === "special_variable_name") return textAt(s, n);
  if (n.type === "subscript") {
    const name = n.children.find((c) => c.field === "name");
    return name ? textAt(s, name) : null;
  }
  return null;
}

/** ${arr[i]} of an array literal; ${arr[@]} is the whole value (items joined with spaces). */
function subscripted(s: Sh, n: SyntaxNode, whole: Folded): Folded {
  if (n.type !== "subscript") return whole;
  const index = n.children.find((c) => c.field === "index");
  const i = index ? arrayIndex(s, index) : NaN;
  // "${arr[*]}" joins the items with IFS's first character (`base="https://$(IFS=.; echo "${edge[*]}")/x"`)
  if (index && textAt(s, index) === "*") {
    const sep = ifsBefore(s, n.start);
    const array = s.arrays.get(textAt(s, n.children.find((c) => c.field === "name")!));
    if (array && sep) {
      const items = array.children.filter((c) => c.named).map((c) => fold(s, c));
      return { text: items.map((f) => f.text).join(sep), exact: items.every((f) => f.exact), via: [...new Set([...items.flatMap((f) => f.via), "ifs" as const])], taint: items.flatMap((f) => f.taint) };
    }
  }
  if (!Number.isInteger(i) || !whole.exact) return index && /^[@*]$/.test(textAt(s, index)) ? whole : unknown(whole.taint);
  const array = s.arrays.get(textAt(s, n.children.find((c) => c.field === "name")!));
  const item = array ? array.children.filter((c) => c.named)[i] : undefined;
  if (item) return derived(fold(s, item), fold(s, item).text, "slice");
  const words = whole.text.split(" ");
  return words[i] !== undefined ? derived(whole, words[i]!, "slice") : known("");
}

/**
 * The separator "${arr[*]}" joins with: the first character of the last IFS set on its own before `at` (`IFS=.;`),
 * when that is not a blank; null for the default. `IFS='' read …` sets it for one command only.
 */
function ifsBefore(s: Sh, at: number): string | null {
  let last: string | null = null;
  for (const m of s.src.slice(0, at).matchAll(/(?:^|[;({&|\n]\s*)IFS=('[^'\n]*'|"[^"\n]*"|[^\s;)'"]*)[ \t]*(?=;|\n|$)/g)) last = m[1]!.replace(/^(['"])([\s\S]*)\1$/, "$2");
  const c = last?.slice(0, 1);
  return c && /\S/.test(c) ? c : null;
}

/** An indexed array's subscript: a number, an expansion that folds to one (`${a[$i]}`), or a bare name, which bash reads as arithmetic on that variable (`${a[i]}`). */
function arrayIndex(s: Sh, index: SyntaxNode): number {
  const text = textAt(s, index);
  if (/^\d+$/.test(text)) return Number(text);
  const v = /^[A-Za-z_]\w*$/.test(text) ? lookup(s, text, index) : fold(s, index);
  return v.exact && /^\s*\d+\s*$/.test(v.text) ? Number(v.text) : NaN;
}

function derived(from: Folded, text: string, how: Decoding): Folded {
  return { text, exact: from.exact, via: from.via.includes(how) ? [...from.via] : [...from.via, how], taint: [...from.taint] };
}

/** A shell glob as a regular expression (anchored by the caller), or null when it cannot be read. */
const globCache = new Map<string, RegExp | null>();

function globRegex(glob: string, flags: string, whole = false): RegExp | null {
  if (glob.length > 200) return null;
  const key = `${flags}|${whole}|${glob}`;
  const cached = globCache.get(key);
  if (cached !== undefined) return cached;
  const re = compileGlob(glob, flags, whole);
  if (globCache.size < 2048) globCache.set(key, re);
  return re;
}

function compileGlob(glob: string, flags: string, whole: boolean): RegExp | null {
  let re = "";
  for (const ch of glob) re += ch === "*" ? "[\\s\\S]*" : ch === "?" ? "[\\s\\S]" : ch.replace(/[.+^${}()|[\]\\/]/g, "\\$&");
  try {
    return new RegExp(whole ? `^(?:${re})$` : re, flags);
  } catch {
    return null;
  }
}

function stripPattern(value: Folded, pattern: Folded, op: string): Folded {
  if (!value.exact || !pattern.exact) return unknown(value.taint);
  const text = value.text;
  const candidates: number[] = [];
  const fromStart = op.startsWith("#");
  const re = globRegex(pattern.text, "", true);
  if (!re) return unknown(value.taint);
  // Try each cut point; # and % keep the shortest match, ## and %% the longest.
  for (let i = 0; i <= text.length && i <= 1024; i++) if (re.test(fromStart ? text.slice(0, i) : text.slice(text.length - i))) candidates.push(i);
  if (!candidates.length) return value;
  const cut = op.length === 2 ? candidates[candidates.length - 1]! : candidates[0]!;
  return derived(value, fromStart ? text.slice(cut) : text.slice(0, text.length - cut), "slice");
}

// ---------------------------------------------------------------------------------------------
// One pass over the tree: assignments, loop variables, `read` targets, arrays and aliases

function collect(s: Sh, root: SyntaxNode): void {
  const stack: SyntaxNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === "variable_assignment") {
      const nameNode = n.children.find((c) => c.field === "name");
      const value = n.children.find((c) => c.field === "value") ?? null;
      const name = nameNode ? expansionName(s, nameNode) : null;
      if (name) {
        const cond = conditionOf(s, n);
        bind(s, name, { start: n.start, end: n.end, node: value, value: value ? null : known(""), append: n.children.some((c) => c.type === "+="), ...(cond !== null ? { cond: cond.text, condScope: cond.scope } : {}) });
        if (value?.type === "array") s.arrays.set(name, value);
      }
    } else if (n.type === "for_statement") {
      const variable = n.children.find((c) => c.field === "variable");
      const first = n.children.find((c) => c.field === "value");
      if (variable) bind(s, textAt(s, variable), { start: n.start, end: variable.end, node: first ?? null, value: first ? null : unknown(), append: false });
    } else if (n.type === "function_definition") {
      const name = n.children.find((c) => c.field === "name");
      if (name && s.functions.length < 256) {
        s.functions.push({ name: textAt(s, name), start: n.start, end: n.end });
        const body = n.children.find((c) => c.field === "body");
        if (body) s.bodies.set(textAt(s, name), body);
        const how = runnerKind(s, n);
        if (how) s.runners.set(textAt(s, name), how);
      }
    } else if (n.type === "command") {
      const name = n.children.find((c) => c.field === "name");
      const word = name ? textAt(s, name) : "";
      if (/^[\w.:-]+$/.test(word)) {
        const calls = s.calls.get(word);
        if (!calls) s.calls.set(word, [n]);
        else if (calls.length < 8) calls.push(n);
      }
      if (word === "read" || word === "mapfile" || word === "readarray") {
        const under = word === "read" ? listedBy(s, n) : null;
        const names = n.children.filter((a) => a.field === "argument" && a.type === "word" && /^[A-Za-z_]\w*$/.test(textAt(s, a)));
        // `read -r f` takes the whole line; with several names the last takes the rest, the others one word each.
        const fed = word === "read" && !under ? fedBy(s, n) : null;
        const split = word === "read" ? splitBy(s, n) : null;
        if (split) {
          s.splits.set(split.name, split.from);
          bind(s, split.name, { start: n.start, end: n.end, node: null, value: null, append: false, split: split.from });
        }
        if (!split) names.forEach((a, i) => bind(s, textAt(s, a), { start: n.start, end: n.end, node: null, value: (under && i === names.length - 1) || fed ? null : unknown(), append: false, ...(under && i === names.length - 1 ? { under } : fed ? { fed } : {}) }));
      } else if (word === "alias") {
        for (const a of n.children) if (a.field === "argument") bindAlias(s, a);
      }
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}

/**
 * The condition an assignment is made under, or null when it is made whenever the code around it runs: inside an
 * `if` with no `else` (the case where the test fails leaves the variable as it was), or after `&&`/`||`.
 */
function conditionOf(s: Sh, n: SyntaxNode): { text: string; scope: SyntaxNode } | null {
  let child = n;
  for (let p = n.parent, depth = 0; p && depth < 24; child = p, p = p.parent, depth++) {
    if (p.type === "function_definition" || p.type === "program") return null;
    if (p.type === "if_statement") {
      if (child.field === "condition") continue;
      if (p.children.some((c) => c.type === "else_clause")) continue;
      return { text: p.children.filter((c) => c.field === "condition").map((c) => textAt(s, c)).join(" "), scope: p };
    }
    if (p.type === "list" && p.children.indexOf(child) > 0) return { text: textAt(s, p.children.find((c) => c.named)!), scope: p };
  }
  return null;
}

/** `IFS=',' read -r -a NAME <<< "$x"`: the array and where its fields come from. */
function splitBy(s: Sh, read: SyntaxNode): { name: string; from: SplitSource } | null {
  const args = read.children.filter((c) => c.field === "argument");
  const at = args.findIndex((a) => /^-[a-zA-Z]*a$/.test(textAt(s, a)));
  const target = at >= 0 ? args[at + 1] : undefined;
  if (!target || !/^[A-Za-z_]\w*$/.test(textAt(s, target))) return null;
  const holder = read.parent?.type === "redirected_statement" ? read.parent : null;
  const here = [...read.children, ...(holder?.children ?? [])].find((c) => c.type === "herestring_redirect");
  const source = here?.children.find((k) => k.named);
  if (!source) return null;
  const ifs = read.children.find((c) => c.type === "variable_assignment" && textAt(s, c).startsWith("IFS="));
  return { name: textAt(s, target), from: { source, ifs: ifs ? (ifs.children.find((c) => c.field === "value") ?? "") : null } };
}

/** The fields `read -a` makes of a here-string: split at IFS, blanks collapsing and other separators keeping empty fields. */
function splitFields(s: Sh, sp: SplitSource): Folded[] | null {
  const src = fold(s, sp.source);
  if (!src.exact) return null;
  const ifs = sp.ifs === null ? " \t\n" : sp.ifs === "" ? "" : fold(s, sp.ifs).text;
  if (!ifs) return [src];
  const blanks = [...ifs].filter((c) => /\s/.test(c)).join("");
  const others = [...ifs].filter((c) => !/\s/.test(c));
  let text = src.text;
  if (blanks) text = text.replace(new RegExp(`^[${escapeClass(blanks)}]+|[${escapeClass(blanks)}]+$`, "g"), "");
  const parts = others.length ? text.split(new RegExp(`[${escapeClass(blanks)}]*[${escapeClass(others.join(""))}][${escapeClass(blanks)}]*`)) : text.split(new RegExp(`[${escapeClass(blanks)}]+`));
  if (parts.length > 1 && parts[parts.length - 1] === "") parts.pop();
  return parts.slice(0, MAX_LOOP_VALUES).map((p) => derived(src, p, "slice"));
}

function escapeClass(chars: string): string {
  return chars.replace(/[\\\]^-]/g, "\\$&").replace(/\t/g, "\\t").replace(/\n/g, "\\n");
}

/** Variables whose every assignment is made under a condition that does not test the variable itself. */
function condOnlyNames(s: Sh): Map<string, Binding[]> {
  if (s.condOnly) return s.condOnly;
  const out = new Map<string, Binding[]>();
  for (const [name, bindings] of s.vars) {
    if (name === "IFS" || !bindings.length || !bindings.every((b) => b.cond !== undefined)) continue;
    const tested = new RegExp(`\\$\\{?${name}\\b|-v\\s+${name}\\b`);
    if (!bindings.some((b) => tested.test(b.cond!))) out.set(name, bindings);
  }
  return (s.condOnly = out);
}

/** Reads `f`, the reading of the code at `at`, again in the case where every condition that sets a variable was
 *  false (null when no variable is set only so). Code inside the statement a condition governs runs only when it
 *  held: there the variables it sets are set. */
function whenUnset<T>(s: Sh, at: SyntaxNode, f: () => T): T | null {
  if (s.assumeUnset) return null;
  const names = new Set<string>();
  for (const [name, bindings] of condOnlyNames(s)) if (bindings.some((b) => !b.condScope || at.start < b.condScope.start || at.end > b.condScope.end)) names.add(name);
  if (!names.size) return null;
  s.assumeUnset = names;
  try {
    return afresh(s, f);
  } finally {
    s.assumeUnset = null;
  }
}

/** The `while` loop a `read` sits in (a few levels up) and the statement holding that loop. */
function readLoop(read: SyntaxNode): { loop: SyntaxNode | null; holder: SyntaxNode | null } {
  let loop: SyntaxNode | null = read.parent;
  for (let i = 0; loop && loop.type !== "while_statement" && i < 4; i++) loop = loop.parent;
  return loop?.type === "while_statement" ? { loop, holder: loop.parent } : { loop: null, holder: null };
}

/** The statements whose output a `while read` loop reads: the stages before it in a pipeline, or its `< <(…)`. */
function fedBy(s: Sh, read: SyntaxNode): SyntaxNode[] | null {
  const { loop, holder } = readLoop(read);
  if (!loop) return null;
  if (holder?.type === "pipeline" && holder.children.indexOf(loop) > 0) {
    const before = holder.children.slice(0, holder.children.indexOf(loop)).filter((c) => c.named && c.type !== "comment");
    return before.length && before.length <= 16 ? before : null;
  }
  if (holder?.type === "redirected_statement") {
    const sub = holder.children.find((c) => c.field === "redirect")?.children.find((c) => c.type === "process_substitution");
    const inner = sub?.children.filter((c) => c.named && c.type !== "comment") ?? [];
    return inner.length === 1 ? inner : null;
  }
  return null;
}

/**
 * The folder a `while read` loop's lines list: the loop fed by `< <(find DIR …)`, `< <(ls DIR)` or `find DIR … |`.
 * Returns find's folder and -name pattern (null folder: ls, whose lines are bare names).
 */
function listedBy(s: Sh, read: SyntaxNode): { dir: SyntaxNode | null; name: SyntaxNode | null } | null {
  const { loop, holder } = readLoop(read);
  if (!loop) return null;
  let lister: SyntaxNode | null = null;
  if (holder?.type === "redirected_statement") {
    const sub = holder.children.find((c) => c.field === "redirect")?.children.find((c) => c.type === "process_substitution");
    // `< <(find "$d" … 2>/dev/null)`: the lister under its own redirects
    const inner = sub?.children.find((c) => c.type === "redirected_statement")?.children.find((c) => c.field === "body");
    lister = sub?.children.find((c) => c.type === "command") ?? (inner?.type === "command" ? inner : null) ?? sub?.children.find((c) => c.type === "pipeline")?.children.find((c) => c.type === "command") ?? null;
  } else if (holder?.type === "pipeline" && holder.children.indexOf(loop) > 0) {
    lister = holder.children.slice(0, holder.children.indexOf(loop)).reverse().find((c) => c.type === "command") ?? null;
  }
  if (!lister) return null;
  const name = lister.children.find((c) => c.field === "name");
  const word = name ? textAt(s, name) : "";
  const args = lister.children.filter((c) => c.field === "argument");
  if (word === "find") {
    const dir = args.find((a) => !textAt(s, a).startsWith("-"));
    if (!dir || args.indexOf(dir) !== 0) return null;
    const at = args.findIndex((a) => /^-i?name$/.test(textAt(s, a)));
    // Filters find can apply that no pattern here can say (-regex, -path, -newer…): not every entry.
    if (at < 0 && args.some((a) => /^-(?:i?regex|i?path|i?wholename|newer\w*|user|group|perm|size|links|inum|samefile|empty)$/.test(textAt(s, a)))) return null;
    return { dir, name: at >= 0 ? (args[at + 1] ?? null) : null };
  }
  if (word === "ls") {
    const dirs = args.filter((a) => !textAt(s, a).startsWith("-"));
    return dirs.length === 1 && !args.some((a) => /^-[a-zA-Z]*[dR]/.test(textAt(s, a))) ? { dir: null, name: null } : null;
  }
  return null;
}

const POSITIONAL_ALL = /^"?\$(?:\{[@*1]\}|[@*1])"?$/;
const POSITIONAL_IN = /\$(?:\{[@*1]\}|[@*1])/;

/** Whether a function's body runs its arguments: as the command itself ("direct") or as code (eval, sh -c). */
function runnerKind(s: Sh, fn: SyntaxNode): "direct" | "eval" | null {
  const body = fn.children.find((c) => c.field === "body");
  if (!body) return null;
  const stack = [body];
  let seen = 0;
  while (stack.length && ++seen < 2_000) {
    const n = stack.pop()!;
    if (n.type === "command") {
      const name = n.children.find((c) => c.field === "name");
      const word = name ? textAt(s, name) : "";
      const args = n.children.filter((c) => c.field === "argument").map((c) => textAt(s, c));
      if (POSITIONAL_ALL.test(word)) return "direct";
      if (word === "eval" && args.some((a) => POSITIONAL_IN.test(a))) return "eval";
      if (/^(?:\/\S*\/)?(?:ba|z|da|k)?sh$/.test(word) && args.includes("-c") && args.some((a) => POSITIONAL_IN.test(a))) return "eval";
    }
    if (n.type === "function_definition" && n !== fn) continue;
    for (const c of n.children) stack.push(c);
  }
  return null;
}

function bind(s: Sh, name: string, b: Binding): void {
  const list = s.vars.get(name);
  if (!list) s.vars.set(name, [b]);
  else if (list.length < 64) list.push(b);
}

function bindAlias(s: Sh, a: SyntaxNode): void {
  const v = fold(s, a);
  const eq = v.text.indexOf("=");
  if (eq > 0) s.aliases.set(v.text.slice(0, eq), { ...v, text: v.text.slice(eq + 1) });
}

// ---------------------------------------------------------------------------------------------
// Argument vectors and what commands print

const SPLIT_TYPES = new Set(["simple_expansion", "expansion", "command_substitution"]);

/** Whether an unquoted word's expansion is split into fields (a quoted "$x" is not). */
function splits(n: SyntaxNode): boolean {
  if (SPLIT_TYPES.has(n.type)) return true;
  return n.type === "concatenation" && n.children.some((c) => SPLIT_TYPES.has(c.type));
}

function isLiteralNode(n: SyntaxNode): boolean {
  if (n.type === "word" || n.type === "raw_string" || n.type === "number" || n.type === "command_name") return n.children.every(isLiteralNode);
  if (n.type === "string" || n.type === "concatenation") return n.children.every((c) => !c.named || c.type === "string_content" || isLiteralNode(c));
  return n.type === "ansi_c_string";
}

type Argv = { argv: Folded[]; literal: boolean };

/** The folded argument vector of a `command` node (aliases expanded, unquoted expansions split). */
function argvOf(s: Sh, n: SyntaxNode): Argv {
  const cached = s.argvs.get(n);
  if (cached) return cached;
  const argv: Folded[] = [];
  let literal = true;
  for (const c of n.children) {
    if (c.field !== "name" && c.field !== "argument") continue;
    if (argv.length >= MAX_ARGS) break;
    const inner = c.field === "name" && c.children.length === 1 ? c.children[0]! : c;
    literal &&= isLiteralNode(inner);
    // "${args[@]}": one argument per item of the array literal
    const items = arrayItems(s, inner);
    if (items) {
      for (const item of items.slice(0, MAX_ARGS - argv.length)) argv.push(fold(s, item));
      continue;
    }
    const v = fold(s, inner);
    if (splits(inner) && /\s/.test(v.text)) for (const piece of v.text.split(/[ \t\n]+/)) { if (piece) argv.push({ ...v, text: piece }); }
    else argv.push(v);
  }
  const alias = argv[0] && s.aliases.get(argv[0].text);
  if (alias) argv.splice(0, 1, ...alias.text.split(/\s+/).filter(Boolean).map((t) => ({ ...alias, text: t })));
  const out = { argv, literal };
  s.argvs.set(n, out);
  return out;
}

/** The items of `"${arr[@]}"` (or `${arr[@]}`) when arr is an array literal of this snippet. */
function arrayItems(s: Sh, n: SyntaxNode): SyntaxNode[] | null {
  const named = n.type === "string" ? n.children.filter((c) => c.named) : [n];
  const e = named.length === 1 ? named[0]! : null;
  if (!e || e.type !== "expansion") return null;
  const sub = e.children.find((c) => c.type === "subscript");
  if (!sub || e.children.filter((c) => c.named).length !== 1) return null;
  const index = sub.children.find((c) => c.field === "index");
  const name = sub.children.find((c) => c.field === "name");
  if (!index || !name || !/^[@*]$/.test(textAt(s, index))) return null;
  // "${arr[*]}" is one word (the items joined with IFS), not one word per item
  if (n.type === "string" && textAt(s, index) === "*") return null;
  const array = s.arrays.get(textAt(s, name));
  return array ? array.children.filter((c) => c.named) : null;
}

function substitutionOutput(s: Sh, n: SyntaxNode): Folded {
  const cached = s.memo.get(n);
  if (cached) return cached;
  if (s.active.has(n)) return unknown();
  s.active.add(n);
  const stmts = n.children.filter((c) => c.named);
  const out = stmts.length === 1 ? outputOfStatement(s, stmts[0]!, null) : concat(stmts.map((c) => outputOfStatement(s, c, null)));
  // The shell drops the output's trailing newlines.
  const v = out.text.endsWith("\n") ? { ...out, text: out.text.replace(/\n+$/, "") } : out;
  s.active.delete(n);
  s.memo.set(n, v);
  return v;
}

/** What a statement prints (pure: no facts). */
function outputOfStatement(s: Sh, n: SyntaxNode, stdin: Folded | null): Folded {
  if (++s.work > MAX_WORK || s.nest > MAX_NEST) return unknown();
  s.nest++;
  try {
    return statementOutput(s, n, stdin);
  } finally {
    s.nest--;
  }
}

function statementOutput(s: Sh, n: SyntaxNode, stdin: Folded | null): Folded {
  switch (n.type) {
    case "command":
      return outputOf(s, argvOf(s, n).argv, commandStdin(s, n) ?? stdin, n.row);
    case "pipeline": {
      let out = stdin;
      for (const stage of stagesOf(s, n)) out = stage.extra?.outputs.some((o) => o.stdout) ? known("") : outputOfStatement(s, stage.node, out);
      return out ?? unknown();
    }
    case "redirected_statement": {
      const r = redirectsOf(s, n);
      const body = n.children.find((c) => c.field === "body");
      if (!body || r.outputs.some((o) => o.stdout)) return known("");
      return outputOfStatement(s, body, r.stdin ?? stdin);
    }
    case "list": {
      // `a && echo X || echo Y`: X or Y, never both — the left side's text when it prints one (the fallback is the
      // other case), so `$(command -v wget && echo 'wget -qO-' || echo 'curl -fsS') URL` reads as one downloader.
      const or = n.children.findIndex((c) => !c.named && c.type === "||");
      if (or > 0) {
        const left = n.children.slice(0, or).filter((c) => c.named && c.type !== "comment");
        const right = n.children.slice(or + 1).filter((c) => c.named && c.type !== "comment");
        const l = left.length === 1 ? outputOfStatement(s, left[0]!, stdin) : null;
        if (l && l.exact && l.text.trim()) return l;
        if (l && !l.text.trim() && l.exact && right.length === 1) return outputOfStatement(s, right[0]!, stdin);
      }
      // `test -d x && echo x/..`: the text when the test passes, nothing when it fails. Either may happen, so the
      // output is unknown as text (a path built from it may be its empty case), carrying what the rest reads.
      const first = n.children.find((c) => c.named);
      if (first && isTest(s, first) && n.children.some((c) => !c.named && (c.type === "&&" || c.type === "||"))) {
        const rest = n.children.filter((c) => c.named && c !== first && c.type !== "comment").map((c) => outputOfStatement(s, c, stdin));
        return unknown([...unmarked(concat(rest).taint), mark(MAYBE_EMPTY_MARK)]);
      }
      return concat(n.children.filter((c) => c.named && c.type !== "comment").map((c) => outputOfStatement(s, c, stdin)));
    }
    case "subshell":
    case "compound_statement":
    case "do_group":
      return concat(n.children.filter((c) => c.named && c.type !== "comment").map((c) => outputOfStatement(s, c, stdin)));
    case "for_statement":
    case "c_style_for_statement":
    case "while_statement": {
      // What a loop prints: its body's output for some iteration, unknown as text, carrying what the body read.
      const body = n.children.find((c) => c.field === "body");
      const out = body ? outputOfStatement(s, body, stdin) : null;
      return unknown([...(out ? unmarked(out.taint) : []), ...(stdin ? unmarked(stdin.taint) : [])]);
    }
    case "variable_assignment":
    case "declaration_command":
      return known("");
    case "if_statement": {
      // Lines printed by the branches (a config file written from `{ if …; then echo a=1; else echo b=2; fi; } > f`):
      // every line any branch prints, when each prints whole lines.
      const parts: Folded[] = [];
      const visit = (node: SyntaxNode) => {
        for (const c of node.children) {
          if (!c.named || c.field === "condition" || c.type === "comment") continue;
          if (c.type === "elif_clause" || c.type === "else_clause") visit(c);
          else parts.push(outputOfStatement(s, c, stdin));
        }
      };
      visit(n);
      const lines = parts.filter((p) => p.text !== "");
      if (lines.length && lines.every((p) => p.text.endsWith("\n"))) return concat(lines);
      // a download in either branch (`if command -v curl …; then curl -fsSL "$1"; else wget -qO- "$1"; fi`) is what it prints
      const fetched = parts.map(fetchedOf).find((u) => u !== null);
      return unknown([...(fetched ? [mark(FETCH_MARK + fetched)] : []), ...(stdin ? unmarked(stdin.taint) : [])]);
    }
    default:
      return unknown(stdin ? unmarked(stdin.taint) : []);
  }
}

/** A condition that prints nothing: `[ … ]`, `[[ … ]]`, `test …`. */
function isTest(s: Sh, n: SyntaxNode): boolean {
  if (n.type === "test_command") return true;
  if (n.type !== "command") return false;
  const name = n.children.find((c) => c.field === "name");
  return !!name && /^(?:test|\[)$/.test(textAt(s, name));
}

/** Input given inside a `command` node itself (`cat <<< "$x"`). */
function commandStdin(s: Sh, n: SyntaxNode): Folded | null {
  for (const c of n.children) if (c.type === "herestring_redirect") return concat([fold(s, c.children.find((k) => k.named) ?? c), known("\n")]);
  return null;
}

/** `stdout`: the redirect takes standard output (`>`, `1>`, `&>`), not only another descriptor (`2>`). */
type Out = { path: Folded; append: boolean; row: number; stdout: boolean };
type Redirects = { stdin: Folded | null; outputs: Out[]; inputs: Out[]; heredoc: boolean; fds: string[] };

/** Inputs and outputs of a redirected statement (nested redirects of a here-doc included). */
function redirectsOf(s: Sh, n: SyntaxNode): Redirects {
  const r: Redirects = { stdin: null, outputs: [], inputs: [], heredoc: false, fds: [] };
  const stack = n.children.filter((c) => c.field === "redirect");
  // `<IP>`, `<file>` in documentation are placeholders, not an input and an output redirect.
  let placeholderEnd = -1;
  while (stack.length) {
    const c = stack.shift()!;
    if (c.start === placeholderEnd) continue;
    if (c.type === "heredoc_redirect") {
      const start = c.children.find((k) => k.type === "heredoc_start");
      const body = c.children.find((k) => k.type === "heredoc_body");
      const quoted = start ? /['"\\]/.test(textAt(s, start)) : false;
      const strip = c.children.some((k) => k.type === "<<-");
      let text: Folded = body ? (quoted ? known(textAt(s, body)) : foldRange(s, body, body.start, body.end, unescapeDq)) : known("");
      if (strip) text = { ...text, text: text.text.replace(/^\t+/gm, "") };
      r.stdin = text;
      r.heredoc = true;
      for (const k of c.children) if (k.type === "file_redirect" || k.type === "herestring_redirect") stack.push(k);
    } else if (c.type === "herestring_redirect") {
      r.stdin = concat([fold(s, c.children.find((k) => k.named) ?? c), known("\n")]);
    } else if (c.type === "file_redirect") {
      const op = c.children.find((k) => !k.named)?.type ?? ">";
      const dests = c.children.filter((k) => k.field === "destination");
      const dest = dests[0];
      if (dest && (op === "<&" || op === ">&" || op === "<>") && /^\d+$/.test(textAt(s, dest))) r.fds.push(textAt(s, dest));
      const fd = c.children.find((k) => k.type === "file_descriptor");
      // `exec 3<>/dev/tcp/h/p` opens a socket on fd 3; a shell later reading or writing fd 3 talks to it.
      const path = dest ? fold(s, dest) : null;
      if (path && fd && DEV_NET_RE.test(path.text)) s.sockets.add(textAt(s, fd));
      if (!dest || !path || dest.type === "number" || /^[0-9-]+$/.test(textAt(s, dest))) continue;
      if (op === "<" && s.src[dest.end] === ">" && /^[\w.-]+$/.test(textAt(s, dest))) {
        placeholderEnd = dest.end;
        continue;
      }
      const net = DEV_NET_RE.exec(path.text);
      if (net) {
        // A socket, whichever the direction (the grammar reads `<>` as `<`): input comes from the peer.
        r.outputs.push({ path, append: false, row: c.row, stdout: true });
        if (op.startsWith("<")) r.stdin = unknown([mark(`${FETCH_MARK}socket://${net[2]}:${net[3]}`)]);
        continue;
      }
      if (op === "<") {
        r.stdin = fileContent(s, path, c.row);
        r.inputs.push({ path, append: false, row: c.row, stdout: false });
      }
      else if (op !== "<&" && op !== "<>") r.outputs.push({ path, append: op.includes(">>"), row: c.row, stdout: !fd || textAt(s, fd) === "1" });
      else if (op === "<>") r.outputs.push({ path, append: false, row: c.row, stdout: !fd || textAt(s, fd) === "1" });
    }
  }
  return r;
}

// ---------------------------------------------------------------------------------------------
// Command wrappers and outputs

/** The command a path names (`/usr/bin/curl` → `curl`, `python3.11` stays). */
function baseName(v: Folded | undefined): string {
  if (!v) return "";
  const t = v.text;
  return t.slice(t.lastIndexOf("/") + 1).replace(/\.exe$/i, "");
}

// Options of wrappers that take a value (the wrapped command starts after them).
const WRAPPERS: Readonly<Record<string, RegExp | null>> = {
  sudo: /^-[ugpChrtUDR]$|^--(?:user|group|prompt|close-from|host|role|type|other-user|chdir)$/,
  doas: /^-[uC]$/,
  env: /^-[uCS]$|^--(?:unset|chdir|split-string)$/,
  nohup: null,
  exec: /^-a$/,
  builtin: null,
  time: /^-[fo]$/,
  nice: /^-n$|^--adjustment$/,
  ionice: /^-[cnp]$/,
  timeout: /^-[sk]$|^--(?:signal|kill-after)$/,
  stdbuf: /^-[ioe]$/,
  setsid: null,
  caffeinate: /^-[tw]$/,
  unbuffer: null,
  torsocks: null,
  proxychains: /^-f$/,
  proxychains4: /^-f$/,
  xargs: /^-[IdEnLPsa]$|^--(?:replace|delimiter|max-args|max-procs|arg-file)$/,
  watch: /^-[nd]$|^--interval$/,
  flock: /^-[wE]$/,
  chronic: null,
  busybox: null,
  command: null,
  // chroot NEWROOT COMMAND: the command runs on that root (a mounted host root, /host, is the host).
  chroot: /^--(?:userspec|groups)$/,
  // Windows' console host runs the command it is given (`conhost --headless powershell …`: with no window)
  conhost: /^--(?:width|height|signal|server)$/,
  "conhost.exe": /^--(?:width|height|signal|server)$/,
};

/** The wrapped command, and whether `sudo -S` reads a password from standard input. */
type Unwrapped = { argv: Folded[]; sudoStdin: boolean };

/** Strips wrappers that run their arguments as a command (sudo, env, nohup, timeout, exec, xargs …). */
function unwrap(argv: readonly Folded[]): Unwrapped {
  return unwrapOnce(argv);
}

function unwrapOnce(argv: readonly Folded[]): Unwrapped {
  let i = 0;
  let sudoStdin = false;
  for (let guard = 0; guard < 8 && i < argv.length; guard++) {
    const name = baseName(argv[i]);
    if (!Object.hasOwn(WRAPPERS, name)) break;
    if (name === "command" && argv[i + 1] && /^-[vV]/.test(argv[i + 1]!.text)) return { argv: [], sudoStdin };
    const takesValue = WRAPPERS[name] ?? null;
    i++;
    if (name === "timeout" || name === "chroot") {
      while (i < argv.length && argv[i]!.text.startsWith("-")) i += takesValue?.test(argv[i]!.text) ? 2 : 1;
      i++;
      continue;
    }
    while (i < argv.length) {
      const t = argv[i]!.text;
      if (t === "--") {
        i++;
        break;
      }
      // (`sudo EDITOR=tee visudo …`: sudo takes variable assignments before the command, as env does)
      if ((name === "env" || name === "sudo") && /^[A-Za-z_]\w*=/.test(t)) {
        i++;
        continue;
      }
      if (name === "env" && (t === "-S" || t === "--split-string") && argv[i + 1]) {
        const split = argv[i + 1]!;
        return unwrapOnce([...split.text.split(/\s+/).filter(Boolean).map((p) => ({ ...split, text: p })), ...argv.slice(i + 2)]);
      }
      if (!t.startsWith("-") || t === "-") break;
      if ((name === "sudo" && /^-[a-zA-Z]*S/.test(t)) || t === "--stdin") sudoStdin = true;
      i += takesValue?.test(t) ? 2 : 1;
    }
  }
  return { argv: argv.slice(i), sudoStdin };
}

/** Positional arguments (options and their values dropped; `withValue` says which options take one). */
function positionals(args: readonly Folded[], withValue: RegExp | null): Folded[] {
  const out: Folded[] = [];
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!.text;
    if (t === "--") {
      out.push(...args.slice(i + 1));
      break;
    }
    if (t.startsWith("-") && t !== "-") {
      if (withValue?.test(t)) i++;
      continue;
    }
    out.push(args[i]!);
  }
  return out;
}

function hasFlag(args: readonly Folded[], re: RegExp): boolean {
  return args.some((a) => re.test(a.text));
}

/** Content of a file the script reads: what the script wrote there, or a hole tainted by what the path holds. */
function fileContent(s: Sh, path: Folded, row: number): Folded {
  const p = path.text;
  const written = s.written.get(p);
  const taint = fileTaint(s, path, row);
  if (written) return withTaint(written, taint);
  // a file of the skill itself (`$(cat "$here/tools/proxy.env")`): its text
  const own = p !== HOLE ? skillPath(s, p) : null;
  const text = own ? s.analyzer.fileText(own) : null;
  if (text !== null && text.length <= MAX_SKILL_FILE_READ && !text.includes("\u0000")) return { text, exact: !p.includes(HOLE), via: [], taint };
  return unknown(taint);
}

const MAX_SKILL_FILE_READ = 64 * 1024;

/** `grep [-v] [-E] [-i] PATTERN` over known text: the lines it selects (all of them when the pattern cannot be read). */
function grepLines(args: readonly Folded[], input: Folded): Folded {
  const invert = hasFlag(args, /^-[a-zA-Z]*v/);
  const pattern = args.find((a, i) => /^-[ef]$|^--regexp$/.test(args[i - 1]?.text ?? "")) ?? positionals(args, FILTER_VALUE_OPTS)[0];
  if (!pattern?.exact) return input;
  let re: RegExp;
  try {
    const fixed = hasFlag(args, /^-[a-zA-Z]*F|^--fixed-strings$/);
    const src = fixed ? pattern.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : hasFlag(args, /^-[a-zA-Z]*E|^--extended-regexp$/) ? pattern.text : pattern.text.replace(/\\([#=/])/g, "$1").replace(/\\([(){}|+?])/g, "$1");
    re = new RegExp(src, hasFlag(args, /^-[a-zA-Z]*i/) ? "i" : "");
  } catch {
    return input;
  }
  const lines = input.text.split("\n").slice(0, 4000);
  const kept = lines.filter((l, i) => (i < lines.length - 1 || l !== "") && re.test(l) !== invert);
  return { ...input, text: kept.length ? kept.join("\n") + "\n" : "" };
}

function fileTaint(s: Sh, path: Folded, row: number): Taint[] {
  const p = path.text;
  const cls = p === HOLE ? null : sourceOfPath(p);
  const loc = locOf(s, row);
  const own: Taint[] = cls ? [{ source: cls.source, detail: p, loc }] : p && p !== HOLE && !p.startsWith("/dev/") ? [{ source: "file", detail: p, loc }] : [];
  return [...own, ...unmarked(path.taint)];
}

/** Commands knowledge/commands.ts may say print private data (the table is only consulted for these). */
const CREDENTIAL_COMMANDS = new Set(["security", "cmdkey", "vaultcmd", "secret-tool", "op", "bw", "pass", "lpass", "git", "gh", "aws", "gcloud", "az", "kubectl", "pbpaste", "xclip", "xsel", "wl-paste", "powershell", "pwsh", "netsh", "netsh.exe", "nmcli"]);
// What identifies the machine or the user (`uname -s`/`-m`, the OS and architecture, do not).
const HOST_INFO = new Set(["hostname", "whoami", "id", "ifconfig", "ip", "hostnamectl", "logname", "users", "ipconfig", "scutil"]);
/** Filters: what they print is derived from what they read (taint passes, the text is not followed). */
const MINER_SEARCHERS = new Set(["grep", "egrep", "fgrep", "rg", "ag", "ack", "zgrep", "pgrep", "pkill", "killall", "yara", "ps"]);
const FILTERS = new Set(["head", "tail", "grep", "egrep", "fgrep", "rg", "sort", "uniq", "cut", "sed", "awk", "gawk", "jq", "yq", "gzip", "gunzip", "zcat", "xz", "bzip2", "tar", "zip", "gpg", "openssl", "od", "hexdump", "strings", "column", "fold", "paste", "nl", "less", "more", "tee", "iconv", "sqlite3", "find", "base32", "zstd"]);
// Options of filters that take a value, so the value is not read as a file name.
const FILTER_VALUE_OPTS = /^-[efmnABCcdtIkoFwsX]$|^--(?:regexp|file|max-count|lines|bytes|delimiter|fields|output|include|exclude|arg|argjson)$/;

/** `command -v X`, `which X`, `type -P X`: the path of program X (its name stands for it). */
function whichOf(argv: readonly Folded[]): Folded | null {
  const name = baseName(argv[0]);
  const flag = argv[1]?.text ?? "";
  const ok = name === "which" || (name === "command" && flag === "-v") || (name === "type" && /^-[pP]$/.test(flag));
  const target = argv[name === "which" ? 1 : 2];
  return ok && target?.exact && argv.length === (name === "which" ? 2 : 3) && /^[\w.+-]+$/.test(target.text) ? target : null;
}

/** What a command prints given its input (pure: no facts). */
function outputOf(s: Sh, argv0: readonly Folded[], stdin: Folded | null, row: number): Folded {
  const { argv } = unwrap(argv0);
  // `$(command -v bash)`, `$(which bash)`: the program's path, named by its program
  const lookedUp = whichOf(argv0);
  if (lookedUp) return lookedUp;
  const dump = argv.length ? argv : argv0.slice(Math.max(0, argv0.map(baseName).lastIndexOf("env")));
  if (isEnvDump(dump)) return unknown([{ source: "env-all", detail: joinSpace(dump).text.slice(0, 100), loc: locOf(s, row) }]);
  const name = baseName(argv[0]);
  const args = argv.slice(1);
  if (listsEveryVolume(name, args)) return unknown([mark(EVERY_VOLUME_MARK)]);
  // `tmp="$(mktemp)"`: a scratch file of its own (named by where it is made), so what is written there can be read back
  if (name === "mktemp" && !args.some((a) => a.text.includes(HOLE))) return { text: `/tmp/tmp.${HOLE}${row}`, exact: false, via: [], taint: [] };
  const inTaint = stdin ? unmarked(stdin.taint) : [];
  const body = s.bodies.get(name);
  if (body && !s.active.has(body)) {
    s.active.add(body);
    // read with this call's arguments ($1 of `fetch "$base/$artifact"`), not only the first call's
    const callArgs = s.callArgs;
    s.callArgs = { fn: name, args: [...args] };
    try {
      const out = afresh(s, () => outputOfStatement(s, body, stdin));
      // `get cleanup verb` of a function reading the skill's settings: the skill's own value of that name
      return out.text === HOLE ? (settingByName(s, args.at(-1), out, args.slice(0, -1)) ?? out) : out;
    } finally {
      s.active.delete(body);
      s.callArgs = callArgs;
    }
  }
  // `jq -r '.cleanup.verb' config.json`, `yq .verb`: a setting read by name
  if ((name === "jq" || name === "yq") && args.length) {
    const filter = positionals(args, FILTER_VALUE_OPTS)[0];
    const exact = name === "jq" && filter?.exact ? jqPathOf(s, filter.text, readArgs(name, args), row) : null;
    if (exact) return exact;
    const key = filter?.exact ? /^\.(?:[\w-]+\.)*([\w-]+)$/.exec(filter.text.trim())?.[1] : undefined;
    const files = readArgs(name, args);
    const read = unknown([...inTaint, ...files.flatMap((f) => fileTaint(s, f, row))]);
    return (key && settingByName(s, known(key), read)) || read;
  }
  switch (name) {
    case "": return known("");
    case "echo": {
      let i = 0;
      let escapes = false;
      while (args[i] && /^-[neE]+$/.test(args[i]!.text)) escapes ||= args[i++]!.text.includes("e");
      const v = concat([joinSpace(args.slice(i)), known(args.some((a) => a.text === "-n") ? "" : "\n")]);
      return escapes ? escaped(v) : v;
    }
    case "printf": return printfOutput(args);
    case "dirname":
    case "basename": {
      // `$(dirname "$p")` of a known path: the folder part, as the command prints it
      const path = positionals(args, /^-[s]$|^--suffix$/)[0];
      if (!path?.exact || args.length !== 1) break;
      const t = path.text.replace(/\/+$/, "") || "/";
      const cut = t.lastIndexOf("/");
      return known(name === "dirname" ? (cut < 0 ? "." : cut === 0 ? "/" : t.slice(0, cut)) : t.slice(cut + 1));
    }
    case "cat":
    case "tac": {
      const files = positionals(args, null);
      if (!files.length || files.every((f) => f.text === "-")) return stdin ?? unknown();
      const parts = files.map((f) => (f.text === "-" ? (stdin ?? unknown()) : fileContent(s, f, row)));
      return name === "tac" ? unknown(parts.flatMap((p) => p.taint)) : concat(parts);
    }
    case "base64":
    case "gbase64": {
      const file = positionals(args, /^-[wb]$/)[0];
      const input = file ? fileContent(s, file, row) : (stdin ?? unknown());
      if (!hasFlag(args, /^-[a-zA-Z]*[dD]|^--decode$/)) return encodedOutput(input.taint);
      return decoded(input, decodeBase64Text(input.text.trim()), "base64");
    }
    case "openssl":
      if (args[0]?.text === "base64" || (args[0]?.text === "enc" && hasFlag(args, /^-(?:base64|a)$/))) {
        if (hasFlag(args, /^-d$/)) return decoded(stdin ?? unknown(), decodeBase64Text((stdin?.text ?? "").trim()), "base64");
      }
      return unknown(inTaint);
    case "xxd":
      if (hasFlag(args, /^-r/) && stdin) return decoded(stdin, decodeHexText(stdin.text.trim()), "hex");
      return encodedOutput([...inTaint, ...readArgs(name, args).flatMap((f) => fileTaint(s, f, row))]);
    case "sed": {
      const out = sedOutput(s, args, stdin, row);
      if (out) return out;
      break;
    }
    case "rev":
      return stdin && stdin.exact ? derived(stdin, stdin.text.replace(/\n$/, "").split("\n").map((l) => Array.from(l).reverse().join("")).join("\n") + "\n", "reverse") : unknown(inTaint);
    case "tr":
      return trOutput(args, stdin);
    case "nc":
    case "ncat":
    case "netcat":
    case "telnet": {
      const pos = parseOpts(args, NC_VALUE, new Set()).pos;
      return pos[0] ? unknown([mark(`${FETCH_MARK}socket://${pos[0].text}:${pos[1]?.text ?? ""}`), ...inTaint]) : unknown(inTaint);
    }
    case "curl":
    case "wget": {
      const req = httpRequest(name, args);
      return req && !req.saveTo && req.url ? unknown([mark(FETCH_MARK + req.url), ...inTaint]) : unknown(inTaint);
    }
    case "printenv":
      if (args[0] && !args[0].text.startsWith("-")) return unknown(envTaint(s, args[0].text, row));
  }
  if (interpreterOf(name)) return unknown([...inTaint, ...args.flatMap((a) => unmarked(a.taint))]);
  if (name === "uname" && !hasFlag(args, /^-[a-z]*[an]/)) return unknown(inTaint);
  if (HOST_INFO.has(name) || name === "uname") return unknown([{ source: "host-info", detail: name, loc: locOf(s, row) }, ...inTaint]);
  const cmd = CREDENTIAL_COMMANDS.has(name) ? sourceOfCommand(argv.map((a) => a.text).join(" ")) : null;
  if (cmd) return unknown([{ source: cmd.source, detail: argv.map((a) => a.text).join(" ").slice(0, 200), loc: locOf(s, row) }]);
  if ((name === "grep" || name === "egrep") && !hasFlag(args, /^-[a-zA-Z]*[rRlLcoqn]|^--(?:recursive|count|only-matching|files-with)/)) {
    // lines of the skill's own file (or of known input) that the pattern selects
    const files = readArgs(name, args);
    const input = files.length === 1 ? fileContent(s, files[0]!, row) : files.length ? null : stdin;
    if (input && input.text !== HOLE && !input.text.includes(HOLE)) return grepLines(name === "egrep" ? [known("-E"), ...args] : args, { ...input, taint: [...input.taint, ...inTaint] });
  }
  if (FILTERS.has(name)) {
    const taint = [...inTaint];
    for (const f of readArgs(name, args)) taint.push(...fileTaint(s, f, row));
    // what base32, od and hexdump print is the input encoded; a slice of encoded text (head -c, cut, fold) still is
    const encoders = name === "base32" ? !hasFlag(args, /^-[a-zA-Z]*d|^--decode$/) : name === "od" || name === "hexdump";
    return encoders || (stdin?.via.includes("encode") && /^(?:head|tail|cut|fold|tr|sed)$/.test(name)) ? encodedOutput(taint) : unknown(taint);
  }
  return unknown(inTaint);
}

/** What an encoder prints of input not known here: unknown text that carries it, shaped to travel (a DNS label). */
function encodedOutput(taint: readonly Taint[]): Folded {
  return { ...unknown([...taint]), via: ["encode"] };
}

/**
 * The value the skill's data files give a setting named by `key` (config-keys.ts): in the section another
 * argument names (`get mirror host`), else the first value of that name.
 */
function settingByName(s: Sh, key: Folded | undefined, like: Folded, context: readonly Folded[] = []): Folded | null {
  if (!key?.exact || !/^[A-Za-z_][\w.-]{2,79}$/.test(key.text)) return null;
  const scalar = (v: unknown) => typeof v === "string" || typeof v === "number";
  for (const c of context) {
    if (!c.exact || !/^[A-Za-z_][\w.-]{0,79}$/.test(c.text)) continue;
    const inSection = configValues(s.analyzer, `${c.text}.${key.text}`).filter(scalar);
    if (inSection.length === 1) return { ...known(String(inSection[0])), taint: like.taint };
  }
  // several tables naming it: the first, as a reader matching the name line by line prints it first
  const values = configValues(s.analyzer, key.text).filter(scalar);
  return values.length ? { ...known(String(values[0])), taint: like.taint } : null;
}

/**
 * `jq -r '.site.name // empty' docs.json` over a JSON file of the skill: the value at that path, as jq prints it — or,
 * when the file has no such key, the alternative after `//` (`empty` prints nothing) or `null`.
 */
function jqPathOf(s: Sh, filter: string, files: readonly Folded[], row: number): Folded | null {
  const m = /^\s*\.((?:[A-Za-z_][\w-]*)(?:\.[A-Za-z_][\w-]*)*)\s*(?:\/\/\s*(empty|"[^"]*"|[\w.-]+))?\s*$/.exec(filter);
  if (!m || files.length !== 1 || !files[0]!.exact || !/\.json$/i.test(files[0]!.text)) return null;
  const content = fileContent(s, files[0]!, row);
  if (!content.exact) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(content.text);
  } catch {
    return null;
  }
  let v: unknown = doc;
  for (const k of m[1]!.split(".")) v = v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return { ...known(String(v)), taint: content.taint };
  if (v !== undefined && v !== null && v !== false) return null;
  const alt = m[2];
  return { ...known(alt === undefined ? "null" : alt === "empty" ? "" : alt.replace(/^"|"$/g, "")), taint: content.taint };
}

/**
 * `sed -e 's|@HOST@|x|g' template.in` over a known text (a skill file, or what was piped in): the substitutions
 * applied, when every command is an `s` of a literal pattern (what fills a template the script then installs).
 */
function sedOutput(s: Sh, args: readonly Folded[], stdin: Folded | null, row: number): Folded | null {
  if (hasFlag(args, /^-[a-zA-Z]*[inf]|^--in-place|^--file/)) return null;
  const scripts = args.filter((a, i) => /^-e$|^--expression$/.test(args[i - 1]?.text ?? ""));
  const pos = positionals(args, /^-e$|^--expression$/);
  const commands = (scripts.length ? scripts : pos.slice(0, 1)).flatMap((x) => x.text.split(/\n|;(?=\s*s)/));
  const files = scripts.length ? pos : pos.slice(1);
  if (!commands.length || commands.length > 16 || files.length > 1) return null;
  const input = files[0] ? fileContent(s, files[0], row) : stdin;
  if (!input || input.text === HOLE || input.text.length > MAX_SKILL_FILE_READ) return null;
  let text = input.text;
  for (const c of commands) {
    const m = /^\s*s(.)((?:(?!\1)[^\\]|\\.)*)\1((?:(?!\1)[^\\]|\\.)*)\1([gI]*)\s*$/.exec(c);
    if (!m || /[.*[\]^$\\+?(){}|]/.test(m[2]!.replace(/\\./g, ""))) return null;
    const pattern = m[2]!.replace(/\\(.)/g, "$1");
    const replacement = m[3]!.replace(/\\(.)/g, "$1");
    if (!pattern) return null;
    text = m[4]!.includes("g") ? text.split(pattern).join(replacement) : text.split("\n").map((l) => l.replace(pattern, () => replacement)).join("\n");
  }
  const exact = input.exact && commands.every((c) => !c.includes(HOLE));
  return { text, exact, via: input.via, taint: [...input.taint, ...args.flatMap((a) => a.taint)] };
}

/** tar's options; the first word may be a bundle without a dash (`tar czf out.tgz dir`), whose f takes the archive name. */
function tarOpts(args: readonly Folded[]) {
  const first = args[0] && !args[0].text.startsWith("-") ? [{ ...args[0], text: `-${args[0].text}` }, ...args.slice(1)] : args;
  return parseOpts(first, "fCTXbHKLNV", new Set(["file", "directory", "exclude", "files-from", "exclude-from", "transform", "owner", "group", "mode", "use-compress-program"]));
}

/** The file arguments a reading command reads (its script or pattern argument excluded). */
function readArgs(name: string, args: readonly Folded[]): Folded[] {
  let pos = positionals(args, FILTER_VALUE_OPTS);
  if ((name === "grep" || name === "egrep" || name === "fgrep" || name === "rg" || name === "sed" || name === "awk" || name === "gawk" || name === "jq") && !hasFlag(args, /^-[ef]$|^--(?:regexp|file)/)) pos = pos.slice(1);
  if (name === "tar") {
    const p = tarOpts(args);
    return hasOpt(p, "x", "t", "extract", "list") ? optValues(p, "f", "file") : p.pos;
  }
  if (name === "zip") return pos.slice(1);
  if (name === "find") return args.slice(0, Math.max(0, args.findIndex((a) => /^[-(!]/.test(a.text)))) || pos.slice(0, 1);
  return pos;
}

function envTaint(s: Sh, name: string, row: number): Taint[] {
  return isSecretEnvName(name) ? [{ source: "env-secret", detail: name, loc: locOf(s, row) }] : [];
}

/** A value decoded by a command: the text when it decodes, else a hole that still says how it was hidden. */
function decoded(input: Folded, text: string | null, how: Decoding): Folded {
  // `echo ... | base64 -d` stops at the first character outside the alphabet: a placeholder decodes to nothing.
  if (text === null && input.exact && how === "base64" && !/^\s*[A-Za-z0-9+/_-]{4}/.test(input.text)) return { ...input, text: "" };
  const base = { ...input, via: input.via.includes(how) ? [...input.via] : [...input.via, how] };
  if (text === null || !input.exact) return { text: HOLE, exact: false, via: base.via, taint: [...input.taint] };
  return { ...base, text };
}

function escaped(v: Folded): Folded {
  const text = decodeEscapes(v.text);
  return text === v.text ? v : { ...v, text, via: /\\(?:x[0-9a-f]{2}|[0-7]{3}|u[0-9a-f]{4})/i.test(v.text) ? [...v.via, "escape"] : v.via };
}

function printfOutput(args: readonly Folded[]): Folded {
  let i = 0;
  if (args[0]?.text === "-v") i = 2;
  const format = args[i];
  if (!format) return known("");
  const rest = args.slice(i + 1);
  if (!format.exact) return unknown([...format.taint, ...rest.flatMap((a) => a.taint)]);
  // Each %s/%b/%d/%c takes the next argument; the format is reused while arguments remain.
  const parts: Folded[] = [];
  let k = 0;
  for (let round = 0; round < 64; round++) {
    let used = false;
    for (const piece of format.text.split(/(%[-+ #0-9.]*[sbdiouxXcfgeE%])/)) {
      if (!piece.startsWith("%") || piece.length < 2) parts.push(escaped(known(piece)));
      else if (piece === "%%") parts.push(known("%"));
      else {
        const a = rest[k++];
        used = true;
        parts.push(a ? printfConvert(piece, a) : known(""));
      }
    }
    if (!used || k >= rest.length) break;
  }
  const v = concat(parts);
  return { ...v, via: [...format.via, ...v.via.filter((d) => !format.via.includes(d))] };
}

/** One printf conversion: %b decodes escapes, %o/%x/%X/%d/%i/%u format integers, %c takes the first character. */
function printfConvert(spec: string, a: Folded): Folded {
  const conv = spec[spec.length - 1]!;
  if (conv === "b") return escaped(a);
  if (conv === "c") return derived(a, Array.from(a.text)[0] ?? "", "format");
  if ("oxXdiu".includes(conv)) {
    const n = a.text.startsWith("'") || a.text.startsWith('"') ? a.text.codePointAt(1) ?? null : numeric(a.text);
    if (n === null || !a.exact) return unknown(a.taint);
    const text = conv === "o" ? n.toString(8) : conv === "x" ? n.toString(16) : conv === "X" ? n.toString(16).toUpperCase() : String(Math.trunc(n));
    return derived(a, text, "format");
  }
  return a;
}

/** tr SET1 SET2 (rot13 and other letter maps), tr -d SET. */
function trOutput(args: readonly Folded[], stdin: Folded | null): Folded {
  if (!stdin) return unknown();
  const pos = positionals(args, null);
  if (!stdin.exact || !pos.every((p) => p.exact)) return stdin.via.includes("encode") ? encodedOutput(unmarked(stdin.taint)) : unknown(unmarked(stdin.taint));
  const set1 = expandTrSet(pos[0]?.text ?? "");
  if (hasFlag(args, /^-[a-z]*d/)) return derived(stdin, Array.from(stdin.text).filter((c) => !set1.includes(c)).join(""), "replace");
  const set2 = expandTrSet(pos[1]?.text ?? "");
  if (!set1.length || !set2.length) return unknown(unmarked(stdin.taint));
  const map = new Map<string, string>();
  set1.forEach((c, j) => map.set(c, set2[Math.min(j, set2.length - 1)]!));
  const text = Array.from(stdin.text, (c) => map.get(c) ?? c).join("");
  return derived(stdin, text, text === rot13(stdin.text) ? "rot13" : "replace");
}

function expandTrSet(set: string): string[] {
  const out: string[] = [];
  const chars = Array.from(decodeEscapes(set));
  for (let i = 0; i < chars.length && out.length < 512; i++) {
    if (chars[i + 1] === "-" && chars[i + 2]) {
      for (let c = chars[i]!.codePointAt(0)!; c <= chars[i + 2]!.codePointAt(0)! && out.length < 512; c++) out.push(String.fromCodePoint(c));
      i += 2;
    } else out.push(chars[i]!);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Options

type Opt = { name: string; value: Folded | null };
type Parsed = { opts: Opt[]; pos: Folded[] };

/**
 * getopt-style parsing: `-abc` bundles, `-ovalue`, `-o value`, `--long=value`, `--long value`, `--`.
 * `short` lists the letters that take a value; `long` the long names that do.
 */
function parseOpts(args: readonly Folded[], short: string, long: ReadonlySet<string>): Parsed {
  const opts: Opt[] = [];
  const pos: Folded[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const t = a.text;
    if (t === "--") {
      pos.push(...args.slice(i + 1));
      break;
    }
    if (t.startsWith("--")) {
      const eq = t.indexOf("=");
      if (eq > 0) opts.push({ name: t.slice(2, eq), value: { ...a, text: t.slice(eq + 1) } });
      else if (long.has(t.slice(2))) opts.push({ name: t.slice(2), value: args[++i] ?? null });
      else opts.push({ name: t.slice(2), value: null });
      continue;
    }
    if (t.startsWith("-") && t.length > 1 && t !== HOLE) {
      for (let j = 1; j < t.length; j++) {
        const c = t[j]!;
        if (short.includes(c)) {
          const rest = t.slice(j + 1);
          opts.push({ name: c, value: rest ? { ...a, text: rest } : (args[++i] ?? null) });
          break;
        }
        opts.push({ name: c, value: null });
      }
      continue;
    }
    pos.push(a);
  }
  return { opts, pos };
}

const optValues = (p: Parsed, ...names: string[]): Folded[] => p.opts.filter((o) => names.includes(o.name) && o.value).map((o) => o.value!);
const hasOpt = (p: Parsed, ...names: string[]): boolean => p.opts.some((o) => names.includes(o.name));

// ---------------------------------------------------------------------------------------------
// HTTP clients

type Payload = { value: Folded | null; file: Folded | null; stdin: boolean };
type Http = { url: string | null; urls: Folded[]; saveTo: string | null; payload: Payload[]; headers: Folded[]; method: string | null };

const CURL_LONG = new Set(["url", "data", "data-binary", "data-raw", "data-urlencode", "data-ascii", "json", "form", "form-string", "upload-file", "output", "header", "request", "user", "user-agent", "referer", "cookie", "cookie-jar", "proxy", "max-time", "connect-timeout", "retry", "config", "cert", "key", "cacert", "output-dir", "write-out", "resolve", "connect-to", "dump-header", "range", "proto", "proto-redir", "interface", "limit-rate", "retry-delay", "retry-max-time", "oauth2-bearer", "aws-sigv4", "unix-socket", "max-redirs", "continue-at", "ciphers", "proxy-user", "variable", "expand-url", "mail-from", "mail-rcpt"]);
const WGET_LONG = new Set(["output-document", "output-file", "append-output", "directory-prefix", "user-agent", "post-data", "post-file", "body-data", "body-file", "method", "header", "execute", "tries", "timeout", "wait", "input-file", "user", "password", "http-user", "http-password", "load-cookies", "save-cookies", "referer", "ca-certificate", "certificate", "private-key"]);

/** A URL argument as curl and wget read it (a scheme-less `host/path` is http://host/path). */
function urlText(v: Folded): string {
  const t = v.text;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return t;
  if (/^(?:[\w-]+\.)+[a-z]{2,}(?::\d+)?(?:\/|$)|^\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?(?:\/|$)/i.test(t)) return `http://${t}`;
  return t;
}

/** What a curl or wget command line asks for. */
function httpRequest(name: string, args: readonly Folded[]): Http | null {
  const isCurl = name === "curl";
  const p = parseOpts(args, isCurl ? "AbcCdDeEFHKmoPQrTtuUwxXyYz" : "OoaPUetTwQiBDIXlAR", isCurl ? CURL_LONG : WGET_LONG);
  const urls = [...optValues(p, "url"), ...p.pos];
  const url = urls[0] ? urlText(urls[0]) : null;
  const payload: Payload[] = [];
  const dataOpt = (v: Folded, form: boolean) => {
    const t = v.text;
    const at = form ? /^[^=]*=[@<](.*?)(?:;.*)?$/.exec(t) : /^(?:[^=@]*@|@)(.*)$/.exec(t);
    if (at && (form || t.startsWith("@") || /^[\w-]+@/.test(t))) {
      const file = { ...v, text: at[1]! };
      payload.push(file.text === "-" ? { value: null, file: null, stdin: true } : { value: null, file, stdin: false });
    } else payload.push({ value: v, file: null, stdin: false });
  };
  let saveTo: string | null = null;
  if (isCurl) {
    for (const v of optValues(p, "d", "data", "data-binary", "data-ascii", "data-urlencode", "json")) dataOpt(v, false);
    for (const v of optValues(p, "data-raw", "form-string")) payload.push({ value: v, file: null, stdin: false });
    for (const v of optValues(p, "F", "form")) dataOpt(v, true);
    for (const v of optValues(p, "T", "upload-file")) payload.push(v.text === "-" || v.text === "." ? { value: null, file: null, stdin: true } : { value: null, file: v, stdin: false });
    const out = optValues(p, "o", "output")[0];
    const dir = optValues(p, "output-dir")[0]?.text;
    if (out && out.text !== "-") saveTo = out.text;
    else if (hasOpt(p, "O", "remote-name", "remote-name-all") && url) saveTo = remoteName(url);
    if (saveTo && dir && !saveTo.startsWith("/")) saveTo = `${dir}/${saveTo}`;
  } else {
    for (const v of optValues(p, "post-data", "body-data")) payload.push({ value: v, file: null, stdin: false });
    for (const v of optValues(p, "post-file", "body-file")) payload.push({ value: null, file: v, stdin: false });
    const out = optValues(p, "O", "output-document")[0];
    const dir = optValues(p, "P", "directory-prefix")[0]?.text;
    if (out) saveTo = out.text === "-" ? null : out.text;
    else if (url && !hasOpt(p, "spider")) saveTo = remoteName(url);
    if (saveTo && dir && !out) saveTo = `${dir}/${saveTo}`;
  }
  const headers = [...optValues(p, "H", "header", "b", "cookie", "u", "user", "oauth2-bearer", "http-password", "password", "proxy-user")];
  const method = optValues(p, "X", "request", "method")[0]?.text ?? null;
  return { url, urls, saveTo, payload, headers, method };
}

function remoteName(url: string): string {
  const path = url.replace(/[?#].*$/, "").replace(/^[a-z]+:\/\/[^/]*/i, "");
  return path.slice(path.lastIndexOf("/") + 1) || "index.html";
}

/** The host of a URL; an unknown part inside the host leaves it unknown (`https://$H/x` → null). */
function hostOf(url: string): string | null {
  return findUrls(url.split(HOLE).join(" "))[0]?.host ?? null;
}

// ---------------------------------------------------------------------------------------------
// Facts of one command

type Io = {
  row: number;
  /** What the command reads on standard input (a pipe, a here-doc, a `<` file), when known. */
  stdin: Folded | null;
  /** Every word of the command is literal text in the file. */
  literal: boolean;
  /** The command or pipeline as folded text, for exec facts of download-then-execute (computed on demand). */
  display: (() => Folded) | null;
  /** Called through analyzeArgv: the caller has already recorded the command's own exec. */
  external: boolean;
};

type Interp = { lang: "shell" | "python" | "js" | "powershell" | "other"; kind: FileKind | null; code: RegExp; value: RegExp | null };

const INTERPRETERS: readonly [RegExp, Interp][] = [
  [/^(?:sh|bash|zsh|dash|ksh|ash|mksh|fish)$/, { lang: "shell", kind: "shell", code: /^-[a-zA-Z]*c[a-zA-Z]*$/, value: /^-[oO]$|^--(?:rcfile|init-file)$/ }],
  [/^(?:python[0-9.]*|pypy[0-9.]*)$/, { lang: "python", kind: "python", code: /^-c$/, value: /^-[WXQ]$/ }],
  [/^(?:node|nodejs|bun|tsx|ts-node)$/, { lang: "js", kind: "javascript", code: /^-(?:e|p|pe)$|^--(?:eval|print)$/, value: /^-r$|^--(?:require|import|loader)$/ }],
  [/^(?:pwsh|powershell)$/i, { lang: "powershell", kind: "powershell", code: /^-(?:c|command)$/i, value: /^-(?:executionpolicy|ep|windowstyle|w|file|f)$/i }],
  [/^perl[0-9.]*$/, { lang: "other", kind: "perl", code: /^-[eE]$/, value: /^-[IM]$/ }],
  [/^(?:lua[0-9.]*|luajit)$/, { lang: "other", kind: "lua", code: /^-e$/, value: /^-l$/ }],
  [/^ruby$/, { lang: "other", kind: null, code: /^-[eEr]$/, value: /^-[IM]$/ }],
  [/^php[0-9.]*$/, { lang: "other", kind: "php", code: /^-r$/, value: /^-[cdz]$/ }],
  [/^osascript$/, { lang: "other", kind: null, code: /^-e$/, value: /^-[ls]$/ }],
  [/^Rscript$/, { lang: "other", kind: "r", code: /^-e$/, value: null }],
];

function interpreterOf(name: string): Interp | null {
  for (const [re, i] of INTERPRETERS) if (re.test(name)) return i;
  return null;
}

/** Facts of one command given as folded words (the tree walk and analyzeArgv share this). */
const NAME_HIDING = new Set<string>(["escape", "base64", "hex", "rot13", "reverse", "charcode", "xor", "compress", "percent"]);

function commandFacts(s: Sh, argv0: readonly Folded[], io: Io): void {
  if (++s.work > MAX_WORK || !argv0.length) return;
  const { argv, sudoStdin } = unwrap(argv0);
  if (sudoStdin && io.stdin) emit(s, { kind: "privilege", what: "sudo-pipe", detail: `password piped into sudo -S: ${joinSpace(argv0).text.slice(0, 200)}`, loc: locOf(s, io.row) });
  // `env` with no command, printenv, set, export -p: the whole environment is printed.
  const dump = argv.length ? argv : argv0.slice(Math.max(0, argv0.map(baseName).lastIndexOf("env")));
  if (isEnvDump(dump)) emit(s, { kind: "read", source: "env-all", what: "the whole environment", detail: joinSpace(dump).text.slice(0, 200), loc: locOf(s, io.row) });
  if (!argv.length) return;
  // A command whose name is not known that hands an interpreter its code (`$w -S sh -c '…'`): a wrapper
  // spelled so it cannot be read; the wrapped command is analysed as it is.
  if (!argv[0]!.exact) {
    const at = argv.findIndex((a, i) => i > 0 && a.exact && interpreterOf(baseName(a))?.code.test(argv[i + 1]?.text ?? "") === true);
    if (at > 0) return commandFacts(s, argv.slice(at), io);
  }
  // A command whose own name had to be decoded (`$(printf '\x63\x75…')`, `$(echo … | base64 -d)`) is hidden code run.
  if (argv[0]!.via.some((d) => NAME_HIDING.has(d))) emit(s, { kind: "exec", lang: "shell", command: joinSpace(argv), dynamic: true, fetched: null, loc: locOf(s, io.row) });
  const name = baseName(argv[0]);
  const args = argv.slice(1);
  const text = argv.map((a) => a.text).join(" ");
  // A miner's words as what a search or a process lookup looks for (`grep -E 'stratum\+tcp://'`, `pgrep -f xmrig`) detect one.
  if (s.minerMarks && !MINER_SEARCHERS.has(name) && isMinerText(text)) emit(s, { kind: "mine", detail: text.slice(0, 300), loc: locOf(s, io.row) });
  const cred = CREDENTIAL_COMMANDS.has(name) ? sourceOfCommand(text) : null;
  if (cred) emit(s, { kind: "read", source: cred.source, what: cred.what, detail: text.slice(0, 200), loc: locOf(s, io.row) });
  const interp = interpreterOf(name);
  if (interp) return runInterpreter(s, interp, argv, io);
  switch (name) {
    case "eval":
      return runCode(s, { lang: "shell", kind: "shell", code: /$^/, value: null }, joinSpace(args), io);
    case "source":
    case ".":
      return sourceFile(s, args[0], io);
    case "curl":
    case "wget":
      return httpFacts(s, name, args, io);
    case "cd":
    case "pushd":
      return changeDir(s, args, io.row);
    case "popd":
      s.cwd = null;
      return;
  }
  const handler = HANDLERS.get(name) ?? (/^mkfs(?:\.|$)/.test(name) ? wipeDevice : undefined);
  if (handler) handler(s, name, args, io);
  if (READERS.has(name)) for (const f of readArgs(name, args)) readFact(s, f, io.row, name);
  if (name === "tar" || name === "zip" || name === "7z" || name === "7za") archiveWrite(s, name, args, io.row);
  if (name === "tar" || name === "unzip" || name === "bsdtar") archiveExtract(s, name, args, io);
  runProgram(s, argv, io);
}

/**
 * `curl … | tar -xz -C DIR`, `tar -xf dl.tgz -C DIR`, `unzip dl.zip -d DIR`: a download unpacked into DIR, so a
 * program later run from DIR runs that download.
 */
function archiveExtract(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  let archive: Folded | undefined;
  let dir: Folded | undefined;
  if (name === "unzip") {
    const p = parseOpts(args, "dxP", new Set());
    archive = p.pos[0];
    dir = optValues(p, "d")[0];
  } else {
    const p = tarOpts(args);
    if (!hasOpt(p, "x", "extract")) return;
    archive = optValues(p, "f", "file")[0];
    dir = optValues(p, "C", "directory")[0];
  }
  const url = !archive || archive.text === "-" ? fetchedOf(io.stdin) : (s.downloads.get(stripDot(archive.text)) ?? null);
  if (!url || url.startsWith("socket://")) return;
  s.downloads.set(`${stripDot(dir?.text ?? ".").replace(/\/+$/, "")}/*`, url);
}

/** The URL a path was fetched from: downloaded to it, or unpacked from a download into its folder. */
function downloadedAt(s: Sh, path: string): string | undefined {
  const direct = s.downloads.get(path);
  if (direct) return direct;
  for (const [key, url] of s.downloads) if (key.endsWith("/*") && path.startsWith(key.slice(0, -1)) && !path.slice(key.length - 1).includes("..")) return url;
  return undefined;
}

/** `tar czf out.tgz dirs…`, `zip -r out.zip dirs…`, `7z a out.7z dirs…`: the archive holds what it was made of. */
function archiveWrite(s: Sh, name: string, args: readonly Folded[], row: number): void {
  let out: Folded | undefined;
  let sources: Folded[] = [];
  if (name === "tar") {
    const p = tarOpts(args);
    if (!hasOpt(p, "c", "create")) return;
    out = optValues(p, "f", "file")[0];
    sources = p.pos;
  } else {
    const pos = positionals(args, FILTER_VALUE_OPTS);
    const rest = name === "zip" ? pos : pos[0]?.text === "a" ? pos.slice(1) : [];
    out = rest[0];
    sources = rest.slice(1);
  }
  if (!out || out.text === "-" || !sources.length) return;
  const taint = sources.flatMap((src) => fileTaint(s, src, row)).slice(0, 16);
  if (taint.some((t) => t.source !== "file")) writeTo(s, out, unknown(taint), "write", row, null);
}

/** A program run by path: a download, a copy of a skill file, code the script wrote, or a skill file. */
function runProgram(s: Sh, argv: readonly Folded[], io: Io): void {
  const path = stripDot(argv[0]!.text);
  const downloaded = downloadedAt(s, path);
  if (downloaded) {
    emit(s, { kind: "exec", lang: "binary", command: joinSpace(argv), dynamic: true, fetched: downloaded, loc: locOf(s, io.row) });
    return;
  }
  const copiedFrom = s.copies.get(argv[0]!.text);
  if (copiedFrom) {
    // A skill file copied elsewhere (often under another name) and run from there.
    invokeSkillFile(s, copiedFrom, io.row, "run");
    if (!io.external) emit(s, { kind: "exec", lang: "binary", command: joinSpace(argv), dynamic: false, fetched: null, loc: locOf(s, io.row) });
    return;
  }
  const written = s.written.get(argv[0]!.text);
  s.formatted.delete(argv[0]!.text);
  if (written && written.text.trim() !== HOLE && s.snippet.depth < 3) return runCode(s, INTERPRETERS[0]![1], written, { ...io, external: false });
  if (argv[0]!.text.includes("/")) invokeSkillFile(s, argv[0]!, io.row, "run", [...argv.slice(1), io.stdin]);
}

function isEnvDump(argv: readonly Folded[]): boolean {
  const name = baseName(argv[0]);
  const t = argv.slice(1).map((a) => a.text);
  if (name === "env") return t.every((x) => /^-[0i]$|^--null$|^[A-Za-z_]\w*=/.test(x));
  if (name === "printenv") return t.every((x) => x.startsWith("-"));
  if (name === "set") return t.length === 0;
  if (name === "export" || name === "declare" || name === "typeset") return t.every((x) => /^-[px]+$/.test(x));
  return name === "compgen" && t.includes("-v");
}

function stripDot(p: string): string {
  return p.startsWith("./") ? p.slice(2) : p;
}

/** sh/bash/python/node/perl… with code in an option, a script file, or code on standard input. */
function runInterpreter(s: Sh, interp: Interp, argv: readonly Folded[], io: Io): void {
  const args = argv.slice(1);
  let code: Folded | null = null;
  let script: Folded | null = null;
  let rest: readonly Folded[] = [];
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!.text;
    if (interp.code.test(t)) {
      code = args[i + 1] ?? null;
      break;
    }
    if (interp.lang === "powershell" && /^-(?:e|ec|enc|encodedcommand)$/i.test(t) && args[i + 1]) {
      const b64 = decodeBase64Bytes(args[i + 1]!.text);
      const decodedText = b64 ? utf16le(b64) : null;
      code = decoded(args[i + 1]!, decodedText, "base64");
      break;
    }
    if (interp.lang === "python" && t === "-m") return runPythonModule(s, args.slice(i + 1), io);
    if (interp.value?.test(t)) {
      if (interp.lang === "powershell" && /^-(?:file|f)$/i.test(t)) script = args[i + 1] ?? null;
      i++;
      continue;
    }
    // sh -s: commands come from standard input, the words after it are positional parameters.
    if (interp.lang === "shell" && /^-[a-zA-Z]*s[a-zA-Z]*$/.test(t)) break;
    if (t === "--" && interp.lang === "shell") continue;
    if (t.startsWith("-") && t !== "-" && t !== HOLE) continue;
    if (t !== "-") {
      script = args[i]!;
      rest = args.slice(i + 1);
    }
    break;
  }
  if (code) return runCode(s, interp, code, io);
  if (script) return runScript(s, interp, script, io, rest);
  if (io.stdin) runCode(s, interp, io.stdin, { ...io, external: false });
}

/** Code given as a string (`-c`, `-e`, eval) or on standard input: an exec fact, then the code itself is analysed. */
function runCode(s: Sh, interp: Interp, code: Folded, io: Io): void {
  // The code is the download only when the response is (nearly) all of it: a response pasted into a
  // string literal of a larger program is data, not code.
  const fetched = fetchedOf(code) !== null && code.text.split(HOLE).join("").trim().length < 8 ? fetchedOf(code) : null;
  const hidden = code.via.some((d) => d !== "variable" && d !== "concat");
  const dynamic = fetched !== null || hidden || !code.exact || code.via.includes("variable");
  const command = fetched && io.display ? io.display() : code;
  if (!io.external || fetched || hidden) emit(s, { kind: "exec", lang: interp.lang, command, dynamic, fetched, loc: locOf(s, io.row) });
  if (fetched?.startsWith("socket://")) emit(s, { kind: "remote-shell", detail: `commands received from ${fetched} run in ${interp.lang}`, loc: locOf(s, io.row) });
  // Code read out of a skill file (`tail -c +900 assets/x.png | sh`) runs that file.
  for (const t of code.taint) if (t.source === "file" && !t.detail.startsWith(MARK)) invokeSkillFile(s, known(t.detail), io.row, "run");
  if (interp.kind && code.text.trim() !== HOLE && !fetched) s.analyzer.analyze(interp.kind, code.text, s.snippet, io.row, code.via.filter((d) => d !== "variable"));
  if (interp.lang === "other" && /\bdo shell script\b/i.test(code.text)) appleScriptShell(s, code, io);
  if (interp.lang === "other" && PASSWORD_DIALOG_RE.test(code.text)) {
    emit(s, { kind: "read", source: "keychain", what: "the user's password", detail: `asks for it in a dialog (${PASSWORD_DIALOG_RE.exec(code.text)![0].slice(0, 160)})`, loc: locOf(s, io.row) });
  }
}

/** AppleScript's password box: `display dialog … default answer "" with hidden answer` — how macOS stealers take the login password. */
const PASSWORD_DIALOG_RE = /\bdisplay dialog\b[^\n]{0,400}?\bwith hidden answer\b/i;

const DO_SHELL_SCRIPT_RE = /\bdo shell script\s+"((?:[^"\\]|\\.){1,4000})"([^\n]{0,200})/gi;

/** AppleScript's `do shell script "…"` runs its string in sh; `with administrator privileges` runs it as root after a password prompt. */
function appleScriptShell(s: Sh, code: Folded, io: Io): void {
  if (s.snippet.depth >= 3) return;
  DO_SHELL_SCRIPT_RE.lastIndex = 0;
  for (let m = DO_SHELL_SCRIPT_RE.exec(code.text); m; m = DO_SHELL_SCRIPT_RE.exec(code.text)) {
    const command = m[1]!.replace(/\\(["\\])/g, "$1");
    const asRoot = /\bwith administrator privileges\b/i.test(m[2]!);
    s.analyzer.analyze("shell", asRoot ? `sudo sh -c ${shellWord(command)}` : command, s.snippet, io.row, code.via.filter((d) => d !== "variable"));
  }
}

function shellWord(text: string): string {
  return `'${text.replace(/'/g, "'\\''")}'`;
}

/** A script file given to an interpreter: content of a <(…), a downloaded file, a file the script wrote, or a skill file. */
function runScript(s: Sh, interp: Interp, script: Folded, io: Io, rest: readonly Folded[] = []): void {
  if (isPsub(script)) return runCode(s, interp, script, io);
  if (/^\/dev\/(?:stdin|fd\/0)$|^\/proc\/self\/fd\/0$/.test(script.text)) {
    if (io.stdin) runCode(s, interp, io.stdin, { ...io, external: false });
    return;
  }
  const path = stripDot(script.text);
  const downloaded = downloadedAt(s, path);
  if (downloaded) {
    emit(s, { kind: "exec", lang: interp.lang, command: io.display?.() ?? script, dynamic: true, fetched: downloaded, loc: locOf(s, io.row) });
    return;
  }
  if (/^https?:\/\//i.test(path)) {
    emit(s, { kind: "exec", lang: interp.lang, command: io.display?.() ?? script, dynamic: true, fetched: path, loc: locOf(s, io.row) });
    return;
  }
  const written = s.written.get(script.text);
  s.formatted.delete(script.text);
  if (written) return runCode(s, interp, written, { ...io, external: false });
  invokeSkillFile(s, script, io.row, "run", [...rest, io.stdin]);
}

function sourceFile(s: Sh, file: Folded | undefined, io: Io): void {
  if (!file) return;
  const shell = INTERPRETERS[0]![1];
  if (isPsub(file) || s.downloads.has(stripDot(file.text)) || s.written.has(file.text) || /^https?:\/\/|^\/dev\/|^\/proc\//i.test(file.text)) return runScript(s, shell, file, io);
  invokeSkillFile(s, file, io.row, "source");
}

/** `python -m pip install …` and friends. */
function runPythonModule(s: Sh, args: readonly Folded[], io: Io): void {
  const mod = args[0]?.text ?? "";
  if (mod === "pip" || mod === "uv") commandFacts(s, [known("pip"), ...args.slice(1)], io);
}

function utf16le(bytes: Uint8Array): string {
  let out = "";
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode(bytes[i]! | (bytes[i + 1]! << 8));
  return out;
}

/** curl/wget: a fetch (a download), a send (a body, an upload, or private data in the URL or a header). */
function httpFacts(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const req = httpRequest(name, args);
  if (!req?.url) return;
  const loc = locOf(s, io.row);
  const dataParts: Folded[] = [];
  for (const p of req.payload) {
    if (p.stdin) dataParts.push(io.stdin ?? unknown());
    else if (p.file) {
      readFact(s, p.file, io.row, "uploads");
      dataParts.push(fileContent(s, p.file, io.row));
    } else if (p.value) dataParts.push(p.value);
  }
  const url = req.url;
  const host = hostOf(url);
  const urlF = req.urls[0]!;
  const leaks = [urlF, ...req.headers].filter((v) => unmarked(v.taint).length > 0);
  if (dataParts.length || leaks.length) {
    const data = dataParts.length ? concat(dataParts.flatMap((d, i) => (i ? [known("&"), d] : [d]))) : concat(leaks);
    emit(s, { kind: "send", channel: /^ftp/i.test(url) ? "ftp" : "http", dest: url, host, data: withTaint(data, leaks.flatMap((l) => unmarked(l.taint))), loc });
  }
  if (!dataParts.length) {
    emit(s, { kind: "fetch", url, host, saveTo: req.saveTo, loc });
    if (req.saveTo) s.downloads.set(stripDot(req.saveTo), url);
  }
}

/** A read of private data named by a path (the fact is only for classified paths; taint flows anyway). */
function readFact(s: Sh, path: Folded, row: number, how: string): void {
  if (path.text === HOLE) return;
  const cls = sourceOfPath(path.text);
  if (cls) emit(s, { kind: "read", source: cls.source, what: cls.what, detail: `${how} ${path.text}`.slice(0, 300), ...(hiddenVia(path.via).length ? { via: hiddenVia(path.via) } : {}), loc: locOf(s, row) });
}

const HIDING: readonly Decoding[] = ["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress", "escape", "percent", "ifs", "quote-splice", "slice", "replace"];
function hiddenVia(via: readonly Decoding[]): Decoding[] {
  return via.filter((d) => HIDING.includes(d));
}

/** An invocation of a file of the skill (run or sourced), resolved from the snippet's folder or the root. */
function invokeSkillFile(s: Sh, file: Folded, row: number, how: "run" | "source", handed: readonly (Folded | null)[] = []): void {
  const target = skillPath(s, file.text);
  if (!target || target === s.snippet.path) return;
  // What the script is handed (`python3 lookup.py "$key"`, `… | ./send.sh`): the file's sends may carry it.
  const inputs = unmarked(handed.flatMap((v) => v?.taint ?? [])).slice(0, 8);
  emit(s, { kind: "invoke", target, how, ...(inputs.length ? { inputs } : {}), loc: locOf(s, row) });
}

function skillPath(s: Sh, raw: string): string | null {
  const files = s.analyzer.files;
  if (!raw || raw.includes("://") || raw.length > 300) return null;
  const dir = s.snippet.path.includes("/") ? s.snippet.path.slice(0, s.snippet.path.lastIndexOf("/") + 1) : "";
  // `$(dirname "$0")/x.sh`, `${SCRIPT_DIR}/x.sh`, `~/.claude/skills/<name>/x.sh`: the known tail names the file.
  let p = raw.includes(HOLE) ? raw.slice(raw.lastIndexOf(HOLE) + HOLE.length) : raw;
  p = p.replace(/^~\/\.[\w-]+\/skills\/[\w.-]+\//, "").replace(/^\/+/, "").replace(/^(?:\.\/)+/, "");
  if (!p || p.startsWith("/")) return null;
  for (const candidate of [normalizeSkillPath(dir + p), p, p.replace(/^(?:\.\.\/)+/, "")]) if (candidate && files.has(candidate)) return candidate;
  if (raw.includes(HOLE) || raw.startsWith("~")) for (const f of files) if (f.endsWith("/" + p)) return f;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The walk

/** Pre-order walk of statements (iterative: `a && b && …` nests as deep as it is long). */
function visit(s: Sh, root: SyntaxNode): void {
  // Commands nest inside substitutions and those inside commands; past this depth the rest is skipped.
  if (s.nest > MAX_NEST) return;
  s.nest++;
  const stack: SyntaxNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (++s.work > MAX_WORK) break;
    switch (n.type) {
      case "command":
        runCommand(s, n, null, null, null);
        continue;
      case "for_statement":
        loopAgain(s, n);
        break;
      case "redirected_statement":
        runRedirected(s, n, null, null);
        continue;
      case "pipeline":
        runPipeline(s, n);
        continue;
      case "variable_assignment": {
        // GOPROXY=…, PIP_EXTRA_INDEX_URL=…, GOSUMDB=off: installs moved to another source or unchecked
        const nameNode = n.children.find((c) => c.field === "name");
        const name = nameNode ? textAt(s, nameNode) : "";
        const value = n.children.find((c) => c.field === "value");
        if (value && (PACKAGE_ENV_RE.test(name) || ENV_SOURCE_RE.test(name))) {
          const folded = fold(s, value).text;
          const detail = packageSettingOverride(name, folded) ?? mirrorEnvOverride(name, folded);
          // A guide's one-off `GOSUMDB=off go install …` (checks off for one command, no other source) is not a setting.
          const oneOff = n.parent?.type === "command" && s.snippet.ctx.inDocs && !/:\/\//.test(detail ?? "");
          if (detail && !oneOff) emit(s, { kind: "config", what: "index-override", detail, loc: locOf(s, n.row) });
        }
        break;
      }
      case "declaration_command": {
        // `export -p`, `declare -x`: no assignment, only flags — the environment is printed.
        const words = n.children.filter((c) => c.named);
        if (words.every((c) => c.type === "word" && /^-[px]+$/.test(textAt(s, c)))) commandFacts(s, [known(textAt(s, n.children[0]!)), ...words.map((c) => fold(s, c))], { row: n.row, stdin: null, literal: true, display: null, external: false });
        break;
      }
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  s.nest--;
}

const MAX_LOOP_VALUES = 24;

/**
 * `for d in a b "$HOME"; do rm -rf "$d"; done`: the body is read as written for the first value (the variable's
 * binding); here it is read again for each later value, with the caches that depend on the variable set aside.
 * A list spelled as an array (`"${T[@]}"`) is its elements.
 */
function loopAgain(s: Sh, n: SyntaxNode): void {
  const variable = n.children.find((c) => c.field === "variable");
  const body = n.children.find((c) => c.field === "body");
  if (!variable || !body) return;
  let values = n.children.filter((c) => c.field === "value");
  let folded: Folded[] | null = null;
  if (values.length === 1) {
    const m = /^"?\$\{(\w+)\[[@*]\]\}"?$/.exec(textAt(s, values[0]!));
    const array = m ? s.arrays.get(m[1]!) : undefined;
    const split = m ? s.splits.get(m[1]!) : undefined;
    if (array) values = array.children.filter((c) => c.named && c.type !== "comment");
    else if (split) {
      // the fields of `read -a` (the body was first read with them all joined), and those of the case where a
      // variable set only under a condition is unset (`a,${B:-},c` has an empty field when B is not set)
      folded = splitFields(s, split) ?? [];
      for (const f of whenUnset(s, values[0]!, () => splitFields(s, split)) ?? []) if (!folded.some((x) => x.text === f.text)) folded.push(f);
    }
  }
  const items = folded ?? values.slice(1, MAX_LOOP_VALUES).map((v) => fold(s, v));
  if (!items.length || (!folded && values.length < 2)) return;
  const name = textAt(s, variable);
  for (const v of items.slice(0, MAX_LOOP_VALUES)) {
    s.loopValues.set(name, v);
    afresh(s, () => visit(s, body));
    s.loopValues.delete(name);
  }
}

/**
 * `while read -r a b; do …; done < FILE` where FILE's text is known (a file of the skill: a list of targets, a
 * config): the body is read as written with the names unknown, and here again for each line, with the names
 * set to the line's fields (split at blanks, or at a one-character IFS given to read; the last name takes the
 * rest). Blank lines and `#` comments are passed over, as such loops skip them. At most MAX_LOOP_VALUES lines.
 */
function readLinesAgain(s: Sh, loop: SyntaxNode, input: Folded): void {
  const body = loop.children.find((c) => c.field === "body");
  const condition = loop.children.find((c) => c.field === "condition");
  const read = condition?.type === "command" ? condition : condition?.children.find((c) => c.type === "command");
  if (!body || !read || textAt(s, read.children.find((c) => c.field === "name") ?? read) !== "read") return;
  const words = read.children.filter((c) => c.field === "argument").map((c) => textAt(s, c));
  if (words.some((w) => /^-[a-zA-Z]*[aNn]/.test(w))) return;
  const names: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (/^-[a-zA-Z]*[dptu]$/.test(words[i]!)) i++;
    else if (/^[A-Za-z_]\w*$/.test(words[i]!)) names.push(words[i]!);
  }
  const ifsAssign = read.children.find((c) => c.type === "variable_assignment" && textAt(s, c).startsWith("IFS="));
  const ifs = ifsAssign ? fold(s, ifsAssign.children.find((c) => c.field === "value") ?? ifsAssign).text : " ";
  if (!names.length || ifs.trim().length > 1) return;
  const sep = ifs.trim() ? ifs.trim() : null;
  const lines = input.text.split("\n").map((l) => l.replace(/\r$/, "")).filter((l) => l.trim() && !l.trimStart().startsWith("#"));
  for (const line of lines.slice(0, MAX_LOOP_VALUES)) {
    const text = sep ? line : line.trim();
    const fields: string[] = [];
    let rest = text;
    for (let i = 0; i < names.length - 1; i++) {
      const at = sep ? rest.indexOf(sep) : rest.search(/\s/);
      fields.push(at < 0 ? rest : rest.slice(0, at));
      rest = at < 0 ? "" : sep ? rest.slice(at + 1) : rest.slice(at).trimStart();
    }
    fields.push(rest);
    for (const [i, name] of names.entries()) s.loopValues.set(name, derived(input, fields[i]!, "variable"));
    afresh(s, () => visit(s, body));
    for (const name of names) s.loopValues.delete(name);
  }
}

function runCommand(s: Sh, n: SyntaxNode, stdin: Folded | null, r: Redirects | null, display: (() => Folded) | null): void {
  callAgain(s, n);
  const input = commandStdin(s, n) ?? stdin;
  if (!needsArguments(s, n)) {
    // A command no table knows (ls, make, kubectl get …): its words say nothing, its output is what it read. A function
    // of the snippet that downloads prints the download (`fetch "$url" > "$tmp/bin"` with curl inside `fetch`).
    const nameNode = r?.outputs.length ? n.children.find((c) => c.field === "name") : undefined;
    const fetched = nameNode && s.bodies.has(textAt(s, nameNode)) ? fetchedOf(outputOfStatement(s, n, input)) : null;
    const out = unknown([...(fetched ? [mark(FETCH_MARK + fetched)] : []), ...(input ? unmarked(input.taint) : [])]);
    for (const o of r?.outputs ?? []) writeTo(s, o.path, out, o.append ? "append" : "write", o.row, null);
    for (const c of n.children) visit(s, c);
    return;
  }
  const { argv, literal } = argvOf(s, n);
  const runner = s.runners.get(argv[0]?.text ?? "");
  if (runner && !insideFunction(s, argv[0]!.text, n)) {
    // A call of a function that runs its arguments: the arguments are the command (or the code) it runs.
    const inner = runner === "eval" ? [known("eval"), ...argv.slice(1)] : argv.slice(1);
    commandFacts(s, inner, { row: n.row, stdin: input, literal, display: () => joinSpace(argv.slice(1)), external: false });
  }
  commandFacts(s, argv, { row: n.row, stdin: input, literal, display: display ?? (() => joinSpace(argv)), external: false });
  if (argv[0]?.text === "rm" && !s.assumeUnset) {
    // `rm -rf "$HOME/$SUB"` with SUB set only on some platform: on the others it is the home folder
    const unset = whenUnset(s, n, () => argvOf(s, n).argv);
    if (unset) removeWhenUnset(s, argv.slice(1), unset.slice(1), n.row);
  }
  if (r?.outputs.length) {
    const out = outputOf(s, argv, input, n.row);
    for (const o of r.outputs) writeTo(s, o.path, out, o.append ? "append" : "write", o.row, argv);
  }
  for (const c of n.children) visit(s, c);
}

function insideFunction(s: Sh, name: string, n: SyntaxNode): boolean {
  return s.functions.some((f) => f.name === name && f.start <= n.start && n.start < f.end);
}

/** Names whose arguments some analysis reads (the rest of the words are not folded, which is most of the cost). */
const ARGUMENT_NAMES = new Set(["eval", "source", ".", "cd", "pushd", "popd", "curl", "wget", "echo", "printf", "cat", "tac", "base64", "gbase64", "xxd", "rev", "tr", "printenv", "env", "set", "export", "declare", "compgen", "uname", "typeset"]);

function needsArguments(s: Sh, n: SyntaxNode): boolean {
  if (s.minerMarks || s.aliases.size) return true;
  const nameNode = n.children.find((c) => c.field === "name");
  if (!nameNode) return true;
  const inner = nameNode.children.length === 1 ? nameNode.children[0]! : nameNode;
  if (inner.type !== "word" || inner.children.length) return true;
  const word = unescapeWord(textAt(s, inner));
  if (s.runners.has(word)) return true;
  if (word.includes("/") || s.downloads.has(word) || s.written.has(word) || s.copies.has(word)) return true;
  const name = word.replace(/\.exe$/i, "");
  return ARGUMENT_NAMES.has(name) || Object.hasOwn(WRAPPERS, name) || HANDLERS.has(name) || READERS.has(name) || FILTERS.has(name) || HOST_INFO.has(name) || CREDENTIAL_COMMANDS.has(name) || NET_CLIENTS.has(name) || interpreterOf(name) !== null || /^mkfs/.test(name);
}

function runRedirected(s: Sh, n: SyntaxNode, stdin: Folded | null, display: (() => Folded) | null): void {
  const r = redirectsOf(s, n);
  for (const i of r.inputs) readFact(s, i.path, i.row, "reads");
  const body = n.children.find((c) => c.field === "body");
  if (body?.type === "command" && r.fds.some((fd) => s.sockets.has(fd))) {
    const argv = unwrap(argvOf(s, body).argv).argv;
    if (interpreterOf(baseName(argv[0]))?.lang === "shell") emit(s, { kind: "remote-shell", detail: `${textAt(s, n).slice(0, 200)}: a shell reads and writes a socket`, loc: locOf(s, n.row) });
  }
  if (body?.type === "command") runCommand(s, body, r.stdin ?? stdin, r, display);
  else if (body?.type === "pipeline") runPipeline(s, body, r, stdin);
  else if (body) {
    visit(s, body);
    // (a file of the skill found by the tail of its path, `"$HERE/config/targets.txt"`, is known text though its folder is not)
    if (body.type === "while_statement" && r.stdin && !r.stdin.text.includes(HOLE)) readLinesAgain(s, body, r.stdin);
    if (r.outputs.length) {
      const out = outputOfStatement(s, body, r.stdin ?? stdin);
      for (const o of r.outputs) writeTo(s, o.path, out, o.append ? "append" : "write", o.row, null);
    }
  }
  for (const c of n.children) if (c.field === "redirect") visit(s, c);
}

type Stage = { node: SyntaxNode; extra: Redirects | null };

/**
 * The stages of a pipeline. The grammar nests `a | b 2>&1 | c` as a pipeline whose first stage is a
 * redirected pipeline; the nested stages are flattened and the redirect applies to the last of them.
 */
function stagesOf(s: Sh, n: SyntaxNode, out: Stage[] = []): Stage[] {
  for (const c of n.children) {
    if (!c.named) continue;
    const body = c.type === "redirected_statement" ? c.children.find((k) => k.field === "body") : null;
    if (body?.type === "pipeline" && out.length < 64) {
      stagesOf(s, body, out);
      if (out.length) out[out.length - 1]!.extra = redirectsOf(s, c);
    } else out.push({ node: c, extra: null });
  }
  return out;
}

function runPipeline(s: Sh, n: SyntaxNode, r: Redirects | null = null, stdin: Folded | null = null): void {
  const stages = stagesOf(s, n);
  let shown: Folded | null = null;
  const display = () => (shown ??= joinStages(s, stages));
  if (isShellOverSocket(s, stages)) emit(s, { kind: "remote-shell", detail: `a shell's input and output go through a network connection: ${display().text.slice(0, 200)}`, loc: locOf(s, n.row) });
  let input: Folded | null = r?.stdin ?? stdin;
  stages.forEach((stage, i) => {
    const outputs = [...(stage.extra?.outputs ?? []), ...(i === stages.length - 1 ? (r?.outputs ?? []) : [])];
    const node = stage.node;
    if (node.type === "command") runCommand(s, node, input, outputs.length ? { stdin: null, outputs, inputs: [], heredoc: false, fds: [] } : null, display);
    else {
      if (node.type === "redirected_statement") runRedirected(s, node, input, display);
      else visit(s, node);
      if (outputs.length) {
        const out = outputOfStatement(s, node, input);
        for (const o of outputs) writeTo(s, o.path, out, o.append ? "append" : "write", o.row, null);
      }
    }
    input = outputOfStatement(s, node, input);
  });
}

const NET_CLIENTS = new Set(["nc", "ncat", "netcat", "telnet", "socat", "openssl"]);

/** `cat f | sh -i 2>&1 | nc host port > f` and the like: a shell reading its input from a pipe feeds a network client. */
function isShellOverSocket(s: Sh, stages: readonly Stage[]): boolean {
  let shell = false;
  for (const { node: stage } of stages) {
    const cmd = stage.type === "redirected_statement" ? stage.children.find((c) => c.field === "body") : stage;
    if (cmd?.type !== "command") continue;
    const argv = unwrap(argvOf(s, cmd).argv).argv;
    const name = baseName(argv[0]);
    if (interpreterOf(name)?.lang === "shell" && !argv.slice(1).some((a) => !a.text.startsWith("-") || /^-[a-z]*c/.test(a.text))) shell = true;
    else if (shell && NET_CLIENTS.has(name) && (name !== "openssl" || argv[1]?.text === "s_client")) return true;
  }
  return false;
}

/** The pipeline as folded text (`curl -fsSL https://x | sh`), what an exec fact of a download shows. */
function joinStages(s: Sh, stages: readonly Stage[]): Folded {
  const parts: Folded[] = [];
  for (const { node: stage } of stages) {
    const cmd = stage.type === "redirected_statement" ? stage.children.find((c) => c.field === "body") : stage;
    if (parts.length) parts.push(known(" | "));
    parts.push(cmd?.type === "command" ? joinSpace(argvOf(s, cmd).argv) : known(textAt(s, stage).slice(0, 200)));
  }
  return concat(parts);
}

/** `/dev/tcp/HOST/PORT` (or udp): bash's socket paths; the port may be known only at run time. */
const DEV_NET_RE = /^\/dev\/(tcp|udp)\/([^/]+)\/([^/\s]+)/;
const QUIET_DEVICES = /^\/dev\/(?:null|stdout|stderr|fd\/\d+|tty|zero)$|^&?\d$/;

/** Output redirected to a path: a write (with what was written), or a socket send for /dev/tcp and /dev/udp. */
function writeTo(s: Sh, path: Folded, content: Folded, mode: "write" | "append", row: number, argv: readonly Folded[] | null): void {
  const p = path.text;
  if (QUIET_DEVICES.test(p) || p === HOLE) return;
  const net = DEV_NET_RE.exec(p);
  if (net) return socketRedirect(s, net[2]!, net[3]!, content, row, argv);
  const place = placeOfPath(p);
  emit(s, { kind: "write", path: p, place, content, mode, loc: locOf(s, row) });
  // An apt source list: where the system's packages come from, checked or not (`[trusted=yes]`).
  if (/^\/etc\/apt\/sources\.list(?:\.d\/|$)/.test(p)) {
    for (const m of content.text.matchAll(/^\s*deb(?:-src)?\s+(\[[^\]\n]*\]\s+)?(https?:\/\/\S+)/gm)) {
      emit(s, { kind: "config", what: "index-override", detail: `apt source ${m[2]}${m[1] && /trusted=yes/.test(m[1]) ? " [trusted=yes]" : ""}`, loc: locOf(s, row) });
    }
  }
  if (s.minerMarks && isMinerText(content.text)) emit(s, { kind: "mine", detail: `writes ${p}: ${content.text.slice(0, 200)}`, loc: locOf(s, row) });
  const grants = /NOPASSWD|!authenticate|timestamp_timeout\s*=\s*-1/.test(content.text);
  if (place === "sudoers") privilege(s, grants ? "nopasswd" : "sudoers", `${mode === "append" ? "appends to" : "writes"} ${p}: ${content.text.slice(0, 200)}`, row);
  else if (/^\/(?:etc|usr\/share)\/polkit-1\//.test(p)) privilege(s, "sudoers", `writes a polkit rule ${p}: ${content.text.slice(0, 200)}`, row);
  // Elsewhere, a line shaped as a sudoers grant (a file that will be moved into place); a log of `grep NOPASSWD` is not one.
  else if (grants && SUDOERS_GRANT_RE.test(content.text)) privilege(s, "nopasswd", `writes ${p}: ${content.text.slice(0, 200)}`, row);
  const fetched = fetchedOf(content);
  if (fetched && !fetched.startsWith("socket://")) s.downloads.set(stripDot(p), fetched);
  const prev = mode === "append" ? s.written.get(p) : undefined;
  s.written.set(p, prev ? concat([prev, content]) : content);
  // What is written is read as what it is (a script, a package manager's settings…) by its place, extension or #! line.
  const kind = writtenCodeKind(p, place, content.text);
  if (kind) s.formatted.set(p, { kind, row });
}

/** Written files the script did not run itself (running one analyses it there), read as their format. */
function analyzeWritten(s: Sh): void {
  for (const [p, { kind, row }] of s.formatted) {
    const content = s.written.get(p);
    if (content && content.text.replaceAll(HOLE, "").length >= 12) s.analyzer.analyze(kind, content.text, s.snippet, row, content.via.filter((d) => d !== "variable"));
  }
}

function socketRedirect(s: Sh, host: string, port: string, content: Folded, row: number, argv: readonly Folded[] | null): void {
  const name = baseName(argv?.[0]);
  const dest = `${host}:${port}`;
  if (interpreterOf(name)?.lang === "shell") emit(s, { kind: "remote-shell", detail: `${argv ? joinSpace(argv).text : "shell"} >& /dev/tcp/${dest}`.slice(0, 300), loc: locOf(s, row) });
  else emit(s, { kind: "send", channel: "socket", dest, host, data: name === "exec" || !argv ? null : content, loc: locOf(s, row) });
}

// ---------------------------------------------------------------------------------------------
// Entry points

export const extractShell: Extractor = (snippet, analyzer) => {
  const tree = analyzer.parse("bash", snippet.text);
  if (!tree) return;
  const s = newState(snippet, analyzer, tree.source);
  collect(s, tree.root);
  visit(s, tree.root);
  analyzeWritten(s);
};


const argvStates = new WeakMap<Analyzer, Map<Snippet, Sh>>();

/**
 * Facts of one command given as an argument vector (Python's subprocess.run([...]), Node's
 * spawn(cmd, [...]), PowerShell's Start-Process -ArgumentList): the same command analysis the shell
 * extractor applies to a parsed simple command. `row` is the 0-based row in `snippet`.
 */
export function analyzeArgv(argv: readonly Folded[], snippet: Snippet, row: number, analyzer: Analyzer, stdin: Folded | null = null): void {
  // One state per analysed snippet, so a download by one call and its run by a later one are joined.
  let states = argvStates.get(analyzer);
  if (!states) argvStates.set(analyzer, (states = new Map()));
  let s = states.get(snippet);
  if (!s) {
    s = newState(snippet, analyzer, "");
    s.minerMarks = true;
    states.set(snippet, s);
  }
  commandFacts(s, argv.slice(0, MAX_ARGS), { row, stdin, literal: argv.every((a) => a.exact && !a.via.length), display: null, external: true });
}

// ---------------------------------------------------------------------------------------------
// The command table: network tools

type Handler = (s: Sh, name: string, args: readonly Folded[], io: Io) => void;

/** Commands whose file arguments are read (a read fact when the path holds private data). */
const READERS = new Set(["cat", "tac", "head", "tail", "less", "more", "cp", "rsync", "scp", "tar", "zip", "7z", "7za", "rar", "base64", "gbase64", "grep", "egrep", "fgrep", "rg", "find", "xxd", "od", "hexdump", "strings", "gpg", "sqlite3", "jq", "yq", "awk", "gawk", "ls", "du", "openssl", "shasum", "md5sum", "sha256sum", "file", "stat"]);

const NC_VALUE = "epcswixXqIOTVW";

function netcat(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, NC_VALUE, new Set(["exec", "sh-exec", "lua-exec", "source-port", "wait", "proxy", "proxy-type"]));
  const execOpt = optValues(p, "e", "c", "exec", "sh-exec", "lua-exec")[0];
  const host = p.pos[0]?.text ?? null;
  const port = p.pos[1]?.text ?? (name === "telnet" ? "23" : "");
  const dest = `${host ?? (hasOpt(p, "l", "listen") ? "listener" : HOLE)}:${port || optValues(p, "p")[0]?.text || HOLE}`;
  if (execOpt) {
    emit(s, { kind: "remote-shell", detail: `${name} ${dest} runs ${execOpt.text} for the peer`, loc: locOf(s, io.row) });
    return;
  }
  if (hasOpt(p, "z", "l", "listen") || !host) return;
  emit(s, { kind: "send", channel: "socket", dest, host, data: io.stdin, loc: locOf(s, io.row) });
}

function socat(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const addrs = args.filter((a) => !a.text.startsWith("-") || a.text === "-");
  const exec = addrs.find((a) => /^(?:exec|system):/i.test(a.text));
  const net = addrs.find((a) => /^(?:tcp[46]?|openssl|ssl|udp[46]?|tcp-connect|tcp-listen|openssl-connect):/i.test(a.text));
  if (!net) return;
  const m = /^[\w-]+:([^:,]+)(?::(\d+))?/.exec(net.text);
  const dest = m ? `${m[1]}${m[2] ? ":" + m[2] : ""}` : net.text;
  if (exec || /\bpty\b/i.test(args.map((a) => a.text).join(" "))) emit(s, { kind: "remote-shell", detail: `socat ${args.map((a) => a.text).join(" ")}`.slice(0, 300), loc: locOf(s, io.row) });
  else if (!/listen/i.test(net.text)) emit(s, { kind: "send", channel: "socket", dest, host: m?.[1] ?? null, data: io.stdin, loc: locOf(s, io.row) });
}

function opensslClient(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  if (args[0]?.text !== "s_client") return;
  const target = optValues(parseOpts(args.slice(1), "", new Set()), "connect")[0] ?? args[args.findIndex((a) => a.text === "-connect") + 1];
  if (!target || args.findIndex((a) => a.text === "-connect") < 0) return;
  emit(s, { kind: "send", channel: "socket", dest: target.text, host: target.text.replace(/:\d+$/, ""), data: io.stdin, loc: locOf(s, io.row) });
}

/** `host:path` or `user@host:path` (scp/rsync remote), else null. */
function remoteOf(v: Folded): { host: string; path: string } | null {
  const m = /^(?:[\w.-]+@)?([\w.-]+|\[[0-9a-f:]+\]):(?!\/\/)(.*)$/i.exec(v.text);
  if (m && !/^[a-z]$/i.test(m[1]!)) return { host: m[1]!, path: m[2]! };
  const r = /^rsync:\/\/(?:[\w.-]+@)?([\w.-]+)(\/.*)?$/.exec(v.text);
  return r ? { host: r[1]!, path: r[2] ?? "" } : null;
}

function copyRemote(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, name === "rsync" ? "eBfT" : "cFiJloPS", new Set(["rsh", "exclude", "include", "filter", "port", "password-file", "exclude-from", "include-from", "files-from", "temp-dir", "log-file", "chmod", "chown", "timeout", "bwlimit"]));
  if (p.pos.length < 2) return;
  const dest = p.pos[p.pos.length - 1]!;
  const remote = remoteOf(dest);
  const sources = p.pos.slice(0, -1);
  if (sources.some((src) => remoteOf(src))) return;
  if (!remote) {
    // `rsync -a ~/.ssh "$REPO/home/"`: a local copy, as cp makes it
    if (name === "rsync") for (const src of sources) localCopy(s, src, dest, sources.length > 1 || /\/$/.test(dest.text), io.row);
    // `rsync -a --delete SRC/ DEST/` (not a dry run): whatever DEST holds that SRC does not is deleted
    if (name === "rsync" && hasOpt(p, "delete", "delete-before", "delete-after", "delete-during", "delete-delay", "del") && !hasOpt(p, "n", "dry-run")) deleteFact(s, `${dest.text.replace(/\/+$/, "")}/*`, io.row);
    return;
  }
  const data = concat(sources.map((src) => fileContent(s, src, io.row)));
  emit(s, { kind: "send", channel: "scp", dest: dest.text, host: remote.host, data, loc: locOf(s, io.row) });
}

function sftp(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, "bBcDFiJloPRsS", new Set());
  const target = p.pos[0];
  if (!target) return;
  const host = target.text.replace(/^[\w.-]+@/, "").replace(/:.*$/, "");
  const batch = optValues(p, "b")[0];
  emit(s, { kind: "send", channel: "scp", dest: target.text, host, data: batch ? fileContent(s, batch, io.row) : io.stdin, loc: locOf(s, io.row) });
}

const SSH_VALUE = "bcDEeFIiJLlmOopQRSWw";

/** Tools whose job is to put this machine's terminal on the network (ttyd, gotty, tmate, upterm, sshx). */
function terminalShare(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  if (args.some((a) => /^--?(?:h|help|V|version)$/.test(a.text))) return;
  emit(s, { kind: "remote-shell", detail: `${name} ${args.map((a) => a.text).join(" ")}: shares a terminal over the network`.slice(0, 300), loc: locOf(s, io.row) });
}

/** Tunnels that publish a local port (ngrok, cloudflared, bore, frpc…): a way in when the port is ssh, RDP or VNC. */
function tunnel(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text).join(" ");
  if (/(?:^|[\s:/])(?:22|3389|5900)(?:\s|$)|ssh:\/\/|\brdp:\/\/|\btcp\s+22\b/.test(t)) emit(s, { kind: "remote-shell", detail: `${name} ${t}: exposes this machine's remote-login port`.slice(0, 300), loc: locOf(s, io.row) });
}

function loginctl(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  if (args[0]?.text === "enable-linger") emit(s, { kind: "write", path: `loginctl enable-linger ${args[1]?.text ?? ""}`.trim(), place: "systemd", content: null, mode: "link", loc: locOf(s, io.row) });
}

function ssh(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, SSH_VALUE, new Set());
  const target = p.pos[0];
  if (!target) return;
  const host = target.text.replace(/^[\w.-]+@/, "");
  if (/^(?:localhost|127\.\d+\.\d+\.\d+|::1)$/.test(host)) return;
  // A reverse tunnel to this machine's ssh, RDP or VNC port, or a reverse SOCKS proxy (`-R 1080`), is a way in;
  // publishing a local web app through a tunnel service is not.
  for (const r of optValues(p, "R")) {
    const local = /^(?:[\w.-]+:)?\d+$/.test(r.text) ? "socks" : /:(\d+)$/.exec(r.text)?.[1];
    if (local === "socks" || local === "22" || local === "3389" || local === "5900") emit(s, { kind: "remote-shell", detail: `ssh -R ${r.text} ${target.text}: a reverse tunnel gives ${host} a way into this machine`, loc: locOf(s, io.row) });
  }
  if (io.stdin && (unmarked(io.stdin.taint).length || !io.stdin.exact)) emit(s, { kind: "send", channel: "scp", dest: target.text, host, data: io.stdin, loc: locOf(s, io.row) });
}

/** DNS lookups whose name carries data (`dig $(whoami).x.example`): the label is the message. */
function dnsLookup(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const names = parseOpts(args, name === "dig" ? "bcfkpqtxy" : name === "host" ? "cmNRtW" : "", new Set()).pos.filter((a) => !a.text.startsWith("@") && !/^(?:A|AAAA|TXT|MX|NS|CNAME|ANY|SOA|PTR|SRV|CAA)$/i.test(a.text));
  for (const n of names.slice(0, 2)) {
    if (n.exact) continue;
    const tail = n.text.slice(n.text.lastIndexOf(HOLE) + HOLE.length);
    const carries = unmarked(n.taint).length > 0 || /^[\w-]*\.(?:[\w-]+\.)*[a-z]{2,}$/i.test(tail);
    if (!carries) continue;
    emit(s, { kind: "send", channel: "dns", dest: n.text, host: tail.replace(/^[\w-]*\./, "") || null, data: n, loc: locOf(s, io.row) });
  }
}

function mail(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, name === "swaks" ? "tfs" : "sabcrAFSq", new Set(["to", "from", "server", "attach", "body", "header", "data", "subject"]));
  const to = [...optValues(p, "to", "t"), ...p.pos].find((a) => a.text.includes("@"));
  if (!to) return;
  const attachments = optValues(p, "a", "A", "attach");
  for (const a of attachments) readFact(s, a, io.row, `${name} attaches`);
  const body = optValues(p, "body", "data")[0] ?? io.stdin;
  const data = concat([...(body ? [body] : []), ...attachments.map((a) => fileContent(s, a, io.row))]);
  emit(s, { kind: "send", channel: "smtp", dest: to.text, host: to.text.slice(to.text.lastIndexOf("@") + 1) || null, data: body || attachments.length ? data : null, loc: locOf(s, io.row) });
}

// ---------------------------------------------------------------------------------------------
// The command table: git, files, deletion, privilege

function isRemoteUrl(t: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(t) || /^[\w.-]+@[\w.-]+:/.test(t);
}

/**
 * A remote's URL set where the script wrote a repository's config (`sed … templates/gitconfig >> "$REPO/.git/config"`):
 * the `[remote "NAME"]` section of what was written, or of the skill's file it came from.
 */
function remoteInWrittenConfig(s: Sh, name: string): string | null {
  const section = new RegExp(`\\[remote\\s+"${name.replace(/[^\w.-]/g, "")}"\\]([^\\[]*)`);
  for (const [path, content] of s.written) {
    if (!/(?:^|\/)\.git\/config$/.test(path)) continue;
    const texts = [content.text, ...content.taint.filter((t) => t.source === "file").map((t) => skillPath(s, t.detail)).flatMap((f) => (f ? [s.analyzer.fileText(f) ?? ""] : []))];
    for (const text of texts) {
      const body = section.exec(text)?.[1];
      const url = body && /^\s*(?:pushurl|url)\s*=\s*(\S+)/m.exec(body)?.[1];
      if (url) return url;
    }
  }
  return null;
}

/** What a push from a repository folder carries: the files the script copied or wrote into that folder, and what it staged. */
function repoContent(s: Sh, dir: string | undefined): Folded | null {
  const staged = s.staged.length ? unknown(s.staged.slice(0, 16)) : null;
  if (!dir || dir === HOLE) return staged;
  const root = dir.replace(/\/+$/, "") + "/";
  const parts = [...s.written].filter(([path]) => path.startsWith(root) && !path.startsWith(`${root}.git/`)).slice(0, 32).map(([, content]) => content);
  if (staged) parts.push(staged);
  return parts.length ? concat(parts) : null;
}

function git(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  let i = 0;
  let dir: string | undefined;
  while (args[i] && args[i]!.text.startsWith("-")) {
    if (/^-C$|^--work-tree$/.test(args[i]!.text)) dir = args[i + 1]?.text;
    i += /^-[Cc]$|^--(?:git-dir|work-tree|namespace)$/.test(args[i]!.text) ? 2 : 1;
  }
  const sub = args[i]?.text;
  const rest = args.slice(i + 1);
  const loc = locOf(s, io.row);
  const p = parseOpts(rest, "oC", new Set(["repo", "push-option", "receive-pack", "exec", "file", "depth", "branch", "origin", "config"]));
  if (sub === "push") {
    const remote = optValues(p, "repo")[0] ?? p.pos[0];
    const url = remote ? (isRemoteUrl(remote.text) ? remote.text : (s.remotes.get(remote.text) ?? remoteInWrittenConfig(s, remote.text))) : null;
    if (url) emit(s, { kind: "send", channel: "git-push", dest: url, host: hostOf(url) ?? /@([\w.-]+):/.exec(url)?.[1] ?? null, data: repoContent(s, dir), loc });
    if (hasOpt(p, "f", "force", "mirror") || p.pos.slice(1).some((r) => r.text.startsWith("+"))) {
      emit(s, { kind: "delete", path: `${remote?.text ?? "origin"} (git push ${hasOpt(p, "mirror") ? "--mirror" : "--force"})`, scope: "git-history", loc });
    }
    if (hasOpt(p, "d", "delete") || p.pos.slice(1).some((r) => r.text.startsWith(":") && r.text.length > 1)) {
      emit(s, { kind: "delete", path: `${remote?.text ?? "origin"} (git push --delete ${p.pos.slice(1).map((r) => r.text).join(" ")})`.slice(0, 200), scope: "git-history", loc });
    }
  } else if (sub === "add") {
    // `git add -f .env *.pem`: private files put in the index travel with the next push.
    for (const f of p.pos) s.staged.push(...fileTaint(s, f, io.row).filter((t) => t.source !== "file"));
  } else if (sub === "remote" && (p.pos[0]?.text === "add" || p.pos[0]?.text === "set-url") && p.pos[2]) {
    s.remotes.set(p.pos[1]!.text, p.pos[2].text);
  } else if (sub === "clone" && p.pos[0]) {
    const url = p.pos[0].text;
    if (isRemoteUrl(url)) emit(s, { kind: "fetch", url, host: hostOf(url) ?? /@([\w.-]+):/.exec(url)?.[1] ?? null, saveTo: p.pos[1]?.text ?? remoteName(url).replace(/\.git$/, ""), loc });
  } else if (sub === "config") {
    const keyAt = p.pos.findIndex((a) => /^core\.hookspath$/i.test(a.text));
    if (keyAt >= 0 && p.pos[keyAt + 1]) emit(s, { kind: "write", path: p.pos[keyAt + 1]!.text, place: "git-hook", content: p.pos[keyAt + 1]!, mode: "link", loc });
  } else if (sub === "reflog" || sub === "gc" || sub === "filter-branch" || sub === "filter-repo" || sub === "update-ref") {
    // History that cannot be recovered: reflog expiry with pruning, rewrites of every commit, deleted refs.
    const t = rest.map((a) => a.text);
    const gone =
      (sub === "reflog" && t[0] === "expire" && t.some((x) => /^--expire(?:-unreachable)?=(?:now|all|0)/.test(x))) ||
      (sub === "gc" && t.some((x) => /^--prune=(?:now|all)$/.test(x))) ||
      sub === "filter-branch" || sub === "filter-repo" ||
      (sub === "update-ref" && t[0] === "-d");
    if (gone) emit(s, { kind: "delete", path: `git ${sub} ${t.join(" ")}`.trim().slice(0, 200), scope: "git-history", loc });
  } else if (sub === "clean" && p.opts.some((o) => o.name === "f" || o.name === "force") && p.opts.some((o) => o.name === "x" || o.name === "X")) {
    emit(s, { kind: "delete", path: `git clean ${rest.map((a) => a.text).join(" ")}`.trim(), scope: "git-history", loc });
  }
}

function tee(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, "", new Set());
  const append = hasOpt(p, "a", "append");
  for (const f of p.pos) writeTo(s, f, io.stdin ?? unknown(), append ? "append" : "write", io.row, null);
}

/**
 * `printf '%s\n' "$RULE" | sudo EDITOR=tee visudo -f /etc/sudoers.d/x`: visudo hands the file to the editor, and an
 * editor that reads its input (tee, `tee -a`, cat) writes what was piped in. Text piped to visudo is written there.
 */
function visudo(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  if (!io.stdin || args.some((a) => /^-(?:c|-check)$/.test(a.text))) return;
  const at = args.findIndex((a) => a.text === "-f" || a.text === "--file");
  const file = at >= 0 ? args[at + 1] : args.find((a) => a.text.startsWith("--file="));
  const path = file ? { ...file, text: file.text.replace(/^--file=/, "") } : known("/etc/sudoers");
  writeTo(s, path, io.stdin, "write", io.row, null);
}

function copy(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, name === "install" ? "mgoStT" : "tS", new Set(["target-directory", "suffix", "mode", "owner", "group"]));
  const target = optValues(p, "t", "target-directory")[0];
  const files = p.pos;
  if (name === "install" && hasOpt(p, "d")) return;
  const dest = target ?? files[files.length - 1];
  const sources = target ? files : files.slice(0, -1);
  if (!dest || !sources.length) return;
  // `install -m 4755 /bin/bash /usr/local/x`: the copy is made with the set-user-ID bit, as chmod would set it.
  const mode = name === "install" ? optValues(p, "m", "mode")[0]?.text : undefined;
  if (mode && (/^[2-7][0-7]{3}$/.test(mode) || /^[ugoa]*[+=][rwxXt]*s/.test(mode))) privilege(s, "setuid", `install -m ${mode} ${sources.map((f) => f.text).join(" ")} → ${dest.text}`, io.row);
  for (const src of sources) {
    const path = target || sources.length > 1 || /\/$/.test(dest.text) ? { ...dest, text: `${dest.text.replace(/\/$/, "")}/${src.text.slice(src.text.lastIndexOf("/") + 1)}` } : dest;
    const mode = name === "ln" ? "link" : "copy";
    if (name === "ln" && !hasOpt(p, "s", "symbolic")) continue;
    const content = name === "ln" ? src : fileContent(s, src, io.row);
    if (name === "ln") readFact(s, src, io.row, "links");
    if (QUIET_DEVICES.test(path.text)) continue;
    const place = placeOfPath(path.text) ?? placeOfPath(dest.text);
    emit(s, { kind: "write", path: path.text, place, content, mode, loc: locOf(s, io.row) });
    s.written.set(path.text, content);
    if (name !== "ln") s.copies.set(path.text, src);
    if (place === "sudoers") privilege(s, /NOPASSWD/.test(content.text) ? "nopasswd" : "sudoers", `${name} ${src.text} → ${path.text}`, io.row);
  }
}

/** A copy of src made at dest (into dest when it is a folder): what it holds is src's content. */
function localCopy(s: Sh, src: Folded, dest: Folded, into: boolean, row: number): void {
  const path = into ? { ...dest, text: `${dest.text.replace(/\/$/, "")}/${src.text.replace(/\/$/, "").slice(src.text.replace(/\/$/, "").lastIndexOf("/") + 1)}` } : dest;
  if (QUIET_DEVICES.test(path.text)) return;
  const content = fileContent(s, src, row);
  emit(s, { kind: "write", path: path.text, place: placeOfPath(path.text) ?? placeOfPath(dest.text), content, mode: "copy", loc: locOf(s, row) });
  s.written.set(path.text, content);
  s.copies.set(path.text, src);
}

function crontab(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, "u", new Set());
  if (hasOpt(p, "l", "r", "e")) return;
  const file = p.pos[0];
  const content = !file || file.text === "-" ? (io.stdin ?? unknown()) : fileContent(s, file, io.row);
  emit(s, { kind: "write", path: "crontab", place: "cron", content, mode: "write", loc: locOf(s, io.row) });
}

function launchctl(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const sub = args[0]?.text;
  if (sub !== "load" && sub !== "bootstrap" && sub !== "submit") return;
  const plist = args.slice(1).filter((a) => !a.text.startsWith("-")).pop();
  if (plist) emit(s, { kind: "write", path: plist.text, place: "launchd", content: s.written.get(plist.text) ?? null, mode: "link", loc: locOf(s, io.row) });
}

function systemctl(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, "", new Set());
  if (p.pos[0]?.text !== "enable" && p.pos[0]?.text !== "link") return;
  for (const unit of p.pos.slice(1)) {
    const path = unit.text.includes("/") ? unit.text : `${hasOpt(p, "user") ? "~/.config/systemd/user" : "/etc/systemd/system"}/${unit.text}`;
    emit(s, { kind: "write", path, place: "systemd", content: s.written.get(unit.text) ?? null, mode: "link", loc: locOf(s, io.row) });
  }
}

function sedInPlace(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  if (!args.some((a) => /^-[a-zA-Z]*i|^--in-place/.test(a.text))) return;
  const p = parseOpts(args.filter((a) => !/^-[a-zA-Z]*i.*$|^--in-place/.test(a.text)), "ef", new Set(["expression", "file"]));
  const scripts = optValues(p, "e", "expression");
  const files = scripts.length ? p.pos : p.pos.slice(1);
  const content = scripts[0] ?? p.pos[0] ?? null;
  for (const f of files) emit(s, { kind: "write", path: f.text, place: placeOfPath(f.text), content, mode: "write", loc: locOf(s, io.row) });
}

/** Variables a script reads without assigning that the shell or the login always sets. */
const ALWAYS_SET = new Set(["HOME", "PWD", "OLDPWD", "USER", "LOGNAME", "SHELL", "PATH", "HOSTNAME", "UID", "EUID", "PPID", "RANDOM", "SECONDS", "BASH_SOURCE", "BASH_VERSION", "OSTYPE", "IFS"]);

/**
 * `rm -rf "$ROOT/$SUB"/*` where the folder is named only by variables and one of them is set by nothing in the script
 * (a config file's, the environment's) and checked by nothing (`set -u`, `${X:?}`, `[ -z "$X" ]`): with it unset, the
 * glob is everything under `/` (ShellCheck's SC2115).
 */
/** A value that is a command's whole output (`"$(wp eval 'echo WP_CONTENT_DIR;')"`), other than mktemp's, which prints or fails loudly. */
const MAY_PRINT_NOTHING_RE = /^"?(?:\$\((?!\s*mktemp\b)[^]*\)|`(?!\s*mktemp\b)[^`]*`)"?$/;

/** An assignment of a command's output that goes on when the command prints nothing (no `|| exit` on its line). */
function mayPrintNothing(s: Sh, b: Binding): boolean {
  if (!b.node || !MAY_PRINT_NOTHING_RE.test(textAt(s, b.node))) return false;
  const eol = s.src.indexOf("\n", b.start);
  return !/\|\|\s*(?:exit|return|die|fail|abort)\b/.test(s.src.slice(b.start, eol < 0 ? undefined : eol));
}

/** An argument that is a whole command's output followed by `/*`, of a command that can print nothing (not mktemp, pwd, dirname). */
const INLINE_OUTPUT_GLOB_RE = /(?:^|\s)"?(?:\$\((?!\s*(?:mktemp|pwd|dirname)\b)(?:[^()]|\([^()]*\))*\)|`(?!\s*(?:mktemp|pwd|dirname)\b)[^`]*`)"?\/\*(?=\s|$|;)/;

function unguardedRootGlob(s: Sh, f: Folded, row: number): boolean {
  if (!/^(?:\u27e8\?\u27e9\/?)+\/?\*$/.test(f.text)) return false;
  if (/\bset\s+-[a-z]*u|\bset\s+-o\s+nounset\b/.test(s.src)) return false;
  const line = s.src.split("\n", row + 1)[row] ?? "";
  if (/:\?|\$\{\w+\?/.test(line)) return false;
  const leaves = new Set<string>();
  const seen = new Set<string>();
  const whole = /^\u27e8\?\u27e9\/?\*$/.test(f.text);
  const visit = (text: string, depth: number, at: number) => {
    // a function's parameter: what its callers pass
    if (depth < 3 && /\$\{?[1-9@*]/.test(text)) {
      const fn = s.functions.find((f) => f.start <= at && at < f.end);
      for (const call of (fn && s.calls.get(fn.name)) ?? []) visit(textAt(s, call), depth + 1, call.start);
    }
    for (const m of text.matchAll(/\$\{?([A-Za-z_]\w*)/g)) {
      const name = m[1]!;
      if (seen.has(name)) continue;
      seen.add(name);
      const bindings = s.vars.get(name);
      if (!bindings?.length) leaves.add(name);
      // a command's output, when every binding is one, is empty when the command fails or finds nothing (the
      // `STEAMROOT="$(cd … && pwd)"` bug), unless the assignment stops the script then (`|| exit 1`); it counts when
      // the folder is that one value (`"$DIR"/*`), not one part of several (`"$ROOT/$ID"/*` is under $ROOT)
      else if (whole && bindings.every((b) => mayPrintNothing(s, b))) leaves.add(name);
      else if (depth < 3) for (const b of bindings) if (b.node) visit(textAt(s, b.node), depth + 1, b.start);
    }
  };
  const lineStart = row === 0 ? 0 : s.src.split("\n", row).join("\n").length + 1;
  const rm = /\brm\b[^\n]*/.exec(line)?.[0] ?? "";
  // the folder written as a command's output in place (`rm -rf $(ddc-path --local)/*`, a Makefile's `$(shell …)`): a
  // command that fails or finds nothing prints nothing, as the assignment above
  if (whole && INLINE_OUTPUT_GLOB_RE.test(rm)) return true;
  visit(rm, 0, lineStart);
  return [...leaves].some((name) => !ALWAYS_SET.has(name) && !new RegExp(`-[zndef]\\s+"?\\$\\{?${name}\\b|\\$\\{${name}:?[?=]`).test(s.src));
}

function remove(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const p = parseOpts(args, "", new Set());
  // Without -r only files go: of those, only the user's keys (`rm -f ~/.ssh/id_ed25519`) are more than a file.
  if (!hasOpt(p, "r", "R", "recursive")) {
    for (const f of p.pos) if (deleteScopeOfPath(f.text) === "credentials") deleteFact(s, f.text, io.row, "credentials");
    return;
  }
  for (const f of p.pos) {
    // `rm -rf "$HOME/$X"` where X is empty in a case the script allows: the home folder itself
    const maybeEmpty = f.taint.some((t) => t.detail === MAYBE_EMPTY_MARK) && deleteScopeOfPath(f.text.replaceAll(HOLE, "")) === "home";
    deleteFact(s, f.text, io.row, maybeEmpty ? "home-computed" : unguardedRootGlob(s, f, io.row) ? "root-computed" : undefined);
  }
}

/** The deletions `rm -r` makes in the case where the variables set only under a condition are unset, where that reaches further. */
function removeWhenUnset(s: Sh, args: readonly Folded[], unset: readonly Folded[], row: number): void {
  const p = parseOpts(unset, "", new Set());
  if (!hasOpt(p, "r", "R", "recursive")) return;
  const before = new Set(args.map((a) => a.text));
  for (const f of p.pos) {
    if (before.has(f.text)) continue;
    const scope = deleteScopeOfPath(f.text);
    if (scope !== "other" && scope !== "parent") deleteFact(s, f.text, row, scope);
  }
}

/**
 * `cd` (and `pushd`): kept when it goes to the home folder or the root (`cd`, `cd ~`, `cd "$HOME"`, `cd /`), where
 * deleting "everything here" (`rm -rf ./*`, `find . -delete`) deletes that folder's contents; `?` when it goes to a
 * folder known only at run time and the script goes on if it fails. Any other folder forgets it. Read in the order of
 * the script, as it runs.
 */
function changeDir(s: Sh, args: readonly Folded[], row: number): void {
  const dir = args.find((a) => !/^-[LPe]$/.test(a.text));
  const to = !dir ? "~" : dir.exact ? dir.text.replace(/(.)\/+$/, "$1") : null;
  s.cwd = to === "~" || to === "/" ? to : to === null && !stopsOnFailedCd(s, row) ? "?" : null;
}

/**
 * The script stops, or skips what follows, when this `cd` fails: `cd X && …`, `cd X || exit`, `set -e` (ShellCheck's
 * SC2164 is the other case: the commands after it run in the folder the script was started in).
 */
function stopsOnFailedCd(s: Sh, row: number): boolean {
  const line = s.src.split("\n", row + 1)[row] ?? "";
  return /\bcd\b[^;#]*(?:&&|\|\|)/.test(line) || /^\s*(?:set\s+-[a-zA-Z]*e|set\s+-o\s+errexit\b)/m.test(s.src) || /^#!.*\s-[a-zA-Z]*e\b/.test(s.src);
}

/** `*`, `./*`, `.*`, `./.[!.]*`: every entry of the current folder (rm refuses `.` itself; `find .` is read by find). */
const HERE_ALL_RE = /^(?:\.\/)?(?:\*|\.\*|\.\[!\.\]\*|\.\?\*)$/;

function deleteFact(s: Sh, path: string, row: number, scope = deleteScopeOfPath(path)): void {
  if (path === HOLE) return;
  // everything in the folder the script was started in, when the `cd` before it failed and the script went on
  if (s.cwd === "?" && HERE_ALL_RE.test(path) && scope === "other") scope = "cwd";
  else if (s.cwd && s.cwd !== "?" && HERE_ALL_RE.test(path)) {
    // everything in the home folder or the root, reached by `cd` first (`cd ~ && rm -rf ./*`)
    path = `${s.cwd === "/" ? "" : "~"}/${path.replace(/^\.\//, "")}`;
    scope = deleteScopeOfPath(path);
  }
  emit(s, { kind: "delete", path, scope, loc: locOf(s, row) });
}

function find(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const deletes = args.some((a) => a.text === "-delete") || args.some((a, i) => (a.text === "-exec" || a.text === "-execdir") && /^(?:rm|shred)$/.test(baseName(args[i + 1])));
  if (!deletes) return;
  const roots = args.slice(0, Math.max(0, args.findIndex((a) => /^[-(!]/.test(a.text))));
  // With a name or path test only the matching entries under the root go (`find ~ -name node_modules -exec rm -rf {} +`).
  // A negated test (`! -name keep`, `-not -path …`) spares what it names: the rest of the root goes.
  const test = args.findIndex((a, i) => /^-(?:i?name|i?path|i?wholename|i?regex)$/.test(a.text) && !/^(?:!|-not)$/.test(args[i - 1]?.text ?? ""));
  // (`-name '*'` tests nothing: every entry matches)
  const pattern = test >= 0 ? args[test + 1]?.text : undefined;
  const under = pattern && !/^\*+$|^\.\*$/.test(pattern) ? pattern : undefined;
  for (const r of roots.length ? roots : [known(".")]) {
    // `cd ~ && find . -mindepth 1 -delete`: everything in the folder `cd` went to
    const root = !under && s.cwd && s.cwd !== "?" && /^\.\/?$/.test(r.text) ? s.cwd : r.text;
    deleteFact(s, under ? `${root.replace(/\/+$/, "")}/**/${under}` : root, io.row);
  }
}

function shred(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  for (const f of positionals(args, /^-[ns]$|^--(?:iterations|size)$/)) deleteFact(s, f.text, io.row);
}

function dd(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const of = args.find((a) => a.text.startsWith("of="));
  if (!of) return;
  const path = of.text.slice(3);
  if (deleteScopeOfPath(path) === "disk") deleteFact(s, path, io.row, "disk");
  else if (!QUIET_DEVICES.test(path)) emit(s, { kind: "write", path, place: placeOfPath(path), content: null, mode: "write", loc: locOf(s, io.row) });
}

function wipeDevice(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  for (const f of positionals(args, /^-[tLoOb]$/)) if (f.text.startsWith("/dev/")) deleteFact(s, f.text, io.row, "disk");
}

const DROP_RE = /\bdrop\s+(?:database|schema)\b|\bdropDatabase\s*\(|\bflushall\b|\bflushdb\b/i;

/** SQL and key-value clients given a statement that destroys a whole database. */
function database(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const statements = name === "redis-cli" ? [joinSpace(args)] : [...args.filter((a, i) => /^-(?:[a-zA-Z]*[ce]|-command|-execute|-eval)$/.test(args[i - 1]?.text ?? "") || /^--(?:command|execute|eval)=/.test(a.text)), ...(io.stdin ? [io.stdin] : [])];
  if (name === "dropdb" || (name === "mysqladmin" && args.some((a) => a.text === "drop"))) statements.push(known(`drop database ${args[args.length - 1]?.text ?? ""}`));
  for (const st of statements) if (DROP_RE.test(st.text)) deleteFact(s, `${name}: ${st.text.slice(0, 200)}`, io.row, "database");
}

/** `aws s3 cp|sync|mv`, `gsutil cp|rsync`, `rclone copy|sync|move`, `azcopy copy` from local paths to a bucket: a send. */
function cloudUpload(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text);
  const at = name === "aws" ? (t[0] === "s3" ? 1 : -1) : name === "gsutil" ? t.findIndex((x) => /^(?:cp|rsync|mv)$/.test(x)) : name === "rclone" || name === "azcopy" ? 0 : -1;
  if (at < 0 || !/^(?:cp|sync|mv|rsync|copy|move|copyto|moveto)$/.test(t[at] ?? "")) return;
  const pos = positionals(args.slice(at + 1), /^--(?:exclude|include|endpoint-url|profile|region|storage-class|sse|acl|content-type|cache-control|metadata|config|transfers|checkers|bwlimit|filter|filter-from|exclude-from|include-from|log-file)$/);
  const dest = pos[pos.length - 1];
  const sources = pos.slice(0, -1);
  if (!dest || !sources.length) return;
  const remote = (v: Folded) => /^(?:s3|gs|az|r2):\/\/|^https:\/\//i.test(v.text) || (name === "rclone" && /^[\w-]+:/.test(v.text)) || (v.text.startsWith(HOLE) && !v.exact);
  if (!remote(dest) || sources.some(remote)) return;
  for (const src of sources) readFact(s, src, io.row, `${name} uploads`);
  const bucket = /^[a-z0-9]+:\/\/([^/]+)/i.exec(dest.text)?.[1] ?? null;
  emit(s, { kind: "send", channel: "http", dest: dest.text, host: /^https:/i.test(dest.text) ? hostOf(dest.text) : bucket && !bucket.includes(HOLE) ? bucket : null, data: concat(sources.map((src) => fileContent(s, src, io.row))), loc: locOf(s, io.row) });
}

function snapshots(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  if (args[0] && /^delete(?:localsnapshots)?$/i.test(args[0].text)) deleteFact(s, `${name} ${args.map((a) => a.text).join(" ")}`.slice(0, 200), io.row, "disk");
}

function cloudDelete(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text);
  cloudUpload(s, name, args, io);
  const bulk = (name === "aws" && t[0] === "s3" && ((t[1] === "rm" && t.includes("--recursive")) || (t[1] === "rb" && t.includes("--force")))) || (name === "gsutil" && t.includes("rm") && t.some((x) => /^-[a-z]*r/.test(x))) || (name === "kubectl" && t[0] === "delete" && (t.includes("--all") || /^(?:ns|namespace|namespaces)$/.test(t[1] ?? "")));
  // Whole stacks, projects and resource groups, without the confirmation their tools ask for.
  const unattended = t.some((x) => /^-(?:auto-approve|y|-yes|-quiet|q)$|^--auto-approve$|^--yes$|^--no-prompt$/.test(x));
  const stack = ((name === "terraform" || name === "tofu" || name === "terragrunt") && (t[0] === "destroy" || (t[0] === "apply" && t.includes("-destroy"))) && unattended) ||
    (name === "pulumi" && t[0] === "destroy" && unattended) ||
    (name === "az" && t[0] === "group" && t[1] === "delete" && unattended) ||
    (name === "gcloud" && t[0] === "projects" && t[1] === "delete");
  if (bulk || stack) deleteFact(s, `${name} ${t.join(" ")}`.slice(0, 200), io.row, "cloud");
}

/** `format D:`, `diskutil eraseDisk|zeroDisk|secureErase …`: a whole volume erased. */
function eraseVolume(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text);
  const erase = name === "format" ? /^[a-z]:\\?$/i.test(t[0] ?? "") : /^(?:erase(?:disk|volume)|zerodisk|randomdisk|secureerase|partitiondisk)$/i.test(t[0] ?? "");
  if (erase) deleteFact(s, `${name} ${t.join(" ")}`.slice(0, 200), io.row, "disk");
}

function privilege(s: Sh, what: PrivilegeKind, detail: string, row: number): void {
  emit(s, { kind: "privilege", what, detail: detail.slice(0, 300), loc: locOf(s, row) });
}

function chmod(s: Sh, _name: string, args: readonly Folded[], io: Io): void {
  const pos = args.filter((a) => !/^-[a-zA-Z]+$|^--/.test(a.text));
  const mode = pos[0]?.text ?? "";
  const files = pos.slice(1);
  const text = `chmod ${args.map((a) => a.text).join(" ")}`;
  // 4xxx/6xxx/2xxx octal modes and u+s/g+s/+s set the set-user/group-ID bit.
  if (/^[2-7][0-7]{3}$/.test(mode) || /^[ugoa]*[+=][rwxXt]*s/.test(mode)) privilege(s, "setuid", text, io.row);
  if (/^[0-7]?[0-7]{2}[2367]$|^(?:a|o)?\+[rwx]*w/.test(mode) && files.some((f) => deleteScopeOfPath(f.text) === "system" || deleteScopeOfPath(f.text) === "root")) privilege(s, "world-writable-system", text, io.row);
  for (const f of files) {
    const place = placeOfPath(f.text);
    if (place) emit(s, { kind: "write", path: f.text, place, content: null, mode: "chmod", loc: locOf(s, io.row) });
  }
}

// Groups whose members are root in all but name (sudo rights, the docker and libvirt sockets, raw disks, every log).
// lpadmin only administers printers: adding a user to it is the documented CUPS setup, and what a polkit rule then
// grants that group is judged on its own.
const ADMIN_GROUPS = /^(?:sudo|wheel|admin|root|docker|adm|libvirt|disk)$/;

function groups(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text);
  const text = `${name} ${t.join(" ")}`;
  let group: string | undefined;
  if (name === "usermod" || name === "useradd") {
    const at = t.findIndex((x) => /^-[a-zA-Z]*G$|^--groups$/.test(x));
    group = at >= 0 ? t[at + 1]?.split(",").find((g) => ADMIN_GROUPS.test(g)) : undefined;
    if (name === "useradd" && /(?:^|\s)-o\b.*-u\s*0\b|-u\s*0\b.*-o\b/.test(t.join(" "))) group = "uid 0";
  } else if (name === "gpasswd") group = t[t.findIndex((x) => x === "-a") + 2];
  else if (name === "adduser" || name === "addgroup") group = t.length === 2 ? t[1] : undefined;
  else if (name === "dseditgroup") group = t.includes("-a") ? t[t.length - 1] : undefined;
  if (group && (group === "uid 0" || ADMIN_GROUPS.test(group))) privilege(s, "add-admin-user", text, io.row);
}

function securityOff(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text);
  const text = `${name} ${t.join(" ")}`;
  const off =
    (name === "setenforce" && /^(?:0|permissive)$/i.test(t[0] ?? "")) ||
    (name === "spctl" && t.some((x) => /^--(?:master-disable|global-disable)$/.test(x))) ||
    (name === "csrutil" && t[0] === "disable") ||
    (name === "xattr" && (t.some((x) => /^-[a-z]*c/.test(x)) || (t.some((x) => /^-[a-z]*d/.test(x)) && t.includes("com.apple.quarantine")))) ||
    (name === "ufw" && t[0] === "disable") ||
    (name === "systemsetup" && t.includes("-setremotelogin") && t.includes("on"));
  if (off) privilege(s, "disable-security", text, io.row);
  if (name === "setcap" && t.some((x) => /cap_/i.test(x))) privilege(s, "capabilities", text, io.row);
  // insmod loads any object file; modprobe of a module by name loads what the distribution ships.
  if ((name === "insmod" && t.length) || (name === "modprobe" && t.some((x) => /\.ko(?:\.[xg]z)?$/.test(x)))) privilege(s, "kernel-module", text, io.row);
}

/** `docker volume ls -q` with no filter (or only `dangling=false`): every volume's name, not the dangling ones a cleanup means. */
function listsEveryVolume(name: string, args: readonly Folded[]): boolean {
  const t = args.map((a) => a.text);
  if (!(name === "docker" || name === "podman") || t[0] !== "volume" || (t[1] !== "ls" && t[1] !== "list") || !t.some((x) => /^-[a-z]*q[a-z]*$|^--quiet$/.test(x))) return false;
  // no filter, or only `dangling=false`: the volumes containers use (the data itself), not the leftovers a prune means
  const filters = t.flatMap((x, i) => (/^--filter=/.test(x) ? [x.slice(9)] : /^(?:-f|--filter)$/.test(x) ? [t[i + 1] ?? ""] : []));
  return filters.every((f) => /^dangling=(?:false|0)$/i.test(f)) && !t.some((x) => /^-[a-z]*f[a-z]+$|^-[a-eg-z]*f$/.test(x) && x !== "-f");
}

function docker(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text);
  // `docker volume rm $(docker volume ls -q)`, `docker volume ls -q | xargs docker volume rm`: every volume and the data in it.
  if (t[0] === "volume" && (t[1] === "rm" || t[1] === "remove") && [...args, ...(io.stdin ? [io.stdin] : [])].some((a) => a.taint.some((x) => x.detail === EVERY_VOLUME_MARK))) {
    deleteFact(s, `${name} volume rm: every docker volume`, io.row, "database");
  }
  if (t[0] !== "run" && t[0] !== "create" && !(t[0] === "container" && t[1] === "run")) return;
  const escape = t.includes("--privileged") || t.some((x, i) => /^(?:-v|--volume|--mount)$/.test(t[i - 1] ?? "") && /^\/(?::|$)|^\/var\/run\/docker\.sock|source=\/(?:,|$)/.test(x)) || t.some((x, i) => /^--pid=host$/.test(x) || (x === "--pid" && t[i + 1] === "host"));
  if (escape) privilege(s, "container-escape", `${name} ${t.join(" ")}`, io.row);
}

// ---------------------------------------------------------------------------------------------
// The command table: package managers

type Eco = "pypi" | "npm" | "gem" | "crates" | "go";

/** Package installs: each named package is a dependency, each index or registry override a config fact. */
function packages(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  let eco: Eco;
  let rest = args;
  const sub = args[0]?.text ?? "";
  if (/^pip[0-9.]*$/.test(name) || name === "pipx") {
    if (!/^(?:install|download|wheel|inject)$/.test(sub)) return configSet(s, name, args, io);
    eco = "pypi";
    rest = args.slice(sub === "inject" ? 2 : 1);
  } else if (name === "uv") {
    if (sub === "pip" && args[1]?.text === "install") rest = args.slice(2);
    else if (sub === "add" || (sub === "tool" && /^(?:install|run)$/.test(args[1]?.text ?? ""))) rest = args.slice(sub === "add" ? 1 : 2);
    else return;
    eco = "pypi";
  } else if (name === "uvx" || name === "npx" || name === "bunx" || name === "pnpx") {
    eco = name === "uvx" ? "pypi" : "npm";
    const first = positionals(args, /^-[p]$|^--(?:package|from|with|registry)$/)[0];
    const pkgs = [...optValues(parseOpts(args, "p", new Set(["package", "from", "with", "registry"])), "package", "p", "from", "with")];
    overrides(s, name, args, io);
    for (const pkg of pkgs.length ? pkgs : first ? [first] : []) dependency(s, eco, pkg.text, io.row);
    return;
  } else if (name === "npm" || name === "yarn" || name === "pnpm" || name === "bun") {
    if (sub === "config" || sub === "set") return configSet(s, name, args, io);
    // publishing to another registry (with the user's token) is a source moved as much as installing from one
    if (sub === "publish") return overrides(s, name, args.slice(1), io);
    if (!/^(?:i|install|add|ci|in|isntall)$/.test(sub) && !(name === "yarn" && sub === "global" && args[1]?.text === "add")) return;
    eco = "npm";
    rest = args.slice(sub === "global" ? 2 : 1);
  } else if (name === "go" && sub === "env" && args.some((a) => a.text === "-w")) {
    for (const a of args.slice(1)) {
      const eq = a.text.indexOf("=");
      const detail = eq > 0 ? packageSettingOverride(a.text.slice(0, eq), a.text.slice(eq + 1)) : null;
      if (detail) emit(s, { kind: "config", what: "index-override", detail: `go env -w ${detail}`, loc: locOf(s, io.row) });
    }
    return;
  } else if ((name === "gem" && sub === "sources") || (name === "bundle" && sub === "config")) {
    // gem sources --add URL; bundle config [set] [--global] mirror.https://rubygems.org URL
    const t = args.map((a) => a.text);
    const add = t.findIndex((x) => x === "--add" || x === "-a");
    const mirror = t.findIndex((x) => /^mirror\./i.test(x));
    const url = add >= 0 ? t[add + 1] : mirror >= 0 ? t[mirror + 1] : undefined;
    if (url && !/^https:\/\/rubygems\.org\/?$/i.test(url)) emit(s, { kind: "config", what: "index-override", detail: `${name} ${sub} ${add >= 0 ? t[add] : t[mirror]} ${url}`, loc: locOf(s, io.row) });
    return;
  } else if (name === "gem" || name === "cargo" || name === "go") {
    if (sub !== "install" && !(name === "go" && sub === "get") && !(name === "cargo" && sub === "add")) return;
    eco = name === "gem" ? "gem" : name === "cargo" ? "crates" : "go";
    rest = args.slice(1);
  } else return;
  overrides(s, name, rest, io);
  const p = parseOpts(rest, eco === "pypi" ? "icerftC" : eco === "gem" ? "vs" : "", new Set(["index-url", "extra-index-url", "trusted-host", "registry", "requirement", "constraint", "find-links", "target", "prefix", "root", "python", "version", "source", "git", "branch", "tag", "rev", "path", "index", "default-index", "upgrade-strategy", "only-binary", "no-binary", "platform", "c", "r", "e", "tag", "from", "with"]));
  for (const req of optValues(p, "r", "requirement")) emit(s, { kind: "invoke", target: skillPath(s, req.text) ?? req.text, how: "run", loc: locOf(s, io.row) });
  for (const e of optValues(p, "e", "editable")) if (isRemoteUrl(e.text) || e.text.startsWith("git+")) dependency(s, eco, e.text, io.row);
  const git = optValues(p, "git")[0];
  if (git && eco === "crates") dependency(s, eco, git.text, io.row);
  for (const pkg of p.pos) dependency(s, eco, pkg.text, io.row);
}

function dependency(s: Sh, eco: Eco, raw: string, row: number): void {
  if (!raw || raw === "." || raw.startsWith("./") || raw.startsWith("/") || raw === HOLE || /\.(?:txt|toml|cfg|json)$/.test(raw)) return;
  const url = /^(?:(\S+?)\s*@\s*)?((?:git\+|https?:\/\/|git:\/\/|github:|file:)\S+)$/.exec(raw);
  let detail: string;
  if (url) detail = `${eco}:${url[1] ?? "?"} ${url[2]}`;
  else if (eco === "npm") {
    const m = /^(@?[^@\s]+)(?:@(.*))?$/.exec(raw);
    if (!m) return;
    detail = /^[\w.-]+\/[\w.-]+(?:#.*)?$/.test(raw) && !raw.startsWith("@") ? `npm:${raw} github:${raw}` : `npm:${m[1]}@${m[2] || "*"}`;
  } else if (eco === "pypi") {
    const m = /^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?\s*(.*)$/.exec(raw);
    if (!m) return;
    detail = `pypi:${m[1]}@${m[2]!.replace(/^==/, "") || "*"}`;
  } else {
    const at = raw.lastIndexOf("@");
    detail = at > 0 ? `${eco}:${raw.slice(0, at)}@${raw.slice(at + 1)}` : `${eco}:${raw}@*`;
  }
  emit(s, { kind: "config", what: "dependency", detail, loc: locOf(s, row) });
}

/** --index-url, --extra-index-url, -i, --trusted-host, --registry on an install command line. */
function overrides(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!.text;
    const m = /^(--index-url|--extra-index-url|--trusted-host|--registry|--index|--default-index|-i|--source|--find-links|-f)(?:=(.*))?$/.exec(t);
    if (!m) continue;
    const value = m[2] ?? args[i + 1]?.text;
    if (!value || (m[1] === "-i" && name !== "pip" && !/^pip/.test(name) && name !== "uv")) continue;
    emit(s, { kind: "config", what: "index-override", detail: `${name} ${m[1]} ${value}`, loc: locOf(s, io.row) });
  }
}

/** `npm config set registry URL`, `pip config set global.index-url URL`, `yarn config set registry URL`. */
function configSet(s: Sh, name: string, args: readonly Folded[], io: Io): void {
  const t = args.map((a) => a.text);
  const at = t.findIndex((x) => /(?:^|\.)(?:registry|index-url|extra-index-url|trusted-host|npmregistryserver)$/i.test(x) || /^@[\w-]+:registry$/.test(x));
  if (at >= 0 && (t.includes("set") || name === "npm") && t[at + 1]) emit(s, { kind: "config", what: "index-override", detail: `${name} config ${t[at]} ${t[at + 1]}`, loc: locOf(s, io.row) });
  // `npm config set electron_mirror URL`: a binary mirror (the same names as the variables npm hands install scripts)
  const set = t.indexOf("set");
  const mirror = set >= 0 && t[set + 1] && t[set + 2] ? mirrorEnvOverride(t[set + 1]!.replace(/-/g, "_").toUpperCase(), t[set + 2]!) : null;
  if (mirror) emit(s, { kind: "config", what: "index-override", detail: `${name} config set ${mirror}`, loc: locOf(s, io.row) });
}

const PACKAGE_ENV_RE = /^(?:GO(?:PROXY|SUMDB|NOSUMDB|NOSUMCHECK|INSECURE|PRIVATE|NOPROXY|FLAGS)|PIP_|UV_|NPM_CONFIG_|YARN_|BUN_CONFIG_|CARGO_REGIST|RUBYGEMS_HOST|GEM_SOURCE|BUNDLE_MIRROR|POETRY_REPOSITORIES)/i;

const HANDLERS = new Map<string, Handler>([
  ["nc", netcat], ["ncat", netcat], ["netcat", netcat], ["telnet", netcat], ["socat", socat], ["openssl", opensslClient],
  ["scp", copyRemote], ["rsync", copyRemote], ["sftp", sftp], ["ssh", ssh],
  ["dig", dnsLookup], ["nslookup", dnsLookup], ["host", dnsLookup], ["drill", dnsLookup], ["ping", dnsLookup],
  ["mail", mail], ["mailx", mail], ["mutt", mail], ["sendmail", mail], ["msmtp", mail], ["swaks", mail],
  ["git", git], ["tee", tee], ["visudo", visudo], ["cp", copy], ["mv", copy], ["ln", copy], ["install", copy], ["crontab", crontab],
  ["launchctl", launchctl], ["systemctl", systemctl], ["sed", sedInPlace], ["gsed", sedInPlace],
  ["rm", remove], ["find", find], ["shred", shred], ["dd", dd], ["wipefs", wipeDevice],
  ["psql", database], ["mysql", database], ["mariadb", database], ["sqlite3", database], ["redis-cli", database], ["mongo", database], ["mongosh", database], ["dropdb", database], ["mysqladmin", database],
  ["aws", cloudDelete], ["gsutil", cloudDelete], ["kubectl", cloudDelete], ["terraform", cloudDelete], ["tofu", cloudDelete], ["terragrunt", cloudDelete], ["pulumi", cloudDelete], ["az", cloudDelete], ["gcloud", cloudDelete],
  ["format", eraseVolume], ["diskutil", eraseVolume], ["rclone", cloudUpload], ["azcopy", cloudUpload],
  ["chmod", chmod], ["usermod", groups], ["useradd", groups], ["gpasswd", groups], ["adduser", groups], ["dseditgroup", groups],
  ["setenforce", securityOff], ["spctl", securityOff], ["csrutil", securityOff], ["xattr", securityOff], ["ufw", securityOff], ["systemsetup", securityOff], ["setcap", securityOff], ["insmod", securityOff], ["modprobe", securityOff],
  ["docker", docker], ["podman", docker],
  ["ttyd", terminalShare], ["gotty", terminalShare], ["tmate", terminalShare], ["upterm", terminalShare], ["sshx", terminalShare],
  ["ngrok", tunnel], ["cloudflared", tunnel], ["bore", tunnel], ["frpc", tunnel], ["lt", tunnel], ["loginctl", loginctl], ["tmutil", snapshots],
  ["pip", packages], ["pip3", packages], ["pipx", packages], ["uv", packages], ["uvx", packages], ["npm", packages], ["npx", packages], ["yarn", packages], ["pnpm", packages], ["pnpx", packages], ["bun", packages], ["bunx", packages], ["gem", packages], ["cargo", packages], ["go", packages], ["bundle", packages],
]);

// ---------------------------------------------------------------------------------------------
// Windows batch files (.bat/.cmd): a line reader — `set` variables with %VAR%, %VAR:~a,b% and
// %VAR:x=y% expansion, `&`/`&&`/`||`/`|` chains, and the download, persistence and launch commands
// of Windows (bitsadmin, certutil, powershell -enc, reg add …\Run, schtasks /create, mshta, start).

const MAX_BATCH_LINES = 20_000;

export const extractBatch: Extractor = (snippet, analyzer) => {
  const s = newState(snippet, analyzer, snippet.text);
  const vars = new Map<string, Folded>();
  const lines = snippet.text.replace(/\^\r?\n/g, "").split(/\r?\n/);
  for (let row = 0; row < lines.length && row < MAX_BATCH_LINES; row++) {
    const raw = lines[row]!.trim().replace(/^@/, "");
    if (!raw || /^(?:rem\b|::)/i.test(raw)) continue;
    for (const part of splitBatch(raw)) batchCommand(s, vars, part.text, row, part.stdin ? s.batchOut : null);
  }
};

/** Splits a line at `&`, `&&`, `||` and `|` outside double quotes; a stage after `|` reads the previous one. */
function splitBatch(line: string): { text: string; stdin: boolean }[] {
  const out: { text: string; stdin: boolean }[] = [];
  let quoted = false;
  let start = 0;
  let piped = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === "&" || c === "|") && line[i - 1] !== "^" && line[i - 1] !== ">" && line[i + 1] !== ">") {
      out.push({ text: line.slice(start, i).trim(), stdin: piped });
      piped = c === "|" && line[i + 1] !== "|";
      if (line[i + 1] === c) i++;
      start = i + 1;
    }
  }
  out.push({ text: line.slice(start).trim(), stdin: piped });
  return out.filter((p) => p.text);
}

/** %VAR%, !VAR!, %VAR:~start,length% and %VAR:old=new% with the variables set so far. */
function expandBatch(text: string, vars: ReadonlyMap<string, Folded>): Folded {
  const via: Decoding[] = [];
  let exact = true;
  const taint: Taint[] = [];
  const out = text.replace(/%([A-Za-z_][\w#$@.-]*)(?::(~-?\d+(?:,-?\d+)?|[^%=]*=[^%]*))?%|!([A-Za-z_][\w.-]*)!|%~[a-z]*[0-9]/gi, (m, name1: string | undefined, op: string | undefined, name2: string | undefined) => {
    const name = (name1 ?? name2 ?? "").toUpperCase();
    if (!name) return m.startsWith("%~") ? "" : m;
    const v = vars.get(name) ?? batchEnv(name);
    if (!v) {
      exact = false;
      if (isSecretEnvName(name)) taint.push({ source: "env-secret", detail: name, loc: { file: "", line: 0 } });
      return HOLE;
    }
    exact &&= v.exact;
    taint.push(...v.taint);
    if (!op) return v.text;
    if (op.startsWith("~")) {
      const [a, b] = op.slice(1).split(",").map(Number);
      const chars = Array.from(v.text);
      const start = a! < 0 ? Math.max(chars.length + a!, 0) : a!;
      const end = b === undefined ? chars.length : b < 0 ? chars.length + b : start + b;
      if (!via.includes("slice")) via.push("slice");
      return chars.slice(start, end).join("");
    }
    const eq = op.indexOf("=");
    if (!via.includes("replace")) via.push("replace");
    return v.text.split(op.slice(0, eq)).join(op.slice(eq + 1));
  });
  return { text: out, exact: exact && !out.includes(HOLE), via, taint };
}

function unescapeCarets(text: string): string {
  let out = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    if (c === "^" && !quoted && i + 1 < text.length) out += text[++i]!;
    else out += c;
  }
  return out;
}

/** Batch values are kept short: a variable doubled on every line must not grow without bound. */
function capped(v: Folded): Folded {
  return v.text.length > 16_384 ? { ...v, text: v.text.slice(0, 16_384) + HOLE, exact: false } : v;
}

/** Windows variables with conventional values, so paths classify (%USERPROFILE%\.ssh → ~/.ssh). */
function batchEnv(name: string): Folded | null {
  const v: Record<string, string> = { USERPROFILE: "%USERPROFILE%", APPDATA: "%APPDATA%", LOCALAPPDATA: "%LOCALAPPDATA%", TEMP: "%TEMP%", TMP: "%TEMP%", HOMEPATH: "%USERPROFILE%", SYSTEMROOT: "C:\\Windows", WINDIR: "C:\\Windows", PROGRAMDATA: "C:\\ProgramData" };
  return v[name] ? known(v[name]!, ["variable"]) : null;
}

/** Words of a batch command (double quotes group and are removed). */
function batchWords(f: Folded): Folded[] {
  const words: Folded[] = [];
  for (const m of f.text.matchAll(/"([^"]*)"|(\S+)/g)) words.push({ ...f, text: m[1] ?? m[2]! });
  return words.slice(0, MAX_ARGS);
}

function batchCommand(s: Sh, vars: Map<string, Folded>, text: string, row: number, stdin: Folded | null): void {
  if (++s.work > MAX_WORK) return;
  // Output redirection (`> file`, `>> file`) is a write of the command's output.
  const redirect = /\s(\d?>>?)\s*("[^"]+"|[^\s>]+)\s*$/.exec(text);
  const body = redirect ? text.slice(0, redirect.index) : text;
  const expanded = expandBatch(body, vars);
  // A caret outside quotes escapes the next character and is dropped (`p^o^w^e^r^s^h^e^l^l`, also when a variable
  // kept it in a quoted `set "P=…"` and expands it unquoted).
  const line = expanded.text.includes("^") ? { ...expanded, text: unescapeCarets(expanded.text) } : expanded;
  const words = batchWords(line);
  const name = (words[0]?.text ?? "").toLowerCase().replace(/^.*[\\/]/, "").replace(/\.exe$/, "");
  const args = words.slice(1);
  const lower = args.map((a) => a.text.toLowerCase());
  const loc = locOf(s, row);
  s.batchOut = name === "echo" ? { ...line, text: line.text.replace(/^\s*echo\.?\s?/i, "") } : unknown();
  if (redirect && !/^\d$/.test(redirect[2]!) && !/^nul$/i.test(redirect[2]!)) {
    const path = expandBatch(redirect[2]!.replace(/"/g, ""), vars);
    emit(s, { kind: "write", path: path.text, place: placeOfPath(path.text), content: s.batchOut, mode: redirect[1]!.endsWith(">>") ? "append" : "write", loc });
  }
  switch (name) {
    case "set": {
      const m = /^set\s+(?:\/p\s+)?"?([^=\s"]+)=(.*?)"?$/i.exec(body.trim());
      if (m && !/^set\s+\/a/i.test(body) && vars.size < 4096) vars.set(m[1]!.toUpperCase(), /\/p\s/i.test(body) ? unknown() : capped(expandBatch(m[2]!, vars)));
      return;
    }
    case "call":
      if (args[0] && !args[0].text.startsWith(":")) invokeSkillFile(s, { ...args[0], text: args[0].text.replace(/\\/g, "/") }, row, "run");
      return;
    case "cmd": {
      const at = lower.findIndex((a) => a === "/c" || a === "/k");
      if (at >= 0) for (const part of splitBatch(args.slice(at + 1).map((a) => a.text).join(" "))) batchCommand(s, vars, part.text, row, null);
      return;
    }
    case "bitsadmin": {
      const urlAt = lower.findIndex((a) => /^https?:\/\//.test(a));
      if (urlAt >= 0) batchFetch(s, args[urlAt]!.text, args[urlAt + 1]?.text ?? null, row);
      return;
    }
    case "certutil":
      if (lower.some((a) => a === "-urlcache" || a === "/urlcache")) {
        const urlAt = lower.findIndex((a) => /^https?:\/\//.test(a));
        if (urlAt >= 0) batchFetch(s, args[urlAt]!.text, args[urlAt + 1]?.text ?? null, row);
      }
      return;
    case "reg":
      if (lower[0] === "add" && /\\policies\\system/i.test(args[1]?.text ?? "") && /^(?:enablelua|consentpromptbehavioradmin|promptonsecuredesktop)$/i.test(args[lower.indexOf("/v") + 1]?.text ?? "") && args[lower.indexOf("/d") + 1]?.text === "0") privilege(s, "uac-bypass", line.text, row);
      if (lower[0] === "add" && args[1] && placeOfPath(args[1].text) === "windows-run") {
        const data = args[lower.indexOf("/d") + 1];
        emit(s, { kind: "write", path: args[1].text, place: "windows-run", content: lower.includes("/d") && data ? data : null, mode: "write", loc });
      }
      return;
    case "schtasks":
      if (lower[0] === "/create") {
        const task = args[lower.indexOf("/tr") + 1];
        emit(s, { kind: "write", path: `scheduled task ${args[lower.indexOf("/tn") + 1]?.text ?? ""}`.trim(), place: "scheduled-task", content: lower.includes("/tr") && task ? task : null, mode: "write", loc });
      }
      return;
    case "start": {
      // A first quoted argument is the window title; what follows the options is a command with its arguments.
      const rest = args.slice(/^\s*start\s+"/i.test(line.text) ? 1 : 0);
      const at = rest.findIndex((a) => !/^\/[a-z]+$/i.test(a.text));
      const target = at >= 0 ? rest[at] : undefined;
      if (!target) return;
      batchRun(s, target, row);
      if (at + 1 < rest.length) batchCommand(s, vars, rest.slice(at).map((a) => (/[\s&|<>]/.test(a.text) ? `"${a.text}"` : a.text)).join(" "), row, null);
      return;
    }
    case "mshta":
    case "regsvr32":
    case "rundll32": {
      const url = args.map((a) => /https?:\/\/\S+/i.exec(a.text)?.[0]).find(Boolean);
      if (url) emit(s, { kind: "exec", lang: "other", command: line, dynamic: true, fetched: url, loc });
      return;
    }
    case "net":
      if (lower[0] === "localgroup" && /^administrators$/.test(lower[1] ?? "") && lower.includes("/add")) privilege(s, "add-admin-user", line.text, row);
      return;
    case "del":
    case "erase":
    case "rd":
    case "rmdir":
      if (lower.includes("/s")) for (const a of args) if (!a.text.startsWith("/")) deleteFact(s, a.text.replace(/\\/g, "/"), row);
      return;
    case "vssadmin":
    case "wmic":
      if (lower.includes("delete") && lower.some((a) => a.startsWith("shadow"))) deleteFact(s, line.text, row, "disk");
      return;
    case "wbadmin":
      // the backup catalog, system-state backups or backup versions: what a restore would come from
      if (lower[0] === "delete" && /^(?:catalog|backup|systemstatebackup)$/.test(lower[1] ?? "")) deleteFact(s, line.text, row, "backups");
      return;
    case "bcdedit":
    case "netsh":
      if (/recoveryenabled\s+no|state\s+off/i.test(line.text)) privilege(s, "disable-security", line.text, row);
      return;
  }
  const downloaded = s.downloads.get(words[0]?.text ?? "");
  if (downloaded) {
    emit(s, { kind: "exec", lang: "binary", command: line, dynamic: true, fetched: downloaded, loc });
    return;
  }
  // Everything else (curl, powershell, pip, git …) reads like the same command in a shell.
  commandFacts(s, words, { row, stdin, literal: line.exact && !line.via.length, display: () => line, external: false });
}

function batchFetch(s: Sh, url: string, saveTo: string | null, row: number): void {
  emit(s, { kind: "fetch", url, host: hostOf(url), saveTo, loc: locOf(s, row) });
  if (saveTo) s.downloads.set(saveTo, url);
}

function batchRun(s: Sh, target: Folded, row: number): void {
  const downloaded = s.downloads.get(target.text);
  if (downloaded) emit(s, { kind: "exec", lang: "binary", command: target, dynamic: true, fetched: downloaded, loc: locOf(s, row) });
  else if (/^https?:\/\//i.test(target.text)) emit(s, { kind: "fetch", url: target.text, host: hostOf(target.text), saveTo: null, loc: locOf(s, row) });
  else invokeSkillFile(s, { ...target, text: target.text.replace(/\\/g, "/") }, row, "run");
}
