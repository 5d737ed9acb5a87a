// The PHP extractor. One parse per snippet and one walk that collects bindings (variables per function,
// properties and constants per file, `define`, function and method definitions, `foreach` items, values fed
// to a variable by `$a[] = …`, `fwrite($h, …)`, `curl_setopt($ch, …)`); then every call is evaluated once,
// lazily folding what it needs: string literals of every form (single and double quotes, interpolation,
// heredoc/nowdoc, escapes), `.` and `.=`, `implode`, `sprintf`, `str_replace`/`strtr`, `strrev`,
// `str_rot13`, `substr`, `chr`/`ord`, string XOR and `~`, `pack`/`hex2bin`, `base64_decode`,
// `gzinflate`/`gzuncompress`/`gzdecode`, `urldecode`, arrays, variables (flow-insensitive: every
// assignment is a candidate; `$$name` included), function parameters (their defaults and the arguments of
// every call in the file) and the returns of local functions. Evaluating a call states what it does: reads
// private data (`getenv`, `$_ENV`, credential files), sends it (curl, `file_get_contents` with a stream
// context, Guzzle, Laravel's Http, sockets, DNS, `mail`), runs commands (`system`, `exec`, backticks,
// `proc_open`…; strings go to the shell extractor, argument vectors to the shell's argv analysis),
// evaluates code (`eval`, `assert`, `create_function`, `preg_replace` /e — analysed again as PHP),
// includes remote or downloaded code, writes, deletes, or wires a shell to a socket. Names built at run time
// (`$f = 'sys'.'tem'; $f(…)`, `call_user_func`) are followed. composer.json is read by extractComposerJson.
import { isMinerText, sourceOfCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import type { FileKind } from "../parse/classify";
import type { SyntaxNode, SyntaxTree } from "../parse/syntax";
import { factKey, normalizeSkillPath, writtenCodeKind, type Analyzer, type Extractor, type Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Channel, type Decoding, type Fact, type Folded, type Loc, type SourceKind, type Taint } from "./types";
import { bytesToText, concat, decodeBase64Bytes, decodeUrlText, inflateBytes, isReadable, known, MAX_FOLDED, mergeTaint, rot13, safeCodePoint, unknown } from "./values";

// ---------------------------------------------------------------------------------------------
// Values

/** A socket: the peer it was opened to (host:port), when known. */
type Sock = { dest: string | null };
/** `input`: the value comes from the HTTP request the script serves (`$_GET['c']`, `php://input`). */
type Str = { k: "str"; f: Folded; fetched?: string; sock?: Sock; input?: string };
type Num = { k: "num"; n: number; taint: Taint[]; via: Decoding[] };
type Seq = { k: "seq"; items: Val[]; open: boolean; taint: Taint[] };
type Hash = { k: "hash"; keys: Val[]; vals: Val[]; taint: Taint[] };
/** A resource or object: a curl handle, a socket, a stream context, a file handle, a client (`made` remembers its call). */
type Obj = { k: "obj"; name: string; made?: { node: SyntaxNode; args: Args }; sock?: Sock; fetched?: string; taint: Taint[]; path?: Val; fn?: SyntaxNode };
type Alt = { k: "alt"; alts: Val[] };
type Val = Str | Num | Seq | Hash | Obj | Alt;

const MAX_ALTS = 12;
const MAX_ITEMS = 2048;
const STEP_BUDGET = 300_000;
const MAX_EVAL_DEPTH = 120;
const MAX_CALL_SITES = 16;
const MAX_FACTS_PER_FILE = 3000;

const OBFUSCATING: readonly Decoding[] = ["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress", "escape", "percent", "unicode-tags", "ifs", "quote-splice"];

type Extra = { fetched?: string; sock?: Sock; input?: string };

function unk(taint: readonly Taint[] = [], extra?: Extra): Str {
  const v: Str = { k: "str", f: unknown(taint) };
  if (extra?.fetched) v.fetched = extra.fetched;
  if (extra?.sock) v.sock = extra.sock;
  if (extra?.input) v.input = extra.input;
  return v;
}

function str(text: string, via: readonly Decoding[] = []): Str {
  return { k: "str", f: known(text, via) };
}

function fromF(f: Folded, like?: Val): Str {
  const v: Str = { k: "str", f };
  if (like) {
    const fetched = fetchedOf(like);
    if (fetched) v.fetched = fetched;
    const input = inputOf(like);
    if (input) v.input = input;
  }
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
  return v.k === "str" && v.f.text === HOLE && !v.f.taint.length && !v.fetched && !v.sock && !v.input;
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
    const key = v.k === "str" && !v.f.taint.length && !v.fetched && !v.sock && !v.input && v.f.text.length < 512 ? `s${v.f.text}` : v.k === "num" ? `n${v.n}` : null;
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
  }
}

