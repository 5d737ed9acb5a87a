// The shared core of the hand-written Perl and Lua extractors (no tree-sitter grammar exists for
// either offline): a small syntax tree both parsers build, folded values, flow-insensitive bindings
// (every assignment is a candidate, as in ruby.ts), parameters bound from call sites, returns of
// local functions, and the sinks that turn an evaluated call into facts (commands to the shell
// analysis, code evaluated again, HTTP, sockets, SMTP, writes, deletes, chmod). Each language
// supplies its builtins through `callName`, `method` and `globalVar`. All work is bounded: a step
// budget, an evaluation depth, at most MAX_ALTS candidates per value, MAX_CALL_SITES per parameter.
import { isMinerText, sourceOfCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import type { FileKind } from "../parse/classify";
import { factKey, normalizeSkillPath, writtenCodeKind, type Analyzer, type Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Channel, type Decoding, type Fact, type Folded, type SourceKind, type Taint } from "./types";
import { bytesToText, concat, isReadable, known, MAX_FOLDED, mergeTaint, safeCodePoint, unknown } from "./values";

// ---------------------------------------------------------------------------------------------
// Syntax tree

export type Node =
  | { t: "str"; parts: (string | Node)[]; row: number }
  | { t: "num"; n: number; row: number }
  /** A variable: Perl names keep their sigil (`$x`, `@a`, `%h`, `*FH`), Lua names are bare. */
  | { t: "var"; name: string; row: number }
  /** A bareword: a function or class name (`system`, `LWP::UserAgent`). */
  | { t: "name"; name: string; row: number }
  | { t: "op"; op: string; a: Node[]; row: number }
  | { t: "assign"; op: string; l: Node; r: Node; row: number }
  /** A call; `fh` is Perl's `print FH LIST` handle, `block` Perl's `map { … } LIST` block. */
  | { t: "call"; fn: Node; args: Node[]; row: number; fh?: Node; block?: Node[] }
  | { t: "meth"; recv: Node; name: string | Node; args: Node[]; row: number }
  | { t: "idx"; obj: Node; key: Node; row: number }
  | { t: "list"; items: Node[]; row: number }
  /** A table / hash / anonymous array: positional entries have a null key. */
  | { t: "table"; keys: (Node | null)[]; vals: Node[]; row: number; array?: boolean }
  | { t: "fn"; name: string | null; params: string[]; body: Node[]; row: number; src: string; self?: boolean }
  | { t: "block"; body: Node[]; row: number }
  | { t: "ret"; e: Node | null; row: number }
  | { t: "each"; v: string; list: Node; body: Node[]; row: number }
  /** Perl `m//`, `s///`, `tr///`, `qr//`. */
  | { t: "regex"; kind: string; pat: string; repl: Node | null; flags: string; row: number }
  | { t: "unk"; row: number };

export const unkNode = (row: number): Node => ({ t: "unk", row });
export const strNode = (s: string, row: number): Node => ({ t: "str", parts: [s], row });

export function isLiteral(n: Node | undefined): boolean {
  if (!n) return false;
  if (n.t === "str") return n.parts.every((p) => typeof p === "string");
  if (n.t === "num") return true;
  if (n.t === "list") return n.items.every(isLiteral);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Values

export type Sock = { dest: string | null };
export type Str = { k: "str"; f: Folded; fetched?: string; sock?: Sock };
export type Num = { k: "num"; n: number; taint: Taint[] };
export type Seq = { k: "seq"; items: Val[]; open: boolean; taint: Taint[] };
export type Hash = { k: "hash"; keys: string[]; vals: Val[]; taint: Taint[] };
/** A library, class or object (`LWP::UserAgent#`, `socket.http`), a function reference (`sub:system`), a file handle. */
export type Obj = { k: "obj"; name: string; vals?: Val[]; made?: Node; sock?: Sock; fetched?: string; taint: Taint[] };
export type Alt = { k: "alt"; alts: Val[] };
export type Val = Str | Num | Seq | Hash | Obj | Alt;

export const MAX_ALTS = 12;
const MAX_ITEMS = 2048;
const STEP_BUDGET = 200_000;
const MAX_EVAL_DEPTH = 100;
const MAX_CALL_SITES = 16;
const MAX_FACTS_PER_FILE = 3000;
/** Largest snippet the hand-written parsers read; the rest of a bigger file is not analysed. */
export const MAX_SCRIPT_CHARS = 512 * 1024;
/** Deepest nesting the parsers follow (brackets, blocks, interpolations). */
export const MAX_PARSE_DEPTH = 120;

export const OBFUSCATING: readonly Decoding[] = ["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress", "escape", "percent"];

export function unk(taint: readonly Taint[] = [], extra?: { fetched?: string; sock?: Sock }): Str {
  const v: Str = { k: "str", f: unknown(taint) };
  if (extra?.fetched) v.fetched = extra.fetched;
  if (extra?.sock) v.sock = extra.sock;
  return v;
}

export function str(text: string, via: readonly Decoding[] = []): Str {
  return { k: "str", f: known(text, via) };
}

export function fromF(f: Folded, like?: Val): Str {
  const v: Str = { k: "str", f };
  const fetched = like ? fetchedOf(like) : undefined;
  if (fetched) v.fetched = fetched;
  const sock = like ? sockOf(like) : undefined;
  if (sock) v.sock = sock;
  return v;
}

export function num(n: number, taint: readonly Taint[] = []): Num {
  return { k: "num", n, taint: [...taint] };
}

export function seq(items: Val[], open = false, taint: readonly Taint[] = []): Seq {
  return { k: "seq", items: items.slice(0, MAX_ITEMS), open: open || items.length > MAX_ITEMS, taint: [...taint] };
}

export function alts(v: Val): Val[] {
  return v.k === "alt" ? v.alts : [v];
}

function isBareUnknown(v: Val): boolean {
  return v.k === "str" && v.f.text === HOLE && !v.f.taint.length && !v.fetched && !v.sock;
}

/** One value from candidates: duplicates and uninformative unknowns dropped, at most MAX_ALTS. */
export function alt(cands: readonly Val[]): Val {
  const flat = cands.flatMap(alts);
  if (flat.length === 1) return flat[0]!;
  if (!flat.length) return unk();
  const informative = flat.some((v) => !isBareUnknown(v));
  const seen = new Set<string>();
  const out: Val[] = [];
  for (const v of flat) {
    if (informative && isBareUnknown(v)) continue;
    const key = v.k === "str" && !v.f.taint.length && !v.fetched && !v.sock && v.f.text.length < 512 ? `s${v.f.text}` : v.k === "num" && !v.taint.length ? `n${v.n}` : null;
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    if (out.length < MAX_ALTS) out.push(v);
  }
  return out.length === 1 ? out[0]! : { k: "alt", alts: out };
}

export function mapAlts(v: Val, fn: (one: Val) => Val): Val {
  return v.k === "alt" ? alt(v.alts.slice(0, MAX_ALTS).map(fn)) : fn(v);
}

export function taintOf(v: Val, depth = 0): Taint[] {
  if (depth > 6) return [];
  switch (v.k) {
    case "str":
      return v.f.taint;
    case "num":
    case "obj":
      return v.taint;
    case "seq":
    case "hash": {
      const items = v.k === "seq" ? v.items : v.vals;
      return items.slice(0, 256).reduce((t, i) => mergeTaint(t, taintOf(i, depth + 1)), v.taint);
    }
    case "alt":
      return v.alts.reduce((t, i) => mergeTaint(t, taintOf(i, depth + 1)), [] as Taint[]);
  }
}

export function addTaint(v: Val, taint: readonly Taint[]): Val {
  if (!taint.length) return v;
  switch (v.k) {
    case "str":
      return { ...v, f: { ...v.f, taint: mergeTaint(v.f.taint, taint) } };
    case "alt":
      return { k: "alt", alts: v.alts.map((a) => addTaint(a, taint)) };
    default:
      return { ...v, taint: mergeTaint(v.taint, taint) };
  }
}

export function fetchedOf(v: Val, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  switch (v.k) {
    case "str":
    case "obj":
      return v.fetched;
    case "seq":
    case "alt":
      for (const i of (v.k === "seq" ? v.items : v.alts).slice(0, 64)) {
        const f = fetchedOf(i, depth + 1);
        if (f) return f;
      }
      return undefined;
    default:
      return undefined;
  }
}

export function sockOf(v: Val): Sock | undefined {
  for (const a of alts(v)) if ((a.k === "str" || a.k === "obj") && a.sock) return a.sock;
  return undefined;
}

function mergeVia(a: readonly Decoding[], b: readonly Decoding[]): Decoding[] {
  const out = [...a];
  for (const d of b) if (!out.includes(d)) out.push(d);
  return out;
}

export function viaOf(v: Val): Decoding[] {
  return v.k === "str" ? v.f.via : v.k === "alt" ? v.alts.reduce((d, a) => mergeVia(d, viaOf(a)), [] as Decoding[]) : [];
}

function knownLength(f: Folded): number {
  return f.text.split(HOLE).join("").length;
}

/** The value as text: containers printed item after item (Perl joins lists with nothing, Lua never prints them). */
export function toF(v: Val, depth = 0): Folded {
  switch (v.k) {
    case "str":
      return v.f;
    case "num":
      return { text: String(v.n), exact: true, via: [], taint: v.taint };
    case "seq":
    case "hash": {
      if (depth > 4) return unknown(taintOf(v));
      const parts: Folded[] = [];
      if (v.k === "seq") for (const it of v.items.slice(0, 512)) parts.push(toF(it, depth + 1));
      else v.keys.slice(0, 512).forEach((k, i) => parts.push(known(`${i ? "," : ""}${k}=`), toF(v.vals[i]!, depth + 1)));
      if (v.k === "seq" && v.open) parts.push(unknown());
      const f = concat(parts);
      return { ...f, taint: mergeTaint(f.taint, v.taint) };
    }
    case "alt": {
      let best = toF(v.alts[0]!, depth + 1);
      let taint = best.taint;
      for (const a of v.alts.slice(1)) {
        const f = toF(a, depth + 1);
        taint = mergeTaint(taint, f.taint);
        if (knownLength(f) > knownLength(best)) best = f;
      }
      return { ...best, exact: false, taint };
    }
    default:
      return unknown(taintOf(v));
  }
}

export function exactText(v: Val | null | undefined): string | null {
  if (!v) return null;
  if (v.k === "str") return v.f.exact ? v.f.text : null;
  if (v.k === "num") return String(v.n);
  return null;
}

export function concatVals(vals: readonly Val[], via?: Decoding): Val {
  const f = concat(vals.map((v) => toF(v)), via);
  return fromF(f, vals.find((v) => fetchedOf(v) || sockOf(v)));
}

/** A value derived from `v` by a text transformation `fn` (null = not reproducible: text lost, taint kept). */
export function derive(v: Val, how: Decoding | null, fn: (text: string) => string | null): Val {
  return mapAlts(v, (one) => {
    if (one.k !== "str" && one.k !== "num") return unk(taintOf(one), { fetched: fetchedOf(one) });
    const f = toF(one);
    const via = how ? mergeVia(f.via, [how]) : f.via;
    if (!f.exact) return fromF({ text: HOLE, exact: false, via, taint: f.taint }, one);
    const out = fn(f.text);
    if (out === null) return fromF({ text: HOLE, exact: false, via, taint: f.taint }, one);
    const r = known(out, via);
    r.taint = f.taint;
    return fromF(r, one);
  });
}

/** Like derive, but keeps the known parts of a partly unknown value (case changes). */
export function mapKnown(v: Val, fn: (text: string) => string): Val {
  return mapAlts(v, (one) => (one.k === "str" ? fromF({ ...one.f, text: one.f.exact ? fn(one.f.text) : one.f.text }, one) : one));
}

export function hiddenVia(via: readonly Decoding[]): Decoding[] {
  return via.filter((d) => d !== "concat" && d !== "format" && d !== "variable" && d !== "join");
}

export function bytesToBinary(b: Uint8Array): string {
  let out = "";
  for (let i = 0; i < b.length; i++) out += String.fromCharCode(b[i]!);
  return out;
}

/** Binary string → readable text when it is UTF-8. */
export function binaryToText(s: string): string {
  return /[\x80-\xff]/.test(s) ? bytesToText(Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff)) : s;
}

export function hexToBinary(s: string): string | null {
  const clean = s.replace(/\s+/g, "");
  if (!clean || clean.length % 2 || /[^0-9a-f]/i.test(clean)) return null;
  let out = "";
  for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2), 16));
  return out;
}

