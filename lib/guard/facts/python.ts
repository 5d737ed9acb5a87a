// The Python extractor. One parse per snippet, two walks: the first collects scopes, bindings,
// imports, mutations and call sites; the second visits every call and states what reaches a sink.
// Expressions are evaluated lazily (only when a sink or a source needs them) into values that keep
// known text, decodings and taint: string literals of every prefix, concatenation, %-formatting,
// str.format, f-strings, joins, char codes, slicing, encodings (base64/32/16/85, hex, rot13, URL,
// zlib/gzip), path building, containers, variables (flow-insensitive per scope: every assignment is
// a candidate), parameters (their defaults and the arguments of every call site in the file) and the
// returns of local functions (evaluated with the call's arguments). Names are resolved through
// import aliases, `__import__`, importlib, getattr, globals()/vars()/__builtins__ lookups.
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { isMinerText, sourceOfCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { collectorUrl, isSdkInit, isSdkSend, SDK_DEST_KEYS, SDK_INIT_METHODS } from "../knowledge/reporting";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import type { SyntaxNode, SyntaxTree } from "../parse/syntax";
import type { FileKind } from "../parse/classify";
import { configValues } from "./config-keys";
import { imageSendsOf, PRINTED_IMAGE_RE } from "./link";
import { factKey, writtenCodeKind, type Analyzer, type Extractor, type ModuleSummary, type Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Channel, type ContextFact, type Decoding, type Fact, type Folded, type Loc, type SourceKind, type Taint } from "./types";
import {
  bytesToText,
  concat,
  decodeAscii85Bytes,
  decodeBase85Bytes,
  decodeBase32Bytes,
  decodeBase64Bytes,
  decodeEscapes,
  decodeUrlText,
  inflateBytes,
  isReadable,
  known,
  MAX_FOLDED,
  rot13,
  safeCodePoint,
  sliceString,
  unknown,
} from "./values";

// ---------------------------------------------------------------------------------------------
// Values

/** A socket (or socket-like connection): where it was made, to find its peer. */
type Sock = { node: SyntaxNode; recv: string | null; host: string | null };

/** A file opened for writing: what is written to it is gathered, and one write fact says so. */
type WriteHandle = { path: Val; mode: string; node: SyntaxNode; contents: Val[]; archive: boolean };

/** `skillFile`: the value is the text of that skill file (`Path(p).read_text()`), which a loader can parse. */
type Str = { k: "str"; f: Folded; bytes?: boolean; path?: boolean; fetched?: string; sock?: Sock; skillFile?: string };
type Num = { k: "num"; n: number; taint: Taint[]; via: Decoding[] };
type Const = { k: "const"; v: boolean | null };
type Seq = { k: "seq"; items: Val[]; open: boolean; taint: Taint[]; cycle?: boolean };
type Dict = { k: "dict"; keys: Val[]; vals: Val[]; open: boolean; taint: Taint[] };
/** Something outside the file: a module, function, class, or an object a call returned (`made`). */
type Ref = {
  k: "ref";
  name: string;
  taint: Taint[];
  via?: Decoding[];
  owner?: Ref;
  made?: { node: SyntaxNode; frame: Frame; args: Args };
  fetched?: string;
  sock?: Sock;
  handle?: WriteHandle;
  cls?: Scope;
  /** Path an object stands for (an open file, a zip archive, a registry key, a file descriptor). */
  path?: Val;
};
type Meth = { k: "meth"; recv: Val; name: string };
type Fn = { k: "fn"; scope: Scope; self?: Val };
type Cls = { k: "cls"; scope: Scope };
type Alt = { k: "alt"; alts: Val[] };
type Val = Str | Num | Const | Seq | Dict | Ref | Meth | Fn | Cls | Alt;

/** The parts of a web framework's request its sender chooses (Flask, Quart, Bottle, Werkzeug, Django's request object). */
const REQUEST_INPUT_RE = /^(?:flask|quart|bottle|werkzeug\.local|django\.http)\.request\.(?:args|form|json|data|values|files|headers|cookies|get_json|get_data|GET|POST|body)$/;

const NONE: Const = { k: "const", v: null };
const MAX_ALTS = 16;
const MAX_ITEMS = 4096;
/** Evaluation steps per file (scaled by size, capped); past it every value is unknown (a generated file cannot stall the scan). */
const STEP_BUDGET = 400_000;
const MAX_STEP_BUDGET = 2_000_000;
const MAX_EVAL_DEPTH = 160;
const MAX_INLINE = 4;
const MAX_CALL_SITES = 16;
const MAX_FACTS_PER_FILE = 3000;
/** Taint on the parameters of module-level functions, to learn which of them send or run their arguments. */
const PARAM_MARK = "\u0000param:";

function unk(taint: readonly Taint[] = [], extra?: { fetched?: string; sock?: Sock }): Str {
  const v: Str = { k: "str", f: unknown(taint) };
  if (extra?.fetched) v.fetched = extra.fetched;
  if (extra?.sock) v.sock = extra.sock;
  return v;
}

function str(text: string, via: readonly Decoding[] = [], opts?: { bytes?: boolean; path?: boolean }): Str {
  const v: Str = { k: "str", f: known(text, via) };
  if (opts?.bytes) v.bytes = true;
  if (opts?.path) v.path = true;
  return v;
}

function fromF(f: Folded, like?: Val, opts?: { bytes?: boolean; path?: boolean }): Str {
  const v: Str = { k: "str", f };
  if (opts?.bytes) v.bytes = true;
  if (opts?.path) v.path = true;
  const fetched = like ? fetchedOf(like) : undefined;
  if (fetched) v.fetched = fetched;
  const sock = like ? sockOf(like) : undefined;
  if (sock) v.sock = sock;
  return v;
}

function num(n: number, taint: readonly Taint[] = [], via: readonly Decoding[] = []): Num {
  return { k: "num", n, taint: [...taint], via: [...via] };
}

function seq(items: Val[], open = false, taint: readonly Taint[] = []): Seq {
  return { k: "seq", items: items.slice(0, MAX_ITEMS), open: open || items.length > MAX_ITEMS, taint: [...taint] };
}

function mergeTaint(a: readonly Taint[], b: readonly Taint[]): Taint[] {
  if (!b.length) return a as Taint[];
  if (!a.length) return b as Taint[];
  const out = [...a];
  for (const t of b) {
    if (out.length >= 16) break;
    if (!out.some((o) => o.source === t.source && o.detail === t.detail && o.loc.line === t.loc.line && o.loc.file === t.loc.file)) out.push(t);
  }
  return out;
}

function mergeVia(a: readonly Decoding[], b: readonly Decoding[]): Decoding[] {
  if (!b.length) return a as Decoding[];
  if (!a.length) return b as Decoding[];
  const out = [...a];
  for (const d of b) if (!out.includes(d)) out.push(d);
  return out;
}

function alts(v: Val): Val[] {
  return v.k === "alt" ? v.alts : [v];
}

/** One value from candidates: duplicates and uninformative unknowns dropped, at most MAX_ALTS. */
function alt(cands: readonly Val[]): Val {
  const groups = cands.map((c) => alts(c));
  const flat = groups.flat();
  if (flat.length === 1) return flat[0];
  if (!flat.length) return unk();
  const seen = new Set<string>();
  let droppedTaint: Taint[] = [];
  // An empty default (`cfg.get("k", "")`) says nothing about the value: the unknown one beside it is kept.
  const informative = flat.some((b) => !isBareUnknown(b) && !(b.k === "str" && b.f.exact && b.f.text === ""));
  const keep = (a: Val): boolean => {
    if (informative && isBareUnknown(a)) {
      droppedTaint = mergeTaint(droppedTaint, taintOf(a));
      return false;
    }
    const key = altKey(a);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const unique = groups.map((g) => g.filter(keep));
  const out = unique.flat();
  // Past the limit, fully known candidates are kept before partly unknown ones (a path list's `~` over `⟨?⟩/pip`),
  // text with a `${VAR:-…}` still to expand after both, and each source (a call site, a branch) keeps its share.
  const rank = (a: Val) => (a.k !== "str" ? 0 : a.f.text.includes(HOLE) ? 2 : a.f.text.includes("${") ? 1 : 0);
  let kept = out;
  if (out.length > MAX_ALTS) {
    const ranked = unique.map((g) => [0, 1, 2].flatMap((r) => g.filter((a) => rank(a) === r)));
    kept = [];
    for (let i = 0; kept.length < MAX_ALTS && ranked.some((g) => i < g.length); i++) for (const g of ranked) if (i < g.length && kept.length < MAX_ALTS && rank(g[i]!) < 2) kept.push(g[i]!);
    for (let i = 0; kept.length < MAX_ALTS && ranked.some((g) => i < g.length); i++) for (const g of ranked) if (i < g.length && kept.length < MAX_ALTS && rank(g[i]!) === 2) kept.push(g[i]!);
  }
  if (droppedTaint.length && kept.length) kept[0] = addTaint(kept[0], droppedTaint);
  return kept.length === 1 ? kept[0] : { k: "alt", alts: kept };
}

/** A value that says nothing: an unknown string without taint, None, a bool. */
function isBareUnknown(v: Val): boolean {
  if (v.k === "const") return true;
  // (data the code encoded itself is something: what it is shaped for is the point, not its text)
  if (v.k === "str") return v.f.text === HOLE && !v.f.taint.length && !v.fetched && !v.sock && !v.f.via.includes("encode");
  return false;
}

function altKey(v: Val): string | null {
  switch (v.k) {
    case "str":
      return v.f.taint.length || v.fetched || v.f.text.length > 512 ? null : `s${v.bytes ? "b" : ""}${v.f.text}`;
    case "num":
      return v.taint.length ? null : `n${v.n}`;
    case "ref":
      return v.taint.length || v.made || v.handle || v.sock ? null : `r${v.name}`;
    default:
      return null;
  }
}

function addTaint(v: Val, taint: readonly Taint[]): Val {
  if (!taint.length) return v;
  switch (v.k) {
    case "str":
      return { ...v, f: { ...v.f, taint: mergeTaint(v.f.taint, taint) } };
    case "num":
    case "seq":
    case "dict":
    case "ref":
      return { ...v, taint: mergeTaint(v.taint, taint) };
    case "alt":
      return { k: "alt", alts: v.alts.map((a) => addTaint(a, taint)) };
    default:
      return v;
  }
}

function taintOf(v: Val, depth = 0): Taint[] {
  switch (v.k) {
    case "str":
      return v.f.taint;
    case "num":
    case "ref":
      return v.taint;
    case "seq": {
      let t = v.taint;
      if (depth < 4) for (const i of v.items.slice(0, 256)) t = mergeTaint(t, taintOf(i, depth + 1));
      return t;
    }
    case "dict": {
      let t = v.taint;
      if (depth < 4) {
        for (const i of v.vals.slice(0, 256)) t = mergeTaint(t, taintOf(i, depth + 1));
        for (const i of v.keys.slice(0, 256)) t = mergeTaint(t, taintOf(i, depth + 1));
      }
      return t;
    }
    case "alt": {
      let t: Taint[] = [];
      for (const a of v.alts) t = mergeTaint(t, taintOf(a, depth + 1));
      return t;
    }
    case "meth":
      return taintOf(v.recv, depth + 1);
    default:
      return [];
  }
}

function fetchedOf(v: Val, depth = 0): string | undefined {
  switch (v.k) {
    case "str":
    case "ref":
      return v.fetched;
    case "alt":
      for (const a of v.alts) {
        const f = fetchedOf(a, depth + 1);
        if (f) return f;
      }
      return undefined;
    case "seq":
      if (depth < 3) for (const i of v.items.slice(0, 64)) {
        const f = fetchedOf(i, depth + 1);
        if (f) return f;
      }
      return undefined;
    case "dict":
      if (depth < 3) for (const i of v.vals.slice(0, 64)) {
        const f = fetchedOf(i, depth + 1);
        if (f) return f;
      }
      return undefined;
    case "meth":
      return fetchedOf(v.recv, depth + 1);
    default:
      return undefined;
  }
}

function sockOf(v: Val, depth = 0): Sock | undefined {
  switch (v.k) {
    case "str":
    case "ref":
      return v.sock;
    case "alt":
      for (const a of v.alts) {
        const s = sockOf(a, depth + 1);
        if (s) return s;
      }
      return undefined;
    case "meth":
      return depth < 3 ? sockOf(v.recv, depth + 1) : undefined;
    default:
      return undefined;
  }
}

function viaOf(v: Val): Decoding[] {
  switch (v.k) {
    case "str":
      return v.f.via;
    case "num":
      return v.via;
    case "ref":
      return v.via ?? [];
    case "alt":
      return v.alts.reduce<Decoding[]>((acc, a) => mergeVia(acc, viaOf(a)), []);
    case "seq":
      return v.items.slice(0, 64).reduce<Decoding[]>((acc, a) => mergeVia(acc, viaOf(a)), []);
    default:
      return [];
  }
}

// Bytes values are kept as "binary strings" (one char per byte); text is UTF-16 as usual.
function latin1ToBytes(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 0xff;
  return out;
}

function bytesToLatin1(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 8192) s += String.fromCharCode(...b.subarray(i, i + 8192));
  return s;
}

function isBinaryString(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 255) return false;
  return true;
}

const utf8Encoder = new TextEncoder();

function encodeUtf8(s: string): string {
  return bytesToLatin1(utf8Encoder.encode(s));
}

/** Binary string → text (UTF-8), keeping HOLEs. */
function decodeUtf8Holes(s: string): string {
  if (!s.includes(HOLE)) return isBinaryString(s) ? bytesToText(latin1ToBytes(s)) : s;
  return s
    .split(HOLE)
    .map((p) => (isBinaryString(p) ? bytesToText(latin1ToBytes(p)) : p))
    .join(HOLE);
}

/** The text a value stands for, as a Folded (bytes decoded as UTF-8 for reading). */
function toF(v: Val, depth = 0): Folded {
  switch (v.k) {
    case "str":
      return v.bytes && v.f.text ? { ...v.f, text: decodeUtf8Holes(v.f.text) } : v.f;
    case "num":
      return { text: String(v.n), exact: true, via: v.via, taint: v.taint };
    case "const":
      return known(v.v === null ? "None" : v.v ? "True" : "False");
    case "seq": {
      if (depth > 4) return unknown(taintOf(v));
      const parts: Folded[] = [known("[")];
      v.items.slice(0, 512).forEach((it, i) => {
        if (i) parts.push(known(", "));
        parts.push(quoted(it, depth));
      });
      if (v.open) parts.push(unknown());
      parts.push(known("]"));
      const f = concat(parts);
      return { ...f, taint: mergeTaint(f.taint, v.taint) };
    }
    case "dict": {
      if (depth > 4) return unknown(taintOf(v));
      const parts: Folded[] = [known("{")];
      v.keys.slice(0, 512).forEach((k, i) => {
        if (i) parts.push(known(", "));
        parts.push(quoted(k, depth), known(": "), quoted(v.vals[i], depth));
      });
      if (v.open) parts.push(unknown());
      parts.push(known("}"));
      const f = concat(parts);
      return { ...f, taint: mergeTaint(f.taint, v.taint) };
    }
    case "alt": {
      let best = toF(v.alts[0], depth + 1);
      let taint = best.taint;
      let via = best.via;
      for (const a of v.alts.slice(1)) {
        const f = toF(a, depth + 1);
        taint = mergeTaint(taint, f.taint);
        via = mergeVia(via, f.via);
        if (knownLength(f) > knownLength(best)) best = f;
      }
      // one candidate stands for several: the text is not known for sure, and what any of them went through counts
      return { ...best, exact: false, taint, via };
    }
    default:
      return unknown(taintOf(v));
  }
}

function quoted(v: Val, depth: number): Folded {
  const f = toF(v, depth + 1);
  return v.k === "str" ? concat([known('"'), f, known('"')]) : f;
}

function knownLength(f: Folded): number {
  return f.text.length - (f.text.split(HOLE).length - 1) * (HOLE.length + 8);
}

/** Text of a value when it is fully known, else null. */
function exactText(v: Val): string | null {
  if (v.k === "str") return v.f.exact ? (v.bytes ? decodeUtf8Holes(v.f.text) : v.f.text) : null;
  if (v.k === "num") return String(v.n);
  return null;
}

function isTruthyConst(v: Val | null): boolean {
  if (!v) return false;
  if (v.k === "const") return v.v === true;
  if (v.k === "num") return v.n !== 0;
  return false;
}

function taintless(t: readonly Taint[]): Taint[] {
  return t.filter((x) => !x.detail.startsWith(PARAM_MARK));
}

function stripMarks(f: Folded): Folded {
  return f.taint.some((t) => t.detail.startsWith(PARAM_MARK)) ? { ...f, taint: taintless(f.taint) } : f;
}

// ---------------------------------------------------------------------------------------------
// Scopes and bindings

type Def = {
  kind: "assign" | "aug" | "for" | "with" | "import" | "from" | "func" | "class" | "param" | "unknown";
  /** The value, iterable, or definition node. */
  node: SyntaxNode | null;
  /** Index path into a destructured value (`a, (b, c) = …`). */
  path: number[];
  op?: string;
  module?: string;
  name?: string;
  scope?: Scope;
  param?: Param;
};

type Param = { name: string; index: number; kind: "pos" | "args" | "kwargs" | "kwonly"; dflt: SyntaxNode | null };

type Scope = {
  kind: "module" | "function" | "lambda" | "class" | "comp";
  node: SyntaxNode;
  parent: Scope | null;
  name: string;
  defs: Map<string, Def[]>;
  globals: Set<string>;
  params: Param[];
  returns: SyntaxNode[];
  yields: SyntaxNode[];
  stars: string[];
  /** For a method: its class scope. */
  cls: Scope | null;
};

type Mutation = {
  kind: "setitem" | "append" | "extend" | "insert" | "update" | "add" | "link" | "feed" | "load";
  scope: Scope;
  key?: SyntaxNode;
  value: SyntaxNode | null;
  /** For `link`: the name whose mutations also change this one (`z = ZipFile(buf)`), and what wraps it. */
  from?: string;
  wrapper?: string;
  path?: number[];
  /** For `feed` into a nested place (`d.setdefault("hooks", {}).setdefault("Start", []).append(x)`): the keys from d down, and how x goes in. */
  keys?: SyntaxNode[];
  wrap?: "set" | "update" | "append";
};

type Frame = {
  scope: Scope;
  parent: Frame | null;
  binds: Map<string, Val> | null;
  names: Map<string, Val | null>;
  calls: Map<SyntaxNode, Val>;
  inlined: number;
};

/** A call: its node, its scope, the last name of its callee and the callee node. */
/** A call; `target`/`argNodes` when the call hands a function and its arguments to another to run
 *  (`Thread(target=f, args=(a,))`, `pool.submit(f, a)`): a call site of that function. */
type CallSite = { node: SyntaxNode; scope: Scope; name: string | null; fn: SyntaxNode; target?: SyntaxNode; argNodes?: SyntaxNode[] };