function addTaint(v: Val, taint: readonly Taint[]): Val {
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

function fetchedOf(v: Val, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  switch (v.k) {
    case "str":
    case "obj":
      return v.fetched;
    case "seq":
    case "hash":
      for (const i of (v.k === "seq" ? v.items : v.vals).slice(0, 64)) {
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

function inputOf(v: Val, depth = 0): string | undefined {
  if (depth > 4) return undefined;
  if (v.k === "str") return v.input;
  if (v.k === "alt" || v.k === "seq" || v.k === "hash") {
    for (const a of (v.k === "alt" ? v.alts : v.k === "seq" ? v.items : v.vals).slice(0, 64)) {
      const i = inputOf(a, depth + 1);
      if (i) return i;
    }
  }
  return undefined;
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

/** The value as text: strings as they are, arrays as `print_r` would show them (enough to carry taint). */
function toF(v: Val, depth = 0): Folded {
  switch (v.k) {
    case "str":
      return v.f;
    case "num":
      return { text: String(v.n), exact: true, via: v.via, taint: v.taint };
    case "seq":
    case "hash": {
      if (depth > 4) return unknown(taintOf(v));
      const parts: Folded[] = [known("[")];
      const items = v.k === "seq" ? v.items : v.keys;
      items.slice(0, 512).forEach((it, i) => {
        if (i) parts.push(known(", "));
        parts.push(toF(it, depth + 1));
        if (v.k === "hash") parts.push(known(" => "), toF(v.vals[i], depth + 1));
      });
      if (v.k === "seq" && v.open) parts.push(unknown());
      parts.push(known("]"));
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

/** JSON text of a value (`json_encode`). */
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
        parts.push(v.k === "hash" ? jsonOf(it.k === "num" ? str(String(it.n)) : it, depth + 1) : jsonOf(it, depth + 1));
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
  return fromF(f, vals.find((v) => fetchedOf(v) || inputOf(v)));
}

/** A value derived from `v` by a text transformation `fn` (null = not reproducible: text lost, taint kept). */
function derive(v: Val, how: Decoding | null, fn: (text: string) => string | null): Val {
  return mapAlts(v, (one) => {
    if (one.k !== "str" && one.k !== "num") return unk(taintOf(one), { fetched: fetchedOf(one), input: inputOf(one) });
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

/** Like derive, but keeps the known parts of a partly unknown value (trim, case changes). */
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

function bytesToBinary(b: Uint8Array): string {
  let out = "";
  for (let i = 0; i < b.length; i++) out += String.fromCharCode(b[i]);
  return out;
}

/** Binary string → readable text when it is UTF-8 (decoded payloads are shown and analysed as text). */
function binaryToText(s: string): string {
  return /[\x80-\xff]/.test(s) ? bytesToText(latin1(s)) : s;
}

function decodeBase64(s: string): string | null {
  // PHP's base64_decode skips characters outside the alphabet
  const bytes = decodeBase64Bytes(s.replace(/[^A-Za-z0-9+/=_-]/g, ""));
  return bytes ? bytesToBinary(bytes) : null;
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

/** Double-quoted and heredoc escapes, as PHP reads them (unknown escapes keep their backslash). */
function phpEscape(t: string): string {
  const m = /^\\(?:([nrtvef\\$"])|([0-7]{1,3})|x([0-9A-Fa-f]{1,2})|u\{([0-9A-Fa-f]{1,6})\})$/.exec(t);
  if (!m) return t;
  if (m[1]) return ({ n: "\n", r: "\r", t: "\t", v: "\v", e: "\x1b", f: "\f", "\\": "\\", $: "$", '"': '"' } as Record<string, string>)[m[1]];
  if (m[2]) return String.fromCharCode(parseInt(m[2], 8) & 0xff);
  if (m[3]) return String.fromCharCode(parseInt(m[3], 16));
  return safeCodePoint(parseInt(m[4], 16));
}

const HIDING_ESCAPE_RE = /\\x(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])|\\u\{(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])\}|\\(?:06[0-7]|1[0-7][0-7])/;

/** PHP's substr: a negative start counts from the end, a negative length stops that far from the end. */
function phpSubstr(s: string, start: number, len: number | null): string {
  const n = s.length;
  let a = start < 0 ? Math.max(n + start, 0) : Math.min(start, n);
  let b = len === null ? n : len < 0 ? n + len : a + len;
  b = Math.min(Math.max(b, a), n);
  a = Math.min(a, b);
  return s.slice(a, b);
}

/** `sprintf`: %s %d %x %c %05d %'*10s %1$s and %%. */
function phpFormat(fmt: Val, args: readonly Val[]): Val {
  if (fmt.k !== "str" || !fmt.f.exact) return concatVals([fmt, ...args], "format");
  const parts: Val[] = [];
  let i = 0;
  let last = 0;
  const re = /%(?:%|(\d+)\$)?([-+ 0]|'.)*(\d+)?(?:\.(\d+))?([bcdeEfFgGosuxX])?/g;
  for (let m = re.exec(fmt.f.text); m; m = re.exec(fmt.f.text)) {
    if (m[0] === "%") continue;
    parts.push(str(fmt.f.text.slice(last, m.index)));
    last = m.index + m[0].length;
    if (m[0] === "%%") {
      parts.push(str("%"));
      continue;
    }
    const a = (m[1] ? args[Number(m[1]) - 1] : args[i++]) ?? unk();
    const conv = m[5];
    if (conv === "c" && a.k === "num") parts.push(str(String.fromCharCode(a.n & 0xff), ["charcode"]));
    else if ((conv === "x" || conv === "X") && a.k === "num") parts.push(str(conv === "x" ? a.n.toString(16) : a.n.toString(16).toUpperCase()));
    else if (conv === "d" || conv === "u") parts.push(a.k === "num" ? str(String(Math.trunc(a.n))) : a);
    else parts.push(a);
  }
  parts.push(str(fmt.f.text.slice(last)));
  return concatVals(parts, "format");
}

function hashGet(h: Hash, k: Val): Val {
  const key = exactText(k);
  if (key !== null) {
    for (let i = h.keys.length - 1; i >= 0; i--) if (exactText(h.keys[i]) === key) return h.vals[i];
  }
  return unk(key === null ? taintOf(h) : h.taint);
}

/** `http_build_query`. */
function urlEncodeForm(v: Val): Val {
  if (v.k !== "hash") return v.k === "seq" ? concatVals(v.items) : unk(taintOf(v));
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

function isUrl(t: string): boolean {
  return /^(?:https?|ftps?):\/\//i.test(t);
}

function joinItems(v: Val, sep: Val | null): Val {
  return mapAlts(v, (one) => {
    if (one.k !== "seq" && one.k !== "hash") return unk(taintOf(one), { fetched: fetchedOf(one), input: inputOf(one) });
    const parts: Val[] = [];
    const items = one.k === "seq" ? one.items : one.vals;
    items.forEach((it, i) => parts.push(...(i && sep ? [sep] : []), it));
    if (one.k === "seq" && one.open) parts.push(unk(one.taint));
    const r = concatVals(parts.length ? parts : [str("")], "join");
    return addTaint(r, one.taint);
  });
}

function itemsOf(v: Val): Val[] | null {
  if (v.k === "seq") return v.open ? null : v.items;
  if (v.k === "hash") return v.vals;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Arguments

/** The arguments of one call: positional (spreads expanded when known) and named. */
class Args {
  readonly pos: SyntaxNode[] = [];
  readonly named = new Map<string, SyntaxNode>();
  private cache: Val[] | null = null;

  constructor(
    private readonly file: PhpFile,
    list: readonly SyntaxNode[],
    private readonly shift = 0,
  ) {
    for (const c of list) {
      if (c.type !== "argument") continue;
      const name = c.children.find((x) => x.field === "name");
      const value = c.children.find((x) => x.named && x.field !== "name" && x.type !== "comment");
      if (!value) continue;
      if (name) this.named.set(file.text(name), value);
      else this.pos.push(value);
    }
  }

  static of(file: PhpFile, call: SyntaxNode): Args {
    const list = call.children.find((c) => c.field === "arguments" || c.type === "arguments");
    return new Args(file, list?.children ?? []);
  }

  positional(): Val[] {
    if (this.cache) return this.cache;
    const out: Val[] = [];
    for (const n of this.pos) {
      if (n.type === "variadic_unpacking") {
        const inner = n.children.find((x) => x.named);
        const v = inner ? this.file.ev(inner) : unk();
        const items = itemsOf(v);
        if (items) out.push(...items);
        else out.push(seq([], true, taintOf(v)));
      } else out.push(this.file.ev(n));
    }
    return (this.cache = out.slice(this.shift));
  }

  at(i: number, name?: string): Val | null {
    if (name) {
      const n = this.named.get(name);
      if (n) return this.file.ev(n);
    }
    return this.positional()[i] ?? null;
  }

  node(i: number): SyntaxNode | null {
    return this.pos[i + this.shift] ?? null;
  }

  /** The same arguments without the first (`call_user_func('system', $cmd)`). */
  rest(): Args {
    const a = Object.create(Args.prototype) as Args;
    Object.assign(a, this, { cache: null, shift: this.shift + 1 });
    return a;
  }

  /** Arguments given as one array (`call_user_func_array('system', [$cmd])`). */
  static fromVals(file: PhpFile, vals: readonly Val[]): Args {
    const a = new Args(file, []);
    a.cache = [...vals];
    return a;
  }

  taint(): Taint[] {
    let t: Taint[] = [];
    for (const v of this.positional()) t = mergeTaint(t, taintOf(v));
    for (const n of this.named.values()) t = mergeTaint(t, taintOf(this.file.ev(n)));
    return t;
  }
}

// ---------------------------------------------------------------------------------------------
// Bindings

type Def =
  | { kind: "assign"; value: SyntaxNode }
  | { kind: "op"; op: string; value: SyntaxNode }
  | { kind: "list"; value: SyntaxNode; index: number; key: SyntaxNode | null }
  | { kind: "foreach"; iter: SyntaxNode; isKey: boolean }
  | { kind: "param"; fn: SyntaxNode; index: number; name: string; dflt: SyntaxNode | null; variadic: boolean };

/** A value fed into a variable after it was made: `$a[] = x`, `$a['k'] = x`, `fwrite($h, x)`, `curl_setopt($ch, K, x)`. */
type Feed = { fn: string; call: SyntaxNode; key: SyntaxNode | null; value: SyntaxNode | null };

const SCOPE_TYPES = new Set(["program", "function_definition", "method_declaration", "anonymous_function", "arrow_function"]);
const FUNCTION_TYPES = new Set(["function_definition", "method_declaration", "anonymous_function", "arrow_function"]);
const FEED_FUNCTIONS = new Set(["fwrite", "fputs", "fprintf", "curl_setopt", "curl_setopt_array", "array_push", "array_unshift", "socket_write", "socket_send", "stream_context_set_option"]);
const SUPERGLOBAL_INPUT = new Set(["_GET", "_POST", "_REQUEST", "_COOKIE", "_FILES"]);

/** WP_REST_Request's accessors of what the caller sent. */
const WP_REQUEST_METHODS = new Set(["get_param", "get_params", "get_json_params", "get_body_params", "get_query_params", "get_url_params", "get_file_params", "get_body", "get_header", "get_headers"]);

class PhpFile {
  /** Whether the file serves WordPress REST routes (its request objects are what callers send). */
  wpRest?: boolean;
  readonly defs = new Map<SyntaxNode, Map<string, Def[]>>();
  /** `$this->x`, `self::$x`, class property defaults: by property name. */
  readonly props = new Map<string, Def[]>();
  /** `define('X', …)`, `const X = …` (global and class constants): by name. */
  readonly consts = new Map<string, SyntaxNode[]>();
  /** Functions and methods defined in the file, by lower-case name. */
  readonly functions = new Map<string, SyntaxNode[]>();
  readonly callsByName = new Map<string, SyntaxNode[]>();
  readonly feeds = new Map<string, Feed[]>();
  /** `$$name = …`: values bound to variables whose name is computed. */
  private readonly dynamicDefs: { name: SyntaxNode; value: SyntaxNode }[] = [];
  private readonly sites: SyntaxNode[] = [];
  private readonly cache = new Map<SyntaxNode, Val>();
  private readonly pending = new Set<SyntaxNode>();
  private readonly emitted = new Set<string>();
  private readonly invoked = new Set<string>();
  /** Parameters bound while a callback is evaluated for one item (`array_map(fn($c) => chr($c ^ 7), …)`). */
  private readonly overrides = new Map<string, Val>();
  /** Files filled with downloaded bytes (path → URL). */
  readonly downloads = new Map<string, string>();
  /** The sockets this file opens (a shell started with fd redirections next to one is a reverse shell). */
  readonly sockets: Sock[] = [];
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

  /** The scope whose variable `name` is: its own function's, else an enclosing one's (closures, `global`). */
  scopeOfVar(n: SyntaxNode, name: string): SyntaxNode {
    const own = this.scopeOf(n);
    for (let s: SyntaxNode = own; ; s = this.scopeOf(s)) {
      if (this.defs.get(s)?.has(name)) return s;
      if (s === this.tree.root) return own;
    }
  }

  // ----- collection ---------------------------------------------------------------------------

  collect(): void {
    const stack: SyntaxNode[] = [this.tree.root];
    while (stack.length) {
      const n = stack.pop()!;
      switch (n.type) {
        case "assignment_expression":
        case "reference_assignment_expression":
          this.collectAssignment(n);
          break;
        case "augmented_assignment_expression": {
          const left = n.children.find((c) => c.field === "left");
          const right = n.children.find((c) => c.field === "right");
          const op = n.children.find((c) => c.field === "operator");
          if (left && right && op) this.bind(left, { kind: "op", op: this.text(op).replace(/=$/, ""), value: right });
          break;
        }
        case "function_definition":
        case "method_declaration":
        case "anonymous_function":
        case "arrow_function":
          this.collectFunction(n);
          break;
        case "foreach_statement":
          this.collectForeach(n);
          break;
        case "const_element": {
          const named = n.children.filter((c) => c.named);
          if (named.length >= 2 && named[0].type === "name") pushDef(this.consts, this.text(named[0]), named[named.length - 1]);
          break;
        }
        case "property_element": {
          const name = n.children.find((c) => c.field === "name");
          const dflt = n.children.find((c) => c.field === "default_value");
          if (name && dflt) pushDef(this.props, varName(this, name), { kind: "assign", value: dflt });
          break;
        }
        case "static_variable_declaration": {
          const name = n.children.find((c) => c.field === "name");
          const value = n.children.find((c) => c.field === "value");
          if (name && value) this.bind(name, { kind: "assign", value });
          break;
        }
        case "function_call_expression":
          this.sites.push(n);
          this.collectCall(n);
          break;
        case "member_call_expression":
        case "nullsafe_member_call_expression":
        case "scoped_call_expression": {
          this.sites.push(n);
          const name = n.children.find((c) => c.field === "name");
          if (name?.type === "name") pushDef(this.callsByName, this.text(name).toLowerCase(), n);
          break;
        }
        case "object_creation_expression":
        case "shell_command_expression":
        case "include_expression":
        case "include_once_expression":
        case "require_expression":
        case "require_once_expression":
          this.sites.push(n);
          break;
        case "comment":
          continue;
      }
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
    this.sites.sort((a, b) => a.start - b.start);
  }

  private define(scope: SyntaxNode, name: string, def: Def): void {
    let m = this.defs.get(scope);
    if (!m) this.defs.set(scope, (m = new Map()));
    const list = m.get(name);
    if (list) {
      if (list.length < 32) list.push(def);
    } else m.set(name, [def]);
  }

  private bind(target: SyntaxNode, def: Def): void {
    switch (target.type) {
      case "variable_name":
        this.define(this.scopeOf(target), varName(this, target), def);
        break;
      case "member_access_expression":
      case "nullsafe_member_access_expression":
      case "scoped_property_access_expression": {
        const name = target.children.find((c) => c.field === "name");
        if (name) pushDef(this.props, name.type === "variable_name" ? varName(this, name) : this.text(name), def);
        break;
      }
      case "subscript_expression": {
        // $a[] = v, $a['k'] = v: a value fed into $a
        const base = target.children.find((c) => c.named);
        const key = target.children.filter((c) => c.named)[1] ?? null;
        if (base && def.kind === "assign") this.feed(base, { fn: "[]=", call: target, key, value: def.value });
        break;
      }
      case "dynamic_variable_name": {
        const inner = target.children.find((c) => c.named);
        if (inner && def.kind === "assign" && this.dynamicDefs.length < 64) this.dynamicDefs.push({ name: inner, value: def.value });
        break;
      }
    }
  }

  private collectAssignment(n: SyntaxNode): void {
    const left = n.children.find((c) => c.field === "left");
    const right = n.children.find((c) => c.field === "right");
    if (!left || !right) return;
    if (left.type === "list_literal" || left.type === "array_creation_expression") {
      let index = 0;
      for (const c of left.children) {
        if (!c.named) continue;
        // [$a, $b] = …, list('k' => $a) = …
        const el = c.type === "array_element_initializer" ? c : null;
        const parts = el ? el.children.filter((x) => x.named) : [c];
        const target = parts[parts.length - 1];
        const key = parts.length > 1 ? parts[0] : null;
        if (target) this.bind(target.type === "by_ref" ? (target.children.find((x) => x.named) ?? target) : target, { kind: "list", value: right, index, key });
        index++;
      }
      return;
    }
    this.bind(left, { kind: "assign", value: right });
  }

  feedKey(target: SyntaxNode): string | null {
    while (target.type === "subscript_expression") target = target.children.find((c) => c.named) ?? target;
    if (target.type === "variable_name") {
      const name = varName(this, target);
      return `${this.scopeOfVar(target, name).start}:${name}`;
    }
    if (target.type === "member_access_expression") {
      const name = target.children.find((c) => c.field === "name");
      return name ? `->${this.text(name)}` : null;
    }
    return null;
  }

  private feed(target: SyntaxNode, f: Feed): void {
    const key = this.feedKey(target);
    if (key === null) return;
    const list = this.feeds.get(key);
    if (list) {
      if (list.length < 64) list.push(f);
    } else this.feeds.set(key, [f]);
  }

  private collectCall(n: SyntaxNode): void {
    const fn = n.children.find((c) => c.field === "function");
    if (!fn || (fn.type !== "name" && fn.type !== "qualified_name")) return;
    const name = bareName(this.text(fn));
    pushDef(this.callsByName, name, n);
    const args = n.children.find((c) => c.field === "arguments")?.children.filter((c) => c.type === "argument") ?? [];
    const value = (i: number) => args[i]?.children.find((c) => c.named && c.field !== "name") ?? null;
    if (name === "define") {
      const k = value(0);
      const v = value(1);
      if (k && v && (k.type === "string" || k.type === "encapsed_string")) pushDef(this.consts, this.text(k).slice(1, -1), v);
    }
    if (FEED_FUNCTIONS.has(name)) {
      const target = value(0);
      if (target) this.feed(target, { fn: name, call: n, key: name === "curl_setopt" ? value(1) : null, value: value(name === "curl_setopt" ? 2 : 1) });
    }
  }

  private collectFunction(n: SyntaxNode): void {
    const nameNode = n.children.find((c) => c.field === "name");
    if (nameNode && (n.type === "function_definition" || n.type === "method_declaration")) pushDef(this.functions, this.text(nameNode).toLowerCase(), n);
    const params = n.children.find((c) => c.field === "parameters");
    let index = 0;
    for (const p of params?.children ?? []) {
      if (!p.named || !/parameter$/.test(p.type)) continue;
      const name = p.children.find((c) => c.field === "name");
      if (!name) continue;
      const pname = varName(this, name);
      this.define(n, pname, { kind: "param", fn: n, index: index++, name: pname, dflt: p.children.find((c) => c.field === "default_value") ?? null, variadic: p.type === "variadic_parameter" });
    }
  }

  private collectForeach(n: SyntaxNode): void {
    const named = n.children.filter((c) => c.named && c.field !== "body");
    const iter = named[0];
    const target = named[1];
    if (!iter || !target) return;
    const unref = (x: SyntaxNode) => (x.type === "by_ref" ? (x.children.find((c) => c.named) ?? x) : x);
    if (target.type === "pair") {
      const [k, v] = target.children.filter((c) => c.named);
      if (k) this.bind(unref(k), { kind: "foreach", iter, isKey: true });
      if (v) this.bind(unref(v), { kind: "foreach", iter, isKey: false });
    } else this.bind(unref(target), { kind: "foreach", iter, isKey: false });
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
        return this.evString(n.children, true);
      case "encapsed_string":
        return this.evString(n.children, false);
      case "heredoc":
      case "nowdoc": {
        const body = n.children.find((c) => c.field === "value");
        const end = n.children.find((c) => c.field === "end_tag");
        if (!body) return str("");
        const v = this.evString(body.children, n.type === "nowdoc", body);
        // PHP 7.3: the closing marker's indentation is removed from every line
        const indent = end ? /[ \t]*$/.exec(this.tree.source.slice(this.tree.source.lastIndexOf("\n", end.start - 1) + 1, end.start))![0].length : 0;
        return mapKnown(v, (t) => {
          const lines = t.replace(/^\r?\n/, "").replace(/\r?\n[ \t]*$/, "").split("\n");
          return (indent ? lines.map((l) => l.replace(new RegExp(`^[ \\t]{0,${indent}}`), "")) : lines).join("\n");
        });
      }
      case "integer":
        return num(parsePhpInt(this.text(n)));
      case "float":
        return num(Number(this.text(n).replace(/_/g, "")));
      case "boolean":
        return num(/^true$/i.test(this.text(n)) ? 1 : 0);
      case "null":
        return unk();
      case "array_creation_expression":
        return this.evArray(n);
      case "variable_name":
        return this.evVariable(n);
      case "dynamic_variable_name":
        return this.evDynamicVariable(n);
      case "name":
      case "qualified_name":
        return this.evConstant(n);
      case "class_constant_access_expression": {
        const named = n.children.filter((c) => c.named);
        const last = named[named.length - 1];
        if (!last) return unk();
        const name = this.text(last);
        if (name === "class") return str(this.text(named[0]).replace(/^\\/, ""));
        const defs = this.consts.get(name);
        return defs ? alt(defs.slice(0, MAX_ALTS).map((d) => this.ev(d))) : unk();
      }
      case "parenthesized_expression":
      case "error_suppression_expression":
      case "expression_statement": {
        const inner = n.children.filter((c) => c.named && c.type !== "comment");
        return inner.length ? this.ev(inner[inner.length - 1]) : unk();
      }
      case "sequence_expression": {
        const inner = n.children.filter((c) => c.named);
        return inner.length ? this.ev(inner[inner.length - 1]) : unk();
      }
      case "cast_expression": {
        const value = n.children.find((c) => c.field === "value");
        const type = n.children.find((c) => c.field === "type");
        const v = value ? this.ev(value) : unk();
        if (type && /^(?:int|integer)$/i.test(this.text(type))) {
          const t = exactText(v);
          return t !== null && /^\s*-?\d/.test(t) ? num(parseInt(t, 10)) : v;
        }
        if (type && /^(?:string|binary)$/i.test(this.text(type)) && v.k === "num") return str(String(v.n));
        return v;
      }
      case "assignment_expression":
      case "reference_assignment_expression": {
        const r = n.children.find((c) => c.field === "right");
        return r ? this.ev(r) : unk();
      }
      case "augmented_assignment_expression": {
        const left = n.children.find((c) => c.field === "left");
        return left ? this.ev(left) : unk();
      }
      case "conditional_expression": {
        const cond = n.children.find((c) => c.field === "condition");
        const body = n.children.find((c) => c.field === "body");
        const other = n.children.find((c) => c.field === "alternative");
        return alt([body ?? cond, other].filter((x): x is SyntaxNode => !!x).map((x) => this.ev(x)));
      }
      case "binary_expression":
        return this.evBinary(n);
      case "unary_op_expression": {
        const operand = n.children.find((c) => c.field === "argument") ?? n.children.find((c) => c.named);
        const op = n.children.find((c) => c.field === "operator");
        const v = operand ? this.ev(operand) : unk();
        const o = op ? this.text(op) : "";
        if (o === "-" && v.k === "num") return num(-v.n, v.taint, v.via);
        if (o === "~") return v.k === "num" ? num(~v.n, v.taint, v.via) : derive(v, "xor", (t) => Array.from(t, (c) => String.fromCharCode(~c.charCodeAt(0) & 0xff)).join(""));
        return o === "!" ? num(0, taintOf(v)) : v;
      }
      case "function_call_expression":
        return this.evFunctionCall(n);
      case "member_call_expression":
      case "nullsafe_member_call_expression":
        return this.evMethodCall(n);
      case "scoped_call_expression":
        return this.evStaticCall(n);
      case "object_creation_expression":
        return construct(this, n);
      case "subscript_expression":
        return this.evSubscript(n);
      case "member_access_expression":
      case "nullsafe_member_access_expression":
      case "scoped_property_access_expression": {
        const name = n.children.find((c) => c.field === "name");
        const pname = name ? (name.type === "variable_name" ? varName(this, name) : this.text(name)) : "";
        const defs = this.props.get(pname);
        if (defs) return this.defsValue(defs);
        const obj = n.children.find((c) => c.field === "object" || c.field === "scope");
        const o = obj ? this.ev(obj) : unk();
        return unk(taintOf(o), { fetched: fetchedOf(o), sock: sockOf(o), input: inputOf(o) });
      }
      case "shell_command_expression": {
        const cmd = this.evString(n.children, false);
        return execShell(this, n, cmd, !n.children.some((c) => c.named && c.type !== "string_content" && c.type !== "escape_sequence"));
      }
      case "include_expression":
      case "include_once_expression":
      case "require_expression":
      case "require_once_expression":
        return includeFile(this, n);
      case "anonymous_function":
      case "arrow_function":
        return { k: "obj", name: "Closure", fn: n, taint: [] };
      default:
        return unk();
    }
  }

  /** A string's parts; `span` (a heredoc body) also keeps the text between parts that the grammar leaves out (line breaks). */
  private evString(parts: readonly SyntaxNode[], raw: boolean, span?: SyntaxNode): Val {
    const out: Val[] = [];
    let hiding = false;
    let hasInterp = false;
    let at = span?.start ?? -1;
    for (const c of parts) {
      if (!c.named) continue;
      if (span && c.start > at) out.push(str(this.tree.source.slice(at, c.start)));
      if (span) at = c.end;
      if (c.type === "string_content" || c.type === "nowdoc_string" || c.type === "text") out.push(str(this.text(c)));
      else if (c.type === "escape_sequence") {
        const t = this.text(c);
        if (raw) out.push(str(t === "\\\\" || t === "\\'" ? t.slice(1) : t));
        else {
          if (HIDING_ESCAPE_RE.test(t)) hiding = true;
          out.push(str(phpEscape(t)));
        }
      } else if (c.type !== "comment") {
        hasInterp = true;
        out.push(this.ev(c));
      }
    }
    if (span && span.end > at) out.push(str(this.tree.source.slice(at, span.end)));
    if (!out.length) return str("");
    const v = out.length === 1 && !hasInterp ? out[0] : concatVals(out, hasInterp ? "format" : undefined);
    return hiding ? mapAlts(v, (one) => (one.k === "str" ? { ...one, f: { ...one.f, via: mergeVia(one.f.via, ["escape"]) } } : one)) : v;
  }

  private evArray(n: SyntaxNode): Val {
    const keys: Val[] = [];
    const vals: Val[] = [];
    let keyed = false;
    let open = false;
    let taint: Taint[] = [];
    let next = 0;
    for (const c of n.children) {
      if (c.type !== "array_element_initializer") continue;
      const parts = c.children.filter((x) => x.named && x.type !== "comment");
      if (parts.length === 1 && parts[0].type === "variadic_unpacking") {
        const inner = parts[0].children.find((x) => x.named);
        const v = inner ? this.ev(inner) : unk();
        const items = itemsOf(v);
        if (items) {
          for (const it of items) {
            keys.push(num(next++));
            vals.push(it);
          }
        }
        else {
          open = true;
          taint = mergeTaint(taint, taintOf(v));
        }
        continue;
      }
      const valueNode = parts[parts.length - 1];
      const value = valueNode ? this.ev(valueNode.type === "by_ref" ? (valueNode.children.find((x) => x.named) ?? valueNode) : valueNode) : unk();
      if (parts.length > 1) {
        keyed = true;
        const k = this.ev(parts[0]);
        keys.push(k);
        if (k.k === "num") next = Math.max(next, k.n + 1);
      } else keys.push(num(next++));
      vals.push(value);
      if (vals.length > MAX_ITEMS) break;
    }
    return keyed ? { k: "hash", keys, vals, taint } : seq(vals, open, taint);
  }

  private evVariable(n: SyntaxNode): Val {
    const name = varName(this, n);
    const o = this.overrides.get(name);
    if (o) return o;
    if (name === "this") return { k: "obj", name: "$this", taint: [] };
    if (name === "_ENV" || name === "_SERVER") return unk(this.readSource("env-all", "the whole environment", `$${name}`, n));
    if (SUPERGLOBAL_INPUT.has(name)) return unk([], { input: `$${name}` });
    if (name === "GLOBALS") return unk();
    const scope = this.scopeOfVar(n, name);
    const defs = this.defs.get(scope)?.get(name);
    const dyn = this.dynamicValue(name);
    if (!defs) return dyn ?? unk();
    const v = this.withFeeds(this.defsValue(defs), n);
    return dyn ? alt([v, dyn]) : v;
  }

  /** `$$x` / `${'na'.'me'}`: the variable whose name the expression folds to. */
  private evDynamicVariable(n: SyntaxNode): Val {
    const inner = n.children.find((c) => c.named);
    if (!inner) return unk();
    const nameV = inner.type === "name" ? str(this.text(inner)) : this.ev(inner);
    return mapAlts(nameV, (one) => {
      const name = exactText(one);
      if (name === null) return unk(taintOf(one));
      this.noteDynamicName(one, `$${name}`, n);
      const defs = this.defs.get(this.scopeOfVar(n, name))?.get(name);
      return defs ? this.defsValue(defs) : (this.dynamicValue(name) ?? unk());
    });
  }

  private dynamicValue(name: string): Val | null {
    const out: Val[] = [];
    for (const d of this.dynamicDefs) {
      const nv = d.name.type === "name" ? str(this.text(d.name)) : this.ev(d.name);
      if (alts(nv).some((a) => exactText(a) === name)) out.push(this.ev(d.value));
    }
    return out.length ? alt(out) : null;
  }

  private withFeeds(v: Val, n: SyntaxNode): Val {
    const key = this.feedKey(n);
    const feeds = key ? this.feeds.get(key) : undefined;
    if (!feeds) return v;
    const fed = feeds.filter((f) => f.fn === "[]=" || f.fn === "array_push" || f.fn === "array_unshift").slice(0, 32);
    if (!fed.length) return v;
    return mapAlts(v, (one) => {
      if (one.k === "seq" && fed.every((f) => !f.key)) return seq([...one.items, ...fed.map((f) => (f.value ? this.ev(f.value) : unk()))], one.open, one.taint);
      if (one.k === "hash" || one.k === "seq") {
        const h: Hash = one.k === "hash" ? { ...one, keys: [...one.keys], vals: [...one.vals] } : { k: "hash", keys: one.items.map((_, i) => num(i)), vals: [...one.items], taint: one.taint };
        for (const f of fed) {
          h.keys.push(f.key ? this.ev(f.key) : num(h.keys.length));
          h.vals.push(f.value ? this.ev(f.value) : unk());
        }
        return h;
      }
      if (one.k === "str" && one.f.text === HOLE) {
        const vals = fed.map((f) => (f.value ? this.ev(f.value) : unk()));
        return fed.some((f) => f.key) ? { k: "hash", keys: fed.map((f) => (f.key ? this.ev(f.key) : unk())), vals, taint: one.f.taint } : seq(vals, false, one.f.taint);
      }
      return addTaint(one, fed.reduce((t, f) => mergeTaint(t, f.value ? taintOf(this.ev(f.value)) : []), [] as Taint[]));
    });
  }

  defsValue(defs: readonly Def[]): Val {
    const out: Val[] = [];
    for (const d of defs.slice(0, MAX_ALTS)) out.push(this.defValue(d, defs));
    return alt(out);
  }

  private defValue(d: Def, all: readonly Def[]): Val {
    switch (d.kind) {
      case "assign":
        return this.ev(d.value);
      case "op": {
        const others = all.filter((x) => x !== d && x.kind !== "op");
        const before = others.length ? alt(others.map((x) => this.defValue(x, all))) : str("");
        // `$s .= x` several times: the parts in source order
        const ops = all.filter((x): x is Def & { kind: "op" } => x.kind === "op" && x.op === d.op);
        if (d.op === "." && ops.length > 1) {
          if (ops[ops.length - 1] !== d) return unk();
          return concatVals([before, ...ops.map((x) => this.ev(x.value))], "concat");
        }
        return this.binop(d.op, before, this.ev(d.value));
      }
      case "list": {
        const v = this.ev(d.value);
        return mapAlts(v, (one) => {
          if (d.key) return one.k === "hash" ? hashGet(one, this.ev(d.key)) : unk(taintOf(one));
          if (one.k === "seq") return one.items[d.index] ?? unk(one.taint);
          if (one.k === "hash") return hashGet(one, num(d.index));
          return unk(taintOf(one), { fetched: fetchedOf(one), input: inputOf(one) });
        });
      }
      case "foreach": {
        const v = this.ev(d.iter);
        return mapAlts(v, (one) => {
          if (one.k === "seq" && one.items.length) return d.isKey ? unk() : addTaint(alt(one.items), one.taint);
          if (one.k === "hash" && one.keys.length) return d.isKey ? alt(one.keys) : addTaint(alt(one.vals), one.taint);
          if (one.k === "seq") return unk(one.taint);
          // a directory iterator yields the entries under its path
          if (one.k === "obj" && one.path) return d.isKey ? pathJoin([one.path, str("*")]) : { k: "obj", name: "SplFileInfo", path: pathJoin([one.path, str("*")]), taint: one.taint };
          return unk(taintOf(one), { fetched: fetchedOf(one), sock: sockOf(one), input: inputOf(one) });
        });
      }
      case "param":
        return this.paramValue(d);
    }
  }

  private paramValue(d: Def & { kind: "param" }): Val {
    const out: Val[] = [];
    if (d.dflt) out.push(this.ev(d.dflt));
    const fname = d.fn.children.find((c) => c.field === "name");
    const sites = fname && d.fn.type !== "anonymous_function" && d.fn.type !== "arrow_function" ? (this.callsByName.get(this.text(fname).toLowerCase()) ?? []) : [];
    for (const site of sites.slice(0, MAX_CALL_SITES)) {
      const args = Args.of(this, site);
      if (d.variadic) out.push(seq(args.positional().slice(d.index)));
      else {
        const v = args.at(d.index, d.name);
        if (v) out.push(v);
      }
    }
    return out.length ? alt(out) : unk();
  }

  /** Bare names: user constants, PHP's own, and (PHP 5–7) an undefined constant reads as its own name. */
  private evConstant(n: SyntaxNode): Val {
    const name = this.text(n).replace(/^\\/, "");
    const defs = this.consts.get(name);
    if (defs) return alt(defs.slice(0, MAX_ALTS).map((d) => this.ev(d)));
    switch (name.toUpperCase()) {
      case "PHP_EOL":
        return str("\n");
      case "DIRECTORY_SEPARATOR":
        return str("/");
      case "__DIR__":
      case "__FILE__":
        return str(".");
      case "TRUE":
        return num(1);
      case "FALSE":
        return num(0);
      case "NULL":
        return unk();
      case "FILE_APPEND":
        return num(8);
      case "PHP_OS":
      case "PHP_OS_FAMILY":
        return unk(this.readSource("host-info", "host information", name, n, false));
    }
    return str(name);
  }

  private evBinary(n: SyntaxNode): Val {
    const l = n.children.find((c) => c.field === "left");
    const r = n.children.find((c) => c.field === "right");
    const op = n.children.find((c) => c.field === "operator");
    if (!l || !r || !op) return unk();
    return this.binop(this.text(op).toLowerCase(), this.ev(l), this.ev(r));
  }

  binop(op: string, a: Val, b: Val): Val {
    switch (op) {
      case ".":
        return concatVals([a, b], "concat");
      case "+":
        if (a.k === "num" && b.k === "num") return num(a.n + b.n, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        if ((a.k === "seq" || a.k === "hash") && (b.k === "seq" || b.k === "hash")) return arrayMerge([a, b]);
        return unk(mergeTaint(taintOf(a), taintOf(b)));
      case "-":
      case "*":
      case "%":
      case "<<":
      case ">>":
      case "|":
      case "&":
        if (a.k === "num" && b.k === "num") {
          const x = a.n;
          const y = b.n;
          const r = op === "-" ? x - y : op === "*" ? x * y : op === "%" ? (y ? x % y : 0) : op === "<<" ? x << y : op === ">>" ? x >> y : op === "|" ? x | y : x & y;
          return num(r, mergeTaint(a.taint, b.taint), mergeVia(a.via, b.via));
        }
        return unk(mergeTaint(taintOf(a), taintOf(b)));
      case "^":
        if (a.k === "num" && b.k === "num") return num(a.n ^ b.n, mergeTaint(a.taint, b.taint), mergeVia(mergeVia(a.via, b.via), ["xor"]));
        return xorStrings(a, b);
      case "??":
      case "?:":
      case "||":
      case "or":
        return alt([a, b]);
      case "&&":
      case "and":
        return b;
      default:
        return num(0, mergeTaint(taintOf(a), taintOf(b)));
    }
  }

  private evSubscript(n: SyntaxNode): Val {
    const named = n.children.filter((c) => c.named);
    const obj = named[0];
    const keyNode = named[1];
    if (!obj) return unk();
    // $_ENV['X'], $_SERVER['X'], getenv-style reads of one variable
    if (obj.type === "variable_name" && keyNode) {
      const base = varName(this, obj);
      const key = keyNode.type === "name" ? str(this.text(keyNode)) : this.ev(keyNode);
      if (base === "_ENV" || base === "_SERVER") return envValue(this, key, n);
      if (SUPERGLOBAL_INPUT.has(base)) return unk([], { input: `$${base}[${exactText(key) ?? HOLE}]` });
      if (base === "GLOBALS") {
        const name = exactText(key);
        const defs = name ? this.defs.get(this.tree.root)?.get(name) : undefined;
        return defs ? this.defsValue(defs) : unk();
      }
    }
    const recv = this.ev(obj);
    if (!keyNode) return unk(taintOf(recv));
    const key = keyNode.type === "name" ? str(this.text(keyNode)) : this.ev(keyNode);
    return mapAlts(recv, (one) => {
      if (one.k === "hash") return hashGet(one, key);
      if (one.k === "seq") return key.k === "num" ? (one.items[key.n < 0 ? one.items.length + key.n : key.n] ?? unk(taintOf(one))) : unk(taintOf(one));
      if (one.k === "str" && key.k === "num") return derive(one, "slice", (t) => t.charAt(key.n < 0 ? t.length + key.n : key.n));
      if (one.k === "obj" && one.name === "passwd") {
        const k = exactText(key);
        if (k === "dir") return str("~");
        return unk(this.readSource("host-info", "host information", `posix_getpwuid()['${k ?? HOLE}']`, n, false));
      }
      return unk(taintOf(one), { fetched: fetchedOf(one), sock: sockOf(one), input: inputOf(one) });
    });
  }

  evFunctionCall(n: SyntaxNode): Val {
    const fn = n.children.find((c) => c.field === "function");
    const args = Args.of(this, n);
    if (!fn) return unk();
    if (fn.type === "name" || fn.type === "qualified_name") return this.callName(bareName(this.text(fn)), args, n);
    // $f(...), ${'a'.'b'}(...), (function () {…})(): the callee is a value
    const callee = this.ev(fn);
    return this.callValue(callee, args, n);
  }

  /** Calls a callable value: a function name (string), a closure, or `[$obj, 'method']`. */
  callValue(callee: Val, args: Args, n: SyntaxNode): Val {
    return mapAlts(callee, (one) => {
      if (one.k === "obj" && one.fn) return this.callClosure(one.fn, args);
      if (one.k === "seq" && one.items.length === 2) {
        const m = exactText(one.items[1]);
        if (m !== null) return this.callMethod(one.items[0], m.replace(/^.*::/, ""), args, n);
      }
      const name = exactText(one);
      if (name === null) {
        // a function the request names (`$f = strrev($req->get_param('probe')); $f($arg)`): any function, for whoever sends it
        const input = inputOf(one);
        if (input && !this.snippet.ctx.inDocs) this.emit({ kind: "remote-shell", detail: `a function named by the HTTP request (${input}) is called`, loc: this.loc(n) });
        return unk(mergeTaint(taintOf(one), args.taint()));
      }
      this.noteDynamicName(one, name, n);
      if (name.includes("::")) return this.callMethod({ k: "obj", name: name.split("::")[0], taint: [] }, name.split("::")[1], args, n);
      return this.callName(bareName(name), args, n);
    });
  }

  /** A function called by name: a local function, or one of PHP's. */
  callName(name: string, args: Args, n: SyntaxNode): Val {
    if (this.factCount >= MAX_FACTS_PER_FILE) return unk();
    if (this.functions.has(name) && !BUILTIN_SINKS.has(name)) return this.callLocal(name);
    return builtinCall(this, name, args, n);
  }

  private evMethodCall(n: SyntaxNode): Val {
    const obj = n.children.find((c) => c.field === "object");
    const nameNode = n.children.find((c) => c.field === "name");
    const args = Args.of(this, n);
    if (!obj || !nameNode) return unk();
    const recv = this.ev(obj);
    const name = nameNode.type === "name" ? this.text(nameNode) : exactText(this.ev(nameNode));
    if (name === null) return unk(mergeTaint(taintOf(recv), args.taint()));
    return mapAlts(recv, (one) => this.callMethod(one, name, args, n));
  }

  private evStaticCall(n: SyntaxNode): Val {
    const scope = n.children.find((c) => c.field === "scope");
    const nameNode = n.children.find((c) => c.field === "name");
    if (!scope || !nameNode) return unk();
    const cls = scope.type === "relative_scope" ? "self" : this.text(scope).replace(/^\\/, "");
    return this.callMethod({ k: "obj", name: cls, taint: [] }, this.text(nameNode), Args.of(this, n), n);
  }

  callMethod(recv: Val, name: string, args: Args, n: SyntaxNode): Val {
    if (this.factCount >= MAX_FACTS_PER_FILE) return unk();
    if (recv.k === "obj") return objCall(this, recv, name, args, n);
    if (this.functions.has(name.toLowerCase())) return this.callLocal(name.toLowerCase());
    // a WordPress REST route's request (`$request->get_param('c')`): what whoever calls the route sent
    if (WP_REQUEST_METHODS.has(name) && (this.wpRest ??= /\bregister_rest_route\s*\(|\bWP_REST_Request\b/.test(this.snippet.text))) {
      const key = args.at(0) ? exactText(args.at(0)!) : null;
      return unk([], { input: `->${name}(${key ?? ""})` });
    }
    return unk(mergeTaint(taintOf(recv), args.taint()), { fetched: fetchedOf(recv), sock: sockOf(recv), input: inputOf(recv) });
  }

  /** A function or method defined in this file: its return value (parameters bound from every call site). */
  callLocal(name: string): Val {
    const out: Val[] = [];
    for (const f of (this.functions.get(name) ?? []).slice(0, 4)) out.push(this.returnsOf(f));
    return out.length ? alt(out) : unk();
  }

  private returnsOf(f: SyntaxNode): Val {
    const body = f.children.find((c) => c.field === "body");
    if (!body) return unk();
    if (f.type === "arrow_function") return this.ev(body);
    const out: Val[] = [];
    for (const r of returnsIn(body, 8)) {
      const a = r.children.find((c) => c.named && c.type !== "comment");
      if (a) out.push(this.ev(a));
    }
    return out.length ? alt(out) : unk();
  }

  /** A closure called with known arguments (`array_map(fn($c) => chr($c), …)`): its return, parameters bound. */
  callClosure(fn: SyntaxNode, args: Args): Val {
    const params = (fn.children.find((c) => c.field === "parameters")?.children ?? []).filter((p) => /parameter$/.test(p.type));
    const names = params.map((p) => {
      const nm = p.children.find((c) => c.field === "name");
      return nm ? varName(this, nm) : "";
    });
    const vals = args.positional();
    const saved = names.map((nm) => this.overrides.get(nm));
    names.forEach((nm, i) => nm && this.overrides.set(nm, vals[i] ?? unk()));
    try {
      return this.returnsOf(fn);
    } finally {
      names.forEach((nm, i) => {
        if (!nm) return;
        if (saved[i]) this.overrides.set(nm, saved[i]!);
        else this.overrides.delete(nm);
      });
    }
  }

  /** A function name built at run time (`$f = 'sys'.'tem'`, `call_user_func(str_rot13('flfgrz'))`) is itself a disguise. */
  noteDynamicName(nameV: Val, text: string, n: SyntaxNode): void {
    const via = viaOf(nameV);
    const how = via.find((d) => OBFUSCATING.includes(d)) ?? via.find((d) => d === "concat" || d === "join" || d === "format" || d === "replace" || d === "slice");
    if (how) this.emit({ kind: "obfuscation", how, detail: `name ${text} built at run time`, loc: this.loc(n) });
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
      const cls = f.text === HOLE ? null : sourceOfPath(f.text.replace(/\/\*\*?$/, "/*"));
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

  /** The skill file an `include` names, resolved against this file's folder (and the skill root). */
  skillFile(spec: string): string | null {
    const dir = this.snippet.path.includes("/") ? this.snippet.path.slice(0, this.snippet.path.lastIndexOf("/")) : "";
    const rel = spec.replace(/^\.\//, "");
    for (const cand of [normalizeSkillPath(dir ? `${dir}/${rel}` : rel), normalizeSkillPath(rel)]) if (cand && this.analyzer.files.has(cand)) return cand;
    return null;
  }

  /** The feeds of the variable a call's result is bound to (`$fh = fopen(…)` → `fwrite($fh, …)`). */
  feedsOf(call: SyntaxNode): Feed[] {
    let p = call.parent;
    while (p && (p.type === "parenthesized_expression" || p.type === "error_suppression_expression" || p.type === "binary_expression")) p = p.parent;
    if (p?.type === "assignment_expression") {
      const left = p.children.find((c) => c.field === "left");
      const key = left ? this.feedKey(left) : null;
      if (key) return this.feeds.get(key) ?? [];
    }
    return [];
  }

  /** The feeds of a variable passed as an argument (`curl_exec($ch)` → `curl_setopt($ch, …)`). */
  feedsOfArg(arg: SyntaxNode | null): Feed[] {
    if (!arg) return [];
    const key = this.feedKey(arg);
    return key ? (this.feeds.get(key) ?? []) : [];
  }

  run(): void {
    this.collect();
    for (const n of this.sites) {
      if (this.steps > STEP_BUDGET || this.factCount >= MAX_FACTS_PER_FILE) break;
      this.ev(n);
    }
  }
}

function pushDef<T>(m: Map<string, T[]>, k: string, v: T): void {
  const list = m.get(k);
  if (list) {
    if (list.length < 64) list.push(v);
  } else m.set(k, [v]);
}

function varName(file: PhpFile, n: SyntaxNode): string {
  return file.text(n).replace(/^\$/, "");
}

/** A function name as PHP resolves it: case-insensitive, namespace prefix dropped. */
function bareName(name: string): string {
  return name.slice(name.lastIndexOf("\\") + 1).toLowerCase();
}

function returnsIn(n: SyntaxNode, max: number): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const stack = [...n.children];
  while (stack.length && out.length < max) {
    const c = stack.pop()!;
    if (c.type === "return_statement") out.push(c);
    if (FUNCTION_TYPES.has(c.type) || c.type === "class_declaration") continue;
    stack.push(...c.children);
  }
  return out;
}

function parsePhpInt(t: string): number {
  const s = t.replace(/_/g, "").toLowerCase();
  if (/^0x/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0b/.test(s)) return parseInt(s.slice(2), 2);
  if (/^0o/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0\d/.test(s)) return parseInt(s.slice(1), 8);
  return parseInt(s, 10);
}

function xorStrings(a: Val, b: Val): Val {
  const x = exactText(a);
  const y = exactText(b);
  if (x === null || y === null || a.k !== "str" || b.k !== "str") return unk(mergeTaint(taintOf(a), taintOf(b)));
  let out = "";
  for (let i = 0; i < Math.min(x.length, y.length); i++) out += String.fromCharCode((x.charCodeAt(i) ^ y.charCodeAt(i)) & 0xff);
  return { k: "str", f: { ...known(out, mergeVia(mergeVia(a.f.via, b.f.via), ["xor"])), taint: mergeTaint(a.f.taint, b.f.taint) } };
}

function arrayMerge(vals: readonly Val[]): Val {
  if (vals.every((v) => v.k === "seq")) return seq(vals.flatMap((v) => (v as Seq).items), vals.some((v) => (v as Seq).open), vals.reduce((t, v) => mergeTaint(t, (v as Seq).taint), [] as Taint[]));
  const h: Hash = { k: "hash", keys: [], vals: [], taint: [] };
  for (const v of vals) {
    if (v.k === "hash") {
      h.keys.push(...v.keys);
      h.vals.push(...v.vals);
    } else if (v.k === "seq") v.items.forEach((it) => (h.keys.push(num(h.keys.length)), h.vals.push(it)));
    else h.taint = mergeTaint(h.taint, taintOf(v));
  }
  return h;
}

/** Path parts joined by one slash. */
function pathJoin(parts: readonly Val[]): Val {
  const out: Val[] = [];
  parts.forEach((p, i) => {
    if (i) {
      const prev = toF(out[out.length - 1]).text;
      const cur = toF(p).text;
      if (!prev.endsWith("/") && !cur.startsWith("/")) out.push(str("/"));
    }
    out.push(p);
  });
  return out.length === 1 ? out[0] : concatVals(out);
}

// ---------------------------------------------------------------------------------------------
// PHP's functions

/** PHP functions a file cannot redefine under the same name in the global namespace: always the sink. */
const BUILTIN_SINKS = new Set(["system", "exec", "shell_exec", "passthru", "popen", "proc_open", "pcntl_exec", "eval", "assert", "create_function", "call_user_func", "call_user_func_array", "file_put_contents", "unlink", "fsockopen", "curl_exec", "mail"]);
const ENV_PLACES: ReadonlyMap<string, string> = new Map([["HOME", "~"], ["USERPROFILE", "~"], ["TMPDIR", "/tmp"], ["TEMP", "/tmp"], ["TMP", "/tmp"], ["APPDATA", "~/appdata/roaming"], ["LOCALAPPDATA", "~/appdata/local"], ["XDG_CONFIG_HOME", "~/.config"]]);
const HOST_INFO_ENV = new Set(["USER", "USERNAME", "LOGNAME", "HOSTNAME", "COMPUTERNAME", "USERDOMAIN", "HOST"]);
const HOST_INFO_FUNCTIONS = new Set(["gethostname", "php_uname", "get_current_user", "posix_uname", "getmyuid", "posix_getlogin", "phpversion", "php_sapi_name"]);
const DNS_FUNCTIONS = new Set(["dns_get_record", "gethostbyname", "gethostbynamel", "checkdnsrr", "dns_check_record", "getmxrr", "dns_get_mx"]);
const CALLBACK_FUNCTIONS: ReadonlyMap<string, { cb: number; data: number | null }> = new Map([
  ["array_map", { cb: 0, data: 1 }], ["array_walk", { cb: 1, data: 0 }], ["array_filter", { cb: 1, data: 0 }], ["usort", { cb: 1, data: null }],
  ["register_shutdown_function", { cb: 0, data: null }], ["register_tick_function", { cb: 0, data: null }], ["iterator_apply", { cb: 1, data: null }],
  ["forward_static_call", { cb: 0, data: null }], ["forward_static_call_array", { cb: 0, data: null }], ["array_reduce", { cb: 1, data: null }], ["set_error_handler", { cb: 0, data: null }],
]);

function builtinCall(file: PhpFile, name: string, args: Args, n: SyntaxNode): Val {
  const a0 = () => args.at(0) ?? unk();
  const mb = name.startsWith("mb_") ? name.slice(3) : name;
  switch (mb) {
    // --- strings
    case "base64_decode":
      return derive(a0(), "base64", decodeBase64);
    case "base64_encode":
      return derive(a0(), null, (s) => btoa(bytesToBinary(textBytes(s))));
    case "str_rot13":
      return derive(a0(), "rot13", rot13);
    case "strrev":
      return derive(a0(), "reverse", (t) => Array.from(t).reverse().join(""));
    case "strtolower":
    case "strtoupper":
    case "ucfirst":
    case "lcfirst":
    case "ucwords":
      return mapKnown(a0(), (t) => (mb === "strtolower" ? t.toLowerCase() : mb === "strtoupper" ? t.toUpperCase() : mb === "ucfirst" ? t.charAt(0).toUpperCase() + t.slice(1) : mb === "lcfirst" ? t.charAt(0).toLowerCase() + t.slice(1) : t.replace(/\b[a-z]/g, (c) => c.toUpperCase())));
    case "trim":
    case "ltrim":
    case "rtrim":
    case "chop": {
      const chars = args.at(1) ? exactText(args.at(1)) : null;
      if (args.at(1) && chars === null) return a0();
      const set = chars ?? " \t\n\r\0\x0B";
      const strip = (t: string, left: boolean, right: boolean) => {
        let a = 0;
        let b = t.length;
        while (left && a < b && set.includes(t[a])) a++;
        while (right && b > a && set.includes(t[b - 1])) b--;
        return t.slice(a, b);
      };
      return mapKnown(a0(), (t) => strip(t, mb !== "rtrim" && mb !== "chop", mb !== "ltrim"));
    }
    case "substr": {
      const s = args.at(1);
      const l = args.at(2);
      if (s?.k !== "num" || (l && l.k !== "num")) return unk(taintOf(a0()));
      return derive(a0(), "slice", (t) => phpSubstr(t, s.n, l && l.k === "num" ? l.n : null));
    }
    case "str_replace":
    case "str_ireplace":
      return strReplace(args.at(0), args.at(1), args.at(2), mb === "str_ireplace");
    case "strtr":
      return strtr(a0(), args.at(1), args.at(2));
    case "preg_replace":
      return pregReplace(file, n, args);
    case "str_repeat": {
      const c = args.at(1);
      return c?.k === "num" && c.n >= 0 ? derive(a0(), null, (t) => (t.length * c.n <= MAX_FOLDED ? t.repeat(c.n) : null)) : unk(taintOf(a0()));
    }
    case "str_split":
    case "explode": {
      const s = mb === "explode" ? args.at(1) : args.at(0);
      const sep = mb === "explode" ? exactText(args.at(0)) : null;
      const size = mb === "str_split" ? (args.at(1)?.k === "num" ? (args.at(1) as Num).n : 1) : 0;
      const t = s ? exactText(s) : null;
      if (!s || t === null) return seq([], true, s ? taintOf(s) : []);
      const via = s.k === "str" ? s.f.via : [];
      if (mb === "explode") return sep ? seq(t.split(sep).map((x) => str(x, via))) : seq([], true);
      const out: Val[] = [];
      for (let i = 0; i < t.length && out.length < MAX_ITEMS; i += Math.max(size, 1)) out.push(str(t.slice(i, i + Math.max(size, 1)), via));
      return seq(out);
    }
    case "implode":
    case "join": {
      const x = args.at(0);
      const y = args.at(1);
      if (!y) return joinItems(x ?? unk(), str(""));
      return x && (x.k === "seq" || x.k === "hash") ? joinItems(x, y) : joinItems(y, x);
    }
    case "sprintf":
    case "vsprintf": {
      const all = args.positional();
      if (!all.length) return unk();
      const rest = mb === "vsprintf" ? (itemsOf(all[1] ?? unk()) ?? [unk(taintOf(all[1] ?? unk()))]) : all.slice(1);
      return mapAlts(all[0], (fmt) => phpFormat(fmt, rest));
    }
    case "chr": {
      const c = a0();
      return mapAlts(c, (one) => (one.k === "num" ? str(String.fromCharCode(((one.n % 256) + 256) % 256), mergeVia(one.via, ["charcode"])) : unk(taintOf(one))));
    }
    case "ord": {
      const t = exactText(a0());
      return t ? num(t.charCodeAt(0) & 0xff) : unk(taintOf(a0()));
    }
    case "hex2bin":
      return mapAlts(derive(a0(), "hex", hexToBinary), (x) => (x.k === "str" && x.f.exact ? { ...x, f: { ...x.f, text: binaryToText(x.f.text) } } : x));
    case "bin2hex":
      return derive(a0(), null, binaryToHex);
    case "pack":
      return pack(exactText(args.at(0)), args.positional().slice(1));
    case "gzinflate":
    case "gzuncompress":
    case "gzdecode":
    case "zlib_decode":
      return derive(a0(), "compress", (s) => {
        const out = inflateBytes(latin1(s), mb === "gzinflate" ? "raw" : mb === "gzuncompress" ? "zlib" : mb === "gzdecode" ? "gzip" : "auto");
        return out ? bytesToBinary(out) : null;
      });
    case "urldecode":
    case "rawurldecode":
      return derive(a0(), "percent", (s) => decodeUrlText(s, mb === "urldecode"));
    case "urlencode":
    case "rawurlencode":
      return derive(a0(), null, (s) => encodeURIComponent(s));
    case "escapeshellarg":
      return mapAlts(a0(), (one) => concatVals([str("'"), derive(one, null, (t) => t.replace(/'/g, "'\\''")), str("'")]));
    case "stripslashes":
      return derive(a0(), null, (t) => t.replace(/\\(.)/g, "$1"));
    case "html_entity_decode":
    case "htmlspecialchars_decode":
      return derive(a0(), "escape", (t) => t.replace(/&#x([0-9a-f]+);/gi, (_, h: string) => safeCodePoint(parseInt(h, 16))).replace(/&#(\d+);/g, (_, d: string) => safeCodePoint(Number(d))).replace(/&quot;/g, '"').replace(/&#0?39;|&apos;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
    case "intval":
    case "hexdec":
    case "octdec":
    case "bindec": {
      const t = exactText(a0());
      const base = mb === "hexdec" ? 16 : mb === "octdec" ? 8 : mb === "bindec" ? 2 : args.at(1)?.k === "num" ? (args.at(1) as Num).n : 10;
      return t !== null ? num(parseInt(t, base) || 0) : unk(taintOf(a0()));
    }
    case "dechex":
    case "decoct": {
      const v = a0();
      return v.k === "num" ? str(v.n.toString(mb === "dechex" ? 16 : 8)) : unk(taintOf(v));
    }
    case "strval":
    case "escapeshellcmd":
    case "htmlspecialchars":
    case "htmlentities":
    case "addslashes":
    case "str_pad":
    case "nl2br":
    case "convert_encoding":
    case "utf8_encode":
    case "utf8_decode":
    case "iconv":
    case "realpath":
    case "strip_tags":
      return mb === "iconv" ? (args.at(2) ?? unk()) : a0();
    case "array_reverse": {
      const v = a0();
      return v.k === "seq" ? seq([...v.items].reverse(), v.open, v.taint) : v;
    }
    case "array_merge":
      return arrayMerge(args.positional());
    case "array_values":
    case "array_unique":
    case "array_slice":
    case "array_filter":
      if (mb === "array_filter" && args.at(1)) break;
      return a0().k === "hash" ? seq((a0() as Hash).vals, false, (a0() as Hash).taint) : a0();
    case "array_keys": {
      const v = a0();
      return v.k === "hash" ? seq(v.keys) : unk(taintOf(v));
    }
    case "array_pop":
    case "array_shift":
    case "end":
    case "reset":
    case "current": {
      const items = itemsOf(a0());
      return items?.length ? items[mb === "array_pop" || mb === "end" ? items.length - 1 : 0] : unk(taintOf(a0()));
    }
    case "json_encode":
    case "serialize":
      return fromF(jsonOf(a0()), a0());
    case "print_r":
    case "var_export":
      return args.at(1) ? fromF(toF(a0()), a0()) : unk();
    case "http_build_query":
      return urlEncodeForm(a0());
    case "json_decode":
      return unk(taintOf(a0()), { fetched: fetchedOf(a0()), input: inputOf(a0()) });
    case "unserialize":
      deserialize(file, n, a0());
      return unk(taintOf(a0()));
    case "compact":
      return unk();
    // --- places and the environment
    case "getenv":
    case "apache_getenv":
      if (!args.positional().length) return unk(file.readSource("env-all", "the whole environment", "getenv()", n));
      return envValue(file, a0(), n);
    case "sys_get_temp_dir":
      return str("/tmp");
    case "tempnam":
      return pathJoin([args.at(0) ?? str("/tmp"), unk()]);
    case "getcwd":
      return str(".");
    case "dirname":
      return derive(a0(), null, (s) => (s.includes("/") ? s.slice(0, s.lastIndexOf("/")) || "/" : "."));
    case "basename":
      return derive(a0(), null, (s) => s.slice(s.lastIndexOf("/") + 1));
    case "posix_getpwuid":
    case "posix_getpwnam":
      return { k: "obj", name: "passwd", taint: [] };
    case "glob": {
      const p = a0();
      file.listTaint(p, n);
      return seq([p], true);
    }
    case "scandir":
    case "readdir": {
      if (mb === "scandir") file.listTaint(a0(), n);
      return seq([str("*")], true);
    }
    case "opendir":
      file.listTaint(a0(), n);
      return { k: "obj", name: "dir", path: a0(), taint: [] };
    // --- files
    case "file_get_contents":
    case "file":
    case "readfile":
    case "fopen":
    case "gzopen":
    case "get_headers":
      return openTarget(file, n, mb, args);
    case "fread":
    case "fgets":
    case "fgetc":
    case "fgetss":
    case "fgetcsv":
    case "stream_get_contents":
    case "stream_get_line":
    case "socket_read":
    case "socket_recv":
    case "fscanf": {
      const h = a0();
      const sock = sockOf(h);
      if (sock) return unk([], { fetched: `socket://${sock.dest ?? HOLE}`, sock });
      return unk(taintOf(h), { fetched: fetchedOf(h), input: inputOf(h) });
    }
    case "fwrite":
    case "fputs":
    case "socket_write":
    case "socket_send": {
      const h = a0();
      const sock = sockOf(h);
      if (sock) return socketSend(file, n, sock, args.at(1) ?? unk());
      return num(1);
    }
    case "socket_sendto": {
      const host = exactText(args.at(4));
      return socketSend(file, n, { dest: host ? `${host}:${toF(args.at(5) ?? unk()).text}` : null }, args.at(1) ?? unk());
    }
    case "file_put_contents": {
      const flags = args.at(2);
      const append = !!flags && ((flags.k === "num" && (flags.n & 8) !== 0) || /FILE_APPEND/.test(toF(flags).text));
      const data = args.at(1);
      return emitWrite(file, n, args.at(0), data && (data.k === "seq" || data.k === "hash") ? joinItems(data, str("")) : data, append ? "append" : "write");
    }
    case "copy":
    case "rename":
    case "move_uploaded_file":
      return emitCopy(file, n, args.at(0), args.at(1));
    case "symlink":
    case "link":
      return emitWrite(file, n, args.at(1), args.at(0), "link");
    case "chmod":
      return emitChmod(file, n, args.at(1), [a0()]);
    case "chown":
    case "lchown": {
      const owner = exactText(args.at(1));
      return emitWrite(file, n, a0(), str(`owner ${owner ?? HOLE}`), "chmod");
    }
    case "posix_setuid":
    case "posix_seteuid":
    case "posix_setgid":
    case "posix_setegid": {
      const v = a0();
      if (v.k === "num" && v.n === 0) file.emit({ kind: "privilege", what: "setuid", detail: `${mb}(0)`, loc: file.loc(n) });
      return num(1);
    }
    case "unlink":
    case "rmdir":
      return emitDelete(file, n, args.at(0));
    // --- network
    case "fsockopen":
    case "pfsockopen":
    case "stream_socket_client": {
      const host = toF(a0()).text.replace(/^(?:tcp|udp|ssl|tls):\/\//i, "");
      const port = mb === "stream_socket_client" ? null : args.at(1);
      const dest = host === HOLE ? null : port ? `${host}:${toF(port).text}` : host;
      return openSocket(file, n, dest);
    }
    case "socket_create":
      return openSocket(file, n, null);
    case "socket_connect": {
      const sock = sockOf(a0());
      const host = exactText(args.at(1));
      if (sock && host && !sock.dest) {
        sock.dest = `${host}:${toF(args.at(2) ?? unk()).text}`;
        mineCheck(file, sock.dest, n);
      }
      return num(1);
    }
    case "curl_init":
      return { k: "obj", name: "curl", made: { node: n, args }, taint: [] };
    case "curl_exec":
    case "curl_multi_add_handle":
      return curlExec(file, n, mb === "curl_exec" ? args : args.rest());
    case "stream_context_create":
      return { k: "obj", name: "stream-context", made: { node: n, args }, taint: taintOf(a0()) };
    case "mail":
      return mailSend(file, n, args);
    case "ftp_connect":
    case "ftp_ssl_connect":
      return { k: "obj", name: "ftp", made: { node: n, args }, taint: [] };
    case "ftp_put":
    case "ftp_fput":
      return ftpSend(file, n, args);
    // --- commands and code
    case "system":
    case "exec":
    case "shell_exec":
    case "passthru":
    case "popen":
    case "proc_open":
      return execCall(file, n, mb, args);
    case "pcntl_exec": {
      const argv = args.at(1);
      return execArgv(file, n, [a0(), ...(argv ? (itemsOf(argv) ?? [seq([], true, taintOf(argv))]) : [])], false);
    }
    case "eval":
      return codeExec(file, n, args.at(0), args.node(0));
    case "assert": {
      const v = a0();
      if (alts(v).some((x) => x.k === "str" && (x.f.text !== HOLE || x.f.taint.length || x.fetched || x.input))) return codeExec(file, n, v, args.node(0));
      return num(1);
    }
    case "create_function":
      codeExec(file, n, args.at(1), args.node(1));
      return { k: "obj", name: "Closure", taint: [] };
    case "call_user_func":
    case "call_user_func_array": {
      const cb = args.at(0);
      if (!cb) return unk();
      const rest = mb === "call_user_func" ? args.rest() : Args.fromVals(file, itemsOf(args.at(1) ?? unk()) ?? [unk(taintOf(args.at(1) ?? unk()))]);
      return file.callValue(cb, rest, n);
    }
    case "function_exists":
    case "is_callable":
    case "file_exists":
    case "is_dir":
    case "is_file":
    case "mkdir":
    case "touch":
    case "set_time_limit":
    case "ignore_user_abort":
    case "error_reporting":
    case "ini_set":
    case "header":
    case "curl_setopt":
    case "curl_setopt_array":
    case "curl_close":
    case "fclose":
    case "define":
    case "strlen":
    case "count":
      return num(1);
  }
  if (HOST_INFO_FUNCTIONS.has(name)) return unk(file.readSource("host-info", "host information", `${name}()`, n));
  if (DNS_FUNCTIONS.has(name)) return dnsSend(file, n, args.at(0));
  const cbSpec = CALLBACK_FUNCTIONS.get(name);
  if (cbSpec) return callbackCall(file, n, args, cbSpec);
  return unk(args.taint());
}

/** `array_map('unlink', glob(…))`, `array_map(fn($c) => chr($c), …)`, `register_shutdown_function('system', …)`. */
function callbackCall(file: PhpFile, n: SyntaxNode, args: Args, spec: { cb: number; data: number | null }): Val {
  const cb = args.at(spec.cb);
  if (!cb) return unk();
  if (spec.data === null) {
    const rest = args.positional().slice(spec.cb + 1);
    return file.callValue(cb, Args.fromVals(file, rest), n);
  }
  const data = args.at(spec.data) ?? unk();
  const items = itemsOf(data);
  if (items && items.length <= 512) return seq(items.map((it) => file.callValue(cb, Args.fromVals(file, [it]), n)), false, data.k === "seq" ? data.taint : []);
  // an open list (glob's matches): the callback sees a typical item
  const one = data.k === "seq" && data.items.length ? alt(data.items) : unk(taintOf(data), { fetched: fetchedOf(data), input: inputOf(data) });
  file.callValue(cb, Args.fromVals(file, [one]), n);
  return seq([], true, taintOf(data));
}

function envValue(file: PhpFile, nameV: Val, n: SyntaxNode): Val {
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
  }
  return alt(out);
}

function strReplace(search: Val | null, replace: Val | null, subject: Val | null, ci: boolean): Val {
  if (!search || !replace || !subject) return unk();
  const searches = (itemsOf(search) ?? [search]).map(exactText);
  const reps = itemsOf(replace);
  const repFor = (i: number) => (reps ? exactText(reps[i] ?? str("")) : exactText(replace));
  if (searches.some((s) => s === null) || searches.some((_, i) => repFor(i) === null)) return unk(mergeTaint(taintOf(subject), taintOf(replace)));
  const list = searches as string[];
  const apply = (t: string) => list.reduce<string>((acc, s, i) => (s ? (ci ? acc.replace(new RegExp(s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi"), () => repFor(i)!) : acc.split(s).join(repFor(i)!)) : acc), t);
  return mapAlts(subject, (one) => {
    if (one.k === "str" && !one.f.exact) return fromF({ ...one.f, text: apply(one.f.text), via: mergeVia(one.f.via, ["replace"]) }, one);
    return addTaint(derive(one, "replace", apply), taintOf(replace));
  });
}

function strtr(s: Val, from: Val | null, to: Val | null): Val {
  if (from && from.k === "hash") {
    const pairs = from.keys.map((k, i) => [exactText(k), exactText(from.vals[i])] as const).filter((p): p is readonly [string, string] => p[0] !== null && p[0] !== "" && p[1] !== null);
    pairs.sort((a, b) => b[0].length - a[0].length);
    return derive(s, "replace", (t) => {
      let out = "";
      for (let i = 0; i < t.length; ) {
        const hit = pairs.find(([k]) => t.startsWith(k, i));
        if (hit) {
          out += hit[1];
          i += hit[0].length;
        } else out += t[i++];
      }
      return out;
    });
  }
  const f = exactText(from);
  const tt = exactText(to);
  if (f === null || tt === null) return unk(taintOf(s));
  const len = Math.min(f.length, tt.length);
  const map = new Map<string, string>();
  for (let i = 0; i < len; i++) map.set(f[i], tt[i]);
  const exact = exactText(s);
  const isRot = exact !== null && /[a-z]/i.test(exact) && Array.from(exact, (c) => map.get(c) ?? c).join("") === rot13(exact);
  return derive(s, isRot ? "rot13" : "replace", (t) => Array.from(t, (c) => map.get(c) ?? c).join(""));
}

/** `preg_replace`: the /e modifier evaluates the replacement as PHP code (PHP < 7); otherwise a regex replace. */
function pregReplace(file: PhpFile, n: SyntaxNode, args: Args): Val {
  const pat = args.at(0);
  const rep = args.at(1);
  const subject = args.at(2) ?? unk();
  const p = exactText(pat);
  const m = p !== null ? /^([^\w\s\\])([\s\S]*)\1([a-zA-Z]*)$/.exec(p.trim()) ?? /^\(([\s\S]*)\)([a-zA-Z]*)$/.exec(p.trim()) : null;
  const mods = m ? (m.length === 4 ? m[3] : m[2]) : "";
  if (m && mods.includes("e")) {
    codeExec(file, n, rep, args.node(1));
    return unk(taintOf(subject));
  }
  const r = exactText(rep);
  if (!m || r === null) return unk(mergeTaint(taintOf(subject), rep ? taintOf(rep) : []));
  let re: RegExp;
  try {
    re = new RegExp(m.length === 4 ? m[2] : m[1], `g${mods.includes("i") ? "i" : ""}${mods.includes("s") ? "s" : ""}${mods.includes("m") ? "m" : ""}`);
  } catch {
    return unk(taintOf(subject));
  }
  const jsRep = r.replace(/\$/g, "$$$$").replace(/\\(\d)|\$\$(\d)|\$\$\{(\d)\}/g, (_, a?: string, b?: string, c?: string) => `$${a ?? b ?? c}`);
  return derive(subject, "replace", (t) => t.replace(re, jsRep));
}

/** `pack('H*', hex)`, `pack('C*', 105, 100)`, `pack('a*', s)`. */
function pack(fmt: string | null, vals: readonly Val[]): Val {
  if (fmt === null) return unk(vals.reduce((t, v) => mergeTaint(t, taintOf(v)), [] as Taint[]));
  const d = fmt.replace(/\s+/g, "");
  const first = vals[0] ?? unk();
  if (/^[Hh]\*?\d*$/.test(d)) return mapAlts(derive(first, "hex", (s) => (d.startsWith("h") ? hexToBinary(s.replace(/(.)(.)/g, "$2$1")) : hexToBinary(s))), (x) => (x.k === "str" && x.f.exact ? { ...x, f: { ...x.f, text: binaryToText(x.f.text) } } : x));
  if (/^(?:[cC]\*|[cC]+\d*)$/.test(d)) {
    const flat = vals.flatMap((v) => itemsOf(v) ?? [v]);
    if (!flat.every((i) => i.k === "num")) return unk(vals.reduce((t, v) => mergeTaint(t, taintOf(v)), [] as Taint[]));
    const text = binaryToText(flat.map((c) => String.fromCharCode((c as Num).n & 0xff)).join(""));
    return str(text, flat.reduce((acc, i) => mergeVia(acc, viaOf(i)), ["charcode"] as Decoding[]));
  }
  if (/^[aA]\*?\d*$/.test(d)) return first;
  return unk(vals.reduce((t, v) => mergeTaint(t, taintOf(v)), [] as Taint[]));
}

// ---------------------------------------------------------------------------------------------
// Objects: clients, processes, iterators

function construct(file: PhpFile, n: SyntaxNode): Val {
  const clsNode = n.children.find((c) => c.named && c.type !== "arguments");
  const args = Args.of(file, n);
  const cls = clsNode ? file.text(clsNode).replace(/^\\/, "") : "";
  const short = cls.slice(cls.lastIndexOf("\\") + 1);
  const made: Obj = { k: "obj", name: short, made: { node: n, args }, taint: [] };
  switch (short) {
    case "RecursiveDirectoryIterator":
    case "DirectoryIterator":
    case "FilesystemIterator":
    case "GlobIterator": {
      const p = args.at(0) ?? unk();
      file.listTaint(p, n);
      return { ...made, path: p };
    }
    case "RecursiveIteratorIterator":
    case "IteratorIterator": {
      const inner = args.at(0);
      const path = inner ? alts(inner).find((a): a is Obj => a.k === "obj" && !!a.path)?.path : undefined;
      return path ? { ...made, path } : made;
    }
    case "SplFileObject":
    case "SplFileInfo":
      return { ...made, path: args.at(0) ?? unk() };
    case "ReflectionFunction": {
      const fn = args.at(0);
      return { ...made, path: fn ?? unk() };
    }
  }
  made.taint = args.taint();
  return made;
}

const HTTP_VERBS = new Set(["get", "post", "put", "patch", "delete", "head", "options"]);
const GUZZLE_LIKE = new Set(["Client", "GuzzleHttp\\Client", "HttpClient", "CurlHttpClient", "NativeHttpClient", "Http", "PendingRequest", "Browser"]);
/** Laravel's Http builder methods: each returns the configured client, with what it was given. */
const HTTP_BUILDERS = new Set(["withtoken", "withheaders", "withbasicauth", "withdigestauth", "withoptions", "withbody", "asform", "asjson", "acceptjson", "accept", "timeout", "retry", "baseurl", "withuseragent", "withcookies", "withqueryparameters", "connecttimeout", "withoutverifying", "create", "withurlparameters"]);

function objCall(file: PhpFile, o: Obj, name: string, args: Args, n: SyntaxNode): Val {
  const lname = name.toLowerCase();
  const cls = o.name.slice(o.name.lastIndexOf("\\") + 1);
  if (cls === "self" || cls === "static" || cls === "parent" || cls === "$this") {
    if (file.functions.has(lname)) return file.callLocal(lname);
    return unk(args.taint());
  }
  if (GUZZLE_LIKE.has(cls) || cls === "http-client") return httpClient(file, o, lname, args, n);
  switch (cls) {
    case "SplFileInfo":
      if (/^(?:getrealpath|getpathname|getfilename|__tostring)$/.test(lname)) return o.path ?? unk();
      if (lname === "isdir" || lname === "isfile") return num(1);
      return unk(o.taint);
    case "SplFileObject":
      if (lname === "fwrite") return emitWrite(file, n, o.path ?? null, args.at(0), "write");
      return fileContents(file, n, o.path ?? unk());
    case "ReflectionFunction":
      if (lname === "invoke" || lname === "invokeargs") return file.callValue(o.path ?? unk(), lname === "invoke" ? args : Args.fromVals(file, itemsOf(args.at(0) ?? unk()) ?? []), n);
      return unk();
    case "Process":
      return processCall(file, o, lname, args, n);
    case "File":
    case "Storage":
    case "Filesystem":
      return filesystemCall(file, lname, args, n);
  }
  if (file.functions.has(lname)) return file.callLocal(lname);
  return unk(mergeTaint(o.taint, args.taint()), { fetched: o.fetched, sock: o.sock });
}

/** Symfony Process (`new Process([...])->run()`, `Process::fromShellCommandline`) and Laravel's `Process::run`. */
function processCall(file: PhpFile, o: Obj, name: string, args: Args, n: SyntaxNode): Val {
  if (name === "fromshellcommandline") return { k: "obj", name: "Process", made: { node: n, args }, taint: [] };
  const cmd = name === "run" && !o.made ? args.at(0) : /^(?:run|mustrun|start|wait)$/.test(name) ? (o.made?.args.at(0) ?? null) : null;
  if (!cmd) return unk();
  return mapAlts(cmd, (c) => (c.k === "seq" ? execArgv(file, n, c.items, false) : execShell(file, n, c, false)));
}

/** Laravel's File/Storage facades and Symfony's Filesystem. */
function filesystemCall(file: PhpFile, name: string, args: Args, n: SyntaxNode): Val {
  switch (name) {
    case "put":
    case "dumpfile":
      return emitWrite(file, n, args.at(0), args.at(1), "write");
    case "append":
    case "appendtofile":
      return emitWrite(file, n, args.at(0), args.at(1), "append");
    case "get":
      return fileContents(file, n, args.at(0) ?? unk());
    case "delete":
    case "deletedirectory":
    case "remove":
    case "cleandirectory":
      for (const p of args.positional()) emitDelete(file, n, p.k === "seq" ? alt(p.items) : p);
      return num(1);
    case "copy":
    case "move":
    case "rename":
      return emitCopy(file, n, args.at(0), args.at(1));
    case "chmod":
      return emitChmod(file, n, args.at(1), [args.at(0) ?? unk()]);
  }
  return unk(args.taint());
}

// ---------------------------------------------------------------------------------------------
// Commands and code

function isLiteralNode(n: SyntaxNode | null): boolean {
  if (!n) return false;
  if (n.type === "string" || n.type === "nowdoc") return true;
  if (n.type === "encapsed_string" || n.type === "heredoc") return (n.type === "heredoc" ? (n.children.find((c) => c.field === "value")?.children ?? []) : n.children).every((c) => !c.named || c.type === "string_content" || c.type === "escape_sequence");
  if (n.type === "array_creation_expression") return n.children.filter((c) => c.type === "array_element_initializer").every((c) => c.children.filter((x) => x.named).every(isLiteralNode));
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
  [/^php[0-9.]*$/, "other"],
];

/** An interactive shell (no script, no -c): what a reverse shell starts. */
const BARE_SHELL_RE = /(?:^|[;&|]\s*)(?:\S*\/)?(?:sh|bash|zsh|dash|ksh|cmd(?:\.exe)?|powershell(?:\.exe)?)(?:\s+-i)?\s*$/i;
const FD_REDIRECT_RE = /[<>]&\s*\d|\b\d[<>]&/;

/** The output of a command: private data when the command prints a credential store, a download's URL for curl/wget. */
function commandOutput(file: PhpFile, n: SyntaxNode, text: string, taint: readonly Taint[]): Str {
  let t = [...taint];
  const k = sourceOfCommand(text);
  if (k) t = mergeTaint(t, file.readSource(k.source, k.what, text.slice(0, 200), n, false));
  const url = /^(?:\S*\/)?(?:curl|wget)\b[^|;&]*?\b((?:https?|ftp):\/\/\S+)/.exec(text);
  return unk(t, url ? { fetched: url[1].replace(/["']$/, "") } : undefined);
}

/** `system`, `exec`, `shell_exec`, `passthru`, `popen`, `proc_open`: a string runs in the shell, an array (proc_open) is an argv. */
function execCall(file: PhpFile, n: SyntaxNode, name: string, args: Args): Val {
  const cmd = args.at(0);
  if (!cmd) return unk();
  let wired = false;
  if (name === "proc_open") {
    const desc = args.at(1);
    const sock = desc ? [...(itemsOf(desc) ?? [])].map(sockOf).find(Boolean) : undefined;
    if (sock) {
      file.emit({ kind: "remote-shell", detail: `${toF(cmd).text.slice(0, 120)} with its streams on a socket to ${sock.dest ?? HOLE}`, loc: file.loc(n) });
      wired = true;
    }
  }
  const out = mapAlts(cmd, (c) => (c.k === "seq" ? execArgv(file, n, c.items, isLiteralNode(args.node(0))) : execShell(file, n, c, isLiteralNode(args.node(0)), wired)));
  if (name === "popen" || name === "proc_open") {
    const fed = file.feedsOf(n).filter((f) => f.fn === "fwrite" || f.fn === "fputs").slice(0, 16);
    if (fed.length) feedInterpreter(file, n, cmd, fed.map((f) => (f.value ? file.ev(f.value) : unk())));
  }
  return out;
}

function execShell(file: PhpFile, n: SyntaxNode, cmd: Val, literal: boolean, wired = false): Val {
  const out: Val[] = [];
  for (const a of alts(cmd).slice(0, 4)) {
    const f = toF(a);
    let fetched = fetchedOf(a);
    for (const w of f.text.split(/\s+/).slice(0, 8)) fetched ??= file.downloads.get(stripDotSlash(w));
    const input = inputOf(a);
    file.emit({ kind: "exec", lang: "shell", command: f, dynamic: isDynamic(f, fetched, literal, false) || !!input, fetched: fetched ?? null, loc: file.loc(n) });
    if (sockOf(a) || fetched?.startsWith("socket://")) file.emit({ kind: "remote-shell", detail: `commands received from ${fetched ?? "a socket"} run in a shell`, loc: file.loc(n) });
    // A handler that runs what the request says is a webshell when the skill ships it; the same in documentation is an
    // example of server code (often of the vulnerability itself), which nothing here serves.
    else if (input && !file.snippet.ctx.inDocs) file.emit({ kind: "remote-shell", detail: `commands from the HTTP request (${input}) run in a shell`, loc: file.loc(n) });
    else if (!wired && file.sockets.length && (FD_REDIRECT_RE.test(f.text) || BARE_SHELL_RE.test(f.text.trim()))) {
      const s = file.sockets[0];
      file.emit({ kind: "remote-shell", detail: `${f.text.slice(0, 120)} started next to a socket to ${s.dest ?? HOLE}`, loc: file.loc(n) });
    }
    file.analyzeCode("shell", f, n);
    out.push(commandOutput(file, n, f.text, f.taint));
  }
  return alt(out);
}

function execArgv(file: PhpFile, n: SyntaxNode, words: readonly Val[], literal: boolean): Val {
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
  return commandOutput(file, n, command.text, command.taint);
}

/** Code written to an interpreter's stdin (`popen('sh', 'w')` + `fwrite`) runs in it. */
function feedInterpreter(file: PhpFile, n: SyntaxNode, cmd: Val, data: readonly Val[]): void {
  const c = toF(cmd.k === "seq" ? (cmd.items[0] ?? unk()) : cmd).text.trim().split(/\s+/)[0];
  const base = c.slice(c.lastIndexOf("/") + 1);
  const interp = INTERPRETERS.find(([re]) => re.test(base));
  if (!interp) return;
  const code = concatVals(data);
  const f = toF(code);
  const fetched = fetchedOf(code);
  file.emit({ kind: "exec", lang: interp[1], command: f, dynamic: isDynamic(f, fetched, false, true), fetched: fetched ?? null, loc: file.loc(n) });
  if (interp[1] === "shell") file.analyzeCode("shell", f, n);
  else if (interp[1] === "other") file.analyzeCode("php", f, n);
}

/** `eval` and friends: code built, decoded, downloaded or taken from the request is analysed again as PHP. */
function codeExec(file: PhpFile, n: SyntaxNode, code: Val | null, node: SyntaxNode | null): Val {
  if (!code) return unk();
  const literal = isLiteralNode(node);
  for (const a of alts(code).slice(0, 4)) {
    const f = toF(a);
    const fetched = fetchedOf(a);
    const input = inputOf(a);
    file.emit({ kind: "exec", lang: "other", command: f, dynamic: isDynamic(f, fetched, literal, true) || !!input, fetched: fetched ?? null, loc: file.loc(n) });
    if (sockOf(a) || fetched?.startsWith("socket://")) file.emit({ kind: "remote-shell", detail: `code received from ${fetched ?? "a socket"} is evaluated`, loc: file.loc(n) });
    else if (input && !file.snippet.ctx.inDocs) file.emit({ kind: "remote-shell", detail: `code from the HTTP request (${input}) is evaluated`, loc: file.loc(n) });
    for (const t of f.taint) if (t.source === "file" && file.analyzer.files.has(t.detail) && t.detail !== file.snippet.path) file.invokeTarget(t.detail, n, "run");
    if (!literal) file.analyzeCode("php", f, n);
  }
  return unk(taintOf(code));
}

function deserialize(file: PhpFile, n: SyntaxNode, data: Val): void {
  for (const a of alts(data).slice(0, 4)) {
    const f = toF(a);
    const fetched = fetchedOf(a);
    if (!fetched && !f.via.some((d) => OBFUSCATING.includes(d))) continue;
    file.emit({ kind: "exec", lang: "other", command: f, dynamic: true, fetched: fetched ?? null, loc: file.loc(n) });
  }
}

/** `include`/`require` of a URL, a downloaded file, a `data:` URI or the request body runs that code; of a skill file, imports it. */
function includeFile(file: PhpFile, n: SyntaxNode): Val {
  const arg = n.children.find((c) => c.named && c.type !== "comment");
  if (!arg) return unk();
  for (const a of alts(file.ev(arg)).slice(0, 4)) {
    const f = toF(a);
    const t = f.text;
    const input = inputOf(a);
    if (input) {
      codeExec(file, n, a, null);
      continue;
    }
    const data = /^data:\/\/?[^,;]*(;base64)?,([\s\S]*)$/i.exec(t);
    if (data) {
      const code = data[1] ? decodeBase64(data[2]) : decodeUrlText(data[2]);
      if (code !== null) codeExec(file, n, str(binaryToText(code), data[1] ? mergeVia(f.via, ["base64"]) : f.via), null);
      continue;
    }
    if (/^php:\/\/input/i.test(t)) {
      codeExec(file, n, unk([], { input: "php://input" }), null);
      continue;
    }
    if (isUrl(t)) {
      file.emit({ kind: "fetch", url: t, host: hostOf(t), saveTo: null, loc: file.loc(n) });
      file.emit({ kind: "exec", lang: "other", command: known(`include ${t}`), dynamic: true, fetched: t, loc: file.loc(n) });
      continue;
    }
    const origin = file.downloads.get(stripDotSlash(t)) ?? fetchedOf(a);
    if (origin) {
      file.emit({ kind: "exec", lang: "other", command: known(`include ${t}`), dynamic: true, fetched: origin, loc: file.loc(n) });
      continue;
    }
    if (!f.exact) continue;
    const skill = file.skillFile(t.replace(/^\.\//, ""));
    if (skill && skill !== file.snippet.path) file.invokeTarget(skill, n, "import");
  }
  return num(1);
}

// ---------------------------------------------------------------------------------------------
// Network

type Part = [string, Val | null];

/** A request: a fetch when it only downloads, a send when it carries data (body, headers, or tainted URL parts). */
function httpSend(file: PhpFile, n: SyntaxNode, verb: string, urlV: Val | null, parts: Part[]): Val {
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

/** `file_get_contents`, `file`, `readfile`, `fopen`: a URL is a request (with a stream context's method, headers and content), anything else a file. */
function openTarget(file: PhpFile, n: SyntaxNode, name: string, args: Args): Val {
  const target = args.at(0);
  if (!target) return unk();
  const ctxArg = name === "fopen" ? args.at(3) : name === "get_headers" ? args.at(2) : args.at(2);
  return mapAlts(target, (t) => {
    const text = toF(t).text;
    if (/^php:\/\/input/i.test(text)) return unk([], { input: "php://input" });
    if (/^php:\/\/(?:stdin|memory|temp|stdout|stderr|output)/i.test(text)) return name === "fopen" ? { k: "obj", name: "stream", taint: [] } : unk();
    if (isUrl(text) || name === "get_headers") return streamRequest(file, n, t, ctxArg);
    if (name === "fopen" || name === "gzopen") {
      const mode = exactText(args.at(1)) ?? "r";
      if (/[waxc+]/.test(mode)) {
        const feeds = file.feedsOf(n).filter((f) => f.fn === "fwrite" || f.fn === "fputs" || f.fn === "fprintf");
        const content = feeds.length ? concatVals(feeds.slice(0, 32).map((f) => (f.value ? file.ev(f.value) : unk()))) : null;
        emitWrite(file, n, t, content, /a/.test(mode) ? "append" : "write");
        return { k: "obj", name: "file", path: t, taint: [] };
      }
      const contents = fileContents(file, n, t);
      return { k: "obj", name: "file", path: t, taint: taintOf(contents), fetched: fetchedOf(contents) };
    }
    return fileContents(file, n, t);
  });
}

function streamRequest(file: PhpFile, n: SyntaxNode, url: Val, ctx: Val | null): Val {
  let verb = "get";
  const parts: Part[] = [];
  for (const c of ctx ? alts(ctx) : []) {
    const opts = c.k === "obj" && c.name === "stream-context" ? (c.made?.args.at(0) ?? null) : c.k === "hash" ? c : null;
    if (!opts || opts.k !== "hash") continue;
    const http = alt([hashGet(opts, str("http")), hashGet(opts, str("https"))]);
    for (const h of alts(http)) {
      if (h.k !== "hash") continue;
      verb = exactText(hashGet(h, str("method")))?.toLowerCase() ?? verb;
      parts.push(["content", hashGet(h, str("content"))], ["header", hashGet(h, str("header"))]);
    }
  }
  return httpSend(file, n, verb, url, parts);
}

/** The contents of a file: private data when the path says so, a download's URL when this file saved one there. */
function fileContents(file: PhpFile, n: SyntaxNode, path: Val): Val {
  const taint = file.readTaint(path, n);
  const t = toF(path).text;
  const fetched = file.downloads.get(stripDotSlash(t));
  return unk(taint, { fetched });
}

/** `curl_exec($ch)`: the URL from `curl_init` or CURLOPT_URL, the body, headers and method from the options set on the handle. */
function curlExec(file: PhpFile, n: SyntaxNode, args: Args): Val {
  const handle = args.at(0) ?? unk();
  const feeds = file.feedsOfArg(args.node(0));
  const opts: [string, Val][] = [];
  for (const f of feeds.slice(0, 48)) {
    if (f.fn === "curl_setopt" && f.key && f.value) opts.push([toF(file.ev(f.key)).text, file.ev(f.value)]);
    if (f.fn === "curl_setopt_array" && f.value) {
      const h = file.ev(f.value);
      if (h.k === "hash") h.keys.forEach((k, i) => opts.push([toF(k).text, h.vals[i]]));
    }
  }
  const opt = (name: string) => {
    const hits = opts.filter(([k]) => k === name).map(([, v]) => v);
    return hits.length ? alt(hits) : null;
  };
  const init = alts(handle).find((h): h is Obj => h.k === "obj" && h.name === "curl");
  const url = opt("CURLOPT_URL") ?? init?.made?.args.at(0) ?? null;
  const body = opt("CURLOPT_POSTFIELDS");
  const custom = exactText(opt("CURLOPT_CUSTOMREQUEST"));
  const post = opt("CURLOPT_POST") ?? opt("CURLOPT_UPLOAD") ?? opt("CURLOPT_PUT");
  const verb = custom?.toLowerCase() ?? (body || (post?.k === "num" && post.n) ? "post" : "get");
  const file_ = opt("CURLOPT_INFILE");
  const parts: Part[] = [["body", body], ["headers", opt("CURLOPT_HTTPHEADER")], ["auth", opt("CURLOPT_USERPWD")], ["cookie", opt("CURLOPT_COOKIE")], ["file", file_ ? unk(taintOf(file_)) : null]];
  const out = httpSend(file, n, verb, url, parts);
  // CURLOPT_FILE: the response is saved to a file handle
  const saveTo = opt("CURLOPT_FILE");
  for (const s of saveTo ? alts(saveTo) : []) {
    if (s.k !== "obj" || !s.path) continue;
    const p = toF(s.path).text;
    const u = toF(url ?? unk()).text;
    if (p !== HOLE && isUrl(u)) {
      file.downloads.set(stripDotSlash(p), u);
      file.emit({ kind: "fetch", url: u, host: hostOf(u), saveTo: p, loc: file.loc(n) });
    }
  }
  return out;
}

/** Guzzle, Symfony HttpClient and Laravel's Http facade: `post($url, [...])`, `request('POST', $url, [...])`, builders. */
function httpClient(file: PhpFile, o: Obj, name: string, args: Args, n: SyntaxNode): Val {
  if (HTTP_BUILDERS.has(name) || (name === "new" && !o.made)) {
    const base = name === "baseurl" ? args.at(0) : undefined;
    const made = base ? { node: n, args } : (o.made ?? (name === "create" ? { node: n, args } : undefined));
    return { k: "obj", name: "http-client", ...(made ? { made } : {}), path: base ?? o.path, taint: mergeTaint(o.taint, args.taint()) };
  }
  const isRequest = name === "request" || name === "requestasync" || name === "send";
  const verb = isRequest ? (exactText(args.at(0))?.toLowerCase() ?? "post") : name.replace(/async$/, "");
  if (!HTTP_VERBS.has(verb)) return unk(o.taint);
  const a = isRequest ? args.rest() : args;
  let url = a.at(0);
  const base = o.path ?? (o.made ? alts(o.made.args.at(0) ?? unk()).map((x) => (x.k === "hash" ? hashGet(x, str("base_uri")) : x)).find((x) => !isBareUnknown(x)) : undefined);
  if (base && url) url = mapAlts(url, (p) => (/^[a-z]+:\/\//i.test(toF(p).text) ? p : pathJoin([base, p])));
  const parts: Part[] = [];
  if (o.taint.length) parts.push(["client", unk(o.taint)]);
  const opts = a.at(1);
  const laravel = o.name === "Http" || o.name === "http-client";
  if (opts?.k === "hash" && !laravel) for (let i = 0; i < opts.keys.length; i++) parts.push([toF(opts.keys[i]).text, opts.vals[i]]);
  else if (opts) parts.push([verb === "get" ? "query" : "body", opts]);
  return httpSend(file, n, verb, url, parts);
}

function openSocket(file: PhpFile, n: SyntaxNode, dest: string | null): Val {
  const sock: Sock = { dest };
  if (file.sockets.length < 8) file.sockets.push(sock);
  if (dest) mineCheck(file, dest, n);
  return { k: "obj", name: "socket", sock, taint: [] };
}

function socketSend(file: PhpFile, n: SyntaxNode, sock: Sock, data: Val): Val {
  const d = sock.dest ?? HOLE;
  const host = hostOf(`tcp://${d}`);
  const f = toF(data);
  file.emit({ kind: "send", channel: "socket", dest: `tcp://${d}`, host, data: f, loc: file.loc(n) });
  mineCheck(file, `${d} ${f.text}`, n);
  return num(1);
}

function dnsSend(file: PhpFile, n: SyntaxNode, name: Val | null): Val {
  for (const a of name ? alts(name).slice(0, 4) : []) {
    const f = toF(a);
    if (!f.taint.length && !hiddenVia(f.via).length) continue;
    const tail = f.text.slice(f.text.lastIndexOf(HOLE) + (f.text.includes(HOLE) ? HOLE.length : 0)).replace(/^\.+/, "");
    const host = tail.includes(".") ? tail.toLowerCase() : null;
    file.emit({ kind: "send", channel: "dns", dest: f.text, host, data: f, loc: file.loc(n) });
  }
  return unk();
}

/** `mail($to, $subject, $message, $headers)`: sent through the local mailer to the recipient's domain. */
function mailSend(file: PhpFile, n: SyntaxNode, args: Args): Val {
  const to = toF(args.at(0) ?? unk()).text;
  const domain = /@([a-z0-9.-]+\.[a-z]{2,})\s*>?\s*$/i.exec(to)?.[1]?.toLowerCase() ?? null;
  const data = concat([known("to="), known(to), known(" subject="), toF(args.at(1) ?? unk()), known(" msg="), toF(args.at(2) ?? unk())]);
  file.emit({ kind: "send", channel: "smtp", dest: `mailto:${to}`, host: domain, data, loc: file.loc(n) });
  return num(1);
}

function ftpSend(file: PhpFile, n: SyntaxNode, args: Args): Val {
  const conn = alts(args.at(0) ?? unk()).find((c): c is Obj => c.k === "obj" && c.name === "ftp");
  const host = exactText(conn?.made?.args.at(0) ?? null);
  const remote = toF(args.at(1) ?? unk()).text;
  const local = args.at(2) ?? unk();
  const data = local.k === "obj" ? unk(local.taint) : unk(file.readTaint(local, n));
  file.emit({ kind: "send", channel: "ftp", dest: `ftp://${host ?? HOLE}/${remote.replace(/^\//, "")}`, host, data: toF(data), loc: file.loc(n) });
  return num(1);
}

function mineCheck(file: PhpFile, text: string, n: SyntaxNode): void {
  if (text.length < 6 || !isMinerText(text)) return;
  file.emit({ kind: "mine", detail: text.slice(0, 300), loc: file.loc(n) });
}

// ---------------------------------------------------------------------------------------------
// Files



function emitWrite(file: PhpFile, n: SyntaxNode, path: Val | null, content: Val | null, mode: "write" | "append" | "copy" | "link" | "chmod"): Val {
  if (!path) return num(0);
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
  return num(1);
}

function emitDelete(file: PhpFile, n: SyntaxNode, path: Val | null): Val {
  for (const a of path ? alts(path).slice(0, 8) : []) {
    const target = a.k === "obj" && a.path ? a.path : a;
    for (const b of alts(target).slice(0, 8)) {
      const p = toF(b).text;
      if (p === HOLE || !p) continue;
      file.emit({ kind: "delete", path: p, scope: deleteScopeOfPath(p.replace(/\/\*\*?$/, "/*")), loc: file.loc(n) });
    }
  }
  return num(1);
}

function emitCopy(file: PhpFile, n: SyntaxNode, src: Val | null, dst: Val | null): Val {
  if (!src || !dst) return num(0);
  const srcText = toF(src).text;
  // copy('https://…/x.txt', 'x.php'): a download
  if (isUrl(srcText)) return emitWrite(file, n, dst, unk([], { fetched: srcText }), "copy");
  const taint = file.readTaint(src, n);
  const name = srcText.slice(srcText.lastIndexOf("/") + 1);
  const content = unk(taint, { fetched: file.downloads.get(stripDotSlash(srcText)) });
  for (const d of alts(dst).slice(0, 4)) {
    const p = toF(d).text;
    const last = p.slice(p.lastIndexOf("/") + 1);
    const intoDir = !last.includes(".") && !p.includes(HOLE) && placeOfPath(p) === null && placeOfPath(`${p}/${name}`) !== null;
    emitWrite(file, n, intoDir ? str(`${p}/${name}`) : d, content, "copy");
  }
  return num(1);
}

/** `chmod($path, 04755)`: setuid bits and world-writable system paths are privilege. */
function emitChmod(file: PhpFile, n: SyntaxNode, mode: Val | null, paths: readonly Val[]): Val {
  const m = mode ?? unk();
  const bits = m.k === "num" ? m.n : /^0?[0-7]{3,4}$/.test(exactText(m) ?? "") ? parseInt(exactText(m)!, 8) : null;
  const modeText = bits !== null ? `0o${bits.toString(8)}` : toF(m).text;
  for (const p of paths) {
    emitWrite(file, n, p, str(modeText), "chmod");
    for (const a of alts(p).slice(0, 4)) {
      const t = toF(a).text;
      if (bits !== null && (bits & 0o6000) !== 0) file.emit({ kind: "privilege", what: "setuid", detail: `chmod ${modeText} ${t}`, loc: file.loc(n) });
      else if (bits !== null && bits & 0o002 && /^\/(?!tmp\/|var\/tmp\/|dev\/null)/.test(t)) file.emit({ kind: "privilege", what: "world-writable-system", detail: `chmod ${modeText} ${t}`, loc: file.loc(n) });
    }
  }
  return num(1);
}

// ---------------------------------------------------------------------------------------------
// Entry points

/** PHP code without an opening tag (an `eval` string, `php -r`, a fence) is read as if it had one. */
const OPEN_TAG_RE = /<\?(?:php\b|=)/i;

export const extractPhp: Extractor = (snippet, analyzer) => {
  const hasTag = OPEN_TAG_RE.test(snippet.text);
  // a file without a tag is output, not code; embedded code (`eval`, `php -r`, a fence) has none to begin with
  if (!hasTag && snippet.depth === 0) return;
  // `<?php ` on the first line keeps rows where they were
  const text = hasTag ? snippet.text : `<?php ${snippet.text}`;
  const tree = analyzer.parse("php", text);
  if (!tree) return;
  new PhpFile(tree, snippet, analyzer).run();
};

// ---------------------------------------------------------------------------------------------
// composer.json

const COMPOSER_EVENTS = /^(?:pre|post)-(?:install-cmd|update-cmd|status-cmd|archive-cmd|autoload-dump|root-package-install|create-project-cmd|package-install|package-update|package-uninstall|file-download|command-run|pool-create)$|^post-root-package-install$/;
const PACKAGIST_RE = /^https?:\/\/(?:repo\.)?packagist\.org(?:\/|$)/i;

type Json = unknown;

function isObject(v: Json): v is Record<string, Json> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function rowOf(text: string, needle: string): number {
  const at = needle ? text.indexOf(needle) : -1;
  if (at < 0) return 0;
  let row = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < at; i = text.indexOf("\n", i + 1)) row++;
  return row;
}

/**
 * composer.json: scripts on Composer's events run by themselves at install or update (`lifecycle-script`),
 * every script's commands go to the shell analysis (`@php x` runs PHP, `@composer x` Composer, a
 * `Class::method` callback runs PHP of the package); `require` entries are dependencies and
 * `repositories` point Composer at other sources (a VCS, a zip URL, a private index).
 */
export function extractComposerJson(doc: Record<string, Json>, snippet: Snippet, analyzer: Analyzer): void {
  const emit = (fact: Fact) => analyzer.emit(fact, snippet);
  const loc = (needle: string) => analyzer.loc(snippet, rowOf(snippet.text, needle));
  if (isObject(doc.scripts)) {
    for (const [event, value] of Object.entries(doc.scripts)) {
      const commands = (Array.isArray(value) ? value : [value]).filter((c): c is string => typeof c === "string");
      const row = rowOf(snippet.text, `"${event}"`);
      for (const cmd of commands) {
        if (COMPOSER_EVENTS.test(event)) emit({ kind: "config", what: "lifecycle-script", detail: `composer ${event}: ${cmd}`.slice(0, 400), loc: analyzer.loc(snippet, row) });
        const shell = cmd.startsWith("@php ") ? `php ${cmd.slice(5)}` : cmd.startsWith("@composer ") ? `composer ${cmd.slice(10)}` : cmd.startsWith("@putenv ") ? "" : cmd.startsWith("@") || /^[\w\\]+::\w+$/.test(cmd) ? "" : cmd;
        if (shell.trim()) analyzer.analyze("shell", shell, snippet, row);
      }
    }
  }
  for (const key of ["require", "require-dev"]) {
    const deps = doc[key];
    if (!isObject(deps)) continue;
    for (const [name, spec] of Object.entries(deps)) if (typeof spec === "string" && name.includes("/")) emit({ kind: "config", what: "dependency", detail: `composer:${name}@${spec}`, loc: loc(`"${name}"`) });
  }
  const repos = Array.isArray(doc.repositories) ? doc.repositories : isObject(doc.repositories) ? Object.values(doc.repositories) : [];
  for (const r of repos.slice(0, 64)) {
    if (!isObject(r)) continue;
    const type = typeof r.type === "string" ? r.type : "composer";
    if (type === "package" && isObject(r.package)) {
      const p = r.package;
      const name = typeof p.name === "string" ? p.name : "?";
      for (const src of [p.dist, p.source]) {
        if (isObject(src) && typeof src.url === "string") emit({ kind: "config", what: "dependency", detail: `composer:${name} ${src.url}`, loc: loc(src.url) });
      }
      continue;
    }
    if (typeof r.url !== "string") continue;
    if (type === "composer") {
      if (!PACKAGIST_RE.test(r.url)) emit({ kind: "config", what: "index-override", detail: `composer repository ${r.url}`, loc: loc(r.url) });
      continue;
    }
    if (type !== "path") emit({ kind: "config", what: "dependency", detail: `composer:${type} ${r.url}`, loc: loc(r.url) });
  }
}