export function repeatText(v: Val, count: Val): Val {
  const n = count.k === "num" ? count.n : Number(exactText(count));
  if (!Number.isFinite(n) || n < 0) return unk(taintOf(v));
  return derive(v, null, (t) => (t.length * n > MAX_FOLDED ? null : t.repeat(Math.floor(n))));
}

/** `tr` / `y` character sets: ranges (`a-z`) and escapes, expanded. */
function trSet(spec: string): string[] {
  const chars: string[] = [];
  for (let i = 0; i < spec.length && chars.length < 1024; i++) {
    if (spec[i + 1] === "-" && i + 2 < spec.length) {
      const a = spec.charCodeAt(i);
      const b = spec.charCodeAt(i + 2);
      for (let c = a; c <= b && chars.length < 1024; c++) chars.push(String.fromCharCode(c));
      i += 2;
    } else chars.push(spec[i] === "\\" && i + 1 < spec.length ? spec[++i]! : spec[i]!);
  }
  return chars;
}

/** Perl's `tr/from/to/` (with `d` deleting unmatched characters). */
export function trText(text: string, from: string, to: string, del: boolean): string {
  const f = trSet(from);
  const t = trSet(to);
  const target = t.length ? t : del ? [] : f;
  let out = "";
  for (const c of text) {
    const i = f.indexOf(c);
    if (i < 0) out += c;
    else if (i < target.length) out += target[i];
    else if (!del) out += target[target.length - 1] ?? "";
  }
  return out;
}

