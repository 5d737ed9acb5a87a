// The Ruby extractor. One parse per snippet and one walk that collects bindings (locals per method,
// instance variables and constants per file, method definitions, block parameters, values fed to a
// variable by `<<`, `push`, `[]=`, `body =`…); then every call is evaluated once, lazily folding what
// it needs: string literals of every form (interpolation, `%q`/`%Q`/`%w`, heredocs, escapes),
// concatenation, `join`, `format`/`%`, `reverse`/`tr`/`gsub`, char codes (`pack("c*")`, `chr`), Base64,
// `pack`/`unpack`, Zlib, paths (`File.join`, `Dir.home`, `File.expand_path`), `ENV`, variables (flow-
// insensitive: every assignment is a candidate), method parameters (their defaults and the arguments
// of every call in the file) and the returns of local methods. Evaluating a call states what it does:
// reads private data, sends it (Net::HTTP, open-uri, Faraday, HTTParty, RestClient, sockets, DNS,
// SMTP), runs commands (backticks, `system`, `spawn`, `Open3`, `IO.popen`; strings go to the shell
// extractor, argument vectors to the shell's argv analysis), evaluates code, writes, deletes, or wires
// a shell to a socket. Names reached through `send`, `method(:x).call` and `const_get` are followed.
import { isMinerText, sourceOfCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import type { FileKind } from "../parse/classify";
import type { SyntaxNode, SyntaxTree } from "../parse/syntax";
import { factKey, normalizeSkillPath, writtenCodeKind, type Analyzer, type Extractor, type ModuleSummary, type Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Channel, type ContextFact, type Decoding, type Fact, type Folded, type Loc, type SourceKind, type Taint } from "./types";
import { bytesToText, concat, decodeBase64Bytes, decodeEscapes, inflateBytes, isReadable, known, MAX_FOLDED, mergeTaint, rot13, safeCodePoint, sliceString, unknown } from "./values";

// ---------------------------------------------------------------------------------------------
// Values

/** A socket: the peer it was opened to (host:port), when known. */
type Sock = { dest: string | null };
type Str = { k: "str"; f: Folded; fetched?: string; sock?: Sock };
type Num = { k: "num"; n: number; taint: Taint[]; via: Decoding[] };
type Seq = { k: "seq"; items: Val[]; open: boolean; taint: Taint[] };
type Hash = { k: "hash"; keys: Val[]; vals: Val[]; taint: Taint[] };
/** A class or module (`File`, `Net::HTTP`), or an object one made (`Net::HTTP::Post#`, made at `node`). */
type Obj = { k: "obj"; name: string; made?: { node: SyntaxNode; args: Args }; sock?: Sock; fetched?: string; taint: Taint[] };
/** A method object (`Kernel.method(:system)`, `method(:eval)`): calling it is calling the method. */
type Meth = { k: "meth"; recv: Val | null; name: string };
type Alt = { k: "alt"; alts: Val[] };
type Val = Str | Num | Seq | Hash | Obj | Meth | Alt;

const MAX_ALTS = 12;
const MAX_ITEMS = 2048;
const STEP_BUDGET = 300_000;
const MAX_EVAL_DEPTH = 120;
const MAX_CALL_SITES = 16;
const MAX_FACTS_PER_FILE = 3000;

const OBFUSCATING: readonly Decoding[] = ["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress", "escape", "percent", "unicode-tags", "ifs", "quote-splice"];

function unk(taint: readonly Taint[] = [], extra?: { fetched?: string; sock?: Sock }): Str {
  const v: Str = { k: "str", f: unknown(taint) };
  if (extra?.fetched) v.fetched = extra.fetched;
  if (extra?.sock) v.sock = extra.sock;
  return v;
}

function str(text: string, via: readonly Decoding[] = []): Str {
  return { k: "str", f: known(text, via) };
}

function fromF(f: Folded, like?: Val): Str {
  const v: Str = { k: "str", f };
  const fetched = like ? fetchedOf(like) : undefined;
  if (fetched) v.fetched = fetched;
  return v;
}

function num(n: number, taint: readonly Taint[] = [], via: readonly Decoding[] = []): Num {
  return { k: "num", n, taint: [...taint], via: [...via] };
}

function seq(items: Val[], open = false, taint: readonly Taint[] = []): Seq {
  return { k: "seq", items: items.slice(0, MAX_ITEMS), open: open || items.length > MAX_ITEMS, taint: [...taint] };
}

function mergeVia(a: readonly Decoding[], b: readonly Decoding[]): Decoding[] {
  const out = [...a];
  for (const d of b) if (!out.includes(d)) out.push(d);
  return out;
}

function alts(v: Val): Val[] {
  return v.k === "alt" ? v.alts : [v];
}

function isBareUnknown(v: Val): boolean {
  return v.k === "str" && v.f.text === HOLE && !v.f.taint.length && !v.fetched && !v.sock;
}

/** One value from candidates: duplicates and uninformative unknowns dropped, at most MAX_ALTS. */
function alt(cands: readonly Val[]): Val {
  const flat = cands.flatMap(alts);
  if (flat.length === 1) return flat[0];
  if (!flat.length) return unk();
  const informative = flat.some((v) => !isBareUnknown(v));
  const seen = new Set<string>();
  const out: Val[] = [];
  for (const v of flat) {
    if (informative && isBareUnknown(v)) continue;
    const key = v.k === "str" && !v.f.taint.length && !v.fetched && !v.sock && v.f.text.length < 512 ? `s${v.f.text}` : v.k === "obj" && !v.made && !v.taint.length ? `o${v.name}` : null;
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    if (out.length < MAX_ALTS) out.push(v);
  }
  return out.length === 1 ? out[0] : { k: "alt", alts: out };
}

function mapAlts(v: Val, fn: (one: Val) => Val): Val {
  return v.k === "alt" ? alt(v.alts.slice(0, MAX_ALTS).map(fn)) : fn(v);
}

function taintOf(v: Val, depth = 0): Taint[] {
  if (depth > 6) return [];
  switch (v.k) {
    case "str":
      return v.f.taint;
    case "num":
    case "obj":
      return v.taint;
    case "seq":
      return v.items.slice(0, 256).reduce((t, i) => mergeTaint(t, taintOf(i, depth + 1)), v.taint);
    case "hash":
      return v.vals.slice(0, 256).reduce((t, i) => mergeTaint(t, taintOf(i, depth + 1)), v.taint);
    case "alt":
      return v.alts.reduce((t, i) => mergeTaint(t, taintOf(i, depth + 1)), [] as Taint[]);
    default:
      return [];
  }
}

function addTaint(v: Val, taint: readonly Taint[]): Val {
  if (!taint.length) return v;
  switch (v.k) {
    case "str":
      return { ...v, f: { ...v.f, taint: mergeTaint(v.f.taint, taint) } };
    case "num":
    case "seq":
    case "hash":
    case "obj":
      return { ...v, taint: mergeTaint(v.taint, taint) };
    case "alt":
      return { k: "alt", alts: v.alts.map((a) => addTaint(a, taint)) };
    default:
      return v;
  }
}

function fetchedOf(v: Val, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  switch (v.k) {
    case "str":
    case "obj":
      return v.fetched;
    case "seq":
      for (const i of v.items.slice(0, 64)) {
        const f = fetchedOf(i, depth + 1);
        if (f) return f;
      }
      return undefined;
    case "alt":
      for (const a of v.alts) {
        const f = fetchedOf(a, depth + 1);
        if (f) return f;
      }
      return undefined;
    default:
      return undefined;
  }
}

function sockOf(v: Val): Sock | undefined {
  for (const a of alts(v)) if ((a.k === "str" || a.k === "obj") && a.sock) return a.sock;
  return undefined;
}

function viaOf(v: Val): Decoding[] {
  return v.k === "str" ? v.f.via : v.k === "num" ? v.via : v.k === "alt" ? v.alts.reduce((d, a) => mergeVia(d, viaOf(a)), [] as Decoding[]) : [];
}

function knownLength(f: Folded): number {
  return f.text.split(HOLE).join("").length;
}

/** The value as text: strings as they are, containers as Ruby would print them (`inspect`). */
function toF(v: Val, depth = 0): Folded {
  switch (v.k) {
    case "str":
      return v.f;
    case "num":
      return { text: String(v.n), exact: true, via: v.via, taint: v.taint };
    case "seq":
    case "hash": {
      if (depth > 4) return unknown(taintOf(v));
      const parts: Folded[] = [known(v.k === "seq" ? "[" : "{")];
      const items = v.k === "seq" ? v.items : v.keys;
      items.slice(0, 512).forEach((it, i) => {
        if (i) parts.push(known(", "));
        parts.push(quoted(it, depth));
        if (v.k === "hash") parts.push(known(" => "), quoted(v.vals[i], depth));
      });
      if (v.k === "seq" && v.open) parts.push(unknown());
      parts.push(known(v.k === "seq" ? "]" : "}"));
      const f = concat(parts);
      return { ...f, taint: mergeTaint(f.taint, v.taint) };
    }
    case "alt": {
      let best = toF(v.alts[0], depth + 1);
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

function quoted(v: Val, depth: number): Folded {
  const f = toF(v, depth + 1);
  return v.k === "str" ? concat([known('"'), f, known('"')]) : f;
}

/** JSON text of a value (`JSON.generate`, `to_json`). */
function jsonOf(v: Val, depth = 0): Folded {
  if (depth > 6) return unknown(taintOf(v));
  switch (v.k) {
    case "str":
      return { ...v.f, text: v.f.exact ? JSON.stringify(v.f.text) : v.f.text === HOLE ? HOLE : `"${v.f.text}"` };
    case "num":
      return toF(v);
    case "seq":
    case "hash": {
      const parts: Folded[] = [known(v.k === "seq" ? "[" : "{")];
      const items = v.k === "seq" ? v.items : v.keys;
      items.slice(0, 512).forEach((it, i) => {
        if (i) parts.push(known(","));
        parts.push(jsonOf(it, depth + 1));
        if (v.k === "hash") parts.push(known(":"), jsonOf(v.vals[i], depth + 1));
      });
      parts.push(known(v.k === "seq" ? "]" : "}"));
      const f = concat(parts);
      return { ...f, taint: mergeTaint(f.taint, v.taint) };
    }
    case "alt":
      return toF(alt(v.alts.map((a) => fromF(jsonOf(a, depth + 1), a))));
    default:
      return unknown(taintOf(v));
  }
}

function exactText(v: Val | null): string | null {
  if (!v) return null;
  if (v.k === "str") return v.f.exact ? v.f.text : null;
  if (v.k === "num") return String(v.n);
  return null;
}

function concatVals(vals: readonly Val[], via?: Decoding): Val {
  const f = concat(vals.map((v) => toF(v)), via);
  return fromF(f, vals.find((v) => fetchedOf(v)));
}

/** A value derived from `v` by a text transformation `fn` (null = not reproducible: text lost, taint kept). */
function derive(v: Val, how: Decoding | null, fn: (text: string) => string | null): Val {
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

/** Like derive, but keeps the known parts of a partly unknown value (strip, case changes). */
function mapKnown(v: Val, fn: (text: string) => string): Val {
  return mapAlts(v, (one) => (one.k === "str" ? fromF({ ...one.f, text: one.f.exact ? fn(one.f.text) : one.f.text }, one) : one));
}

function hiddenVia(via: readonly Decoding[]): Decoding[] {
  return via.filter((d) => d !== "concat" && d !== "format" && d !== "variable" && d !== "join");
}

const latin1 = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
const utf8Bytes = new TextEncoder();

function textBytes(s: string): Uint8Array {
  return /^[\x00-\xff]*$/.test(s) ? latin1(s) : utf8Bytes.encode(s);
}

function decodeBase64(s: string): string | null {
  const bytes = decodeBase64Bytes(s);
  return bytes ? bytesToBinary(bytes) : null;
}

function bytesToBinary(b: Uint8Array): string {
  let out = "";
  for (let i = 0; i < b.length; i++) out += String.fromCharCode(b[i]);
  return out;
}

/** Binary string → readable text when it is UTF-8 (decoded payloads are shown and analysed as text). */
function binaryToText(s: string): string {
  return /[\x80-\xff]/.test(s) ? bytesToText(latin1(s)) : s;
}

function hexToBinary(s: string): string | null {
  const clean = s.replace(/\s+/g, "");
  if (!clean || clean.length % 2 || /[^0-9a-f]/i.test(clean)) return null;
  let out = "";
  for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(parseInt(clean.slice(i, i + 2), 16));
  return out;
}

function binaryToHex(s: string): string {
  let out = "";
  for (const b of textBytes(s)) out += b.toString(16).padStart(2, "0");
  return out;
}

/** `tr` character sets: ranges (`a-z`), negation (`^`) and escapes, expanded. */
function trSet(spec: string): { chars: string[]; negate: boolean } {
  const negate = spec.length > 1 && spec.startsWith("^");
  const s = negate ? spec.slice(1) : spec;
  const chars: string[] = [];
  for (let i = 0; i < s.length && chars.length < 1024; i++) {
    if (s[i + 1] === "-" && i + 2 < s.length) {
      const a = s.charCodeAt(i);
      const b = s.charCodeAt(i + 2);
      for (let c = a; c <= b && chars.length < 1024; c++) chars.push(String.fromCharCode(c));
      i += 2;
    } else chars.push(s[i] === "\\" && i + 1 < s.length ? s[++i] : s[i]);
  }
  return { chars, negate };
}

function trText(text: string, from: string, to: string, squeeze: boolean): string {
  const f = trSet(from);
  const t = trSet(to).chars;
  let out = "";
  let last = "";
  for (const c of text) {
    const i = f.chars.indexOf(c);
    const hit = f.negate ? i < 0 : i >= 0;
    const r = !hit ? c : t.length === 0 ? "" : f.negate ? t[t.length - 1] : t[Math.min(i, t.length - 1)];
    if (squeeze && hit && r === last) continue;
    out += r;
    last = hit ? r : "";
  }
  return out;
}

/** `format` / `%`: %s %d %x %05.2f %-10s %% and `%{name}` / `%<name>s` from a hash. */
function rubyFormat(fmt: Val, args: readonly Val[], hash: Hash | null): Val {
  if (fmt.k !== "str" || !fmt.f.exact) return concatVals([fmt, ...args], "format");
  const parts: Val[] = [];
  let i = 0;
  let last = 0;
  const re = /%(?:%|\{(\w+)\}|<(\w+)>[-+ 0#]*\d*(?:\.\d+)?[a-zA-Z]|[-+ 0#]*(?:\d+|\*)?(?:\.\d+)?([a-zA-Z]))/g;
  for (let m = re.exec(fmt.f.text); m; m = re.exec(fmt.f.text)) {
    parts.push(str(fmt.f.text.slice(last, m.index)));
    last = m.index + m[0].length;
    if (m[0] === "%%") {
      parts.push(str("%"));
      continue;
    }
    const key = m[1] ?? m[2];
    if (key) {
      parts.push(hash ? hashGet(hash, str(key)) : unk());
      continue;
    }
    const a = args[i++] ?? unk();
    const conv = m[3];
    if (conv === "x" && a.k === "num") parts.push(str(a.n.toString(16)));
    else if (conv === "c" && a.k === "num") parts.push(str(safeCodePoint(a.n), ["charcode"]));
    else parts.push(a);
  }
  parts.push(str(fmt.f.text.slice(last)));
  return concatVals(parts, "format");
}

function hashGet(h: Hash, k: Val): Val {
  const key = exactText(k);
  if (key !== null) {
    const i = h.keys.findIndex((x) => exactText(x) === key);
    if (i >= 0) return h.vals[i];
  }
  return unk(h.taint);
}

function urlEncodeForm(v: Val): Val {
  if (v.k !== "hash") return unk(taintOf(v));
  const parts: Val[] = [];
  v.keys.forEach((k, i) => parts.push(...(i ? [str("&")] : []), k, str("="), v.vals[i]));
  return concatVals(parts);
}

function hostOf(url: string): string | null {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url) ?? /^()((?:\d{1,3}(?:\.\d{1,3}){3}|localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d{2,5})?)(?:\/|$)/i.exec(url);
  if (!m) return null;
  let host = m[2].toLowerCase();
  host = host.slice(host.lastIndexOf("@") + 1).replace(/:\d+$/, "").replace(/\.$/, "").replace(/^\[|\]$/g, "");
  return !host || host.includes(HOLE_START) ? null : host;
}

function channelOf(url: string): Channel {
  return /discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/|webhook\.office\.com\/|\/webhooks?(?:\/|$|\?)/i.test(url) ? "webhook" : /^wss?:/i.test(url) ? "websocket" : "http";
}

function stripDotSlash(p: string): string {
  return p.replace(/^(?:\.\/)+/, "");
}

/** `File.join`: parts joined by one slash. */
function pathJoin(parts: readonly Val[]): Val {
  const out: Val[] = [];
  parts.forEach((p, i) => {
    if (i) {
      const prev = toF(out[out.length - 1]).text;
      const cur = toF(p).text;
      if (!prev.endsWith("/") && !cur.startsWith("/")) out.push(str("/"));
    }
    out.push(p.k === "seq" ? pathJoin(p.items) : p);
  });
  return out.length === 1 ? out[0] : concatVals(out);
}

// ---------------------------------------------------------------------------------------------
// Arguments

/** The arguments of one call: positional (splats expanded when known), keywords, the block. */
class Args {
  readonly pos: SyntaxNode[] = [];
  readonly kw = new Map<string, SyntaxNode>();
  /** `exec(cmd, [:in, :out] => sock)`: pairs whose key is not a name. */
  readonly pairs: { key: SyntaxNode; value: SyntaxNode }[] = [];
  readonly block: SyntaxNode | null;
  blockSymbol: string | null = null;
  private cache: Val[] | null = null;

  constructor(
    private readonly file: RbFile,
    list: readonly SyntaxNode[],
    block: SyntaxNode | null,
    private readonly shift = 0,
  ) {
    this.block = block;
    for (const c of list) {
      if (!c.named || c.type === "comment") continue;
      if (c.type === "pair") {
        const key = c.children.find((x) => x.field === "key");
        const value = c.children.find((x) => x.field === "value");
        if (!key || !value) continue;
        const name = key.type === "hash_key_symbol" || key.type === "simple_symbol" || key.type === "string" ? keyName(file, key) : null;
        if (name !== null) this.kw.set(name, value);
        else this.pairs.push({ key, value });
      } else if (c.type === "block_argument") {
        const sym = c.children.find((x) => x.named);
        if (sym?.type === "simple_symbol") this.blockSymbol = file.text(sym).slice(1);
      } else this.pos.push(c);
    }
  }

  positional(): Val[] {
    if (this.cache) return this.cache;
    const out: Val[] = [];
    for (const n of this.pos) {
      if (n.type === "splat_argument") {
        const inner = n.children.find((x) => x.named);
        const v = inner ? this.file.ev(inner) : unk();
        if (v.k === "seq" && !v.open) out.push(...v.items);
        else out.push(seq([], true, taintOf(v)));
      } else out.push(this.file.ev(n));
    }
    return (this.cache = out.slice(this.shift));
  }

  at(i: number): Val | null {
    return this.positional()[i] ?? null;
  }

  kwv(name: string): Val | null {
    const n = this.kw.get(name);
    return n ? this.file.ev(n) : null;
  }

  /** A hash of the keyword arguments (`post(url, body: x)` passes them as one hash). */
  kwHash(): Hash | null {
    if (!this.kw.size) return null;
    const keys: Val[] = [];
    const vals: Val[] = [];
    for (const [k, n] of this.kw) {
      keys.push(str(k));
      vals.push(this.file.ev(n));
    }
    return { k: "hash", keys, vals, taint: [] };
  }

  /** Positional argument `i`, or the trailing `key => value` pairs when they stand in that place (Ruby passes them as one hash). */
  hashAt(i: number): Val | null {
    return this.at(i) ?? (i === this.positional().length ? this.kwHash() : null);
  }

  evNode(n: SyntaxNode): Val {
    return this.file.ev(n);
  }

  node(i: number): SyntaxNode | null {
    return this.pos[i + this.shift] ?? null;
  }

  /** The same arguments without the first (`send(:system, cmd)`). */
  rest(): Args {
    const a = Object.create(Args.prototype) as Args;
    Object.assign(a, this, { cache: null, shift: this.shift + 1 });
    return a;
  }

  taint(): Taint[] {
    let t: Taint[] = [];
    for (const v of this.positional()) t = mergeTaint(t, taintOf(v));
    for (const n of this.kw.values()) t = mergeTaint(t, taintOf(this.file.ev(n)));
    return t;
  }
}

function keyName(file: RbFile, key: SyntaxNode): string | null {
  if (key.type === "hash_key_symbol") return file.text(key);
  if (key.type === "simple_symbol") return file.text(key).slice(1);
  const v = file.ev(key);
  return exactText(v);
}

// ---------------------------------------------------------------------------------------------
// Bindings

type Def =
  | { kind: "assign"; value: SyntaxNode }
  | { kind: "op"; op: string; name: string; value: SyntaxNode; scope: SyntaxNode }
  | { kind: "multi"; value: SyntaxNode; index: number; splat: boolean }
  | { kind: "blockparam"; call: SyntaxNode; index: number }
  | { kind: "param"; method: SyntaxNode; index: number; kw: string | null; dflt: SyntaxNode | null };

/** A value fed into a variable after it was made: `x << y`, `x.push(y)`, `x[k] = y`, `req.body = y`, `f.write(y)`. */
type Feed = { method: string; value: SyntaxNode; node: SyntaxNode };

const SCOPE_TYPES = new Set(["program", "method", "singleton_method", "class", "module", "singleton_class"]);
const FEED_METHODS = new Set([
  "push", "append", "concat", "unshift", "prepend", "insert", "merge!", "update", "store", "write", "puts", "print", "syswrite", "write_nonblock",
  "set_form_data", "form_data=", "body=", "body_stream=", "basic_auth", "add_field", "[]=", "add_file", "attach", "<<",
]);
const ITERATORS = new Set([
  "each", "each_with_index", "each_with_object", "map", "collect", "flat_map", "select", "filter", "filter_map", "reject", "find", "detect", "each_slice",
  "each_cons", "each_line", "each_char", "each_value", "each_key", "each_pair", "scan", "any?", "all?", "none?", "sum", "group_by", "sort_by", "min_by",
  "max_by", "partition", "each_entry", "reverse_each", "find_all", "inject", "reduce", "sort", "uniq", "zip", "tap", "then", "yield_self", "lines",
  "each_byte", "chars", "bytes", "to_h", "transform_values", "times", "upto", "step",
]);

class RbFile {
  readonly defs = new Map<SyntaxNode, Map<string, Def[]>>();
  readonly ivars = new Map<string, Def[]>();
  readonly consts = new Map<string, Def[]>();
  readonly methods = new Map<string, SyntaxNode[]>();
  readonly callsByName = new Map<string, SyntaxNode[]>();
  readonly feeds = new Map<string, Feed[]>();
  /** Calls, backticks and `<<` operations, in source order: evaluated once each. */
  private readonly sites: SyntaxNode[] = [];
  private readonly heredocs = new Map<SyntaxNode, SyntaxNode>();
  private readonly cache = new Map<SyntaxNode, Val>();
  private readonly pending = new Set<SyntaxNode>();
  private readonly emitted = new Set<string>();
  private readonly invoked = new Set<string>();
  /** Block parameters bound while a block is evaluated for one item (`map { |c| c.chr }`). */
  private readonly overrides = new Map<string, Val>();
  /** What a call that opens a resource for its block made (the block's parameter), apart from what the block returns. */
  private readonly blockOpeners = new Map<SyntaxNode, Val>();
  /** Files filled with downloaded bytes (path → URL). */
  readonly downloads = new Map<string, string>();
  /** `require_relative` arguments: the skill modules whose summaries name methods called here. */
  private readonly requires: SyntaxNode[] = [];
  private imported: ModuleSummary[] | null = null;
  private steps = 0;
  private depth = 0;
  private factCount = 0;

  constructor(
    readonly tree: SyntaxTree,
    readonly snippet: Snippet,
    readonly analyzer: Analyzer,
  ) {}

  text(n: SyntaxNode): string {
    return this.tree.source.slice(n.start, n.end);
  }

  loc(n: SyntaxNode): Loc {
    return this.analyzer.loc(this.snippet, n.row);
  }

  scopeOf(n: SyntaxNode): SyntaxNode {
    let p: SyntaxNode | null = n.parent;
    while (p && !SCOPE_TYPES.has(p.type)) p = p.parent;
    return p ?? this.tree.root;
  }

  // ----- collection ---------------------------------------------------------------------------

  collect(): void {
    const begins: SyntaxNode[] = [];
    const bodies: SyntaxNode[] = [];
    const stack: SyntaxNode[] = [this.tree.root];
    while (stack.length) {
      const n = stack.pop()!;
      switch (n.type) {
        case "assignment":
        case "operator_assignment":
          this.collectAssignment(n);
          break;
        case "method":
        case "singleton_method":
          this.collectMethod(n);
          break;
        case "call":
        case "subshell":
          this.sites.push(n);
          if (n.type === "call") this.collectCall(n);
          break;
        case "element_reference":
        case "identifier":
          // bare names may be calls of local methods; `ENV[...]` and `Dir[...]` read
          if (n.type === "element_reference" || n.parent?.type !== "call") this.sites.push(n);
          break;
        case "binary":
          if (this.opOf(n) === "<<") this.collectShovel(n);
          break;
        case "block_parameters":
          this.collectBlockParams(n);
          break;
        case "heredoc_beginning":
          begins.push(n);
          break;
        case "heredoc_body":
          bodies.push(n);
          break;
        case "comment":
          continue;
      }
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
    begins.sort((a, b) => a.start - b.start);
    bodies.sort((a, b) => a.start - b.start);
    begins.forEach((b, i) => bodies[i] && this.heredocs.set(b, bodies[i]));
    this.sites.sort((a, b) => a.start - b.start);
  }

  opOf(n: SyntaxNode): string {
    const op = n.children.find((c) => c.field === "operator");
    return op ? this.text(op) : "";
  }

  private define(scope: SyntaxNode, name: string, def: Def): void {
    let m = this.defs.get(scope);
    if (!m) this.defs.set(scope, (m = new Map()));
    const list = m.get(name);
    if (list) {
      if (list.length < 32) list.push(def);
    } else m.set(name, [def]);
  }

  private bind(target: SyntaxNode, def: Def, scope: SyntaxNode): void {
    switch (target.type) {
      case "identifier":
        this.define(scope, this.text(target), def);
        break;
      case "instance_variable":
      case "class_variable":
      case "global_variable":
        pushDef(this.ivars, this.text(target), def);
        break;
      case "constant":
        pushDef(this.consts, this.text(target), def);
        break;
      case "scope_resolution": {
        const name = target.children.find((c) => c.field === "name");
        if (name) pushDef(this.consts, this.text(name), def);
        break;
      }
    }
  }

  private collectAssignment(n: SyntaxNode): void {
    const left = n.children.find((c) => c.field === "left");
    const right = n.children.find((c) => c.field === "right");
    if (!left || !right) return;
    const scope = this.scopeOf(n);
    if (n.type === "operator_assignment") {
      const op = this.opOf(n).replace(/=$/, "");
      if (left.type === "identifier" || left.type.endsWith("_variable") || left.type === "constant") this.bind(left, { kind: "op", op, name: this.text(left), value: right, scope }, scope);
      return;
    }
    if (left.type === "left_assignment_list") {
      const targets = left.children.filter((c) => c.named);
      targets.forEach((t, index) => {
        const splat = t.type === "rest_assignment";
        const inner = splat ? t.children.find((c) => c.named) : t;
        if (inner) this.bind(inner, { kind: "multi", value: right, index, splat }, scope);
      });
      return;
    }
    if (left.type === "element_reference" || left.type === "call") {
      // x[k] = v, req.body = v: a value fed into x
      const obj = left.children.find((c) => c.field === "object" || c.field === "receiver");
      const method = left.type === "call" ? `${this.text(left.children.find((c) => c.field === "method") ?? left)}=` : "[]=";
      if (obj) this.feed(obj, method, right, n);
      if (left.type === "call") this.sites.push(n);
      return;
    }
    this.bind(left, { kind: "assign", value: right }, scope);
  }

  private feed(target: SyntaxNode, method: string, value: SyntaxNode, node: SyntaxNode): void {
    // data["servers"].merge!(x) feeds data
    while (target.type === "element_reference" || (target.type === "call" && target.children.some((c) => c.field === "receiver"))) target = target.children.find((c) => c.field === "object" || c.field === "receiver")!;
    if (target.type !== "identifier" && !target.type.endsWith("_variable")) return;
    const key = this.feedKey(target);
    const list = this.feeds.get(key);
    if (list) {
      if (list.length < 64) list.push({ method, value, node });
    } else this.feeds.set(key, [{ method, value, node }]);
  }

  feedKey(target: SyntaxNode): string {
    const name = this.text(target);
    return target.type === "identifier" ? `${this.scopeOf(target).start}:${name}` : name;
  }

  private collectShovel(n: SyntaxNode): void {
    const left = n.children.find((c) => c.field === "left");
    const right = n.children.find((c) => c.field === "right");
    this.sites.push(n);
    if (left && right) this.feed(left, "<<", right, n);
  }

  private collectCall(n: SyntaxNode): void {
    const m = n.children.find((c) => c.field === "method");
    if (!m) return;
    const name = this.text(m);
    pushDef(this.callsByName, name, n);
    if (name === "require_relative" && this.requires.length < 32) this.requires.push(n);
    const recv = n.children.find((c) => c.field === "receiver");
    const args = n.children.find((c) => c.field === "arguments");
    if (recv && args && FEED_METHODS.has(name)) for (const a of args.children) if (a.named && a.type !== "pair") this.feed(recv, name, a, n);
  }

  private collectMethod(n: SyntaxNode): void {
    const nameNode = n.children.find((c) => c.field === "name");
    if (!nameNode) return;
    pushDef(this.methods, this.text(nameNode), n);
    const params = n.children.find((c) => c.field === "parameters");
    if (!params) return;
    let index = 0;
    for (const p of params.children) {
      if (!p.named) continue;
      const name = p.type === "identifier" ? p : p.children.find((c) => c.field === "name");
      if (!name) continue;
      const kw = p.type === "keyword_parameter" ? this.text(name) : null;
      const dflt = p.children.find((c) => c.field === "value") ?? null;
      this.define(n, this.text(name), { kind: "param", method: n, index: kw ? -1 : index, kw, dflt });
      if (!kw) index++;
    }
  }

  private collectBlockParams(n: SyntaxNode): void {
    const block = n.parent;
    const call = block?.parent;
    if (!block || !call || call.type !== "call") return;
    const scope = this.scopeOf(n);
    let index = 0;
    for (const p of n.children) {
      if (!p.named) continue;
      if (p.type === "destructured_parameter") {
        for (const q of p.children) if (q.type === "identifier") this.define(scope, this.text(q), { kind: "blockparam", call, index: index++ });
        continue;
      }
      const name = p.type === "identifier" ? p : p.children.find((c) => c.field === "name" || c.type === "identifier");
      if (name) this.define(scope, this.text(name), { kind: "blockparam", call, index });
      index++;
    }
  }

  // ----- evaluation ---------------------------------------------------------------------------

  ev(n: SyntaxNode): Val {
    if (this.steps++ > STEP_BUDGET || this.depth > MAX_EVAL_DEPTH) return unk();
    const cacheable = this.overrides.size === 0;
    if (cacheable) {
      const hit = this.cache.get(n);
      if (hit) return hit;
    }
    if (this.pending.has(n)) return unk();
    this.pending.add(n);
    this.depth++;
    let v: Val;
    try {
      v = this.evNode(n);
    } finally {
      this.depth--;
      this.pending.delete(n);
    }
    if (cacheable) this.cache.set(n, v);
    return v;
  }

  private evNode(n: SyntaxNode): Val {
    switch (n.type) {
      case "string":
      case "bare_string":
      case "delimited_symbol":
      case "regex":
        return this.evString(n.children, isRaw(this.text(n)));
      case "chained_string":
        return concatVals(n.children.filter((c) => c.named).map((c) => this.ev(c)));
      case "heredoc_beginning": {
        const body = this.heredocs.get(n);
        if (!body) return unk();
        const raw = /^<<[~-]?'/.test(this.text(n));
        const v = this.evString(body.children.filter((c) => c.type !== "heredoc_end"), raw);
        const squiggly = this.text(n).startsWith("<<~");
        return mapAlts(v, (one) => (one.k === "str" ? fromF({ ...one.f, text: (squiggly ? dedent(one.f.text) : one.f.text).replace(/^\n/, "") }, one) : one));
      }
      case "simple_symbol":
        return str(this.text(n).slice(1));
      case "hash_key_symbol":
      case "bare_symbol":
        return str(this.text(n));
      case "string_array":
      case "symbol_array":
        return seq(n.children.filter((c) => c.named).map((c) => this.ev(c)));
      case "integer":
        return num(parseRubyInt(this.text(n)));
      case "float":
        return num(Number(this.text(n).replace(/_/g, "")));
      case "character":
        return str(decodeEscapes(this.text(n).slice(1)));
      case "array":
        return this.evArray(n);
      case "hash":
        return this.evHash(n);
      case "identifier":
        return this.evIdentifier(n);
      case "instance_variable":
      case "class_variable":
        return this.defsValue(this.ivars.get(this.text(n)) ?? [], this.text(n));
      case "global_variable":
        return this.evGlobal(n);
      case "constant":
        return this.evConstant(this.text(n));
      case "scope_resolution":
        return this.evScope(n);
      case "parenthesized_statements":
      case "begin":
      case "body_statement":
      case "then":
      case "else":
      case "block_body": {
        const last = lastStatement(n);
        return last ? this.ev(last) : unk();
      }
      case "conditional":
      case "if":
      case "unless":
      case "if_modifier":
      case "unless_modifier":
      case "rescue_modifier": {
        const parts = n.children.filter((c) => c.field === "consequence" || c.field === "alternative" || (n.type.endsWith("_modifier") && c.field === "body") || (n.type === "rescue_modifier" && c.field === "handler"));
        return alt(parts.map((c) => this.ev(c)));
      }
      case "assignment":
      case "operator_assignment": {
        const r = n.children.find((c) => c.field === "right");
        if (n.type === "assignment" && r) {
          const left = n.children.find((c) => c.field === "left");
          if (left?.type === "call") this.evAttrAssign(n, left);
        }
        return r ? this.ev(r) : unk();
      }
      case "binary":
        return this.evBinary(n);
      case "unary": {
        const operand = n.children.find((c) => c.field === "operand");
        const v = operand ? this.ev(operand) : unk();
        return this.opOf(n) === "-" && v.k === "num" ? num(-v.n, v.taint, v.via) : v;
      }
      case "call":
        return this.evCall(n);
      case "element_reference":
        return this.evIndex(n);
      case "subshell":
        return this.backtick(n);
      case "interpolation": {
        const inner = n.children.filter((c) => c.named);
        return inner.length ? this.ev(inner[inner.length - 1]) : unk();
      }
      case "self":
        return { k: "obj", name: "self", taint: [] };
      case "nil":
        return unk();
      case "true":
      case "false":
        return num(n.type === "true" ? 1 : 0);
      case "argument_list": {
        const inner = n.children.filter((c) => c.named);
        return inner.length === 1 ? this.ev(inner[0]) : seq(inner.map((c) => this.ev(c)));
      }
      case "range":
        return unk();
      default:
        return unk();
    }
  }

  private evString(parts: readonly SyntaxNode[], raw: boolean): Val {
    const out: Val[] = [];
    let hiding = false;
    let hasInterp = false;
    for (const c of parts) {
      if (c.type === "string_content" || c.type === "heredoc_content") out.push(str(this.text(c)));
      else if (c.type === "escape_sequence") {
        const t = this.text(c);
        if (raw) out.push(str(t === "\\\\" || t === "\\'" ? t.slice(1) : t));
        else {
          if (HIDING_ESCAPE_RE.test(t)) hiding = true;
          out.push(str(decodeEscapes(t.replace(/^\\e$/, "\\x1b").replace(/^\\s$/, " "))));
        }
      } else if (c.type === "interpolation") {
        hasInterp = true;
        out.push(this.ev(c));
      }
    }
    if (!out.length) return str("");
    const v = out.length === 1 && !hasInterp ? out[0] : concatVals(out, hasInterp ? "format" : undefined);
    return hiding ? mapAlts(v, (one) => (one.k === "str" ? { ...one, f: { ...one.f, via: mergeVia(one.f.via, ["escape"]) } } : one)) : v;
  }

  private evArray(n: SyntaxNode): Val {
    const items: Val[] = [];
    let open = false;
    let taint: Taint[] = [];
    for (const c of n.children) {
      if (!c.named || c.type === "comment") continue;
      if (c.type === "splat_argument") {
        const inner = c.children.find((x) => x.named);
        const v = inner ? this.ev(inner) : unk();
        if (v.k === "seq") {
          items.push(...v.items);
          open ||= v.open;
        } else {
          open = true;
          taint = mergeTaint(taint, taintOf(v));
        }
      } else if (c.type === "pair") items.push(this.evHash(n));
      else items.push(this.ev(c));
      if (items.length > MAX_ITEMS) break;
    }
    return seq(items, open, taint);
  }

  private evHash(n: SyntaxNode): Hash {
    const keys: Val[] = [];
    const vals: Val[] = [];
    for (const c of n.children) {
      if (c.type !== "pair") continue;
      const k = c.children.find((x) => x.field === "key");
      const v = c.children.find((x) => x.field === "value");
      if (!k || !v) continue;
      keys.push(this.ev(k));
      vals.push(this.ev(v));
      if (keys.length > MAX_ITEMS) break;
    }
    return { k: "hash", keys, vals, taint: [] };
  }

  private evIdentifier(n: SyntaxNode): Val {
    const name = this.text(n);
    const o = this.overrides.get(name);
    if (o) return o;
    const scope = this.scopeOf(n);
    const defs = this.defs.get(scope)?.get(name);
    if (defs) return this.withFeeds(this.defsValue(defs, name), n);
    if (name === "__dir__" || name === "__FILE__") return str(".");
    if (name === "binding") return { k: "obj", name: "binding", taint: [] };
    // a bare name that is no local variable calls a method
    if (this.methods.has(name)) return this.callLocal(name);
    if (KERNEL_SINKS.has(name) || name === "gets") return this.dispatch(null, name, new Args(this, [], null), n);
    return unk(this.importedTaint(name));
  }

  private withFeeds(v: Val, n: SyntaxNode): Val {
    const feeds = this.feeds.get(this.feedKey(n));
    if (!feeds) return v;
    const fed = feeds.filter((f) => f.method !== "write" && f.method !== "puts" && f.method !== "print").slice(0, 16).map((f) => this.ev(f.value));
    if (!fed.length) return v;
    return mapAlts(v, (one) => {
      if (one.k === "seq") return seq([...one.items, ...fed], one.open, one.taint);
      if (one.k === "hash") return { ...one, taint: mergeTaint(one.taint, fed.reduce((t, f) => mergeTaint(t, taintOf(f)), [] as Taint[])) };
      if (one.k === "str") return concatVals([one, ...fed]);
      return addTaint(one, fed.reduce((t, f) => mergeTaint(t, taintOf(f)), [] as Taint[]));
    });
  }

  defsValue(defs: readonly Def[], name: string): Val {
    const out: Val[] = [];
    for (const d of defs.slice(0, MAX_ALTS)) out.push(this.defValue(d, name, defs));
    return alt(out);
  }

  private defValue(d: Def, name: string, all: readonly Def[]): Val {
    switch (d.kind) {
      case "assign":
        return this.ev(d.value);
      case "op": {
        const others = all.filter((x) => x !== d && x.kind !== "op");
        const before = others.length ? alt(others.map((x) => this.defValue(x, name, all))) : unk();
        const right = this.ev(d.value);
        if (d.op === "||") return alt([before, right]);
        return this.binop(d.op, before, right);
      }
      case "multi": {
        const v = this.ev(d.value);
        if (d.value.type === "right_assignment_list") {
          const items = d.value.children.filter((c) => c.named);
          return items[d.index] ? this.ev(items[d.index]) : unk();
        }
        return mapAlts(v, (one) => (one.k === "seq" ? (d.splat ? seq(one.items.slice(d.index)) : (one.items[d.index] ?? unk(one.taint))) : d.index === 0 ? one : unk(taintOf(one))));
      }
      case "blockparam":
        return this.blockParamValue(d.call, d.index);
      case "param":
        return this.paramValue(d);
    }
  }

  private paramValue(d: Def & { kind: "param" }): Val {
    const out: Val[] = [];
    if (d.dflt) out.push(this.ev(d.dflt));
    const mname = d.method.children.find((c) => c.field === "name");
    const sites = mname ? (this.callsByName.get(this.text(mname)) ?? []) : [];
    for (const site of sites.slice(0, MAX_CALL_SITES)) {
      const args = new Args(this, site.children.find((c) => c.field === "arguments")?.children ?? [], null);
      const v = d.kw ? args.kwv(d.kw) : args.at(d.index);
      if (v) out.push(v);
    }
    return out.length ? alt(out) : unk();
  }

  /** What a block parameter holds: the items a block iterates over, or the object a block is given. */
  private blockParamValue(call: SyntaxNode, index: number): Val {
    const m = this.text(call.children.find((c) => c.field === "method") ?? call);
    const recvNode = call.children.find((c) => c.field === "receiver");
    const made = this.blockOpeners.get(call) ?? this.ev(call);
    if (m === "open" || m === "new" || m === "start" || m === "popen" || m === "tcp" || m === "popen3" || m === "popen2" || m === "popen2e") {
      // File.open(p) { |f| }, Net::HTTP.start(h) { |http| }, TCPSocket.open(h, p) { |s| }
      if (made.k === "seq") return made.items[index] ?? unk();
      return index === 0 ? made : unk();
    }
    if (!recvNode) return unk(taintOf(made));
    const recv = this.ev(recvNode);
    if (ITERATORS.has(m) || m.startsWith("each")) {
      if (m === "each_with_index" && index === 1) return unk();
      return mapAlts(recv, (one) => {
        if (one.k === "seq" && one.items.length) return index === 0 || m === "each_with_index" ? alt(one.items) : mapAlts(alt(one.items), (it) => (it.k === "seq" ? (it.items[index] ?? unk()) : unk(taintOf(it))));
        if (one.k === "hash" && one.keys.length) return index === 0 ? alt(one.keys) : alt(one.vals);
        if (one.k === "str" && (m === "each_line" || m === "scan" || m === "each_char" || m === "lines" || m === "chars")) return unk(one.f.taint, { fetched: one.fetched, sock: one.sock });
        // ENV.each { |k, v| }: the call's own value says what the items carry
        return unk(mergeTaint(taintOf(one), taintOf(made)), { fetched: fetchedOf(one), sock: sockOf(one) });
      });
    }
    return unk(taintOf(recv), { fetched: fetchedOf(recv), sock: sockOf(recv) });
  }

  private evGlobal(n: SyntaxNode): Val {
    const name = this.text(n);
    if (name === "$stdin" || name === "$stdout" || name === "$stderr") return { k: "obj", name: name.slice(1).toUpperCase(), taint: [] };
    if (name === "$PROGRAM_NAME" || name === "$0") return str(".");
    return this.defsValue(this.ivars.get(name) ?? [], name);
  }

  private evConstant(name: string): Val {
    const defs = this.consts.get(name);
    // a constant bound to a value (HOST = "…"), not a class or module re-opened or aliased to a call
    if (defs && (!/^[A-Z][a-z]/.test(name) || defs.some((d) => d.kind === "assign" && d.value.type !== "call"))) return this.defsValue(defs, name);
    // the program's top-level binding: `TOPLEVEL_BINDING.eval(code)` is `eval`
    if (name === "TOPLEVEL_BINDING") return { k: "obj", name: "binding", taint: [] };
    return { k: "obj", name, taint: [] };
  }


  private evScope(n: SyntaxNode): Val {
    const name = n.children.find((c) => c.field === "name");
    const scope = n.children.find((c) => c.field === "scope");
    if (!name) return unk();
    const nameText = this.text(name);
    const defs = this.consts.get(nameText);
    if (defs && defs.some((d) => d.kind === "assign" && d.value.type !== "call")) return this.defsValue(defs, nameText);
    const base = scope ? this.ev(scope) : null;
    return { k: "obj", name: base && base.k === "obj" ? `${base.name}::${nameText}` : nameText, taint: [] };
  }

  private evBinary(n: SyntaxNode): Val {
    const l = n.children.find((c) => c.field === "left");
    const r = n.children.find((c) => c.field === "right");
    if (!l || !r) return unk();
    const op = this.opOf(n);
    const a = this.ev(l);
    if (op === "<<") {
      const sock = sockOf(a);
      if (sock) {
        socketSend(this, n, sock, this.ev(r));
        return a;
      }
      if (alts(a).some((x) => x.k === "obj")) {
        // a file handle or a pipe fed with `<<` is written at the handle's sink
        return a;
      }
    }
    return this.binop(op, a, this.ev(r));
  }

  binop(op: string, a: Val, b: Val): Val {
    switch (op) {
      case "+":
      case "<<":
        if (a.k === "num" && b.k === "num") return op === "+" ? num(a.n + b.n, mergeTaint(a.taint, b.taint)) : num(a.n << b.n);
        if (a.k === "seq") return b.k === "seq" && op === "+" ? seq([...a.items, ...b.items], a.open || b.open, mergeTaint(a.taint, b.taint)) : seq([...a.items, b], a.open, a.taint);
        return concatVals([a, b], "concat");
      case "%":
        if (a.k === "num" && b.k === "num" && b.n) return num(a.n % b.n);
        return mapAlts(a, (fmt) => (b.k === "seq" ? rubyFormat(fmt, b.items, null) : b.k === "hash" ? rubyFormat(fmt, [], b) : rubyFormat(fmt, [b], null)));
      case "*":
        if (a.k === "num" && b.k === "num") return num(a.n * b.n);
        if (a.k === "str" && b.k === "num" && a.f.exact && b.n >= 0 && a.f.text.length * b.n <= MAX_FOLDED) return str(a.f.text.repeat(b.n));
        if (a.k === "seq" && b.k === "str") return joinItems(a, b);
        return unk(mergeTaint(taintOf(a), taintOf(b)));
      case "-":
        return a.k === "num" && b.k === "num" ? num(a.n - b.n) : unk(mergeTaint(taintOf(a), taintOf(b)));
      case "^":
        return a.k === "num" && b.k === "num" ? num(a.n ^ b.n, [], ["xor"]) : unk(mergeTaint(taintOf(a), taintOf(b)));
      case "||":
      case "or":
        return alt([a, b]);
      case "&&":
      case "and":
        return b;
      default:
        return unk(mergeTaint(taintOf(a), taintOf(b)));
    }
  }

  private evIndex(n: SyntaxNode): Val {
    const obj = n.children.find((c) => c.field === "object");
    if (!obj) return unk();
    const argNodes = n.children.filter((c) => c.named && c.field !== "object");
    const recv = this.ev(obj);
    const args = new Args(this, argNodes, null);
    return mapAlts(recv, (one) => this.dispatch(one, "[]", args, n));
  }

  /** `Process.uid = 0`, `req.body = data`: assignments that are method calls. */
  private evAttrAssign(n: SyntaxNode, left: SyntaxNode): void {
    const recvNode = left.children.find((c) => c.field === "receiver");
    const m = left.children.find((c) => c.field === "method");
    const right = n.children.find((c) => c.field === "right");
    if (!recvNode || !m || !right) return;
    const recv = this.ev(recvNode);
    const name = this.text(m);
    for (const r of alts(recv)) {
      if (r.k !== "obj") continue;
      if ((r.name === "Process" || r.name === "Process::Sys") && /^e?[ug]id$/.test(name)) {
        const v = this.ev(right);
        if (v.k === "num" && v.n === 0) this.emit({ kind: "privilege", what: "setuid", detail: `${r.name}.${name} = 0`, loc: this.loc(n) });
      }
      if (r.name === "Gem::Specification#" && name === "extensions") {
        const v = toF(this.ev(right)).text;
        this.emit({ kind: "config", what: "lifecycle-script", detail: `gem extensions: ${v}`.slice(0, 400), loc: this.loc(n) });
      }
    }
  }

  private backtick(n: SyntaxNode): Val {
    const cmd = this.evString(n.children, false);
    return execShell(this, n, cmd, !n.children.some((c) => c.type === "interpolation"));
  }

  evCall(n: SyntaxNode): Val {
    const mNode = n.children.find((c) => c.field === "method");
    const recvNode = n.children.find((c) => c.field === "receiver");
    const argNode = n.children.find((c) => c.field === "arguments") ?? null;
    const block = n.children.find((c) => c.field === "block") ?? null;
    const args = new Args(this, argNode?.children ?? [], block);
    if (!mNode) {
      // recv.() calls a method object
      const recv = recvNode ? this.ev(recvNode) : unk();
      return mapAlts(recv, (one) => this.dispatch(one, "call", args, n));
    }
    const name = this.text(mNode);
    if (!recvNode) {
      if (this.methods.has(name) && !KERNEL_SINKS.has(name)) return this.callLocal(name);
      return this.dispatch(null, name, args, n);
    }
    const recv = this.ev(recvNode);
    const value = recv.k === "alt" ? alt(recv.alts.slice(0, 4).map((one) => this.dispatch(one, name, args, n))) : this.dispatch(recv, name, args, n);
    // `Net::HTTP.start(h) { |http| http.get(p) }`, `File.open(p) { |f| f.read }`: a resource opened for a block
    // is closed after it, and the call returns what the block returns.
    const last = block && RESOURCE_BLOCK_METHODS.has(name) ? blockResult(block) : null;
    if (!last) return value;
    this.blockOpeners.set(n, value);
    return this.ev(last);
  }

  /** A call of `name` on `recv` (null: a receiverless, Kernel call): its value, with facts stated. */
  dispatch(recv: Val | null, name: string, args: Args, n: SyntaxNode): Val {
    if (this.factCount >= MAX_FACTS_PER_FILE) return unk();
    if (name === "send" || name === "public_send" || name === "__send__") return this.indirect(recv, args.at(0), args.rest(), n);
    if (name === "method" || name === "public_method" || name === "instance_method") {
      const target = args.at(0);
      const t = target ? exactText(target) : null;
      if (t === null) return unk();
      if (target) this.noteDynamicName(target, t, n);
      return { k: "meth", recv, name: t };
    }
    if (recv && recv.k === "meth" && (name === "call" || name === "[]" || name === "===" || name === "yield" || name === "bind_call")) return this.dispatch(recv.recv, recv.name, name === "bind_call" ? args.rest() : args, n);
    if (recv === null || (recv.k === "obj" && (recv.name === "Kernel" || recv.name === "Object" || recv.name === "self"))) return kernelCall(this, name, args, n, recv);
    // a database handle's query methods (pg, mysql2, sqlite3, ActiveRecord, Sequel): SQL text goes to the SQL reader
    if (SQL_METHODS.has(name)) this.sqlArgument(args.at(0), n);
    if (recv.k === "obj") return objCall(this, recv, name, args, n);
    return valueCall(this, recv, name, args, n);
  }

  private sqlArgument(v: Val | null, n: SyntaxNode): void {
    if (!v) return;
    for (const a of alts(v).slice(0, 4)) {
      const f = toF(a);
      if (SQL_TEXT_RE.test(f.text)) this.analyzeCode("sql", f, n);
    }
  }

  private indirect(recv: Val | null, nameV: Val | null, args: Args, n: SyntaxNode): Val {
    const name = nameV ? exactText(nameV) : null;
    if (name === null || !nameV) return unk(args.taint());
    this.noteDynamicName(nameV, name, n);
    return this.dispatch(recv, name, args, n);
  }

  /** A method or constant name built at run time (`send("sys" + "tem")`) is itself a disguise. */
  noteDynamicName(nameV: Val, text: string, n: SyntaxNode): void {
    const via = viaOf(nameV);
    const how = via.find((d) => OBFUSCATING.includes(d)) ?? via.find((d) => d === "concat" || d === "join" || d === "format" || d === "replace");
    if (how) this.emit({ kind: "obfuscation", how, detail: `name ${text} built at run time`, loc: this.loc(n) });
  }

  /** A call of a method defined in this file: its return value (parameters bound from every call site). */
  callLocal(name: string): Val {
    const out: Val[] = [];
    for (const m of (this.methods.get(name) ?? []).slice(0, 4)) {
      const body = m.children.find((c) => c.field === "body");
      if (!body) continue;
      const last = lastStatement(body);
      if (last) out.push(this.ev(last));
      for (const r of descendantsOfType(body, "return", 8)) {
        const a = r.children.find((c) => c.named);
        if (a) out.push(this.ev(a));
      }
    }
    return out.length ? alt(out) : unk();
  }

  /** Evaluates a block once per item with its parameter bound (`map { |c| (c ^ 7).chr }`), or null. */
  mapBlock(items: readonly Val[], block: SyntaxNode | null): Val[] | null {
    if (!block || items.length > 512) return null;
    const params = block.children.find((c) => c.field === "parameters");
    const body = block.children.find((c) => c.field === "body");
    const p = params?.children.find((c) => c.type === "identifier");
    if (!p || !body) return null;
    const last = lastStatement(body);
    if (!last) return null;
    const name = this.text(p);
    const out: Val[] = [];
    for (const it of items) {
      this.overrides.set(name, it);
      try {
        out.push(this.ev(last));
      } finally {
        this.overrides.delete(name);
      }
    }
    return out;
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

  readTaint(path: Val, n: SyntaxNode): Taint[] {
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

  readSource(source: SourceKind, what: string, detail: string, n: SyntaxNode, emitRead = true): Taint[] {
    const loc = this.loc(n);
    if (emitRead) this.emit({ kind: "read", source, what, detail, loc });
    return [{ source, detail, loc }];
  }

  listTaint(path: Val, n: SyntaxNode): void {
    for (const a of alts(path).slice(0, MAX_ALTS)) {
      const f = toF(a);
      const cls = f.text === HOLE ? null : sourceOfPath(f.text.replace(/\/\*\*(?:\/\*)?$/, "/*"));
      if (cls) this.emit({ kind: "read", source: cls.source, what: cls.what, detail: `${f.text} (listing)`, loc: this.loc(n) });
    }
  }

  analyzeCode(kind: FileKind, f: Folded, n: SyntaxNode): void {
    if (f.text === HOLE || f.text.length < 2) return;
    if (!isReadable(f.text.replaceAll(HOLE, "x")) && f.text.length > 16) return;
    this.analyzer.analyze(kind, f.text, this.snippet, n.row, f.via);
  }

  invokeTarget(target: string, n: SyntaxNode, how: "import" | "run"): void {
    const key = `${how}:${target}`;
    if (this.invoked.has(key)) return;
    this.invoked.add(key);
    this.emit({ kind: "invoke", target, how, loc: this.loc(n) });
  }

  /** The skill file a `require_relative` / `load` names, resolved against this file's folder. */
  skillFile(spec: string, relative: boolean): string | null {
    const dir = this.snippet.path.includes("/") ? this.snippet.path.slice(0, this.snippet.path.lastIndexOf("/")) : "";
    const joined = relative ? normalizeSkillPath(dir ? `${dir}/${spec}` : spec) : stripDotSlash(spec);
    if (joined === null) return null;
    for (const cand of [joined, `${joined}.rb`]) if (this.analyzer.files.has(cand)) return cand;
    if (!relative) for (const cand of [`lib/${joined}.rb`]) if (this.analyzer.files.has(cand)) return cand;
    return null;
  }

  /** The variable a call's result is bound to (`f = File.open(...)`, `File.open(...) { |f| }`): its feeds. */
  feedsOf(call: SyntaxNode): Feed[] {
    const block = call.children.find((c) => c.field === "block");
    const param = block?.children.find((c) => c.field === "parameters")?.children.find((c) => c.type === "identifier");
    if (param) return this.feeds.get(this.feedKey(param)) ?? [];
    let p = call.parent;
    while (p && (p.type === "parenthesized_statements" || p.type === "binary")) p = p.parent;
    if (p?.type === "assignment") {
      const left = p.children.find((c) => c.field === "left");
      if (left && (left.type === "identifier" || left.type.endsWith("_variable"))) return this.feeds.get(this.feedKey(left)) ?? [];
    }
    return [];
  }

  run(): void {
    this.collect();
    for (const n of this.sites) {
      if (this.steps > STEP_BUDGET || this.factCount >= MAX_FACTS_PER_FILE) break;
      if (n.type === "identifier" && !this.methods.has(this.text(n)) && !KERNEL_SINKS.has(this.text(n))) continue;
      if (n.type === "assignment") {
        const left = n.children.find((c) => c.field === "left");
        if (left) this.evAttrAssign(n, left);
        continue;
      }
      this.ev(n);
    }
    this.publishSummary();
  }

  /** Taint a method of a required skill module returns (`GemMeta.secrets` defined in lib/gem_meta.rb). */
  importedTaint(name: string): Taint[] {
    if (!this.requires.length) return [];
    if (!this.imported) {
      this.imported = [];
      for (const r of this.requires) {
        const arg = r.children.find((c) => c.field === "arguments")?.children.find((c) => c.named);
        const spec = arg ? exactText(this.ev(arg)) : null;
        const path = spec ? this.skillFile(spec, true) : null;
        const sum = path ? this.analyzer.module(path) : null;
        if (sum) this.imported.push(sum);
      }
    }
    let out: Taint[] = [];
    for (const sum of this.imported) {
      const r = sum.tainted.get(name);
      if (r) out = mergeTaint(out, [{ source: r.source, detail: r.detail ?? r.what, loc: r.loc }]);
    }
    return out;
  }

  /** Publishes the methods whose return value carries private data, for the files that require this one. */
  private publishSummary(): void {
    if (!this.analyzer.setModule || this.snippet.depth > 0) return;
    if (![...this.analyzer.files].some((p) => p !== this.snippet.path && (p.endsWith(".rb") || !p.includes(".")))) return;
    const tainted = new Map<string, ContextFact & { kind: "read" }>();
    for (const name of [...this.methods.keys()].slice(0, 200)) {
      if (this.steps > STEP_BUDGET) break;
      const t = taintOf(this.callLocal(name)).find((x) => x.source !== "file" && x.source !== "host-info");
      if (t) tainted.set(name, { kind: "read", source: t.source, what: sourceOfPath(t.detail)?.what ?? t.source, detail: t.detail, loc: t.loc, ctx: this.snippet.ctx });
    }
    this.analyzer.setModule(this.snippet.path, { tainted, sends: new Map(), executes: new Map() });
  }
}

function pushDef<T>(m: Map<string, T[]>, k: string, v: T): void {
  const list = m.get(k);
  if (list) {
    if (list.length < 64) list.push(v);
  } else m.set(k, [v]);
}

function lastStatement(n: SyntaxNode): SyntaxNode | null {
  for (let i = n.children.length - 1; i >= 0; i--) {
    const c = n.children[i];
    if (c.named && c.type !== "comment" && c.type !== "heredoc_body" && c.type !== "rescue" && c.type !== "ensure") return c;
  }
  return null;
}

function descendantsOfType(n: SyntaxNode, type: string, max: number): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const stack = [...n.children];
  while (stack.length && out.length < max) {
    const c = stack.pop()!;
    if (c.type === type) out.push(c);
    if (c.type === "method" || c.type === "singleton_method") continue;
    stack.push(...c.children);
  }
  return out;
}

function isRaw(literal: string): boolean {
  return literal.startsWith("'") || /^%[qwi]/.test(literal) || /^:'/.test(literal);
}

function dedent(text: string): string {
  const lines = text.split("\n");
  let min = Infinity;
  for (const l of lines) if (l.trim()) min = Math.min(min, /^[ \t]*/.exec(l)![0].length);
  return min === Infinity || min === 0 ? text : lines.map((l) => l.slice(Math.min(min, /^[ \t]*/.exec(l)![0].length))).join("\n");
}

function parseRubyInt(t: string): number {
  const s = t.replace(/_/g, "").toLowerCase();
  if (/^0x/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0b/.test(s)) return parseInt(s.slice(2), 2);
  if (/^0o/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0\d/.test(s)) return parseInt(s.slice(1), 8);
  return parseInt(s, 10);
}

const HIDING_ESCAPE_RE = /\\x(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])|\\u00(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])|\\(?:06[0-7]|1[0-7][0-7])/;


function joinItems(v: Val, sep: Val | null): Val {
  return mapAlts(v, (one) => {
    if (one.k !== "seq") return unk(taintOf(one), { fetched: fetchedOf(one) });
    const parts: Val[] = [];
    const flat = one.items.flatMap((i) => (i.k === "seq" ? i.items : [i]));
    flat.forEach((it, i) => parts.push(...(i && sep ? [sep] : []), it));
    if (one.open) parts.push(unk(one.taint));
    const r = concatVals(parts.length ? parts : [str("")], "join");
    return addTaint(r, one.taint);
  });
}

// ---------------------------------------------------------------------------------------------
// Kernel calls (no receiver, or Kernel/Object)

const SQL_METHODS = new Set(["exec", "execute", "exec_params", "async_exec", "query", "exec_query", "execute_batch", "run", "sync_exec"]);
const SQL_TEXT_RE = /^\s*(?:drop|truncate|delete|alter|create|insert|update|select|grant|revoke)\b/i;

/** Kernel methods that stay sinks even where the file defines a method of the same name elsewhere. */
/** Methods that open a resource for a block and return the block's value. */
const RESOURCE_BLOCK_METHODS = new Set(["start", "open", "popen"]);

/** The statement whose value a block (`{ |x| … }` or `do |x| … end`) returns: its last one. */
function blockResult(block: SyntaxNode): SyntaxNode | null {
  let node: SyntaxNode | null = block;
  for (let depth = 0; node && depth < 3; depth++) {
    const tail = lastStatement(node);
    if (!tail || tail.type === "block_parameters") return null;
    if (tail.type !== "block_body" && tail.type !== "body_statement") return tail;
    node = tail;
  }
  return null;
}

const KERNEL_SINKS = new Set(["system", "exec", "spawn", "eval", "instance_eval", "class_eval", "module_eval", "open", "binding", "require_relative", "load", "fork"]);

function kernelCall(file: RbFile, name: string, args: Args, n: SyntaxNode, recv: Val | null): Val {
  switch (name) {
    case "system":
    case "exec":
    case "spawn":
      return execProcess(file, n, args);
    case "`":
      return execShell(file, n, args.at(0) ?? unk(), isLiteralNode(args.node(0)));
    case "sh":
      // Rake's sh: a string runs in the shell, several words are an argument vector
      return execProcess(file, n, args);
    case "eval":
    case "instance_eval":
    case "class_eval":
    case "module_eval":
    case "instance_exec":
      return codeExec(file, n, args.at(0), args.node(0));
    case "open":
      return kernelOpen(file, n, args);
    case "format":
    case "sprintf": {
      const all = args.positional();
      return all.length ? rubyFormat(all[0], all.slice(1), all[1]?.k === "hash" ? all[1] : args.kwHash()) : unk();
    }
    case "require_relative":
    case "require":
    case "load":
      return requireFile(file, n, args, name);
    case "URI":
    case "String":
    case "Pathname":
      return args.at(0) ?? unk();
    case "Integer": {
      const v = args.at(0);
      const t = v ? exactText(v) : null;
      const base = args.at(1);
      return t !== null && /^\s*-?[0-9a-fx_]+\s*$/i.test(t) ? num(base?.k === "num" ? parseInt(t, base.n) : parseRubyInt(t.trim())) : unk(v ? taintOf(v) : []);
    }
    case "Array":
      return mapAlts(args.at(0) ?? unk(), (one) => (one.k === "seq" ? one : seq([one])));
    case "binding":
      return { k: "obj", name: "binding", taint: [] };
    case "gem":
      return gemDependency(file, n, args);
    case "source":
      return gemSource(file, n, args);
    case "git_source":
      return gemGitSource(file, n);
    case "const_get":
      return constGet(file, n, args);
    case "puts":
    case "print":
    case "p":
    case "pp":
    case "warn":
    case "printf":
    case "abort":
    case "raise":
    case "exit":
    case "sleep":
    case "loop":
    case "lambda":
    case "proc":
    case "attr_reader":
    case "attr_accessor":
    case "attr_writer":
    case "private":
    case "public":
    case "protected":
    case "module_function":
    case "include":
    case "extend":
    case "at_exit":
    case "trap":
      return unk();
    default:
      if (recv?.k === "obj" && recv.name === "self" && file.methods.has(name)) return file.callLocal(name);
      return unk(mergeTaint(args.taint(), file.importedTaint(name)));
  }
}

/** `open("|cmd")` runs a command, `open(url)` (open-uri) downloads, anything else opens a file. */
function kernelOpen(file: RbFile, n: SyntaxNode, args: Args): Val {
  const target = args.at(0);
  if (!target) return unk();
  return mapAlts(target, (t) => {
    const text = toF(t).text;
    if (text.startsWith("|")) return execShell(file, n, derive(t, null, (s) => s.slice(1)), false);
    if (/^(?:https?|ftp):\/\//i.test(text)) return urlOpen(file, n, t);
    return fileOpen(file, n, t, args.at(1), args);
  });
}

function requireFile(file: RbFile, n: SyntaxNode, args: Args, how: string): Val {
  const v = args.at(0);
  for (const a of v ? alts(v).slice(0, 4) : []) {
    const t = exactText(a);
    if (t === null) {
      const fetched = fetchedOf(a);
      if (fetched) file.emit({ kind: "exec", lang: "other", command: toF(a), dynamic: true, fetched, loc: file.loc(n) });
      continue;
    }
    const origin = file.downloads.get(stripDotSlash(t));
    if (origin) file.emit({ kind: "exec", lang: "other", command: known(`load ${t}`), dynamic: true, fetched: origin, loc: file.loc(n) });
    const skill = file.skillFile(t, how === "require_relative");
    if (skill && skill !== file.snippet.path) file.invokeTarget(skill, n, how === "load" ? "run" : "import");
  }
  return num(1);
}

function constGet(file: RbFile, n: SyntaxNode, args: Args): Val {
  const v = args.at(0);
  const t = v ? exactText(v) : null;
  if (!v || t === null) return unk();
  file.noteDynamicName(v, t, n);
  return { k: "obj", name: t.replace(/^::/, ""), taint: [] };
}

// ---------------------------------------------------------------------------------------------
// Calls on classes and the objects they make

const HTTP_VERBS = new Set(["get", "post", "put", "patch", "delete", "head", "options"]);
const HTTP_CLIENTS = new Set(["HTTParty", "RestClient", "Faraday", "HTTP", "Excon", "Typhoeus", "HTTPX", "Net::HTTP"]);
const DELETES = new Set(["rm_rf", "rm_r", "rm", "rm_f", "remove_dir", "remove_entry", "remove_entry_secure", "rmtree", "remove", "remove_file", "safe_unlink", "delete", "unlink", "rmdir"]);
const COPIES = new Set(["cp", "copy", "cp_r", "install", "mv", "move", "copy_file", "copy_entry", "cp_lr", "rename"]);
const LINKS = new Set(["ln_s", "ln_sf", "ln", "symlink", "link", "ln_sr"]);
const DNS_CALLS = new Set(["Resolv.getaddress", "Resolv.getaddresses", "Resolv.each_address", "Resolv::DNS#.getresources", "Resolv::DNS#.getresource", "Resolv::DNS#.getaddress", "Resolv::DNS#.getaddresses", "Resolv::DNS#.each_resource", "Resolv::DNS#.each_address", "Addrinfo.getaddrinfo", "Addrinfo.tcp", "Addrinfo.udp", "Socket.getaddrinfo", "Socket.gethostbyname", "IPSocket.getaddress", "Resolv#.getaddress", "Resolv#.getaddresses"]);
const ENV_ALL = new Set(["to_h", "to_hash", "to_a", "each", "each_pair", "select", "filter", "map", "reject", "inspect", "to_s", "sort", "find_all", "filter_map", "slice", "each_with_object", "sum", "dup", "clone", "values", "sort_by", "group_by", "collect", "flat_map", "each_with_index", "to_json", "dump"]);
const HOST_INFO = new Set(["Socket.gethostname", "Etc.getlogin", "Etc.uname", "Socket.ip_address_list", "Etc.sysconfdir", "Etc.getpwuid#.name", "Gem::Platform.local"]);

function objCall(file: RbFile, o: Obj, name: string, args: Args, n: SyntaxNode): Val {
  const cls = o.name;
  const key = `${cls}.${name}`;
  if (name === "new" && !o.made) return construct(file, o, args, n);
  if (cls === "ENV") return envCall(file, name, args, n);
  if (HOST_INFO.has(key)) return unk(file.readSource("host-info", "host information", key, n));
  if (DNS_CALLS.has(key)) return dnsSend(file, n, args.at(0));
  if (cls === "Object" || cls === "Module" || cls === "Class") return name === "const_get" ? constGet(file, n, args) : unk();
  if (name === "const_get") return constGet(file, n, args);
  switch (cls) {
    case "Dir":
      return dirCall(file, name, args, n);
    case "File":
    case "IO":
    case "FileUtils":
    case "Pathname#":
      return fileCall(file, cls, name, args, n);
    case "Base64":
      if (/^(?:strict_|urlsafe_)?decode64$/.test(name)) return derive(args.at(0) ?? unk(), "base64", decodeBase64);
      if (/^(?:strict_|urlsafe_)?encode64$/.test(name)) return derive(args.at(0) ?? unk(), null, (s) => btoa(bytesToBinary(textBytes(s))));
      return unk(args.taint());
    case "Zlib":
    case "Zlib::Inflate":
      if (name === "inflate" || name === "gunzip" || name === "zlib_inflate") return inflate(args.at(0));
      return unk(args.taint());
    case "Zlib::GzipReader#":
    case "Zlib::Inflate#":
      if (name === "read" || name === "inflate") return inflate(name === "inflate" ? args.at(0) : (o.made?.args.at(0) ?? null));
      return unk(o.taint);
    case "StringIO":
      return args.at(0) ?? unk();
    case "JSON":
      if (name === "generate" || name === "dump" || name === "pretty_generate" || name === "fast_generate") return fromF(jsonOf(args.at(0) ?? unk()));
      // parsed data: its structure is not followed, its taint and origin are
      return args.at(0) ? unk(taintOf(args.at(0)!), { fetched: fetchedOf(args.at(0)!) }) : unk();
    case "YAML":
    case "Psych":
      if (name === "load" || name === "unsafe_load") deserialize(file, n, args.at(0));
      return args.at(0) ?? unk();
    case "Marshal":
      if (name === "load" || name === "restore") deserialize(file, n, args.at(0));
      return args.at(0) ? unk(taintOf(args.at(0)!)) : unk();
    case "URI":
    case "Addressable::URI":
      if (name === "open") return urlOpen(file, n, args.at(0) ?? unk());
      if (name === "encode_www_form") return urlEncodeForm(args.at(0) ?? unk());
      if (name === "join") return concatVals(args.positional());
      return args.at(0) ?? unk();
    case "CGI":
    case "ERB::Util":
      return args.at(0) ?? unk();
    case "Open3":
      return open3(file, name, args, n);
    case "Process":
    case "Kernel":
      if (name === "spawn" || name === "exec") return execProcess(file, n, args);
      return unk();
    case "PTY":
      return name === "spawn" ? execProcess(file, n, args) : unk();
    case "Process::Sys":
    case "Process::UID":
    case "Process::GID":
      if (/^(?:set|sete|setre|setres)?[ug]id$|^change_privilege$|^grant_privilege$/.test(name)) {
        const v = args.at(0);
        file.emit({ kind: "privilege", what: "setuid", detail: `${key}(${v ? toF(v).text : HOLE})`, loc: file.loc(n) });
      }
      return unk();
    case "RubyVM::InstructionSequence":
      if (name === "compile" || name === "new") return { k: "obj", name: "RubyVM::InstructionSequence#", made: { node: n, args }, taint: [] };
      if (name === "load_from_binary") file.emit({ kind: "exec", lang: "other", command: toF(args.at(0) ?? unk()), dynamic: true, fetched: fetchedOf(args.at(0) ?? unk()) ?? null, loc: file.loc(n) });
      return unk();
    case "RubyVM::InstructionSequence#":
      if (name === "eval") return codeExec(file, n, o.made?.args.at(0) ?? null, o.made?.args.node(0) ?? null);
      return unk();
    case "binding":
      if (name === "eval") return codeExec(file, n, args.at(0), args.node(0));
      return unk();
    case "STDIN":
    case "STDOUT":
    case "STDERR":
      if (name === "reopen") {
        const s = args.at(0) ? sockOf(args.at(0)!) : undefined;
        if (s) file.emit({ kind: "remote-shell", detail: `${cls.toLowerCase()} reopened on a socket to ${s.dest ?? HOLE}`, loc: file.loc(n) });
      }
      return unk();
    case "Etc":
      if (name === "getpwuid" || name === "getpwnam") return { k: "obj", name: "Etc::Passwd#", taint: [] };
      return unk();
    case "Etc::Passwd#":
      if (name === "dir") return str("~");
      return unk(file.readSource("host-info", "host information", `Etc.getpwuid.${name}`, n));
    case "Gem::Specification#":
      if (name === "add_dependency" || name === "add_runtime_dependency" || name === "add_development_dependency") {
        const dep = args.at(0);
        const t = dep ? exactText(dep) : null;
        if (t) file.emit({ kind: "config", what: "dependency", detail: `gem:${t}@${args.positional().slice(1).map((x) => toF(x).text).join(",") || "*"}`, loc: file.loc(n) });
      }
      return unk();
    case "Net::SMTP#":
      if (name === "send_message" || name === "send_mail" || name === "sendmail" || name === "open_message_stream") return smtpSend(file, n, o, args);
      if (name === "start") return o;
      return unk();
    case "Net::SMTP":
      if (name === "start") return { k: "obj", name: "Net::SMTP#", made: { node: n, args }, taint: [] };
      return unk();
  }
  if (cls === "Net::HTTP#" || cls === "Net::HTTP::Persistent#") return netHttpInstance(file, o, name, args, n);
  if (cls === "Net::HTTP") return netHttpClass(file, name, args, n);
  if (HTTP_CLIENTS.has(cls.replace(/#$/, "")) || cls === "RestClient::Request") return httpClient(file, o, name, args, n);
  if (o.sock) return sockCall(file, o, name, args, n);
  if (cls === "TCPSocket" || cls === "Socket" || cls === "UDPSocket" || cls === "TCPServer") {
    if (name === "open" || name === "tcp" || name === "new") return construct(file, { ...o, made: undefined }, args, n);
    return unk();
  }
  if (cls === "Gem::Specification" && name === "new") return construct(file, o, args, n);
  if (cls.endsWith("#") && name === "start") return o;
  return unk(mergeTaint(mergeTaint(o.taint, args.taint()), file.importedTaint(name)), { fetched: o.fetched });
}

/** `X.new(...)` (and `TCPSocket.open`, `Net::HTTP.start`): an object of X, remembering its arguments. */
function construct(file: RbFile, o: Obj, args: Args, n: SyntaxNode): Val {
  const cls = o.name;
  const made: Obj = { k: "obj", name: `${cls}#`, made: { node: n, args }, taint: [] };
  switch (cls) {
    case "TCPSocket":
    case "Socket":
    case "UDPSocket":
    case "SOCKSSocket": {
      const host = args.at(0);
      const port = args.at(1);
      const dest = cls === "UDPSocket" ? null : host && exactText(host) !== null ? `${exactText(host)}:${port ? toF(port).text : HOLE}` : null;
      made.sock = { dest };
      if (dest) mineCheck(file, dest, n);
      return made;
    }
    case "OpenSSL::SSL::SSLSocket": {
      const inner = args.at(0);
      const s = inner ? sockOf(inner) : undefined;
      if (s) made.sock = s;
      return made;
    }
    case "StringIO":
      return args.at(0) ?? unk();
    case "Pathname":
      return args.at(0) ?? unk();
    case "File":
      return fileOpen(file, n, args.at(0) ?? unk(), args.at(1), args);
    case "Resolv::DNS":
    case "Resolv":
    case "Zlib::GzipReader":
    case "Zlib::Inflate":
    case "Gem::Specification":
    case "Faraday::Connection":
      return made;
  }
  if (/^Net::HTTP::(?:Get|Post|Put|Patch|Delete|Head|Options)$/.test(cls)) return made;
  made.taint = args.taint();
  return made;
}

function envCall(file: RbFile, name: string, args: Args, n: SyntaxNode): Val {
  if (name === "[]" || name === "fetch") return envValue(file, args.at(0), name === "fetch" ? args.at(1) : null, n);
  if (name === "values_at") return seq(args.positional().map((a) => envValue(file, a, null, n)));
  if (ENV_ALL.has(name)) return unk(file.readSource("env-all", "the whole environment", `ENV.${name}`, n));
  return unk();
}

const ENV_PLACES: ReadonlyMap<string, string> = new Map([["HOME", "~"], ["USERPROFILE", "~"], ["TMPDIR", "/tmp"], ["TEMP", "/tmp"], ["TMP", "/tmp"], ["APPDATA", "~/appdata/roaming"], ["LOCALAPPDATA", "~/appdata/local"], ["XDG_CONFIG_HOME", "~/.config"]]);
const HOST_INFO_ENV = new Set(["USER", "USERNAME", "LOGNAME", "HOSTNAME", "COMPUTERNAME", "USERDOMAIN", "HOST"]);

function envValue(file: RbFile, nameV: Val | null, dflt: Val | null, n: SyntaxNode): Val {
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
    else if (isSecretEnvName(name)) out.push(unk([{ source: "env-secret", detail: name, loc: file.loc(n) }]));
    else if (HOST_INFO_ENV.has(name.toUpperCase())) out.push(unk([{ source: "host-info", detail: `$${name}`, loc: file.loc(n) }]));
    else out.push(unk());
    if (dflt) out.push(dflt);
  }
  return alt(out);
}

function dirCall(file: RbFile, name: string, args: Args, n: SyntaxNode): Val {
  switch (name) {
    case "home":
      return str("~");
    case "pwd":
    case "getwd":
      return str(".");
    case "tmpdir":
      return str("/tmp");
    case "mktmpdir":
      return str(`/tmp/${HOLE}`);
    case "glob":
    case "[]": {
      const pats = args.positional();
      for (const p of pats) file.listTaint(p, n);
      return seq(pats.flatMap((p) => (p.k === "seq" ? p.items : [p])), true);
    }
    case "entries":
    case "children":
    case "each_child":
    case "foreach": {
      const dir = args.at(0);
      if (dir) file.listTaint(dir, n);
      return dir ? seq([pathJoin([dir, unk()])], true) : unk();
    }
    case "rmdir":
    case "delete":
    case "unlink":
      return emitDelete(file, n, args.at(0));
    default:
      return unk();
  }
}

function expandPath(p: Val, dir: Val | null): Val {
  return mapAlts(p, (one) => {
    const t = toF(one).text;
    if (t.startsWith("~") || t.startsWith("/") || !dir) return one;
    return pathJoin([dir, one]);
  });
}

function fileCall(file: RbFile, cls: string, name: string, args: Args, n: SyntaxNode): Val {
  const a0 = args.at(0);
  switch (name) {
    case "join":
      return pathJoin(args.positional());
    case "expand_path":
    case "absolute_path":
    case "realpath":
      return expandPath(a0 ?? unk(), args.at(1));
    case "dirname":
      return derive(a0 ?? unk(), null, (s) => (s.includes("/") ? s.slice(0, s.lastIndexOf("/")) || "/" : "."));
    case "basename":
      return derive(a0 ?? unk(), null, (s) => s.slice(s.lastIndexOf("/") + 1));
    case "read":
    case "binread":
    case "readlines":
    case "foreach":
    case "read_nonblock":
      if (cls === "IO" && a0 && toF(a0).text.startsWith("|")) return execShell(file, n, derive(a0, null, (s) => s.slice(1)), false);
      return a0 ? fileContents(file, n, a0) : unk();
    case "open":
    case "new":
      return a0 ? fileOpen(file, n, a0, args.at(1), args) : unk();
    case "write":
    case "binwrite": {
      const mode = args.kwv("mode");
      return emitWrite(file, n, a0, args.at(1), mode && /a/.test(toF(mode).text) ? "append" : "write");
    }
    case "popen":
      return popen(file, n, args);
    case "chmod":
    case "chmod_R":
    case "lchmod":
      return emitChmod(file, n, a0, cls === "File" ? args.positional().slice(1) : args.positional().slice(1).flatMap((p) => (p.k === "seq" ? p.items : [p])));
    case "exist?":
    case "file?":
    case "directory?":
    case "exists?":
    case "readable?":
    case "size":
    case "mkdir_p":
    case "mkdir":
    case "makedirs":
    case "touch":
    case "mtime":
    case "stat":
      return num(1);
  }
  if (DELETES.has(name)) {
    for (const p of args.positional()) emitDelete(file, n, p.k === "seq" ? alt(p.items) : p);
    return unk();
  }
  if (COPIES.has(name)) return emitCopy(file, n, a0, args.at(1));
  if (LINKS.has(name)) return emitWrite(file, n, args.at(1), a0, "link");
  return unk(args.taint());
}

/** The contents of a file: private data when the path says so, a download's URL when this file saved one there. */
function fileContents(file: RbFile, n: SyntaxNode, path: Val): Val {
  const taint = file.readTaint(path, n);
  const t = toF(path).text;
  const fetched = file.downloads.get(stripDotSlash(t));
  const skill = stripDotSlash(t);
  const v = unk(taint, { fetched });
  // a skill file read whole: its text is known to the scan, keep it named for eval of skill code
  return file.analyzer.files.has(skill) ? { ...v, f: { ...v.f, taint: mergeTaint(v.f.taint, [{ source: "file", detail: skill, loc: file.loc(n) }]) } } : v;
}

/** `File.open(path, mode)`: a handle; written in a write mode (contents from what is fed to it), else read. */
function fileOpen(file: RbFile, n: SyntaxNode, path: Val, modeV: Val | null, args: Args): Val {
  const mode = modeV ? toF(modeV).text : (args.kwv("mode") ? toF(args.kwv("mode")!).text : "r");
  if (/[wa+]/.test(mode) && !/^r\+?$/.test(mode) || (modeV?.k === "num" && (modeV.n & 0o3) !== 0)) {
    const feeds = file.feedsOf(n).filter((f) => f.method === "write" || f.method === "puts" || f.method === "print" || f.method === "<<" || f.method === "syswrite");
    const content = feeds.length ? concatVals(feeds.slice(0, 32).map((f) => file.ev(f.value))) : null;
    emitWrite(file, n, path, content, /a/.test(mode) ? "append" : "write");
    return { k: "obj", name: "File#", taint: [] };
  }
  const contents = fileContents(file, n, path);
  return { k: "obj", name: "File#", taint: taintOf(contents), fetched: fetchedOf(contents) };
}

function inflate(v: Val | null): Val {
  return derive(v ?? unk(), "compress", (s) => {
    const out = inflateBytes(latin1(s), "auto");
    return out ? bytesToBinary(out) : null;
  });
}

// ---------------------------------------------------------------------------------------------
// Values: strings, numbers, arrays and hashes

function valueCall(file: RbFile, v: Val, name: string, args: Args, n: SyntaxNode): Val {
  if (v.k === "alt") return mapAlts(v, (one) => valueCall(file, one, name, args, n));
  if (v.k === "seq") return seqCall(file, v, name, args, n);
  if (v.k === "hash") return hashCall(v, name, args);
  if (v.k === "num") return numCall(v, name, args);
  if (v.k !== "str") return unk(taintOf(v));
  const s = v;
  const a0 = args.at(0);
  switch (name) {
    case "reverse":
      return derive(s, "reverse", (t) => Array.from(t).reverse().join(""));
    case "tr":
    case "tr_s":
    case "tr!": {
      const from = a0 ? exactText(a0) : null;
      const to = args.at(1) ? exactText(args.at(1)) : null;
      if (from === null || to === null) return unk(s.f.taint, { fetched: s.fetched });
      const isRot = s.f.exact && /[a-z]/i.test(s.f.text) && trText(s.f.text, from, to, false) === rot13(s.f.text);
      return derive(s, isRot ? "rot13" : "replace", (t) => trText(t, from, to, name === "tr_s"));
    }
    case "delete":
    case "squeeze": {
      const set = a0 ? exactText(a0) : null;
      if (set === null) return unk(s.f.taint);
      return derive(s, "replace", (t) => (name === "delete" ? trText(t, set, "", false) : trText(t, set, set, true)));
    }
    case "gsub":
    case "gsub!":
    case "sub":
    case "sub!":
      return substitute(s, name.startsWith("gsub"), args);
    case "strip":
    case "lstrip":
    case "rstrip":
    case "chomp":
    case "chop":
    case "strip!":
    case "chomp!":
      return mapKnown(s, (t) => (name.startsWith("strip") ? t.trim() : name === "lstrip" ? t.trimStart() : name === "chop" ? t.slice(0, -1) : t.trimEnd()));
    case "upcase":
    case "downcase":
    case "capitalize":
    case "swapcase":
      return mapKnown(s, (t) => (name === "upcase" ? t.toUpperCase() : name === "downcase" ? t.toLowerCase() : name === "capitalize" ? t.charAt(0).toUpperCase() + t.slice(1).toLowerCase() : t));
    case "unpack1":
    case "unpack":
      return unpack(s, a0 ? exactText(a0) : null, name === "unpack");
    case "+":
    case "concat":
    case "<<":
    case "prepend":
      return name === "prepend" ? concatVals([...args.positional(), s]) : concatVals([s, ...args.positional()], "concat");
    case "%":
      return a0 ? file.binop("%", s, a0) : s;
    case "*":
      return a0 ? file.binop("*", s, a0) : s;
    case "/":
    case "join":
      return pathJoin([s, ...args.positional()]);
    case "[]":
    case "slice":
      return strIndex(s, args);
    case "split": {
      const sep = a0 ? exactText(a0) : " ";
      if (!s.f.exact || sep === null) return seq([], true, s.f.taint);
      return seq((sep === " " ? s.f.text.trim().split(/\s+/) : s.f.text.split(sep)).slice(0, MAX_ITEMS).map((x) => str(x, s.f.via)));
    }
    case "lines":
    case "chars":
    case "each_line":
    case "each_char":
      if (!s.f.exact) return seq([], true, s.f.taint);
      return seq((name.endsWith("char") || name === "chars" ? Array.from(s.f.text) : s.f.text.split(/(?<=\n)/)).slice(0, MAX_ITEMS).map((x) => str(x, s.f.via)));
    case "bytes":
    case "codepoints":
      return s.f.exact ? seq(Array.from(s.f.text).slice(0, MAX_ITEMS).map((c) => num(c.codePointAt(0)!))) : seq([], true, s.f.taint);
    case "ord":
      return s.f.exact && s.f.text ? num(s.f.text.codePointAt(0)!) : unk(s.f.taint);
    case "to_i":
    case "hex":
    case "oct": {
      const base = name === "hex" ? 16 : name === "oct" ? 8 : a0?.k === "num" ? a0.n : 10;
      return s.f.exact ? num(parseInt(s.f.text, base) || 0, s.f.taint) : unk(s.f.taint);
    }
    case "host":
      return derive(s, null, (t) => hostOf(t));
    case "path":
    case "request_uri":
      return derive(s, null, (t) => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(\/[^#]*)?/i.exec(t)?.[1] ?? (t.startsWith("/") ? t : "/"));
    case "read":
    case "binread":
    case "readlines":
      // a Pathname (paths are strings here) reads its file; a response or IO keeps its taint and origin
      if (s.f.exact && /[/~]/.test(s.f.text) && !s.fetched) return fileContents(file, n, s);
      return unk(s.f.taint, { fetched: s.fetched, sock: s.sock });
    case "write":
    case "binwrite":
      if (s.f.exact && /[/~.]/.test(s.f.text)) return emitWrite(file, n, s, a0, "write");
      return unk();
    case "rmtree":
    case "rm_rf":
      return emitDelete(file, n, s);
    case "expand_path":
      return expandPath(s, null);
    case "to_json":
    case "inspect":
    case "dump":
      return fromF(jsonOf(s), s);
    case "encode":
    case "force_encoding":
    case "b":
    case "to_s":
    case "to_str":
    case "to_sym":
    case "freeze":
    case "dup":
    case "clone":
    case "itself":
    case "scrub":
    case "unicode_normalize":
    case "-@":
    case "+@":
    case "body":
    case "string":
    case "value":
    case "result":
    case "then":
      return s;
    case "instance_eval":
    case "class_eval":
    case "module_eval":
      return codeExec(file, n, a0, args.node(0));
    case "call":
    case "to_proc":
      return unk(s.f.taint, { fetched: s.fetched });
  }
  return unk(mergeTaint(s.f.taint, file.importedTaint(name)), { fetched: s.fetched, sock: s.sock });
}

function numCall(v: Num, name: string, args: Args): Val {
  switch (name) {
    case "chr":
      return str(v.n >= 0 && v.n < 256 ? String.fromCharCode(v.n) : safeCodePoint(v.n), mergeVia(v.via, ["charcode"]));
    case "to_s": {
      const base = args.at(0);
      return str(v.n.toString(base?.k === "num" ? base.n : 10));
    }
    case "^":
    case "+":
    case "-": {
      const b = args.at(0);
      return b?.k === "num" ? num(name === "^" ? v.n ^ b.n : name === "+" ? v.n + b.n : v.n - b.n, v.taint, name === "^" ? ["xor"] : []) : unk(v.taint);
    }
    default:
      return unk(v.taint);
  }
}

function seqCall(file: RbFile, v: Seq, name: string, args: Args, n: SyntaxNode): Val {
  const a0 = args.at(0);
  switch (name) {
    case "join":
      return joinItems(v, a0 ?? str(""));
    case "reverse":
      return seq([...v.items].reverse(), v.open, v.taint);
    case "pack":
      return pack(v, a0 ? exactText(a0) : null);
    case "first":
    case "last":
    case "sample":
    case "min":
    case "max":
      if (a0?.k === "num") return seq(name === "last" ? v.items.slice(-a0.n) : v.items.slice(0, a0.n), false, v.taint);
      return v.items.length ? addTaint(name === "last" ? v.items[v.items.length - 1] : name === "first" ? v.items[0] : alt(v.items), v.taint) : unk(v.taint);
    case "[]":
    case "slice":
    case "at":
    case "fetch":
    case "dig": {
      if (a0?.k === "num") return v.items[a0.n < 0 ? v.items.length + a0.n : a0.n] ?? unk(taintOf(v));
      return unk(taintOf(v));
    }
    case "map":
    case "collect":
    case "flat_map":
    case "filter_map": {
      if (args.blockSymbol) return seq(v.items.map((it) => valueCall(file, it, args.blockSymbol!, new Args(file, [], null), n)), v.open, v.taint);
      // an open list (a directory listing) is mapped through its known items, or one unknown item standing for them
      const mapped = file.mapBlock(v.items.length ? v.items : [unk(taintOf(v))], args.block);
      if (mapped) return seq(name === "flat_map" ? mapped.flatMap((m) => (m.k === "seq" ? m.items : [m])) : mapped, v.open, v.taint);
      return seq([], true, taintOf(v));
    }
    case "flatten":
      return seq(v.items.flatMap((i) => (i.k === "seq" ? i.items : [i])), v.open, v.taint);
    case "+":
    case "concat":
    case "push":
    case "<<":
    case "append":
      return seq([...v.items, ...args.positional().flatMap((p) => (name === "+" && p.k === "seq" ? p.items : [p]))], v.open, v.taint);
    case "compact":
    case "uniq":
    case "sort":
    case "shuffle":
    case "select":
    case "filter":
    case "reject":
    case "each":
    case "to_a":
    case "freeze":
    case "dup":
    case "each_with_index":
    case "tap":
      return v;
    case "to_json":
    case "inspect":
    case "to_s":
      return fromF(name === "to_json" ? jsonOf(v) : toF(v));
    case "to_h": {
      // `to_h { |k| [k, File.read(k)] }`: the block makes the pairs
      const pairs = args.block ? (file.mapBlock(v.items.length ? v.items : [unk(taintOf(v))], args.block) ?? v.items) : v.items;
      return { k: "hash", keys: pairs.map((p) => (p.k === "seq" ? p.items[0] ?? unk() : unk())), vals: pairs.map((p) => (p.k === "seq" ? p.items[1] ?? unk() : unk(taintOf(p)))), taint: v.taint };
    }
    default:
      return unk(taintOf(v), { fetched: fetchedOf(v) });
  }
}

function hashCall(h: Hash, name: string, args: Args): Val {
  const a0 = args.at(0);
  switch (name) {
    case "[]":
    case "fetch":
    case "dig":
      return a0 ? hashGet(h, a0) : unk(h.taint);
    case "values":
      return seq(h.vals, false, h.taint);
    case "keys":
      return seq(h.keys);
    case "merge":
    case "update":
    case "merge!": {
      const o = a0;
      if (o?.k === "hash") return { k: "hash", keys: [...h.keys, ...o.keys], vals: [...h.vals, ...o.vals], taint: mergeTaint(h.taint, o.taint) };
      return { ...h, taint: mergeTaint(h.taint, o ? taintOf(o) : []) };
    }
    case "to_json":
      return fromF(jsonOf(h));
    case "to_s":
    case "inspect":
      return fromF(toF(h));
    case "to_h":
    case "each":
    case "select":
    case "filter":
    case "reject":
    case "compact":
    case "transform_values":
    case "freeze":
    case "dup":
    case "tap":
      return h;
    case "map":
    case "collect":
    case "flat_map":
    case "filter_map":
      return seq([], true, taintOf(h));
    default:
      return unk(taintOf(h));
  }
}

function strIndex(s: Str, args: Args): Val {
  const a0 = args.at(0);
  const a1 = args.at(1);
  const r = args.node(0);
  if (r?.type === "range") {
    const bound = (field: string) => {
      const b = r.children.find((c) => c.field === field);
      return b ? args.evNode(b) : null;
    };
    const b = bound("begin");
    const e = bound("end");
    const start = b?.k === "num" ? b.n : b ? null : 0;
    const end = e?.k === "num" ? e.n : e ? null : -1;
    if (start === null || end === null) return unk(s.f.taint);
    const exclusive = r.children.some((c) => c.type === "...");
    const stop = exclusive ? end : end === -1 ? null : end + 1;
    return derive(s, "slice", (t) => sliceString(t, start, stop, 1));
  }
  if (a0?.k === "num") {
    const len = a1?.k === "num" ? a1.n : 1;
    return derive(s, "slice", (t) => sliceString(t, a0.n, a0.n + len === 0 ? null : a0.n + len, 1));
  }
  return unk(s.f.taint, { fetched: s.fetched });
}

function substitute(s: Str, global: boolean, args: Args): Val {
  const patNode = args.node(0);
  const a1 = args.at(1);
  const pat = args.at(0);
  const rep = a1 ? exactText(a1) : null;
  if (!pat || rep === null) {
    // a hash or block replacement: the text is lost, the taint of both sides kept
    return unk(mergeTaint(s.f.taint, a1 ? taintOf(a1) : []), { fetched: s.fetched });
  }
  let re: RegExp | null = null;
  if (patNode?.type === "regex") {
    const src = exactText(pat);
    if (src === null) return unk(s.f.taint);
    try {
      re = new RegExp(src.replace(/\\A/g, "^").replace(/\\z|\\Z/g, "$").replace(/\(\?<(\w+)>/g, "(?<$1>"), global ? "g" : "");
    } catch {
      return unk(s.f.taint);
    }
  }
  const p = exactText(pat);
  if (!re && p === null) return unk(s.f.taint);
  const jsRep = rep.replace(/\$/g, "$$$$").replace(/\\(\d)/g, "$$$1").replace(/\\k<(\w+)>/g, "$$<$1>");
  const changed = mergeTaint(s.f.taint, a1 ? taintOf(a1) : []);
  if (!s.f.exact && !re && p !== null) {
    // replacing a literal in partly known text: replace in the known parts, keep holes
    return fromF({ ...s.f, text: global ? s.f.text.split(p).join(rep) : s.f.text.replace(p, rep), via: mergeVia(s.f.via, ["replace"]), taint: changed }, s);
  }
  const out = derive(s, "replace", (t) => (re ? t.replace(re, jsRep) : global ? t.split(p!).join(rep) : t.replace(p!, rep)));
  return addTaint(out, a1 ? taintOf(a1) : []);
}

function unpack(s: Str, directive: string | null, asArray: boolean): Val {
  if (directive === null) return unk(s.f.taint);
  const d = directive.replace(/\s+/g, "");
  let out: Val;
  if (/^m0?$/.test(d)) out = derive(s, "base64", decodeBase64);
  else if (/^H\*?$/.test(d)) out = derive(s, null, binaryToHex);
  else if (/^[cCU]\*$/.test(d)) {
    if (!s.f.exact) return seq([], true, s.f.taint);
    const codes = d.startsWith("U") ? Array.from(s.f.text).map((c) => c.codePointAt(0)!) : Array.from(textBytes(s.f.text));
    return seq(codes.slice(0, MAX_ITEMS).map((c) => num(c, s.f.taint)));
  } else if (/^[aA]\*?$/.test(d)) out = s;
  else out = unk(s.f.taint);
  return asArray ? seq([out]) : out;
}

function pack(v: Seq, directive: string | null): Val {
  if (directive === null) return unk(taintOf(v));
  const d = directive.replace(/\s+/g, "");
  const first = v.items[0] ?? unk();
  if (/^m0?$/.test(d)) return derive(first, null, (s) => btoa(bytesToBinary(textBytes(s))));
  if (/^H\*?$/.test(d)) return mapAlts(derive(first, "hex", hexToBinary), (x) => (x.k === "str" && x.f.exact ? { ...x, f: { ...x.f, text: binaryToText(x.f.text) } } : x));
  if (/^[cCU]\*$/.test(d)) {
    if (v.open || !v.items.every((i) => i.k === "num")) return unk(taintOf(v));
    const codes = v.items.map((i) => (i as Num).n);
    const text = d.startsWith("U") ? codes.map(safeCodePoint).join("") : binaryToText(codes.map((c) => String.fromCharCode(c & 0xff)).join(""));
    const via = v.items.reduce((acc, i) => mergeVia(acc, viaOf(i)), ["charcode"] as Decoding[]);
    return { k: "str", f: { ...known(text, via), taint: taintOf(v) } };
  }
  if (/^[aA]\*?$/.test(d)) return first;
  return unk(taintOf(v));
}

// ---------------------------------------------------------------------------------------------
// Commands and code

function isLiteralNode(n: SyntaxNode | null): boolean {
  if (!n) return false;
  if (n.type === "string" || n.type === "heredoc_beginning") return !n.children.some((c) => c.type === "interpolation");
  if (n.type === "array" || n.type === "string_array") return n.children.filter((c) => c.named).every((c) => c.type === "bare_string" || isLiteralNode(c));
  return false;
}

function isDynamic(f: Folded, fetched: string | undefined, literal: boolean, code: boolean): boolean {
  if (fetched) return true;
  if (f.via.some((d) => OBFUSCATING.includes(d))) return true;
  if (code) return !literal;
  return !literal && f.exact && f.via.some((d) => d === "concat" || d === "join" || d === "replace" || d === "slice");
}

const INTERPRETERS: readonly [RegExp, "shell" | "python" | "js" | "powershell" | "other"][] = [
  [/^(?:sh|bash|zsh|dash|ksh|ash|fish)$/, "shell"],
  [/^python[0-9.]*$|^pypy/, "python"],
  [/^(?:node|nodejs|deno|bun)$/, "js"],
  [/^(?:pwsh|powershell)(?:\.exe)?$/i, "powershell"],
  [/^(?:ruby|irb|jruby)[0-9.]*$/, "other"],
];

/** The output of a command: private data when the command prints a credential store, a download's URL for curl/wget. */
function commandOutput(file: RbFile, n: SyntaxNode, text: string, taint: readonly Taint[]): Str {
  let t = [...taint];
  const k = sourceOfCommand(text);
  if (k) t = mergeTaint(t, file.readSource(k.source, k.what, text.slice(0, 200), n, false));
  const url = /^(?:\S*\/)?(?:curl|wget)\b[^|;&]*?\b((?:https?|ftp):\/\/\S+)/.exec(text);
  return unk(t, url ? { fetched: url[1].replace(/["']$/, "") } : undefined);
}

/** `system`/`exec`/`spawn`/`Process.spawn`/`sh`: a string runs in the shell, several words are an argv. */
function execProcess(file: RbFile, n: SyntaxNode, args: Args): Val {
  let pos = args.positional();
  let nodes = args.pos.slice();
  // an environment hash first: system({"A" => "1"}, "cmd")
  if (pos[0]?.k === "hash") {
    pos = pos.slice(1);
    nodes = nodes.slice(1);
  }
  remoteShellStdio(file, n, args, pos);
  if (!pos.length) return unk();
  if (pos.length === 1 && pos[0].k !== "seq") return execShell(file, n, pos[0], isLiteralNode(nodes[0] ?? null));
  // IO.popen(["sh", "-c", cmd]) is one argv; system(["ls", "argv0"], "-l") names the program in a pair
  const words = pos.flatMap((p, i) => (i === 0 && p.k === "seq" && pos.length > 1 ? [p.items[0] ?? unk()] : p.k === "seq" ? [...p.items, ...(p.open ? [unk(p.taint)] : [])] : [p]));
  return execArgv(file, n, words, nodes.every((x) => isLiteralNode(x)));
}

function remoteShellStdio(file: RbFile, n: SyntaxNode, args: Args, pos: readonly Val[]): void {
  const streams: [string, Val][] = [];
  for (const k of ["in", "out", "err"]) {
    const v = args.kwv(k);
    if (v) streams.push([k, v]);
  }
  for (const p of args.pairs) streams.push([file.text(p.key), file.ev(p.value)]);
  for (const [k, v] of streams) {
    const s = sockOf(v);
    if (!s) continue;
    const cmd = pos.length ? toF(pos[0]).text.slice(0, 120) : "a process";
    file.emit({ kind: "remote-shell", detail: `${cmd} with its ${k.replace(/[[\]:\s]/g, "")} on a socket to ${s.dest ?? HOLE}`, loc: file.loc(n) });
    return;
  }
}

function execShell(file: RbFile, n: SyntaxNode, cmd: Val, literal: boolean): Val {
  const out: Val[] = [];
  for (const a of alts(cmd).slice(0, 4)) {
    const f = toF(a);
    let fetched = fetchedOf(a);
    // a script this file downloaded, run by name
    for (const w of f.text.split(/\s+/).slice(0, 8)) fetched ??= file.downloads.get(stripDotSlash(w));
    file.emit({ kind: "exec", lang: "shell", command: f, dynamic: isDynamic(f, fetched, literal, false), fetched: fetched ?? null, loc: file.loc(n) });
    if (sockOf(a) || fetched?.startsWith("socket://")) file.emit({ kind: "remote-shell", detail: `commands received from ${fetched ?? "a socket"} run in a shell`, loc: file.loc(n) });
    file.analyzeCode("shell", f, n);
    out.push(commandOutput(file, n, f.text, f.taint));
  }
  return alt(out);
}

function execArgv(file: RbFile, n: SyntaxNode, words: readonly Val[], literal: boolean): Val {
  const argv = words.slice(0, 256).map((w) => toF(w));
  const prog = argv[0]?.text ?? HOLE;
  const base = prog.slice(prog.lastIndexOf("/") + 1);
  const interp = INTERPRETERS.find(([re]) => re.test(base));
  const command = concat(argv.flatMap((a, i) => (i ? [known(" "), a] : [a])));
  let fetched = words.map((w) => fetchedOf(w)).find(Boolean);
  for (const a of argv.slice(0, 8)) {
    fetched ??= file.downloads.get(stripDotSlash(a.text));
    const skill = stripDotSlash(a.text);
    if (file.analyzer.files.has(skill) && skill !== file.snippet.path) file.invokeTarget(skill, n, "run");
  }
  file.emit({ kind: "exec", lang: interp ? interp[1] : "binary", command, dynamic: isDynamic(command, fetched, literal, false) || hiddenVia(argv[0]?.via ?? []).some((d) => OBFUSCATING.includes(d)), fetched: fetched ?? null, loc: file.loc(n) });
  analyzeArgv(argv, file.snippet, n.row, file.analyzer);
  // ruby -e CODE
  if (interp?.[1] === "other") {
    const e = argv.findIndex((a) => a.text === "-e");
    if (e > 0 && argv[e + 1]) file.analyzeCode("ruby", argv[e + 1], n);
  }
  return commandOutput(file, n, command.text, command.taint);
}

/** `eval` and friends: code built, decoded or downloaded at run time is analysed again as Ruby. */
function codeExec(file: RbFile, n: SyntaxNode, code: Val | null, node: SyntaxNode | null): Val {
  if (!code) return unk();
  const literal = isLiteralNode(node);
  for (const a of alts(code).slice(0, 4)) {
    const f = toF(a);
    const fetched = fetchedOf(a);
    file.emit({ kind: "exec", lang: "other", command: f, dynamic: isDynamic(f, fetched, literal, true), fetched: fetched ?? null, loc: file.loc(n) });
    if (sockOf(a) || fetched?.startsWith("socket://")) file.emit({ kind: "remote-shell", detail: `code received from ${fetched ?? "a socket"} is evaluated`, loc: file.loc(n) });
    for (const t of f.taint) if (t.source === "file" && file.analyzer.files.has(t.detail) && t.detail !== file.snippet.path) file.invokeTarget(t.detail, n, "run");
    if (!literal) file.analyzeCode("ruby", f, n);
  }
  return unk(taintOf(code));
}

function deserialize(file: RbFile, n: SyntaxNode, data: Val | null): void {
  for (const a of data ? alts(data).slice(0, 4) : []) {
    const f = toF(a);
    const fetched = fetchedOf(a);
    if (!fetched && !f.via.some((d) => OBFUSCATING.includes(d))) continue;
    file.emit({ kind: "exec", lang: "other", command: f, dynamic: true, fetched: fetched ?? null, loc: file.loc(n) });
  }
}

/** Open3: the command as system() takes it; code fed on stdin to an interpreter runs in it. */
function open3(file: RbFile, name: string, args: Args, n: SyntaxNode): Val {
  const out = execProcess(file, n, args);
  const stdin = args.kwv("stdin_data");
  if (stdin) feedInterpreter(file, n, args.at(0), [stdin]);
  const status = num(0);
  if (name === "capture3") return seq([out, unk(), status]);
  if (name === "capture2" || name === "capture2e") return seq([out, status]);
  return seq([unk(), out, unk(), unk()]);
}

/** `IO.popen(cmd, "w") { |io| io.write(code) }`: a command, and the data written to it. */
function popen(file: RbFile, n: SyntaxNode, args: Args): Val {
  const out = execProcess(file, n, args);
  const fed = file.feedsOf(n).filter((f) => f.method === "write" || f.method === "puts" || f.method === "print" || f.method === "<<").slice(0, 16);
  if (fed.length) feedInterpreter(file, n, args.at(0), fed.map((f) => file.ev(f.value)));
  return out;
}

function feedInterpreter(file: RbFile, n: SyntaxNode, cmd: Val | null, data: readonly Val[]): void {
  const c = cmd ? toF(cmd.k === "seq" ? (cmd.items[0] ?? unk()) : cmd).text.trim().split(/\s+/)[0] : "";
  const base = c.slice(c.lastIndexOf("/") + 1);
  const interp = INTERPRETERS.find(([re]) => re.test(base));
  if (!interp) return;
  const code = concatVals(data);
  const f = toF(code);
  const fetched = fetchedOf(code);
  file.emit({ kind: "exec", lang: interp[1], command: f, dynamic: isDynamic(f, fetched, false, true), fetched: fetched ?? null, loc: file.loc(n) });
  if (interp[1] === "shell") file.analyzeCode("shell", f, n);
  else if (interp[1] === "other") file.analyzeCode("ruby", f, n);
}

// ---------------------------------------------------------------------------------------------
// Network

type Part = [string, Val | null];

/** `URI.open(url)` / `open(url)`: a download whose response carries its URL. */
function urlOpen(file: RbFile, n: SyntaxNode, url: Val): Val {
  return httpSend(file, n, "get", url, []);
}

/** A request: a fetch when it only downloads, a send when it carries data (body, params, headers, or tainted URL parts). */
function httpSend(file: RbFile, n: SyntaxNode, verb: string, urlV: Val | null, parts: Part[]): Val {
  const present = parts.filter((p): p is [string, Val] => p[1] !== null && !isBareUnknown(p[1]));
  const out: Val[] = [];
  for (const u of alts(urlV ?? unk()).slice(0, 4)) {
    const uf = toF(u);
    const dest = uf.text;
    const host = hostOf(dest);
    const isGet = /^(?:get|head|options)$/i.test(verb);
    const urlCarries = host !== null && uf.taint.length > 0;
    if (isGet) file.emit({ kind: "fetch", url: dest, host, saveTo: null, loc: file.loc(n) });
    out.push(unk(uf.taint, { fetched: dest }));
    mineCheck(file, dest, n);
    if (isGet && !present.some(([, v]) => taintOf(v).length) && !urlCarries) continue;
    const dataParts: Folded[] = [];
    for (const [label, v] of present) dataParts.push(known(`${dataParts.length ? " " : ""}${label}=`), label === "json" ? jsonOf(v) : toF(v));
    if (urlCarries) dataParts.push(known(`${dataParts.length ? " " : ""}url=`), uf);
    const data = dataParts.length ? concat(dataParts) : null;
    file.emit({ kind: "send", channel: channelOf(dest), dest, host, data, loc: file.loc(n) });
  }
  return alt(out);
}

function netHttpClass(file: RbFile, name: string, args: Args, n: SyntaxNode): Val {
  switch (name) {
    case "get":
    case "get_response":
    case "get_print": {
      // Net::HTTP.get(uri) or Net::HTTP.get(host, path)
      const a1 = args.at(1);
      const url = a1 && a1.k === "str" && toF(a1).text.startsWith("/") ? concatVals([str("http://"), args.at(0) ?? unk(), a1]) : args.at(0);
      return httpSend(file, n, "get", url, [["headers", a1 && a1.k === "hash" ? a1 : null]]);
    }
    case "post":
      return httpSend(file, n, "post", args.at(0), [["body", args.at(1)], ["headers", args.hashAt(2)]]);
    case "post_form":
      // post_form(uri, "k" => v): the trailing pairs are the form
      return httpSend(file, n, "post", args.at(0), [["form", args.hashAt(1)]]);
    case "put":
    case "patch":
      return httpSend(file, n, name, args.at(0), [["body", args.at(1)], ["headers", args.at(2)]]);
    case "start":
    case "new":
      return { k: "obj", name: "Net::HTTP#", made: { node: n, args }, taint: [] };
    default:
      return unk(args.taint());
  }
}

/** The base URL of a Net::HTTP object: `Net::HTTP.new(host, port)` / `start(host, port, use_ssl: true)`. */
function netHttpBase(o: Obj): Val {
  const a = o.made?.args;
  if (!a) return unk();
  const host = a.at(0) ?? unk();
  const hostText = toF(host).text;
  if (/^[a-z]+:\/\//i.test(hostText)) return host;
  const port = a.at(1);
  const ssl = a.kwv("use_ssl");
  const secure = (ssl?.k === "num" && ssl.n === 1) || (port?.k === "num" && port.n === 443);
  const portPart = port?.k === "num" && port.n !== 80 && port.n !== 443 ? [str(`:${port.n}`)] : [];
  return concatVals([str(secure ? "https://" : "http://"), host, ...portPart]);
}

function withPath(base: Val, path: Val | null): Val {
  if (!path) return base;
  return mapAlts(path, (p) => (/^[a-z]+:\/\//i.test(toF(p).text) ? p : concatVals([base, p])));
}

function netHttpInstance(file: RbFile, o: Obj, name: string, args: Args, n: SyntaxNode): Val {
  const base = netHttpBase(o);
  if (name === "request") {
    const out: Val[] = [];
    for (const r of alts(args.at(0) ?? unk()).slice(0, 4)) {
      if (r.k !== "obj" || !r.made) {
        out.push(httpSend(file, n, "post", base, [["request", r]]));
        continue;
      }
      const verb = /::(\w+)#$/.exec(r.name)?.[1]?.toLowerCase() ?? "post";
      const url = withPath(base, r.made.args.at(0));
      const fed = file.feedsOf(r.made.node).slice(0, 16);
      const parts: Part[] = [["headers", r.made.args.hashAt(1)], ["body", args.at(1)], ...fed.map((f): Part => [f.method.replace(/=$/, ""), file.ev(f.value)])];
      out.push(httpSend(file, n, verb, url, parts));
    }
    return alt(out);
  }
  if (HTTP_VERBS.has(name) || /^request_(?:get|post|put|head)$/.test(name) || name === "send_request") {
    const verb = name === "send_request" ? (exactText(args.at(0))?.toLowerCase() ?? "post") : name.replace(/^request_/, "");
    const a = name === "send_request" ? args.rest() : args;
    const url = withPath(base, a.at(0));
    const isGet = verb === "get" || verb === "head" || verb === "delete";
    return httpSend(file, n, verb, url, isGet ? [["headers", a.hashAt(1)]] : [["body", a.hashAt(1)], ["headers", a.hashAt(2)]]);
  }
  if (name === "start") return o;
  return unk();
}

/** HTTParty, RestClient, Faraday, http.rb, Excon, Typhoeus, HTTPX: `Lib.post(url, body…)` and client objects. */
function httpClient(file: RbFile, o: Obj, name: string, args: Args, n: SyntaxNode): Val {
  const lib = o.name.replace(/#$/, "");
  if (lib === "RestClient::Request" && name === "execute") {
    const verb = exactText(args.kwv("method"))?.toLowerCase() ?? "post";
    return httpSend(file, n, verb, args.kwv("url"), [["payload", args.kwv("payload")], ["headers", args.kwv("headers")]]);
  }
  if (!HTTP_VERBS.has(name) && name !== "request" && name !== "run_request") {
    // builders that return a configured client: HTTP.headers(...), HTTP.auth(...), Faraday.new(url: ...)
    if (name === "new" || name === "headers" || name === "auth" || name === "basic_auth" || name === "with" || name === "timeout" || name === "persistent" || name === "follow" || name === "plugin") {
      return { k: "obj", name: `${lib}#`, made: o.made ?? { node: n, args }, taint: mergeTaint(o.taint, args.taint()) };
    }
    return unk(o.taint);
  }
  const verb = name === "request" || name === "run_request" ? (exactText(args.at(0))?.toLowerCase() ?? "post") : name;
  const a = name === "request" || name === "run_request" ? args.rest() : args;
  let url = a.at(0);
  // a client made with a base URL: Faraday.new(url: base) / Faraday.new(base)
  if (o.made && o.name.endsWith("#")) {
    const ma = o.made.args;
    const base = ma.kwv("url") ?? ma.kwv("base_uri") ?? (ma.at(0)?.k === "str" ? ma.at(0) : null);
    if (base) url = url ? withPath(base, url) : base;
  }
  const parts: Part[] = [];
  if (o.taint.length) parts.push(["client", unk(o.taint)]);
  const isGet = verb === "get" || verb === "head" || verb === "delete" || verb === "options";
  if (lib === "RestClient") parts.push(isGet ? ["headers", a.hashAt(1)] : ["payload", a.hashAt(1)], ["headers", a.hashAt(2)]);
  else if (lib === "Faraday") parts.push(isGet ? ["params", a.hashAt(1)] : ["body", a.hashAt(1)], ["headers", a.hashAt(2)]);
  else {
    const opts = a.at(1);
    if (opts?.k === "hash") for (let i = 0; i < opts.keys.length; i++) parts.push([toF(opts.keys[i]).text, opts.vals[i]]);
  }
  for (const k of ["body", "json", "form", "params", "query", "headers", "basic_auth", "payload"]) parts.push([k, a.kwv(k)]);
  // Faraday's block form: conn.post(path) { |req| req.body = data }
  for (const f of file.feedsOf(n).slice(0, 16)) parts.push([f.method.replace(/=$/, ""), file.ev(f.value)]);
  return httpSend(file, n, verb, url, parts);
}

function sockCall(file: RbFile, o: Obj, name: string, args: Args, n: SyntaxNode): Val {
  const sock = o.sock!;
  switch (name) {
    case "write":
    case "puts":
    case "print":
    case "syswrite":
    case "write_nonblock":
    case "sendmsg":
    case "<<":
      return socketSend(file, n, sock, concatVals(args.positional()));
    case "send": {
      const host = args.at(2);
      const port = args.at(3);
      const dest = host && exactText(host) !== null ? { dest: `${exactText(host)}:${port ? toF(port).text : HOLE}` } : sock;
      return socketSend(file, n, dest, args.at(0) ?? unk());
    }
    case "connect": {
      const addr = args.at(0);
      if (addr && !sock.dest) sock.dest = toF(addr).text;
      return unk();
    }
    case "gets":
    case "read":
    case "recv":
    case "readpartial":
    case "readline":
    case "recvfrom":
    case "read_nonblock":
    case "each_line":
      return unk([], { fetched: `socket://${sock.dest ?? HOLE}`, sock });
    default:
      return { ...o };
  }
}

function socketSend(file: RbFile, n: SyntaxNode, sock: Sock, data: Val): Val {
  const d = sock.dest ?? HOLE;
  const host = hostOf(`tcp://${d}`);
  const f = toF(data);
  file.emit({ kind: "send", channel: "socket", dest: `tcp://${d}`, host, data: f, loc: file.loc(n) });
  mineCheck(file, `${d} ${f.text}`, n);
  return unk();
}

function dnsSend(file: RbFile, n: SyntaxNode, name: Val | null): Val {
  for (const a of name ? alts(name).slice(0, 4) : []) {
    const f = toF(a);
    if (!f.taint.length && !hiddenVia(f.via).length) continue;
    const tail = f.text.slice(f.text.lastIndexOf(HOLE) + (f.text.includes(HOLE) ? HOLE.length : 0)).replace(/^\.+/, "");
    const host = tail.includes(".") ? tail.toLowerCase() : null;
    file.emit({ kind: "send", channel: "dns", dest: f.text, host, data: f, loc: file.loc(n) });
  }
  return unk();
}

function smtpSend(file: RbFile, n: SyntaxNode, o: Obj, args: Args): Val {
  const host = o.made?.args.at(0);
  const h = host ? exactText(host) : null;
  const msg = args.at(0);
  const to = args.positional().slice(2);
  const data = concat([known("to="), to.length ? toF(seq(to)) : unknown(), known(" msg="), msg ? toF(msg) : unknown()]);
  file.emit({ kind: "send", channel: "smtp", dest: `smtp://${h ?? HOLE}`, host: h, data, loc: file.loc(n) });
  return unk();
}

function mineCheck(file: RbFile, text: string, n: SyntaxNode): void {
  if (text.length < 6 || !isMinerText(text)) return;
  file.emit({ kind: "mine", detail: text.slice(0, 300), loc: file.loc(n) });
}

// ---------------------------------------------------------------------------------------------
// Files



function emitWrite(file: RbFile, n: SyntaxNode, path: Val | null, content: Val | null, mode: "write" | "append" | "copy" | "link" | "chmod"): Val {
  if (!path) return unk();
  const cf = content ? toF(content) : null;
  const fetched = content ? fetchedOf(content) : undefined;
  let analyzed = false;
  for (const a of alts(path).slice(0, 8)) {
    const p = toF(a).text;
    if ((p === HOLE || !p) && !(cf && cf.taint.length)) continue;
    const place = placeOfPath(p);
    file.emit({ kind: "write", path: p, place, content: cf, mode, loc: file.loc(n) });
    if (place === "sudoers") {
      file.emit({ kind: "privilege", what: "sudoers", detail: `writes ${p}`, loc: file.loc(n) });
      if (cf && /NOPASSWD/i.test(cf.text)) file.emit({ kind: "privilege", what: "nopasswd", detail: cf.text.slice(0, 200), loc: file.loc(n) });
    }
    if (fetched && !fetched.startsWith("socket://")) {
      file.downloads.set(stripDotSlash(p), fetched);
      file.emit({ kind: "fetch", url: fetched, host: hostOf(fetched), saveTo: p, loc: file.loc(n) });
    }
    if (cf && !analyzed && (mode === "write" || mode === "append")) {
      if (cf.text.length >= 8) mineCheck(file, cf.text, n);
      const kind = writtenCodeKind(p, place, cf?.text);
      if (kind && knownLength(cf) >= 12) {
        analyzed = true;
        file.analyzeCode(kind, cf, n);
      }
    }
  }
  return unk();
}

function emitDelete(file: RbFile, n: SyntaxNode, path: Val | null): Val {
  for (const a of path ? alts(path).slice(0, 8) : []) {
    const p = toF(a).text;
    if (p === HOLE || !p) continue;
    file.emit({ kind: "delete", path: p, scope: deleteScopeOfPath(p.replace(/\/\*\*(?:\/\*)?$/, "/*")), loc: file.loc(n) });
  }
  return unk();
}

function emitCopy(file: RbFile, n: SyntaxNode, src: Val | null, dst: Val | null): Val {
  if (!src || !dst) return unk();
  const taint = file.readTaint(src, n);
  const srcText = toF(src).text;
  const name = srcText.slice(srcText.lastIndexOf("/") + 1);
  const content = unk(taint, { fetched: file.downloads.get(stripDotSlash(srcText)) });
  for (const d of alts(dst).slice(0, 4)) {
    const p = toF(d).text;
    // copying into a folder (cp(src, "~/.config/autostart")) lands at folder/name
    const last = p.slice(p.lastIndexOf("/") + 1);
    const intoDir = !last.includes(".") && !p.includes(HOLE) && placeOfPath(p) === null && placeOfPath(`${p}/${name}`) !== null;
    emitWrite(file, n, intoDir ? str(`${p}/${name}`) : d, content, "copy");
  }
  return unk();
}

/** `File.chmod(mode, *paths)` / `FileUtils.chmod(mode, list)`: setuid and world-writable system paths are privilege. */
function emitChmod(file: RbFile, n: SyntaxNode, mode: Val | null, paths: readonly Val[]): Val {
  const m = mode ?? unk();
  const bits = m.k === "num" ? m.n : /^[0-7]{3,4}$/.test(exactText(m) ?? "") ? parseInt(exactText(m)!, 8) : null;
  const symbolic = exactText(m) ?? "";
  const modeText = bits !== null ? `0o${bits.toString(8)}` : toF(m).text;
  for (const p of paths) {
    emitWrite(file, n, p, str(modeText), "chmod");
    for (const a of alts(p).slice(0, 4)) {
      const t = toF(a).text;
      if ((bits !== null && (bits & 0o6000) !== 0) || /[ug]*\+[rwx]*s/.test(symbolic)) file.emit({ kind: "privilege", what: "setuid", detail: `chmod ${modeText} ${t}`, loc: file.loc(n) });
      else if (bits !== null && bits & 0o002 && /^\/(?!tmp\/|var\/tmp\/|dev\/null)/.test(t)) file.emit({ kind: "privilege", what: "world-writable-system", detail: `chmod ${modeText} ${t}`, loc: file.loc(n) });
    }
  }
  return unk();
}

// ---------------------------------------------------------------------------------------------
// Gemfile and gemspec

const RUBYGEMS_RE = /^(?:https?:\/\/)?(?:rubygems\.org|gems\.rubygems\.org|index\.rubygems\.org)(?:\/|$)/i;

/** `gem "name", "~> 1.0", git: url, source: url`: a declared dependency, and an index for it when given. */
function gemDependency(file: RbFile, n: SyntaxNode, args: Args): Val {
  const name = exactText(args.at(0));
  if (!name) return unk();
  const url = args.kwv("git") ?? args.kwv("github") ?? args.kwv("gist") ?? args.kwv("path");
  const reqs = args.positional().slice(1).map((r) => toF(r).text).join(",");
  const detail = url ? `gem:${name} ${args.kwv("github") ? "github:" : ""}${toF(url).text}` : `gem:${name}@${reqs || "*"}`;
  file.emit({ kind: "config", what: "dependency", detail, loc: file.loc(n) });
  const src = args.kwv("source");
  const s = src ? exactText(src) : null;
  if (s && !RUBYGEMS_RE.test(s)) file.emit({ kind: "config", what: "index-override", detail: `gem source ${s}`, loc: file.loc(n) });
  return unk();
}

function gemSource(file: RbFile, n: SyntaxNode, args: Args): Val {
  const s = exactText(args.at(0));
  if (s && /^(?:https?|git):\/\//i.test(s) && !RUBYGEMS_RE.test(s)) file.emit({ kind: "config", what: "index-override", detail: `gem source ${s}`, loc: file.loc(n) });
  return unk();
}

/** `git_source(:github) { |repo| "https://host/#{repo}.git" }`: every `github:` gem of the Gemfile is cloned from that host instead. */
function gemGitSource(file: RbFile, n: SyntaxNode): Val {
  const text = file.text(n);
  const name = /^git_source\s*\(?\s*:(\w+)/.exec(text)?.[1];
  const url = /["'](?:https?|git|ssh):\/\/([^/"'#{}\s]+)/.exec(text);
  const host = url?.[1]?.replace(/^[^@]*@/, "").toLowerCase();
  const own: Record<string, RegExp> = { github: /^(?:www\.)?github\.com$/, gitlab: /^gitlab\.com$/, bitbucket: /^bitbucket\.org$/, gist: /^gist\.github\.com$/ };
  // A source of its own name (`git_source(:corp)`) is a choice each gem states; redefining a built-in one is not.
  if (name && host && own[name] && !own[name].test(host)) file.emit({ kind: "config", what: "index-override", detail: `gem git_source ${name}: https://${host}/`, loc: file.loc(n) });
  return unk();
}

export const extractRuby: Extractor = (snippet, analyzer) => {
  const tree = analyzer.parse("ruby", snippet.text);
  if (!tree) return;
  new RbFile(tree, snippet, analyzer).run();
};