const TOOL_DECORATOR_RE = /^@\s*(?:[\w.]+\.)?(?:tool|prompt|resource|list_tools|call_tool)\b/;
const TOOL_DESCRIPTION_RE = /\bdescription\s*=\s*(?:[rRuU]?"""([\s\S]*?)"""|[rRuU]?'([^'\n]*)'|[rRuU]?"([^"\n]*)")/g;
const DOC_QUOTES_RE = /^[rRuUbB]*(?:"""|'''|"|')|(?:"""|'''|"|')$/g;

/** A docstring without the indentation its lines share (after the first), as Python's inspect.cleandoc. */
function dedentDoc(text: string): string {
  const lines = text.split("\n");
  const indents = lines.slice(1).filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return [lines[0]!.trim(), ...lines.slice(1).map((l) => l.slice(cut))].join("\n");
}

/** Calls that run a function they are handed: where its target and its arguments are. */
const DEFERRED_CALLS: ReadonlyMap<string, "kw" | number> = new Map<string, "kw" | number>([
  ["Thread", "kw"], ["Process", "kw"], ["Timer", "kw"], ["submit", 0], ["to_thread", 0], ["run_in_executor", 1], ["start_new_thread", 0], ["apply_async", 0], ["call_soon", 0], ["call_later", 1],
]);

/** Methods that change their receiver (recorded as mutations in the first walk). */
const MUTATORS = new Set([
  "read", "read_file", "append", "add", "extend", "update", "insert", "setdefault", "write", "writelines", "writestr", "writerow", "writerows", "sendall", "send",
  "set_content", "set_payload", "attach", "add_file", "add_attachment", "add_embed", "feed",
]);

/** Arguments of a call, evaluated on demand. */
class Args {
  readonly pos: SyntaxNode[] = [];
  readonly kw = new Map<string, SyntaxNode>();
  readonly splats: SyntaxNode[] = [];
  readonly kwSplats: SyntaxNode[] = [];
  private readonly cache = new Map<SyntaxNode, Val>();
  private expanded: Val[] | null = null;

  constructor(
    node: SyntaxNode | null,
    readonly frame: Frame,
    private readonly file: PyFile,
    readonly given?: { pos: Val[]; kw?: Map<string, Val> },
  ) {
    if (!node) return;
    if (node.type === "generator_expression") {
      this.pos.push(node);
      return;
    }
    for (const c of node.children) {
      if (!c.named || c.type === "comment") continue;
      if (c.type === "keyword_argument") {
        const name = c.children.find((x) => x.field === "name");
        const value = c.children.find((x) => x.field === "value");
        if (name && value) this.kw.set(file.text(name), value);
      } else if (c.type === "list_splat") {
        this.splats.push(c);
        this.pos.push(c);
      } else if (c.type === "dictionary_splat") this.kwSplats.push(c);
      else this.pos.push(c);
    }
  }

  private ev(n: SyntaxNode): Val {
    let v = this.cache.get(n);
    if (!v) {
      v = n.type === "list_splat" ? this.file.ev(n.children[n.children.length - 1], this.frame) : this.file.ev(n, this.frame);
      this.cache.set(n, v);
    }
    return v;
  }

  /** `f(*parts)` with parts one of several lists (a loop over settings): each list's items, else null. */
  splatAlternatives(): Val[][] | null {
    if (this.given || this.pos.length !== 1 || this.pos[0]!.type !== "list_splat") return null;
    const v = this.ev(this.pos[0]!);
    if (v.k !== "alt") return null;
    const lists = v.alts.slice(0, 8).map((a) => iterItems(a));
    return lists.every(Boolean) ? (lists as Val[][]) : null;
  }

  /** Positional values with `*x` spread when x is known. */
  positional(): Val[] {
    if (this.given) return this.given.pos;
    if (this.expanded) return this.expanded;
    const out: Val[] = [];
    for (const n of this.pos) {
      if (n.type !== "list_splat") {
        out.push(this.ev(n));
        continue;
      }
      const v = this.ev(n);
      const items = iterItems(v);
      if (items) out.push(...items.slice(0, 256));
      else out.push(unk(taintOf(v)));
    }
    this.expanded = out;
    return out;
  }

  at(i: number): Val | null {
    if (this.given) return this.given.pos[i] ?? null;
    if (!this.splats.length) {
      const n = this.pos[i];
      return n ? this.ev(n) : null;
    }
    return this.positional()[i] ?? null;
  }

  kwv(name: string): Val | null {
    if (this.given) return this.given.kw?.get(name) ?? null;
    const n = this.kw.get(name);
    return n ? this.ev(n) : null;
  }

  get(i: number, name: string): Val | null {
    return this.kwv(name) ?? (i >= 0 ? this.at(i) : null);
  }

  count(): number {
    return this.given ? this.given.pos.length : this.splats.length ? this.positional().length : this.pos.length;
  }

  hasKw(name: string): boolean {
    return this.given ? !!this.given.kw?.has(name) : this.kw.has(name);
  }

  kwNames(): string[] {
    return this.given ? [...(this.given.kw?.keys() ?? [])] : [...this.kw.keys()];
  }

  /** Every argument value (positional, keyword, splats). */
  all(): Val[] {
    const out = [...this.positional()];
    for (const k of this.kwNames()) out.push(this.kwv(k)!);
    for (const n of this.kwSplats) out.push(this.file.ev(n.children[n.children.length - 1], this.frame));
    return out;
  }

  taint(): Taint[] {
    let t: Taint[] = [];
    for (const v of this.all()) t = mergeTaint(t, taintOf(v));
    return t;
  }

  /** The first argument's download origin, if any (so `exec(decompress(urlopen(u).read()))` keeps it). */
  fetched(): string | undefined {
    for (const v of this.all()) {
      const f = fetchedOf(v);
      if (f) return f;
    }
    return undefined;
  }

  sock(): Sock | undefined {
    for (const v of this.positional()) {
      const s = sockOf(v);
      if (s) return s;
    }
    return undefined;
  }
}

function iterItems(v: Val): Val[] | null {
  switch (v.k) {
    case "seq":
      return v.taint.length ? v.items.map((i) => addTaint(i, v.taint)) : v.items;
    case "dict":
      return v.keys;
    case "str": {
      if (!v.f.exact || v.f.text.length > MAX_ITEMS) return null;
      if (v.bytes) return Array.from(v.f.text, (c) => num(c.charCodeAt(0), v.f.taint, v.f.via));
      return Array.from(v.f.text, (c) => ({ k: "str", f: { text: c, exact: true, via: v.f.via, taint: v.f.taint } }) as Str);
    }
    case "alt": {
      // the union of the candidates' items (a loop over either), each known item once
      const out: Val[] = [];
      const seen = new Set<string>();
      for (const a of v.alts) {
        for (const i of iterItems(a) ?? []) {
          const key = altKey(i);
          if (key !== null && seen.has(key)) continue;
          if (key !== null) seen.add(key);
          out.push(i);
        }
      }
      return out.length ? out.slice(0, MAX_ITEMS) : null;
    }
    default:
      return null;
  }
}

/** The element of a destructured value at `path`. */
function pick(v: Val, path: readonly number[]): Val {
  let cur = v;
  for (const i of path) {
    if (cur.k === "alt") return alt(cur.alts.map((a) => pick(a, path.slice(path.indexOf(i)))));
    if (cur.k === "seq" && i < cur.items.length) cur = addTaint(cur.items[i], cur.taint);
    else if (cur.k === "str" && cur.f.exact && !cur.bytes && i < cur.f.text.length) cur = str(cur.f.text[i]);
    else return unk(taintOf(cur), { fetched: fetchedOf(cur), sock: sockOf(cur) });
  }
  return cur;
}

// ---------------------------------------------------------------------------------------------
// Names: canonical spellings of module paths, builtins, constants

const BUILTINS = new Set([
  "open", "exec", "eval", "compile", "__import__", "getattr", "setattr", "hasattr", "chr", "ord", "bytes", "bytearray", "str", "int",
  "float", "hex", "oct", "bin", "list", "dict", "tuple", "set", "frozenset", "sorted", "reversed", "map", "filter", "zip", "enumerate",
  "range", "len", "print", "input", "globals", "vars", "locals", "iter", "next", "any", "all", "sum", "min", "max", "bool", "repr",
  "format", "type", "isinstance", "issubclass", "super", "exit", "quit", "object", "memoryview", "abs", "round", "divmod", "pow",
  "callable", "id", "hash", "ascii", "breakpoint", "help", "dir", "property", "staticmethod", "classmethod", "slice", "complex",
  "Exception", "ValueError", "RuntimeError", "KeyError", "OSError", "IOError", "TypeError", "SystemExit", "NotImplementedError",
  "__builtins__", "__file__", "__name__",
]);

const CANON_PREFIXES: readonly [string, string][] = [
  ["six.moves.urllib.", "urllib."], ["future.moves.urllib.", "urllib."], ["six.moves.", ""], ["urllib2.", "urllib.request."],
  ["urllib.urlopen", "urllib.request.urlopen"], ["urllib.urlretrieve", "urllib.request.urlretrieve"], ["urllib.quote", "urllib.parse.quote"],
  ["urllib.unquote", "urllib.parse.unquote"], ["urllib.urlencode", "urllib.parse.urlencode"], ["posixpath.", "os.path."], ["ntpath.", "os.path."],
  ["requests.api.", "requests."], ["requests.sessions.Session()", "requests.Session()"], ["requests.session()", "requests.Session()"],
  ["httpx.AsyncClient()", "httpx.Client()"], ["aiohttp.client.ClientSession()", "aiohttp.ClientSession()"], ["subprocess32.", "subprocess."],
  ["commands.", "subprocess."], ["builtins.", ""], ["__builtin__.", ""], ["__builtins__.", ""], ["boto3.session.Session()", "boto3.Session()"],
  ["boto3.Session().client", "boto3.client"], ["boto3.Session().resource", "boto3.resource"], ["io.open", "open"], ["codecs.open", "open"],
  ["pathlib.Path", "Path"], ["pathlib.PosixPath", "Path"], ["pathlib.WindowsPath", "Path"], ["pathlib.PurePath", "Path"], ["pathlib.PurePosixPath", "Path"],
  ["http.client.HTTPSConnection", "http.client.HTTPConnection"], ["httplib.", "http.client."], ["smtplib.SMTP_SSL", "smtplib.SMTP"],
  ["ftplib.FTP_TLS", "ftplib.FTP"], ["slack.WebClient", "slack_sdk.WebClient"], ["slack_sdk.web.WebClient", "slack_sdk.WebClient"],
  ["_winreg.", "winreg."], ["cPickle.", "pickle."], ["dill.", "pickle."], ["cloudpickle.", "pickle."], ["joblib.load", "pickle.load"],
  ["importlib.__import__", "__import__"], ["ctypes.cdll.LoadLibrary", "ctypes.CDLL"], ["ctypes.windll.LoadLibrary", "ctypes.CDLL"],
  ["ctypes.WinDLL", "ctypes.CDLL"], ["ctypes.PyDLL", "ctypes.CDLL"], ["ctypes.OleDLL", "ctypes.CDLL"], ["ctypes.cdll.", "ctypes.CDLL."],
  ["_thread.", "thread."], ["os.environb", "os.environ"], ["telebot.TeleBot()", "telegram.Bot()"], ["websocket.WebSocket().connect", "websocket.create_connection"],
  ["urllib.request.OpenerDirector().open", "urllib.request.urlopen"], ["urllib.request.build_opener().open", "urllib.request.urlopen"],
];

const canonCache = new Map<string, string>();

function canon(name: string): string {
  let out = canonCache.get(name);
  if (out !== undefined) return out;
  out = name;
  for (const [from, to] of CANON_PREFIXES) {
    if (name.startsWith(from)) {
      out = to + name.slice(from.length);
      break;
    }
  }
  if (canonCache.size < 50_000) canonCache.set(name, out);
  return out;
}

/** Module attributes whose value the file cannot change. */
const CONSTS: ReadonlyMap<string, Val> = new Map<string, Val>([
  ["string.ascii_lowercase", str("abcdefghijklmnopqrstuvwxyz")],
  ["string.ascii_uppercase", str("ABCDEFGHIJKLMNOPQRSTUVWXYZ")],
  ["string.ascii_letters", str("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")],
  ["string.digits", str("0123456789")],
  ["string.hexdigits", str("0123456789abcdefABCDEF")],
  ["string.octdigits", str("01234567")],
  ["string.punctuation", str("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")],
  ["string.whitespace", str(" \t\n\r\x0b\x0c")],
  ["string.printable", str("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ \t\n\r\x0b\x0c")],
  ["os.sep", str("/")],
  ["os.pathsep", str(":")],
  ["os.linesep", str("\n")],
  ["os.curdir", str(".")],
  ["os.pardir", str("..")],
  ["os.devnull", str("/dev/null")],
  ["sys.executable", str("python3", [], { path: true })],
  ["site.USER_SITE", str("~/.local/lib/python3/site-packages", [], { path: true })],
  ["site.USER_BASE", str("~/.local", [], { path: true })],
  ["stat.S_ISUID", num(0o4000)],
  ["stat.S_ISGID", num(0o2000)],
  ["stat.S_ISVTX", num(0o1000)],
  ["stat.S_IRWXU", num(0o700)],
  ["stat.S_IRUSR", num(0o400)],
  ["stat.S_IWUSR", num(0o200)],
  ["stat.S_IXUSR", num(0o100)],
  ["stat.S_IRWXG", num(0o70)],
  ["stat.S_IRGRP", num(0o40)],
  ["stat.S_IWGRP", num(0o20)],
  ["stat.S_IXGRP", num(0o10)],
  ["stat.S_IRWXO", num(0o7)],
  ["stat.S_IROTH", num(0o4)],
  ["stat.S_IWOTH", num(0o2)],
  ["stat.S_IXOTH", num(0o1)],
  ["subprocess.PIPE", num(-1)],
  ["subprocess.DEVNULL", num(-3)],
  ["subprocess.STDOUT", num(-2)],
  ["os.O_RDONLY", num(0)],
  ["os.O_WRONLY", num(1)],
  ["os.O_RDWR", num(2)],
  ["os.O_CREAT", num(0o100)],
  ["os.O_TRUNC", num(0o1000)],
  ["os.O_APPEND", num(0o2000)],
  ["winreg.HKEY_CURRENT_USER", str("HKCU")],
  ["winreg.HKEY_LOCAL_MACHINE", str("HKLM")],
]);

/** Environment variables whose value is a place, not a secret: folded so paths built from them classify. */
const ENV_PLACES: ReadonlyMap<string, string> = new Map([
  ["HOME", "~"], ["USERPROFILE", "~"], ["HOMEPATH", "~"], ["APPDATA", "%APPDATA%"], ["LOCALAPPDATA", "%LOCALAPPDATA%"],
  ["XDG_CONFIG_HOME", "~/.config"], ["XDG_CACHE_HOME", "~/.cache"], ["XDG_DATA_HOME", "~/.local/share"], ["XDG_STATE_HOME", "~/.local/state"],
  ["TMPDIR", "/tmp"], ["TEMP", "/tmp"], ["TMP", "/tmp"], ["PWD", "."],
]);

/** Variables that name the machine or its user (weak identifying data). */
const HOST_INFO_ENV = new Set(["USER", "USERNAME", "LOGNAME", "HOSTNAME", "COMPUTERNAME", "USERDOMAIN", "HOST"]);

/** Objects that write through to the buffer they wrap (`ZipFile(buf)`, `csv.writer(f)`). */
const WRAPPERS = new Set(["ZipFile", "TarFile", "GzipFile", "BZ2File", "LZMAFile", "TextIOWrapper", "BufferedWriter", "writer", "DictWriter", "StreamWriter", "getwriter"]);

const HTTP_VERBS = new Set(["get", "post", "put", "patch", "delete", "head", "options", "request", "stream", "fetch"]);
const HTTP_LIBS = new Set(["requests", "httpx", "aiohttp", "requests.Session()", "httpx.Client()", "aiohttp.ClientSession()", "urllib3", "urllib3.PoolManager()", "tornado.httpclient.HTTPClient()", "tornado.httpclient.AsyncHTTPClient()", "grequests"]);


/** Words that name a sink or a source: a call whose last name is none of these is skipped in the sink walk. */
const SINK_WORDS = new Set([
  "system", "popen", "popen2", "popen3", "popen4", "run", "call", "check_call", "check_output", "Popen", "getoutput", "getstatusoutput",
  "execl", "execle", "execlp", "execlpe", "execv", "execve", "execvp", "execvpe", "spawnl", "spawnle", "spawnlp", "spawnlpe", "spawnv",
  "spawnve", "spawnvp", "spawnvpe", "posix_spawn", "posix_spawnp", "startfile", "spawn", "create_subprocess_exec", "create_subprocess_shell",
  "get", "post", "put", "patch", "delete", "head", "options", "request", "stream", "fetch", "urlopen", "Request", "urlretrieve", "open",
  "send", "sendall", "sendto", "sendmail", "send_message", "storbinary", "storlines", "upload_file", "upload_fileobj", "put_object", "upload_folder", "upload_large_folder",
  "upload_from_filename", "upload_from_string", "write", "writelines", "write_text", "write_bytes", "dump", "safe_dump", "copy", "copy2",
  "copyfile", "copytree", "move", "rename", "replace", "symlink", "symlink_to", "link", "hardlink_to", "chmod", "fchmod", "lchmod", "rmtree",
  "remove", "unlink", "rmdir", "removedirs", "send2trash", "setuid", "setgid", "seteuid", "setegid", "setreuid", "setresuid", "dup2", "exec",
  "eval", "compile", "loads", "load", "CDLL", "LoadLibrary", "dlopen", "execute", "executescript", "executemany", "drop_database", "flushall",
  "flushdb", "resolve", "query", "gethostbyname", "gethostbyname_ex", "getaddrinfo", "SetValueEx", "SetValue", "new", "chat_postMessage",
  "files_upload", "files_upload_v2", "send_document", "send_photo", "sendDocument", "DiscordWebhook", "WebhookClient", "print", "read_text",
  "read_bytes", "glob", "iglob", "rglob", "iterdir", "listdir", "scandir", "walk", "connect", "make_archive", "add", "paste", "clipboard_get",
  "GetClipboardData", "get_password", "CryptUnprotectData", "chrome", "firefox", "load_all", "create_connection", "WebSocketApp",
  "run_path", "run_module", "import_module", "__import__", "copyfileobj", "writestr", "writerow", "writerows", "fdopen", "read",
  "delete_bucket", "execute_command", "exec_command", "run_command", "getattr", "makedirs", "NamedTemporaryFile", "extractall", "input",
  "load_dotenv", "dotenv_values", "unpack_archive", "extract", "SourcelessFileLoader", "SourceFileLoader", "spec_from_file_location", "load_source", "load_compiled",
]);

// ---------------------------------------------------------------------------------------------
// The file

type Summary = { tainted: Map<string, ContextFact & { kind: "read" }>; sends: Map<string, ContextFact & { kind: "send" }>; executes: Map<string, ContextFact & { kind: "exec" }>; values: Map<string, Val>; reads: Map<string, number> };

class PyFile {
  readonly src: string;
  readonly module: Scope;
  private readonly scopes = new Map<SyntaxNode, Scope>();
  private readonly calls: CallSite[] = [];
  private readonly callsByName = new Map<string, CallSite[]>();
  private readonly attrDefs = new Map<string, { def: Def; scope: Scope }[]>();
  private readonly mutations = new Map<string, Mutation[]>();
  private readonly mergeCalls: { name: string; target: string; values: SyntaxNode[]; scope: Scope }[] = [];
  /** A name bound to a part of another (`perms = cur.setdefault("permissions", {})`): the other and the keys down to the part. */
  private readonly partOf = new Map<string, { root: string; keys: SyntaxNode[] }>();
  private readonly frames = new Map<Scope, Frame>();
  private readonly emitted = new Set<string>();
  private readonly handles: { handle: WriteHandle; frame: Frame }[] = [];
  private readonly handleSet = new Set<WriteHandle>();
  private readonly invoked = new Set<string>();
  /** Names bound to modules of the skill (`import helpers`), whose functions may send or run their arguments. */
  private readonly skillNames = new Set<string>();
  private readonly paramPending = new Set<string>();
  private readonly summary: Summary = { tainted: new Map(), sends: new Map(), executes: new Map(), values: new Map(), reads: new Map() };
  private steps = 0;
  private readonly budget: number;
  private depth = 0;
  private factCount = 0;

  constructor(
    readonly tree: SyntaxTree,
    readonly snippet: Snippet,
    readonly analyzer: Analyzer,
  ) {
    this.src = tree.source;
    this.budget = Math.min(MAX_STEP_BUDGET, STEP_BUDGET + tree.source.length);
    this.module = this.newScope("module", tree.root, null, "<module>");
  }

  text(n: SyntaxNode): string {
    return this.src.slice(n.start, n.end);
  }

  loc(n: SyntaxNode): Loc {
    return this.analyzer.loc(this.snippet, n.row);
  }

  private newScope(kind: Scope["kind"], node: SyntaxNode, parent: Scope | null, name: string): Scope {
    const s: Scope = { kind, node, parent, name, defs: new Map(), globals: new Set(), params: [], returns: [], yields: [], stars: [], cls: null };
    this.scopes.set(node, s);
    return s;
  }

  // ----- first walk: bindings -----------------------------------------------------------------

  collect(): void {
    const stack = new WalkStack();
    stack.push(this.tree.root, this.module);
    while (stack.size) {
      const sc = stack.scopes.pop()!;
      const n = stack.nodes.pop()!;
      let inner = sc;
      if (BINDING_TYPES.has(n.type)) {
        switch (n.type) {
          case "function_definition": {
            const nameNode = field(n, "name");
            const fs = this.newScope("function", n, sc, nameNode ? this.text(nameNode) : "<fn>");
            if (sc.kind === "class") fs.cls = sc;
            if (nameNode) this.define(sc, this.text(nameNode), { kind: "func", node: n, path: [], scope: fs });
            const params = field(n, "parameters");
            if (params) this.collectParams(params, fs, sc, stack);
            const body = field(n, "body");
            if (body) stack.push(body, fs);
            for (const c of n.children) if (c.field === "return_type") stack.push(c, sc);
            if (n.parent?.type === "decorated_definition") this.readToolDescription(n, n.parent);
            continue;
          }
          case "lambda": {
            const fs = this.newScope("lambda", n, sc, "<lambda>");
            const params = field(n, "parameters");
            if (params) this.collectParams(params, fs, sc, stack);
            const body = field(n, "body");
            if (body) {
              fs.returns.push(body);
              stack.push(body, fs);
            }
            continue;
          }
          case "class_definition": {
            const nameNode = field(n, "name");
            const cs = this.newScope("class", n, sc, nameNode ? this.text(nameNode) : "<class>");
            if (nameNode) this.define(sc, this.text(nameNode), { kind: "class", node: n, path: [], scope: cs });
            for (const c of n.children) {
              if (c.field === "body") stack.push(c, cs);
              else if (c.field === "superclasses") stack.push(c, sc);
            }
            continue;
          }
          case "list_comprehension":
          case "generator_expression":
          case "set_comprehension":
          case "dictionary_comprehension": {
            inner = this.newScope("comp", n, sc, "<comp>");
            for (const c of n.children) {
              if (c.type !== "for_in_clause") continue;
              const left = field(c, "left");
              const right = field(c, "right");
              if (left && right) this.bindTarget(left, inner, { kind: "for", node: right, path: [] });
            }
            break;
          }
          case "assignment": {
            const right = field(n, "right");
            const left = field(n, "left");
            if (left) {
              const def: Def = right ? { kind: "assign", node: right, path: [] } : { kind: "unknown", node: null, path: [] };
              // a = b = value: the inner assignment is the right side
              const value = right?.type === "assignment" ? this.innermostValue(right) : right;
              if (value) def.node = value;
              this.bindTarget(left, sc, def);
              if (left.type === "identifier" && value) {
                const chain = this.keyChain(value);
                if (chain && chain.keys.length) this.partOf.set(this.text(left), chain);
              }
            }
            break;
          }
          case "augmented_assignment": {
            const left = field(n, "left");
            const right = field(n, "right");
            const op = field(n, "operator");
            if (left && right) {
              const opText = op ? this.text(op).replace(/=$/, "") : "+";
              if (left.type === "identifier") this.define(sc, this.text(left), { kind: "aug", node: right, path: [], op: opText });
              else if (left.type === "attribute") this.addAttrDef(left, sc, { kind: "aug", node: right, path: [], op: opText });
              else if (left.type === "subscript") this.addSetItem(left, right, sc, []);
            }
            break;
          }
          case "for_statement": {
            const left = field(n, "left");
            const right = field(n, "right");
            if (left && right) this.bindTarget(left, sc, { kind: "for", node: right, path: [] });
            break;
          }
          case "with_item": {
            const v = field(n, "value");
            if (v?.type === "as_pattern") {
              const value = v.children.find((c) => c.named && c.field !== "alias");
              const target = field(v, "alias");
              const t = target?.children.find((c) => c.named) ?? null;
              if (value && t) {
                this.bindTarget(t, sc, { kind: "with", node: value, path: [] });
                this.linkWrapper(t, value, sc);
              }
            }
            break;
          }
          case "named_expression": {
            const name = field(n, "name");
            const value = field(n, "value");
            if (name && value) this.define(this.compOwner(sc), this.text(name), { kind: "assign", node: value, path: [] });
            break;
          }
          case "import_statement":
            this.collectImport(n, sc);
            continue;
          case "import_from_statement":
            this.collectImportFrom(n, sc);
            continue;
          case "future_import_statement":
            continue;
          case "global_statement":
          case "nonlocal_statement":
            for (const c of n.children) if (c.type === "identifier") sc.globals.add(this.text(c));
            continue;
          case "return_statement": {
            const v = n.children.find((c) => c.named);
            if (v) this.funcOwner(sc).returns.push(v);
            break;
          }
          case "yield": {
            const v = n.children.find((c) => c.named);
            if (v) this.funcOwner(sc).yields.push(v);
            break;
          }
          case "call":
            this.collectCall(n, sc);
            break;
        }
      }
      for (let i = n.children.length - 1; i >= 0; i--) {
        const c = n.children[i];
        // literals and comments bind nothing (an f-string's interpolations do get walked)
        if (!c.named || c.children.length === 0 || LEAF_TYPES.has(c.type) || (c.type === "string" && !hasInterpolation(c))) continue;
        stack.push(c, inner);
      }
    }
    this.resolveMergeCalls();
    this.calls.sort((a, b) => a.node.start - b.node.start);
  }

  private innermostValue(n: SyntaxNode): SyntaxNode | null {
    let cur: SyntaxNode | null = n;
    while (cur?.type === "assignment") {
      const left = field(cur, "left");
      const right = field(cur, "right");
      if (left && right && right.type !== "assignment") return right;
      cur = right;
    }
    return cur;
  }

  private compOwner(sc: Scope): Scope {
    let s = sc;
    while (s.kind === "comp" && s.parent) s = s.parent;
    return s;
  }

  private funcOwner(sc: Scope): Scope {
    let s = sc;
    while ((s.kind === "comp" || s.kind === "class") && s.parent) s = s.parent;
    return s;
  }

  private collectParams(params: SyntaxNode, fs: Scope, outer: Scope, stack: WalkStack): void {
    let index = 0;
    let kwOnly = false;
    for (const p of params.children) {
      if (!p.named) {
        if (this.text(p) === "*") kwOnly = true;
        continue;
      }
      let name: string | null = null;
      let kind: Param["kind"] = kwOnly ? "kwonly" : "pos";
      let dflt: SyntaxNode | null = null;
      switch (p.type) {
        case "identifier":
          name = this.text(p);
          break;
        case "typed_parameter": {
          const inner = p.children.find((c) => c.named && c.field !== "type");
          if (inner?.type === "identifier") name = this.text(inner);
          else if (inner?.type === "list_splat_pattern") {
            name = this.splatName(inner);
            kind = "args";
            kwOnly = true;
          } else if (inner?.type === "dictionary_splat_pattern") {
            name = this.splatName(inner);
            kind = "kwargs";
          }
          break;
        }
        case "default_parameter":
        case "typed_default_parameter": {
          const nm = field(p, "name");
          name = nm ? this.text(nm) : null;
          dflt = field(p, "value");
          if (dflt) stack.push(dflt, outer);
          break;
        }
        case "list_splat_pattern":
          name = this.splatName(p);
          kind = "args";
          kwOnly = true;
          break;
        case "dictionary_splat_pattern":
          name = this.splatName(p);
          kind = "kwargs";
          break;
        case "keyword_separator":
          kwOnly = true;
          continue;
        default:
          continue;
      }
      if (!name) continue;
      const param: Param = { name, index: kind === "pos" ? index++ : -1, kind, dflt };
      fs.params.push(param);
      this.define(fs, name, { kind: "param", node: dflt, path: [], param });
    }
  }

  private splatName(n: SyntaxNode): string | null {
    const id = n.children.find((c) => c.type === "identifier");
    return id ? this.text(id) : null;
  }

  /** Every name bound anywhere in the file (a call to any other name is a builtin or undefined). */
  readonly definedNames = new Set<string>();

  /** Names bound by import statements. */
  readonly importNames = new Set<string>();

  private define(sc: Scope, name: string, def: Def): void {
    this.definedNames.add(name);
    if (def.kind === "import" || def.kind === "from") this.importNames.add(name);
    if (def.module?.startsWith("skill:")) this.skillNames.add(name);
    let target = sc;
    if (sc.globals.has(name)) target = this.module;
    let list = target.defs.get(name);
    if (!list) target.defs.set(name, (list = []));
    if (list.length < 64) list.push(def);
  }

  private bindTarget(t: SyntaxNode, sc: Scope, def: Def): void {
    switch (t.type) {
      case "identifier":
        this.define(sc, this.text(t), def);
        return;
      case "pattern_list":
      case "tuple_pattern":
      case "list_pattern":
      case "tuple":
      case "list":
      case "expression_list": {
        let i = 0;
        for (const c of t.children) {
          if (!c.named) continue;
          if (c.type === "list_splat_pattern" || c.type === "list_splat") {
            const id = c.children.find((x) => x.type === "identifier");
            if (id) this.define(sc, this.text(id), { kind: "unknown", node: def.node, path: [] });
            i++;
            continue;
          }
          this.bindTarget(c, sc, { ...def, path: [...def.path, i++] });
        }
        return;
      }
      case "parenthesized_expression": {
        const inner = t.children.find((c) => c.named);
        if (inner) this.bindTarget(inner, sc, def);
        return;
      }
      case "attribute":
        this.addAttrDef(t, sc, def);
        return;
      case "subscript":
        if (def.node && (def.kind === "assign" || def.kind === "aug")) this.addSetItem(t, def.node, sc, def.path);
        return;
    }
  }

  private addAttrDef(t: SyntaxNode, sc: Scope, def: Def): void {
    const key = this.text(t).replace(/\s+/g, "");
    if (key.length > 120) return;
    let list = this.attrDefs.get(key);
    if (!list) this.attrDefs.set(key, (list = []));
    if (list.length < 32) list.push({ def, scope: sc });
  }

  private addSetItem(t: SyntaxNode, value: SyntaxNode, sc: Scope, path: number[]): void {
    const obj = field(t, "value");
    const key = t.children.find((c) => c.field === "subscript") ?? null;
    if (!obj) return;
    this.addMutation(this.text(obj).replace(/\s+/g, ""), { kind: "setitem", scope: sc, key: key ?? undefined, value, path });
    // `perms["allow"] = x` where perms is a part of cur: cur["permissions"]["allow"] is x
    const part = obj.type === "identifier" ? this.partOf.get(this.text(obj)) : undefined;
    if (part && key && !path.length) this.addMutation(part.root, { kind: "feed", scope: sc, value, keys: [...part.keys, key], wrap: "set" });
  }

  /** `d.setdefault("a", {}).get("b")` / `d["a"]["b"]`: the root name and the keys down from it (literal chains only). */
  private keyChain(n: SyntaxNode): { root: string; keys: SyntaxNode[] } | null {
    const keys: SyntaxNode[] = [];
    let cur: SyntaxNode | null = n;
    for (let i = 0; cur && i < 8; i++) {
      if (cur.type === "identifier") return { root: this.text(cur), keys: keys.reverse() };
      if (cur.type === "subscript") {
        const k = cur.children.find((c) => c.field === "subscript");
        if (!k) return null;
        keys.push(k);
        cur = field(cur, "value");
      } else if (cur.type === "call") {
        const fn = field(cur, "function");
        const attr = fn?.type === "attribute" ? field(fn, "attribute") : null;
        const first = field(cur, "arguments")?.children.find((c) => c.named && c.type !== "keyword_argument" && c.type !== "comment");
        if (!fn || !attr || !first || !/^(?:setdefault|get)$/.test(this.text(attr))) return null;
        keys.push(first);
        cur = field(fn, "object");
      } else return null;
    }
    return null;
  }

  private addMutation(name: string, m: Mutation): void {
    if (name.length > 120) return;
    let list = this.mutations.get(name);
    if (!list) this.mutations.set(name, (list = []));
    if (list.length < 256) list.push(m);
  }

  /** `with ZipFile(buf) as z` / `z = gzip.GzipFile(fileobj=buf)`: what is written to z reaches buf. */
  private linkWrapper(target: SyntaxNode, value: SyntaxNode, sc: Scope): void {
    if (target.type !== "identifier" || value.type !== "call") return;
    const args = field(value, "arguments");
    const fn = field(value, "function");
    if (!args || !fn) return;
    const callee = this.text(fn.type === "attribute" ? (field(fn, "attribute") ?? fn) : fn);
    let inner: SyntaxNode | null = null;
    for (const c of args.children) {
      if (c.type === "identifier") {
        if (WRAPPERS.has(callee)) inner = c;
        break;
      }
      if (c.type === "keyword_argument" && /^(?:fileobj|file|fp|stream)$/.test(this.text(field(c, "name") ?? c))) {
        const v = field(c, "value");
        if (v?.type === "identifier") inner = v;
        break;
      }
    }
    if (inner) this.addMutation(this.text(inner), { kind: "link", scope: sc, value: null, from: this.text(target), wrapper: callee });
  }

  private addCallSite(name: string, site: CallSite): void {
    let list = this.callsByName.get(name);
    if (!list) this.callsByName.set(name, (list = []));
    if (list.length < 256) list.push(site);
  }

  /** `Thread(target=f, args=(a, b))`, `pool.submit(f, a, b)`, `loop.run_in_executor(None, f, a)`: a call of f with those arguments. */
  private collectDeferredCall(n: SyntaxNode, sc: Scope, fn: SyntaxNode, where: "kw" | number): void {
    const args = field(n, "arguments");
    if (!args) return;
    const kids = args.children.filter((c) => c.named && c.type !== "comment");
    const kw = (k: string) => {
      const a = kids.find((c) => c.type === "keyword_argument" && this.text(field(c, "name") ?? c) === k);
      return a ? field(a, "value") : null;
    };
    const pos = kids.filter((c) => c.type !== "keyword_argument");
    let target: SyntaxNode | null;
    let argNodes: SyntaxNode[];
    if (where === "kw") {
      // Timer(interval, function, args) also takes them by position
      const timer = fn.type === "identifier" && this.text(fn) === "Timer";
      target = kw("target") ?? (timer ? (pos[1] ?? null) : null);
      const tuple = kw("args") ?? (timer ? (pos[2] ?? null) : null);
      argNodes = tuple && (tuple.type === "tuple" || tuple.type === "list") ? tuple.children.filter((c) => c.named && c.type !== "comment") : [];
    } else {
      target = pos[where] ?? null;
      const rest = pos.slice(where + 1);
      const tuple = rest[0];
      // start_new_thread(f, (a, b)) takes its arguments as one tuple
      argNodes = fn.type === "attribute" && this.text(field(fn, "attribute") ?? fn) === "start_new_thread" && tuple && tuple.type === "tuple" ? tuple.children.filter((c) => c.named && c.type !== "comment") : rest;
    }
    if (!target || (target.type !== "identifier" && target.type !== "attribute")) return;
    const tn = target.type === "identifier" ? this.text(target) : this.text(field(target, "attribute") ?? target);
    this.addCallSite(tn, { node: n, scope: sc, name: tn, fn: target, target, argNodes });
  }

  /**
   * An MCP tool, prompt or resource (`@mcp.tool()`, `@server.tool`, `@tool`): its docstring and description are what
   * the agent reads to decide how to call it, so they are read as prose to the agent (tool poisoning hides orders there).
   */
  private readToolDescription(fn: SyntaxNode, decorated: SyntaxNode): void {
    const decorators = decorated.children.filter((c) => c.type === "decorator");
    if (!decorators.some((d) => TOOL_DECORATOR_RE.test(this.text(d)))) return;
    const texts: { text: string; row: number }[] = [];
    for (const d of decorators) {
      for (const m of this.text(d).matchAll(TOOL_DESCRIPTION_RE)) texts.push({ text: m[1] ?? m[2] ?? m[3] ?? "", row: d.row });
    }
    const first = field(fn, "body")?.children.find((c) => c.named && c.type !== "comment");
    const doc = first?.type === "expression_statement" ? first.children[0] : null;
    if (doc?.type === "string") texts.push({ text: dedentDoc(this.text(doc).replace(DOC_QUOTES_RE, "")), row: doc.row });
    for (const t of texts) if (t.text.trim().length > 40) this.analyzer.analyze("markdown", t.text, this.snippet, t.row);
  }

  private collectCall(n: SyntaxNode, sc: Scope): void {
    const fn = field(n, "function");
    if (!fn) return;
    let name: string | null = null;
    if (fn.type === "identifier") {
      name = this.text(fn);
      if (n.parent?.type === "expression_statement") this.noteMergeCall(name, n, sc);
    }
    else if (fn.type === "attribute") {
      const attr = field(fn, "attribute");
      name = attr ? this.text(attr) : null;
      const obj = field(fn, "object");
      if (name && obj && MUTATORS.has(name)) this.collectMethodMutation(name, obj, n, sc);
    }
    const site: CallSite = { node: n, scope: sc, name, fn };
    this.calls.push(site);
    if (name) this.addCallSite(name, site);
    const deferred = name ? DEFERRED_CALLS.get(name) : undefined;
    if (deferred !== undefined) this.collectDeferredCall(n, sc, fn, deferred);
    // json.dump(obj, buf) / print(x, file=buf): the buffer receives obj
    if (name === "dump" || name === "safe_dump" || name === "print" || name === "copyfileobj") {
      const args = field(n, "arguments");
      if (!args) return;
      const pos = args.children.filter((c) => c.named && c.type !== "keyword_argument" && c.type !== "comment");
      let target: SyntaxNode | null = null;
      let value: SyntaxNode | null = pos[0] ?? null;
      if (name === "print") {
        const kw = args.children.find((c) => c.type === "keyword_argument" && this.text(field(c, "name") ?? c) === "file");
        target = kw ? field(kw, "value") : null;
      } else if (name === "copyfileobj") {
        target = pos[1] ?? null;
      } else target = pos[1] ?? null;
      if (target?.type === "identifier" && value) this.addMutation(this.text(target), { kind: "feed", scope: sc, value });
      else value = null;
    }
  }

  /** `merge(settings, extra)` as a statement: a candidate for a function of the skill that changes its first argument. */
  private noteMergeCall(name: string, call: SyntaxNode, sc: Scope): void {
    const args = field(call, "arguments");
    const pos = args ? args.children.filter((c) => c.named && c.type !== "keyword_argument" && c.type !== "comment") : [];
    if (pos.length >= 2 && pos[0]!.type === "identifier") this.mergeCalls.push({ name, target: this.text(pos[0]!), values: pos.slice(1), scope: sc });
  }

  /**
   * A function of this file that changes its first parameter in place (`dst[k] = v`, `dst.update(…)`), called as a
   * statement with a variable first: what it is handed goes into that variable, as `update` would put it there
   * (a deep merge of settings, a helper that appends to a list).
   */
  private resolveMergeCalls(): void {
    if (!this.mergeCalls.length) return;
    const mutators = new Set<string>();
    for (const s of this.scopes.values()) {
      if (s.kind !== "function" || !s.params[0] || s.params[0].kind !== "pos") continue;
      const p = s.params[0].name.replace(/[^\w]/g, "");
      if (!p || p === "self") continue;
      const body = this.text(field(s.node, "body") ?? s.node);
      if (new RegExp(`(?:^|[^\\w.])${p}\\s*\\[[^\\]\\n]+\\]\\s*=(?!=)|(?:^|[^\\w.])${p}\\.(?:update|append|extend|setdefault|insert)\\(`).test(body)) mutators.add(s.name);
    }
    for (const m of this.mergeCalls) {
      if (!mutators.has(m.name)) continue;
      for (const v of m.values) this.addMutation(m.target, { kind: "update", scope: m.scope, value: v });
    }
  }

  private collectMethodMutation(method: string, obj: SyntaxNode, call: SyntaxNode, sc: Scope): void {
    const args = field(call, "arguments");
    const pos = args ? args.children.filter((c) => c.named && c.type !== "keyword_argument" && c.type !== "comment") : [];
    if (obj.type !== "identifier" && obj.type !== "attribute") {
      // `d.setdefault(k, {}).update(x)`, `d[k].append(x)`: x reaches the container d
      const root = rootName(obj);
      const value = method === "writestr" ? pos[1] : pos[0];
      const chain = this.keyChain(obj);
      const wrap = method === "append" ? "append" : method === "update" ? "update" : undefined;
      if (root && value) this.addMutation(this.text(root), chain && wrap && chain.root === this.text(root) ? { kind: "feed", scope: sc, value, keys: chain.keys, wrap } : { kind: "feed", scope: sc, value });
      return;
    }
    const key = this.text(obj).replace(/\s+/g, "");
    const part = obj.type === "identifier" ? this.partOf.get(key) : undefined;
    if (part && pos[0] && (method === "append" || method === "update")) this.addMutation(part.root, { kind: "feed", scope: sc, value: pos[0], keys: part.keys, wrap: method });
    switch (method) {
      case "read":
      case "read_file":
        // configparser.read(path): the parser now holds the file
        if (pos[0]) this.addMutation(key, { kind: "load", scope: sc, value: pos[0] });
        return;
      case "append":
      case "add":
        if (pos[0]) this.addMutation(key, { kind: method, scope: sc, value: pos[0] });
        return;
      case "extend":
      case "update":
        if (pos[0]) this.addMutation(key, { kind: method, scope: sc, value: pos[0] });
        else if (args && method === "update") this.addMutation(key, { kind: "update", scope: sc, value: args });
        return;
      case "insert":
        if (pos[1]) this.addMutation(key, { kind: "insert", scope: sc, value: pos[1] });
        return;
      case "setdefault":
        if (pos[0] && pos[1]) this.addMutation(key, { kind: "setitem", scope: sc, key: pos[0], value: pos[1], path: [] });
        return;
      case "write":
      case "writelines":
      case "writestr":
      case "writerow":
      case "writerows":
      case "sendall":
      case "send":
      case "set_content":
      case "set_payload":
      case "attach":
      case "add_file":
      case "add_attachment":
      case "add_embed":
      case "feed": {
        // the data is the first argument (writestr: the second), or the first keyword (add_file(file=…))
        const kw = args?.children.find((c) => c.type === "keyword_argument");
        const value = method === "writestr" ? pos[1] : (pos[0] ?? (kw ? field(kw, "value") : null));
        if (value) this.addMutation(key, { kind: "feed", scope: sc, value });
        return;
      }
    }
  }

  private collectImport(n: SyntaxNode, sc: Scope): void {
    for (const c of n.children) {
      if (c.field !== "name") continue;
      if (c.type === "dotted_name") {
        const full = this.text(c);
        const first = full.split(".")[0];
        const skill = this.noteSkillImport(full, 0, c);
        this.define(sc, first, { kind: "import", node: c, path: [], module: skill && !full.includes(".") ? `skill:${skill}` : first });
      } else if (c.type === "aliased_import") {
        const name = field(c, "name");
        const alias = field(c, "alias");
        if (!name || !alias) continue;
        const full = this.text(name);
        const skill = this.noteSkillImport(full, 0, c);
        this.define(sc, this.text(alias), { kind: "import", node: c, path: [], module: skill ? `skill:${skill}` : full });
      }
    }
  }

  private collectImportFrom(n: SyntaxNode, sc: Scope): void {
    const modNode = field(n, "module_name");
    if (!modNode) return;
    const modText = this.text(modNode).replace(/\s+/g, "");
    const level = /^\.*/.exec(modText)![0].length;
    const mod = modText.slice(level);
    const skill = this.skillModule(mod, level);
    for (const c of n.children) {
      if (c.type === "wildcard_import") {
        sc.stars.push(skill ? `skill:${skill}` : mod);
        if (skill) this.invoke(skill, n);
        continue;
      }
      if (c.field !== "name") continue;
      let name: SyntaxNode | null = c;
      let alias: SyntaxNode | null = c;
      if (c.type === "aliased_import") {
        name = field(c, "name");
        alias = field(c, "alias");
      }
      if (!name || !alias) continue;
      const nm = this.text(name);
      // `from . import helpers` names a module of the skill
      const sub = this.skillModule(mod ? `${mod}.${nm}` : nm, level);
      if (sub) {
        this.invoke(sub, n);
        this.define(sc, this.text(alias), { kind: "import", node: c, path: [], module: `skill:${sub}` });
        continue;
      }
      if (skill) this.invoke(skill, n);
      this.define(sc, this.text(alias), { kind: "from", node: c, path: [], module: skill ? `skill:${skill}` : mod, name: nm });
    }
  }

  private noteSkillImport(full: string, level: number, n: SyntaxNode): string | null {
    const skill = this.skillModule(full, level);
    if (skill) this.invoke(skill, n);
    return skill;
  }

  /** The skill file a module name refers to (relative to this file's folder or any folder above it). */
  private skillModule(mod: string, level: number): string | null {
    if (!mod && !level) return null;
    const rel = mod ? mod.split(".").join("/") : "";
    let dir = this.snippet.path.includes("/") ? this.snippet.path.slice(0, this.snippet.path.lastIndexOf("/")) : "";
    const tryDir = (d: string): string | null => {
      const base = d ? `${d}/${rel}` : rel;
      for (const cand of rel ? [`${base}.py`, `${base}/__init__.py`] : [`${d ? d + "/" : ""}__init__.py`]) if (this.analyzer.files.has(cand) && cand !== this.snippet.path) return cand;
      return null;
    };
    if (level > 0) {
      for (let i = 1; i < level; i++) dir = dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "";
      return rel ? tryDir(dir) : null;
    }
    for (;;) {
      const hit = tryDir(dir);
      if (hit) return hit;
      if (!dir) return null;
      dir = dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "";
    }
  }

  private invoke(target: string, n: SyntaxNode): void {
    if (this.invoked.has(target)) return;
    this.invoked.add(target);
    this.emit({ kind: "invoke", target, how: "import", loc: this.loc(n) });
  }

  // ----- frames and names ---------------------------------------------------------------------

  frameOf(sc: Scope): Frame {
    let f = this.frames.get(sc);
    if (f) return f;
    const parentScope = this.lexicalParent(sc);
    f = { scope: sc, parent: parentScope ? this.frameOf(parentScope) : null, binds: null, names: new Map(), calls: new Map(), inlined: 0 };
    this.frames.set(sc, f);
    return f;
  }

  /** Names in a function body do not see the enclosing class's names. */
  private lexicalParent(sc: Scope): Scope | null {
    let p = sc.parent;
    if (sc.kind !== "class") while (p && p.kind === "class") p = p.parent;
    return p;
  }

  /**
   * A name inside `if name == "x":` or `if name in ("a", "b"):` is that value there (a walk deleting only the
   * entries named node_modules deletes node_modules, not every entry). Null when no such test encloses it.
   */
  private guardedValue(n: SyntaxNode, name: string, fr: Frame): Val | null {
    let child = n;
    for (let p = n.parent; p && p.type !== "function_definition" && p.type !== "module" && p.type !== "class_definition"; child = p, p = p.parent) {
      if (p.type !== "if_statement" && p.type !== "elif_clause") continue;
      const body = field(p, "consequence");
      if (!body || child !== body) continue;
      const cond = field(p, "condition");
      if (cond?.type !== "comparison_operator") continue;
      const kids = cond.children;
      if (kids.length !== 3) continue;
      const [a, op, b] = [kids[0]!, this.text(kids[1]!), kids[2]!];
      if (op === "==") {
        const lit = a.type === "identifier" && this.text(a) === name ? b : b.type === "identifier" && this.text(b) === name ? a : null;
        if (lit?.type === "string") {
          const v = this.ev(lit, fr);
          if (v.k === "str" && v.f.exact) return v;
        }
      } else if (op === "in" && a.type === "identifier" && this.text(a) === name) {
        const items = iterItems(this.ev(b, fr));
        if (items?.length && items.length <= MAX_ALTS && items.every((i) => i.k === "str" && i.f.exact)) return alt(items);
      }
    }
    return null;
  }

  lookup(name: string, fr: Frame): Val {
    for (let f: Frame | null = fr; f; f = f.parent) {
      const b = f.binds?.get(name);
      if (b) {
        // an argument the function changes in place (`a[k] = v`, `a.update(b)`): with those changes
        if (!this.mutations.has(name)) return b;
        const cached = f.names.get(name);
        if (cached !== undefined) return cached ?? b;
        f.names.set(name, null);
        const v = this.applyMutations(name, f, b);
        f.names.set(name, v);
        return v;
      }
      if (f.scope.globals.has(name) && f.scope !== this.module) {
        return this.nameValue(this.frameOf(this.module), name);
      }
      if (f.scope.defs.has(name)) return this.nameValue(f, name);
    }
    return this.globalName(name);
  }

  private globalName(name: string): Val {
    if (name === "__file__") return str(this.snippet.path, [], { path: true });
    if (name === "__name__") return str("__main__");
    if (name === "__builtins__") return { k: "ref", name: "builtins", taint: [] };
    if (BUILTINS.has(name)) return { k: "ref", name, taint: [] };
    for (const m of this.module.stars) {
      if (m.startsWith("skill:")) return { k: "ref", name: `${m}#${name}`, taint: [] };
      return { k: "ref", name: canon(`${m}.${name}`), taint: [] };
    }
    return unk();
  }

  private nameValue(fr: Frame, name: string): Val {
    const cached = fr.names.get(name);
    if (cached) return cached;
    if (cached === null) return unk(); // being computed: a cycle
    const defs = fr.scope.defs.get(name);
    if (!defs) return this.globalName(name);
    fr.names.set(name, null);
    const chains: Val[] = [];
    let cur: Val | null = null;
    for (const d of defs) {
      if (d.kind === "aug") {
        // `out += chr(b ^ k)` inside `for b in data:` accumulates once per item
        for (const rhs of d.node ? (this.loopValues(d.node, fr) ?? [this.ev(d.node, fr)]) : [unk()]) cur = cur ? this.binop(d.op ?? "+", cur, rhs, d.node!) : rhs;
        continue;
      }
      if (cur) chains.push(cur);
      cur = this.defValue(d, fr);
    }
    if (cur) chains.push(cur);
    let v = alt(chains);
    v = this.applyMutations(name, fr, v);
    fr.names.set(name, v);
    return v;
  }

  private defValue(d: Def, fr: Frame): Val {
    switch (d.kind) {
      case "assign":
      case "with":
        return d.node ? pick(this.ev(d.node, fr), d.path) : unk();
      case "for": {
        if (!d.node) return unk();
        const it = this.ev(d.node, fr);
        const items = iterItems(it);
        if (!items || !items.length) return pick(unk(taintOf(it), { fetched: fetchedOf(it), sock: sockOf(it) }), []);
        return alt(items.slice(0, 64).map((i) => pick(i, d.path)));
      }
      case "import":
        if (d.module!.startsWith("skill:")) return { k: "ref", name: d.module!, taint: [] };
        return { k: "ref", name: canon(d.module!), taint: [] };
      case "from": {
        if (d.module!.startsWith("skill:")) return this.skillName(d.module!, d.name!);
        return { k: "ref", name: canon(`${d.module}.${d.name}`), taint: [] };
      }
      case "func":
        return { k: "fn", scope: d.scope! };
      case "class":
        return { k: "cls", scope: d.scope! };
      case "param":
        return this.paramValue(fr, d.param!);
      default:
        return unk();
    }
  }

  /** A name imported from a module of the skill: what that module's summary says about it. */
  private skillName(module: string, name: string): Val {
    const ref: Ref = { k: "ref", name: `${module}#${name}`, taint: [] };
    const sum = this.analyzer.module(module.slice(6));
    const read = sum?.tainted.get(name);
    if (read) ref.taint = [{ source: read.source, detail: read.detail ?? read.what, loc: read.loc }];
    const value = sum?.values?.get(name) as Val | undefined;
    if (value) return read ? addTaint(value, ref.taint) : value;
    return ref;
  }

  /** A parameter: its default, the arguments of the file's call sites, and a marker for summaries. */
  private paramValue(fr: Frame, p: Param): Val {
    const fs = fr.scope;
    const key = `${fs.node.start}:${p.name}`;
    const cands: Val[] = [];
    if (p.dflt) cands.push(this.ev(p.dflt, fr.parent ?? this.frameOf(this.module)));
    const isMethod = fs.cls !== null;
    if (isMethod && p.index === 0 && fs.cls) return { k: "ref", name: `local:${fs.cls.name}()`, taint: [], cls: fs.cls };
    if (fr.binds === null && !this.paramPending.has(key) && (fs.kind === "function" || fs.kind === "lambda")) {
      this.paramPending.add(key);
      try {
        for (const site of this.callSitesOf(fs).slice(0, MAX_CALL_SITES)) {
          const v = this.argForParam(site, fs, p);
          if (v) cands.push(v);
        }
      } finally {
        this.paramPending.delete(key);
      }
    }
    let v: Val = cands.length ? alt(cands) : p.kind === "args" ? seq([], true) : p.kind === "kwargs" ? { k: "dict", keys: [], vals: [], open: true, taint: [] } : unk();
    if (fs.kind === "function" && fs.parent === this.module && fr.binds === null) {
      v = addTaint(v, [{ source: "file", detail: `${PARAM_MARK}${fs.name}:${p.name}:${p.kind === "pos" ? p.index : -1}`, loc: this.loc(fs.node) }]);
    }
    return v;
  }

  private callSitesOf(fs: Scope): CallSite[] {
    if (fs.kind === "lambda") {
      const owner = fs.node.parent?.type === "assignment" ? field(fs.node.parent, "left") : null;
      return owner?.type === "identifier" ? (this.callsByName.get(this.text(owner)) ?? []) : [];
    }
    // a class's __init__ is called by the class's name
    return this.callsByName.get(fs.name === "__init__" && fs.cls ? fs.cls.name : fs.name) ?? [];
  }

  private argForParam(site: CallSite, fs: Scope, p: Param): Val | null {
    const fnNode = site.target ?? field(site.node, "function");
    if (!fnNode) return null;
    const callerFrame = this.frameOf(site.scope);
    if (fnNode.type === "identifier") {
      const callee = this.lookup(this.text(fnNode), callerFrame);
      if (!alts(callee).some((c) => (c.k === "fn" && c.scope === fs) || (c.k === "cls" && fs.name === "__init__" && fs.cls === c.scope))) return null;
    } else if (fs.cls === null && fnNode.type === "attribute") {
      const obj = field(fnNode, "object");
      if (!obj || obj.type !== "identifier") return null;
      const o = this.lookup(this.text(obj), callerFrame);
      if (!(o.k === "ref" && o.name.startsWith("local:"))) return null;
    }
    const args = site.argNodes ? new Args(null, callerFrame, this, { pos: site.argNodes.map((a) => this.ev(a, callerFrame)) }) : new Args(field(site.node, "arguments"), callerFrame, this);
    const shift = site.target ? 0 : fs.cls !== null && fnNode.type === "attribute" ? 1 : fs.cls !== null && fs.name === "__init__" ? 1 : 0;
    if (p.kind === "args") {
      const named = fs.params.filter((x) => x.kind === "pos").length - shift;
      return seq(args.positional().slice(Math.max(0, named)));
    }
    if (p.kind === "kwargs") return { k: "dict", keys: args.kwNames().map((k) => str(k)), vals: args.kwNames().map((k) => args.kwv(k)!), open: args.kwSplats.length > 0, taint: [] };
    return args.get(p.kind === "pos" ? p.index - shift : -1, p.name);
  }

  private applyMutations(name: string, fr: Frame, v: Val, depth = 0): Val {
    const muts = this.mutations.get(name);
    if (!muts || depth > 2) return v;
    if (v.k === "alt") return alt(v.alts.slice(0, 4).map((a) => this.applyMutations(name, fr, a, depth + 1)));
    let out: Val = v;
    // an instance's attribute (`self.data[k] = …` in one method) is changed for every method of the class
    const instance = name.startsWith("self.");
    for (const m of muts) {
      if (m.kind !== "link" && !(instance && m.scope.cls) && this.resolvesTo(m.scope, name) !== fr.scope) continue;
      const mf = m.scope === fr.scope ? fr : this.frameOf(m.scope);
      switch (m.kind) {
        case "link": {
          // Only what is fed to the wrapper: evaluating the wrapper itself would evaluate this name again.
          const archive = m.wrapper === "ZipFile" || m.wrapper === "TarFile" || m.wrapper === "open";
          for (const w of this.mutations.get(m.from!) ?? []) {
            // an archive's `add(path)` (tarfile) takes the file at that path, like `write(path)` (zipfile)
            if ((w.kind !== "feed" && !(archive && w.kind === "add")) || !w.value) continue;
            const fed = this.ev(w.value, this.frameOf(w.scope));
            out = addTaint(out, archive && fed.k !== "ref" ? this.readTaint(fed, w.value) : taintOf(fed));
          }
          break;
        }
        case "feed": {
          const fed = m.value ? this.ev(m.value, mf) : unk();
          // into a nested place of a mapping: the value at those keys (a hook appended under hooks.SessionStart)
          if (m.keys?.length && m.wrap && (out.k === "dict" || isUnknownText(out))) {
            let inner: Val = m.wrap === "append" ? seq([fed]) : fed;
            for (const k of m.keys.slice(1).reverse()) inner = { k: "dict", keys: [this.ev(k, mf)], vals: [inner], open: true, taint: [] };
            const base: Val = out.k === "dict" ? out : { k: "dict", keys: [], vals: [], open: true, taint: taintOf(out) };
            out = setItem(base, this.ev(m.keys[0]!, mf), inner);
            break;
          }
          out = addTaint(out, this.fedTaint(fed, out, m.value));
          break;
        }
        case "load":
          if (out.k === "ref" && /^configparser\.\w*Parser\(\)$/.test(out.name) && m.value) out = addTaint(out, this.readTaint(this.ev(m.value, mf), m.value));
          break;
        case "setitem": {
          // `for k, v in src.items(): a[k] = v` copies src into a (a settings merge)
          const src = m.key && m.value ? this.itemsLoopSource(m.key, m.value) : null;
          if (src) {
            out = mergeInto(out, this.ev(src, mf));
            break;
          }
          const val = m.value ? pick(this.ev(m.value, mf), m.path ?? []) : unk();
          const key = m.key ? this.ev(m.key, mf) : unk();
          out = setItem(out, key, val);
          break;
        }
        case "append":
        case "add":
        case "insert": {
          const vals = m.value ? (this.loopValues(m.value, mf) ?? [this.ev(m.value, mf)]) : [unk()];
          for (const val of vals) out = out.k === "seq" ? { ...out, items: out.items.length < MAX_ITEMS ? [...out.items, val] : out.items } : addTaint(out, taintOf(val));
          break;
        }
        case "extend":
        case "update": {
          const val = m.value ? (m.value.type === "argument_list" ? this.kwDict(m.value, mf) : this.ev(m.value, mf)) : unk();
          if (out.k === "seq") {
            const items = iterItems(val);
            out = items ? { ...out, items: [...out.items, ...items].slice(0, MAX_ITEMS) } : { ...out, open: true, taint: mergeTaint(out.taint, taintOf(val)) };
          } else if (out.k === "dict" && val.k === "dict") out = { ...out, keys: [...out.keys, ...val.keys], vals: [...out.vals, ...val.vals], open: out.open || val.open };
          else out = addTaint(out, taintOf(val));
          break;
        }
      }
    }
    return out;
  }

  /** The mapping `d` when `key` and `value` are the names bound by an enclosing `for key, value in d.items():`. */
  private itemsLoopSource(key: SyntaxNode, value: SyntaxNode): SyntaxNode | null {
    if (key.type !== "identifier" || value.type !== "identifier") return null;
    for (let p = value.parent; p; p = p.parent) {
      if (p.type === "function_definition" || p.type === "module") return null;
      if (p.type !== "for_statement") continue;
      const left = field(p, "left");
      const names = left ? left.children.filter((c) => c.named).map((c) => this.text(c)) : [];
      if (names.length !== 2 || names[0] !== this.text(key) || names[1] !== this.text(value)) continue;
      const right = field(p, "right");
      const fn = right?.type === "call" ? field(right, "function") : null;
      if (fn?.type !== "attribute" || this.text(field(fn, "attribute") ?? fn) !== "items") return null;
      return field(fn, "object");
    }
    return null;
  }

  /** Taint a buffer gets from what is fed to it: a zip/tar member added by path reads that file. */
  private fedTaint(fed: Val, into: Val, at: SyntaxNode | null): Taint[] {
    if (into.k === "ref" && /zipfile\.ZipFile\(\)|tarfile\.open\(\)|tarfile\.TarFile\(\)/.test(into.name) && fed.k !== "ref") return this.readTaint(fed, at);
    return taintOf(fed);
  }

  private kwDict(args: SyntaxNode, fr: Frame): Val {
    const a = new Args(args, fr, this);
    return { k: "dict", keys: a.kwNames().map((k) => str(k)), vals: a.kwNames().map((k) => a.kwv(k)!), open: false, taint: [] };
  }

  private readonly loopScopes = new Map<SyntaxNode, Scope>();

  /**
   * The values of `expr` once per item of the innermost `for` loop around it (in the same scope),
   * when that loop runs over a known list; null otherwise.
   */
  private loopValues(expr: SyntaxNode, fr: Frame): Val[] | null {
    let loop: SyntaxNode | null = null;
    for (let p: SyntaxNode | null = expr.parent; p && !this.scopes.has(p); p = p.parent) {
      if (p.type === "for_statement" && field(p, "body") && expr.start >= field(p, "body")!.start) {
        loop = p;
        break;
      }
    }
    if (!loop) return null;
    const left = field(loop, "left");
    const right = field(loop, "right");
    if (!left || !right) return null;
    const it = this.ev(right, fr);
    const items = iterItems(it);
    if (!items || (it.k === "seq" && it.open) || items.length > MAX_ITEMS) return null;
    let sc = this.loopScopes.get(loop);
    if (!sc) {
      sc = { kind: "comp", node: loop, parent: fr.scope, name: "<loop>", defs: new Map(), globals: new Set(), params: [], returns: [], yields: [], stars: [], cls: null };
      this.loopScopes.set(loop, sc);
    }
    const out: Val[] = [];
    for (const item of items) {
      if (this.steps > this.budget) return null;
      const binds = new Map<string, Val>();
      this.bindPattern(left, item, binds);
      out.push(this.ev(expr, { scope: sc, parent: fr, binds, names: new Map(), calls: new Map(), inlined: fr.inlined }));
    }
    return out;
  }

  private resolvesTo(sc: Scope, name: string): Scope | null {
    for (let s: Scope | null = sc; s; s = this.lexicalParent(s)) {
      if (s.globals.has(name)) return this.module;
      if (s.defs.has(name)) return s;
    }
    return null;
  }

  // ----- evaluation ---------------------------------------------------------------------------

  ev(n: SyntaxNode, fr: Frame): Val {
    if (++this.steps > this.budget || this.depth > MAX_EVAL_DEPTH) return unk();
    this.depth++;
    try {
      return this.evNode(n, fr);
    } finally {
      this.depth--;
    }
  }

  private evNode(n: SyntaxNode, fr: Frame): Val {
    switch (n.type) {
      case "string":
        return this.evStringAlts(n, fr);
      case "concatenated_string": {
        const parts = n.children.filter((c) => c.type === "string").map((c) => this.evString(c, fr));
        const f = concat(parts.map((p) => p.f));
        return { k: "str", f, ...(parts.some((p) => p.bytes) ? { bytes: true } : {}) };
      }
      case "integer":
        return num(parseIntLiteral(this.text(n)));
      case "float":
        return num(Number(this.text(n).replace(/_/g, "")));
      case "true":
        return { k: "const", v: true };
      case "false":
        return { k: "const", v: false };
      case "none":
        return NONE;
      case "identifier": {
        const name = this.text(n);
        return this.guardedValue(n, name, fr) ?? this.lookup(name, fr);
      }
      case "attribute":
        return this.evAttribute(n, fr);
      case "subscript":
        return this.evSubscript(n, fr);
      case "call":
        return this.evCall(n, fr);
      case "binary_operator":
        return this.evBinary(n, fr);
      case "unary_operator": {
        const arg = field(n, "argument");
        const op = field(n, "operator");
        const v = arg ? this.ev(arg, fr) : unk();
        if (v.k !== "num") return v.k === "str" ? unk(taintOf(v)) : unk();
        const o = op ? this.text(op) : "-";
        return num(o === "-" ? -v.n : o === "~" ? ~v.n : v.n, v.taint, v.via);
      }
      case "boolean_operator": {
        const l = field(n, "left");
        const r = field(n, "right");
        const op = field(n, "operator");
        const lv = l ? this.ev(l, fr) : unk();
        const rv = r ? this.ev(r, fr) : unk();
        return op && this.text(op) === "and" ? alt([rv]) : alt([lv, rv]);
      }
      case "not_operator":
      case "comparison_operator":
        return { k: "const", v: null };
      case "conditional_expression": {
        const named = n.children.filter((c) => c.named);
        return alt([named[0] ? this.ev(named[0], fr) : unk(), named[2] ? this.ev(named[2], fr) : unk()]);
      }
      case "parenthesized_expression": {
        const inner = n.children.find((c) => c.named && c.type !== "comment");
        return inner ? this.ev(inner, fr) : unk();
      }
      case "list":
      case "tuple":
      case "set":
      case "expression_list":
      case "pattern_list":
        return this.evSeq(n, fr);
      case "dictionary":
        return this.evDict(n, fr);
      case "list_comprehension":
      case "generator_expression":
      case "set_comprehension":
      case "dictionary_comprehension":
        return this.evComprehension(n, fr);
      case "lambda": {
        const sc = this.scopes.get(n);
        return sc ? { k: "fn", scope: sc } : unk();
      }
      case "await": {
        const inner = n.children.find((c) => c.named);
        return inner ? this.ev(inner, fr) : unk();
      }
      case "named_expression": {
        const v = field(n, "value");
        return v ? this.ev(v, fr) : unk();
      }
      case "as_pattern": {
        const inner = n.children.find((c) => c.named && c.field !== "alias");
        return inner ? this.ev(inner, fr) : unk();
      }
      default:
        return unk();
    }
  }

  private readonly literals = new Map<SyntaxNode, Str>();

  /**
   * A string literal; an f-string with interpolated values that have candidates (`cfg.get("k", "")`) is one
   * string per combination, as `a + b` is, so what only one candidate went through is not lost.
   */
  private evStringAlts(n: SyntaxNode, fr: Frame): Val {
    const holes = n.children.filter((c) => c.type === "interpolation");
    if (!holes.length) return this.evString(n, fr);
    const vals = new Map<SyntaxNode, Val>();
    for (const c of holes) {
      const e = field(c, "expression") ?? c.children.find((x) => x.named);
      if (e) vals.set(c, this.ev(e, fr));
    }
    // every combination of the candidates, up to MAX_ALTS strings
    let combos: Map<SyntaxNode, Val>[] = [vals];
    for (const [at, v] of vals) {
      if (v.k !== "alt" || v.alts.length * combos.length > MAX_ALTS) continue;
      combos = combos.flatMap((m) => v.alts.map((a) => new Map(m).set(at, a)));
    }
    return combos.length === 1 ? this.evString(n, fr, vals) : alt(combos.map((m) => this.evString(n, fr, m)));
  }

  private evString(n: SyntaxNode, fr: Frame, vals?: ReadonlyMap<SyntaxNode, Val>): Str {
    const cached = this.literals.get(n);
    if (cached) return cached;
    const startNode = n.children[0];
    const start = startNode?.type === "string_start" ? this.text(startNode) : '"';
    const prefix = start.replace(/["']+$/, "").toLowerCase();
    const raw = prefix.includes("r");
    const isBytes = prefix.includes("b");
    const isF = prefix.includes("f");
    const parts: Folded[] = [];
    let buf = "";
    let hiding = false;
    const flush = () => {
      if (!buf) return;
      if (!raw && buf.includes("\\")) {
        if (HIDING_ESCAPE_RE.test(buf)) hiding = true;
        buf = decodeEscapes(buf.replace(/\\\r?\n/g, ""));
      }
      parts.push(known(buf));
      buf = "";
    };
    let interpolated = false;
    for (const c of n.children) {
      if (c.type === "string_content") {
        let t = this.text(c);
        if (isF) t = t.replace(/\{\{/g, "{").replace(/\}\}/g, "}");
        buf += t;
      } else if (c.type === "interpolation") {
        flush();
        interpolated = true;
        const e = field(c, "expression") ?? c.children.find((x) => x.named);
        const given = vals?.get(c);
        parts.push(given ? toF(given) : e ? toF(this.ev(e, fr)) : unknown());
      }
    }
    flush();
    let f = parts.length === 1 ? parts[0] : concat(parts, interpolated ? "format" : undefined);
    if (!parts.length) f = known("");
    if (hiding) f = { ...f, via: mergeVia(f.via, ["escape"]) };
    const v: Str = { k: "str", f };
    if (isBytes) v.bytes = true;
    if (!interpolated) this.literals.set(n, v);
    return v;
  }

  private evSeq(n: SyntaxNode, fr: Frame): Val {
    // `[*base, *args]` where one spread has a few candidate lists: one list per candidate, not their union
    const splats = n.children.filter((c) => c.type === "list_splat");
    if (splats.length && n.type !== "set") {
      for (const sp of splats) {
        const v = this.ev(sp.children[sp.children.length - 1], fr);
        if (v.k === "alt" && v.alts.length <= MAX_ALTS && v.alts.every((a) => a.k === "seq")) {
          return alt(v.alts.map((a) => this.evSeqWith(n, fr, sp, a)));
        }
      }
    }
    return this.evSeqWith(n, fr, null, null);
  }

  private evSeqWith(n: SyntaxNode, fr: Frame, fixed: SyntaxNode | null, fixedVal: Val | null): Val {
    const items: Val[] = [];
    let open = false;
    for (const c of n.children) {
      if (!c.named || c.type === "comment") continue;
      if (c.type === "list_splat") {
        const inner = c.children[c.children.length - 1];
        const v = c === fixed && fixedVal ? fixedVal : this.ev(inner, fr);
        const it = iterItems(v);
        if (it) items.push(...it);
        else {
          open = true;
          items.push(unk(taintOf(v), { fetched: fetchedOf(v) }));
        }
        continue;
      }
      items.push(this.ev(c, fr));
      if (items.length >= MAX_ITEMS) {
        open = true;
        break;
      }
    }
    return seq(items, open);
  }

  private evDict(n: SyntaxNode, fr: Frame): Val {
    const keys: Val[] = [];
    const vals: Val[] = [];
    let open = false;
    let taint: Taint[] = [];
    for (const c of n.children) {
      if (c.type === "pair") {
        const k = field(c, "key");
        const v = field(c, "value");
        keys.push(k ? this.ev(k, fr) : unk());
        vals.push(v ? this.ev(v, fr) : unk());
      } else if (c.type === "dictionary_splat") {
        const v = this.ev(c.children[c.children.length - 1], fr);
        if (v.k === "dict") {
          keys.push(...v.keys);
          vals.push(...v.vals);
          open ||= v.open;
        } else {
          open = true;
          taint = mergeTaint(taint, taintOf(v));
        }
      }
      if (keys.length >= MAX_ITEMS) break;
    }
    return { k: "dict", keys, vals, open, taint };
  }

  private evComprehension(n: SyntaxNode, fr: Frame): Val {
    const sc = this.scopes.get(n);
    const body = field(n, "body");
    if (!sc || !body) return unk();
    const clauses = n.children.filter((c) => c.type === "for_in_clause");
    const compFrame = (binds: Map<string, Val>): Frame => ({ scope: sc, parent: fr, binds, names: new Map(), calls: new Map(), inlined: fr.inlined });
    const out: Val[] = [];
    let open = false;
    let taint: Taint[] = [];
    const run = (ci: number, binds: Map<string, Val>) => {
      if (out.length >= MAX_ITEMS || this.steps > this.budget) {
        open = true;
        return;
      }
      if (ci === clauses.length) {
        const f = compFrame(binds);
        if (n.type === "dictionary_comprehension" && body.type === "pair") {
          const k = field(body, "key");
          const v = field(body, "value");
          out.push(seq([k ? this.ev(k, f) : unk(), v ? this.ev(v, f) : unk()]));
        } else out.push(this.ev(body, f));
        return;
      }
      const clause = clauses[ci];
      const left = field(clause, "left");
      const right = field(clause, "right");
      if (!left || !right) return;
      const itv = this.ev(right, ci === 0 ? fr : compFrame(binds));
      const items = iterItems(itv);
      // Unknown items (not iterable here, or the entries an open sequence or dict did not list): one pass with an
      // unknown item carrying the iterable's taint, so a filter over a copy of os.environ keeps it, and a range of
      // unknown length (range(0, len(blob), 50)) still runs the body once.
      if (!items || ((itv.k === "seq" || itv.k === "dict") && itv.open && (taintOf(itv).length || !items.length))) {
        open = true;
        taint = mergeTaint(taint, taintOf(itv));
        const b = new Map(binds);
        this.bindPattern(left, unk(taintOf(itv), { fetched: fetchedOf(itv), sock: sockOf(itv) }), b);
        run(ci + 1, b);
        if (!items) return;
      }
      for (const it of items) {
        const b = new Map(binds);
        this.bindPattern(left, it, b);
        run(ci + 1, b);
        if (out.length >= MAX_ITEMS) break;
      }
    };
    run(0, new Map());
    if (n.type === "dictionary_comprehension") {
      return { k: "dict", keys: out.map((p) => pick(p, [0])), vals: out.map((p) => pick(p, [1])), open, taint };
    }
    return seq(out, open, taint);
  }

  private bindPattern(t: SyntaxNode, v: Val, binds: Map<string, Val>): void {
    if (t.type === "identifier") {
      binds.set(this.text(t), v);
      return;
    }
    if (t.type === "pattern_list" || t.type === "tuple_pattern" || t.type === "list_pattern" || t.type === "tuple" || t.type === "list" || t.type === "parenthesized_expression") {
      let i = 0;
      for (const c of t.children) if (c.named) this.bindPattern(c, pick(v, [i++]), binds);
    }
  }

  private evBinary(n: SyntaxNode, fr: Frame): Val {
    const op = field(n, "operator");
    const opText = op ? this.text(op) : "+";
    if (opText === "+") {
      // Long "a" + "b" + … chains are left-deep: fold them without recursion.
      const operands: SyntaxNode[] = [];
      let cur: SyntaxNode | null = n;
      while (cur && cur.type === "binary_operator" && this.text(field(cur, "operator") ?? cur) === "+") {
        const r = field(cur, "right");
        if (r) operands.push(r);
        cur = field(cur, "left");
      }
      if (cur) operands.push(cur);
      operands.reverse();
      let acc = this.ev(operands[0], fr);
      for (const o of operands.slice(1)) acc = this.binop("+", acc, this.ev(o, fr), n);
      return acc;
    }
    const l = field(n, "left");
    const r = field(n, "right");
    return this.binop(opText, l ? this.ev(l, fr) : unk(), r ? this.ev(r, fr) : unk(), n);
  }

  binop(op: string, a: Val, b: Val, n: SyntaxNode): Val {
    if (a.k === "alt" || b.k === "alt") {
      const out: Val[] = [];
      // every pairing up to a bound; alt() then keeps the fully known ones first
      for (const x of alts(a)) for (const y of alts(b)) if (out.length < 4 * MAX_ALTS) out.push(this.binop(op, x, y, n));
      return alt(out);
    }
    switch (op) {
      case "+":
        if (a.k === "num" && b.k === "num") return num(a.n + b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        if (a.k === "seq" && b.k === "seq") return seq([...a.items, ...b.items], a.open || b.open, mergeTaint(a.taint, b.taint));
        if (a.k === "str" || b.k === "str") {
          const f = concat([toFRaw(a), toFRaw(b)], "concat");
          return fromF(f, a.k === "str" && a.fetched ? a : b, { bytes: (a.k === "str" && a.bytes) || (b.k === "str" && b.bytes), path: a.k === "str" && a.path });
        }
        break;
      case "%":
        if (a.k === "str") return this.percentFormat(a, b);
        if (a.k === "num" && b.k === "num" && b.n !== 0) return num(((a.n % b.n) + b.n) % b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        break;
      case "*":
        if (a.k === "num" && b.k === "num") return num(a.n * b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        if (a.k === "str" && b.k === "num" && a.f.exact && a.f.text.length * b.n <= MAX_FOLDED) return fromF({ ...a.f, text: a.f.text.repeat(Math.max(0, b.n)) }, a, { bytes: a.bytes });
        if (a.k === "seq" && b.k === "num" && a.items.length * b.n <= MAX_ITEMS) return seq(Array.from({ length: Math.max(0, b.n) }, () => a.items).flat(), a.open, a.taint);
        break;
      case "/":
        if (a.k === "num" && b.k === "num") return b.n === 0 ? unk() : num(a.n / b.n, mergeTaint(a.taint, b.taint));
        if (a.k === "str" || b.k === "str") return this.pathJoin([a, b]);
        break;
      case "//":
        if (a.k === "num" && b.k === "num" && b.n !== 0) return num(Math.floor(a.n / b.n), mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        break;
      case "-":
        if (a.k === "num" && b.k === "num") return num(a.n - b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        break;
      case "**":
        if (a.k === "num" && b.k === "num" && Math.abs(b.n) < 64) return num(a.n ** b.n, mergeTaint(a.taint, b.taint));
        break;
      case "^":
        if (a.k === "num" && b.k === "num") return num(a.n ^ b.n, mergeTaint(a.taint, b.taint), mergeVia(mergeVia(a.via, b.via), ["xor"]));
        break;
      case "&":
        if (a.k === "num" && b.k === "num") return num(a.n & b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        break;
      case "|":
        if (a.k === "num" && b.k === "num") return num(a.n | b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        if (a.k === "dict" && b.k === "dict") return { k: "dict", keys: [...a.keys, ...b.keys], vals: [...a.vals, ...b.vals], open: a.open || b.open, taint: mergeTaint(a.taint, b.taint) };
        if (a.k === "num" || b.k === "num") return unkNumLike(a, b);
        break;
      case "<<":
        if (a.k === "num" && b.k === "num" && b.n < 32) return num(a.n << b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        break;
      case ">>":
        if (a.k === "num" && b.k === "num" && b.n < 32) return num(a.n >> b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        break;
    }
    return unk(mergeTaint(taintOf(a), taintOf(b)), { fetched: fetchedOf(a) ?? fetchedOf(b), sock: sockOf(a) ?? sockOf(b) });
  }

  private percentFormat(fmt: Str, args: Val): Val {
    if (!fmt.f.exact) return unk(mergeTaint(fmt.f.taint, taintOf(args)));
    const list = args.k === "seq" ? args.items : [args];
    const parts: Folded[] = [];
    let i = 0;
    let last = 0;
    const text = fmt.f.text;
    const re = /%(?:\(([^)]*)\))?[-#0 +]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?([diouxXeEfFgGcrsa%])/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      parts.push(known(text.slice(last, m.index)));
      last = m.index + m[0].length;
      const conv = m[2];
      if (conv === "%") {
        parts.push(known("%"));
        continue;
      }
      const v = m[1] !== undefined ? (args.k === "dict" ? dictGet(args, str(m[1])) : unk()) : (list[i++] ?? unk());
      if (conv === "c" && v.k === "num") parts.push({ ...known(safeCodePoint(v.n), v.via), taint: v.taint });
      else if ((conv === "x" || conv === "X") && v.k === "num") parts.push(known(conv === "x" ? v.n.toString(16) : v.n.toString(16).toUpperCase()));
      else if (conv === "o" && v.k === "num") parts.push(known(v.n.toString(8)));
      else parts.push(toF(v));
    }
    parts.push(known(text.slice(last)));
    return fromF(concat(parts, "format"), fmt, { bytes: fmt.bytes });
  }

  pathJoin(parts: readonly Val[]): Val {
    if (parts.some((p) => p.k === "alt")) {
      let combos: Val[][] = [[]];
      for (const p of parts) {
        const next: Val[][] = [];
        for (const c of combos) for (const a of alts(p)) if (next.length < MAX_ALTS) next.push([...c, a]);
        combos = next;
      }
      return alt(combos.map((c) => this.pathJoin(c)));
    }
    let acc: Folded | null = null;
    let fetched: string | undefined;
    for (const p of parts) {
      const f = p.k === "str" || p.k === "num" ? toF(p) : unknown(taintOf(p));
      fetched ??= fetchedOf(p);
      if (acc === null || /^(?:\/|~|[A-Za-z]:[\\/]|%[A-Z]+%)/.test(f.text)) {
        acc = acc === null ? f : { ...f, taint: mergeTaint(acc.taint, f.taint) };
        continue;
      }
      const sep = acc.text.endsWith("/") || acc.text.endsWith("\\") || !acc.text ? "" : "/";
      acc = concat([acc, known(sep), f]);
    }
    const v = fromF(acc ?? known(""), undefined, { path: true });
    if (fetched) v.fetched = fetched;
    return v;
  }

  private evAttribute(n: SyntaxNode, fr: Frame): Val {
    const obj = field(n, "object");
    const attrNode = field(n, "attribute");
    if (!obj || !attrNode) return unk();
    const attr = this.text(attrNode);
    if (obj.type === "identifier" || obj.type === "attribute") {
      const key = `${this.text(obj).replace(/\s+/g, "")}.${attr}`;
      const defs = this.attrDefs.get(key);
      if (defs) {
        const base = obj.type === "identifier" ? this.lookup(this.text(obj), fr) : null;
        if (!base || base.k !== "ref" || base.name.startsWith("local:") || base.name === "self") return this.attrValue(key, defs);
      }
    }
    return this.getAttr(this.ev(obj, fr), attr, n);
  }

  private readonly attrPending = new Set<string>();
  private readonly attrCache = new Map<string, Val>();

  private attrValue(key: string, defs: { def: Def; scope: Scope }[]): Val {
    const cached = this.attrCache.get(key);
    if (cached) return cached;
    if (this.attrPending.has(key)) return unk();
    this.attrPending.add(key);
    let cur: Val | null = null;
    const chains: Val[] = [];
    for (const { def, scope } of defs) {
      const fr = this.frameOf(scope);
      if (def.kind === "aug") {
        const rhs = def.node ? this.ev(def.node, fr) : unk();
        cur = cur ? this.binop(def.op ?? "+", cur, rhs, def.node!) : rhs;
        continue;
      }
      if (cur) chains.push(cur);
      cur = this.defValue(def, fr);
    }
    if (cur) chains.push(cur);
    let v = alt(chains);
    const muts = this.mutations.get(key);
    if (muts) v = this.applyMutations(key, this.frameOf(this.module), v);
    this.attrPending.delete(key);
    this.attrCache.set(key, v);
    return v;
  }

  private cliDefaultMap: Map<string, { node: SyntaxNode; scope: Scope }> | null = null;

  /** The defaults of the file's `add_argument(…, default=…)` options, by destination name. */
  private cliDefaults(): Map<string, { node: SyntaxNode; scope: Scope }> {
    if (this.cliDefaultMap) return this.cliDefaultMap;
    const out = new Map<string, { node: SyntaxNode; scope: Scope }>();
    for (const site of this.callsByName.get("add_argument") ?? []) {
      const args = field(site.node, "arguments");
      if (!args) continue;
      let dest: string | null = null;
      let dflt: SyntaxNode | null = null;
      const names: string[] = [];
      for (const c of args.children) {
        if (c.type === "string") names.push(exactText(this.evString(c, this.frameOf(site.scope))) ?? "");
        else if (c.type === "keyword_argument") {
          const k = this.text(field(c, "name") ?? c);
          const v = field(c, "value");
          if (k === "default" && v && v.type !== "none") dflt = v;
          if (k === "dest" && v?.type === "string") dest = exactText(this.evString(v, this.frameOf(site.scope)));
        }
      }
      dest ??= (names.find((x) => x.startsWith("--")) ?? names.find((x) => !x.startsWith("-")) ?? names[0] ?? "").replace(/^-+/, "").replace(/-/g, "_");
      if (dest && dflt && !out.has(dest)) out.set(dest, { node: dflt, scope: site.scope });
    }
    return (this.cliDefaultMap = out);
  }

  getAttr(ov: Val, attr: string, n: SyntaxNode): Val {
    switch (ov.k) {
      case "alt":
        return alt(ov.alts.slice(0, MAX_ALTS).map((a) => this.getAttr(a, attr, n)));
      case "ref": {
        if (ov.cls) {
          const m = ov.cls.defs.get(attr);
          if (m?.some((d) => d.kind === "func")) return { k: "fn", scope: m.find((d) => d.kind === "func")!.scope!, self: ov };
          const key = `self.${attr}`;
          const defs = this.attrDefs.get(key);
          if (defs) return this.attrValue(key, defs);
          // a class attribute (`endpoint = os.environ.get("URL", "https://…")` in the class body)
          const assigned = m?.filter((d) => d.kind === "assign");
          if (assigned?.length) return alt(assigned.slice(-4).map((d) => this.defValue(d, this.frameOf(ov.cls!))));
        }
        if (ov.name.startsWith("skill:")) return ov.name.includes("#") ? unk(ov.taint) : this.skillName(ov.name, attr);
        // `args = parser.parse_args(); args.preset`: the option's default, as the skill's instructions run it
        if (/\.parse_(?:known_|intermixed_)?args\(\)$/.test(ov.name)) {
          const dflt = this.cliDefaults().get(attr);
          if (dflt) return this.ev(dflt.node, this.frameOf(dflt.scope));
        }
        const name = canon(`${ov.name}.${attr}`);
        const c = CONSTS.get(name);
        if (c) return c;
        if (name === "os.environ") return { k: "ref", name, taint: [{ source: "env-all", detail: "os.environ", loc: this.loc(n) }] };
        if (ov.name === "builtins" && attr === "__dict__") return ov;
        if (name === "sys.argv") return seq([], true);
        // what a web framework's request carries (`flask.request.args`, `request.get_json()`): sent by whoever reaches
        // the server, so code or commands run from it are run for them
        if (REQUEST_INPUT_RE.test(name)) return { k: "ref", name, taint: [], fetched: `socket://${HOLE} (the HTTP request: ${name.replace(/^\w+\./, "")})` };
        const r: Ref = { k: "ref", name, taint: ov.taint, owner: ov };
        if (ov.via) r.via = ov.via;
        if (ov.fetched) r.fetched = ov.fetched;
        if (ov.sock) r.sock = ov.sock;
        if (ov.path) r.path = ov.path;
        return r;
      }
      case "str":
        switch (attr) {
          case "parent":
            return fromF(dirnameF(ov.f), ov, { path: true });
          case "name":
            return fromF(basenameF(ov.f), ov);
          case "stem":
            return fromF(mapKnown(basenameF(ov.f), (s) => s.replace(/\.[^.]*$/, "")), ov);
          case "suffix":
            return fromF(mapKnown(basenameF(ov.f), (s) => (/\.[^.]*$/.exec(s)?.[0] ?? "")), ov);
          case "parts":
            return ov.f.exact ? seq(ov.f.text.split("/").map((p) => str(p))) : seq([], true, ov.f.taint);
        }
        return { k: "meth", recv: ov, name: attr };
      case "cls": {
        const m = ov.scope.defs.get(attr);
        const d = m?.find((x) => x.kind === "func");
        if (d) return { k: "fn", scope: d.scope! };
        if (m) return this.nameValue(this.frameOf(ov.scope), attr);
        return unk();
      }
      default:
        return { k: "meth", recv: ov, name: attr };
    }
  }

  private evSubscript(n: SyntaxNode, fr: Frame): Val {
    const valueNode = field(n, "value");
    const subs = n.children.filter((c) => c.field === "subscript");
    if (!valueNode || !subs.length) return unk();
    const v = this.ev(valueNode, fr);
    const sub = subs[0];
    if (sub.type === "slice") return this.slice(v, sub, fr);
    const k = subs.length > 1 ? seq(subs.map((s) => this.ev(s, fr))) : this.ev(sub, fr);
    return this.index(v, k, n);
  }

  private slice(v: Val, sl: SyntaxNode, fr: Frame): Val {
    // slice children: [start] ':' [stop] [':' [step]]
    const bounds: (number | null)[] = [null, null, null];
    let pos = 0;
    let taint: Taint[] = [];
    for (const c of sl.children) {
      if (!c.named) {
        if (this.text(c) === ":") pos++;
        continue;
      }
      const x = this.ev(c, fr);
      if (x.k === "num") bounds[pos] = x.n;
      else if (x.k !== "const") return stillEncoded(unk(mergeTaint(taintOf(v), taintOf(x))), v);
      taint = mergeTaint(taint, taintOf(x));
    }
    const [start, stop, step] = bounds;
    const how: Decoding = step !== null && step < 0 ? "reverse" : "slice";
    return mapAlts(v, (one) => {
      if (one.k === "str") {
        if (!one.f.exact) return stillEncoded(unk(one.f.taint, { fetched: one.fetched }), one);
        const text = one.bytes ? sliceBinary(one.f.text, start, stop, step) : sliceString(one.f.text, start, stop, step);
        return fromF({ text, exact: true, via: mergeVia(one.f.via, [how]), taint: mergeTaint(one.f.taint, taint) }, one, { bytes: one.bytes, path: one.path });
      }
      if (one.k === "seq") {
        if (one.open) return seq([], true, taintOf(one));
        const idx = sliceString(String.fromCharCode(...one.items.map((_, i) => i + 0x100).slice(0, 4096)), start, stop, step);
        return seq(Array.from(idx, (c) => one.items[c.charCodeAt(0) - 0x100]), false, one.taint);
      }
      return unk(taintOf(one), { fetched: fetchedOf(one), sock: sockOf(one) });
    });
  }

  index(v: Val, k: Val, n: SyntaxNode): Val {
    if (k.k === "alt") return alt(k.alts.slice(0, 8).map((x) => this.index(v, x, n)));
    const key = exactText(k);
    if (key !== null && /^[A-Z][A-Z0-9_]{2,63}$/.test(key)) return this.narrowDotenv(this.indexOne(v, k, n), key, n);
    return this.indexOne(v, k, n);
  }

  private indexOne(v: Val, k0: Val, n: SyntaxNode): Val {
    // A fractional index (`items[len(items) / 2]`, a TypeError in Python) picks nothing known.
    const k: Val = k0.k === "num" && !Number.isInteger(k0.n) ? unk(taintOf(k0)) : k0;
    return mapAlts(v, (one) => {
      switch (one.k) {
        case "str":
          if (k.k === "num" && one.f.exact) {
            const len = one.f.text.length;
            const i = k.n < 0 ? k.n + len : k.n;
            if (i < 0 || i >= len) return unk(one.f.taint);
            if (one.bytes) return num(one.f.text.charCodeAt(i), one.f.taint, one.f.via);
            return fromF({ text: one.f.text[i], exact: true, via: mergeVia(one.f.via, ["slice"]), taint: one.f.taint });
          }
          return unk(mergeTaint(one.f.taint, taintOf(k)), { fetched: one.fetched, sock: one.sock });
        case "seq": {
          if (k.k === "num" && !one.open) {
            const i = k.n < 0 ? k.n + one.items.length : k.n;
            if (i >= 0 && i < one.items.length) return addTaint(one.items[i], one.taint);
          }
          if (k.k === "num" && one.open && k.n >= 0 && k.n < one.items.length) return addTaint(one.items[k.n], one.taint);
          // an unknown index may pick any item; a known index past the known items picks none of them
          if (k.k !== "num" && one.items.length && one.items.length <= MAX_ALTS) return alt(one.items.map((i) => addTaint(i, one.taint)));
          return unk(taintOf(one), { fetched: fetchedOf(one) });
        }
        case "dict": {
          const v = dictGet(one, k);
          return readsData(one) && !one.keys.some((x) => exactText(x) === exactText(k)) ? this.configAlt(v, k) : v;
        }
        case "ref":
          return /^(?:os\.environ|globals\(\)|locals\(\)|vars\(|builtins|sys\.modules)/.test(one.name) ? this.refIndex(one, k, n) : this.configAlt(this.refIndex(one, k, n), k);
        default:
          return this.configAlt(unk(taintOf(one)), k);
      }
    });
  }

  /** A lookup by name in settings the extractor could not follow may return the skill's own value of that name (config-keys.ts). */
  configAlt(v: Val, k: Val): Val {
    const key = exactText(k);
    const found = key === null ? [] : configValues(this.analyzer, key);
    return found.length ? alt([v, ...found.map((x) => fromJson(x))]) : v;
  }

  private refIndex(r: Ref, k: Val, n: SyntaxNode): Val {
    const key = exactText(k);
    if (r.name === "os.environ") return this.envValue(k, null, n);
    if (key !== null) {
      if (/^(?:globals\(\)|locals\(\)|vars\(\)|builtins|vars\(builtins\)|sys\.modules)$/.test(r.name)) this.noteDynamicName(k, key, n);
      if (r.name === "globals()" || r.name === "locals()" || r.name === "vars()") {
        const mf = this.frameOf(this.module);
        const v = this.module.defs.has(key) ? this.nameValue(mf, key) : this.globalName(key);
        return withVia(v, viaOf(k));
      }
      if (r.name === "builtins" || r.name === "builtins.__dict__" || r.name === "vars(builtins)" || r.name === "globals()[__builtins__]") {
        return withVia({ k: "ref", name: canon(key), taint: [] }, viaOf(k));
      }
      if (r.name === "sys.modules") return withVia({ k: "ref", name: canon(key), taint: [] }, viaOf(k));
      if (r.name === "sysconfig.get_paths()" && /^(?:purelib|platlib)$/.test(key)) return str("/usr/lib/python3/site-packages", [], { path: true });
    }
    const out: Ref = { k: "ref", name: `${r.name}[]`, taint: mergeTaint(r.taint, taintOf(k)) };
    if (r.fetched) out.fetched = r.fetched;
    if (r.sock) out.sock = r.sock;
    return out;
  }

  // ----- calls --------------------------------------------------------------------------------

  evCall(n: SyntaxNode, fr: Frame): Val {
    const memo = fr.calls.get(n);
    if (memo) return memo;
    const fnNode = field(n, "function");
    if (!fnNode) return unk();
    // A call met again while it is being evaluated (through a variable it feeds) is unknown there.
    fr.calls.set(n, unk());
    const callee = this.ev(fnNode, fr);
    const args = new Args(field(n, "arguments"), fr, this);
    const v = this.apply(callee, args, n, fr);
    fr.calls.set(n, v);
    return v;
  }

  apply(callee: Val, args: Args, n: SyntaxNode, fr: Frame): Val {
    switch (callee.k) {
      case "alt":
        return alt(callee.alts.slice(0, MAX_ALTS).map((c) => this.apply(c, args, n, fr)));
      case "fn":
        return this.callLocal(callee, args, fr);
      case "cls":
        return { k: "ref", name: `local:${callee.scope.name}()`, taint: [], cls: callee.scope, made: { node: n, frame: fr, args } };
      case "ref":
        return this.callRef(callee, args, n, fr);
      case "meth":
        return this.callMethod(callee.recv, callee.name, args, n, fr);
      default:
        return unk(mergeTaint(taintOf(callee), args.taint()), { fetched: fetchedOf(callee) ?? args.fetched() });
    }
  }

  /** A local function called with these arguments: its return values, evaluated with them bound. */
  callLocal(fn: Fn, args: Args, fr: Frame): Val {
    const sc = fn.scope;
    if (fr.inlined >= MAX_INLINE || this.steps > this.budget) return unk(args.taint(), { fetched: args.fetched() });
    const binds = new Map<string, Val>();
    const pos = args.positional();
    let shift = 0;
    if (sc.cls && fn.self) {
      const first = sc.params[0];
      if (first) binds.set(first.name, fn.self);
      shift = 1;
    }
    for (const p of sc.params) {
      if (binds.has(p.name)) continue;
      let v: Val | null = null;
      if (p.kind === "pos") v = args.kwv(p.name) ?? pos[p.index - shift] ?? null;
      else if (p.kind === "kwonly") v = args.kwv(p.name);
      else if (p.kind === "args") v = seq(pos.slice(Math.max(0, sc.params.filter((x) => x.kind === "pos").length - shift)));
      else if (p.kind === "kwargs") v = { k: "dict", keys: args.kwNames().map((k) => str(k)), vals: args.kwNames().map((k) => args.kwv(k)!), open: false, taint: [] };
      if (!v && p.dflt) v = this.ev(p.dflt, this.frameOf(sc.parent ?? this.module));
      binds.set(p.name, v ?? unk());
    }
    const parentScope = this.lexicalParent(sc);
    const frame: Frame = { scope: sc, parent: parentScope ? this.frameOf(parentScope) : null, binds, names: new Map(), calls: new Map(), inlined: fr.inlined + 1 };
    if (sc.yields.length) return seq([alt(sc.yields.slice(0, 16).map((y) => this.ev(y, frame)))], true);
    if (!sc.returns.length) return NONE;
    return alt(sc.returns.slice(0, 16).map((r) => this.narrowDotenv(this.ev(r, frame), this.guardKey(r, sc.node), r)));
  }

  /**
   * The variable name a branch is guarded by (`if name == "OPENROUTER_API_KEY": return value`, or
   * `if line.startswith("TOKEN=")`): what a .env parser returns under it is that one variable.
   */
  private guardKey(n: SyntaxNode, stop: SyntaxNode): string | null {
    let child: SyntaxNode = n;
    for (let p: SyntaxNode | null = n.parent; p && p !== stop; child = p, p = p.parent) {
      if ((p.type !== "if_statement" && p.type !== "elif_clause") || child.type === "else_clause" || child.type === "elif_clause") continue;
      const cond = field(p, "condition");
      if (!cond || child === cond) continue;
      let key: string | null = null;
      walkNodes(cond, (c) => {
        if (key || c.type !== "string" || hasInterpolation(c)) return;
        const m = /^[rbuRBU]*["']([A-Z][A-Z0-9_]{2,63})=?["']$/.exec(this.text(c));
        if (m) key = m[1];
      });
      if (key) return key;
    }
    return null;
  }

  /** Data read from a .env file but picked by one variable name is that variable, not the whole file. */
  narrowDotenv(v: Val, key: string | null, at: SyntaxNode): Val {
    if (!key || !taintOf(v).some((t) => t.source === "dotenv")) return v;
    const to: Taint | null = isSecretEnvName(key) ? { source: "env-secret", detail: key, loc: this.loc(at) } : null;
    return mapTaint(v, (t) => (t.source === "dotenv" ? to : t));
  }

  private callMethod(recv: Val, name: string, args: Args, n: SyntaxNode, fr: Frame): Val {
    if (recv.k === "alt") return alt(recv.alts.slice(0, MAX_ALTS).map((r) => this.callMethod(r, name, args, n, fr)));
    if (recv.k === "str") {
      const v = this.strMethod(recv, name, args, n);
      if (v) return v;
    } else if (recv.k === "dict") {
      let v = dictMethod(recv, name, args);
      const key = name === "get" ? exactText(args.at(0) ?? unk()) : null;
      if (v && key !== null && readsData(recv) && !recv.keys.some((k) => exactText(k) === key)) v = this.configAlt(v, args.at(0)!);
      if (v) return key && /^[A-Z][A-Z0-9_]{2,63}$/.test(key) ? this.narrowDotenv(v, key, n) : v;
    } else if (recv.k === "seq") {
      if (name === "copy") return recv;
      if (name === "pop") return recv.items.length ? addTaint(recv.items[recv.items.length - 1], recv.taint) : unk(recv.taint);
      if (name === "index" || name === "count") return num(0);
    }
    const out = unk(mergeTaint(taintOf(recv), args.taint()), { fetched: fetchedOf(recv) ?? args.fetched(), sock: sockOf(recv) });
    // `.get(name, default)` of a value the extractor cannot type (settings loaded at run time): the skill's value of that name, or the default
    if (name !== "get" || recv.k === "seq" || (recv.k === "str" && recv.f.text !== HOLE) || !args.at(0)) return out;
    return this.settingsGet(out, args);
  }

  /** `.get(name, default)` of settings loaded at run time: the skill's own value of that name (config-keys.ts), or the default given. */
  settingsGet(out: Val, args: Args): Val {
    const found = this.configAlt(out, args.at(0)!);
    const dflt = args.at(1);
    return dflt ? alt([found, dflt]) : found;
  }

  // ----- the sink walk ------------------------------------------------------------------------

  run(): void {
    this.collect();
    for (const site of this.calls) {
      if (this.steps > this.budget || this.factCount >= MAX_FACTS_PER_FILE) break;
      const fnNode = site.fn;
      const name = site.name;
      if (fnNode.type === "attribute") {
        if (!name) continue;
        let viaSkill = false;
        if (this.skillNames.size) {
          const obj = field(fnNode, "object");
          viaSkill = obj?.type === "identifier" && this.skillNames.has(this.text(obj));
        }
        const sdk = (isSdkInit(name) || isSdkSend(name)) && this.configuresSdk();
        if (!SINK_WORDS.has(name) && !viaSkill && !sdk) continue;
        if (!viaSkill && !sdk && isPlainMethodCall(this, name, site.node)) continue;
      } else if (fnNode.type === "identifier") {
        if (!SINK_WORDS.has(name!) && !this.definedNames.has(name!) && !this.module.stars.length) continue;
      } else if (fnNode.type !== "identifier" && fnNode.type !== "call" && fnNode.type !== "subscript" && fnNode.type !== "parenthesized_expression") continue;
      const fr = this.frameOf(site.scope);
      const callee = this.ev(fnNode, fr);
      this.sinkCall(callee, site.node, fr);
    }
    for (const { handle, frame } of this.handles) this.emitWriteHandle(handle, frame);
    for (const { path, n } of this.moduleLoads) {
      const origin = this.originOf(path);
      if (origin) this.emitFlow({ kind: "exec", lang: "python", command: known(`module loaded from ${path}`), dynamic: true, fetched: origin, loc: this.loc(n) });
    }
    this.publishSummary();
  }

  /** Source files loaded as modules by path (`spec_from_file_location(name, path)`). */
  readonly moduleLoads: { path: string; n: SyntaxNode }[] = [];

  /** Reporting SDKs configured in this file: the receiver's name → its collector URL. */
  readonly sdkDests = new Map<string, string>();
  private sdkInit: boolean | null = null;

  /** Whether the file configures something with a collector URL (`sentry_sdk.init(dsn=…)`): only then are SDK calls visited. */
  configuresSdk(): boolean {
    this.sdkInit ??= SDK_CONFIGURED_RE.test(this.src);
    return this.sdkInit;
  }

  // The sink, folding and str-method tables are plain functions after the class.
  sinkCall(callee: Val, n: SyntaxNode, fr: Frame): void {
    sinkCall(this, callee, n, fr);
  }

  private callRef(ref: Ref, args: Args, n: SyntaxNode, fr: Frame): Val {
    return callRef(this, ref, args, n, fr);
  }

  private strMethod(recv: Str, name: string, args: Args, n: SyntaxNode): Val | null {
    return strMethod(this, recv, name, args, n);
  }

  // ----- facts --------------------------------------------------------------------------------

  emit(fact: Fact): void {
    if (this.factCount >= MAX_FACTS_PER_FILE) return;
    const key = factKey(fact);
    if (this.emitted.has(key)) return;
    this.emitted.add(key);
    this.factCount++;
    this.analyzer.emit(fact, this.snippet);
  }

  /** Emits a fact whose values may carry parameter markers: records the summary, then strips them (`summaryOnly`: records, emits nothing). */
  emitFlow(fact: Fact, summaryOnly = false): void {
    const marks = new Set<string>();
    const scan = (f: Folded | null) => {
      if (f) for (const t of f.taint) if (t.detail.startsWith(PARAM_MARK)) marks.add(t.detail.slice(PARAM_MARK.length).split(":")[0]);
    };
    if (fact.kind === "send") {
      scan(fact.data);
      if (fact.data) fact = { ...fact, data: stripMarks(fact.data) };
    } else if (fact.kind === "exec") {
      scan(fact.command);
      fact = { ...fact, command: stripMarks(fact.command) };
    } else if (fact.kind === "write") {
      if (fact.content) fact = { ...fact, content: stripMarks(fact.content) };
    }
    for (const fn of marks) {
      if (fact.kind === "send" && !this.summary.sends.has(fn)) this.summary.sends.set(fn, { ...fact, ctx: this.snippet.ctx });
      if (fact.kind === "exec" && !this.summary.executes.has(fn)) this.summary.executes.set(fn, { ...fact, ctx: this.snippet.ctx });
    }
    if (!summaryOnly) this.emit(fact);
  }

  /** Taint (and read facts) of reading the file(s) at `path`. */
  readTaint(path: Val, n: SyntaxNode | null): Taint[] {
    let out: Taint[] = [];
    for (const a of alts(path).slice(0, MAX_ALTS)) {
      const f = toF(a);
      // a function reading the file its caller names: the summary says so, the caller's argument is the file
      for (const t of f.taint) {
        const mark = t.detail.startsWith(PARAM_MARK) ? /^([^:]*):[^:]*:(\d+)$/.exec(t.detail.slice(PARAM_MARK.length)) : null;
        if (mark && !this.summary.reads.has(mark[1]!)) this.summary.reads.set(mark[1]!, Number(mark[2]));
      }
      if (f.text === HOLE || !f.text) continue;
      const at = n ?? this.module.node;
      const loc = this.loc(at);
      // a file this module wrote private data into, read back (a zip of browser profiles in a scratch file, then uploaded)
      for (const w of this.taintedWrites) if (w.path === f.text) out = mergeTaint(out, w.taint);
      const cls = sourceOfPath(f.text);
      if (cls) {
        this.emit({ kind: "read", source: cls.source, what: cls.what, detail: f.text, ...(hiddenVia(f.via).length ? { via: hiddenVia(f.via) } : {}), loc });
        out = mergeTaint(out, [{ source: cls.source, detail: f.text, loc }]);
      } else out = mergeTaint(out, [{ source: "file", detail: f.text, loc }]);
    }
    return out;
  }

  /** A source that is not a file: a credential command, the clipboard, a keyring. */
  readSource(source: SourceKind, what: string, detail: string, n: SyntaxNode, emitRead = true): Taint[] {
    const loc = this.loc(n);
    if (emitRead) this.emit({ kind: "read", source, what, detail, loc });
    return [{ source, detail, loc }];
  }

  envValue(nameV: Val, dflt: Val | null, n: SyntaxNode): Val {
    const out: Val[] = [];
    for (const a of alts(nameV).slice(0, MAX_ALTS)) {
      const name = exactText(a);
      if (name === null) {
        // os.environ[k] for a k that runs over the environment carries that taint
        out.push(unk(taintOf(a)));
        continue;
      }
      const place = ENV_PLACES.get(name.toUpperCase());
      if (place) {
        out.push(str(place, [], { path: true }));
        continue;
      }
      if (isSecretEnvName(name)) out.push(unk([{ source: "env-secret", detail: name, loc: this.loc(n) }]));
      else if (HOST_INFO_ENV.has(name.toUpperCase())) out.push(unk([{ source: "host-info", detail: `$${name}`, loc: this.loc(n) }]));
      else out.push(unk(taintOf(a)));
      if (dflt) out.push(dflt);
    }
    return alt(out);
  }

  /** A handle opened for writing: gathered, emitted once at the end. */
  addHandle(h: WriteHandle, fr: Frame): void {
    if (this.handleSet.has(h)) return;
    this.handleSet.add(h);
    this.handles.push({ handle: h, frame: fr });
  }

  private emitWriteHandle(h: WriteHandle, _fr: Frame): void {
    const content = h.contents.length ? concatVals(h.contents) : null;
    emitWrite(this, h.path, content, h.mode.includes("a") ? "append" : "write", h.node);
  }

  private publishSummary(): void {
    if (!this.analyzer.setModule || this.snippet.depth > 0) return;
    const others = [...this.analyzer.files].some((p) => p !== this.snippet.path && p.endsWith(".py"));
    if (!others) return;
    for (const [name, defs] of this.module.defs) {
      if (this.steps > this.budget) break;
      const d = defs[defs.length - 1];
      let v: Val | null = null;
      if (d.kind === "func" && d.scope) v = this.callLocal({ k: "fn", scope: d.scope }, new Args(null, this.frameOf(this.module), this, { pos: [] }), this.frameOf(this.module));
      else if (d.kind === "assign") v = this.nameValue(this.frameOf(this.module), name);
      if (!v) continue;
      // What another module gets from it: a path a helper computes (`paths.data_dir()`), a list of roots, a setting.
      const data = plainData(v);
      if (data) this.summary.values.set(d.kind === "func" ? `${name}()` : name, data);
      const t = taintless(taintOf(v)).find((x) => x.source !== "file" && x.source !== "host-info");
      if (t) this.summary.tainted.set(name, { kind: "read", source: t.source, what: sourceOfPath(t.detail)?.what ?? t.source, detail: t.detail, loc: t.loc, ctx: this.snippet.ctx });
    }
    const summary: ModuleSummary = this.summary;
    this.analyzer.setModule(this.snippet.path, summary);
  }

  /** Analyses code a sink runs or writes (a command string, an exec'd payload, a dropped script). */
  analyzeCode(kind: FileKind, f: Folded, n: SyntaxNode): void {
    if (f.text === HOLE || f.text.length < 2) return;
    const text = f.text;
    if (!isReadable(text.replaceAll(HOLE, "x")) && text.length > 16) return;
    this.analyzer.analyze(kind, text, this.snippet, n.row, f.via);
  }

  /** Files filled with downloaded bytes (path → URL) and folders a downloaded archive is unpacked into. */
  readonly downloads = new Map<string, string>();
  /** Files this module wrote private data into (a staging folder an upload then takes whole). */
  readonly taintedWrites: { path: string; taint: Taint[] }[] = [];

  /** What the files written under a folder carry (`upload_folder(folder_path=stage)` after copies into `stage/repro/`). */
  folderTaint(folder: Val): Taint[] {
    let out: Taint[] = [];
    for (const a of alts(folder).slice(0, MAX_ALTS)) {
      const dir = toF(a).text.replace(/\/+$/, "");
      if (!dir || dir === HOLE) continue;
      for (const w of this.taintedWrites) if (w.path.startsWith(`${dir}/`)) out = mergeTaint(out, w.taint);
    }
    return out;
  }
  readonly extractDirs = new Map<string, string>();
  /** Copies of the skill's own files made by this file (path → skill path). */
  readonly skillCopies = new Map<string, string>();

  /** The URL whose bytes a path holds, when this file downloaded them there. */
  originOf(path: string): string | undefined {
    const p = stripDotSlash(path);
    const direct = this.downloads.get(p);
    if (direct) return direct;
    for (const [dir, url] of this.extractDirs) if (p.startsWith(dir + "/")) return url;
    return undefined;
  }

  /** Skill files a (possibly globbed) path names. */
  skillFiles(path: string): string[] {
    const p = stripDotSlash(path);
    if (!p || p.includes(HOLE)) return [];
    if (!p.includes("*")) return this.analyzer.files.has(p) ? [p] : [];
    const re = new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*")}$`);
    return [...this.analyzer.files].filter((f) => re.test(f)).slice(0, 8);
  }

  /** Listing a private folder (glob, listdir, walk) is a read of it; the names listed carry no taint. */
  listTaint(path: Val, n: SyntaxNode): void {
    for (const a of alts(path).slice(0, MAX_ALTS)) {
      const f = toF(a);
      const cls = f.text === HOLE ? null : sourceOfPath(f.text);
      if (cls) this.emit({ kind: "read", source: cls.source, what: cls.what, detail: `${f.text} (listing)`, ...(hiddenVia(f.via).length ? { via: hiddenVia(f.via) } : {}), loc: this.loc(n) });
    }
  }

  /** A module or attribute name built at run time (`getattr(os, "sys" + "tem")`) is itself a disguise. */
  noteDynamicName(nameVal: Val, text: string, n: SyntaxNode): void {
    const via = viaOf(nameVal);
    const how = via.find((d) => OBFUSCATING.includes(d)) ?? via.find((d) => d === "concat" || d === "join" || d === "format" || d === "replace");
    if (how) this.emit({ kind: "obfuscation", how, detail: `name ${text} built at run time`, loc: this.loc(n) });
  }

  skillModuleOf(name: string): string | null {
    return this.skillModule(name, 0);
  }

  invokeTarget(target: string, n: SyntaxNode, how: "import" | "run" = "import"): void {
    const key = `${how}:${target}`;
    if (this.invoked.has(key)) return;
    this.invoked.add(key);
    this.emit({ kind: "invoke", target, how, loc: this.loc(n) });
  }

  /** What was put into `name.x` (or fed to `name`) by item assignments, update()/write()/attach() calls and attribute assignments. */
  receiverValue(key: string, feedsOnly = false): Val | null {
    const out: Val[] = [];
    if (!feedsOnly) {
      const defs = this.attrDefs.get(key);
      if (defs) out.push(this.attrValue(key, defs));
    }
    for (const m of this.mutations.get(key) ?? []) {
      if (feedsOnly ? m.kind !== "feed" : m.kind === "link") continue;
      if (!m.value) continue;
      const fr = this.frameOf(m.scope);
      out.push(m.value.type === "argument_list" ? this.kwDict(m.value, fr) : this.ev(m.value, fr));
      if (out.length >= 16) break;
    }
    return out.length ? seq(out) : null;
  }

  /** The address given to `<recv>.connect(...)` anywhere in the file. */
  connectArg(recv: string): Val | null {
    for (const site of this.callsByName.get("connect") ?? []) {
      const fn = field(site.node, "function");
      const obj = fn?.type === "attribute" ? field(fn, "object") : null;
      if (!obj || this.text(obj).replace(/\s+/g, "") !== recv) continue;
      const args = new Args(field(site.node, "arguments"), this.frameOf(site.scope), this);
      const v = args.get(0, "hostname") ?? args.kwv("address") ?? args.kwv("host");
      if (v) return v;
    }
    return null;
  }

  /** The host an SSH/SFTP object was connected to (`SSHClient().connect(host)`, `Transport((host, port))`). */
  ownerConnectHost(owner: Ref): string | null {
    for (let r: Ref | undefined = owner; r; r = r.owner) {
      if (!r.made) continue;
      if (/Transport\(\)$|pysftp\.Connection\(\)$/.test(r.name)) return addrText(r.made.args.get(0, "host"))?.host ?? null;
      if (/SSHClient\(\)$/.test(r.name)) {
        const name = assignedName(this, r.made.node);
        const v = name ? this.connectArg(name) : null;
        return v ? (addrText(v)?.host ?? null) : null;
      }
    }
    return null;
  }

}

/**
 * Calls that the method name and arguments alone show are not sinks: `d.get("key")`, `s.replace(a, b)`,
 * `d.copy()`. Skipping them spares evaluating their receivers.
 */
function isPlainMethodCall(file: PyFile, method: string, call: SyntaxNode): boolean {
  const args = field(call, "arguments");
  const pos = args ? args.children.filter((c) => c.named && c.type !== "comment" && c.type !== "keyword_argument") : [];
  switch (method) {
    case "get": {
      const first = pos[0];
      if (!first) return !args?.children.some((c) => c.type === "keyword_argument");
      if (first.type !== "string" || hasInterpolation(first)) return false;
      return !/^[rbuRBU]*["']{1,3}(?:https?:|wss?:|\/)/.test(file.text(first));
    }
    case "replace":
    case "rename": {
      // os.replace(src, dst) vs str.replace(old, new): a module's function is not a string's method
      const fn = field(call, "function");
      const obj = fn ? field(fn, "object") : null;
      if (obj?.type === "identifier" && file.importNames.has(file.text(obj))) return false;
      return pos.length !== 1;
    }
    case "copy":
    case "add":
    case "load":
      return pos.length === 0;
    default:
      return false;
  }
}

/** Node types the first walk looks at (node type strings come from WebAssembly: a Set lookup beats a long switch). */
const BINDING_TYPES = new Set([
  "function_definition", "lambda", "class_definition", "list_comprehension", "generator_expression", "set_comprehension", "dictionary_comprehension",
  "assignment", "augmented_assignment", "for_statement", "with_item", "named_expression", "import_statement", "import_from_statement",
  "future_import_statement", "global_statement", "nonlocal_statement", "return_statement", "yield", "call",
]);

/** Subtrees that bind nothing and call nothing. */
const LEAF_TYPES = new Set(["comment", "integer", "float", "escape_sequence", "string_content", "type", "decorator_arguments"]);

/** Taint of a value with each taint mapped (null drops it). */
function mapTaint(v: Val, fn: (t: Taint) => Taint | null, depth = 0): Val {
  const tr = (ts: readonly Taint[]) => ts.map(fn).filter((t): t is Taint => t !== null);
  if (depth > 4) return v;
  switch (v.k) {
    case "str":
      return { ...v, f: { ...v.f, taint: tr(v.f.taint) } };
    case "num":
    case "ref":
      return { ...v, taint: tr(v.taint) };
    case "seq":
      return { ...v, taint: tr(v.taint), items: v.items.map((i) => mapTaint(i, fn, depth + 1)) };
    case "dict":
      return { ...v, taint: tr(v.taint), vals: v.vals.map((i) => mapTaint(i, fn, depth + 1)) };
    case "alt":
      return { k: "alt", alts: v.alts.map((a) => mapTaint(a, fn, depth + 1)) };
    default:
      return v;
  }
}

function walkNodes(n: SyntaxNode, visit: (c: SyntaxNode) => void, budget = { left: 200 }): void {
  if (--budget.left < 0) return;
  visit(n);
  for (const c of n.children) walkNodes(c, visit, budget);
}

/** The variable at the root of `a.b(…)[k].c` (the container a chain of calls and subscripts starts from). */
function rootName(n: SyntaxNode): SyntaxNode | null {
  let cur: SyntaxNode | null = n;
  for (let i = 0; cur && i < 8; i++) {
    if (cur.type === "identifier") return cur;
    if (cur.type === "subscript") cur = field(cur, "value");
    else if (cur.type === "call") cur = field(cur, "function");
    else if (cur.type === "attribute") cur = field(cur, "object");
    else return null;
  }
  return null;
}

/** The first walk's stack: nodes and the scope each is in, without a tuple per node. */
class WalkStack {
  readonly nodes: SyntaxNode[] = [];
  readonly scopes: Scope[] = [];
  get size(): number {
    return this.nodes.length;
  }
  push(n: SyntaxNode, sc: Scope): void {
    this.nodes.push(n);
    this.scopes.push(sc);
  }
}

function hasInterpolation(n: SyntaxNode): boolean {
  for (const c of n.children) if (c.type === "interpolation") return true;
  return false;
}

function field(n: SyntaxNode, name: string): SyntaxNode | null {
  for (const c of n.children) if (c.field === name) return c;
  return null;
}

const HIDING_ESCAPE_RE = /\\x(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])|\\u00(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])|\\(?:06[0-7]|1[0-7][0-7])/;

function parseIntLiteral(t: string): number {
  const s = t.replace(/_/g, "").replace(/[lL]$/, "");
  if (/^0[xX]/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0[oO]/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0[bB]/.test(s)) return parseInt(s.slice(2), 2);
  if (/^0[0-7]+$/.test(s)) return parseInt(s.slice(1), 8);
  return Number(s);
}

function toFRaw(v: Val): Folded {
  // In concatenation bytes stay binary strings (b"\x41" + b"B").
  return v.k === "str" ? v.f : toF(v);
}

function withVia(v: Val, via: readonly Decoding[]): Val {
  if (!via.length || v.k !== "ref") return v;
  return { ...v, via: mergeVia(v.via ?? [], via) };
}

function unkNumLike(a: Val, b: Val): Val {
  return unk(mergeTaint(taintOf(a), taintOf(b)));
}

function mapAlts(v: Val, fn: (one: Val) => Val): Val {
  return v.k === "alt" ? alt(v.alts.slice(0, MAX_ALTS).map(fn)) : fn(v);
}

function mapKnown(f: Folded, fn: (s: string) => string): Folded {
  if (f.text.includes(HOLE)) return unknown(f.taint);
  return { ...f, text: fn(f.text) };
}

function dirnameF(f: Folded): Folded {
  const t = f.text.replace(/\/+$/, "");
  const i = t.lastIndexOf("/");
  if (i < 0) return t.includes(HOLE) ? { ...f, text: HOLE, exact: false } : { ...f, text: "." };
  return { ...f, text: t.slice(0, i) || "/" };
}

function basenameF(f: Folded): Folded {
  const t = f.text.replace(/\/+$/, "");
  return { ...f, text: t.slice(t.lastIndexOf("/") + 1) };
}

function sliceBinary(s: string, start: number | null, stop: number | null, step: number | null): string {
  return sliceString(s, start, stop, step);
}

function dictGet(d: Dict, k: Val): Val {
  const key = exactText(k);
  if (key !== null) {
    for (let i = d.keys.length - 1; i >= 0; i--) if (exactText(d.keys[i]) === key) return addTaint(d.vals[i], d.taint);
    return d.open ? unk(taintOf(d)) : NONE;
  }
  return d.vals.length && d.vals.length <= MAX_ALTS ? alt(d.vals.map((v) => addTaint(v, d.taint))) : unk(taintOf(d));
}

/** A value nothing is known of but its taint (what `json.loads` of the user's own file gives). */
function isUnknownText(v: Val): boolean {
  return v.k === "str" && !v.f.exact && v.f.text === HOLE && !v.fetched && !v.sock;
}

/** `a.update(b)` for a known or unknown `a`: b's entries in a, what a had kept (an unknown a stays open). */
function mergeInto(container: Val, from: Val): Val {
  if (from.k !== "dict") return addTaint(container, taintOf(from));
  if (container.k === "dict") return { ...container, keys: [...container.keys, ...from.keys], vals: [...container.vals, ...from.vals], open: container.open || from.open };
  return { k: "dict", keys: [...from.keys], vals: [...from.vals], open: true, taint: mergeTaint(taintOf(container), from.taint) };
}

function setItem(container: Val, key: Val, val: Val): Val {
  if (container.k === "dict") return { ...container, keys: [...container.keys, key], vals: [...container.vals, val] };
  if (container.k === "seq") return { ...container, items: [...container.items, val].slice(0, MAX_ITEMS) };
  return addTaint(container, taintOf(val));
}

function dictMethod(d: Dict, name: string, args: Args): Val | null {
  switch (name) {
    case "get":
    case "pop":
    case "setdefault": {
      const k = args.at(0);
      if (!k) return unk(taintOf(d));
      const v = dictGet(d, k);
      const dflt = args.at(1);
      return v.k === "const" && dflt ? dflt : dflt ? alt([v, dflt]) : v;
    }
    case "keys":
      return seq(d.keys, d.open, d.taint);
    // An open dict (a copy of os.environ, a parsed file) has entries nobody listed: they carry its taint.
    case "values":
      return seq(d.vals.map((v) => addTaint(v, d.taint)), d.open, d.open ? d.taint : []);
    case "items":
      return seq(d.keys.map((k, i) => seq([k, addTaint(d.vals[i], d.taint)])), d.open, d.open ? d.taint : []);
    case "copy":
      return d;
  }
  return null;
}

/** A part of data the code encoded (a chunk of its hex) is still that encoded data. */
function stillEncoded(part: Val, whole: Val): Val {
  return part.k === "str" && toF(whole).via.includes("encode") ? { ...part, f: { ...part.f, via: mergeVia(part.f.via, ["encode"]) } } : part;
}

function concatVals(vals: readonly Val[]): Val {
  if (vals.length === 1) return vals[0];
  return fromF(concat(vals.map(toF)), vals.find((v) => fetchedOf(v)));
}

/** Decoded text that reads as sentences (words and spaces, few symbols), not code or data. */
function isProse(text: string): boolean {
  const t = text.replace(HOLE, " ").trim();
  if (t.length < 40) return false;
  const words = t.split(/\s+/).length;
  return words >= 8 && (t.match(/[A-Za-z\u00c0-\u024f]/g)?.length ?? 0) / t.length > 0.6;
}

function hiddenVia(via: readonly Decoding[]): Decoding[] {
  return via.filter((d) => d !== "concat" && d !== "format" && d !== "variable" && d !== "join");
}


// ---------------------------------------------------------------------------------------------
// Folding: what calls to known functions evaluate to

type Call = { file: PyFile; ref: Ref; args: Args; n: SyntaxNode; fr: Frame };
type Folder = (c: Call) => Val;

function a0(c: Call, name = ""): Val | null {
  return c.args.get(0, name);
}

/** Applies a text → text (or bytes) decoder to each candidate; unknown input stays unknown. */
function decodeWith(v: Val | null, how: Decoding, fn: (text: string) => string | null, outBytes: boolean): Val {
  if (!v) return unk();
  return mapAlts(v, (one) => {
    if (one.k !== "str") return unk(taintOf(one), { fetched: fetchedOf(one) });
    if (!one.f.exact) return fromF({ text: HOLE, exact: false, via: mergeVia(one.f.via, [how]), taint: one.f.taint }, one, { bytes: outBytes });
    const out = fn(one.bytes ? one.f.text : isBinaryString(one.f.text) ? one.f.text : encodeUtf8(one.f.text));
    if (out === null) return fromF({ text: HOLE, exact: false, via: one.f.via, taint: one.f.taint }, one, { bytes: outBytes });
    const f = known(out, mergeVia(one.f.via, [how]));
    f.taint = one.f.taint;
    return fromF(f, one, { bytes: outBytes });
  });
}

/** A value transformed in a way the extractor does not reproduce (an encoding): taint kept, text lost. */
function opaqueOf(v: Val | null, via: readonly Decoding[] = []): Val {
  if (!v) return unk();
  const r = unk(taintOf(v), { fetched: fetchedOf(v), sock: sockOf(v) });
  if (via.length) r.f = { ...r.f, via: mergeVia(viaOf(v), via) };
  return r;
}

function encodeWith(v: Val | null, fn: (binary: string) => string, bytes = true): Val {
  if (!v) return unk();
  return mapAlts(v, (one) => {
    if (one.k !== "str" || !one.f.exact) return opaqueOf(one, ["encode"]);
    const bin = one.bytes ? one.f.text : encodeUtf8(one.f.text);
    const f = known(fn(bin));
    f.taint = one.f.taint;
    return fromF(f, one, { bytes });
  });
}

const b64 = (binary: string) => {
  const bytes = decodeBase64Bytes(binary);
  return bytes ? bytesToLatin1(bytes) : null;
};

function hexToBinary(s: string): string | null {
  const clean = s.replace(/\s+/g, "");
  if (!clean || clean.length % 2 || /[^0-9a-f]/i.test(clean)) return null;
  let out = "";
  for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2), 16));
  return out;
}

function binaryToHex(s: string): string {
  let out = "";
  for (let i = 0; i < s.length; i++) out += s.charCodeAt(i).toString(16).padStart(2, "0");
  return out;
}

function inflateWith(v: Val | null, format: "zlib" | "gzip" | "raw" | "auto"): Val {
  return decodeWith(v, "compress", (bin) => {
    const out = inflateBytes(latin1ToBytes(bin), format);
    return out ? bytesToLatin1(out) : null;
  }, true);
}

function codecName(v: Val | null): string {
  const t = v ? exactText(v) : null;
  return (t ?? "utf-8").toLowerCase().replace(/[-\s]/g, "_");
}

/** codecs.decode / bytes.decode / str.encode with a named codec. */
function codec(v: Val | null, name: string, dir: "decode" | "encode"): Val {
  switch (name) {
    case "rot13":
    case "rot_13":
      return decodeWith(v, "rot13", (s) => rot13(s), false);
    case "hex":
    case "hex_codec":
      return dir === "decode" ? decodeWith(v, "hex", hexToBinary, true) : encodeWith(v, binaryToHex);
    case "base64":
    case "base_64":
    case "base64_codec":
      return dir === "decode" ? decodeWith(v, "base64", b64, true) : encodeWith(v, (b) => btoa(b));
    case "zlib":
    case "zlib_codec":
      return dir === "decode" ? inflateWith(v, "zlib") : opaqueOf(v);
    case "bz2":
    case "bz2_codec":
      return dir === "decode" ? opaqueOf(v, ["compress"]) : opaqueOf(v);
    case "unicode_escape":
    case "string_escape":
    case "raw_unicode_escape":
      return dir === "decode" ? decodeWith(v, "escape", (s) => decodeEscapes(s), false) : opaqueOf(v);
    default:
      if (!v) return unk();
      // utf-8, ascii, latin-1…: text ↔ bytes
      return mapAlts(v, (one) => {
        if (one.k !== "str") return opaqueOf(one);
        if (dir === "encode") return one.bytes ? one : fromF(one.f.exact ? { ...one.f, text: encodeUtf8(one.f.text) } : one.f, one, { bytes: true });
        if (!one.bytes) return one;
        return fromF({ ...one.f, text: name.startsWith("latin") || name === "iso_8859_1" ? one.f.text : decodeUtf8Holes(one.f.text) }, one);
      });
  }
}

function jsonOf(v: Val, depth = 0): Folded {
  if (depth > 6) return unknown(taintOf(v));
  switch (v.k) {
    case "str": {
      const f = toF(v);
      return { ...f, text: JSON.stringify(f.text) };
    }
    case "num":
      return toF(v);
    case "const":
      return known(v.v === null ? "null" : String(v.v));
    case "seq": {
      const parts: Folded[] = [known("[")];
      v.items.slice(0, 512).forEach((it, i) => parts.push(...(i ? [known(", ")] : []), jsonOf(it, depth + 1)));
      if (v.open) parts.push(unknown());
      parts.push(known("]"));
      const f = concat(parts);
      return { ...f, taint: mergeTaint(f.taint, v.taint) };
    }
    case "dict": {
      const parts: Folded[] = [known("{")];
      v.keys.slice(0, 512).forEach((k, i) => parts.push(...(i ? [known(", ")] : []), jsonOf(k.k === "str" ? k : fromF(toF(k)), depth + 1), known(": "), jsonOf(v.vals[i], depth + 1)));
      if (v.open) parts.push(unknown());
      parts.push(known("}"));
      const f = concat(parts);
      return { ...f, taint: mergeTaint(f.taint, v.taint) };
    }
    case "alt":
      return toF({ k: "alt", alts: v.alts.map((a) => fromF(jsonOf(a, depth + 1))) });
    default:
      return unknown(taintOf(v));
  }
}

type DataFormat = "json" | "yaml" | "toml";
const DATA_FORMATS: Readonly<Record<string, DataFormat>> = {
  "json.load": "json", "yaml.safe_load": "yaml", "yaml.load": "yaml", "yaml.full_load": "yaml",
  "toml.load": "toml", "tomllib.load": "toml", "toml.loads": "toml", "tomllib.loads": "toml",
};
/** Skill data files larger than this are not parsed (their values stay unknown). */
const MAX_SKILL_DATA_BYTES = 256 * 1024;
/** Parsed skill data files, per skill (the analyzer) and `format:path`; undefined when unparseable. */
const SKILL_DATA = new WeakMap<Analyzer, Map<string, unknown>>();

/** The skill file a path names (relative to the skill's root, `.`/`..` resolved), or null. */
function skillFileOf(file: PyFile, path: Val): string | null {
  for (const one of alts(path).slice(0, MAX_ALTS)) {
    const t = exactText(one);
    if (t === null || t.startsWith("/")) continue;
    const parts: string[] = [];
    let isInside = true;
    for (const seg of t.split("/")) {
      if (seg === "" || seg === ".") continue;
      if (seg !== "..") parts.push(seg);
      else isInside &&= parts.pop() !== undefined;
    }
    const p = parts.join("/");
    if (isInside && p && file.analyzer.files.has(p)) return p;
  }
  return null;
}

/** The skill file a loader reads: opened (`json.load(open(p))`), read (`yaml.safe_load(Path(p).read_text())`), or named (`toml.load(p)`). */
function loadedSkillFile(c: Call, arg: Val): string | null {
  if (arg.k === "ref") return arg.name === "open()" && arg.path ? skillFileOf(c.file, arg.path) : null;
  if (arg.k !== "str") return null;
  return arg.skillFile ?? (c.ref.name === "toml.load" ? skillFileOf(c.file, arg) : null);
}

// Code files are analysed as themselves; their text read by another file stays unknown (not analysed twice).
const CODE_FILE_RE = /\.(?:py|pyw|js|mjs|cjs|jsx|ts|tsx|sh|bash|zsh|ps1|psm1|rb|go|pl|php|lua|bat|cmd)$/i;
/** Templates and data read whole are small; larger ones stay unknown. */
const MAX_SKILL_TEXT_BYTES = 64 * 1024;

/**
 * The text of a skill file the code reads (`(TPL / "unit.service").read_text()`): known for templates
 * and data, so what the code fills in and writes is read whole. Marked with the file for loaders.
 */
function skillText(file: PyFile, skillFile: string, taint: readonly Taint[]): Str {
  const text = CODE_FILE_RE.test(skillFile) ? null : file.analyzer.fileText(skillFile);
  const f: Folded = text !== null && text.length <= MAX_SKILL_TEXT_BYTES ? { text, exact: true, via: [], taint: [...taint] } : { ...unk(taint).f };
  return { k: "str", f, skillFile };
}

/** The contents of a skill data file as a value (dicts, lists, strings…), parsed once per skill; null if unreadable. */
function skillData(file: PyFile, path: string, format: DataFormat, taint: readonly Taint[]): Val | null {
  let cache = SKILL_DATA.get(file.analyzer);
  if (!cache) SKILL_DATA.set(file.analyzer, (cache = new Map()));
  const key = `${format}:${path}`;
  if (!cache.has(key)) {
    const text = file.analyzer.fileText(path);
    let data: unknown;
    try {
      if (text !== null && text.length <= MAX_SKILL_DATA_BYTES) data = format === "json" ? JSON.parse(text) : format === "yaml" ? parseYaml(text) : parseToml(text);
    } catch {
      data = undefined;
    }
    cache.set(key, data);
  }
  const data = cache.get(key);
  return data === undefined ? null : addTaint(fromJson(data), taint);
}

/** A parsed JSON document as values; its strings keep the decodings the document's text went through (`via`). */
function fromJson(x: unknown, depth = 0, via: readonly Decoding[] = []): Val {
  if (depth > 16) return unk();
  if (x === null || typeof x === "boolean") return { k: "const", v: x };
  if (typeof x === "number") return num(x);
  if (typeof x === "string") return str(x, via);
  if (Array.isArray(x)) return seq(x.slice(0, MAX_ITEMS).map((i) => fromJson(i, depth + 1, via)));
  if (typeof x === "object") {
    const entries = Object.entries(x as Record<string, unknown>).slice(0, MAX_ITEMS);
    return { k: "dict", keys: entries.map(([k]) => str(k)), vals: entries.map(([, v]) => fromJson(v, depth + 1, via)), open: false, taint: [] };
  }
  return unk();
}

/** A dict built at run time from data (open, or filled from a file read): a name it lacks may still be in that data. */
function readsData(d: Dict): boolean {
  return d.open || d.taint.some((t) => t.source === "file");
}

/** Text joined from the items of an iterable (`sep.join(x)`). */
function joinItems(sep: Str, it: Val | null): Val {
  if (!it) return unk();
  return mapAlts(it, (one) => {
    const items = iterItems(one);
    if (!items) return unk(mergeTaint(sep.f.taint, taintOf(one)), { fetched: fetchedOf(one) });
    const parts: Folded[] = [];
    items.forEach((i, idx) => {
      if (idx && sep.f.text) parts.push(sep.f);
      parts.push(i.k === "str" && sep.bytes ? i.f : toF(i));
    });
    if (one.k === "seq" && one.open) parts.push(unknown());
    const f = parts.length ? concat(parts, "join") : known("");
    return fromF({ ...f, taint: mergeTaint(f.taint, taintOf(one)) }, one, { bytes: sep.bytes });
  });
}

/** Python's str.format: {} {0} {name} {0[1]} {x.attr} {:spec} {!r}. */
function pyFormat(fmt: Str, args: Args, file: PyFile, n: SyntaxNode): Val {
  if (!fmt.f.exact) return unk(mergeTaint(fmt.f.taint, args.taint()));
  const text = fmt.f.text;
  const parts: Folded[] = [];
  let auto = 0;
  let lit = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "{" && text[i + 1] === "{") {
      lit += "{";
      i++;
      continue;
    }
    if (ch === "}" && text[i + 1] === "}") {
      lit += "}";
      i++;
      continue;
    }
    if (ch !== "{") {
      lit += ch;
      continue;
    }
    const close = text.indexOf("}", i);
    if (close < 0) {
      lit += text.slice(i);
      break;
    }
    parts.push(known(lit));
    lit = "";
    const spec = text.slice(i + 1, close);
    i = close;
    const m = /^([^.[!:]*)((?:\.[A-Za-z_]\w*|\[[^\]]*\])*)/.exec(spec)!;
    const head = m[1];
    let v: Val | null = head === "" ? args.at(auto++) : /^\d+$/.test(head) ? args.at(Number(head)) : args.kwv(head);
    if (!v) {
      parts.push(unknown());
      continue;
    }
    for (const acc of m[2].match(/\.[A-Za-z_]\w*|\[[^\]]*\]/g) ?? []) {
      if (acc.startsWith(".")) v = file.getAttr(v, acc.slice(1), n);
      else {
        const key = acc.slice(1, -1);
        v = file.index(v, /^\d+$/.test(key) ? num(Number(key)) : str(key), n);
      }
    }
    parts.push(toF(v));
  }
  parts.push(known(lit));
  return fromF(concat(parts, "format"), fmt);
}

function splitText(text: string, sep: string | null, max: number): string[] {
  if (sep === null) {
    const parts = text.trim().split(/\s+/).filter(Boolean);
    return max >= 0 && parts.length > max + 1 ? [...parts.slice(0, max), parts.slice(max).join(" ")] : parts;
  }
  if (!sep) return [text];
  const parts = text.split(sep);
  return max >= 0 && parts.length > max + 1 ? [...parts.slice(0, max), parts.slice(max).join(sep)] : parts;
}

/** shlex.split, enough for command lines: quotes group, backslash escapes. */
function shellSplit(s: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quote: string | null = null;
  let has = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === "\\" && quote === '"' && i + 1 < s.length) cur += s[++i];
      else cur += c;
      continue;
    }
    if (c === "'" || c === '"') {
      quote = c;
      has = true;
    } else if (c === "\\" && i + 1 < s.length) {
      cur += s[++i];
      has = true;
    } else if (/\s/.test(c)) {
      if (cur || has) out.push(cur);
      cur = "";
      has = false;
    } else {
      cur += c;
      has = true;
    }
  }
  if (cur || has) out.push(cur);
  return out;
}

function numArg(v: Val | null): number | null {
  return v && v.k === "num" ? v.n : null;
}

function listing(c: Call, dir: Val | null, pattern: string): Val {
  const d = dir ?? str(".");
  const path = c.file.pathJoin([d, str(pattern)]);
  c.file.listTaint(path, c.n);
  return seq([path], true);
}

function hostInfo(c: Call, what: string): Val {
  return unk([{ source: "host-info", detail: what, loc: c.file.loc(c.n) }]);
}

/** Output of a command run through subprocess / os.popen: private when the command reads a store. */
function commandOutput(c: Call, cmd: Val | null): Ref {
  const r: Ref = { k: "ref", name: `${c.ref.name}()`, taint: [], made: { node: c.n, frame: c.fr, args: c.args } };
  if (!cmd) return r;
  for (const a of alts(cmd).slice(0, 4)) {
    const text = a.k === "seq" ? a.items.map((i) => toF(i).text).join(" ") : toF(a).text;
    // the read fact itself comes from the shell analysis of the command (analyzeArgv / the shell extractor)
    const k = sourceOfCommand(text);
    if (k) r.taint = mergeTaint(r.taint, c.file.readSource(k.source, k.what, text.slice(0, 200), c.n, false));
    if (a.k === "seq") {
      for (const it of a.items.slice(1)) {
        const t = toF(it).text;
        const cls = t.startsWith("-") ? null : sourceOfPath(t);
        if (cls && /^(?:\S*\/)?(?:cat|head|tail|less|more|base64|xxd|strings|tar|zip|cp|scp|curl)$/.test(toF(a.items[0]).text)) r.taint = mergeTaint(r.taint, c.file.readTaint(it, c.n));
      }
    }
    const url = /^(?:\S*\/)?(?:curl|wget)\b[^|;&]*?\b((?:https?|ftp):\/\/\S+)/.exec(text);
    if (url) r.fetched = url[1];
    r.taint = mergeTaint(r.taint, taintOf(a));
  }
  return r;
}

function newSock(c: Call, host: string | null): Ref {
  const sock: Sock = { node: c.n, recv: assignedName(c.file, c.n), host };
  return { k: "ref", name: `${c.ref.name}()`, taint: [], sock, made: { node: c.n, frame: c.fr, args: c.args } };
}

/** The variable a call's value is assigned to (`s = socket.socket()`, `with … as s`). */
function assignedName(file: PyFile, n: SyntaxNode): string | null {
  let p = n.parent;
  while (p && (p.type === "parenthesized_expression" || p.type === "await")) p = p.parent;
  if (!p) return null;
  if (p.type === "assignment") {
    const left = field(p, "left");
    return left && (left.type === "identifier" || left.type === "attribute") ? file.text(left) : null;
  }
  if (p.type === "as_pattern") {
    const t = field(p, "alias")?.children.find((c) => c.named);
    return t?.type === "identifier" ? file.text(t) : null;
  }
  return null;
}

function addrText(v: Val | null): { text: string; host: string | null } | null {
  if (!v) return null;
  const a = alts(v)[0];
  if (a.k === "seq" && a.items.length >= 1) {
    const host = exactText(a.items[0]);
    const port = a.items[1] ? toF(a.items[1]).text : HOLE;
    return { text: `${host ?? HOLE}:${port}`, host };
  }
  const t = toF(a).text;
  const m = /^(?:[a-z]+:\/\/)?([^/:?#]+)/i.exec(t);
  return { text: t, host: m && !m[1].includes(HOLE) ? m[1] : null };
}

function openFile(c: Call, pathV: Val | null, modeV: Val | null, fdPath?: Val): Val {
  const path = fdPath ?? pathV ?? unk();
  const mode = modeV ? (exactText(modeV) ?? "r") : "r";
  if (/[wax+]/.test(mode)) {
    const handle: WriteHandle = { path, mode, node: c.n, contents: [], archive: false };
    if (c.fr.binds === null) c.file.addHandle(handle, c.fr);
    const r: Ref = { k: "ref", name: "open()", taint: [], handle, path };
    if (mode.includes("+") || mode.includes("r")) r.taint = c.file.readTaint(path, c.n);
    return r;
  }
  return { k: "ref", name: "open()", taint: c.file.readTaint(path, c.n), path };
}

const FOLDS = new Map<string, Folder>();
function fold(names: string | readonly string[], fn: Folder): void {
  for (const n of typeof names === "string" ? [names] : names) FOLDS.set(n, fn);
}

fold("re.sub", (c) => reSub(a0(c, "pattern"), c.args.get(1, "repl"), c.args.get(2, "string")));

/**
 * `re.sub(pattern, repl, text)` of a known text: unchanged where the pattern does not match (a `${VAR:-x}`
 * expander given a plain path), replaced where the replacement is a string; a function's result is unknown.
 */
function reSub(pattern: Val | null, repl: Val | null, text: Val | null): Val {
  const src = pattern ? exactText(pattern) : null;
  if (!text) return unk();
  // Python-only syntax, back-references and nested quantifiers (backtracking) are not evaluated.
  const unbounded = src?.match(/[*+]|\{\d+,\}/g)?.length ?? 0;
  if (src === null || src.length > 200 || unbounded > 3 || /\)[*+?{]|\\[1-9AZ]|\\g<|\(\?P[=>]|\(\?[aiLmsux]+\)/.test(src)) return unk(taintOf(text));
  let re: RegExp;
  try {
    re = new RegExp(src.replace(/\(\?P</g, "(?<"), "g");
  } catch {
    return unk(taintOf(text));
  }
  const r = repl ? exactText(repl) : null;
  return mapAlts(text, (one) => {
    if (one.k !== "str" || !one.f.exact || one.f.text.length > 16 * 1024) return unk(taintOf(one), { fetched: fetchedOf(one) });
    re.lastIndex = 0;
    if (!re.test(one.f.text)) return one;
    if (r === null || /\\g<|\\[1-9]/.test(r)) return unk(taintOf(one));
    re.lastIndex = 0;
    return fromF({ ...one.f, text: one.f.text.replace(re, r.replace(/\$/g, "$$$$")), via: mergeVia(one.f.via, ["replace"]) }, one, { path: one.path });
  });
}

fold("chr", (c) =>
  mapAlts(a0(c) ?? unk(), (v) => (v.k === "num" ? fromF({ text: safeCodePoint(v.n), exact: true, via: mergeVia(v.via, ["charcode"]), taint: v.taint }) : unk(taintOf(v)))),
);
fold("ord", (c) => mapAlts(a0(c) ?? unk(), (v) => (v.k === "str" && v.f.exact && v.f.text.length >= 1 && v.f.text.length <= 2 ? num(v.f.text.codePointAt(0)!, v.f.taint, v.f.via) : unk(taintOf(v)))));
fold(["str", "repr", "format", "ascii"], (c) => {
  const v = a0(c, "object");
  if (!v) return str("");
  const enc = c.args.get(1, "encoding");
  if (enc && v.k === "str" && v.bytes) return codec(v, codecName(enc), "decode");
  return mapAlts(v, (one) => (one.k === "str" ? (one.bytes ? fromF(toF(one), one) : one) : fromF(toF(one), one)));
});
fold("int", (c) => {
  const v = a0(c);
  if (!v) return num(0);
  const base = numArg(c.args.get(1, "base")) ?? 10;
  return mapAlts(v, (one) => {
    if (one.k === "num") return one;
    const t = exactText(one);
    if (t === null) return unk(taintOf(one));
    const n = parseInt(t.trim().replace(/^0[xob]/i, ""), base || 10);
    return Number.isNaN(n) ? unk() : num(n, taintOf(one), viaOf(one));
  });
});
fold("float", (c) => mapAlts(a0(c) ?? num(0), (one) => (one.k === "num" ? one : unk(taintOf(one)))));
fold(["hex", "oct", "bin"], (c) =>
  mapAlts(a0(c) ?? unk(), (one) => (one.k === "num" ? str((c.ref.name === "hex" ? "0x" : c.ref.name === "oct" ? "0o" : "0b") + one.n.toString(c.ref.name === "hex" ? 16 : c.ref.name === "oct" ? 8 : 2)) : unk(taintOf(one)))),
);
fold("len", (c) => {
  const lens = alts(a0(c) ?? unk()).map((one) => (one.k === "str" && one.f.exact ? num(one.f.text.length) : one.k === "seq" && !one.open ? num(one.items.length) : one.k === "dict" && !one.open ? num(one.keys.length) : null));
  // One candidate of unknown length makes the length unknown (not the other candidates' `0`).
  return lens.every((l) => l !== null) ? alt(lens as Val[]) : unk();
});
fold(["bytes", "bytearray"], (c) => {
  const v = a0(c, "source");
  if (!v) return str("", [], { bytes: true });
  const enc = c.args.get(1, "encoding");
  return mapAlts(v, (one) => {
    if (one.k === "str") return enc || !one.bytes ? codec(one, codecName(enc), "encode") : one;
    if (one.k === "num") return unk();
    const items = iterItems(one);
    if (!items || (one.k === "seq" && one.open)) return opaqueOf(one);
    let text = "";
    let via: Decoding[] = ["charcode"];
    let taint: Taint[] = [];
    for (const i of items) {
      if (i.k !== "num") return opaqueOf(one);
      text += String.fromCharCode(i.n & 0xff);
      via = mergeVia(via, i.via);
      taint = mergeTaint(taint, i.taint);
    }
    return fromF({ text, exact: true, via, taint }, one, { bytes: true });
  });
});
fold(["bytes.fromhex", "bytearray.fromhex"], (c) => decodeWith(a0(c), "hex", (s) => hexToBinary(s), true));
fold(["list", "tuple", "set", "frozenset", "sorted", "iter"], (c) => {
  const v = a0(c);
  if (!v) return seq([]);
  return mapAlts(v, (one) => {
    if (one.k === "ref" && one.name === "os.environ") return seq([unk(one.taint)], true, one.taint);
    const items = iterItems(one);
    if (!items) return seq([unk(taintOf(one), { fetched: fetchedOf(one), sock: sockOf(one) })], true, taintOf(one));
    const out = c.ref.name === "sorted" && items.every((i) => exactText(i) !== null) ? [...items].sort((x, y) => (exactText(x)! < exactText(y)! ? -1 : 1)) : items;
    return seq(out, one.k === "seq" && one.open);
  });
});
fold("reversed", (c) =>
  mapAlts(a0(c) ?? unk(), (one) => {
    const items = iterItems(one);
    if (!items || (one.k === "seq" && one.open)) return opaqueOf(one);
    return seq([...items].reverse().map((i) => (i.k === "str" ? { ...i, f: { ...i.f, via: mergeVia(i.f.via, ["reverse"]) } } : i)));
  }),
);
fold("dict", (c) => {
  const base = a0(c);
  let keys: Val[] = [];
  let vals: Val[] = [];
  let open = false;
  let taint: Taint[] = [];
  if (base) {
    for (const one of alts(base)) {
      if (one.k === "dict") {
        keys = [...keys, ...one.keys];
        vals = [...vals, ...one.vals];
        open ||= one.open;
        taint = mergeTaint(taint, one.taint);
      } else {
        const items = one.k === "seq" ? iterItems(one) : null;
        if (items) for (const p of items) {
          keys.push(pick(p, [0]));
          vals.push(pick(p, [1]));
        }
        else {
          open = true;
          taint = mergeTaint(taint, taintOf(one));
        }
      }
    }
  }
  for (const k of c.args.kwNames()) {
    keys.push(str(k));
    vals.push(c.args.kwv(k)!);
  }
  return { k: "dict", keys, vals, open, taint };
});
fold("dict.fromkeys", (c) => {
  const items = iterItems(a0(c) ?? unk());
  const v = c.args.at(1) ?? NONE;
  return items ? { k: "dict", keys: items, vals: items.map(() => v), open: false, taint: [] } : { k: "dict", keys: [], vals: [], open: true, taint: taintOf(a0(c) ?? unk()) };
});
fold("map", (c) => {
  const fn = a0(c);
  const lists = c.args.positional().slice(1).map(iterItems);
  if (!fn || !lists.length || lists.some((l) => !l)) return seq([], true, c.args.taint());
  const len = Math.min(...lists.map((l) => l!.length));
  const out: Val[] = [];
  for (let i = 0; i < len && i < MAX_ITEMS; i++) out.push(c.file.apply(fn, new Args(null, c.fr, c.file, { pos: lists.map((l) => l![i]) }), c.n, c.fr));
  return seq(out);
});
fold("filter", (c) => {
  const it = c.args.at(1);
  const items = it ? iterItems(it) : null;
  return items ? seq(items) : seq([], true, it ? taintOf(it) : []);
});
fold("zip", (c) => {
  const vals = c.args.positional();
  const lists = vals.map((v) => ({ items: iterItems(v), cycle: v.k === "seq" && !!v.cycle }));
  if (!lists.length || lists.some((l) => !l.items || !l.items.length)) return seq([], true, c.args.taint());
  const finite = lists.filter((l) => !l.cycle);
  const len = Math.min(MAX_ITEMS, ...(finite.length ? finite : lists).map((l) => l.items!.length));
  const out: Val[] = [];
  for (let i = 0; i < len; i++) out.push(seq(lists.map((l) => l.items![i % l.items!.length])));
  return seq(out);
});
fold("itertools.cycle", (c) => {
  const items = iterItems(a0(c) ?? unk());
  return items ? { k: "seq", items, open: false, taint: [], cycle: true } : seq([], true);
});
fold("enumerate", (c) => {
  const it = a0(c) ?? unk();
  const items = iterItems(it);
  const start = numArg(c.args.get(1, "start")) ?? 0;
  // an open iterable (range(0, len(blob), 60) of a length not known here) stays open: one pass with an unknown item
  const open = it.k === "seq" && it.open;
  if (items && (!open || items.length)) return seq(items.map((v, i) => seq([num(i + start), v])), open);
  return seq([seq([num(start), opaqueOf(a0(c))])], true);
});
fold("range", (c) => {
  const ns = c.args.positional().map(numArg);
  if (ns.some((x) => x === null) || !ns.length) return seq([], true);
  const [start, stop, step] = ns.length === 1 ? [0, ns[0]!, 1] : [ns[0]!, ns[1]!, ns[2] ?? 1];
  if (!step) return seq([]);
  const out: Val[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) {
    out.push(num(i));
    if (out.length >= MAX_ITEMS) return seq(out, true);
  }
  return seq(out);
});
fold("next", (c) => {
  const items = iterItems(a0(c) ?? unk());
  return items?.length ? alt(items.slice(0, MAX_ALTS)) : opaqueOf(a0(c));
});
fold("sum", (c) => {
  const items = iterItems(a0(c) ?? unk());
  if (!items || items.some((i) => i.k !== "num")) return unk(c.args.taint());
  return num(items.reduce((s, i) => s + (i as Num).n, numArg(c.args.at(1)) ?? 0));
});
fold(["min", "max"], (c) => {
  const vals = c.args.count() > 1 ? c.args.positional() : (iterItems(a0(c) ?? unk()) ?? []);
  if (!vals.length || vals.some((i) => i.k !== "num")) return unk(c.args.taint());
  const ns = vals.map((v) => (v as Num).n);
  return num(c.ref.name === "min" ? Math.min(...ns) : Math.max(...ns));
});
fold("abs", (c) => mapAlts(a0(c) ?? unk(), (v) => (v.k === "num" ? num(Math.abs(v.n), v.taint, v.via) : unk(taintOf(v)))));
fold(["bool", "isinstance", "issubclass", "hasattr", "callable", "any", "all", "os.path.exists", "os.path.isfile", "os.path.isdir", "os.path.islink", "os.access", "shutil.which.__bool__"], () => ({ k: "const", v: null }));
fold(["print", "exec", "setattr", "os.makedirs", "os.mkdir", "time.sleep", "random.seed"], () => NONE);
fold(["input", "getpass.getpass", "sys.stdin.read", "sys.stdin.readline", "time.time", "random.random", "random.randint", "uuid.uuid4", "os.getpid", "id", "hash"], () => unk());
/** Attribute names whose call runs code, loads a module, or opens a process or connection. */
const DISGUISABLE_ATTR_RE = /^(?:system|popen\d?|exec\w*|eval|spawn\w*|call|check_call|check_output|run|Popen|getoutput|getstatusoutput|startfile|urlopen|urlretrieve|__import__|import_module|compile|load|loads|create_connection|connect|socket|request|post|put|remove|unlink|rmtree|__builtins__|builtins)$/;

fold("getattr", (c) => {
  const obj = a0(c);
  const name = c.args.at(1);
  const dflt = c.args.at(2);
  if (!obj || !name) return unk();
  const out: Val[] = [];
  for (const nm of alts(name).slice(0, 4)) {
    const text = exactText(nm);
    if (text === null) {
      out.push(unk(taintOf(obj)));
      continue;
    }
    const v = withVia(c.file.getAttr(obj, text, c.n), hiddenVia(viaOf(nm)));
    // A built name disguises what it reaches on a module (`getattr(os, "sys" + "tem")`), or a name that runs, loads or
    // connects; a method of an object picked by data (`getattr(shape, f"get{field}")`, `getattr(self, f"cmd_{verb}")`) is dispatch.
    const module = obj.k === "ref" && !obj.made && !obj.name.includes("(") && !obj.name.startsWith("local:");
    if (module || DISGUISABLE_ATTR_RE.test(text)) c.file.noteDynamicName(nm, text, c.n);
    out.push(v);
  }
  if (dflt) out.push(dflt);
  return alt(out);
});
fold(["__import__", "importlib.import_module"], (c) => {
  const name = a0(c, "name");
  if (!name) return unk();
  const out: Val[] = [];
  for (const nm of alts(name).slice(0, 4)) {
    let text = exactText(nm);
    if (text === null) {
      out.push(unk());
      continue;
    }
    text = text.replace(/^\.+/, "");
    c.file.noteDynamicName(nm, text, c.n);
    const skill = c.file.skillModuleOf(text);
    if (skill) {
      c.file.invokeTarget(skill, c.n);
      out.push({ k: "ref", name: `skill:${skill}`, taint: [] });
      continue;
    }
    const fromlist = c.args.get(3, "fromlist");
    const full = c.ref.name === "__import__" && !(fromlist && fromlist.k === "seq" && fromlist.items.length) ? text.split(".")[0] : text;
    out.push(withVia({ k: "ref", name: canon(full), taint: [] }, hiddenVia(viaOf(nm))));
  }
  return alt(out);
});
fold(["globals", "locals"], (c) => ({ k: "ref", name: `${c.ref.name}()`, taint: [] }));
fold("vars", (c) => {
  const v = a0(c);
  if (!v) return { k: "ref", name: "vars()", taint: [] };
  if (v.k === "ref" && (v.name === "builtins" || v.name === "__builtins__")) return { k: "ref", name: "vars(builtins)", taint: [] };
  return opaqueOf(v);
});
fold("compile", (c) => a0(c, "source") ?? unk());
fold("eval", (c) => {
  const v = a0(c, "source");
  const t = v ? exactText(v) : null;
  if (t !== null) {
    const m = /^\s*__import__\(\s*['"]([\w.]+)['"]\s*\)\s*$/.exec(t);
    if (m) return { k: "ref", name: canon(m[1]), taint: [], via: hiddenVia(viaOf(v!)) };
    if (/^\s*[A-Za-z_][\w.]*\s*$/.test(t)) {
      const [head, ...rest] = t.trim().split(".");
      let r: Val = c.file.lookup(head, c.file.frameOf(c.file.module));
      for (const p of rest) r = c.file.getAttr(r, p, c.n);
      return withVia(r, hiddenVia(viaOf(v!)));
    }
  }
  return v ? opaqueOf(v) : unk();
});
fold("open", (c) => openFile(c, a0(c, "file"), c.args.get(1, "mode")));
fold("os.fdopen", (c) => {
  const fd = a0(c, "fd");
  const path = fd && fd.k === "ref" && fd.path ? fd.path : unk();
  return openFile(c, path, c.args.get(1, "mode"));
});
fold("os.open", (c) => {
  const path = a0(c, "path") ?? unk();
  const flags = numArg(c.args.get(1, "flags")) ?? 0;
  const r: Ref = { k: "ref", name: "os.open()", taint: flags & 3 ? [] : c.file.readTaint(path, c.n), path };
  return r;
});
fold(["tempfile.NamedTemporaryFile", "tempfile.TemporaryFile", "tempfile.SpooledTemporaryFile"], (c) => {
  const suffix = c.args.kwv("suffix");
  const path = c.file.pathJoin([str("/tmp"), fromF(concat([unknown(), suffix ? toF(suffix) : known("")]))]);
  return openFile(c, path, c.args.get(0, "mode") ?? str("w+b"));
});
fold(["zipfile.ZipFile", "tarfile.open", "tarfile.TarFile"], (c) => {
  const file = a0(c, c.ref.name === "tarfile.open" ? "name" : "file") ?? c.args.kwv("fileobj");
  const modeV = c.args.get(1, "mode");
  const mode = modeV ? (exactText(modeV) ?? "r") : "r";
  const r: Ref = { k: "ref", name: `${c.ref.name}()`, taint: [], made: { node: c.n, frame: c.fr, args: c.args } };
  if (!file) return r;
  const fetched = fetchedOf(file) ?? (file.k === "str" ? c.file.originOf(file.f.text) : undefined);
  if (fetched) r.fetched = fetched;
  if (file.k === "ref") r.taint = file.taint;
  if (/^[wax]/.test(mode) && (file.k === "str" || file.k === "alt")) {
    const handle: WriteHandle = { path: file, mode: "w", node: c.n, contents: [], archive: true };
    if (c.fr.binds === null) c.file.addHandle(handle, c.fr);
    r.handle = handle;
    r.path = file;
  } else if (!/^[wax]/.test(mode) && file.k !== "ref") r.taint = c.file.readTaint(file, c.n);
  return r;
});
fold(["shutil.make_archive"], (c) => {
  const base = a0(c, "base_name") ?? unk();
  const fmt = exactText(c.args.get(1, "format") ?? str("zip")) ?? "zip";
  const root = c.args.get(2, "root_dir") ?? c.args.kwv("base_dir") ?? str(".");
  const taint = c.file.readTaint(root, c.n);
  const ext = fmt === "gztar" ? ".tar.gz" : fmt === "bztar" ? ".tar.bz2" : fmt === "xztar" ? ".tar.xz" : `.${fmt}`;
  const out = c.file.pathJoin([base]);
  return addTaint(fromF(concat([toF(out), known(ext)]), undefined, { path: true }), taint);
});

// base64 and friends
fold(["base64.b64decode", "base64.decodebytes", "base64.decodestring", "base64.standard_b64decode", "base64.urlsafe_b64decode", "binascii.a2b_base64"], (c) =>
  decodeWith(a0(c, "s"), "base64", b64, true),
);
fold("base64.b32decode", (c) => decodeWith(a0(c, "s"), "base64", (s) => {
  const b = decodeBase32Bytes(s);
  return b ? bytesToLatin1(b) : null;
}, true));
fold(["base64.b16decode", "binascii.unhexlify", "binascii.a2b_hex"], (c) => decodeWith(a0(c), "hex", hexToBinary, true));
fold("base64.a85decode", (c) => decodeWith(a0(c, "b"), "base64", (s) => {
  const b = decodeAscii85Bytes(s);
  return b ? bytesToLatin1(b) : null;
}, true));
fold("base64.b85decode", (c) => decodeWith(a0(c, "b"), "base64", (s) => {
  const b = decodeBase85Bytes(s);
  return b ? bytesToLatin1(b) : null;
}, true));
fold("base64.z85decode", (c) => opaqueOf(a0(c), ["base64"]));
fold(["base64.b64encode", "base64.encodebytes", "base64.encodestring", "base64.standard_b64encode", "base64.urlsafe_b64encode", "binascii.b2a_base64"], (c) =>
  encodeWith(a0(c, "s"), (b) => btoa(b)),
);
fold(["base64.b16encode", "binascii.hexlify", "binascii.b2a_hex"], (c) => encodeWith(a0(c), (b) => (c.ref.name === "base64.b16encode" ? binaryToHex(b).toUpperCase() : binaryToHex(b))));
fold(["base64.b32encode", "base64.a85encode", "base64.b85encode"], (c) => opaqueOf(a0(c), ["encode"]));
fold(["zlib.compress", "gzip.compress", "bz2.compress", "lzma.compress", "pickle.dumps", "marshal.dumps"], (c) => opaqueOf(a0(c)));
fold(["codecs.decode", "codecs.encode"], (c) => codec(a0(c, "obj"), codecName(c.args.get(1, "encoding")), c.ref.name === "codecs.decode" ? "decode" : "encode"));
fold(["urllib.parse.unquote", "urllib.parse.unquote_plus", "urllib.parse.unquote_to_bytes"], (c) =>
  decodeWith(a0(c, "string"), "percent", (s) => {
    const t = decodeUrlText(bytesToText(latin1ToBytes(s)), c.ref.name === "urllib.parse.unquote_plus");
    return t === null ? null : encodeUtf8(t);
  }, true),
);
fold(["urllib.parse.quote", "urllib.parse.quote_plus", "html.escape", "html.unescape", "shlex.quote", "pipes.quote", "os.fsdecode", "os.fsencode", "os.path.normpath", "os.path.abspath", "os.path.realpath", "os.path.expanduser", "os.path.expandvars", "os.path.normcase"], (c) => {
  const v = a0(c);
  if (!v) return unk();
  const normalizes = /^os\.path\.(?:normpath|abspath|realpath)$/.test(c.ref.name);
  return c.ref.name.startsWith("os.path.") ? mapAlts(v, (one) => (one.k === "str" ? { ...one, f: normalizes && one.f.exact ? { ...one.f, text: collapseDots(one.f.text) } : one.f, path: true } : one)) : v;
});

/** `a/b/../c` → `a/c`, `~/.cache/..` → `~` (a path normalised by resolve(), normpath, realpath). */
function collapseDots(path: string): string {
  if (!path.includes("..") && !path.includes("/./")) return path;
  const lead = path.startsWith("/") ? "/" : "";
  const out: string[] = [];
  for (const seg of path.split("/")) {
    if (seg === "" || seg === ".") continue;
    if (seg === ".." && out.length && out[out.length - 1] !== ".." && out[out.length - 1] !== "~") out.pop();
    else if (seg === ".." && out[out.length - 1] === "~") out[out.length - 1] = "~/..";
    else out.push(seg);
  }
  return lead + out.join("/") || (lead || ".");
}
fold("urllib.parse.urlencode", (c) => {
  const v = a0(c, "query");
  if (!v) return unk();
  return mapAlts(v, (one) => {
    const pairs = one.k === "dict" ? one.keys.map((k, i) => [k, one.vals[i]] as const) : (iterItems(one) ?? []).map((p) => [pick(p, [0]), pick(p, [1])] as const);
    if (!pairs.length) return opaqueOf(one);
    const parts: Folded[] = [];
    pairs.forEach(([k, val], i) => parts.push(...(i ? [known("&")] : []), toF(k), known("="), toF(val)));
    return fromF(concat(parts));
  });
});
fold("urllib.parse.urljoin", (c) => {
  const base = a0(c, "base");
  const rel = c.args.get(1, "url");
  if (!base || !rel) return unk();
  const r = exactText(rel);
  if (r !== null && /^[a-z]+:\/\//i.test(r)) return rel;
  return fromF(concat([toF(base), toF(rel)]));
});
fold(["zlib.decompress"], (c) => {
  const wbits = numArg(c.args.get(1, "wbits")) ?? 15;
  return inflateWith(a0(c, "data"), wbits >= 32 ? "auto" : wbits >= 16 ? "gzip" : wbits < 0 ? "raw" : "zlib");
});
fold(["gzip.decompress"], (c) => inflateWith(a0(c, "data"), "gzip"));
// bz2 and LZMA have no synchronous decoder in the browser: the value is a hole that says it was compressed.
fold(["bz2.decompress", "lzma.decompress"], (c) => opaqueOf(a0(c, "data"), ["compress"]));
fold(["json.loads"], (c) => {
  const v = a0(c, "s");
  if (!v) return unk();
  return mapAlts(v, (one) => {
    if (one.k === "str" && one.skillFile) return skillData(c.file, one.skillFile, "json", taintOf(one)) ?? opaqueOf(one);
    const t = exactText(one);
    if (t === null || t.length > 256 * 1024) return opaqueOf(one);
    try {
      // (a document that was hidden — base64 of zlib of JSON — hides each of its strings)
      return addTaint(fromJson(JSON.parse(t), 0, one.k === "str" ? hiddenVia(one.f.via) : []), taintOf(one));
    } catch {
      return opaqueOf(one);
    }
  });
});
fold(["json.dumps"], (c) => {
  const v = a0(c, "obj");
  return v ? fromF(jsonOf(v), v) : unk();
});
fold(["os.path.join"], (c) => {
  const lists = c.args.splatAlternatives();
  return lists ? alt(lists.map((l) => c.file.pathJoin(l))) : c.file.pathJoin(c.args.positional());
});
fold(["os.path.dirname", "os.path.basename"], (c) => {
  const v = a0(c);
  return v ? mapAlts(v, (one) => (one.k === "str" ? fromF(c.ref.name.endsWith("dirname") ? dirnameF(one.f) : basenameF(one.f), one, { path: true }) : opaqueOf(one))) : unk();
});
fold(["os.getcwd", "os.getcwdb", "Path.cwd"], () => str(".", [], { path: true }));
fold(["Path.home", "os.path.expanduser.~"], () => str("~", [], { path: true }));
fold("Path", (c) => (c.args.count() ? c.file.pathJoin(c.args.positional()) : str(".", [], { path: true })));
fold(["tempfile.gettempdir"], () => str("/tmp", [], { path: true }));
// a scratch file named for where it is made, so what is written there is what is read back from it
fold(["tempfile.mktemp"], (c) => {
  const suffix = c.args.kwv("suffix");
  return fromF(concat([known("/tmp/tmp"), unknown(), known(`.${c.n.row}`), suffix ? toF(suffix) : known("")]), undefined, { path: true });
});
fold(["tempfile.mkdtemp", "tempfile.TemporaryDirectory"], () => fromF(concat([known("/tmp/"), unknown()]), undefined, { path: true }));
fold(["tempfile.mkstemp"], () => seq([unk(), fromF(concat([known("/tmp/"), unknown()]), undefined, { path: true })]));
fold(["site.getusersitepackages"], () => str("~/.local/lib/python3/site-packages", [], { path: true }));
fold(["site.getsitepackages"], () => seq([str("/usr/lib/python3/site-packages", [], { path: true })]));
fold(["sysconfig.get_path", "distutils.sysconfig.get_python_lib", "sysconfig.get_python_lib"], () => str("/usr/lib/python3/site-packages", [], { path: true }));
fold(["sysconfig.get_paths"], () => ({ k: "ref", name: "sysconfig.get_paths()", taint: [] }));
fold(["shutil.which"], (c) => mapAlts(a0(c, "cmd") ?? unk(), (one) => (one.k === "str" ? { ...one, path: true } : one)));
fold(["shlex.split"], (c) => mapAlts(a0(c, "s") ?? unk(), (one) => (one.k === "str" && one.f.exact ? seq(shellSplit(one.f.text).map((p) => fromF({ ...one.f, text: p }))) : seq([opaqueOf(one)], true, taintOf(one)))));
fold(["shlex.join"], (c) => joinItems(str(" "), a0(c)));
fold(["os.listdir"], (c) => {
  const dir = a0(c, "path") ?? str(".");
  c.file.listTaint(c.file.pathJoin([dir, str("*")]), c.n);
  return seq([str("*")], true);
});
fold(["os.scandir", "glob.glob", "glob.iglob"], (c) => {
  if (c.ref.name === "os.scandir") return listing(c, a0(c, "path"), "*");
  const pattern = a0(c, "pathname") ?? unk();
  const root = c.args.kwv("root_dir");
  const path = root ? c.file.pathJoin([root, pattern]) : pattern;
  c.file.listTaint(path, c.n);
  return seq([mapAlts(path, (one) => (one.k === "str" ? { ...one, path: true } : one))], true);
});
fold(["os.walk"], (c) => {
  const top = a0(c, "top") ?? str(".");
  c.file.listTaint(c.file.pathJoin([top, str("*")]), c.n);
  return seq([seq([top, seq([str("*")], true), seq([str("*")], true)])], true);
});
fold(["os.environ.get", "os.getenv", "os.environ.setdefault", "os.environ.pop", "os.getenvb"], (c) => c.file.envValue(a0(c, "key") ?? unk(), c.args.get(1, "default"), c.n));
fold(["platform.node", "socket.gethostname", "socket.getfqdn", "platform.uname", "os.uname", "os.getlogin", "getpass.getuser", "uuid.getnode", "pwd.getpwuid"], (c) => hostInfo(c, `${c.ref.name}()`));
fold(["socket.gethostbyname"], (c) => {
  const v = a0(c);
  return v && taintOf(v).some((t) => t.source === "host-info") ? hostInfo(c, "local IP address") : unk();
});
fold(["subprocess.check_output", "subprocess.getoutput", "subprocess.getstatusoutput", "subprocess.run", "subprocess.Popen", "os.popen", "subprocess.call", "platform.popen", "asyncio.create_subprocess_shell", "asyncio.create_subprocess_exec"], (c) =>
  commandOutput(c, c.ref.name === "asyncio.create_subprocess_exec" ? seq(c.args.positional()) : a0(c, c.ref.name === "os.popen" ? "cmd" : "args")),
);
fold(["pyperclip.paste", "clipboard.paste", "win32clipboard.GetClipboardData", "PIL.ImageGrab.grabclipboard", "ImageGrab.grabclipboard", "xerox.paste", "pandas.read_clipboard"], (c) =>
  unk(c.file.readSource("clipboard", "the clipboard", `${c.ref.name}()`, c.n)),
);
fold(["keyring.get_password", "keyring.get_credential"], (c) => {
  const service = a0(c, "service_name");
  return unk(c.file.readSource("keychain", "system keychain or password stores", `${c.ref.name}(${service ? toF(service).text : HOLE})`, c.n));
});
fold(["win32crypt.CryptUnprotectData"], (c) => unk(mergeTaint(c.file.readSource("keychain", "Windows DPAPI secrets", "win32crypt.CryptUnprotectData()", c.n), c.args.taint())));
fold(["browser_cookie3.load", "browser_cookie3.chrome", "browser_cookie3.firefox", "browser_cookie3.edge", "browser_cookie3.brave", "browser_cookie3.opera", "browser_cookie3.safari", "browser_cookie3.chromium"], (c) =>
  unk(c.file.readSource("browser", "browser profile data", `${c.ref.name}()`, c.n)),
);
fold(["dotenv.load_dotenv", "dotenv.dotenv_values", "dotenv.main.load_dotenv", "dotenv.main.dotenv_values"], (c) => {
  const taint = c.file.readTaint(a0(c, "dotenv_path") ?? str(".env"), c.n);
  return c.ref.name.endsWith("load_dotenv") ? NONE : { k: "dict", keys: [], vals: [], open: true, taint };
});
fold(["toml.load", "tomllib.load", "toml.loads", "tomllib.loads", "yaml.safe_load", "yaml.load", "yaml.full_load", "json.load", "plistlib.load", "pickle.load", "configparser.ConfigParser().read"], (c) => {
  const v = a0(c);
  if (!v) return unk();
  const format = DATA_FORMATS[c.ref.name];
  return mapAlts(v, (one) => {
    const skillFile = format ? loadedSkillFile(c, one) : null;
    const data = skillFile && format ? skillData(c.file, skillFile, format, taintOf(one)) : null;
    if (data) return data;
    // toml.load also takes a path
    return one.k === "str" && c.ref.name === "toml.load" ? unk(c.file.readTaint(one, c.n)) : opaqueOf(one);
  });
});
fold(["sqlite3.connect"], (c) => {
  const path = a0(c, "database") ?? unk();
  return { k: "ref", name: "sqlite3.connect()", taint: c.file.readTaint(path, c.n), made: { node: c.n, frame: c.fr, args: c.args } };
});
fold(["socket.socket", "socket.socketpair", "socket.fromfd"], (c) => newSock(c, null));
fold(["socket.create_connection"], (c) => newSock(c, addrText(a0(c, "address"))?.text ?? null));
fold(["websocket.create_connection", "websockets.connect", "websockets.client.connect", "websocket.WebSocketApp"], (c) => {
  const url = a0(c, "url") ?? c.args.kwv("uri") ?? unk();
  const r = newSock(c, toF(url).text);
  r.taint = [];
  return r;
});
fold(["requests.get", "requests.post", "requests.put", "requests.patch", "requests.delete", "requests.head", "requests.request", "httpx.get", "httpx.post", "httpx.put", "httpx.patch", "httpx.request", "httpx.stream", "urllib.request.urlopen", "urllib3.request"], (c) => {
  const isReq = c.ref.name.endsWith(".request") && c.ref.name !== "urllib.request.urlopen";
  const url = c.args.get(isReq ? 1 : 0, "url");
  return responseOf(c, url);
});
fold("urllib.request.Request", (c) => ({ k: "ref", name: "urllib.request.Request()", taint: [], made: { node: c.n, frame: c.fr, args: c.args }, fetched: urlText(a0(c, "url")) }));
fold(["winreg.CreateKey", "winreg.OpenKey", "winreg.CreateKeyEx", "winreg.OpenKeyEx"], (c) => {
  const hive = a0(c, "key");
  const sub = c.args.get(1, "sub_key");
  const hiveText = hive ? (hive.k === "ref" && hive.path ? toF(hive.path) : toF(hive)) : unknown();
  const path = fromF(concat([hiveText, known("\\"), sub ? toF(sub) : unknown()]));
  return { k: "ref", name: "winreg.HKEY()", taint: [], path, made: { node: c.n, frame: c.fr, args: c.args } };
});
fold(["str.maketrans", "bytes.maketrans"], (c) => makeTrans(c.args));
fold(["operator.xor"], (c) => {
  const [x, y] = c.args.positional();
  return x && y ? c.file.binop("^", x, y, c.n) : unk();
});
fold(["functools.reduce"], (c) => {
  const fn = a0(c);
  const items = iterItems(c.args.at(1) ?? unk());
  if (!fn || !items) return unk(c.args.taint());
  let acc: Val = c.args.at(2) ?? items[0];
  for (const it of (c.args.at(2) ? items : items.slice(1)).slice(0, 512)) acc = c.file.apply(fn, new Args(null, c.fr, c.file, { pos: [acc, it] }), c.n, c.fr);
  return acc;
});

/** A download's origin; an unknown URL is still a download (its text is the hole). */
function urlText(v: Val | null): string | undefined {
  return v ? toF(v).text : undefined;
}

function responseOf(c: Call, url: Val | null): Ref {
  let fetched = url ? urlText(url) : undefined;
  if (url && url.k === "ref" && url.name === "urllib.request.Request()") fetched = url.fetched;
  const r: Ref = { k: "ref", name: `${c.ref.name}()`, taint: [], made: { node: c.n, frame: c.fr, args: c.args } };
  if (fetched) r.fetched = fetched;
  return r;
}

function makeTrans(args: Args): Val {
  const a = args.at(0);
  const b = args.at(1);
  if (a && a.k === "dict") return a;
  const x = a ? exactText(a) : null;
  const y = b ? exactText(b) : null;
  if (x === null || y === null || x.length !== y.length) return unk();
  return { k: "dict", keys: Array.from(x, (ch) => num(ch.charCodeAt(0))), vals: Array.from(y, (ch) => num(ch.charCodeAt(0))), open: false, taint: [] };
}

function translate(recv: Str, table: Val | null): Val {
  if (!table || table.k !== "dict" || !recv.f.exact) return opaqueOf(recv);
  const map = new Map<number, string>();
  table.keys.forEach((k, i) => {
    const key = k.k === "num" ? k.n : exactText(k)?.charCodeAt(0);
    const v = table.vals[i];
    if (key === undefined) return;
    map.set(key, v.k === "num" ? String.fromCharCode(v.n) : v.k === "const" ? "" : (exactText(v) ?? ""));
  });
  let out = "";
  for (const ch of recv.f.text) out += map.get(ch.charCodeAt(0)) ?? ch;
  return fromF({ ...recv.f, text: out, via: mergeVia(recv.f.via, ["replace"]) }, recv, { bytes: recv.bytes });
}

function callRef(file: PyFile, ref: Ref, args: Args, n: SyntaxNode, fr: Frame): Val {
  const c: Call = { file, ref, args, n, fr };
  const folder = FOLDS.get(ref.name);
  if (folder) return withVia(folder(c), ref.via ?? []);
  if (ref.name.startsWith("skill:")) return skillCall(c);
  const name = ref.name;
  // Methods of objects the extractor models.
  const last = name.slice(name.lastIndexOf(".") + 1);
  if (ref.owner) {
    const owner = ref.owner;
    if (owner.sock && /^(?:recv|recvfrom|recv_into|read|readline|makefile|recvmsg)$/.test(last)) {
      return { k: "ref", name: `${name}()`, taint: [], fetched: `socket://${sockHost(file, owner.sock) ?? HOLE}`, sock: owner.sock };
    }
    if (owner.name === "os.environ" && last === "get") return file.envValue(args.at(0) ?? unk(), args.at(1), n);
    // `f.read().hex()`, `sock.recv(n).hex()`: the bytes, encoded
    if (last === "hex" && !args.at(0)) return opaqueOf(owner, ["encode"]);
    if (last === "getresponse" && owner.made) {
      const host = owner.made.args.get(0, "host");
      return { k: "ref", name: `${name}()`, taint: [], fetched: `http://${host ? toF(host).text : HOLE}` };
    }
    if ((last === "fetchall" || last === "fetchone" || last === "fetchmany") && owner.owner) return { k: "ref", name: `${name}()`, taint: mergeTaint(owner.taint, owner.owner.taint), made: { node: n, frame: fr, args } };
    if (owner.name === "urllib.request.build_opener()" && last === "open") return responseOf(c, args.get(0, "fullurl"));
    if (owner.name === "requests.Session()" || owner.name === "httpx.Client()" || owner.name === "aiohttp.ClientSession()" || owner.name === "urllib3.PoolManager()") {
      if (HTTP_VERBS.has(last)) return responseOf(c, args.get(last === "request" ? 1 : 0, "url"));
    }
    if (owner.name === "zipfile.ZipFile()" && (last === "read" || last === "open")) return { k: "ref", name: `${name}()`, taint: owner.taint, fetched: owner.fetched };
    if (owner.name === "re.compile()" && last === "sub" && owner.made) return reSub(owner.made.args.get(0, "pattern"), args.get(0, "repl"), args.get(1, "string"));
    const skillFile = owner.name === "open()" && owner.path && last === "read" ? skillFileOf(file, owner.path) : null;
    if (skillFile) return skillText(file, skillFile, owner.taint);
    if (last === "get" && args.at(0) && !/^(?:os\.environ|requests|httpx|aiohttp|urllib)/.test(owner.name)) {
      const found = file.settingsGet(unk(mergeTaint(owner.taint, args.taint())), args);
      if (found.k === "alt" || args.at(1)) return found;
    }
  }
  const r: Ref = { k: "ref", name: canon(`${name}()`), taint: mergeTaint(ref.taint, args.taint()), made: { node: n, frame: fr, args } };
  const fetched = ref.fetched ?? args.fetched();
  if (fetched) r.fetched = fetched;
  const sock = ref.sock ?? args.sock();
  if (sock) r.sock = sock;
  if (ref.path) r.path = ref.path;
  if (ref.via) r.via = ref.via;
  return r;
}

/** A call to a function of another module of the skill: its summary (when known) says what it returns. */
function skillCall(c: Call): Val {
  const [module, name] = c.ref.name.slice(6).split("#");
  const sum = name ? c.file.analyzer.module(module) : null;
  const read = sum?.tainted.get(name!);
  let taint = c.args.taint();
  if (read) taint = mergeTaint(taint, [{ source: read.source, detail: read.detail ?? read.what, loc: read.loc }]);
  const at = sum?.reads?.get(name!);
  const file = at !== undefined ? c.args.at(at) : null;
  if (file) taint = mergeTaint(taint, c.file.readTaint(file, c.n));
  const value = sum?.values?.get(`${name}()`) as Val | undefined;
  if (value) return taint.length ? addTaint(value, taint) : value;
  return unk(taint, { fetched: c.args.fetched() });
}

/**
 * A value another module may use as its own: strings, numbers, lists, dicts and alternatives of them (depth 4), with
 * the markers of the function's parameters dropped (unknown there, unknown here). Null when it holds code or objects.
 */
function plainData(v: Val, depth = 0): Val | null {
  if (depth > 4) return null;
  const clean = (t: readonly Taint[]) => t.filter((x) => !x.detail.startsWith(PARAM_MARK));
  switch (v.k) {
    case "str":
      return v.sock || v.fetched ? null : { k: "str", f: { ...v.f, taint: clean(v.f.taint) }, ...(v.path ? { path: true } : {}), ...(v.bytes ? { bytes: true } : {}) };
    case "num":
    case "const":
      return v;
    case "seq": {
      const items = v.items.slice(0, 64).map((x) => plainData(x, depth + 1));
      return items.every(Boolean) ? { k: "seq", items: items as Val[], open: v.open || v.items.length > 64, taint: clean(v.taint) } : null;
    }
    case "dict": {
      const keys = v.keys.slice(0, 64).map((x) => plainData(x, depth + 1));
      const vals = v.vals.slice(0, 64).map((x) => plainData(x, depth + 1));
      return keys.every(Boolean) && vals.every(Boolean) ? { k: "dict", keys: keys as Val[], vals: vals as Val[], open: v.open || v.keys.length > 64, taint: clean(v.taint) } : null;
    }
    case "alt": {
      const alts = v.alts.map((x) => plainData(x, depth + 1));
      return alts.every(Boolean) ? { k: "alt", alts: alts as Val[] } : null;
    }
    default:
      return null;
  }
}

function strMethod(file: PyFile, recv: Str, name: string, args: Args, n: SyntaxNode): Val | null {
  const t = recv.f.exact ? recv.f.text : null;
  const text1 = (fn: (s: string) => string) => fromF(t !== null ? { ...recv.f, text: fn(t) } : mapKnownParts(recv.f, fn), recv, { bytes: recv.bytes, path: recv.path });
  switch (name) {
    case "join":
      return joinItems(recv, args.at(0));
    case "format":
      return pyFormat(recv, args, file, n);
    case "format_map": {
      const d = args.at(0);
      return d && d.k === "dict" ? pyFormat(recv, new Args(null, args.frame, file, { pos: [], kw: new Map(d.keys.map((k, i) => [exactText(k) ?? "", d.vals[i]])) }), file, n) : opaqueOf(recv);
    }
    case "replace": {
      const a = args.at(0);
      const b = args.at(1);
      const at = a ? exactText(a) : null;
      const bt = b ? toF(b) : null;
      if (recv.path && (!a || a.k !== "str")) return null;
      if (at === null || !bt) return opaqueOf(recv);
      if (!at) return recv;
      const count = numArg(args.at(2)) ?? -1;
      if (!bt.exact) {
        if (!recv.f.text.includes(at)) return recv;
        const pieces = recv.f.text.split(at);
        const parts: Folded[] = [];
        pieces.forEach((p, i) => parts.push(...(i ? [bt] : []), { ...recv.f, text: p }));
        return fromF(concat(parts, "replace"), recv);
      }
      let out = recv.f.text;
      if (count < 0) out = out.split(at).join(bt.text);
      else for (let i = 0; i < count; i++) out = out.replace(at, bt.text);
      return fromF({ ...recv.f, text: out, via: mergeVia(recv.f.via, ["replace"]), taint: mergeTaint(recv.f.taint, bt.taint) }, recv, { bytes: recv.bytes });
    }
    case "upper":
      return text1((s) => s.toUpperCase());
    case "lower":
    case "casefold":
      return text1((s) => s.toLowerCase());
    case "title":
      return text1((s) => s.replace(/\b\w/g, (m) => m.toUpperCase()));
    case "capitalize":
      return text1((s) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase());
    case "swapcase":
      return text1((s) => Array.from(s, (ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join(""));
    case "strip":
    case "lstrip":
    case "rstrip": {
      const chars = args.at(0);
      const ct = chars ? exactText(chars) : null;
      const cls = ct === null ? "\\s" : ct.replace(/[\\\]^-]/g, "\\$&");
      if (!cls) return recv;
      const re = name === "strip" ? new RegExp(`^[${cls}]+|[${cls}]+$`, "g") : name === "lstrip" ? new RegExp(`^[${cls}]+`) : new RegExp(`[${cls}]+$`);
      return text1((s) => s.replace(re, ""));
    }
    case "removeprefix":
    case "removesuffix": {
      const a = args.at(0);
      const at = a ? exactText(a) : null;
      if (at === null) return opaqueOf(recv);
      return text1((s) => (name === "removeprefix" ? (s.startsWith(at) ? s.slice(at.length) : s) : s.endsWith(at) ? s.slice(0, s.length - at.length) : s));
    }
    case "zfill":
    case "center":
    case "ljust":
    case "rjust":
    case "expandtabs":
      return recv;
    case "split":
    case "rsplit":
    case "splitlines": {
      if (t === null) return seq([opaqueOf(recv)], true, recv.f.taint);
      const sepV = name === "splitlines" ? str("\n") : args.get(0, "sep");
      const sep = sepV && sepV.k !== "const" ? exactText(sepV) : null;
      const max = numArg(args.get(1, "maxsplit")) ?? -1;
      let parts = name === "splitlines" ? t.split(/\r?\n/) : splitText(t, sep, name === "rsplit" ? -1 : max);
      if (name === "splitlines" && parts[parts.length - 1] === "") parts = parts.slice(0, -1);
      if (name === "rsplit" && max >= 0 && sep !== null && parts.length > max + 1) parts = [parts.slice(0, parts.length - max).join(sep), ...parts.slice(parts.length - max)];
      return seq(parts.map((p) => fromF({ ...recv.f, text: p }, recv, { bytes: recv.bytes })));
    }
    case "partition":
    case "rpartition": {
      const sepV = args.at(0);
      const sep = sepV ? exactText(sepV) : null;
      if (t === null || sep === null) return seq([opaqueOf(recv), str(""), opaqueOf(recv)]);
      const i = name === "partition" ? t.indexOf(sep) : t.lastIndexOf(sep);
      return i < 0 ? seq([str(t), str(""), str("")]) : seq([str(t.slice(0, i)), str(sep), str(t.slice(i + sep.length))]);
    }
    case "encode":
      return codec(recv, codecName(args.get(0, "encoding")), "encode");
    case "decode":
      return codec(recv, codecName(args.get(0, "encoding")), "decode");
    case "translate":
      return translate(recv, args.at(0));
    case "maketrans":
      return makeTrans(args);
    case "hex":
      return t === null ? opaqueOf(recv, ["encode"]) : str(binaryToHex(recv.bytes ? t : encodeUtf8(t)));
    case "startswith":
    case "endswith":
    case "isdigit":
    case "isalpha":
    case "isalnum":
    case "isspace":
    case "isupper":
    case "islower":
    case "exists":
    case "is_file":
    case "is_dir":
    case "is_symlink":
    case "is_absolute":
      return { k: "const", v: null };
    case "find":
    case "rfind":
    case "index":
    case "rindex":
    case "count": {
      // Positions in a known string are known: `k[:k.index(" sch")]` slices fragments back together.
      const sub = args.at(0) ? exactText(args.at(0)!) : null;
      if (t === null || sub === null || args.at(1)) return unk();
      if (name === "count") return num(sub ? t.split(sub).length - 1 : t.length + 1);
      const at = name === "find" || name === "index" ? t.indexOf(sub) : t.lastIndexOf(sub);
      return at < 0 && name.endsWith("index") ? unk() : num(at);
    }
    case "__add__":
      return file.binop("+", recv, args.at(0) ?? unk(), n);
  }
  // Path methods (pathlib): a str receiver stands for a path here.
  switch (name) {
    case "read_text":
    case "read_bytes": {
      const taint = file.readTaint(recv, n);
      const skillFile = skillFileOf(file, recv);
      return skillFile ? skillText(file, skillFile, taint) : unk(taint);
    }
    case "open":
      return openFile({ file, ref: { k: "ref", name: "open", taint: [] }, args, n, fr: args.frame }, recv, args.get(0, "mode"));
    case "iterdir":
      return listing({ file, ref: { k: "ref", name: "Path.iterdir", taint: [] }, args, n, fr: args.frame }, recv, "*");
    case "glob":
    case "rglob": {
      const pat = args.at(0);
      const path = file.pathJoin([recv, ...(name === "rglob" ? [str("**")] : []), pat ?? str("*")]);
      file.listTaint(path, n);
      return seq([path], true);
    }
    case "expanduser":
    case "resolve":
    case "absolute":
      return { ...recv, f: recv.f.exact ? { ...recv.f, text: collapseDots(recv.f.text) } : recv.f, path: true };
    case "as_posix":
    case "__str__":
    case "__fspath__":
    case "readlink":
      return { ...recv, path: true };
    case "joinpath":
      return file.pathJoin([recv, ...args.positional()]);
    case "with_suffix": {
      const s = args.at(0);
      return fromF(concat([mapKnown(recv.f, (x) => x.replace(/\.[^./]*$/, "")), s ? toF(s) : unknown()]), recv, { path: true });
    }
    case "with_name": {
      const s = args.at(0);
      return fromF(concat([dirnameF(recv.f), known("/"), s ? toF(s) : unknown()]), recv, { path: true });
    }
  }
  return null;
}

function stripDotSlash(p: string): string {
  return p.replace(/^(?:\.\/)+/, "").replace(/\/\.\//g, "/");
}

function mapKnownParts(f: Folded, fn: (s: string) => string): Folded {
  return { ...f, text: f.text.split(HOLE).map(fn).join(HOLE) };
}

// ---------------------------------------------------------------------------------------------
// Sinks

/** `stdin`: what the call feeds the program (`subprocess.run([...], input=text)`): crontab's entries, a shell's script. */
type SinkCtx = { file: PyFile; r: Ref | null; recv: Val | null; name: string; args: Args; n: SyntaxNode; fr: Frame; stdin?: Val | null };

function sinkCall(file: PyFile, callee: Val, n: SyntaxNode, fr: Frame): void {
  let args: Args | null = null;
  const getArgs = () => (args ??= new Args(field(n, "arguments"), fr, file));
  for (const c of alts(callee).slice(0, 4)) {
    if (c.k === "ref") sinkRef(file, c, getArgs(), n, fr);
    else if (c.k === "meth") sinkMeth(file, c, getArgs(), n, fr);
  }
}

const SHELL_STRING = new Set(["os.system", "os.popen", "os.popen2", "os.popen3", "os.popen4", "subprocess.getoutput", "subprocess.getstatusoutput", "asyncio.create_subprocess_shell", "platform.popen", "pexpect.run", "pexpect.spawn", "sh.Command"]);
/** Sources whose values printed by a script are private data in its output. */
const PRINTED_PRIVATE = new Set(["env-all", "env-secret", "ssh", "cloud", "kube", "git-creds", "pkg-creds", "browser", "wallet", "keychain", "dotenv", "agent-data", "shell-history"]);
const SUBPROCESS = new Set(["subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output", "subprocess.Popen"]);
const OS_EXEC_L = /^os\.(?:execl|execle|execlp|execlpe)$/;
const OS_EXEC_V = /^os\.(?:execv|execve|execvp|execvpe)$/;
const OS_SPAWN_L = /^os\.spawnl[pe]*$/;
const OS_SPAWN_V = /^os\.spawnv[pe]*$/;
const DELETE = new Set(["shutil.rmtree", "os.remove", "os.unlink", "os.rmdir", "os.removedirs", "send2trash.send2trash", "send2trash"]);
const COPY = new Set(["shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree", "shutil.move", "os.rename", "os.replace", "os.renames", "distutils.file_util.copy_file", "distutils.dir_util.copy_tree"]);
const SETUID = /^os\.(?:setuid|setgid|seteuid|setegid|setreuid|setregid|setresuid|setresgid)$/;
const DUMPS = new Set(["json.dump", "yaml.dump", "yaml.safe_dump", "pickle.dump", "toml.dump", "tomli_w.dump", "plistlib.dump", "marshal.dump"]);
const DNS = new Set(["dns.resolver.resolve", "dns.resolver.query", "dns.resolver.Resolver().resolve", "dns.resolver.Resolver().query", "socket.gethostbyname", "socket.gethostbyname_ex", "socket.getaddrinfo", "dns.query.udp", "dns.message.make_query"]);

/** A file that configures something with a collector URL (`sentry_sdk.init(dsn=…)`, `X.setup("https://…")`). */
const SDK_CONFIGURED_RE = new RegExp(`\\.(?:${SDK_INIT_METHODS.join("|")})\\s*\\(\\s*(?:["']|(?:${SDK_DEST_KEYS.snake.join("|")})\\s*=)|\\.set_tracking_uri\\s*\\(`);

/** A reporting SDK (crash, analytics) configured with its collector sends what its capture and context calls are given there. */
function sdkCall(s: SinkCtx, last: string): void {
  const dot = s.name.lastIndexOf(".");
  if (dot < 0 || !s.file.configuresSdk()) return;
  const sdk = s.name.slice(0, dot);
  if (isSdkInit(last)) {
    for (const v of [...SDK_DEST_KEYS.snake.map((k) => s.args.kwv(k)), s.args.at(0)]) {
      const url = v ? collectorUrl(alts(v).map((a) => toF(a).text)) : undefined;
      if (url) return void s.file.sdkDests.set(sdk, url);
    }
    return;
  }
  const dest = s.file.sdkDests.get(sdk);
  if (!dest || !isSdkSend(last)) return;
  const parts = [...s.args.positional(), ...[...s.args.kw.keys()].map((k) => s.args.kwv(k)).filter((v): v is Val => !!v)];
  const data = concat(parts.flatMap((v, i) => (i ? [known(" "), jsonOf(v)] : [jsonOf(v)])));
  if (taintless(data.taint).length) s.file.emitFlow({ kind: "send", channel: "http", dest, host: hostOf(dest), data, loc: s.file.loc(s.n) });
}

function sinkRef(file: PyFile, r: Ref, args: Args, n: SyntaxNode, fr: Frame): void {
  const name = r.name;
  const s: SinkCtx = { file, r, recv: r.owner ?? null, name, args, n, fr };
  const last = name.slice(name.lastIndexOf(".") + 1);
  sdkCall(s, last);
  // Sources: evaluating the call emits the read facts.
  if (FOLDS.has(name) && SOURCE_FOLDS.has(name)) file.evCall(n, fr);
  if (name === "exec" || name === "eval") return codeExec(s, args.get(0, "source"), "python");
  if (SHELL_STRING.has(name)) return execCommand(s, args.get(0, name === "os.popen" ? "cmd" : "command"), "shell");
  if (SUBPROCESS.has(name)) {
    const shell = args.kwv("shell");
    const input = args.kwv("input");
    if (input && !(input.k === "const" && input.v === null)) s.stdin = input;
    execCommand(s, args.get(0, "args"), isTruthyConst(shell) ? "shell" : "argv");
    remoteShellStdio(s);
    return;
  }
  if (name === "asyncio.create_subprocess_exec" || name === "os.posix_spawn" || name === "os.posix_spawnp") {
    return execCommand(s, name.startsWith("asyncio") ? seq(args.positional()) : args.at(1), "argv");
  }
  if (OS_EXEC_L.test(name)) return execCommand(s, seq(args.positional().slice(1, name.endsWith("e") ? -1 : undefined)), "argv", args.at(0));
  if (OS_EXEC_V.test(name)) return execCommand(s, args.at(1), "argv", args.at(0));
  if (OS_SPAWN_L.test(name)) return execCommand(s, seq(args.positional().slice(2, name.endsWith("e") ? -1 : undefined)), "argv", args.at(1));
  if (OS_SPAWN_V.test(name)) return execCommand(s, args.at(2), "argv", args.at(1));
  if (name === "pty.spawn") return execCommand(s, args.get(0, "argv"), "argv");
  if (name === "huggingface_hub.upload_folder" || name === "huggingface_hub.upload_file") return hubUpload(s, args.kwv("endpoint"), last);
  if (/^huggingface_hub\.HfApi\(\)\.(?:upload_folder|upload_file|upload_large_folder)$/.test(name)) return hubUpload(s, r.owner?.made?.args.kwv("endpoint") ?? null, last);
  if (name === "os.startfile") return execCommand(s, seq([args.get(0, "filepath") ?? unk()]), "argv");
  if (name === "pickle.loads" || name === "marshal.loads" || name === "pickle.load") return deserialize(s, args.get(0, "data"));
  if (name === "ctypes.CDLL" || name === "cffi.FFI().dlopen" || name === "ctypes.cdll.LoadLibrary" || name === "ctypes.CDLL().LoadLibrary") return loadLibrary(s, args.get(0, "name"));
  if (name === "runpy.run_path" || name === "runpy.run_module") return runModule(s, args.get(0, name === "runpy.run_path" ? "path_name" : "mod_name"), name === "runpy.run_module");
  if (name === "open" || name === "os.fdopen" || name === "zipfile.ZipFile" || name === "tarfile.open" || name.startsWith("tempfile.")) {
    file.evCall(n, fr);
    return;
  }
  if (name === "print") {
    const target = args.kwv("file");
    if (target) feedHandle(target, seq(args.positional()), true);
    // Output with Markdown or HTML image URLs that carry private data: pasted by the agent, rendering it fetches them.
    else {
      const out = concat(args.positional().map((v) => toF(v)));
      if (PRINTED_IMAGE_RE.test(s.file.src)) for (const send of imageSendsOf(out)) s.file.emitFlow({ kind: "send", channel: "markdown-image", ...send, loc: s.file.loc(s.n) });
      // Private data printed for the agent: where the skill has the agent paste the output (a PR body), it is sent there.
      if (out.taint.some((t) => PRINTED_PRIVATE.has(t.source))) s.file.emitFlow({ kind: "send", channel: "agent-output", dest: "the script's output", host: null, data: out, loc: s.file.loc(s.n) });
      // Text the script hides behind an encoding and prints is read by the agent that runs it: prose to the agent.
      if (hiddenVia(out.via).length && isProse(out.text)) s.file.analyzer.analyze("markdown", out.text, s.file.snippet, s.n.row, out.via);
    }
    return;
  }
  if (DUMPS.has(name)) {
    const obj = args.get(0, "obj");
    const target = args.get(1, name === "plistlib.dump" ? "fp" : "fp");
    if (obj && target) feedHandle(target, fromF(jsonOf(obj), obj));
    return;
  }
  if (name === "shutil.copyfileobj") {
    const src = args.get(0, "fsrc");
    const dst = args.get(1, "fdst");
    if (src && dst) feedHandle(dst, src);
    return;
  }
  if (name === "os.write") {
    const fd = args.get(0, "fd");
    const data = args.get(1, "data");
    if (fd && fd.k === "ref" && fd.path) emitWrite(file, fd.path, data, "write", n);
    return;
  }
  if (DELETE.has(name)) return emitDelete(s, args.get(0, "path"));
  if (name === "shutil.unpack_archive") {
    const archive = args.get(0, "filename");
    const origin = archive ? file.originOf(toF(archive).text) : undefined;
    const dir = args.get(1, "extract_dir") ?? str(".");
    if (origin) for (const d of alts(dir).slice(0, 4)) file.extractDirs.set(stripDotSlash(toF(d).text), origin);
    return;
  }
  if (LOADERS.has(name)) return loadModuleFile(s, args.get(1, name.endsWith("spec_from_file_location") ? "location" : name.startsWith("imp.") ? "pathname" : "path"), name.endsWith("SourcelessFileLoader") || name === "imp.load_compiled");
  if (COPY.has(name)) return emitCopy(s, args.get(0, "src"), args.get(1, "dst"));
  if (name === "os.symlink" || name === "os.link") return emitLink(s, args.get(0, "src"), args.get(1, "dst"));
  if (name === "os.chmod" || name === "os.lchmod" || name === "os.fchmod") return emitChmod(s, args.get(0, "path"), args.get(1, "mode"));
  if (SETUID.test(name)) {
    const v = args.at(0);
    file.emit({ kind: "privilege", what: "setuid", detail: `${name}(${v ? toF(v).text : HOLE})`, loc: file.loc(n) });
    return;
  }
  if (name === "os.dup2") return dup2(s, args.at(0), args.at(1));
  if (name === "urllib.request.urlretrieve") return retrieve(s, args.get(0, "url"), args.get(1, "filename"));
  if (name === "urllib.request.Request") return urllibRequest(s, args.get(0, "url"), args.get(1, "data"), args.get(2, "headers"), args.kwv("method"));
  if (name === "urllib.request.urlopen") {
    const target = args.get(0, "url");
    if (!target || alts(target).every((t) => t.k === "ref" && t.name === "urllib.request.Request()")) return;
    return urllibRequest(s, target, args.get(1, "data"), null, null);
  }
  if (DNS.has(name)) return dnsSend(s, args.get(0, name.startsWith("socket.") ? "host" : "qname"));
  if (name === "winreg.SetValueEx" || name === "winreg.SetValue") return registryWrite(s);
  if (name === "importlib.import_module" || name === "__import__") {
    file.evCall(n, fr);
    return;
  }
  if (name === "getattr") {
    file.evCall(n, fr);
    return;
  }
  const http = httpVerb(name);
  if (http) return httpLibCall(s, http.verb, http.instance);
  if (r.owner) ownedSink(s, r.owner, last);
  if (name.startsWith("skill:")) skillSink(s);
}

/** Calls whose evaluation reads private data (so the sink walk evaluates them for their read facts). */
const SOURCE_FOLDS = new Set([
  "open", "os.fdopen", "os.open", "os.listdir", "os.scandir", "os.walk", "glob.glob", "glob.iglob", "shutil.make_archive", "sqlite3.connect", "zipfile.ZipFile",
  "tarfile.open", "pyperclip.paste", "clipboard.paste", "win32clipboard.GetClipboardData", "PIL.ImageGrab.grabclipboard", "ImageGrab.grabclipboard", "xerox.paste",
  "pandas.read_clipboard", "keyring.get_password", "keyring.get_credential", "win32crypt.CryptUnprotectData", "browser_cookie3.load", "browser_cookie3.chrome",
  "browser_cookie3.firefox", "browser_cookie3.edge", "browser_cookie3.brave", "browser_cookie3.opera", "browser_cookie3.safari", "browser_cookie3.chromium",
  "subprocess.check_output", "subprocess.getoutput", "subprocess.getstatusoutput", "subprocess.run", "subprocess.Popen", "os.popen", "subprocess.call",
  "dotenv.load_dotenv", "dotenv.dotenv_values", "dotenv.main.load_dotenv", "dotenv.main.dotenv_values", "toml.load",
]);

function httpVerb(name: string): { verb: string; instance: boolean } | null {
  const i = name.lastIndexOf(".");
  if (i < 0) return null;
  const lib = name.slice(0, i);
  const verb = name.slice(i + 1);
  if (!HTTP_VERBS.has(verb) || !HTTP_LIBS.has(lib)) return null;
  return { verb, instance: lib.endsWith(")") };
}

function sinkMeth(file: PyFile, m: Meth, args: Args, n: SyntaxNode, fr: Frame): void {
  const s: SinkCtx = { file, r: null, recv: m.recv, name: m.name, args, n, fr };
  if (m.recv.k === "str") {
    const recv = m.recv;
    switch (m.name) {
      case "write_text":
      case "write_bytes":
        return emitWrite(file, recv, args.get(0, "data"), "write", n);
      case "open":
      case "read_text":
      case "read_bytes":
      case "iterdir":
      case "glob":
      case "rglob":
        file.evCall(n, fr);
        return;
      case "unlink":
      case "rmdir":
        return emitDelete(s, recv);
      case "chmod":
      case "lchmod":
        return emitChmod(s, recv, args.get(0, "mode"));
      case "symlink_to":
      case "hardlink_to":
        return emitLink(s, args.get(0, "target"), recv);
      case "rename":
      case "replace":
        // Path.replace(target) takes one argument; str.replace(old, new) two
        if (recv.path && args.count() === 1) return emitCopy(s, recv, args.get(0, "target"));
        return;
    }
    if (recv.f.text !== HOLE) return;
  }
  duckSink(s, m.name);
}

/** Methods of objects the extractor models (sessions, sockets, SMTP/FTP clients, bots, buckets…). */
function ownedSink(s: SinkCtx, owner: Ref, last: string): void {
  const on = owner.name;
  const handle = owner.handle;
  if (handle && (last === "write" || last === "writelines" || last === "writestr" || last === "add" || last === "writerow" || last === "writerows")) {
    const v = s.args.at(last === "writestr" ? 1 : 0);
    if (!v) return;
    if (handle.archive && (last === "write" || last === "add")) handle.contents.push(unk(s.file.readTaint(v, s.n)));
    else handle.contents.push(last === "writelines" ? joinItems(str(""), v) : v);
    return;
  }
  if (owner.sock && /^(?:send|sendall|sendto|sendfile|sendmsg)$/.test(last)) return socketSend(s, owner, last);
  // `f = sock.makefile("rw"); f.write(line)`: the socket's file writes to the connection.
  if (owner.sock && /\.makefile\(\)$/.test(on) && (last === "write" || last === "writelines")) return socketSend(s, owner, "sendall");
  if (/^(?:zipfile\.ZipFile|tarfile\.open|tarfile\.TarFile)\(\)$/.test(on) && (last === "extractall" || last === "extract")) {
    const dir = s.args.get(last === "extract" ? 1 : 0, "path") ?? str(".");
    if (owner.fetched) for (const d of alts(dir).slice(0, 4)) s.file.extractDirs.set(stripDotSlash(toF(d).text), owner.fetched);
    return;
  }
  if (/^configparser\.\w*Parser\(\)$/.test(on) && last === "read") {
    const p = s.args.get(0, "filenames");
    if (p) s.file.readTaint(p, s.n);
    return;
  }
  if (/^smtplib\.SMTP\(\)$/.test(on) && (last === "sendmail" || last === "send_message")) return smtpSend(s, owner, last);
  if (/^ftplib\.FTP\(\)$/.test(on) && (last === "storbinary" || last === "storlines")) return ftpSend(s, owner);
  if (/open_sftp\(\)$|SFTPClient\.from_transport\(\)$|^pysftp\.Connection\(\)$/.test(on) && last === "put") return sftpSend(s, owner);
  if (/SSHClient\(\)$/.test(on) && last === "exec_command") {
    // the command runs on the remote host: what it carries leaves this machine
    const cmd = s.args.get(0, "command");
    const host = s.file.ownerConnectHost(owner);
    if (cmd) s.file.emitFlow({ kind: "send", channel: "other", dest: `ssh://${host ?? HOLE}`, host, data: toF(cmd), loc: s.file.loc(s.n) });
    return;
  }
  if (on === "telegram.Bot()" && /^(?:send_message|send_document|send_photo|sendMessage|sendDocument|send_media_group)$/.test(last)) return telegramSend(s, owner, last);
  if (/^discord\.(?:Sync)?Webhook\.from_url\(\)$|^discord_webhook\.DiscordWebhook\(\)$|^dhooks\.Webhook\(\)$/.test(on) && (last === "send" || last === "execute")) {
    const url = owner.made?.args.get(0, "url");
    return httpSend(s, "post", url ?? null, [["content", s.args.get(0, "content")], ["file", s.args.kwv("file")], ["body", owner.made?.args.kwv("content") ?? null], ["feeds", receiverFeeds(s)]]);
  }
  if (on === "slack_sdk.WebClient()" && /^(?:chat_postMessage|files_upload|files_upload_v2|chat_postEphemeral|api_call)$/.test(last)) {
    const token = owner.made?.args.get(0, "token");
    const dest = str(`https://slack.com/api/${last === "files_upload_v2" ? "files.upload" : last.replace("_", ".")}`);
    return httpSend(s, "post", dest, [["args", seq(s.args.all())], ["token", token ?? null]]);
  }
  if (/^slack_sdk\.webhook\.WebhookClient\(\)$/.test(on) && last === "send") return httpSend(s, "post", owner.made?.args.get(0, "url") ?? null, [["args", seq(s.args.all())]]);
  if (on === "boto3.client()" && /^(?:upload_file|upload_fileobj|put_object)$/.test(last)) return s3Send(s, owner, last);
  if (/^boto3\.resource\(\)\.Bucket\(\)$/.test(on) && /^(?:upload_file|upload_fileobj|put_object)$/.test(last)) return s3Send(s, owner, last);
  if (/^boto3\.resource\(\)\.Object\(\)$/.test(on) && (last === "put" || last === "upload_file")) return s3Send(s, owner, last);
  if (/\.blob\(\)$/.test(on) && /^upload_from_(?:filename|string|file)$/.test(last)) return gcsSend(s, owner, last);
  if (/^huggingface_hub\.HfApi\(\)$/.test(on) && /^(?:upload_folder|upload_file|upload_large_folder)$/.test(last)) return hubUpload(s, owner.made?.args.kwv("endpoint") ?? null, last);
  if (/^http\.client\.HTTPConnection\(\)$/.test(on) && last === "request") return httpConnRequest(s, owner);
  if (on === "crontab.CronTab()" && last === "new") return emitWrite(s.file, str("crontab"), s.args.get(0, "command"), "append", s.n);
  if ((on === "boto3.client()" && last === "delete_bucket") || /\.Bucket\(\)$/.test(on) && last === "delete") {
    s.file.emit({ kind: "delete", path: `bucket ${toF(s.args.kwv("Bucket") ?? owner.made?.args.at(0) ?? unk()).text}`, scope: "cloud", loc: s.file.loc(s.n) });
    return;
  }
  duckSink(s, last);
}

/** Methods on receivers the extractor cannot type: judged by the method name and the arguments. */
function duckSink(s: SinkCtx, method: string): void {
  switch (method) {
    case "post":
    case "put":
    case "patch":
    case "get": {
      const url = s.args.get(0, "url");
      if (!url || !alts(url).some((u) => /^https?:\/\//i.test(toF(u).text))) return;
      return httpLibCall(s, method, true);
    }
    case "execute":
    case "executescript":
    case "executemany": {
      const sql = s.args.get(0, "sql") ?? s.args.kwv("query") ?? s.args.kwv("operation");
      if (!sql) return;
      // the statement as SQL (drop, truncate … cascade), each candidate
      for (const a of alts(sql).slice(0, 4)) {
        const f = toF(a);
        if (/\b(?:drop|truncate|delete|alter|grant|create)\b/i.test(f.text)) s.file.analyzeCode("sql", f, s.n);
      }
      return;
    }
    case "drop_database":
    case "flushall":
    case "flushdb":
      s.file.emit({ kind: "delete", path: `${method}(${s.args.at(0) ? toF(s.args.at(0)!).text : ""})`, scope: "database", loc: s.file.loc(s.n) });
      return;
  }
}

// ----- network --------------------------------------------------------------------------------

function hostOf(url: string): string | null {
  // "127.0.0.1:11434/api" (a base URL without its scheme) names a host too
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url) ?? /^()((?:\d{1,3}(?:\.\d{1,3}){3}|localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{2,5})(?:\/|$)/i.exec(url);
  if (!m) return null;
  let host = m[2].toLowerCase();
  const at = host.lastIndexOf("@");
  if (at >= 0) host = host.slice(at + 1);
  host = host.replace(/:\d+$/, "").replace(/\.$/, "").replace(/^\[|\]$/g, "");
  return !host || host.includes(HOLE_START) ? null : host;
}

function channelOf(url: string): Channel {
  return /discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/|webhook\.office\.com\/|\/webhooks?(?:\/|$|\?)/i.test(url) ? "webhook" : /^wss?:/i.test(url) ? "websocket" : "http";
}

type Part = [string, Val | null];

/** A request: a fetch when it only downloads, a send when it carries data (body, params, headers, files, or data in the URL). */
function httpSend(s: SinkCtx, verb: string, urlV: Val | null, parts: Part[], fetchOnly = false): void {
  const present = parts.filter((p): p is [string, Val] => p[1] !== null && !(p[1].k === "const" && p[1].v === null));
  for (const u of alts(urlV ?? unk()).slice(0, 4)) {
    const uf = toF(u);
    if (u.k === "ref" && u.name === "urllib.request.Request()") continue;
    const dest = uf.text;
    const host = hostOf(dest);
    const isGet = /^(?:get|head|options|stream|fetch)$/i.test(verb);
    // Taint in a URL whose host is known is data carried to it (a query); a URL that is itself
    // secret (a webhook URL from the environment) names the destination, not data.
    const urlCarries = host !== null && taintless(uf.taint).length > 0;
    const hasData = present.length > 0 || urlCarries;
    if (isGet && !fetchOnly) s.file.emit({ kind: "fetch", url: dest, host, saveTo: null, loc: s.file.loc(s.n) });
    // a GET is a send when it carries private data (in its parameters, headers or URL); otherwise a download
    if (isGet && !present.some(([, v]) => taintless(taintOf(v)).length) && !urlCarries) continue;
    const dataParts: Folded[] = [];
    for (const [label, v] of present) dataParts.push(known(`${dataParts.length ? " " : ""}${label}=`), label === "json" ? jsonOf(v) : toF(v));
    if (host !== null && uf.taint.length) dataParts.push(known(`${dataParts.length ? " " : ""}url=`), uf);
    const data = hasData || dataParts.length ? concat(dataParts) : null;
    s.file.emitFlow({ kind: "send", channel: channelOf(dest), dest, host, data, loc: s.file.loc(s.n) });
    mineCheck(s.file, dest, s.n);
  }
}

function httpLibCall(s: SinkCtx, verb: string, instance: boolean): void {
  const a = s.args;
  let method = verb;
  let urlIndex = 0;
  if (verb === "request") {
    method = exactText(a.get(0, "method") ?? str("get"))?.toLowerCase() ?? "post";
    urlIndex = 1;
  } else if (verb === "stream" && s.name.startsWith("httpx")) {
    method = exactText(a.get(0, "method") ?? str("get"))?.toLowerCase() ?? "post";
    urlIndex = 1;
  }
  let url = a.get(urlIndex, "url");
  const lib = s.name.slice(0, s.name.lastIndexOf("."));
  const dataIndex = urlIndex + 1;
  const parts: Part[] = [];
  if (method === "get" || method === "head" || method === "options") parts.push(["params", a.get(lib.startsWith("aiohttp") ? -1 : dataIndex, "params")]);
  else {
    parts.push(["data", a.get(dataIndex, "data")]);
    parts.push(["json", a.get(lib.startsWith("requests") ? dataIndex + 1 : -1, "json")]);
    parts.push(["params", a.kwv("params")]);
  }
  for (const k of ["headers", "files", "auth", "cookies", "content", "body", "fields"]) parts.push([k, a.kwv(k)]);
  // Session / client defaults: base_url, headers, auth given to the constructor or set on the object.
  const owner = s.r?.owner;
  if (instance && owner?.made) {
    const ma = owner.made.args;
    const base = ma.kwv("base_url");
    if (base && url) url = mapAlts(url, (u) => (/^[a-z]+:\/\//i.test(toF(u).text) ? u : fromF(concat([toF(base), toF(u)]))));
    for (const k of ["headers", "auth", "cookies", "params"]) parts.push([`session ${k}`, ma.kwv(k)]);
  }
  if (instance) for (const [k, v] of sessionExtras(s)) parts.push([k, v]);
  httpSend(s, method, url, parts);
}

/** `s.headers.update({...})`, `s.headers["Authorization"] = …`, `s.auth = (…)` on the receiver of this call. */
function sessionExtras(s: SinkCtx): Part[] {
  const fnNode = field(s.n, "function");
  const obj = fnNode?.type === "attribute" ? field(fnNode, "object") : null;
  if (!obj || (obj.type !== "identifier" && obj.type !== "attribute")) return [];
  const recv = s.file.text(obj).replace(/\s+/g, "");
  const out: Part[] = [];
  for (const k of ["headers", "auth", "cookies", "params"]) {
    const v = s.file.receiverValue(`${recv}.${k}`);
    if (v) out.push([`session ${k}`, v]);
  }
  return out;
}

/** Data fed to the receiver of this call before it is sent (`webhook.add_file(...)`). */
function receiverFeeds(s: SinkCtx): Val | null {
  const fnNode = field(s.n, "function");
  const obj = fnNode?.type === "attribute" ? field(fnNode, "object") : null;
  const name = obj && obj.type === "identifier" ? s.file.text(obj) : assignedName(s.file, s.n);
  return name ? s.file.receiverValue(name, true) : null;
}

function urllibRequest(s: SinkCtx, url: Val | null, data: Val | null, headers: Val | null, method: Val | null): void {
  const verb = method ? (exactText(method)?.toLowerCase() ?? "post") : data ? "post" : "get";
  httpSend(s, verb, url, [["data", data], ["headers", headers]]);
}

function httpConnRequest(s: SinkCtx, owner: Ref): void {
  const host = owner.made?.args.get(0, "host");
  const method = exactText(s.args.get(0, "method") ?? str("GET"))?.toLowerCase() ?? "post";
  const path = s.args.get(1, "url") ?? str("/");
  const secure = /HTTPS/.test(s.file.text(field(owner.made!.node, "function") ?? owner.made!.node));
  const url = fromF(concat([known(secure ? "https://" : "http://"), host ? toF(host) : unknown(), toF(path)]));
  httpSend(s, method, url, [["body", s.args.get(2, "body")], ["headers", s.args.get(3, "headers")]]);
}

function retrieve(s: SinkCtx, url: Val | null, filename: Val | null): void {
  const u = url ? toF(url).text : HOLE;
  if (!filename) {
    s.file.emit({ kind: "fetch", url: u, host: hostOf(u), saveTo: null, loc: s.file.loc(s.n) });
    return;
  }
  for (const f of alts(filename).slice(0, 4)) {
    const path = toF(f).text;
    s.file.emit({ kind: "fetch", url: u, host: hostOf(u), saveTo: path, loc: s.file.loc(s.n) });
  }
  emitWrite(s.file, filename, unk([], { fetched: u }), "write", s.n, true);
}

function sockHost(file: PyFile, sock: Sock): string | null {
  if (sock.host) return sock.host;
  if (sock.recv) {
    const addr = file.connectArg(sock.recv);
    if (addr) sock.host = addrText(addr)?.text ?? null;
  }
  return sock.host;
}

function socketSend(s: SinkCtx, owner: Ref, method: string): void {
  const sock = owner.sock!;
  const data = s.args.at(0);
  let dest = sockHost(s.file, sock);
  if (method === "sendto") dest = addrText(s.args.at(1))?.text ?? dest;
  const isWs = /^websocket|^websockets/.test(owner.name);
  const d = dest ?? HOLE;
  const host = isWs ? hostOf(d) : (addrText(str(d))?.host ?? null);
  s.file.emitFlow({ kind: "send", channel: isWs ? "websocket" : "socket", dest: isWs ? d : `tcp://${d}`, host, data: data ? toF(data) : null, loc: s.file.loc(s.n) });
  mineCheck(s.file, `${d} ${data ? toF(data).text : ""}`, s.n);
}

function smtpSend(s: SinkCtx, owner: Ref, method: string): void {
  const host = owner.made?.args.get(0, "host") ?? (owner.sock ? null : null);
  const h = host ? exactText(host) : null;
  const to = method === "sendmail" ? s.args.get(1, "to_addrs") : s.args.kwv("to_addrs");
  const msg = method === "sendmail" ? s.args.get(2, "msg") : s.args.get(0, "msg");
  const msgFeeds = receiverFeedsOf(s, method === "sendmail" ? 2 : 0);
  const data = concat([known("to="), to ? toF(to) : unknown(), known(" msg="), msg ? toF(msg) : unknown(), ...(msgFeeds ? [known(" "), toF(msgFeeds)] : [])]);
  s.file.emitFlow({ kind: "send", channel: "smtp", dest: `smtp://${h ?? HOLE}${to ? ` to ${toF(to).text}` : ""}`, host: h, data, loc: s.file.loc(s.n) });
}

/** What was fed into the argument at `i` when it is a variable (`msg.attach(...)`, `msg.set_content(...)`). */
function receiverFeedsOf(s: SinkCtx, i: number): Val | null {
  const args = field(s.n, "arguments");
  const pos = args ? args.children.filter((c) => c.named && c.type !== "keyword_argument" && c.type !== "comment") : [];
  const node = pos[i];
  return node?.type === "identifier" ? s.file.receiverValue(s.file.text(node), true) : null;
}

function ftpSend(s: SinkCtx, owner: Ref): void {
  const host = owner.made?.args.get(0, "host") ?? (owner.made ? null : null);
  const h = host ? exactText(host) : null;
  const cmd = s.args.get(0, "cmd");
  const fp = s.args.get(1, "fp");
  s.file.emitFlow({ kind: "send", channel: "ftp", dest: `ftp://${h ?? HOLE}/${cmd ? toF(cmd).text.replace(/^STOR\s+/i, "") : ""}`, host: h, data: fp ? toF(fp) : null, loc: s.file.loc(s.n) });
}

function sftpSend(s: SinkCtx, owner: Ref): void {
  const local = s.args.get(0, "localpath");
  const remote = s.args.get(1, "remotepath");
  const host = s.file.ownerConnectHost(owner);
  const taint = local ? s.file.readTaint(local, s.n) : [];
  s.file.emitFlow({ kind: "send", channel: "scp", dest: `sftp://${host ?? HOLE}/${remote ? toF(remote).text : ""}`, host, data: { ...unknown(taint) }, loc: s.file.loc(s.n) });
}

function telegramSend(s: SinkCtx, owner: Ref, method: string): void {
  const token = owner.made?.args.get(0, "token");
  const dest = fromF(concat([known("https://api.telegram.org/bot"), token ? toF(token) : unknown(), known(`/${method}`)]));
  const parts: Part[] = [];
  for (const k of s.args.kwNames()) parts.push([k, s.args.kwv(k)]);
  s.args.positional().forEach((v, i) => parts.push([`arg${i}`, v]));
  httpSend(s, "post", dest, parts);
}

function s3Send(s: SinkCtx, owner: Ref, method: string): void {
  const service = owner.made?.args.get(0, "service_name");
  if (owner.name === "boto3.client()" && service && exactText(service) !== "s3") return;
  let bucket: Val | null;
  let key: Val | null;
  let data: Val | null;
  if (owner.name === "boto3.client()") {
    if (method === "put_object") [bucket, key, data] = [s.args.kwv("Bucket"), s.args.kwv("Key"), s.args.kwv("Body")];
    else [bucket, key, data] = [s.args.get(1, "Bucket"), s.args.get(2, "Key"), s.args.get(0, method === "upload_file" ? "Filename" : "Fileobj")];
  } else if (/Bucket\(\)$/.test(owner.name)) {
    bucket = owner.made?.args.get(0, "name") ?? null;
    if (method === "put_object") [key, data] = [s.args.kwv("Key"), s.args.kwv("Body")];
    else [key, data] = [s.args.get(1, "Key"), s.args.get(0, method === "upload_file" ? "Filename" : "Fileobj")];
  } else {
    bucket = owner.made?.args.get(0, "bucket_name") ?? null;
    key = owner.made?.args.get(1, "key") ?? null;
    data = method === "put" ? s.args.kwv("Body") : s.args.get(0, "Filename");
  }
  const isFile = method === "upload_file";
  const content = data ? (isFile ? unk(s.file.readTaint(data, s.n)) : data) : null;
  const b = bucket ? toF(bucket).text : HOLE;
  s.file.emitFlow({ kind: "send", channel: "http", dest: `s3://${b}/${key ? toF(key).text : ""}`, host: "s3.amazonaws.com", data: content ? toF(content) : null, loc: s.file.loc(s.n) });
}

/**
 * A Hugging Face Hub upload (`HfApi(endpoint=…).upload_folder(folder_path=stage)`, `huggingface_hub.upload_file(…)`):
 * the files go to the endpoint (the Hub unless the code names another), carrying what was written into them.
 */
function hubUpload(s: SinkCtx, endpoint: Val | null, method: string): void {
  const file = method === "upload_file";
  const path = file ? s.args.get(0, "path_or_fileobj") : s.args.kwv("folder_path") ?? s.args.get(1, "folder_path");
  const taint = path ? (file ? s.file.readTaint(path, s.n) : s.file.folderTaint(path)) : [];
  const urls = endpoint ? alts(endpoint).map((a) => toF(a).text).filter((u) => /^https?:\/\//.test(u)) : [];
  for (const dest of (urls.length ? urls : ["https://huggingface.co"]).slice(0, 2)) {
    s.file.emitFlow({ kind: "send", channel: "http", dest, host: hostOf(dest), data: toF(unk(taint)), loc: s.file.loc(s.n) });
  }
}

function gcsSend(s: SinkCtx, owner: Ref, method: string): void {
  const blob = owner.made?.args.get(0, "blob_name");
  const bucketRef = owner.owner?.owner;
  const bucket = bucketRef?.made?.args.get(0, "bucket_name");
  const data = s.args.get(0, method === "upload_from_filename" ? "filename" : "data");
  const content = data ? (method === "upload_from_filename" ? unk(s.file.readTaint(data, s.n)) : data) : null;
  s.file.emitFlow({ kind: "send", channel: "http", dest: `gs://${bucket ? toF(bucket).text : HOLE}/${blob ? toF(blob).text : ""}`, host: "storage.googleapis.com", data: content ? toF(content) : null, loc: s.file.loc(s.n) });
}

function dnsSend(s: SinkCtx, name: Val | null): void {
  if (!name) return;
  for (const a of alts(name).slice(0, 4)) {
    const f = toF(a);
    const carries = taintless(f.taint).length > 0 || hiddenVia(f.via).length > 0;
    // A name built from a parameter is recorded in the function's summary, for callers that pass it private data.
    if (!carries && f.taint.length === 0) continue;
    const known = (f.text.includes(HOLE) ? f.text.slice(f.text.lastIndexOf(HOLE) + HOLE.length) : f.text).replace(/^\.+/, "");
    const host = known.includes(".") ? known.toLowerCase() : null;
    s.file.emitFlow({ kind: "send", channel: "dns", dest: f.text, host, data: f, loc: s.file.loc(s.n) }, !carries);
  }
}

// ----- exec -----------------------------------------------------------------------------------

const OBFUSCATING: readonly Decoding[] = ["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress", "escape", "percent", "unicode-tags", "ifs", "quote-splice"];

function isLiteralNode(n: SyntaxNode | undefined): boolean {
  if (!n) return false;
  if (n.type === "string") return !n.children.some((c) => c.type === "interpolation");
  if (n.type === "concatenated_string") return n.children.every((c) => c.type !== "string" || isLiteralNode(c));
  if (n.type === "list" || n.type === "tuple") return n.children.filter((c) => c.named).every(isLiteralNode);
  return false;
}

function argNode(s: SinkCtx, i: number, kw: string): SyntaxNode | undefined {
  const args = field(s.n, "arguments");
  if (!args) return undefined;
  const k = args.children.find((c) => c.type === "keyword_argument" && s.file.text(field(c, "name") ?? c) === kw);
  if (k) return field(k, "value") ?? undefined;
  return args.children.filter((c) => c.named && c.type !== "keyword_argument" && c.type !== "comment")[i];
}

/**
 * Whether the code run is not a literal of the file: downloaded, decoded, or (for a command) its
 * program name assembled from pieces. A command with user values formatted into it is not.
 */
function isDynamic(f: Folded, fetched: string | undefined, lang: string, literal: boolean, calleeVia: readonly Decoding[], head?: Folded): boolean {
  if (fetched) return true;
  if (f.via.some((d) => OBFUSCATING.includes(d)) || calleeVia.some((d) => OBFUSCATING.includes(d))) return true;
  if (lang === "python") return !literal;
  const built = (x: Folded) => !literal && x.exact && x.via.some((d) => d === "concat" || d === "join" || d === "replace" || d === "slice");
  return head ? built(head) : built(f);
}

const INTERPRETERS: readonly [RegExp, FileKind | null, "shell" | "python" | "js" | "powershell"][] = [
  [/^(?:sh|bash|zsh|dash|ksh|ash|fish)$/, "shell", "shell"],
  [/^python[0-9.]*$|^pypy/, "python", "python"],
  [/^(?:node|nodejs|deno|bun)$/, "javascript", "js"],
  [/^(?:pwsh|powershell)(?:\.exe)?$/i, "powershell", "powershell"],
];

function execCommand(s: SinkCtx, cmd: Val | null, mode: "shell" | "argv", program?: Val | null): void {
  if (!cmd) return;
  const calleeVia = s.r?.via ?? [];
  const literal = isLiteralNode(argNode(s, 0, "args"));
  for (const a of alts(cmd).slice(0, MAX_ALTS)) {
    let argv: Folded[] | null = null;
    if (a.k === "seq") {
      argv = a.items.slice(0, 256).map((i) => toF(i));
      if (a.open) argv.push(unknown(a.taint));
    } else if (mode === "argv" && a.k === "str" && a.f.exact && !/\s/.test(a.f.text)) argv = [a.f];
    if (argv) {
      if (program && argv.length) argv[0] = toF(program);
      execArgv(s, argv, a, literal, calleeVia);
      continue;
    }
    const f = toF(a);
    execShellText(s, f, fetchedOf(a), literal, calleeVia, sockOf(a));
  }
}

function execShellText(s: SinkCtx, f: Folded, fetched: string | undefined, literal: boolean, calleeVia: readonly Decoding[], sock?: Sock): void {
  const via = mergeVia(f.via, calleeVia);
  const command = { ...f, via };
  s.file.emitFlow({ kind: "exec", lang: "shell", command, dynamic: isDynamic(f, fetched, "shell", literal, calleeVia), fetched: fetched ?? null, loc: s.file.loc(s.n) });
  if (sock || fetched?.startsWith("socket://")) remoteShell(s, `commands received from ${fetched ?? "a socket"} run in a shell`);
  s.file.analyzeCode("shell", stripMarks(command), s.n);
}

function execArgv(s: SinkCtx, argv: Folded[], v: Val, literal: boolean, calleeVia: readonly Decoding[]): void {
  const prog = argv[0]?.text ?? HOLE;
  const base = prog.slice(prog.lastIndexOf("/") + 1);
  const interp = INTERPRETERS.find(([re]) => re.test(base));
  const command = concat(argv.flatMap((a, i) => (i ? [known(" "), a] : [a])));
  const via = mergeVia(command.via, calleeVia);
  let fetched = fetchedOf(v);
  // a program this file downloaded (or unpacked from a download, or copied from the skill) and now runs
  for (const a of argv.slice(0, 8)) {
    fetched ??= s.file.originOf(a.text);
    const skill = s.file.skillCopies.get(stripDotSlash(a.text));
    if (skill) s.file.invokeTarget(skill, s.n, "run");
  }
  // miner flags, credential commands and downloads in the command are the shell analysis's to state
  s.file.emitFlow({ kind: "exec", lang: interp ? interp[2] : "binary", command: { ...command, via }, dynamic: isDynamic(command, fetched, "binary", literal, calleeVia, argv[0]), fetched: fetched ?? null, loc: s.file.loc(s.n) });
  if (fetched?.startsWith("socket://")) remoteShell(s, `commands received from ${fetched} are run`);
  analyzeArgv(argv.map(stripMarks), s.file.snippet, s.n.row, s.file.analyzer, s.stdin ? stripMarks(toF(s.stdin)) : null);
}

function codeExec(s: SinkCtx, code: Val | null, lang: "python"): void {
  if (!code) return;
  const literal = isLiteralNode(argNode(s, 0, "source"));
  const calleeVia = s.r?.via ?? [];
  for (const a of alts(code).slice(0, 4)) {
    const f = toF(a);
    const fetched = fetchedOf(a);
    const command = { ...f, via: mergeVia(f.via, calleeVia) };
    s.file.emitFlow({ kind: "exec", lang, command, dynamic: isDynamic(f, fetched, lang, literal, calleeVia), fetched: fetched ?? null, loc: s.file.loc(s.n) });
    if (fetched?.startsWith("socket://")) remoteShell(s, `code received from ${fetched} is executed`);
    for (const t of f.taint) if (t.source === "file" && s.file.analyzer.files.has(t.detail.replace(/^\.\//, ""))) s.file.invokeTarget(t.detail.replace(/^\.\//, ""), s.n, "run");
    if (!literal) s.file.analyzeCode("python", stripMarks(command), s.n);
  }
}

function deserialize(s: SinkCtx, data: Val | null): void {
  if (!data) return;
  for (const a of alts(data).slice(0, 4)) {
    const f = toF(a);
    const fetched = fetchedOf(a);
    if (!fetched && !f.via.some((d) => OBFUSCATING.includes(d))) continue;
    s.file.emitFlow({ kind: "exec", lang: "python", command: f, dynamic: true, fetched: fetched ?? null, loc: s.file.loc(s.n) });
  }
}

function loadLibrary(s: SinkCtx, path: Val | null): void {
  if (!path || (path.k === "const" && path.v === null)) return;
  for (const a of alts(path).slice(0, 4)) {
    const f = toF(a);
    const fetched = fetchedOf(a);
    s.file.emitFlow({ kind: "exec", lang: "binary", command: f, dynamic: isDynamic(f, fetched, "binary", isLiteralNode(argNode(s, 0, "name")), []), fetched: fetched ?? null, loc: s.file.loc(s.n) });
  }
}

function runModule(s: SinkCtx, target: Val | null, isModule: boolean): void {
  if (!target) return;
  for (const a of alts(target).slice(0, 4)) {
    const t = exactText(a);
    if (t === null) continue;
    const skill = isModule ? s.file.skillModuleOf(t) : s.file.analyzer.files.has(t.replace(/^\.\//, "")) ? t.replace(/^\.\//, "") : null;
    if (skill) s.file.invokeTarget(skill, s.n, "run");
  }
}

const LOADERS = new Set(["importlib.machinery.SourcelessFileLoader", "importlib.machinery.SourceFileLoader", "importlib.util.spec_from_file_location", "imp.load_source", "imp.load_compiled"]);

/** A module loaded from a file path: the skill file it is (an invoke), and compiled bytecode run without source. */
function loadModuleFile(s: SinkCtx, path: Val | null, bytecode: boolean): void {
  if (!path) return;
  for (const a of alts(path).slice(0, 4)) {
    const text = toF(a).text;
    for (const f of s.file.skillFiles(text)) s.file.invokeTarget(f, s.n, "run");
    if (bytecode || /\.pyc$/.test(text)) s.file.emitFlow({ kind: "exec", lang: "python", command: known(`compiled bytecode ${text}`), dynamic: true, fetched: s.file.originOf(text) ?? null, loc: s.file.loc(s.n) });
    // source this module fills with downloaded bytes (an "auto-updating" plugin), loaded as a module, runs what the host
    // sent: judged once the file's writes are known
    else if (text !== HOLE && s.file.moduleLoads.length < 32) s.file.moduleLoads.push({ path: text, n: s.n });
  }
}

function remoteShell(s: SinkCtx, detail: string): void {
  s.file.emit({ kind: "remote-shell", detail, loc: s.file.loc(s.n) });
}

function remoteShellStdio(s: SinkCtx): void {
  for (const k of ["stdin", "stdout", "stderr"]) {
    const v = s.args.kwv(k);
    if (!v) continue;
    const sock = sockOf(v);
    if (!sock) continue;
    const cmd = s.args.get(0, "args");
    remoteShell(s, `${cmd ? toF(cmd).text.slice(0, 120) : "a process"} with its ${k} on a socket to ${sockHost(s.file, sock) ?? HOLE}`);
    return;
  }
}

function dup2(s: SinkCtx, fd: Val | null, target: Val | null): void {
  if (!fd) return;
  const sock = sockOf(fd);
  if (!sock) return;
  const t = target && target.k === "num" ? target.n : null;
  if (t !== null && t > 2) return;
  remoteShell(s, `socket to ${sockHost(s.file, sock) ?? HOLE} duplicated onto ${t === 0 ? "stdin" : t === 1 ? "stdout" : t === 2 ? "stderr" : "a standard stream"}`);
}

function mineCheck(file: PyFile, text: string, n: SyntaxNode): void {
  if (text.length < 6 || !isMinerText(text)) return;
  file.emit({ kind: "mine", detail: text.slice(0, 300), loc: file.loc(n) });
}

// ----- files ----------------------------------------------------------------------------------



function emitWrite(file: PyFile, path: Val, content: Val | null, mode: "write" | "append" | "copy" | "link" | "chmod", n: SyntaxNode, skipFetch = false): void {
  const cf = content ? toF(content) : null;
  const fetched = content ? fetchedOf(content) : undefined;
  let analyzed = false;
  for (const a of alts(path).slice(0, 8)) {
    if (a.k === "const") continue;
    const pf = toF(a);
    const p = pf.text;
    if ((p === HOLE || !p) && !(cf && taintless(cf.taint).length)) {
      // a file named at run time is still read as what its text says it is (`--extra-index-url …` lines)
      const kind = cf && !analyzed && (mode === "write" || mode === "append") ? writtenCodeKind("", null, cf.text) : null;
      if (kind && knownLength(cf!) >= 12) {
        analyzed = true;
        file.analyzeCode(kind, stripMarks(cf!), n);
      }
      continue;
    }
    const place = placeOfPath(p);
    file.emitFlow({ kind: "write", path: p, place, content: cf, mode, loc: file.loc(n) });
    if (cf && taintless(cf.taint).length && file.taintedWrites.length < 256) file.taintedWrites.push({ path: p, taint: taintless(cf.taint) });
    if (place === "sudoers") {
      file.emit({ kind: "privilege", what: "sudoers", detail: `writes ${p}`, loc: file.loc(n) });
      if (cf && /NOPASSWD/i.test(cf.text)) file.emit({ kind: "privilege", what: "nopasswd", detail: cf.text.slice(0, 200), loc: file.loc(n) });
    }
    if (fetched) file.downloads.set(stripDotSlash(p), fetched);
    if (fetched && !skipFetch) file.emit({ kind: "fetch", url: fetched, host: hostOf(fetched), saveTo: p, loc: file.loc(n) });
    if (cf && !analyzed && (mode === "write" || mode === "append")) {
      if (cf.text.length >= 8) mineCheck(file, cf.text, n);
      const kind = writtenCodeKind(p, place, cf.text);
      if (kind && knownLength(cf) >= 12) {
        analyzed = true;
        file.analyzeCode(kind, stripMarks(cf), n);
      }
    }
  }
}

function feedHandle(target: Val, v: Val, newline = false): void {
  for (const t of alts(target)) {
    if (t.k !== "ref" || !t.handle) continue;
    t.handle.contents.push(newline && v.k === "seq" ? fromF(concat([...v.items.flatMap((x, i) => (i ? [known(" "), toF(x)] : [toF(x)])), known("\n")])) : v);
  }
}

function emitDelete(s: SinkCtx, path: Val | null): void {
  if (!path) return;
  // every broad target among the candidates, and the first few ordinary ones
  let ordinary = 0;
  for (const a of alts(path).slice(0, 32)) {
    const p = toF(a).text;
    if (p === HOLE || !p) continue;
    const scope = deleteScopeOfPath(p);
    if (scope === "other" && ++ordinary > 8) continue;
    s.file.emit({ kind: "delete", path: p, scope, loc: s.file.loc(s.n) });
  }
}

function emitCopy(s: SinkCtx, src: Val | null, dst: Val | null): void {
  if (!src || !dst) return;
  const taint = s.file.readTaint(src, s.n);
  const srcText = toF(src).text;
  const srcName = basenameF(toF(src)).text;
  const origin = s.file.originOf(srcText);
  const skill = s.file.skillFiles(srcText)[0];
  const content = unk(taint, { fetched: origin ?? fetchedOf(src) });
  for (const d of alts(dst).slice(0, 4)) {
    const p = toF(d).text;
    // copying into a folder (shutil.copy(src, "~/.config/autostart")) lands at folder/name
    const last = p.slice(p.lastIndexOf("/") + 1);
    const intoDir = !last.includes(".") && !p.includes(HOLE) && placeOfPath(p) === null && placeOfPath(`${p}/${srcName}`) !== null;
    const target = intoDir ? `${p}/${srcName}` : p;
    if (skill) s.file.skillCopies.set(stripDotSlash(target), skill);
    emitWrite(s.file, intoDir ? str(target) : d, content, "copy", s.n, true);
  }
}

function emitLink(s: SinkCtx, target: Val | null, link: Val | null): void {
  if (!target || !link) return;
  emitWrite(s.file, link, fromF(toF(target)), "link", s.n);
  s.file.readTaint(target, s.n);
}

function emitChmod(s: SinkCtx, path: Val | null, mode: Val | null): void {
  if (!path) return;
  const modes = mode ? alts(mode).slice(0, 4) : [unk()];
  const modeSrc = mode ? s.file.text(argNode(s, s.recv ? 0 : 1, "mode") ?? s.n) : "";
  const content = alt(modes.map((m) => (m.k === "num" ? str(`0o${m.n.toString(8)}`) : fromF(toF(m)))));
  emitWrite(s.file, path, content, "chmod", s.n);
  for (const m of modes) {
    const bits = m.k === "num" ? m.n : null;
    const modeText = bits !== null ? `0o${bits.toString(8)}` : toF(m).text;
    const setuid = (bits !== null && (bits & 0o6000) !== 0) || /S_IS[UG]ID/.test(modeSrc);
    for (const a of alts(path).slice(0, 4)) {
      const p = toF(a).text;
      if (setuid) s.file.emit({ kind: "privilege", what: "setuid", detail: `chmod ${modeText} ${p}`, loc: s.file.loc(s.n) });
      else if (bits !== null && bits & 0o002 && /^\/(?!tmp\/|var\/tmp\/|dev\/null)/.test(p)) s.file.emit({ kind: "privilege", what: "world-writable-system", detail: `chmod ${modeText} ${p}`, loc: s.file.loc(s.n) });
    }
  }
}

function registryWrite(s: SinkCtx): void {
  const key = s.args.at(0);
  const name = s.args.at(1);
  const value = s.args.at(s.name.endsWith("Ex") ? 4 : 3);
  const base = key && key.k === "ref" && key.path ? toF(key.path) : key ? toF(key) : unknown();
  const path = fromF(concat([base, known("\\"), name ? toF(name) : unknown()]));
  emitWrite(s.file, path, value, "write", s.n);
}

function skillSink(s: SinkCtx): void {
  const [module, name] = s.name.slice(6).split("#");
  if (!name) return;
  const sum = s.file.analyzer.module(module);
  if (!sum) return;
  const taint = s.args.taint();
  const send = sum.sends.get(name);
  if (send && taintless(taint).length) {
    const data = concat(s.args.all().map(toF));
    s.file.emit({ kind: "send", channel: send.channel, dest: send.dest, host: send.host, data: stripMarks(data), loc: s.file.loc(s.n) });
  }
  const ex = sum.executes.get(name);
  if (ex) {
    const cmd = concat(s.args.all().map(toF));
    if (taintless(cmd.taint).length || hiddenVia(cmd.via).length || fetchedOf(seq(s.args.all()))) s.file.emit({ kind: "exec", lang: ex.lang, command: stripMarks(cmd), dynamic: true, fetched: fetchedOf(seq(s.args.all())) ?? null, loc: s.file.loc(s.n) });
  }
}

export const extractPython: Extractor = (snippet, analyzer) => {
  const tree = analyzer.parse("python", snippet.text);
  if (!tree) return;
  new PyFile(tree, snippet, analyzer).run();
  if (/\bc\.(?:ServerApp|NotebookApp|IdentityProvider)\./.test(snippet.text)) jupyterExposure(snippet, analyzer);
};

/**
 * A Jupyter server configuration listening on every interface with no token and no password: anyone who reaches
 * the port runs code and opens terminals as the user.
 */
function jupyterExposure(snippet: Snippet, analyzer: Analyzer): void {
  const text = snippet.text;
  const set = (key: RegExp) => new RegExp(String.raw`^[ \t]*c\.(?:ServerApp|NotebookApp|IdentityProvider|PasswordIdentityProvider)\.${key.source}\s*=\s*(.+?)\s*(?:#.*)?$`, "m").exec(text)?.[1] ?? null;
  const ip = set(/ip/);
  const token = set(/token/);
  const password = set(/(?:hashed_)?password/);
  const open = ip !== null && /^["'](?:0\.0\.0\.0|\*|::)["']$/.test(ip);
  const noToken = token !== null && /^(?:""|''|None)$/.test(token);
  if (!open || !noToken || (password !== null && !/^(?:""|''|None)$/.test(password))) return;
  const row = text.slice(0, text.search(/^[ \t]*c\.(?:ServerApp|NotebookApp)\.ip\b/m)).split("\n").length - 1;
  analyzer.emit({ kind: "remote-shell", detail: `a Jupyter server on every interface (ip ${ip}) with no token or password: anyone who reaches it runs code as the user`, loc: analyzer.loc(snippet, row) }, snippet);
}