/** C-style format (Perl `sprintf`, Lua `string.format`): %s %d %i %c %x %X %o %q %%. */
export function cFormat(fmt: Val, args: readonly Val[]): Val {
  const ft = exactText(fmt);
  if (ft === null) return concatVals([fmt, ...args], "format");
  const parts: Val[] = [];
  let i = 0;
  let last = 0;
  let via: Decoding = "format";
  const re = /%(?:%|[-+ 0#]*(?:\d+|\*)?(?:\.\d+)?(?:hh|h|ll|l|q|L|V)?([a-zA-Z]))/g;
  for (let m = re.exec(ft); m; m = re.exec(ft)) {
    parts.push(str(ft.slice(last, m.index)));
    last = m.index + m[0].length;
    if (m[0] === "%%") {
      parts.push(str("%"));
      continue;
    }
    const a = args[i++] ?? unk();
    const conv = m[1];
    const n = a.k === "num" ? a.n : exactText(a) !== null && /^-?\d+$/.test(exactText(a)!.trim()) ? Number(exactText(a)) : null;
    if (conv === "c" && n !== null) {
      parts.push(str(safeCodePoint(n)));
      via = "charcode";
    } else if ((conv === "x" || conv === "X") && n !== null) parts.push(str(conv === "x" ? n.toString(16) : n.toString(16).toUpperCase()));
    else if (conv === "o" && n !== null) parts.push(str(n.toString(8)));
    else if ((conv === "d" || conv === "i") && n !== null) parts.push(str(String(Math.trunc(n))));
    else parts.push(a);
  }
  parts.push(str(ft.slice(last)));
  const out = concatVals(parts, "format");
  return via === "charcode" ? addVia(out, "charcode") : out;
}

export function addVia(v: Val, how: Decoding): Val {
  return mapAlts(v, (one) => (one.k === "str" ? { ...one, f: { ...one.f, via: mergeVia(one.f.via, [how]) } } : one));
}

export function hashGet(h: Hash, key: string | null): Val {
  if (key !== null) {
    const i = h.keys.indexOf(key);
    if (i >= 0) return h.vals[i]!;
  }
  return unk(h.taint);
}

/** A list of `k => v` pairs as a hash (Perl `%h = (…)`, `->new(PeerAddr => …)`). */
export function pairsToHash(items: readonly Val[], taint: readonly Taint[] = []): Hash {
  const keys: string[] = [];
  const vals: Val[] = [];
  for (let i = 0; i + 1 < items.length && keys.length < 512; i += 2) {
    const k = exactText(items[i]);
    if (k === null) continue;
    keys.push(k);
    vals.push(items[i + 1]!);
  }
  return { k: "hash", keys, vals, taint: [...taint] };
}

export function asHash(v: Val): Hash | null {
  if (v.k === "hash") return v;
  if (v.k === "seq") return pairsToHash(v.items, v.taint);
  if (v.k === "alt") {
    for (const a of v.alts) {
      const h = asHash(a);
      if (h) return h;
    }
  }
  return null;
}

export function hostOf(url: string): string | null {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url) ?? /^()((?:\d{1,3}(?:\.\d{1,3}){3}|localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d{2,5})?)(?:\/|$)/i.exec(url);
  if (!m) return null;
  let host = m[2]!.toLowerCase();
  host = host.slice(host.lastIndexOf("@") + 1).replace(/:\d+$/, "").replace(/\.$/, "").replace(/^\[|\]$/g, "");
  return !host || host.includes(HOLE_START) ? null : host;
}

function channelOf(url: string): Channel {
  return /discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/|webhook\.office\.com\/|\/webhooks?(?:\/|$|\?)/i.test(url) ? "webhook" : /^wss?:/i.test(url) ? "websocket" : "http";
}

function stripDotSlash(p: string): string {
  return p.replace(/^(?:\.\/)+/, "");
}

const ENV_PLACES: ReadonlyMap<string, string> = new Map([["HOME", "~"], ["USERPROFILE", "~"], ["TMPDIR", "/tmp"], ["TEMP", "/tmp"], ["TMP", "/tmp"], ["APPDATA", "~/appdata/roaming"], ["LOCALAPPDATA", "~/appdata/local"], ["XDG_CONFIG_HOME", "~/.config"]]);
const HOST_INFO_ENV = new Set(["USER", "USERNAME", "LOGNAME", "HOSTNAME", "COMPUTERNAME", "USERDOMAIN", "HOST"]);

const INTERPRETERS: readonly [RegExp, Fact & { kind: "exec" } extends { lang: infer L } ? L : never, FileKind | null][] = [
  [/^(?:sh|bash|zsh|dash|ksh|ash|fish)$/, "shell", "shell"],
  [/^python[0-9.]*$|^pypy/, "python", "python"],
  [/^(?:node|nodejs|deno|bun)$/, "js", "javascript"],
  [/^(?:pwsh|powershell)(?:\.exe)?$/i, "powershell", "powershell"],
  [/^perl[0-9.]*$/, "other", "perl"],
  [/^(?:lua[0-9.]*|luajit)$/, "other", "lua"],
];



// ---------------------------------------------------------------------------------------------
// Bindings and evaluation

type Bind =
  | { kind: "set"; value: Node }
  | { kind: "append"; op: string; value: Node }
  | { kind: "part"; value: Node; index: number }
  | { kind: "key"; key: Node; value: Node }
  | { kind: "param"; fn: FnNode; index: number }
  | { kind: "each"; list: Node }
  | { kind: "mutate"; regex: Node & { t: "regex" } };

export type FnNode = Node & { t: "fn" };
export type CallNode = Node & { t: "call" };
export type MethNode = Node & { t: "meth" };

/** Perl calls whose first argument becomes a handle (`open(my $fh, …)`, `socket(S, …)`). */
const HANDLE_OPENERS = new Set(["open", "sysopen", "socket", "opendir"]);

export abstract class ScriptFile {
  readonly vars = new Map<string, Bind[]>();
  readonly funcs = new Map<string, FnNode[]>();
  /** Call sites of each function name (Lua `M.f`/`M:f` also under `f`). */
  readonly callSites = new Map<string, Node[]>();
  /** What each function returns (Perl: also its last statement). */
  readonly returns = new Map<FnNode, Node[]>();
  /** The function a `@_` / `shift` / `...` belongs to. */
  readonly fnOf = new WeakMap<Node, FnNode>();
  /** Data written to a handle or object: `print FH …`, `f:write(…)`, `$req->content(…)`, by the handle's name. */
  readonly feeds = new Map<string, { method: string; args: Node[] }[]>();
  /** The variable a call's result is assigned to (`local f = io.open(…)`). */
  readonly assignedTo = new WeakMap<Node, string>();
  readonly sites: Node[] = [];
  readonly downloads = new Map<string, string>();
  readonly overrides = new Map<string, Val>();
  private readonly memo = new Map<Node, Val>();
  private readonly busy = new Set<Node>();
  private readonly socks = new WeakMap<Node, Sock>();
  private readonly emitted = new Set<string>();
  private readonly invoked = new Set<string>();
  private factCount = 0;
  steps = 0;
  private depth = 0;

  constructor(
    readonly snippet: Snippet,
    readonly analyzer: Analyzer,
    readonly lang: "perl" | "lua",
  ) {}

  abstract callName(name: string, args: Node[], n: Node, recv?: Val): Val | null;
  abstract method(recv: Val, name: string, args: Node[], n: Node): Val;
  abstract globalVar(name: string, n: Node): Val;

  // ----- collection ------------------------------------------------------------------------------

  collect(body: readonly Node[]): void {
    for (const s of body) this.walk(s, null, 0);
  }

  bind(name: string, b: Bind): void {
    const list = this.vars.get(name);
    if (!list) this.vars.set(name, [b]);
    else if (list.length < 64) list.push(b);
  }

  private addFeed(name: string, method: string, args: Node[]): void {
    const list = this.feeds.get(name);
    if (!list) this.feeds.set(name, [{ method, args }]);
    else if (list.length < 32) list.push({ method, args });
  }

  /** The name a handle or receiver expression stands for (`$fh`, `*FH`, `f`), or null. */
  handleKey(n: Node | undefined): string | null {
    if (!n) return null;
    if (n.t === "var") return n.name;
    if (n.t === "name") return `*${n.name}`;
    if (n.t === "block" && n.body.length === 1) return this.handleKey(n.body[0]);
    if (n.t === "list" && n.items.length === 1) return this.handleKey(n.items[0]);
    if (n.t === "op" && n.op === "my" && n.a.length === 1) return this.handleKey(n.a[0]);
    return null;
  }

  private bindTarget(l: Node, r: Node, op: string, fn: FnNode | null): void {
    if (l.t === "op" && (l.op === "my" || l.op === "local") && l.a.length === 1) return this.bindTarget(l.a[0]!, r, op, fn);
    if (l.t === "op" && (l.op === "my" || l.op === "local")) return this.bindTarget({ t: "list", items: l.a, row: l.row }, r, op, fn);
    if (l.t === "var") {
      if (op === "=") {
        // x = x .. e / $x = $x . e: an append
        if (r.t === "op" && r.op === "concat" && r.a[0]?.t === "var" && r.a[0].name === l.name) this.bind(l.name, { kind: "append", op: "concat", value: r.a[1]! });
        else this.bind(l.name, { kind: "set", value: r });
        if (r.t === "call" || r.t === "meth") this.assignedTo.set(r, l.name);
        if (r.t === "call" && r.args[0] && (r.args[0].t === "call" || r.args[0].t === "meth") && this.calleeName(r.fn) === "assert") this.assignedTo.set(r.args[0], l.name);
        if (r.t === "op" && (r.op === "or" || r.op === "and") && (r.a[0]?.t === "call" || r.a[0]?.t === "meth")) this.assignedTo.set(r.a[0], l.name);
        if (r.t === "fn" && !r.name) this.addFn(l.name.replace(/^[$&]/, ""), r);
      } else if (op === ".=" || op === "x=") this.bind(l.name, { kind: "append", op, value: r });
      else if (op === "||=" || op === "//=" || op === "or=") this.bind(l.name, { kind: "set", value: r });
      return;
    }
    if (l.t === "list") {
      l.items.forEach((it, i) => {
        const t = it.t === "op" && (it.op === "my" || it.op === "local") && it.a.length === 1 ? it.a[0]! : it;
        if (t.t !== "var") return;
        if (r.t === "var" && r.name === "@_" && fn) this.bind(t.name, { kind: "param", fn, index: i });
        else this.bind(t.name, { kind: "part", value: r, index: i });
        if (i === 0 && (r.t === "call" || r.t === "meth")) this.assignedTo.set(r, t.name);
      });
      return;
    }
    if (l.t === "idx") {
      const base = l.obj;
      if (base.t === "var") this.bind(base.name, { kind: "key", key: l.key, value: r });
    }
  }

  addFn(name: string, f: FnNode): void {
    const list = this.funcs.get(name);
    if (!list) this.funcs.set(name, [f]);
    else if (list.length < 8) list.push(f);
  }

  private addSite(name: string, n: Node): void {
    const list = this.callSites.get(name);
    if (!list) this.callSites.set(name, [n]);
    else if (list.length < 64) list.push(n);
  }

  /** The name a call's callee stands for (`f`, `M.f`), or null for a computed callee. */
  calleeName(fn: Node): string | null {
    if (fn.t === "name") return fn.name;
    if (fn.t === "var") return fn.name.replace(/^&/, "");
    if (fn.t === "idx" && fn.key.t === "str" && fn.key.parts.length === 1 && typeof fn.key.parts[0] === "string") {
      const base = this.calleeName(fn.obj);
      return base ? `${base}.${fn.key.parts[0]}` : null;
    }
    return null;
  }

  private walk(n: Node, fn: FnNode | null, depth: number): void {
    if (depth > MAX_PARSE_DEPTH * 2) return;
    const d = depth + 1;
    switch (n.t) {
      case "assign":
        this.bindTarget(n.l, n.r, n.op, fn);
        this.walk(n.l, fn, d);
        this.walk(n.r, fn, d);
        return;
      case "fn":
        if (n.name) this.addFn(n.name, n);
        if (n.name?.includes(".")) this.addFn(n.name.slice(n.name.lastIndexOf(".") + 1), n);
        n.params.forEach((p, i) => this.bind(p, { kind: "param", fn: n, index: i }));
        if (n.self) this.bind("self", { kind: "param", fn: n, index: -1 });
        this.returns.set(n, []);
        for (const s of n.body) this.walk(s, n, d);
        if (this.lang === "perl" && n.body.length) {
          const last = n.body[n.body.length - 1]!;
          if (last.t !== "ret" && last.t !== "block" && last.t !== "each" && last.t !== "fn") this.returns.get(n)!.push(last);
        }
        return;
      case "ret":
        if (fn && n.e) this.returns.get(fn)?.push(n.e);
        if (n.e) this.walk(n.e, fn, d);
        return;
      case "call": {
        this.sites.push(n);
        if (fn) this.fnOf.set(n, fn);
        const name = this.calleeName(n.fn);
        if (name) {
          this.addSite(name, n);
          const opened = HANDLE_OPENERS.has(name) ? this.handleKey(n.args[0]) : null;
          if (opened) this.bind(opened, { kind: "set", value: n });
          if (name.includes(".")) this.addSite(name.slice(name.lastIndexOf(".") + 1), n);
          const key = this.handleKey(n.fh);
          if (key && /^(?:print|printf|say|syswrite|send)$/.test(name)) this.addFeed(key, name, n.args);
          if (/^(?:syswrite|send)$/.test(name)) {
            const k = this.handleKey(n.args[0]);
            if (k) this.addFeed(k, name, n.args.slice(1));
          }
        }
        this.walk(n.fn, fn, d);
        if (n.fh) this.walk(n.fh, fn, d);
        for (const a of n.args) this.walk(a, fn, d);
        for (const s of n.block ?? []) this.walk(s, fn, d);
        return;
      }
      case "meth": {
        this.sites.push(n);
        if (fn) this.fnOf.set(n, fn);
        const key = this.handleKey(n.recv);
        if (key && typeof n.name === "string") {
          this.addFeed(key, n.name, n.args);
          this.addSite(`${key}.${n.name}`, n);
          this.addSite(n.name, n);
        }
        this.walk(n.recv, fn, d);
        if (typeof n.name !== "string") this.walk(n.name, fn, d);
        for (const a of n.args) this.walk(a, fn, d);
        return;
      }
      case "var":
        if (fn && (n.name === "@_" || n.name === "...")) this.fnOf.set(n, fn);
        return;
      case "op":
        if (n.op === "=~" && n.a[1]?.t === "regex" && !n.a[1].flags.includes("r") && (n.a[1].kind === "tr" || n.a[1].kind === "s")) {
          const target = n.a[0]!;
          const inner = target.t === "list" && target.items.length === 1 ? target.items[0]! : target;
          if (inner.t === "var") this.bind(inner.name, { kind: "mutate", regex: n.a[1] });
          else if (inner.t === "assign" && inner.op === "=") {
            const v = inner.l.t === "op" && inner.l.op === "my" ? inner.l.a[0] : inner.l;
            if (v?.t === "var") this.bind(v.name, { kind: "mutate", regex: n.a[1] });
          }
        }
        for (const a of n.a) this.walk(a, fn, d);
        return;
      case "idx":
        if (fn && n.obj.t === "var" && n.obj.name === "@_") this.fnOf.set(n.obj, fn);
        this.walk(n.obj, fn, d);
        this.walk(n.key, fn, d);
        return;
      case "list":
        for (const a of n.items) this.walk(a, fn, d);
        return;
      case "table":
        for (const a of n.vals) this.walk(a, fn, d);
        for (const a of n.keys) if (a) this.walk(a, fn, d);
        return;
      case "block":
        for (const a of n.body) this.walk(a, fn, d);
        return;
      case "each":
        this.bind(n.v, { kind: "each", list: n.list });
        this.walk(n.list, fn, d);
        for (const a of n.body) this.walk(a, fn, d);
        return;
      case "str":
        for (const p of n.parts) if (typeof p !== "string") this.walk(p, fn, d);
        return;
      case "regex":
        if (n.repl) this.walk(n.repl, fn, d);
        return;
      default:
        return;
    }
  }

  // ----- evaluation ------------------------------------------------------------------------------

  ev(n: Node): Val {
    if (++this.steps > STEP_BUDGET || this.depth > MAX_EVAL_DEPTH || this.busy.has(n)) return unk();
    const memoOk = this.overrides.size === 0;
    if (memoOk) {
      const m = this.memo.get(n);
      if (m) return m;
    }
    this.busy.add(n);
    this.depth++;
    let v: Val;
    try {
      v = this.evNode(n);
    } finally {
      this.depth--;
      this.busy.delete(n);
    }
    if (memoOk) this.memo.set(n, v);
    return v;
  }

  private evNode(n: Node): Val {
    switch (n.t) {
      case "str": {
        if (n.parts.length === 1 && typeof n.parts[0] === "string") return str(n.parts[0]);
        return concatVals(n.parts.map((p) => (typeof p === "string" ? str(p) : this.interp(p))));
      }
      case "num":
        return num(n.n);
      case "var":
        return this.varValue(n.name, n);
      case "name":
        return this.nameValue(n.name, n);
      case "op":
        return this.evOp(n);
      case "assign":
        return this.ev(n.r);
      case "call":
        return this.evCall(n);
      case "meth": {
        const recv = this.ev(n.recv);
        const nameV = typeof n.name === "string" ? null : this.ev(n.name);
        const name = typeof n.name === "string" ? n.name : exactText(nameV);
        if (name === null) return unk();
        if (nameV) this.noteDynamicName(nameV, name, n);
        if (recv.k === "alt") return alt(recv.alts.slice(0, 4).map((one) => this.method(one, name, n.args, n)));
        return this.method(recv, name, n.args, n);
      }
      case "idx":
        return this.evIdx(n);
      case "list": {
        const items: Val[] = [];
        let open = false;
        for (const it of n.items.slice(0, MAX_ITEMS)) {
          const v = this.ev(it);
          // Perl flattens lists in lists
          if (v.k === "seq" && it.t !== "table") {
            items.push(...v.items);
            open ||= v.open;
          } else items.push(v);
        }
        return items.length === 1 && n.items.length === 1 && n.items[0]!.t !== "var" ? items[0]! : seq(items, open);
      }
      case "table": {
        if (n.array || n.keys.every((k) => k === null)) return seq(n.vals.map((v) => this.ev(v)));
        const keys: string[] = [];
        const vals: Val[] = [];
        let pos = 1;
        let taint: Taint[] = [];
        n.vals.forEach((vn, i) => {
          const kn = n.keys[i];
          const k = kn ? exactText(this.ev(kn)) : String(pos++);
          const v = this.ev(vn);
          if (k === null) taint = mergeTaint(taint, taintOf(v));
          else {
            keys.push(k);
            vals.push(v);
          }
        });
        return { k: "hash", keys, vals, taint };
      }
      case "fn":
        return { k: "obj", name: `fn:${n.name ?? ""}`, made: n, taint: [] };
      case "regex":
        return n.kind === "qr" || n.kind === "m" ? str(n.pat) : unk();
      case "block":
        return n.body.length ? this.ev(n.body[n.body.length - 1]!) : unk();
      default:
        return unk();
    }
  }

  /** A language's own subscripts (Perl `$ENV{NAME}` reads one variable, not the whole environment). */
  idxSpecial(_n: Node & { t: "idx" }): Val | null {
    return null;
  }

  /** An interpolated part: arrays are joined with spaces. */
  private interp(p: Node): Val {
    const v = this.ev(p);
    if (v.k === "seq") return joinItems(v, str(" "));
    return v;
  }

  /** What a bareword means as a value (a class name, a function reference, a constant). */
  nameValue(name: string, n: Node): Val {
    if (this.funcs.has(name) && this.lang === "perl") return this.callLocal(name, n);
    return this.globalVar(name, n);
  }

  varValue(name: string, n: Node): Val {
    const o = this.overrides.get(name);
    if (o) return o;
    if (name === "@_" || name === "...") {
      const fn = this.fnOf.get(n);
      return fn ? this.argsOf(fn) : unk();
    }
    const binds = this.vars.get(name);
    if (!binds) return this.globalVar(name, n);
    const base: Val[] = [];
    const appends: Bind[] = [];
    const keys: (Bind & { kind: "key" })[] = [];
    for (const b of binds) {
      switch (b.kind) {
        case "set":
          base.push(this.ev(b.value));
          break;
        case "part": {
          if ((b.value.t === "list" || (b.value.t === "op" && b.value.op === "my")) && (b.value.t === "list" ? b.value.items : b.value.a).length > b.index) {
            base.push(this.ev((b.value.t === "list" ? b.value.items : b.value.a)[b.index]!));
            break;
          }
          const v = this.ev(b.value);
          base.push(mapAlts(v, (one) => (one.k === "seq" ? (one.items[b.index] ?? unk(one.taint)) : b.index === 0 ? one : unk(taintOf(one)))));
          break;
        }
        case "param":
          base.push(this.paramValue(b.fn, b.index));
          break;
        case "each": {
          const v = this.ev(b.list);
          base.push(mapAlts(v, (one) => (one.k === "seq" ? (one.items.length ? alt(one.items.slice(0, MAX_ALTS)) : unk(one.taint)) : one.k === "hash" ? alt(one.keys.slice(0, MAX_ALTS).map((k) => str(k))) : one)));
          break;
        }
        case "key":
          keys.push(b);
          break;
        default:
          appends.push(b);
      }
    }
    let v: Val = base.length ? alt(base) : keys.length ? { k: "hash", keys: [], vals: [], taint: [] } : unk();
    if (name.startsWith("%")) v = mapAlts(v, (one) => (one.k === "seq" ? pairsToHash(one.items, one.taint) : one));
    for (const b of appends.slice(0, 32)) {
      if (b.kind === "append") {
        const r = this.ev(b.value);
        v = b.op === "x=" ? repeatText(v, r) : concatVals([v, r]);
      } else if (b.kind === "mutate") v = this.applyRegex(v, b.regex);
    }
    if (keys.length) {
      v = mapAlts(v, (one) => {
        if (one.k !== "hash" && one.k !== "seq") return one;
        const h: Hash = one.k === "hash" ? { ...one, keys: [...one.keys], vals: [...one.vals] } : { k: "hash", keys: one.items.map((_, i) => String(i)), vals: [...one.items], taint: one.taint };
        for (const kb of keys.slice(0, 64)) {
          const k = exactText(this.ev(kb.key));
          const val = this.ev(kb.value);
          if (k === null) h.taint = mergeTaint(h.taint, taintOf(val));
          else {
            const i = h.keys.indexOf(k);
            if (i >= 0) h.vals[i] = alt([h.vals[i]!, val]);
            else {
              h.keys.push(k);
              h.vals.push(val);
            }
          }
        }
        return h;
      });
    }
    return v;
  }

  /** The arguments a function is called with: one list per call site (Lua methods pass `self` first). */
  argsOf(fn: FnNode): Val {
    const out: Val[] = [];
    const names = fn.name ? [fn.name, fn.name.slice(fn.name.lastIndexOf(".") + 1)] : [];
    const seen = new Set<Node>();
    for (const name of names) {
      for (const site of this.callSites.get(name) ?? []) {
        if (out.length >= MAX_CALL_SITES || seen.has(site)) break;
        seen.add(site);
        const args = site.t === "call" ? site.args : site.t === "meth" ? site.args : [];
        const items: Val[] = [];
        for (const a of args.slice(0, 64)) {
          const v = this.ev(a);
          if (v.k === "seq" && this.lang === "perl" && a.t !== "table") items.push(...v.items);
          else items.push(v);
        }
        out.push(seq(items));
      }
    }
    return out.length ? alt(out) : seq([], true);
  }

  private paramValue(fn: FnNode, index: number): Val {
    if (index < 0) return unk();
    return mapAlts(this.argsOf(fn), (one) => (one.k === "seq" ? (one.items[index] ?? unk(one.taint)) : unk()));
  }

  /** `shift` inside a function: the k-th shift of its body takes the k-th argument. */
  shiftValue(n: Node, k: number): Val {
    const fn = this.fnOf.get(n);
    return fn ? this.paramValue(fn, k) : unk();
  }

  callLocal(name: string, _n: Node): Val {
    const out: Val[] = [];
    for (const f of (this.funcs.get(name) ?? []).slice(0, 4)) {
      for (const r of (this.returns.get(f) ?? []).slice(0, 8)) out.push(this.ev(r));
      const b64 = this.decoderOf(f);
      if (b64) {
        const arg = this.paramValue(f, 0);
        out.push(derive(arg, "base64", b64));
      }
    }
    return out.length ? alt(out) : unk();
  }

  /** A base64 decoder written in the script itself (the alphabet and a byte loop), recognised by its text. */
  decoderOf(_f: FnNode): ((s: string) => string | null) | null {
    return null;
  }

  private evIdx(n: Node & { t: "idx" }): Val {
    const special = this.idxSpecial(n);
    if (special) return special;
    const obj = this.ev(n.obj);
    const keyV = this.ev(n.key);
    return mapAlts(obj, (one) => {
      if (one.k === "hash") return hashGet(one, exactText(keyV));
      if (one.k === "seq") {
        const kt = exactText(keyV);
        const i = kt !== null && /^-?\d+$/.test(kt) ? Number(kt) : NaN;
        const base = this.lang === "lua" ? 1 : 0;
        if (!Number.isNaN(i)) return one.items[i < 0 ? one.items.length + i : i - base] ?? unk(one.taint);
        return unk(taintOf(one));
      }
      if (one.k === "obj") {
        const k = exactText(keyV);
        if (k === null) return unk(one.taint);
        this.noteDynamicName(keyV, k, n);
        return this.member(one, k, n);
      }
      if (one.k === "str" && one.f.taint.length) return unk(one.f.taint);
      return unk(taintOf(one));
    });
  }

  /** `obj.key` of a library object (`os.execute`, `_G.os`): a longer name. */
  member(o: Obj, key: string, n: Node): Val {
    if (o.name === "_G" || o.name === "_ENV") return this.globalVar(key, n);
    return { k: "obj", name: `${o.name}.${key}`, taint: o.taint };
  }

  private evOp(n: Node & { t: "op" }): Val {
    const a = n.a;
    switch (n.op) {
      case "concat":
        return concatVals([this.ev(a[0]!), this.ev(a[1]!)], "concat");
      case "rep":
        return repeatText(this.ev(a[0]!), this.ev(a[1]!));
      case "or":
        return alt([this.ev(a[0]!), this.ev(a[1]!)]);
      case "and":
        return this.ev(a[1]!);
      case "?:":
        return alt([this.ev(a[1]!), this.ev(a[2]!)]);
      case "my":
      case "local":
        return a.length === 1 ? this.ev(a[0]!) : seq(a.map((x) => this.ev(x)));
      case "interp-array": {
        // "user@example.com": an array never assigned is literal text
        const e = a[0]!;
        if (e.t === "var" && !this.vars.has(e.name) && e.name !== "@_") return str(e.name);
        return joinItems(this.ev(e), str(" "));
      }
      case "ref":
      case "paren":
        return this.ev(a[0]!);
      case "neg": {
        const v = this.ev(a[0]!);
        return v.k === "num" ? num(-v.n, v.taint) : unk(taintOf(v));
      }
      case "=~": {
        const r = a[1]!;
        if (r.t === "regex" && r.flags.includes("r")) return this.applyRegex(this.ev(a[0]!), r);
        return unk();
      }
      case "+": case "-": case "*": case "/": case "%": case "^": case "|": case "&": case "<<": case ">>": case "**": case "//": {
        const x = this.ev(a[0]!);
        const y = this.ev(a[1]!);
        const nx = x.k === "num" ? x.n : Number(exactText(x) ?? NaN);
        const ny = y.k === "num" ? y.n : Number(exactText(y) ?? NaN);
        const taint = mergeTaint(taintOf(x), taintOf(y));
        if (!Number.isFinite(nx) || !Number.isFinite(ny)) return unk(taint);
        const r = arith(n.op, nx, ny);
        return r === null ? unk(taint) : num(r, taint);
      }
      default:
        for (const x of a.slice(0, 4)) if (x.t === "call" || x.t === "meth") this.ev(x);
        return unk();
    }
  }

  /** Perl `tr///`, `y///` and `s///` with a literal pattern. */
  applyRegex(v: Val, r: Node & { t: "regex" }): Val {
    if (r.kind === "tr") {
      const repl = r.repl && r.repl.t === "str" && typeof r.repl.parts[0] === "string" ? r.repl.parts[0] : "";
      const how: Decoding | null = /a-z|A-Z/.test(r.pat) && /[n-z]-/.test(repl) ? "rot13" : null;
      return derive(v, how, (t) => trText(t, r.pat, repl, r.flags.includes("d")));
    }
    if (r.kind === "s") {
      const lit = literalPattern(r.pat);
      const repl = r.repl ? exactText(this.ev(r.repl)) : "";
      if (lit === null || repl === null || r.flags.includes("e")) return derive(v, "replace", () => null);
      return derive(v, "replace", (t) => (r.flags.includes("g") ? t.split(lit).join(repl) : t.replace(lit, () => repl)));
    }
    return v;
  }

  private evCall(n: CallNode): Val {
    if (this.factCount >= MAX_FACTS_PER_FILE) return unk();
    const name = this.calleeName(n.fn);
    if (name !== null && n.fn.t === "idx" && this.funcs.has(name)) return this.callLocal(name, n);
    if (name !== null && n.fn.t !== "idx") {
      const bare = name.replace(/^(?:CORE::(?:GLOBAL::)?|main::|::)/, "");
      if (this.funcs.has(bare) && n.fn.t !== "var") return this.callLocal(bare, n);
      if (n.fn.t === "name" || this.lang === "lua") {
        if (n.fn.t === "var" && this.vars.has(name) && !this.funcs.has(name)) return this.callValue(this.ev(n.fn), n);
        if (this.funcs.has(bare)) return this.callLocal(bare, n);
        return this.callName(bare, n.args, n) ?? this.callValue(this.nameOrGlobal(n.fn), n);
      }
    }
    return this.callValue(this.ev(n.fn), n);
  }

  private nameOrGlobal(fn: Node): Val {
    return fn.t === "name" ? this.globalVar(fn.name, fn) : this.ev(fn);
  }

  /** Calling a computed callee: a function reference, a library function, or a name given as a string. */
  callValue(callee: Val, n: CallNode): Val {
    return mapAlts(callee, (one) => {
      if (one.k === "obj") {
        if (one.name.startsWith("fn:") && one.made?.t === "fn") {
          const f = one.made;
          return alt((this.returns.get(f) ?? []).slice(0, 8).map((r) => this.ev(r)));
        }
        if (one.name === "chunk") return unk(one.taint);
        const name = one.name.replace(/^sub:/, "");
        if (this.funcs.has(name)) return this.callLocal(name, n);
        return this.callName(name, n.args, n) ?? unk(one.taint);
      }
      const t = exactText(one);
      if (t !== null && /^[\w:.]+$/.test(t)) {
        const name = t.replace(/^(?:CORE::(?:GLOBAL::)?|main::|::)/, "");
        this.noteDynamicName(one, name, n);
        if (this.funcs.has(name)) return this.callLocal(name, n);
        return this.callName(name, n.args, n) ?? unk();
      }
      return unk(taintOf(one));
    });
  }

  /** A function or method name built at run time is itself a disguise. */
  noteDynamicName(nameV: Val, text: string, n: Node): void {
    const via = viaOf(nameV);
    const how = via.find((d) => OBFUSCATING.includes(d)) ?? via.find((d) => d === "concat" || d === "join" || d === "format" || d === "replace");
    if (how) this.emit({ kind: "obfuscation", how, detail: `name ${text} built at run time`, loc: this.loc(n) });
  }

  args(nodes: readonly Node[]): Val[] {
    const out: Val[] = [];
    for (const a of nodes.slice(0, 256)) {
      const v = this.ev(a);
      if (v.k === "seq" && this.lang === "perl" && a.t !== "table") out.push(...v.items, ...(v.open ? [unk(v.taint)] : []));
      else out.push(v);
    }
    return out;
  }

  /** Evaluates `body` once per item with `name` bound (`map { chr($_ ^ 7) } @codes`). */
  mapItems(items: readonly Val[], name: string, body: Node): Val[] | null {
    if (items.length > 512) return null;
    const out: Val[] = [];
    const prev = this.overrides.get(name);
    try {
      for (const it of items) {
        this.overrides.set(name, it);
        out.push(this.ev(body));
      }
    } finally {
      if (prev) this.overrides.set(name, prev);
      else this.overrides.delete(name);
    }
    return out;
  }

  sockFor(n: Node, dest: string | null): Sock {
    let s = this.socks.get(n);
    if (!s) this.socks.set(n, (s = { dest }));
    else if (dest && !s.dest) s.dest = dest;
    return s;
  }

  // ----- facts -----------------------------------------------------------------------------------

  loc(n: Node) {
    return this.analyzer.loc(this.snippet, n.row);
  }

  emit(fact: Fact): void {
    if (this.factCount >= MAX_FACTS_PER_FILE) return;
    const key = factKey(fact);
    if (this.emitted.has(key)) return;
    this.emitted.add(key);
    this.factCount++;
    this.analyzer.emit(fact, this.snippet);
  }

  run(body: readonly Node[]): void {
    this.collect(body);
    for (const n of this.sites) {
      if (this.steps > STEP_BUDGET || this.factCount >= MAX_FACTS_PER_FILE) break;
      this.ev(n);
    }
  }

  envValue(nameV: Val | null, n: Node): Val {
    if (!nameV) return unk();
    const out: Val[] = [];
    for (const a of alts(nameV).slice(0, MAX_ALTS)) {
      const name = exactText(a);
      if (name === null) {
        out.push(unk(taintOf(a)));
        continue;
      }
      const place = ENV_PLACES.get(name.toUpperCase());
      if (place) out.push(str(place));
      else if (isSecretEnvName(name)) out.push(unk([{ source: "env-secret", detail: name, loc: this.loc(n) }]));
      else if (HOST_INFO_ENV.has(name.toUpperCase())) out.push(unk([{ source: "host-info", detail: `$${name}`, loc: this.loc(n) }]));
      else out.push(unk());
    }
    return alt(out);
  }

  readSource(source: SourceKind, what: string, detail: string, n: Node, emitRead = true): Taint[] {
    const loc = this.loc(n);
    if (emitRead) this.emit({ kind: "read", source, what, detail, loc });
    return [{ source, detail, loc }];
  }

  readTaint(path: Val, n: Node): Taint[] {
    let out: Taint[] = [];
    for (const a of alts(path).slice(0, MAX_ALTS)) {
      const f = toF(a);
      if (f.text === HOLE || !f.text) continue;
      const loc = this.loc(n);
      const cls = sourceOfPath(f.text);
      if (cls) {
        const via = hiddenVia(f.via);
        this.emit({ kind: "read", source: cls.source, what: cls.what, detail: f.text, ...(via.length ? { via } : {}), loc });
        out = mergeTaint(out, [{ source: cls.source, detail: f.text, loc }]);
      } else out = mergeTaint(out, [{ source: "file", detail: f.text, loc }]);
    }
    return out;
  }

  listTaint(path: Val, n: Node): Taint[] {
    let out: Taint[] = [];
    for (const a of alts(path).slice(0, MAX_ALTS)) {
      const f = toF(a);
      const cls = f.text === HOLE ? null : sourceOfPath(f.text.replace(/\/\*\*(?:\/\*)?$/, "/*"));
      if (!cls) continue;
      this.emit({ kind: "read", source: cls.source, what: cls.what, detail: `${f.text} (listing)`, loc: this.loc(n) });
      out = mergeTaint(out, [{ source: cls.source, detail: f.text, loc: this.loc(n) }]);
    }
    return out;
  }

  analyzeCode(kind: FileKind, f: Folded, n: Node): void {
    if (f.text === HOLE || f.text.length < 2) return;
    if (!isReadable(f.text.replaceAll(HOLE, "x")) && f.text.length > 16) return;
    this.analyzer.analyze(kind, f.text, this.snippet, n.row, f.via);
  }

  invokeTarget(target: string, n: Node, how: "import" | "run"): void {
    const key = `${how}:${target}`;
    if (this.invoked.has(key)) return;
    this.invoked.add(key);
    this.emit({ kind: "invoke", target, how, loc: this.loc(n) });
  }

  /** The skill file a `require`/`do`/`dofile` names, resolved against this file's folder and the skill root. */
  skillFile(spec: string, exts: readonly string[]): string | null {
    const dir = this.snippet.path.includes("/") ? this.snippet.path.slice(0, this.snippet.path.lastIndexOf("/")) : "";
    for (const base of [dir ? normalizeSkillPath(`${dir}/${spec}`) : stripDotSlash(spec), stripDotSlash(spec)]) {
      if (base === null) continue;
      for (const ext of ["", ...exts]) if (this.analyzer.files.has(base + ext)) return base + ext;
    }
    return null;
  }

  // ----- sinks -----------------------------------------------------------------------------------

  commandOutput(n: Node, text: string, taint: readonly Taint[]): Str {
    let t = [...taint];
    const k = sourceOfCommand(text);
    if (k) t = mergeTaint(t, this.readSource(k.source, k.what, text.slice(0, 200), n, false));
    const url = /^(?:\S*\/)?(?:curl|wget)\b[^|;&]*?\b((?:https?|ftp):\/\/\S+)/.exec(text);
    return unk(t, url ? { fetched: url[1]!.replace(/["']$/, "") } : undefined);
  }

  isDynamic(f: Folded, fetched: string | undefined, literal: boolean, code: boolean): boolean {
    if (fetched) return true;
    if (f.via.some((d) => OBFUSCATING.includes(d))) return true;
    if (code) return !literal;
    return !literal && f.exact && f.via.some((d) => d === "concat" || d === "join" || d === "replace" || d === "slice");
  }

  /** A command string run by `/bin/sh -c`. */
  execShell(n: Node, cmd: Val, literal: boolean): Val {
    const out: Val[] = [];
    for (const a of alts(cmd).slice(0, 4)) {
      const f = toF(a);
      let fetched = fetchedOf(a);
      for (const w of f.text.split(/\s+/).slice(0, 8)) fetched ??= this.downloads.get(stripDotSlash(w));
      this.emit({ kind: "exec", lang: "shell", command: f, dynamic: this.isDynamic(f, fetched, literal, false), fetched: fetched ?? null, loc: this.loc(n) });
      if (sockOf(a) || fetched?.startsWith("socket://")) this.emit({ kind: "remote-shell", detail: `commands received from ${fetched ?? "a socket"} run in a shell`, loc: this.loc(n) });
      this.analyzeCode("shell", f, n);
      out.push(this.commandOutput(n, f.text, f.taint));
    }
    return alt(out);
  }

  /** An argument vector (`system("curl", $url)`): the shell's argv analysis, and code given to an interpreter. */
  execArgv(n: Node, words: readonly Val[], literal: boolean): Val {
    const argv = words.slice(0, 256).map((w) => toF(w));
    const prog = argv[0]?.text ?? HOLE;
    const base = prog.slice(prog.lastIndexOf("/") + 1);
    const interp = INTERPRETERS.find(([re]) => re.test(base));
    const command = concat(argv.flatMap((a, i) => (i ? [known(" "), a] : [a])));
    let fetched = words.map((w) => fetchedOf(w)).find(Boolean);
    for (const a of argv.slice(0, 8)) {
      fetched ??= this.downloads.get(stripDotSlash(a.text));
      const skill = stripDotSlash(a.text);
      if (this.analyzer.files.has(skill) && skill !== this.snippet.path) this.invokeTarget(skill, n, "run");
    }
    const dynamic = this.isDynamic(command, fetched, literal, false) || hiddenVia(argv[0]?.via ?? []).some((d) => OBFUSCATING.includes(d));
    this.emit({ kind: "exec", lang: interp ? interp[1] : "binary", command, dynamic, fetched: fetched ?? null, loc: this.loc(n) });
    if (words.some((w) => sockOf(w) || fetchedOf(w)?.startsWith("socket://"))) this.emit({ kind: "remote-shell", detail: `${prog} runs what a socket sends`, loc: this.loc(n) });
    analyzeArgv(argv, this.snippet, n.row, this.analyzer);
    return this.commandOutput(n, command.text, command.taint);
  }

  /** `system`/`exec`/`io.popen`: one string runs in the shell, several words are an argv. */
  execProcess(n: Node, pos: readonly Val[], nodes: readonly Node[]): Val {
    if (!pos.length) return unk();
    if (pos.length === 1 && pos[0]!.k !== "seq") return this.execShell(n, pos[0]!, nodes.length === 1 && isLiteral(nodes[0]));
    const words = pos.flatMap((p) => (p.k === "seq" ? [...p.items, ...(p.open ? [unk(p.taint)] : [])] : [p]));
    if (words.length === 1) return this.execShell(n, words[0]!, nodes.every((x) => isLiteral(x)));
    return this.execArgv(n, words, nodes.every((x) => isLiteral(x)));
  }

  /** Code evaluated at run time (`eval $code`, `load(s)()`): analysed again in this language. */
  codeExec(n: Node, code: Val | null, literal: boolean): Val {
    if (!code) return unk();
    for (const a of alts(code).slice(0, 4)) {
      const f = toF(a);
      const fetched = fetchedOf(a);
      this.emit({ kind: "exec", lang: "other", command: f, dynamic: this.isDynamic(f, fetched, literal, true), fetched: fetched ?? null, loc: this.loc(n) });
      if (sockOf(a) || fetched?.startsWith("socket://")) this.emit({ kind: "remote-shell", detail: `code received from ${fetched ?? "a socket"} is evaluated`, loc: this.loc(n) });
      for (const t of f.taint) if (t.source === "file" && this.analyzer.files.has(t.detail) && t.detail !== this.snippet.path) this.invokeTarget(t.detail, n, "run");
      if (!literal) this.analyzeCode(this.lang, f, n);
    }
    return unk(taintOf(code));
  }

  /** A request: a fetch when it only downloads, a send when it carries data (or tainted URL parts). */
  httpSend(n: Node, verb: string, urlV: Val | null, parts: [string, Val | null][]): Val {
    const present = parts.filter((p): p is [string, Val] => p[1] !== null && !isBareUnknown(p[1]));
    const out: Val[] = [];
    for (const u of alts(urlV ?? unk()).slice(0, 4)) {
      const uf = toF(u);
      const dest = uf.text;
      const host = hostOf(dest);
      const isGet = /^(?:get|head|options|mirror|getstore)$/i.test(verb);
      const urlCarries = host !== null && uf.taint.length > 0;
      if (isGet) this.emit({ kind: "fetch", url: dest, host, saveTo: null, loc: this.loc(n) });
      out.push(unk(uf.taint, { fetched: dest }));
      this.mineCheck(dest, n);
      if (isGet && !present.some(([, v]) => taintOf(v).length) && !urlCarries) continue;
      const dataParts: Folded[] = [];
      for (const [label, v] of present) dataParts.push(known(`${dataParts.length ? " " : ""}${label}=`), toF(v));
      if (urlCarries) dataParts.push(known(`${dataParts.length ? " " : ""}url=`), uf);
      this.emit({ kind: "send", channel: channelOf(dest), dest, host, data: dataParts.length ? concat(dataParts) : null, loc: this.loc(n) });
    }
    return alt(out);
  }

  socketSend(n: Node, sock: Sock, data: Val): Val {
    const d = sock.dest ?? HOLE;
    const f = toF(data);
    this.emit({ kind: "send", channel: "socket", dest: `tcp://${d}`, host: hostOf(`tcp://${d}`), data: f, loc: this.loc(n) });
    this.mineCheck(`${d} ${f.text}`, n);
    return unk();
  }

  smtpSend(n: Node, host: string | null, data: Val): Val {
    this.emit({ kind: "send", channel: "smtp", dest: `smtp://${host ?? HOLE}`, host, data: toF(data), loc: this.loc(n) });
    return unk();
  }

  mineCheck(text: string, n: Node): void {
    if (text.length < 6 || !isMinerText(text)) return;
    this.emit({ kind: "mine", detail: text.slice(0, 300), loc: this.loc(n) });
  }

  /** A handle for a remote shell: STDIN/STDOUT reopened on a socket. */
  remoteShell(n: Node, what: string, sock: Sock): void {
    this.emit({ kind: "remote-shell", detail: `${what} on a socket to ${sock.dest ?? HOLE}`, loc: this.loc(n) });
  }

  emitWrite(n: Node, path: Val | null, content: Val | null, mode: "write" | "append" | "copy" | "link" | "chmod"): Val {
    if (!path) return unk();
    const cf = content ? toF(content) : null;
    const fetched = content ? fetchedOf(content) : undefined;
    let analyzed = false;
    for (const a of alts(path).slice(0, 8)) {
      const p = toF(a).text;
      if ((p === HOLE || !p) && !(cf && cf.taint.length)) continue;
      const place = placeOfPath(p);
      this.emit({ kind: "write", path: p, place, content: cf, mode, loc: this.loc(n) });
      if (place === "sudoers") {
        this.emit({ kind: "privilege", what: "sudoers", detail: `writes ${p}`, loc: this.loc(n) });
        if (cf && /NOPASSWD/i.test(cf.text)) this.emit({ kind: "privilege", what: "nopasswd", detail: cf.text.slice(0, 200), loc: this.loc(n) });
      }
      if (fetched && !fetched.startsWith("socket://")) {
        this.downloads.set(stripDotSlash(p), fetched);
        this.emit({ kind: "fetch", url: fetched, host: hostOf(fetched), saveTo: p, loc: this.loc(n) });
      }
      if (cf && !analyzed && (mode === "write" || mode === "append")) {
        if (cf.text.length >= 8) this.mineCheck(cf.text, n);
        const kind = writtenCodeKind(p, place, cf?.text);
        if (kind && knownLength(cf) >= 12) {
          analyzed = true;
          this.analyzeCode(kind, cf, n);
        }
      }
    }
    return unk();
  }

  /** A download saved to a file (`getstore`, `mirror`, `:content_file`). */
  saveDownload(n: Node, url: Val | null, path: Val | null): Val {
    const u = url ? exactText(url) ?? toF(url).text : HOLE;
    this.httpSend(n, "get", url, []);
    for (const a of path ? alts(path).slice(0, 4) : []) {
      const p = toF(a).text;
      if (p === HOLE) continue;
      this.downloads.set(stripDotSlash(p), u);
      this.emit({ kind: "fetch", url: u, host: hostOf(u), saveTo: p, loc: this.loc(n) });
      this.emit({ kind: "write", path: p, place: placeOfPath(p), content: unknown(), mode: "write", loc: this.loc(n) });
    }
    return unk();
  }

  emitDelete(n: Node, paths: readonly Val[]): Val {
    for (const path of paths.slice(0, 32)) {
      for (const a of alts(path).slice(0, 8)) {
        const p = toF(a).text;
        if (p === HOLE || !p) continue;
        this.emit({ kind: "delete", path: p, scope: deleteScopeOfPath(p.replace(/\/\*\*(?:\/\*)?$/, "/*")), loc: this.loc(n) });
      }
    }
    return unk();
  }

  emitChmod(n: Node, mode: Val | null, paths: readonly Val[]): Val {
    const m = mode ?? unk();
    const mt = exactText(m);
    const bits = m.k === "num" ? m.n : mt !== null && /^0?[0-7]{3,4}$/.test(mt) ? parseInt(mt, 8) : null;
    const modeText = bits !== null ? `0${bits.toString(8)}` : toF(m).text;
    for (const p of paths.slice(0, 32)) {
      this.emitWrite(n, p, str(modeText), "chmod");
      for (const a of alts(p).slice(0, 4)) {
        const t = toF(a).text;
        if (bits !== null && (bits & 0o6000) !== 0) this.emit({ kind: "privilege", what: "setuid", detail: `chmod ${modeText} ${t}`, loc: this.loc(n) });
        else if (bits !== null && bits & 0o002 && /^\/(?!tmp\/|var\/tmp\/|dev\/null)/.test(t)) this.emit({ kind: "privilege", what: "world-writable-system", detail: `chmod ${modeText} ${t}`, loc: this.loc(n) });
      }
    }
    return unk();
  }

  /** Everything fed to a handle or object by name (`print FH …`, `f:write(…)`), concatenated. */
  fedContent(key: string | null, methods: RegExp): Val | null {
    if (!key) return null;
    const fed = (this.feeds.get(key) ?? []).filter((f) => methods.test(f.method));
    if (!fed.length) return null;
    return concatVals(fed.flatMap((f) => this.args(f.method === "printf" && f.args.length > 1 ? [] : f.args).concat(f.method === "printf" && f.args.length > 1 ? [cFormat(this.ev(f.args[0]!), this.args(f.args.slice(1)))] : [])));
  }
}

function arith(op: string, x: number, y: number): number | null {
  switch (op) {
    case "+": return x + y;
    case "-": return x - y;
    case "*": return x * y;
    case "/": return y ? x / y : null;
    case "//": return y ? Math.floor(x / y) : null;
    case "%": return y ? ((x % y) + y) % y : null;
    case "**": return x ** y;
    case "^": return x ^ y;
    case "|": return x | y;
    case "&": return x & y;
    case "<<": return x << y;
    case ">>": return x >> y;
    default: return null;
  }
}

/** A regular expression (or Lua pattern) that is literal text once its escapes are removed, or null. */
export function literalPattern(p: string, escape = "\\"): string | null {
  let out = "";
  for (let i = 0; i < p.length; i++) {
    const c = p[i]!;
    if (c === escape && i + 1 < p.length) {
      const d = p[++i]!;
      if (/[A-Za-z0-9]/.test(d)) return null;
      out += d;
    } else if ((escape === "\\" ? /[.*+?()[\]{}|^$]/ : /[.*+?()[\]^$-]/).test(c)) return null;
    else out += c;
  }
  return out;
}

export function joinItems(v: Val, sep: Val | null): Val {
  return mapAlts(v, (one) => {
    if (one.k !== "seq") return one;
    const parts: Val[] = [];
    one.items.slice(0, MAX_ITEMS).forEach((it, i) => {
      if (i && sep) parts.push(sep);
      parts.push(it);
    });
    if (one.open) parts.push(unk(one.taint));
    const hasChars = one.items.length > 1 && one.items.every((it) => it.k === "str" && it.f.exact && it.f.text.length === 1 && viaOf(it).includes("charcode"));
    return addTaint(concatVals(parts, hasChars ? "charcode" : "join"), one.taint);
  });
}
