// The Rust extractor, built like the Go one. One parse per snippet (plus one per level of nested
// macros: the arguments of `format!`, `vec!`, `write!`… are token trees, parsed again as expressions
// in place, so their offsets are the file's) and one walk: scopes (functions and closures), bindings
// (`let` and its patterns, `const`, `static`, assignments, `+=`, `for` and `if let` patterns,
// parameters), `use` paths and aliases, the call sites of local functions and methods and the returns
// of each (`return` and the body's tail expression); every function call, every method call that acts
// (runs, sends, writes, opens, looks up) and every macro is then visited once, in source order, and
// states what reaches a sink. Values are folded lazily and flow-insensitively:
// string, raw and byte literals, chars, `+`, `format!`/`concat!`, `String::from`, `.to_string()`,
// `push_str`, arrays and `vec!` of bytes through `String::from_utf8`, iterator chains (`.iter()`,
// `.rev()`, `.map(|b| b ^ KEY)`, `.zip(key.iter().cycle())`, `.collect()`), bytes XORed in place by a
// loop, base64 and hex crates, `from_str_radix`, path joins, the home directory, `include_str!`, and
// settings decoded at run time (serde) read by field or key. A mutating call on a
// variable (`cmd.arg(x);`, `s.push_str(x);`) or a rebinding of it (`let req = req.header(..)`) is a
// step applied to its earlier values. Builders are values: a `Command` with its argv, a reqwest /
// ureq / hyper request with what was added to it, `OpenOptions` with its flags; what they do happens
// where they are run (`.output()`, `.send()`, `.open()`). Files opened for writing, connections and
// sockets are kept by the call that made them, so what is later written into them is joined to where
// they go. A Cargo build script (`build.rs`, or the file `package.build` names) runs by itself at
// `cargo build`: it is stated as a lifecycle script.
import { parse as parseToml } from "smol-toml";
import { isMinerText, sourceOfAnyCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import type { FileKind } from "../parse/classify";
import type { SyntaxNode, SyntaxTree } from "../parse/syntax";
import { configValues, fieldConfigValues } from "./config-keys";
import { factKey, normalizeSkillPath, programWrittenKind, type Analyzer, type Extractor, type Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Channel, type Decoding, type Fact, type Folded, type Taint } from "./types";
import { bytesToText, concat, decodeBase64Text, decodeEscapes, decodeHexText, decodeUrlText, derive, isReadable, known, safeCodePoint, unknown, withTaint } from "./values";

// ---------------------------------------------------------------------------------------------
// Values

type CmdObj = { t: "cmd"; argv: Val[]; open: boolean; literal: boolean; io: { stdin?: Val; stdout?: Val; stderr?: Val } };
type FileObj = { t: "file"; path: Val; append: boolean; node: SyntaxNode; contents: Val[] };

/** Something the code made at run time. Builders (commands, requests, open options) are values; files and sockets are kept by the call that made them. */
type Obj =
  | CmdObj
  | { t: "child"; cmd: CmdObj }
  | { t: "pipe"; cmd: CmdObj }
  | { t: "req"; method: string; url: Val; parts: Val[] }
  | { t: "sock"; channel: Channel; dest: string; host: string | null }
  | { t: "udp"; dest: Val | null }
  | FileObj
  | { t: "opts"; write: boolean; append: boolean; mode: Val | null };

/** A folded value. `items` for arrays, vectors, tuples and iterators; `n` for numbers and chars; `b` for known booleans. */
type Val = {
  f: Folded;
  n?: number;
  /** The number is written as a number in the file (`0x70`, `112`): bytes spelled that way are char codes. */
  lit?: boolean;
  /** The number is a char (`'a'`, `x as char`, `.chars()`): a list of them reads as code points, not UTF-8 bytes. */
  ch?: boolean;
  b?: boolean;
  items?: Val[];
  /** The list has elements beyond `items` that are not known. */
  open?: boolean;
  /** An iterator (`.map` applies to each item, not to an Option's value). */
  iter?: boolean;
  /** `.cycle()`: zipped against a longer list, it repeats. */
  cycle?: boolean;
  tuple?: boolean;
  /** A struct literal's fields. */
  fields?: Map<string, Val>;
  /** Candidates (a variable assigned in several places). */
  alts?: Val[];
  /** Canonical path of something outside the file: `process::Command`, `base64::engine::general_purpose::STANDARD`, `http-client`. */
  ext?: string;
  obj?: Obj;
  /** The URL whose response this value is. */
  fetched?: string;
  /** A local function or closure. */
  fn?: SyntaxNode;
};

const MAX_ALTS = 8;
const MAX_ITEMS = 1024;
const MAX_INLINE = 3;
const MAX_CALL_SITES = 16;
const MAX_EVAL_DEPTH = 120;
/** Evaluations in progress at once, across lookups and inlined calls (a chain of 20,000 `let a1 = a0;` must not exhaust the stack). */
const MAX_NESTING = 400;
/** Evaluation steps per file (scaled by size, capped): past it every value is unknown. */
const STEP_BUDGET = 200_000;
const MAX_STEP_BUDGET = 1_000_000;
const MAX_FACTS_PER_FILE = 2000;
/** Nested macro levels parsed again as expressions, and macros per level. */
const MAX_MACRO_ROUNDS = 3;
const MAX_MACROS = 4000;

const OBFUSCATING: readonly Decoding[] = ["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress", "escape", "percent"];

function str(text: string, via: readonly Decoding[] = []): Val {
  return { f: known(text, via) };
}

function unk(taint: readonly Taint[] = []): Val {
  return { f: unknown(taint) };
}

function num(n: number, f?: Folded): Val {
  return { f: f ?? known(String(n)), n };
}

function bool(b: boolean): Val {
  return { f: known(String(b)), b };
}

function chr(cp: number, via: readonly Decoding[] = []): Val {
  return { f: known(safeCodePoint(cp), via), n: cp, ch: true };
}

function fromF(f: Folded, like?: Val): Val {
  const v: Val = { f };
  const fetched = like ? fetchedOf(like) : undefined;
  if (fetched) v.fetched = fetched;
  return v;
}

function list(items: Val[], extra: Partial<Val> = {}): Val {
  return { f: unknown(), items: items.slice(0, MAX_ITEMS), ...extra };
}

function alts(v: Val): Val[] {
  return v.alts ?? [v];
}

function isBare(v: Val): boolean {
  return v.f.text === HOLE && !v.f.taint.length && !v.obj && !v.items && !v.fetched && !v.ext && !v.fn && !v.fields && v.b === undefined;
}

/** One value from candidates: bare unknowns dropped when something is known, at most MAX_ALTS. */
function alt(cands: readonly Val[]): Val {
  const flat = cands.flatMap(alts);
  if (flat.length === 1) return flat[0]!;
  if (!flat.length) return unk();
  const informative = flat.filter((v) => !isBare(v));
  let taint: Taint[] = [];
  for (const v of flat) if (isBare(v) || !informative.length) taint = mergeTaint(taint, taintOf(v));
  const seen = new Set<string>();
  const out: Val[] = [];
  for (const v of informative.length ? informative : flat.slice(0, 1)) {
    const key = v.obj || v.fn || v.fields || v.f.taint.length || v.fetched ? null : `${v.ext ?? ""}|${v.n ?? ""}|${v.f.text}|${v.items ? v.items.slice(0, 16).map((i) => i.f.text).join("\u0001") + `|${v.items.length}` : ""}`;
    if (key !== null && seen.has(key)) continue;
    if (key !== null) seen.add(key);
    if (out.length < MAX_ALTS) out.push(v);
  }
  if (taint.length) out[0] = addTaint(out[0]!, taint);
  return out.length === 1 ? out[0]! : { f: { ...best(out), exact: false }, alts: out };
}

function best(vs: readonly Val[]): Folded {
  let b = vs[0]!.f;
  let taint = b.taint;
  for (const v of vs.slice(1)) {
    taint = mergeTaint(taint, v.f.taint);
    if (v.f.text.replaceAll(HOLE, "").length > b.text.replaceAll(HOLE, "").length) b = v.f;
  }
  return { ...b, taint };
}

function mergeTaint(a: readonly Taint[], b: readonly Taint[]): Taint[] {
  if (!b.length) return a as Taint[];
  if (!a.length) return b as Taint[];
  const out = [...a];
  for (const t of b) if (out.length < 16 && !out.some((o) => o.source === t.source && o.detail === t.detail && o.loc.line === t.loc.line && o.loc.file === t.loc.file)) out.push(t);
  return out;
}

function taintOf(v: Val, depth = 0): Taint[] {
  let t = v.f.taint;
  if (depth < 3) {
    for (const i of (v.items ?? []).slice(0, 64)) t = mergeTaint(t, taintOf(i, depth + 1));
    for (const a of v.alts ?? []) t = mergeTaint(t, taintOf(a, depth + 1));
    for (const x of [...(v.fields?.values() ?? [])].slice(0, 32)) t = mergeTaint(t, taintOf(x, depth + 1));
    if (v.obj?.t === "req") for (const p of v.obj.parts.slice(0, 64)) t = mergeTaint(t, taintOf(p, depth + 1));
  }
  return t;
}

function addTaint(v: Val, taint: readonly Taint[]): Val {
  return taint.length ? { ...v, f: withTaint(v.f, taint) } : v;
}

function fetchedOf(v: Val, depth = 0): string | undefined {
  if (v.fetched) return v.fetched;
  if (depth > 2) return undefined;
  for (const a of [...(v.alts ?? []), ...(v.items ?? []).slice(0, 32)]) {
    const f = fetchedOf(a, depth + 1);
    if (f) return f;
  }
  return undefined;
}

/** Unknown, with the taint and download origin of `from`. */
function opaque(from: Val): Val {
  const v = unk(taintOf(from));
  const fetched = fetchedOf(from);
  if (fetched) v.fetched = fetched;
  return v;
}

/** The text a value stands for: bytes and chars as text, other lists joined by spaces. */
function toF(v: Val): Folded {
  if (!v.items || v.f.text !== HOLE) return v.f;
  const text = bytesText(v);
  if (text) return text;
  const parts: Folded[] = [];
  v.items.slice(0, 256).forEach((it, i) => parts.push(...(i ? [known(" "), toF(it)] : [toF(it)])));
  if (v.open) parts.push(unknown());
  return withTaint(concat(parts), v.f.taint);
}

function exactText(v: Val): string | null {
  return v.f.exact && v.n === undefined ? v.f.text : null;
}

/** A list of numbers (bytes, chars) as text, with how the numbers were written (char codes, XOR) and how the list was built. */
function bytesText(v: Val): Folded | null {
  const items = v.items;
  if (!items?.length || v.open || items.some((i) => i.n === undefined || i.alts)) return null;
  let via: Decoding[] = [...v.f.via];
  for (const i of items) for (const d of i.f.via) if (!via.includes(d)) via.push(d);
  // bytes written as numbers (0x70, 112) spell text a reader cannot see; 'a' chars and b"…" bytes are plain
  if (items.some((i) => i.lit) && !via.includes("charcode")) via = [...via, "charcode"];
  const chars = items.some((i) => i.ch || i.n! > 255 || i.n! < 0);
  const text = chars ? Array.from(items, (i) => safeCodePoint(i.n!)).join("") : bytesToText(Uint8Array.from(items, (i) => i.n!));
  const f = known(text, via);
  f.exact = items.every((i) => i.f.exact);
  return withTaint(f, taintOf(v));
}

/** Values joined in order; parts with candidates give each combination (at most MAX_ALTS). */
function concatVals(vs: readonly Val[], via?: Decoding): Val {
  if (!vs.some((v) => v.alts && v.alts.length > 1)) return fromF(concat(vs.map(toF), via), vs.find((v) => fetchedOf(v)));
  let combos: Val[][] = [[]];
  for (const v of vs) {
    const next: Val[][] = [];
    for (const c of combos) for (const a of alts(v)) if (next.length < MAX_ALTS) next.push([...c, a]);
    combos = next;
  }
  return alt(combos.map((c) => fromF(concat(c.map(toF), via), c.find((v) => fetchedOf(v)))));
}

function hiddenVia(via: readonly Decoding[]): Decoding[] {
  return via.filter((d) => OBFUSCATING.includes(d));
}

/** Decoded data as a value: text and numbers as themselves, a list or a map as its elements (what `for` yields). */
function dataVal(x: unknown, depth = 0): Val | null {
  if (typeof x === "string") return str(x);
  if (typeof x === "number") return num(x);
  if (depth > 2 || x === null || typeof x !== "object") return null;
  const items = (Array.isArray(x) ? x : Object.values(x)).slice(0, MAX_ITEMS).flatMap((i) => {
    const v = dataVal(i, depth + 1);
    return v ? [v] : [];
  });
  return { f: unknown(), items };
}

/** A setting read by name from data loaded at run time: the skill's own values of that name (config-keys.ts) are candidates. */
function settingVal(from: Val, values: readonly unknown[]): Val {
  const cands = values.flatMap((x) => {
    const v = dataVal(x);
    return v ? [v] : [];
  });
  return cands.length ? addTaint(alt([unk(), ...cands]), taintOf(from)) : opaque(from);
}

/** The elements a value iterates over, or null when they are not known. */
function itemsOf(v: Val): Val[] | null {
  if (v.items) return v.items;
  if (v.f.exact && v.n === undefined && v.f.text.length <= MAX_ITEMS) return Array.from(v.f.text, (c) => chr(c.codePointAt(0)!, v.f.via));
  return null;
}

// ---------------------------------------------------------------------------------------------
// Scopes, bindings and frames

/**
 * One way a name gets a value. `path` picks a part of it (`let (a, b) = …`, `|(i, b)|`, `Some(x)`).
 * "mutate": the expression (a method chain on the name, or a rebinding `let x = x.trim()`) gives the
 * name's next value, evaluated with the name standing for its earlier values; "compound": `x += e`;
 * "fill": `r.read_to_string(&mut x)`; "inplace": a loop (or `for_each`) that assigns to the items of x.
 */
type Binding = {
  kind: "expr" | "range" | "param" | "mutate" | "compound" | "fill" | "inplace";
  node: SyntaxNode | null;
  /** For "param": which parameter. */
  idx?: number;
  path: readonly number[];
  /** The scope the node is in (a mutation inside a closure of the function that declares the name). */
  at: Scope;
  /** For "expr": the declared type (`let s: String = …collect()`). */
  type?: string;
};

type Scope = {
  node: SyntaxNode;
  parent: Scope | null;
  names: Map<string, Binding[]>;
  /** The body (its tail expression is returned) and the `return` expressions. */
  returns: SyntaxNode[];
  /** Parameter names in order (without `self`). */
  params: number;
  hasSelf: boolean;
};

type Frame = { scope: Scope; parent: Frame | null; args: Val[] | null; cache: Map<string, Val>; depth: number };

/** Environment variables that name a place, as the paths knowledge writes them. */
const ENV_PLACES: ReadonlyMap<string, string> = new Map([
  ["HOME", "~"], ["USERPROFILE", "~"], ["APPDATA", "%APPDATA%"], ["LOCALAPPDATA", "%LOCALAPPDATA%"], ["XDG_CONFIG_HOME", "~/.config"],
  ["XDG_DATA_HOME", "~/.local/share"], ["XDG_CACHE_HOME", "~/.cache"], ["TMPDIR", "/tmp"], ["TEMP", "/tmp"], ["TMP", "/tmp"], ["PWD", "."],
]);
const HOST_INFO_ENV = new Set(["USER", "USERNAME", "LOGNAME", "HOSTNAME", "COMPUTERNAME", "USERDOMAIN", "HOST"]);

const INTERPRETERS: readonly [RegExp, "shell" | "python" | "js" | "powershell"][] = [
  [/^(?:sh|bash|zsh|dash|ksh|ash|fish)$/, "shell"],
  [/^python[0-9.]*$/, "python"],
  [/^(?:node|nodejs|deno|bun)$/, "js"],
  [/^(?:pwsh|powershell)(?:\.exe)?$/i, "powershell"],
];


/** Types and modules code names without a `use` (snippets, preludes): the path they stand for. */
const WELL_KNOWN: ReadonlyMap<string, string> = new Map([
  ["Command", "process::Command"], ["Stdio", "process::Stdio"], ["File", "fs::File"], ["OpenOptions", "fs::OpenOptions"], ["Permissions", "fs::Permissions"],
  ["TcpStream", "net::TcpStream"], ["UdpSocket", "net::UdpSocket"], ["Path", "path::Path"], ["PathBuf", "path::PathBuf"], ["BufReader", "io::BufReader"],
  ["BufWriter", "io::BufWriter"], ["CString", "ffi::CString"], ["OsString", "ffi::OsString"], ["env", "env"], ["fs", "fs"], ["process", "process"], ["net", "net"],
  ["io", "io"], ["general_purpose", "base64::engine::general_purpose"], ["Client", "reqwest::Client"], ["Request", "http::Request"],
  ["PermissionsExt", "os::unix::fs::PermissionsExt"], ["Uid", "nix::unistd::Uid"],
]);

/** Macros whose token trees are items, patterns or another language: not parsed again as expressions (all others are; `json!` is read for what flows into it). */
const ITEM_MACROS = new Set(["macro_rules", "lazy_static", "thread_local", "cfg", "cfg_if", "include", "asm", "global_asm", "compile_error", "matches", "quote", "html", "view", "rsx"]);

/** Package-level values of the skill's Rust files, by crate folder: shared across files. */
const crateValues = new WeakMap<Analyzer, Map<string, Map<string, Val>>>();
/** Build scripts each Cargo.toml of the skill names (`package.build`), by analyzer. */
const buildScripts = new WeakMap<Analyzer, Map<string, string | false | undefined>>();

function dirOf(path: string): string {
  return path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
}

function joinPath(dir: string, rel: string): string {
  return dir ? `${dir}/${rel}` : rel;
}

/** `std::process::Command::new` → `process::Command::new`; `tokio::fs::write` and `fs_err::write` → `fs::write`. */
function canonical(path: string): string {
  return path.replace(/^::/, "").replace(/^(?:std|core|alloc)::/, "").replace(/^(?:tokio|async_std|smol)::(?=(?:process|fs|net|io)::)/, "").replace(/^fs_err::/, "fs::");
}

class RustFile {
  readonly src: string;
  /** `use` aliases: the name a file uses → the path it stands for. */
  private readonly uses = new Map<string, string>();
  private readonly globs: string[] = [];
  private readonly localMods = new Set<string>();
  private readonly localTypes = new Set<string>();
  readonly root: Scope;
  /** Calls and macros to visit, in source order. */
  private readonly sites: { node: SyntaxNode; scope: Scope }[] = [];
  /** Call sites of each local function or method, by name. */
  private readonly callSites = new Map<string, { node: SyntaxNode; scope: Scope }[]>();
  private readonly funcs = new Map<string, Scope>();
  private readonly scopes = new Map<SyntaxNode, Scope>();
  private readonly frames = new Map<Scope, Frame>();
  /** Files opened for writing and sockets, by the node that made them. */
  private readonly objects = new Map<SyntaxNode, Obj>();
  private readonly files: FileObj[] = [];
  private readonly emitted = new Set<string>();
  /** Paths this file filled with downloaded bytes → the URL. */
  private readonly downloads = new Map<string, string>();
  /** Folders archives of downloaded bytes were unpacked into: folder → URL. */
  private readonly extractDirs = new Map<string, string>();
  /** The arguments of each macro invocation, parsed as expressions (the array that wraps them). */
  private readonly macroArgs = new Map<SyntaxNode, SyntaxNode>();
  private visiting: SyntaxNode | null = null;
  private steps = 0;
  private nesting = 0;
  private readonly budget: number;
  private factCount = 0;
  private sharedValues: Map<string, Val> | null = null;

  constructor(
    private readonly tree: SyntaxTree,
    readonly snippet: Snippet,
    readonly analyzer: Analyzer,
  ) {
    this.src = tree.source;
    this.budget = Math.min(MAX_STEP_BUDGET, STEP_BUDGET + this.src.length * 4);
    this.root = this.newScope(tree.root, null);
  }

  text(n: SyntaxNode): string {
    return this.src.slice(n.start, n.end);
  }

  loc(n: SyntaxNode) {
    return this.analyzer.loc(this.snippet, n.row);
  }

  private newScope(node: SyntaxNode, parent: Scope | null): Scope {
    const s: Scope = { node, parent, names: new Map(), returns: [], params: 0, hasSelf: false };
    this.scopes.set(node, s);
    return s;
  }

  private bind(scope: Scope, name: string, b: Omit<Binding, "at">, at: Scope = scope): void {
    if (name === "_" || !name) return;
    const entries = scope.names.get(name);
    const binding = { ...b, at };
    if (!entries) scope.names.set(name, [binding]);
    else if (entries.length < 32) entries.push(binding);
  }

  /** The scope that declares `name` as seen from `scope`, else `scope` itself. */
  private declaring(scope: Scope, name: string): Scope {
    for (let s: Scope | null = scope; s; s = s.parent) if (s.names.has(name)) return s;
    return scope;
  }

  // ----- the walk -----------------------------------------------------------------------------

  run(): void {
    this.buildScript();
    this.parseMacroArgs();
    this.collect(this.tree.root, this.root);
    this.shareCrateValues();
    for (const site of this.sites) {
      if (this.steps > this.budget || this.factCount >= MAX_FACTS_PER_FILE) break;
      // a call is visited for what it does itself (the calls inside it are sites of their own): a method that only computes a value does nothing
      let fn = site.node.type === "call_expression" ? field(site.node, "function") : null;
      if (fn?.type === "generic_function") fn = field(fn, "function");
      const method = fn?.type === "field_expression" ? this.fieldText(fn, "field") : null;
      if (method && !EFFECTS.has(method)) continue;
      this.visiting = site.node;
      const fr = this.frameOf(site.scope);
      this.ev(site.node, fr);
    }
    this.visiting = null;
    for (const h of this.files) this.emitWrite(h.path, h.contents.length ? concatVals(h.contents) : null, h.append ? "append" : "write", h.node);
  }

  /**
   * The token trees of macros parsed again as expressions: one parse per nesting level of a text the
   * file's length, blank except for each macro's arguments, wrapped as `;[…]` where the macro's `!` and
   * delimiters were — so offsets and rows are the file's.
   */
  private parseMacroArgs(): void {
    let round = this.macrosIn(this.tree.root);
    for (let level = 0; level < MAX_MACRO_ROUNDS && round.length; level++) {
      let text = "";
      let at = 0;
      const wrapped: [SyntaxNode, number][] = [];
      for (const m of round.slice(0, MAX_MACROS)) {
        const bang = m.children.find((c) => !c.named && c.type === "!");
        const tt = m.children.find((c) => c.type === "token_tree");
        if (!bang || !tt || bang.start < at || tt.end - tt.start < 2) continue;
        text += blank(this.src.slice(at, bang.start)) + ";" + blank(this.src.slice(bang.start + 1, tt.start)) + "[" + this.src.slice(tt.start + 1, tt.end - 1) + "]";
        at = tt.end;
        wrapped.push([m, tt.start]);
      }
      if (!wrapped.length) return;
      text += blank(this.src.slice(at)) + ";";
      const tree = this.analyzer.parse("rust", text);
      if (!tree) return;
      const arrays = new Map<number, SyntaxNode>();
      for (const s of tree.root.children) {
        const a = s.type === "expression_statement" ? s.children.find((c) => c.named) : undefined;
        if (a?.type === "array_expression") arrays.set(a.start, a);
      }
      const next: SyntaxNode[] = [];
      for (const [m, start] of wrapped) {
        const a = arrays.get(start);
        if (!a) continue;
        this.macroArgs.set(m, a);
        next.push(...this.macrosIn(a));
      }
      round = next;
    }
  }

  private macrosIn(top: SyntaxNode): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    walkNodes(top, (n) => {
      if (n.type === "macro_invocation") {
        const name = macroName(this, n);
        if (!ITEM_MACROS.has(name) && out.length < MAX_MACROS) out.push(n);
        return false;
      }
      return n.type !== "macro_definition" && n.type !== "attribute_item" && n.type !== "string_literal" && n.type !== "line_comment" && n.type !== "block_comment";
    });
    return out;
  }

  /** One iterative walk: scopes, bindings, `use` paths, call sites, returns, and the sites to visit. */
  private collect(top: SyntaxNode, topScope: Scope): void {
    const stack: [SyntaxNode, Scope][] = [[top, topScope]];
    while (stack.length) {
      const [n, parentScope] = stack.pop()!;
      let scope = parentScope;
      switch (n.type) {
        case "function_item":
        case "closure_expression": {
          scope = this.newScope(n, parentScope);
          const body = field(n, "body");
          if (body) scope.returns.push(body);
          this.bindParams(n, scope);
          if (n.type === "function_item") {
            const name = this.fieldText(n, "name");
            if (name && !this.funcs.has(name)) this.funcs.set(name, scope);
          } else {
            const decl = n.parent;
            const pattern = decl?.type === "let_declaration" ? field(decl, "pattern") : null;
            if (pattern?.type === "identifier" && !this.funcs.has(this.text(pattern))) this.funcs.set(this.text(pattern), scope);
          }
          break;
        }
        case "use_declaration": {
          const arg = field(n, "argument");
          if (arg) this.useTree(arg, "");
          continue;
        }
        case "mod_item": {
          const name = this.fieldText(n, "name");
          if (name) this.localMods.add(name);
          break;
        }
        case "struct_item":
        case "enum_item":
        case "trait_item":
        case "union_item":
        case "type_item": {
          const name = this.fieldText(n, "name");
          if (name) this.localTypes.add(name);
          break;
        }
        case "impl_item": {
          const type = field(n, "type");
          if (type) this.localTypes.add(this.text(type).replace(/<.*$/s, ""));
          break;
        }
        case "let_declaration":
          this.bindLet(n, scope);
          break;
        case "const_item":
        case "static_item": {
          const name = this.fieldText(n, "name");
          const value = field(n, "value");
          if (name && value) this.bind(scope, name, { kind: "expr", node: value, path: [], type: this.fieldText(n, "type") ?? "" });
          break;
        }
        case "for_expression":
          this.bindFor(n, scope);
          break;
        case "match_expression": {
          // `match env::var("X") { Ok(v) => …, other => … }`: the arm's names are (parts of) the value
          const value = field(n, "value");
          for (const arm of field(n, "body")?.children ?? []) {
            const pattern = arm.type === "match_arm" ? field(arm, "pattern")?.children.find((c) => c.named && c.type !== "condition") : null;
            if (value && pattern) this.bindPattern(scope, pattern, [], (path) => ({ kind: "expr", node: value, path }), true);
          }
          break;
        }
        case "let_condition": {
          const pattern = field(n, "pattern");
          const value = field(n, "value");
          if (pattern && value) this.bindPattern(scope, pattern, [], (path) => ({ kind: "expr", node: value, path }));
          break;
        }
        case "assignment_expression":
        case "compound_assignment_expr":
          this.bindAssignment(n, scope);
          break;
        case "expression_statement":
          this.bindMutation(n, scope);
          break;
        case "return_expression":
          scope.returns.push(n);
          break;
        case "call_expression":
          this.sites.push({ node: n, scope });
          this.callSite(n, scope);
          break;
        case "macro_invocation": {
          this.sites.push({ node: n, scope });
          const args = this.macroArgs.get(n);
          if (args) for (let i = args.children.length - 1; i >= 0; i--) stack.push([args.children[i]!, scope]);
          continue;
        }
        case "attribute_item":
        case "inner_attribute_item":
        case "macro_definition":
          continue;
        case "string_literal":
        case "raw_string_literal":
          if (/stratum\+(?:tcp|ssl|tls):\/\//i.test(this.text(n))) this.emit({ kind: "mine", detail: this.text(n).slice(0, 300), loc: this.loc(n) });
          continue;
      }
      // children pushed in reverse, so calls and assignments are listed in source order
      for (let i = n.children.length - 1; i >= 0; i--) stack.push([n.children[i]!, scope]);
    }
  }

  private fieldText(n: SyntaxNode, name: string): string | null {
    const f = field(n, name);
    return f ? this.text(f) : null;
  }

  /** A `use` tree: `a::b::C`, `a::b::C as D`, `a::{b, c::d, self}`, `a::*`. */
  private useTree(n: SyntaxNode, prefix: string): void {
    const join = (p: string) => (prefix ? `${prefix}::${p}` : p);
    switch (n.type) {
      case "identifier":
      case "scoped_identifier":
      case "crate":
      case "super": {
        const path = join(this.text(n).replace(/\s+/g, ""));
        this.uses.set(path.split("::").pop()!, path);
        return;
      }
      case "self":
        if (prefix) this.uses.set(prefix.split("::").pop()!, prefix);
        return;
      case "use_as_clause": {
        const path = field(n, "path");
        const alias = this.fieldText(n, "alias");
        if (path && alias && alias !== "_") this.uses.set(alias, join(this.text(path).replace(/\s+/g, "")));
        return;
      }
      case "scoped_use_list": {
        const path = field(n, "path");
        const inner = field(n, "list");
        const p = path ? join(this.text(path).replace(/\s+/g, "")) : prefix;
        for (const c of inner?.children ?? []) if (c.named) this.useTree(c, p);
        return;
      }
      case "use_list":
        for (const c of n.children) if (c.named) this.useTree(c, prefix);
        return;
      case "use_wildcard": {
        const path = n.children.find((c) => c.named);
        if (this.globs.length < 16) this.globs.push(path ? join(this.text(path).replace(/\s+/g, "")) : prefix);
        return;
      }
    }
  }

  private bindParams(n: SyntaxNode, scope: Scope): void {
    const params = field(n, "parameters");
    if (!params) return;
    for (const p of params.children) {
      if (!p.named || p.type === "attribute_item" || p.type === "line_comment" || p.type === "block_comment") continue;
      if (p.type === "self_parameter") {
        scope.hasSelf = true;
        continue;
      }
      const idx = scope.params++;
      const pattern = p.type === "parameter" ? field(p, "pattern") : p;
      if (pattern) this.bindPattern(scope, pattern, [], (path) => ({ kind: "param", node: null, idx, path }));
    }
  }

  /** Binds every name a pattern introduces; `path` says which part of the value each is. */
  private bindPattern(scope: Scope, p: SyntaxNode, path: readonly number[], make: (path: readonly number[]) => Omit<Binding, "at">, arm = false): void {
    if (path.length > 4) return;
    switch (p.type) {
      case "identifier":
        // in a match arm, `None` and `MAX` are constants and variants, not new names
        if (!arm || !/^[A-Z]/.test(this.text(p))) this.bind(scope, this.text(p), make(path));
        return;
      case "mut_pattern":
      case "reference_pattern":
      case "ref_pattern":
      case "parameter":
      case "captured_pattern": {
        const inner = p.type === "parameter" ? field(p, "pattern") : p.children.filter((c) => c.named && c.type !== "mutable_specifier").at(-1);
        if (inner) this.bindPattern(scope, inner, path, make, arm);
        return;
      }
      case "tuple_pattern":
      case "slice_pattern":
        p.children.filter((c) => c.named).forEach((c, i) => this.bindPattern(scope, c, [...path, i], make, arm));
        return;
      case "tuple_struct_pattern": {
        // Some(x), Ok(x), Err(e), Box(x): the value inside
        const parts = p.children.filter((c) => c.named && c.field !== "type");
        parts.forEach((c, i) => this.bindPattern(scope, c, parts.length > 1 ? [...path, i] : path, make, arm));
        return;
      }
    }
  }

  private bindLet(n: SyntaxNode, scope: Scope): void {
    const pattern = field(n, "pattern");
    const value = field(n, "value");
    if (!pattern) return;
    if (!value) return;
    const type = this.fieldText(n, "type") ?? "";
    // `let req = req.header(…)`, `let s = s.trim()`: the name's next value, from its earlier ones
    if (pattern.type === "identifier" && rootOf(value) && this.text(rootOf(value)!) === this.text(pattern) && this.declaring(scope, this.text(pattern)).names.has(this.text(pattern))) {
      const name = this.text(pattern);
      this.bind(this.declaring(scope, name), name, { kind: "mutate", node: value, path: [] }, scope);
      return;
    }
    this.bindPattern(scope, pattern, [], (path) => ({ kind: "expr", node: value, path, type }));
  }

  private bindFor(n: SyntaxNode, scope: Scope): void {
    const pattern = field(n, "pattern");
    const value = field(n, "value");
    if (!pattern || !value) return;
    this.bindPattern(scope, pattern, [], (path) => ({ kind: "range", node: value, path }));
    // bytes changed in place: `for b in buf.iter_mut() { *b ^= K }`, `for i in 0..buf.len() { buf[i] ^= K[i % n] }`
    const inplace = inplaceOf(this, n);
    if (inplace) this.bind(this.declaring(scope, inplace.target), inplace.target, { kind: "inplace", node: n, path: [] }, scope);
  }

  private bindAssignment(n: SyntaxNode, scope: Scope): void {
    const left = field(n, "left");
    const right = field(n, "right");
    if (left?.type !== "identifier" || !right) return;
    const name = this.text(left);
    const owner = this.declaring(scope, name);
    if (n.type === "compound_assignment_expr") this.bind(owner, name, { kind: "compound", node: n, path: [] }, scope);
    else if (rootOf(right) && this.text(rootOf(right)!) === name) this.bind(owner, name, { kind: "mutate", node: right, path: [] }, scope);
    else this.bind(owner, name, { kind: "expr", node: right, path: [] }, scope);
  }

  /** `cmd.arg(x).arg(y);`, `s.push_str(x);`: the longest run of mutating calls on a variable is a step of its value. */
  private bindMutation(n: SyntaxNode, scope: Scope): void {
    let e = n.children.find((c) => c.named) ?? null;
    while (e?.type === "try_expression" || e?.type === "await_expression") e = e.children.find((c) => c.named) ?? null;
    if (e?.type !== "call_expression") return;
    // the chain from the root outwards
    const chain: SyntaxNode[] = [];
    let cur: SyntaxNode | null = e;
    while (cur) {
      if (cur.type === "call_expression") {
        const fn = field(cur, "function");
        if (fn?.type !== "field_expression") return;
        chain.unshift(cur);
        cur = field(fn, "value");
      } else if (cur.type === "try_expression" || cur.type === "await_expression") cur = cur.children.find((c) => c.named) ?? null;
      else break;
    }
    if (cur?.type !== "identifier") return;
    let last: SyntaxNode | null = null;
    for (const call of chain) {
      const method = this.fieldText(field(call, "function")!, "field") ?? "";
      if (!MUTATING.has(method)) break;
      last = call;
    }
    if (!last) return;
    const name = this.text(cur);
    this.bind(this.declaring(scope, name), name, { kind: "mutate", node: last, path: [] }, scope);
  }

  private callSite(n: SyntaxNode, scope: Scope): void {
    let fn = field(n, "function");
    if (fn?.type === "generic_function") fn = field(fn, "function");
    if (!fn) return;
    const name = fn.type === "identifier" ? this.text(fn) : fn.type === "scoped_identifier" ? this.fieldText(fn, "name") : fn.type === "field_expression" ? this.fieldText(fn, "field") : null;
    if (name) {
      const entries = this.callSites.get(name) ?? [];
      if (entries.length < MAX_CALL_SITES) entries.push({ node: n, scope });
      this.callSites.set(name, entries);
    }
    if (fn.type !== "field_expression") return;
    const method = this.fieldText(fn, "field") ?? "";
    // `r.read_to_string(&mut s)`: s holds what r reads
    if (FILLING.has(method)) {
      for (const a of field(n, "arguments")?.children ?? []) {
        const target = a.type === "reference_expression" ? field(a, "value") : null;
        if (target?.type === "identifier") this.bind(this.declaring(scope, this.text(target)), this.text(target), { kind: "fill", node: n, path: [] }, scope);
      }
    }
    // `buf.iter_mut().for_each(|b| *b ^= K)`
    const inplace = method === "for_each" ? inplaceOf(this, n) : null;
    if (inplace) this.bind(this.declaring(scope, inplace.target), inplace.target, { kind: "inplace", node: n, path: [] }, scope);
  }

  /** Package-level values go to the other files of the crate; theirs fill names this file does not bind. */
  private shareCrateValues(): void {
    if (this.snippet.depth > 0 || !this.snippet.path.endsWith(".rs")) return;
    let byCrate = crateValues.get(this.analyzer);
    if (!byCrate) crateValues.set(this.analyzer, (byCrate = new Map()));
    const crate = crateOf(this.snippet.path, this.analyzer.files);
    let values = byCrate.get(crate);
    if (!values) byCrate.set(crate, (values = new Map()));
    this.sharedValues = values;
    const fr = this.frameOf(this.root);
    for (const name of this.root.names.keys()) {
      if (values.size >= 512) break;
      const v = this.lookup(fr, name);
      if (v && !isBare(v) && !v.obj) values.set(name, v);
    }
    // functions without parameters whose result carries private data (`fn token() -> String { … }`)
    for (const [name, scope] of this.funcs) {
      if (scope.node.type !== "function_item" || scope.params || scope.hasSelf || values.has(name) || values.size >= 512) continue;
      const v = this.callLocal(scope, [], 1);
      if (taintOf(v).length || fetchedOf(v)) values.set(name, v);
    }
  }

  /** A Cargo build script runs by itself at `cargo build` (and `cargo install`, `cargo test`…): the nearest manifest's `package.build`, else `build.rs` beside no manifest (a template, a snippet). */
  private buildScript(): void {
    if (this.snippet.depth > 0 || this.snippet.ctx.inDocs) return;
    const path = this.snippet.path;
    let isBuild: boolean | null = null;
    for (let dir = dirOf(path); isBuild === null; dir = dirOf(dir)) {
      const script = cargoBuild(this.analyzer, joinPath(dir, "Cargo.toml"));
      if (script !== undefined) isBuild = script !== false && normalizeSkillPath(joinPath(dir, script)) === path;
      if (!dir) break;
    }
    if (!(isBuild ?? /(?:^|\/)build\.rs$/.test(path))) return;
    const main = this.tree.root.children.find((c) => c.type === "function_item" && this.fieldText(c, "name") === "main");
    this.emit({ kind: "config", what: "lifecycle-script", detail: `cargo build script ${path}: runs at cargo build`, loc: main ? this.loc(main) : this.analyzer.loc(this.snippet, 0) });
  }

  // ----- evaluation ---------------------------------------------------------------------------

  frameOf(scope: Scope): Frame {
    let fr = this.frames.get(scope);
    if (!fr) {
      fr = { scope, parent: scope.parent ? this.frameOf(scope.parent) : null, args: null, cache: new Map(), depth: 0 };
      this.frames.set(scope, fr);
    }
    return fr;
  }

  private readonly inProgress = new Set<string>();

  /** The value of a name seen from a frame, or null when nothing in the file binds it. */
  lookup(fr: Frame, name: string): Val | null {
    for (let f: Frame | null = fr; f; f = f.parent) {
      const cached = f.cache.get(name);
      if (cached) return cached;
      const binds = f.scope.names.get(name);
      if (!binds) continue;
      const key = `${f.scope.node.start}:${f.depth}:${name}:${f.args ? "a" : ""}`;
      if (this.inProgress.has(key)) return unk();
      this.inProgress.add(key);
      try {
        const v = this.bindingsValue(f, name, binds);
        if (!f.args) f.cache.set(name, v);
        return v;
      } finally {
        this.inProgress.delete(key);
      }
    }
    if (this.funcs.has(name)) return { f: unknown(), fn: this.funcs.get(name)!.node };
    return this.sharedValues?.get(name) ?? null;
  }

  private bindingsValue(fr: Frame, name: string, binds: readonly Binding[]): Val {
    const plain: Val[] = [];
    const steps: Binding[] = [];
    for (const b of binds) {
      switch (b.kind) {
        case "expr": {
          let v = pick(this.ev(b.node!, fr), b.path);
          if (/^String$|^&?str$/.test(b.type ?? "") && v.items && v.f.text === HOLE) v = this.collected(v, true);
          plain.push(v);
          break;
        }
        case "range": {
          const over = this.ev(b.node!, fr);
          const it = itemsOf(over);
          plain.push(pick(it && it.length ? alt(it) : opaque(over), b.path));
          break;
        }
        case "param":
          plain.push(pick(this.paramValue(fr, b.idx ?? 0), b.path));
          break;
        case "fill":
          plain.push(this.filled(b.node!, b.at === fr.scope ? fr : this.frameOf(b.at)));
          break;
        default:
          steps.push(b);
      }
    }
    let v = alt(plain);
    for (const s of steps.slice(0, 16)) {
      const before = v;
      const at = this.frameWith(fr, s.at, name, before);
      switch (s.kind) {
        case "mutate":
          v = this.ev(s.node!, at);
          break;
        case "compound": {
          const op = s.node!.children.find((c) => c.field === "operator")?.type.replace(/=$/, "") ?? "+";
          const right = field(s.node!, "right");
          v = this.arith(op, before, right ? this.ev(right, at) : unk());
          break;
        }
        case "inplace":
          v = this.inplace(s.node!, at, before);
          break;
      }
      if (isBare(v) && !isBare(before)) v = addTaint(before, taintOf(v));
    }
    return v;
  }

  /** A frame where `name` (declared in `fr`) stands for `value`, seen from scope `at` (the same or a closure of it). */
  private frameWith(fr: Frame, at: Scope, name: string, value: Val): Frame {
    const cache = new Map(fr.cache);
    cache.set(name, value);
    const own: Frame = { scope: fr.scope, parent: fr.parent, args: fr.args, cache, depth: fr.depth };
    return at === fr.scope ? own : { scope: at, parent: own, args: null, cache: new Map(), depth: fr.depth };
  }

  /** What `r.read_to_string(&mut s)` puts in s: what r reads (a file's contents, a response, a connection's bytes). */
  private filled(call: SyntaxNode, fr: Frame): Val {
    const fn = field(call, "function");
    const recvNode = fn ? field(fn, "value") : null;
    const recv = recvNode ? this.ev(recvNode, fr) : unk();
    for (const r of alts(recv)) {
      if (r.obj?.t === "sock") return { f: unknown(), fetched: `socket://${r.obj.dest}` };
      if (r.obj?.t === "child") return this.commandOutput(r.obj.cmd, call);
    }
    return opaque(recv);
  }

  /** A loop or `for_each` that assigns to the items of a list: the list after it. */
  private inplace(node: SyntaxNode, fr: Frame, before: Val): Val {
    const items = itemsOf(before);
    const spec = inplaceOf(this, node);
    const right = spec ? field(spec.assign, "right") : null;
    if (!items || before.open || !spec || !right) return before;
    const op = spec.assign.type === "compound_assignment_expr" ? (spec.assign.children.find((c) => c.field === "operator")?.type.replace(/=$/, "") ?? null) : null;
    const out = items.slice();
    for (let i = 0; i < out.length; i++) {
      if (this.steps > this.budget) return before;
      let at: Frame;
      if (spec.closure) {
        const scope = this.scopes.get(spec.closure)!;
        const arg = spec.index ? { ...list([num(i), out[i]!]), tuple: true } : out[i]!;
        at = { scope, parent: scope.parent ? this.frameOf(scope.parent) : null, args: [arg], cache: new Map(), depth: fr.depth + 1 };
      } else {
        const cache = new Map(fr.cache);
        if (spec.elem) cache.set(spec.elem, out[i]!);
        if (spec.index) cache.set(spec.index, num(i));
        at = { scope: fr.scope, parent: fr.parent, args: fr.args, cache, depth: fr.depth };
      }
      const rhs = this.ev(right, at);
      out[i] = op ? this.arith(op, out[i]!, rhs) : rhs;
    }
    return { ...before, items: out, f: { ...before.f, text: HOLE, exact: false } };
  }

  /** The value of a parameter: the call's argument, or (in the function's own frame) the arguments of the file's calls to it. */
  private paramValue(fr: Frame, idx: number): Val {
    if (fr.args) return fr.args[idx] ?? unk();
    const scope = fr.scope;
    const name = this.nameOf(scope);
    const sites = name ? (this.callSites.get(name) ?? []) : [];
    const cands: Val[] = [unk()];
    for (const site of sites) {
      if (fr.depth > 0 || this.steps > this.budget) break;
      const callerFrame = this.frameOf(site.scope);
      if (callerFrame === fr) continue;
      const fn = field(site.node, "function");
      // a method's call sites are `x.name(…)`; a free function's `name(…)` or `path::name(…)`
      const isMethod = fn?.type === "field_expression";
      if (isMethod !== (scope.hasSelf && scope.node.type === "function_item")) continue;
      const args = argNodesOf(site.node);
      if (args[idx]) cands.push(this.ev(args[idx]!, callerFrame));
    }
    return alt(cands);
  }

  private nameOf(scope: Scope): string | null {
    if (scope.node.type === "function_item") return this.fieldText(scope.node, "name");
    for (const [name, s] of this.funcs) if (s === scope) return name;
    return null;
  }

  /** The value a call of a local function or closure returns, evaluated with the call's arguments. */
  callLocal(scope: Scope, args: Val[], depth: number): Val {
    if (depth > MAX_INLINE || !scope.returns.length) return unk(args.flatMap((a) => taintOf(a)).slice(0, 8));
    const parentFrame = scope.parent ? this.frameOf(scope.parent) : null;
    const fr: Frame = { scope, parent: parentFrame, args, cache: new Map(), depth };
    return alt(scope.returns.slice(0, 8).map((r) => (r.type === "return_expression" ? this.evReturn(r, fr) : this.ev(r, fr))));
  }

  private evReturn(r: SyntaxNode, fr: Frame): Val {
    const e = r.children.find((c) => c.named);
    return e ? this.ev(e, fr) : unk();
  }

  ev(n: SyntaxNode, fr: Frame, depth = 0): Val {
    if (++this.steps > this.budget || depth > MAX_EVAL_DEPTH || this.nesting >= MAX_NESTING) return unk();
    this.nesting++;
    try {
      const v = this.evNode(n, fr, depth);
      // building and copying long text costs in proportion
      if (v.f.text.length > 1024) this.steps += v.f.text.length >> 10;
      return v;
    } finally {
      this.nesting--;
    }
  }

  private evNode(n: SyntaxNode, fr: Frame, depth: number): Val {
    switch (n.type) {
      case "string_literal":
        return this.stringLiteral(n);
      case "raw_string_literal": {
        const content = n.children.find((c) => c.type === "string_content");
        const text = content ? this.text(content) : "";
        return /^b/.test(this.text(n)) ? bytesVal(text) : str(text);
      }
      case "char_literal": {
        const text = this.text(n);
        const raw = text.replace(/^b/, "").slice(1, -1);
        const cp = (raw.startsWith("\\") ? decodeEscapes(raw) : raw).codePointAt(0) ?? 0;
        return text.startsWith("b") ? num(cp) : chr(cp);
      }
      case "integer_literal":
        return { ...num(parseRustInt(this.text(n))), lit: true };
      case "float_literal":
        return num(Number(this.text(n).replace(/_/g, "").replace(/f(?:32|64)$/, "")));
      case "boolean_literal":
        return bool(this.text(n) === "true");
      case "identifier":
        return this.identifier(n, fr);
      case "self":
        return { f: unknown(), ext: "self" };
      case "scoped_identifier":
        return this.path(n, fr);
      case "parenthesized_expression":
      case "reference_expression":
      case "try_expression":
      case "await_expression":
      case "expression_statement": {
        const inner = n.type === "reference_expression" ? field(n, "value") : n.children.find((c) => c.named);
        return inner ? this.ev(inner, fr, depth + 1) : unk();
      }
      case "unary_expression": {
        const inner = n.children.find((c) => c.named);
        const v = inner ? this.ev(inner, fr, depth + 1) : unk();
        const op = n.children.find((c) => !c.named)?.type;
        if (op === "-" && v.n !== undefined) return num(-v.n);
        if (op === "!" && v.b !== undefined) return bool(!v.b);
        if (op === "!" && v.n !== undefined) return num(~v.n);
        return op === "*" ? v : unk(taintOf(v));
      }
      case "type_cast_expression": {
        const value = field(n, "value");
        const v = value ? this.ev(value, fr, depth + 1) : unk();
        return cast(v, this.fieldText(n, "type") ?? "");
      }
      case "binary_expression":
        return this.binary(n, fr, depth);
      case "call_expression":
        return this.call(n, fr, depth);
      case "macro_invocation":
        return this.macro(n, fr, depth);
      case "field_expression":
        return this.fieldAccess(n, fr, depth);
      case "index_expression":
        return this.index(n, fr, depth);
      case "array_expression": {
        const length = field(n, "length");
        const elems = n.children.filter((c) => c.named && c.field !== "length" && !isComment(c));
        if (length) {
          const count = this.ev(length, fr, depth + 1).n;
          const v = elems[0] ? this.ev(elems[0], fr, depth + 1) : unk();
          return count !== undefined && count >= 0 && count <= MAX_ITEMS ? list(Array.from({ length: count }, () => v)) : list([], { open: true });
        }
        return list(elems.slice(0, MAX_ITEMS).map((e) => this.ev(e, fr, depth + 1)), { open: elems.length > MAX_ITEMS });
      }
      case "tuple_expression":
        return { ...list(n.children.filter((c) => c.named && !isComment(c)).map((e) => this.ev(e, fr, depth + 1))), tuple: true };
      case "struct_expression":
        return this.structLiteral(n, fr, depth);
      case "block":
      case "unsafe_block":
      case "async_block":
      case "const_block":
      case "loop_expression": {
        const block = n.type === "block" ? n : n.children.find((c) => c.type === "block");
        const tail = block ? tailOf(block) : null;
        return tail ? this.ev(tail, fr, depth + 1) : unk();
      }
      case "if_expression": {
        const cands: Val[] = [];
        const then = field(n, "consequence");
        if (then) cands.push(this.ev(then, fr, depth + 1));
        const other = field(n, "alternative");
        const inner = other?.children.find((c) => c.named);
        if (inner) cands.push(this.ev(inner, fr, depth + 1));
        return alt(cands);
      }
      case "match_expression": {
        const arms = field(n, "body")?.children.filter((c) => c.type === "match_arm") ?? [];
        return alt(arms.slice(0, MAX_ALTS * 2).map((a) => {
          const v = field(a, "value");
          return v ? this.ev(v, fr, depth + 1) : unk();
        }));
      }
      case "range_expression": {
        const ends = n.children.filter((c) => c.named);
        const a = ends[0] ? this.ev(ends[0], fr, depth + 1).n : undefined;
        const b = ends[1] ? this.ev(ends[1], fr, depth + 1).n : undefined;
        const inclusive = n.children.some((c) => c.type === "..=");
        if (a === undefined || b === undefined || b - a > MAX_ITEMS || b < a) return list([], { open: true, iter: true });
        return list(Array.from({ length: b - a + (inclusive ? 1 : 0) }, (_, i) => num(a + i)), { iter: true });
      }
      case "closure_expression":
        return { f: unknown(), fn: n };
      case "return_expression":
        return this.evReturn(n, fr);
      default:
        return unk();
    }
  }

  private stringLiteral(n: SyntaxNode): Val {
    let text = "";
    let hiding = false;
    let continued = false;
    for (const c of n.children) {
      if (c.type === "string_content") {
        const s = this.text(c);
        text += continued ? s.replace(/^\s+/, "") : s;
        continued = false;
      } else if (c.type === "escape_sequence") {
        const e = this.text(c);
        if (/^\\\n/.test(e)) {
          continued = true;
          continue;
        }
        // escapes that spell ordinary letters and digits hide text from a reader
        if (/^\\x(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])$|^\\u\{0*(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])\}$/.test(e)) hiding = true;
        text += decodeEscapes(e);
      }
    }
    const via: Decoding[] = hiding ? ["escape"] : [];
    return /^b/.test(this.text(n)) ? bytesVal(text, via) : str(text, via);
  }

  private identifier(n: SyntaxNode, fr: Frame): Val {
    const name = this.text(n);
    const v = this.lookup(fr, name);
    if (v) return v;
    const full = this.uses.get(name);
    if (full) return this.pathValue(full, fr);
    return { f: unknown(), ext: canonical(WELL_KNOWN.get(name) ?? name) };
  }

  /** `a::b::C`: a local item (`Self::X`, `crate::cfg::URL`, `config::URL`), or a path outside the file. */
  private path(n: SyntaxNode, fr: Frame): Val {
    return this.pathValue(this.text(n).replace(/\s+/g, ""), fr);
  }

  private pathValue(path: string, fr: Frame): Val {
    const resolved = this.resolve(path);
    if (resolved.local) {
      const last = path.split("::").pop()!;
      return this.lookup(this.frameOf(this.root), last) ?? unk();
    }
    // a name the file or the crate binds, reached through a module path it does not declare
    const last = path.split("::").pop()!;
    if (!resolved.known && this.root.names.has(last)) return this.lookup(fr, last) ?? unk();
    if (!resolved.known && this.sharedValues?.has(last)) return this.sharedValues.get(last)!;
    return { f: unknown(), ext: resolved.q };
  }

  /** The canonical path a written path stands for, through `use` aliases, globs and well-known names. */
  resolve(path: string): { local: boolean; known: boolean; q: string } {
    const segs = path.replace(/<[^<>]*>/g, "").split("::").filter(Boolean);
    const first = segs[0] ?? "";
    if (first === "crate" || first === "self" || first === "super" || first === "Self" || this.localMods.has(first) || (this.localTypes.has(first) && segs.length > 1)) return { local: true, known: true, q: path };
    let full = this.uses.get(first);
    if (full && /^(?:crate|self|super)::/.test(full)) return { local: true, known: true, q: full };
    if (!full && segs.length === 1) {
      for (const g of this.globs) {
        const q = canonical(`${g}::${first}`);
        if (FOLDS.has(q)) return { local: false, known: true, q };
      }
    }
    full ??= WELL_KNOWN.get(first);
    const q = canonical(full ? [full, ...segs.slice(1)].join("::") : segs.join("::"));
    return { local: false, known: !!full || FOLDS.has(q) || /^(?:std|core|alloc)::/.test(path), q };
  }

  private binary(n: SyntaxNode, fr: Frame, depth: number): Val {
    const l = field(n, "left");
    const r = field(n, "right");
    const op = n.children.find((c) => c.field === "operator")?.type ?? "";
    const a = l ? this.ev(l, fr, depth + 1) : unk();
    const b = r ? this.ev(r, fr, depth + 1) : unk();
    return this.arith(op, a, b);
  }

  /** `a op b` on folded values: numbers, booleans, comparisons of known values, string concatenation with `+`. */
  arith(op: string, a: Val, b: Val): Val {
    if (a.n !== undefined && b.n !== undefined && !a.items && !b.items) {
      const x = a.n;
      const y = b.n;
      const out: Record<string, () => number> = {
        "+": () => x + y, "-": () => x - y, "*": () => x * y, "/": () => (y ? Math.trunc(x / y) : 0), "%": () => (y ? x % y : 0),
        "|": () => x | y, "&": () => x & y, "^": () => x ^ y, "<<": () => x * 2 ** y, ">>": () => x >> y,
      };
      if (out[op]) {
        const via = [...a.f.via, ...b.f.via.filter((d) => !a.f.via.includes(d))];
        if (op === "^" && !via.includes("xor")) via.unshift("xor");
        const r = out[op]!();
        return { ...num(r, known(String(r), via)), lit: a.lit || b.lit };
      }
      const cmp: Record<string, () => boolean> = { "==": () => x === y, "!=": () => x !== y, "<": () => x < y, ">": () => x > y, "<=": () => x <= y, ">=": () => x >= y };
      if (cmp[op]) return bool(cmp[op]!());
    }
    if (op === "&&" || op === "||") return a.b !== undefined && b.b !== undefined ? bool(op === "&&" ? a.b && b.b : a.b || b.b) : unk();
    if (op === "==" || op === "!=") {
      const x = exactText(a);
      const y = exactText(b);
      return x !== null && y !== null ? bool((x === y) === (op === "==")) : unk();
    }
    if (/^(?:<|>|<=|>=)$/.test(op)) return unk();
    if (op === "+") return concatVals([a, b]);
    return unk(mergeTaint(taintOf(a), taintOf(b)));
  }

  private structLiteral(n: SyntaxNode, fr: Frame, depth: number): Val {
    const fields = new Map<string, Val>();
    for (const c of field(n, "body")?.children ?? []) {
      if (fields.size >= 64) break;
      if (c.type === "field_initializer") {
        const name = this.fieldText(c, "field") ?? this.fieldText(c, "name");
        const value = field(c, "value");
        if (name && value) fields.set(name, this.ev(value, fr, depth + 1));
      } else if (c.type === "shorthand_field_initializer") {
        const id = c.children.find((x) => x.named);
        if (id) fields.set(this.text(id), this.ev(id, fr, depth + 1));
      }
    }
    const v: Val = { f: unknown(), fields, ext: this.fieldText(n, "name") ?? "" };
    v.f = unknown(taintOf(v));
    const fetched = [...fields.values()].map((x) => fetchedOf(x)).find(Boolean);
    if (fetched) v.fetched = fetched;
    return v;
  }

  private fieldAccess(n: SyntaxNode, fr: Frame, depth: number): Val {
    const value = field(n, "value");
    const name = this.fieldText(n, "field") ?? "";
    if (!value) return unk();
    const recv = this.ev(value, fr, depth + 1);
    for (const r of alts(recv)) {
      if (r.obj?.t === "child") {
        if (name === "stdin") return { f: unknown(), obj: { t: "pipe", cmd: r.obj.cmd } };
        if (name === "stdout" || name === "stderr") return this.commandOutput(r.obj.cmd, n);
      }
    }
    if (/^\d+$/.test(name) && recv.items) return recv.items[Number(name)] ?? opaque(recv);
    if (recv.fields?.has(name)) return recv.fields.get(name)!;
    if (recv.ext === "settings") return settingVal(recv, fieldConfigValues(this.analyzer, name));
    if (recv.ext && !recv.obj && !recv.f.taint.length && recv.ext !== "self") return { f: unknown(), ext: `${recv.ext}::${name}` };
    // fields of an object are the object (output.stdout, response.body)
    if (recv.obj || recv.fetched) return recv;
    return opaque(recv);
  }

  private index(n: SyntaxNode, fr: Frame, depth: number): Val {
    const [operand, idx] = n.children.filter((c) => c.named);
    if (!operand || !idx) return unk();
    const v = this.ev(operand, fr, depth + 1);
    if (idx.type === "range_expression") {
      const ends = idx.children.filter((c) => c.named);
      const dots = idx.children.findIndex((c) => !c.named);
      const startNode = ends.find((e) => idx.children.indexOf(e) < dots);
      const endNode = ends.find((e) => idx.children.indexOf(e) > dots);
      const a = startNode ? this.ev(startNode, fr, depth + 1).n : 0;
      const b = endNode ? this.ev(endNode, fr, depth + 1).n : undefined;
      if (a === undefined || (endNode && b === undefined)) return opaque(v);
      if (v.items) return { ...v, items: v.items.slice(a, b) };
      return v.f.exact ? fromF(derive(v.f, v.f.text.slice(a, b), "slice"), v) : fromF({ ...v.f, exact: false }, v);
    }
    const i = this.ev(idx, fr, depth + 1);
    if (v.items && i.n !== undefined) return v.items[i.n] ?? opaque(v);
    if (v.items && i.alts) return alt(i.alts.map((x) => (x.n !== undefined ? (v.items![x.n] ?? unk()) : unk())));
    const byteIdx = v.f.exact && i.n !== undefined ? v.f.text.charCodeAt(i.n) : NaN;
    if (!Number.isNaN(byteIdx)) return num(byteIdx);
    // `cfg["BOARD_URL"]` of settings loaded at run time
    if (i.n === undefined && i.f.exact && !v.items?.length) return settingVal(v, configValues(this.analyzer, i.f.text));
    return opaque(v);
  }

  objectAt<T extends Obj>(n: SyntaxNode, make: () => T): T {
    let o = this.objects.get(n) as T | undefined;
    if (!o) {
      o = make();
      this.objects.set(n, o);
      if (o.t === "file") this.files.push(o);
    }
    return o;
  }

  // ----- calls --------------------------------------------------------------------------------

  private call(n: SyntaxNode, fr: Frame, depth: number): Val {
    let fnNode = field(n, "function");
    let typeArgs = "";
    if (fnNode?.type === "generic_function") {
      typeArgs = this.fieldText(fnNode, "type_arguments") ?? "";
      fnNode = field(fnNode, "function");
    }
    if (!fnNode) return unk();
    const argNodes = argNodesOf(n);
    const args = argNodes.slice(0, 64).map((a) => this.ev(a, fr, depth + 1));
    const c: Call = { file: this, n, fr, args, argNodes, top: this.visiting === n, depth, typeArgs };
    if (fnNode.type === "identifier") {
      const name = this.text(fnNode);
      const local = this.lookup(fr, name);
      if (local?.fn) {
        const scope = this.scopes.get(local.fn);
        return scope ? this.callLocal(scope, args, fr.depth + 1) : unk();
      }
      if (local) return opaque(local);
      if (name === "Some" || name === "Ok" || name === "Err" || name === "Box") return arg(c, 0);
      const q = this.resolve(name).q;
      const fold = FOLDS.get(q);
      return fold ? fold(c) : passThrough(c);
    }
    if (fnNode.type === "scoped_identifier") {
      const path = this.text(fnNode).replace(/\s+/g, "");
      const last = path.split("::").pop()!;
      const resolved = this.resolve(path);
      if (!resolved.local) {
        const fold = FOLDS.get(resolved.q);
        if (fold) return fold(c);
      }
      // `Self::helper(x)`, `Config::new()`, `util::run(x)`: a function of this file
      const scope = this.funcs.get(last);
      if (scope && (resolved.local || !resolved.known)) return this.callLocal(scope, scope.hasSelf ? args.slice(1) : args, fr.depth + 1);
      if (resolved.local) return passThrough(c);
      const shared = this.sharedValues?.get(last);
      if (shared && !resolved.known) return shared;
      return passThrough(c);
    }
    if (fnNode.type === "field_expression") {
      const method = this.fieldText(fnNode, "field") ?? "";
      const recvNode = field(fnNode, "value");
      const recv = recvNode ? this.ev(recvNode, fr, depth + 1) : unk();
      const v = methodCall(c, recv, method);
      if (v !== NO_METHOD) return v;
      // a method of this file (`self.upload(data)`)
      const scope = this.funcs.get(method);
      if (scope?.hasSelf) return this.callLocal(scope, args, fr.depth + 1);
      return recv.items || taintOf(recv).length || fetchedOf(recv) ? opaque(recv) : unk();
    }
    if (fnNode.type === "closure_expression") {
      const scope = this.scopes.get(fnNode);
      return scope ? this.callLocal(scope, args, fr.depth + 1) : unk();
    }
    return unk();
  }

  /** Calls a closure value (or a function path such as `char::from`) with arguments. */
  applyFn(fnVal: Val, args: Val[], depth: number): Val {
    if (fnVal.fn) {
      const scope = this.scopes.get(fnVal.fn);
      return scope ? this.callLocal(scope, args, depth + 1) : unk();
    }
    const a = args[0] ?? unk();
    if (fnVal.ext === "char::from" || fnVal.ext === "char::from_u32") return a.n !== undefined ? chr(a.n, a.f.via) : opaque(a);
    if (/(?:^|::)(?:String::from|ToString::to_string|ToOwned::to_owned)$/.test(fnVal.ext ?? "")) return a;
    return opaque(a);
  }

  private macro(n: SyntaxNode, fr: Frame, depth: number): Val {
    const name = macroName(this, n);
    const wrapper = this.macroArgs.get(n);
    const argNodes = wrapper ? wrapper.children.filter((c) => c.named && c.field !== "length" && !isComment(c)) : this.tokenArgs(n);
    const top = this.visiting === n;
    const evArgs = () => argNodes.slice(0, 64).map((a) => (a.type === "assignment_expression" ? unk() : this.ev(a, fr, depth + 1)));
    switch (name) {
      case "format":
      case "format_args":
      case "print":
      case "println":
      case "eprint":
      case "eprintln":
      case "panic":
      case "anyhow":
      case "bail":
        return this.format(argNodes, fr, depth);
      case "write":
      case "writeln": {
        if (!top || !argNodes.length) return unk();
        const data = this.format(argNodes.slice(1), fr, depth);
        writeTo(this, n, this.ev(argNodes[0]!, fr, depth + 1), name === "writeln" ? concatVals([data, str("\n")]) : data);
        return unk();
      }
      case "concat":
        return concatVals(evArgs());
      case "stringify":
        return str(wrapper ? this.src.slice(wrapper.start + 1, wrapper.end - 1).trim() : "");
      case "vec": {
        const length = wrapper ? field(wrapper, "length") : null;
        if (length && wrapper) return this.ev(wrapper, fr, depth + 1);
        return list(evArgs(), { open: argNodes.length > MAX_ITEMS });
      }
      case "include_str":
      case "include_bytes":
        return this.include(n, evArgs()[0] ?? unk(), name === "include_bytes", top);
      case "env":
      case "option_env":
        return this.envValue(evArgs()[0] ?? unk(), n);
      case "dbg":
        return evArgs()[0] ?? unk();
      default: {
        // `json!({…})` and other macros: unknown, carrying what flows into them
        let taint: Taint[] = [];
        let fetched: string | undefined;
        for (const e of maximalExprs(wrapper ? [wrapper] : argNodes).slice(0, 32)) {
          const v = this.ev(e, fr, depth + 1);
          taint = mergeTaint(taint, taintOf(v));
          fetched ??= fetchedOf(v);
        }
        const v = unk(taint);
        if (fetched) v.fetched = fetched;
        return v;
      }
    }
  }

  /** Arguments of a macro whose token tree was not parsed again: single-token arguments only. */
  private tokenArgs(n: SyntaxNode): SyntaxNode[] {
    const tt = n.children.find((c) => c.type === "token_tree");
    if (!tt) return [];
    const out: SyntaxNode[] = [];
    let seg: SyntaxNode[] = [];
    for (const c of tt.children.slice(1, -1)) {
      if (!c.named && c.type === ",") {
        out.push(seg.length === 1 ? seg[0]! : tt);
        seg = [];
      } else seg.push(c);
    }
    if (seg.length) out.push(seg.length === 1 ? seg[0]! : tt);
    // a multi-token argument stays the token tree (unknown)
    return out;
  }

  /** `format!("{} {x} {0:?}", a, x = b)`: the format string filled with the folded arguments. */
  private format(argNodes: readonly SyntaxNode[], fr: Frame, depth: number): Val {
    if (!argNodes.length) return str("");
    const fmtV = this.ev(argNodes[0]!, fr, depth + 1);
    const positional: Val[] = [];
    const named = new Map<string, Val>();
    for (const a of argNodes.slice(1, 64)) {
      if (a.type === "assignment_expression") {
        const left = field(a, "left");
        const right = field(a, "right");
        if (left && right) named.set(this.text(left), this.ev(right, fr, depth + 1));
      } else positional.push(this.ev(a, fr, depth + 1));
    }
    const fmt = exactText(fmtV);
    if (fmt === null) return unk(mergeTaint(taintOf(fmtV), [...positional, ...named.values()].flatMap((a) => taintOf(a)).slice(0, 16)));
    const parts: Val[] = [];
    let next = 0;
    let last = 0;
    for (const m of fmt.matchAll(/\{\{|\}\}|\{([^{}]*)\}/g)) {
      parts.push(str(fmt.slice(last, m.index)));
      last = m.index! + m[0].length;
      if (m[0] === "{{" || m[0] === "}}") {
        parts.push(str(m[0][0]!));
        continue;
      }
      const [argPart = "", spec = ""] = m[1]!.split(/:(.*)/s);
      const name = argPart.trim();
      // `{x}` captures a variable of the scope
      const a = name === "" ? positional[next++] : /^\d+$/.test(name) ? positional[Number(name)] : (named.get(name) ?? this.lookup(fr, name) ?? undefined);
      parts.push(a ? formatted(a, spec) : unk());
    }
    parts.push(str(fmt.slice(last)));
    return concatVals(parts, "format");
  }

  /** `include_str!("payload.sh")`: the skill's file, resolved beside this one. */
  private include(n: SyntaxNode, p: Val, bytes: boolean, top: boolean): Val {
    const rel = exactText(p);
    if (rel === null) return unk();
    const target = normalizeSkillPath(rel.startsWith("/") ? rel.slice(1) : joinPath(dirOf(this.snippet.path), rel));
    if (!target || !this.analyzer.files.has(target)) return unk();
    if (top) this.emit({ kind: "invoke", target, how: "import", loc: this.loc(n) });
    const text = this.analyzer.fileText(target);
    if (text === null) return unk();
    return bytes ? bytesVal(text) : str(text);
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

  analyzeCode(kind: FileKind, f: Folded, n: SyntaxNode): void {
    if (f.text === HOLE || f.text.length < 2) return;
    if (!isReadable(f.text.replaceAll(HOLE, "x")) && f.text.length > 16) return;
    this.analyzer.analyze(kind, f.text, this.snippet, n.row, f.via);
  }

  /** Taint of reading the file(s) at `path` (and a read fact when it holds private data). */
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

  /** Listing a private folder (read_dir, WalkDir, glob) reads it; the names listed carry no taint. */
  listTaint(path: Val, n: SyntaxNode): void {
    for (const a of alts(path).slice(0, MAX_ALTS)) {
      const f = toF(a);
      const cls = f.text === HOLE ? null : sourceOfPath(f.text);
      if (cls) this.emit({ kind: "read", source: cls.source, what: cls.what, detail: `${f.text} (listing)`, loc: this.loc(n) });
    }
  }

  envValue(nameV: Val, n: SyntaxNode): Val {
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

  emitWrite(path: Val, content: Val | null, mode: "write" | "append" | "copy" | "link" | "chmod", n: SyntaxNode): void {
    const cf = content ? toF(content) : null;
    const fetched = content ? fetchedOf(content) : undefined;
    let analyzed = false;
    for (const a of alts(path).slice(0, MAX_ALTS)) {
      const p = toF(a).text;
      if ((p === HOLE || !p) && !(cf && cf.taint.length)) continue;
      const place = placeOfPath(p);
      this.emit({ kind: "write", path: p, place, content: cf, mode, loc: this.loc(n) });
      if (place === "sudoers") {
        this.emit({ kind: "privilege", what: "sudoers", detail: `writes ${p}`, loc: this.loc(n) });
        if (cf && /NOPASSWD/i.test(cf.text)) this.emit({ kind: "privilege", what: "nopasswd", detail: cf.text.slice(0, 200), loc: this.loc(n) });
      }
      if (fetched) {
        this.downloads.set(stripDotSlash(p), fetched);
        this.emit({ kind: "fetch", url: fetched, host: hostOf(fetched), saveTo: p, loc: this.loc(n) });
      }
      if (cf && !analyzed && (mode === "write" || mode === "append")) {
        if (cf.text.length >= 8) this.mineCheck(cf.text, n);
        const kind = programWrittenKind(p, place);
        if (kind && cf.text.replaceAll(HOLE, "").length >= 12) {
          analyzed = true;
          this.analyzeCode(kind, cf, n);
        }
      }
    }
  }

  /** Data written into an open file; downloaded bytes make the path a download (run later, it is fetched code). */
  fillFile(o: FileObj, data: Val): void {
    if (o.contents.length < 64) o.contents.push(data);
    const fetched = fetchedOf(data);
    if (fetched) for (const a of alts(o.path).slice(0, 4)) this.downloads.set(stripDotSlash(toF(a).text), fetched);
  }

  originOf(path: string): string | undefined {
    const p = stripDotSlash(path);
    const exact = this.downloads.get(p);
    if (exact) return exact;
    for (const [dir, url] of this.extractDirs) if (p.startsWith(`${dir}/`)) return url;
    return undefined;
  }

  /** An archive of downloaded bytes unpacked into `dir`: what runs from there is fetched code. */
  extractedInto(dir: Val, fetched: string): void {
    for (const d of alts(dir).slice(0, 4)) {
      const text = stripDotSlash(toF(d).text).replace(/\/+$/, "");
      if (text && text !== HOLE) this.extractDirs.set(text, fetched);
    }
  }

  mineCheck(text: string, n: SyntaxNode): void {
    if (text.length >= 6 && isMinerText(text)) this.emit({ kind: "mine", detail: text.slice(0, 300), loc: this.loc(n) });
  }

  /** What a command prints: private data when the command reads a credential store; a download when it is curl/wget. */
  commandOutput(o: CmdObj, n: SyntaxNode): Val {
    const text = argvText(o).text;
    const v = unk(taintOf(list(o.argv)));
    // a program picked from a list (`for (bin, args) in [("pbpaste", …), ("xclip", …)]`): each one's output
    const rest = argvText({ ...o, argv: o.argv.slice(1) }).text;
    const texts = [text, ...alts(o.argv[0] ?? unk()).slice(0, 8).map((a) => `${toF(a).text} ${rest}`)];
    const k = sourceOfAnyCommand(texts);
    if (k) v.f = withTaint(v.f, [{ source: k.source, detail: k.command.slice(0, 200), loc: this.loc(n) }]);
    const url = /^(?:\S*\/)?(?:curl|wget)\b[^|;&]*?\b((?:https?|ftp):\/\/\S+)/.exec(text);
    if (url) v.fetched = url[1];
    return v;
  }

  /** A command run: its exec fact, the argv analysis, and a shell wired to a connection. */
  execCmd(c: Call, o: CmdObj): void {
    const argv = o.argv.slice(0, 256).map(toF);
    if (o.open) argv.push(unknown(taintOf(list(o.argv))));
    if (!argv.length) return;
    const prog = argv[0]!.text;
    const base = prog.slice(Math.max(prog.lastIndexOf("/"), prog.lastIndexOf("\\")) + 1);
    const interp = INTERPRETERS.find(([re]) => re.test(base));
    const cmdExe = /^cmd(?:\.exe)?$/i.test(base);
    const cmd = argvText(o);
    let fetched = o.argv.map((a) => fetchedOf(a)).find(Boolean);
    for (const a of argv.slice(0, 8)) fetched ??= this.originOf(a.text);
    const dynamic = !!fetched || hiddenVia(cmd.via).length > 0 || (!o.literal && argv[0]!.exact && argv[0]!.via.some((d) => d === "concat" || d === "join" || d === "replace" || d === "format"));
    this.emit({ kind: "exec", lang: interp ? interp[1] : cmdExe ? "other" : "binary", command: cmd, dynamic, fetched: fetched ?? null, loc: this.loc(c.n) });
    if (fetched?.startsWith("socket://")) this.emit({ kind: "remote-shell", detail: `commands received from ${fetched} are run`, loc: this.loc(c.n) });
    for (const stream of ["stdin", "stdout", "stderr"] as const) {
      const sock = alts(o.io[stream] ?? unk()).find((v) => v.obj?.t === "sock")?.obj;
      if (sock?.t === "sock") this.emit({ kind: "remote-shell", detail: `${cmd.text.slice(0, 120)} with its ${stream} on a connection to ${sock.dest}`, loc: this.loc(c.n) });
    }
    analyzeArgv(argv, this.snippet, c.n.row, this.analyzer);
    // `cmd /C …` runs the rest as a batch line (the shell's argv analysis does not read batch)
    const at = cmdExe ? argv.findIndex((a) => /^\/[ck]$/i.test(a.text)) : -1;
    if (at > 0) this.analyzeCode("batch", concat(argv.slice(at + 1).flatMap((a, i) => (i ? [known(" "), a] : [a]))), c.n);
  }

  /** Text written to a command's stdin: a shell reading its script from there runs it. */
  execStdin(o: CmdObj, value: Val, n: SyntaxNode): void {
    const prog = o.argv[0] ? toF(o.argv[0]).text : "";
    const base = prog.slice(prog.lastIndexOf("/") + 1);
    const interp = INTERPRETERS.find(([re]) => re.test(base));
    if (!interp) return;
    const f = toF(value);
    if (f.text === HOLE && !fetchedOf(value)) return;
    const fetched = fetchedOf(value) ?? null;
    this.emit({ kind: "exec", lang: interp[1], command: f, dynamic: !!fetched || hiddenVia(f.via).length > 0, fetched, loc: this.loc(n) });
    if (interp[1] === "shell") this.analyzeCode("shell", f, n);
  }

  /** Items of a list or iterator gathered into a collection: text when they are bytes or chars (or `String` is asked for). */
  collected(v: Val, asString: boolean): Val {
    if (!v.items) return v;
    const text = bytesText(v);
    if (text) return { f: text, items: v.items };
    if (asString) return concatVals(v.open ? [...v.items, unk()] : v.items);
    return { ...v, iter: false };
  }
}

function blank(s: string): string {
  return s.replace(/[^\n]/g, " ");
}

function isComment(n: SyntaxNode): boolean {
  return n.type === "line_comment" || n.type === "block_comment";
}

function field(n: SyntaxNode, name: string): SyntaxNode | null {
  return n.children.find((c) => c.field === name) ?? null;
}

function argNodesOf(call: SyntaxNode): SyntaxNode[] {
  return field(call, "arguments")?.children.filter((c) => c.named && !isComment(c) && c.type !== "attribute_item") ?? [];
}

function macroName(file: RustFile, n: SyntaxNode): string {
  const m = field(n, "macro");
  return m ? file.text(m).split("::").pop()!.trim() : "";
}

/** Pre-order walk; return false from `visit` to skip a node's children. */
function walkNodes(node: SyntaxNode, visit: (n: SyntaxNode) => boolean | void): void {
  const stack: SyntaxNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (visit(n) === false) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}

/** The expressions in a macro's arguments that are not part of a larger one (what `json!({"k": v})` carries). */
function maximalExprs(tops: readonly SyntaxNode[]): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (const t of tops) {
    walkNodes(t, (n) => {
      if (out.length >= 64) return false;
      if (n !== t && (n.type === "call_expression" || n.type === "identifier" || n.type === "field_expression" || n.type === "macro_invocation" || n.type === "scoped_identifier")) {
        out.push(n);
        return false;
      }
      return n.type !== "closure_expression";
    });
  }
  return out;
}

/** The last expression of a block (its value), or null. */
function tailOf(block: SyntaxNode): SyntaxNode | null {
  const last = block.children.filter((c) => c.named && !isComment(c)).at(-1);
  if (!last) return null;
  if (last.type === "expression_statement") return last.children.at(-1)?.type === ";" ? null : (last.children.find((c) => c.named) ?? null);
  if (/^(?:let_declaration|empty_statement|function_item|const_item|static_item|use_declaration|struct_item|enum_item|impl_item|attribute_item|macro_definition)$/.test(last.type)) return null;
  return last;
}

/** The variable at the root of a method chain or rebinding (`x.trim().to_string()`, `x?`, `&x`). */
function rootOf(n: SyntaxNode): SyntaxNode | null {
  let cur: SyntaxNode | null = n;
  for (let i = 0; cur && i < 64; i++) {
    switch (cur.type) {
      case "identifier":
        return cur;
      case "call_expression": {
        const fn = field(cur, "function");
        const inner = fn?.type === "generic_function" ? field(fn, "function") : fn;
        cur = inner?.type === "field_expression" ? field(inner, "value") : null;
        break;
      }
      case "field_expression":
        cur = field(cur, "value");
        break;
      case "reference_expression":
        cur = field(cur, "value");
        break;
      case "try_expression":
      case "await_expression":
      case "parenthesized_expression":
        cur = cur.children.find((c) => c.named) ?? null;
        break;
      default:
        return null;
    }
  }
  return null;
}

/** A part of a value (`path` from a pattern). */
function pick(v: Val, path: readonly number[]): Val {
  let cur = v;
  for (const i of path) {
    if (cur.alts) cur = alt(cur.alts.map((a) => pick(a, [i])));
    else cur = cur.items?.[i] ?? opaque(cur);
  }
  return cur;
}

/** The names a pattern binds (`b`, `(i, b)`, `&b`, `b: &mut u8`). */
function patternNames(file: RustFile, p: SyntaxNode): string[] {
  const out: string[] = [];
  walkNodes(p, (x) => {
    if (x.type === "identifier") out.push(file.text(x));
    return !/type|^primitive_type$/.test(x.type) || x === p;
  });
  return out;
}

/** What a loop (or `for_each`) over a list does to each item: the element and index variables and the assignment. */
type Inplace = { target: string; elem: string | null; index: string | null; assign: SyntaxNode; closure: SyntaxNode | null };

/**
 * A loop that assigns to the items of a list variable: `for b in x.iter_mut() { *b ^= K }`,
 * `for (i, b) in x.iter_mut().enumerate() { … }`, `for b in &mut x`, `for i in 0..x.len() { x[i] ^= … }`,
 * `x.iter_mut().for_each(|b| *b = …)`.
 */
function inplaceOf(file: RustFile, node: SyntaxNode): Inplace | null {
  let over: SyntaxNode | null;
  let pattern: SyntaxNode | null;
  let body: SyntaxNode | null;
  let closure: SyntaxNode | null = null;
  if (node.type === "for_expression") {
    over = field(node, "value");
    pattern = field(node, "pattern");
    body = field(node, "body");
  } else {
    const fn = field(node, "function");
    over = fn ? field(fn, "value") : null;
    closure = argNodesOf(node).find((c) => c.type === "closure_expression") ?? null;
    pattern = closure ? (field(closure, "parameters")?.children.find((c) => c.named) ?? null) : null;
    body = closure ? field(closure, "body") : null;
  }
  if (!over || !pattern || !body) return null;
  const names = patternNames(file, pattern);
  const tuple = pattern.type === "tuple_pattern" || (pattern.type === "parameter" && field(pattern, "pattern")?.type === "tuple_pattern");
  // `0..x.len()`: the index assigns into x[i]
  if (over.type === "range_expression") {
    const index = names[0] ?? null;
    let found: Inplace | null = null;
    walkNodes(body, (n) => {
      if (found) return false;
      const left = n.type === "compound_assignment_expr" || n.type === "assignment_expression" ? field(n, "left") : null;
      const [operand, idx] = left?.type === "index_expression" ? left.children.filter((c) => c.named) : [];
      if (operand?.type === "identifier" && idx?.type === "identifier" && file.text(idx) === index) found = { target: file.text(operand), elem: null, index, assign: n, closure: null };
    });
    return found;
  }
  let cur: SyntaxNode | null = over;
  while (cur?.type === "reference_expression") cur = field(cur, "value");
  for (let i = 0; cur?.type === "call_expression" && i < 3; i++) {
    const fn = field(cur, "function");
    const m = fn?.type === "field_expression" ? file.text(field(fn, "field") ?? fn) : "";
    if (!/^(?:iter_mut|enumerate|as_mut|as_mut_slice)$/.test(m)) return null;
    cur = field(fn!, "value");
  }
  if (cur?.type !== "identifier") return null;
  const elem = tuple ? (names[1] ?? null) : (names[0] ?? null);
  let assign: SyntaxNode | null = null;
  walkNodes(body, (n) => {
    if (assign) return false;
    const left = n.type === "compound_assignment_expr" || n.type === "assignment_expression" ? field(n, "left") : null;
    const inner = left?.type === "unary_expression" && file.text(left).startsWith("*") ? left.children.find((c) => c.named) : null;
    if (inner?.type === "identifier" && file.text(inner) === elem) assign = n;
  });
  return assign ? { target: file.text(cur), elem, index: tuple ? (names[0] ?? null) : null, assign, closure } : null;
}

function parseRustInt(t: string): number {
  const s = t.replace(/_/g, "").toLowerCase().replace(/(?:u|i)(?:8|16|32|64|128|size)$/, "");
  if (/^0x/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0o/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0b/.test(s)) return parseInt(s.slice(2), 2);
  return Number(s);
}

/** `b"…"` and `include_bytes!`: bytes, which read as the text they spell. */
function bytesVal(text: string, via: readonly Decoding[] = []): Val {
  const v = str(text, via);
  if (text.length <= MAX_ITEMS) v.items = Array.from(new TextEncoder().encode(text), (b) => num(b));
  return v;
}

/** `x as char`, `x as u8`: a number keeps its value (truncated), a char reads as itself. */
function cast(v: Val, type: string): Val {
  if (v.n === undefined) return v;
  if (type === "char") return chr(v.n, v.f.via);
  if (/^[ui]8$/.test(type)) {
    const n = type === "u8" ? v.n & 0xff : ((v.n & 0xff) << 24) >> 24;
    return { ...num(n, known(String(n), v.f.via)), lit: v.lit };
  }
  return { ...num(v.n, known(String(v.n), v.f.via)), lit: v.lit };
}

/** One argument as a format spec prints it: `{:?}` quotes strings, `{:x}`/`{:02x}` prints numbers in hex. */
function formatted(a: Val, spec: string): Val {
  const s = spec.trim();
  if (a.n !== undefined && /[xXbo]$/.test(s)) {
    const radix = /[xX]$/.test(s) ? 16 : s.endsWith("b") ? 2 : 8;
    const width = Math.min(64, Number(/0?(\d+)[xXbo]$/.exec(s)?.[1] ?? 0));
    const text = a.n.toString(radix).padStart(s.includes("0") ? width : 0, "0");
    return str(s.endsWith("X") ? text.toUpperCase() : text, a.f.via);
  }
  if (s.endsWith("?") && a.n === undefined && !a.items && !a.fields && a.b === undefined && !a.ext) return concatVals([str('"'), a, str('"')]);
  return a;
}

function argvText(o: CmdObj): Folded {
  const argv = o.argv.slice(0, 256).map(toF);
  if (o.open) argv.push(unknown(taintOf(list(o.argv))));
  return concat(argv.flatMap((a, i) => (i ? [known(" "), a] : [a])));
}

/** The folder of the crate a file belongs to: the nearest with a Cargo.toml, else the folder above `src/`. */
function crateOf(path: string, files: ReadonlySet<string>): string {
  for (let dir = dirOf(path); ; dir = dirOf(dir)) {
    if (files.has(joinPath(dir, "Cargo.toml"))) return dir;
    if (!dir) break;
  }
  const src = /^(.*?)(?:^|\/)src\//.exec(path);
  return src ? src[1]! : dirOf(path);
}

/** The build script a Cargo.toml names: the path (`package.build`, default `build.rs`), false (`build = false`), undefined (no such manifest). */
function cargoBuild(analyzer: Analyzer, manifest: string): string | false | undefined {
  let cache = buildScripts.get(analyzer);
  if (!cache) buildScripts.set(analyzer, (cache = new Map()));
  if (cache.has(manifest)) return cache.get(manifest);
  const text = analyzer.files.has(manifest) ? analyzer.fileText(manifest) : null;
  let out: string | false | undefined;
  if (text !== null) {
    out = "build.rs";
    try {
      const pkg = (parseToml(text) as { package?: { build?: unknown } }).package;
      if (pkg?.build === false) out = false;
      else if (typeof pkg?.build === "string") out = pkg.build;
    } catch {
      // a manifest that does not parse names no other script
    }
  }
  cache.set(manifest, out);
  return out;
}

function stripDotSlash(p: string): string {
  return p.replace(/^\.\//, "");
}

function hostOf(url: string): string | null {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url) ?? /^()((?:\d{1,3}(?:\.\d{1,3}){3}|localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{2,5})(?:\/|$)/i.exec(url);
  if (!m) return null;
  let host = m[2]!.toLowerCase();
  host = host.slice(host.lastIndexOf("@") + 1).replace(/:\d+$/, "").replace(/\.$/, "").replace(/^\[|\]$/g, "");
  return !host || host.includes(HOLE_START) ? null : host;
}

/** `host:port`, `[v6]:port` or a URL → the host. */
function hostOfAddr(addr: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(addr)) return hostOf(addr);
  const m = /^\[?([^\]]*?)\]?:[^:]*$/.exec(addr) ?? /^([^:]+)$/.exec(addr);
  const h = m?.[1]?.toLowerCase() ?? null;
  return h && !h.includes(HOLE_START) ? h : null;
}

function channelOf(url: string): Channel {
  return /discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/|webhook\.office\.com\/|\/webhooks?(?:\/|$|\?)/i.test(url) ? "webhook" : /^wss?:/i.test(url) ? "websocket" : "http";
}

/** An address given as `"host:port"` or `("host", port)`. */
function addrText(v: Val): Folded {
  if (v.tuple && v.items?.length === 2) return concat([toF(v.items[0]!), known(":"), toF(v.items[1]!)]);
  return toF(v);
}

// ---------------------------------------------------------------------------------------------
// What calls do: folds of standard-library and crate functions, sources and sinks. A call's side
// effects (facts, writes into files and sockets) happen only when the walk visits that call (`top`),
// never when its value is evaluated again from elsewhere.

type Call = { file: RustFile; n: SyntaxNode; fr: Frame; args: Val[]; argNodes: SyntaxNode[]; top: boolean; depth: number; typeArgs: string };
type Fold = (c: Call) => Val;

const FOLDS = new Map<string, Fold>();

function fold(names: string | readonly string[], fn: Fold): void {
  for (const n of typeof names === "string" ? [names] : names) FOLDS.set(n, fn);
}

function arg(c: Call, i: number): Val {
  return c.args[i] ?? unk();
}

/** Taint and fetched origin of all arguments, on an unknown result. */
function passThrough(c: Call, from = 0): Val {
  const v = unk(c.args.slice(from).flatMap((a) => taintOf(a)).slice(0, 16));
  const fetched = c.args.slice(from).map((a) => fetchedOf(a)).find(Boolean);
  if (fetched) v.fetched = fetched;
  return v;
}

// ----- values, strings and bytes ----------------------------------------------------------------

fold(["path::Path::new", "path::PathBuf::from", "String::from", "Vec::from", "ffi::OsString::from", "ffi::OsStr::new", "borrow::Cow::from", "boxed::Box::new", "Box::new", "rc::Rc::new", "sync::Arc::new", "sync::Mutex::new", "sync::RwLock::new", "cell::RefCell::new", "ffi::CString::new", "bytes::Bytes::from", "Bytes::from", "hyper::Body::from", "reqwest::Body::from", "http_body_util::Full::new", "Full::new", "io::Cursor::new", "io::BufReader::new", "io::BufWriter::new", "io::LineWriter::new", "process::Stdio::from", "os::unix::io::FromRawFd::from_raw_fd", "process::Stdio::from_raw_fd", "Stdio::from_raw_fd", "nix::unistd::Uid::from_raw", "tungstenite::Message::Text", "tungstenite::Message::Binary", "tungstenite::protocol::Message::Text", "tokio_tungstenite::tungstenite::Message::Text", "Message::Text", "Message::Binary", "Some", "Ok"], (c) => arg(c, 0));
fold(["String::new", "path::PathBuf::new", "String::with_capacity", "ffi::OsString::new"], () => str(""));
fold(["Vec::new", "Vec::with_capacity", "collections::VecDeque::new"], () => list([]));
fold(["String::from_utf8", "String::from_utf8_lossy", "str::from_utf8", "String::from_utf8_unchecked", "str::from_utf8_unchecked", "String::from_iter", "ffi::CStr::from_bytes_with_nul"], (c) => {
  const v = arg(c, 0);
  return alt(alts(v).slice(0, 4).map((a) => (a.items ? (bytesText(a) ? fromF(bytesText(a)!, a) : opaque(a)) : a)));
});
fold(["char::from", "char::from_u32", "char::from_u32_unchecked"], (c) => (arg(c, 0).n !== undefined ? chr(arg(c, 0).n!, arg(c, 0).f.via) : opaque(arg(c, 0))));
// `u8::from_str_radix(&hex[i..i + 2], 16)`: a number spelled in another base (hex pairs decoded one by one)
fold(["u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64", "isize", "char"].map((t) => `${t}::from_str_radix`), (c) => {
  const text = exactText(arg(c, 0));
  const radix = arg(c, 1).n ?? 10;
  const n = text !== null && radix >= 2 && radix <= 36 ? parseInt(text, radix) : NaN;
  if (Number.isNaN(n)) return opaque(arg(c, 0));
  return num(n, known(String(n), [...arg(c, 0).f.via, radix === 16 ? "hex" : "charcode"]));
});
fold(["iter::repeat"], (c) => list(Array.from({ length: 64 }, () => arg(c, 0)), { iter: true, open: true }));
fold(["nix::unistd::Uid::root", "nix::unistd::Gid::from_raw"], (c) => (c.args.length ? arg(c, 0) : num(0)));

// ----- encodings ------------------------------------------------------------------------------

fold(["base64::decode", "base64::decode_config", "base64::prelude::BASE64_STANDARD::decode", "data_encoding::BASE64::decode"], (c) => decodeVal(arg(c, 0), "base64", decodeBase64Text));
fold(["hex::decode", "data_encoding::HEXLOWER::decode", "data_encoding::HEXUPPER::decode"], (c) => decodeVal(arg(c, 0), "hex", decodeHexText));
fold(["urlencoding::decode", "percent_encoding::percent_decode_str"], (c) => decodeVal(arg(c, 0), "percent", (s) => decodeUrlText(s)));
fold(["base64::encode", "base64::encode_config", "hex::encode", "hex::encode_upper", "urlencoding::encode"], (c) => opaque(arg(c, 0)));

function decodeVal(v: Val, how: Decoding, fn: (s: string) => string | null): Val {
  const out: Val[] = [];
  for (const a of alts(v).slice(0, 4)) {
    const t = toF(a);
    const text = t.exact ? fn(t.text) : null;
    out.push(fromF(derive(t, text, how), a));
  }
  return alt(out);
}

/** `STANDARD.decode(s)`, `general_purpose::URL_SAFE_NO_PAD.decode(s)`, `BASE64_STANDARD.decode(s)`: a base64 engine of the base64 crate (or data-encoding's). */
const BASE64_ENGINE_RE = /(?:^|::)(?:BASE64_)?(?:STANDARD|URL_SAFE)(?:_NO_PAD)?$|(?:^|::)general_purpose::\w+$|^data_encoding::BASE64(?:URL)?(?:_NOPAD)?$|(?:^|::)(?:BASE64|BASE64URL)(?:_NOPAD)?$/;
const HEX_ENGINE_RE = /(?:^|::)HEX(?:LOWER|UPPER)(?:_PERMISSIVE)?$/;

// ----- the environment and the host --------------------------------------------------------------

fold(["env::var", "env::var_os", "dotenv::var", "dotenvy::var"], (c) => c.file.envValue(arg(c, 0), c.n));
fold(["env::vars", "env::vars_os", "dotenv::vars", "dotenvy::vars"], (c) => {
  const loc = c.file.loc(c.n);
  if (c.top) c.file.emit({ kind: "read", source: "env-all", what: "the whole environment", detail: "std::env::vars()", loc });
  return list([], { f: unknown([{ source: "env-all", detail: "std::env::vars()", loc }]), open: true, iter: true });
});
fold(["env::home_dir", "dirs::home_dir", "dirs_next::home_dir", "home::home_dir", "simple_home_dir::home_dir"], () => str("~"));
fold(["dirs::config_dir", "dirs_next::config_dir"], () => str("~/.config"));
fold(["dirs::data_dir", "dirs::data_local_dir", "dirs_next::data_dir"], () => str("~/.local/share"));
fold(["dirs::cache_dir", "dirs_next::cache_dir"], () => str("~/.cache"));
fold(["dirs::desktop_dir"], () => str("~/Desktop"));
fold(["dirs::document_dir"], () => str("~/Documents"));
fold(["dirs::download_dir"], () => str("~/Downloads"));
fold(["env::current_dir"], () => str("."));
fold(["env::temp_dir"], () => str("/tmp"));
fold(["env::args", "env::args_os"], () => list([], { open: true, iter: true }));
fold(["hostname::get", "gethostname::gethostname", "whoami::hostname", "whoami::fallible::hostname", "sys_info::hostname", "whoami::devicename"], (c) => unk([{ source: "host-info", detail: "hostname", loc: c.file.loc(c.n) }]));
fold(["whoami::username", "whoami::realname", "users::get_current_username", "whoami::fallible::username"], (c) => unk([{ source: "host-info", detail: "user name", loc: c.file.loc(c.n) }]));
fold(["directories::BaseDirs::new", "directories::UserDirs::new", "directories_next::BaseDirs::new", "directories_next::UserDirs::new"], () => ({ f: unknown(), ext: "dirs" }));

// ----- files -----------------------------------------------------------------------------------

fold(["fs::read_to_string", "fs::read", "fs::File::open"], (c) => {
  const p = arg(c, 0);
  const v = unk(c.file.readTaint(p, c.n));
  const fetched = c.file.originOf(toF(p).text);
  if (fetched) v.fetched = fetched;
  return v;
});
fold(["fs::read_dir", "walkdir::WalkDir::new", "glob::glob", "jwalk::WalkDir::new"], (c) => {
  c.file.listTaint(arg(c, 0), c.n);
  return list([], { open: true, iter: true });
});
fold(["fs::write"], (c) => {
  if (c.top) c.file.emitWrite(arg(c, 0), arg(c, 1), "write", c.n);
  return unk();
});
fold(["fs::File::create", "fs::File::create_new"], (c) => ({ f: unknown(), obj: c.file.objectAt(c.n, () => ({ t: "file", path: arg(c, 0), append: false, node: c.n, contents: [] })) }));
fold(["fs::OpenOptions::new", "fs::File::options"], () => ({ f: unknown(), obj: { t: "opts", write: false, append: false, mode: null } }));
fold(["fs::copy", "fs::rename"], (c) => {
  if (!c.top) return unk();
  const taint = c.file.readTaint(arg(c, 0), c.n);
  const origin = c.file.originOf(toF(arg(c, 0)).text);
  c.file.emitWrite(arg(c, 1), { f: unknown(taint), ...(origin ? { fetched: origin } : {}) }, "copy", c.n);
  return unk();
});
fold(["fs::hard_link", "os::unix::fs::symlink", "os::windows::fs::symlink_file", "os::windows::fs::symlink_dir", "fs::soft_link"], (c) => {
  if (c.top) c.file.emitWrite(arg(c, 1), arg(c, 0), "link", c.n);
  return unk();
});
fold(["fs::remove_file", "fs::remove_dir", "fs::remove_dir_all", "remove_dir_all::remove_dir_all"], (c) => {
  if (c.top) emitDelete(c, arg(c, 0));
  return unk();
});
fold(["fs::set_permissions"], (c) => {
  if (c.top) checkMode(c, arg(c, 0), arg(c, 1), true);
  return unk();
});
fold(["fs::Permissions::from_mode", "os::unix::fs::PermissionsExt::from_mode", "PermissionsExt::from_mode"], (c) => arg(c, 0));
fold(["io::copy", "io::copy_buf"], (c) => {
  writeTo(c.file, c.n, arg(c, 1), arg(c, 0), c.top);
  return unk();
});
fold(["nix::unistd::setuid", "nix::unistd::seteuid", "nix::unistd::setresuid", "nix::unistd::setgid", "libc::setuid", "libc::seteuid", "libc::setgid", "libc::setresuid", "libc::setreuid"], (c) => {
  if (c.top && arg(c, 0).n === 0) c.file.emit({ kind: "privilege", what: "setuid", detail: `${c.file.text(field(c.n, "function")!)}(0)`, loc: c.file.loc(c.n) });
  return unk();
});
fold(["libc::chmod", "nix::sys::stat::fchmodat"], (c) => {
  if (c.top) checkMode(c, arg(c, 0), arg(c, 1), true);
  return unk();
});
fold(["libc::system", "libc::popen"], (c) => {
  const cmd = toF(arg(c, 0));
  if (c.top && cmd.text !== HOLE) {
    const fetched = fetchedOf(arg(c, 0)) ?? null;
    c.file.emit({ kind: "exec", lang: "shell", command: cmd, dynamic: !!fetched || hiddenVia(cmd.via).length > 0, fetched, loc: c.file.loc(c.n) });
    c.file.analyzeCode("shell", cmd, c.n);
  }
  return unk();
});

/** A write into a file, a connection or a command's stdin. */
function writeTo(file: RustFile, n: SyntaxNode, target: Val, data: Val, top = true): void {
  if (!top) return;
  for (const t of alts(target)) {
    const o = t.obj;
    if (o?.t === "file") file.fillFile(o, data);
    else if (o?.t === "sock") sockSend(file, n, o, data);
    else if (o?.t === "pipe") file.execStdin(o.cmd, data, n);
  }
}

function emitDelete(c: Call, path: Val): void {
  for (const a of alts(path).slice(0, MAX_ALTS)) {
    const p = toF(a).text;
    if (p === HOLE || !p) continue;
    c.file.emit({ kind: "delete", path: p, scope: deleteScopeOfPath(p), loc: c.file.loc(c.n) });
  }
}

/** A mode set on a path: the setuid/setgid bits, or world-writable system paths. `chmod` states the write too. */
function checkMode(c: Call, path: Val, mode: Val, chmod: boolean): void {
  const bits = mode.n;
  const modeText = bits !== undefined ? `0o${bits.toString(8)}` : toF(mode).text;
  if (chmod) c.file.emitWrite(path, str(modeText), "chmod", c.n);
  if (bits === undefined) return;
  for (const a of alts(path).slice(0, 4)) {
    const p = toF(a).text;
    if (bits & 0o6000) c.file.emit({ kind: "privilege", what: "setuid", detail: `chmod ${modeText} ${p}`, loc: c.file.loc(c.n) });
    else if (bits & 0o002 && /^\/(?!tmp\/|var\/tmp\/|dev\/null)/.test(p)) c.file.emit({ kind: "privilege", what: "world-writable-system", detail: `chmod ${modeText} ${p}`, loc: c.file.loc(c.n) });
  }
}

// ----- commands ------------------------------------------------------------------------------

fold(["process::Command::new", "duct::cmd"], (c) => {
  const literal = c.argNodes.every((a) => a.type === "string_literal" || a.type === "raw_string_literal");
  const rest = c.args.slice(1).flatMap((a) => (a.items ? a.items : [a]));
  return { f: unknown(), obj: { t: "cmd", argv: [arg(c, 0), ...rest], open: false, literal, io: {} } };
});
fold(["process::Stdio::piped", "process::Stdio::inherit", "process::Stdio::null"], () => unk());

// ----- network -----------------------------------------------------------------------------

const HTTP_VERBS: ReadonlyMap<string, string> = new Map([["get", "GET"], ["post", "POST"], ["put", "PUT"], ["patch", "PATCH"], ["delete", "DELETE"], ["head", "HEAD"]]);

fold(["reqwest::get", "reqwest::blocking::get", "isahc::get", "isahc::get_async"], (c) => httpCall(c, "GET", arg(c, 0), []));
fold(["isahc::post", "isahc::post_async", "isahc::put"], (c) => httpCall(c, "POST", arg(c, 0), [arg(c, 1)]));
for (const crate of ["ureq", "attohttpc", "minreq"]) {
  for (const [verb, method] of HTTP_VERBS) fold(`${crate}::${verb}`, (c) => request(method, arg(c, 0)));
}
fold(["ureq::request"], (c) => request((exactText(arg(c, 0)) ?? "GET").toUpperCase(), arg(c, 1)));
fold(["http::Request::builder", "hyper::Request::builder", "http::request::Builder::new"], () => request("GET", unk()));
for (const [verb, method] of HTTP_VERBS) fold([`http::Request::${verb}`, `hyper::Request::${verb}`], (c) => request(method, arg(c, 0)));
fold(["reqwest::Client::new", "reqwest::blocking::Client::new", "reqwest::Client::builder", "reqwest::blocking::Client::builder", "reqwest::ClientBuilder::new", "reqwest::blocking::ClientBuilder::new", "ureq::agent", "ureq::Agent::new", "ureq::AgentBuilder::new", "ureq::Agent::new_with_defaults", "ureq::Agent::config_builder", "attohttpc::Session::new", "isahc::HttpClient::new", "reqwest::Client::default"], () => ({ f: unknown(), ext: "http-client" }));
fold(["reqwest::multipart::Form::new", "reqwest::blocking::multipart::Form::new"], () => ({ f: unknown(), ext: "multipart-form" }));
// settings decoded at run time: their fields and keys are the skill's own values of those names
fold(["serde_json::from_str", "serde_json::from_slice", "serde_json::from_reader", "serde_json::from_value", "toml::from_str", "serde_yaml::from_str", "serde_yaml::from_reader", "serde_yaml::from_slice", "basic_toml::from_str", "json5::from_str"], (c) => ({ ...opaque(arg(c, 0)), ext: "settings" }));
fold(["url::Url::parse", "reqwest::Url::parse", "Url::parse", "http::Uri::from_static", "hyper::Uri::from_static", "Uri::from_static", "http::Uri::try_from"], (c) => arg(c, 0));
fold(["hyper::Client::new", "hyper::Client::builder", "hyper_util::client::legacy::Client::builder", "hyper::client::conn::handshake", "hyper::client::conn::http1::handshake"], () => ({ f: unknown(), ext: "hyper-client" }));
fold(["net::TcpStream::connect", "net::TcpStream::connect_timeout"], (c) => dial(c, addrText(arg(c, 0)).text, "socket"));
fold(["net::UdpSocket::bind"], () => ({ f: unknown(), obj: { t: "udp", dest: null } }));
// `let (ws, response) = connect(url)?`
fold(["tungstenite::connect", "tungstenite::client::connect", "tokio_tungstenite::connect_async", "tungstenite::client"], (c) => ({ ...list([dial(c, toF(arg(c, 0)).text, "websocket"), unk()]), tuple: true }));
fold(["io::split"], (c) => ({ ...list([arg(c, 0), arg(c, 0)]), tuple: true }));
fold(["net::lookup_host", "dns_lookup::lookup_host", "dns_lookup::getaddrinfo"], (c) => {
  if (c.top) dnsSend(c, arg(c, 0));
  return unk();
});

function request(method: string, url: Val): Val {
  return { f: unknown(), obj: { t: "req", method, url, parts: [] } };
}

function httpCall(c: Call, method: string, url: Val, parts: Val[]): Val {
  const urls = alts(url).slice(0, 4);
  if (c.top) for (const u of urls) httpSend(c, method, u, parts);
  return { f: unknown(), fetched: toF(urls[0]!).text };
}

/** A request: a fetch when it only downloads, a send when it carries data (a body, headers, query, or private data in the URL). */
function httpSend(c: Call, method: string, u: Val, parts: readonly Val[]): void {
  const uf = toF(u);
  const dest = uf.text;
  const host = hostOf(dest);
  const isGet = /^(?:GET|HEAD|OPTIONS)$/.test(method);
  const present = parts.filter((p) => !isBare(p));
  const urlCarries = host !== null && uf.taint.length > 0;
  if (isGet) c.file.emit({ kind: "fetch", url: dest, host, saveTo: null, loc: c.file.loc(c.n) });
  if (isGet && !present.some((p) => taintOf(p).length) && !urlCarries) return;
  // A body the analysis could not follow (bare) is still a body: what it carries is unknown, not nothing.
  const hidden = parts.some((p) => isBare(p)) ? [known(" "), unknown()] : [];
  const data = present.length || urlCarries || hidden.length ? concat([...present.flatMap((p, i) => (i ? [known(" "), toF(p)] : [toF(p)])), ...(urlCarries ? [known(" url="), uf] : []), ...hidden]) : null;
  const taint = present.flatMap((p) => taintOf(p)).slice(0, 16);
  c.file.emit({ kind: "send", channel: channelOf(dest), dest, host, data: data ? withTaint(data, taint) : null, loc: c.file.loc(c.n) });
  c.file.mineCheck(dest, c.n);
}

function sendRequest(c: Call, req: Obj & { t: "req" }, extra: Val[]): Val {
  if (c.top) for (const u of alts(req.url).slice(0, 4)) httpSend(c, req.method, u, [...req.parts, ...extra]);
  return { f: unknown(), fetched: toF(req.url).text };
}

function dial(c: Call, addr: string, channel: Channel): Val {
  const o = c.file.objectAt(c.n, () => ({ t: "sock", channel, dest: addr, host: channel === "websocket" ? hostOf(addr) : hostOfAddr(addr) }) as Obj);
  if (c.top) c.file.mineCheck(addr, c.n);
  return { f: unknown(), obj: o, fetched: `socket://${addr}` };
}

function sockSend(file: RustFile, n: SyntaxNode, o: Obj & { t: "sock" }, data: Val): void {
  const f = toF(data);
  file.emit({ kind: "send", channel: o.channel, dest: o.dest, host: o.host, data: withTaint(f, taintOf(data)), loc: file.loc(n) });
  file.mineCheck(f.text, n);
}

function udpSend(c: Call, dest: Val, data: Val): void {
  if (!c.top) return;
  for (const d of alts(dest).slice(0, 4)) {
    const addr = addrText(d).text;
    const f = toF(data);
    c.file.emit({ kind: "send", channel: "socket", dest: addr, host: hostOfAddr(addr), data: withTaint(f, taintOf(data)), loc: c.file.loc(c.n) });
  }
}

/** A name looked up in DNS: a send when the name carries private or hidden data (`{data}.collector.example`). */
function dnsSend(c: Call, name: Val): void {
  for (const a of alts(name).slice(0, 4)) {
    const full = addrText(a);
    const f = { ...full, text: full.text.replace(/:(?:\d+|\u27e8\?\u27e9)$/, "") };
    if (!taintOf(a).length && !hiddenVia(f.via).length) continue;
    const tail = f.text.slice(f.text.lastIndexOf(HOLE) + (f.text.includes(HOLE) ? HOLE.length : 0)).replace(/^\.+/, "");
    c.file.emit({ kind: "send", channel: "dns", dest: f.text, host: tail.includes(".") ? tail.toLowerCase() : null, data: withTaint(f, taintOf(a)), loc: c.file.loc(c.n) });
  }
}

// ----- methods -----------------------------------------------------------------------------------

/** Returned by methodCall when it does not know the method (the caller tries the file's own methods). */
const NO_METHOD: Val = { f: unknown() };

/** Methods that change their receiver: a statement calling them on a variable is a step of its value. */
const MUTATING = new Set(["arg", "args", "env", "envs", "env_remove", "env_clear", "current_dir", "stdin", "stdout", "stderr", "uid", "gid", "process_group", "creation_flags", "push_str", "push", "insert_str", "extend", "extend_from_slice", "append", "set_mode", "connect", "create", "truncate", "mode"]);
/** Methods that do something where they are called (run, send, write, open, look up), every other method only computes a value. Each one's handler acts only at the visited call (`c.top`). */
const EFFECTS = new Set([
  "spawn", "output", "status", "exec", "run", "read", "start", "write_all", "write", "write_fmt", "send", "call", "send_string", "send_json", "send_form", "send_bytes",
  "send_str", "send_empty", "send_to", "set_permissions", "open", "to_socket_addrs", "copy_to", "execute", "request", "send_request", "get", "post", "put", "patch",
  "delete", "head", "write_message", "send_message", "unpack", "extract",
]);
/** Reads that fill a `&mut` argument. */
const FILLING = new Set(["read_to_string", "read_to_end", "read_line", "read_exact", "read", "read_until"]);
/** Methods that give their receiver back (unwrapping, borrowing, converting between string types). */
const SAME = new Set(["unwrap", "expect", "unwrap_or_default", "ok", "ok_or", "ok_or_else", "as_ref", "as_mut", "as_deref", "as_deref_mut", "clone", "to_owned", "to_string", "into", "as_str", "as_path", "to_path_buf", "into_path_buf", "as_os_str", "display", "to_str", "to_string_lossy", "into_owned", "borrow", "borrow_mut", "lock", "read_guard", "into_inner", "into_bytes", "to_vec", "context", "with_context", "map_err", "deref", "get_ref", "get_mut", "into_os_string", "into_string", "as_ptr", "as_slice", "as_mut_slice", "into_boxed_str", "try_into", "unwrap_unchecked", "as_raw_fd", "into_raw_fd", "as_fd", "try_clone", "by_ref", "as_bytes_mut", "to_os_string", "into_vec", "as_ref_str"]);

function methodCall(c: Call, recv: Val, method: string): Val {
  for (const r of alts(recv).slice(0, 4)) {
    const o = r.obj;
    if (!o) continue;
    const v = objectMethod(c, r, o, method);
    if (v !== NO_METHOD) return v;
  }
  if (recv.ext === "http-client" || recv.ext === "hyper-client") return clientMethod(c, recv, method);
  // a multipart form: `.file(name, path)` reads the file into it
  if (recv.ext === "multipart-form") {
    if (method === "file") return { ...recv, f: withTaint(recv.f, c.file.readTaint(arg(c, 1), c.n)) };
    if (method === "text" || method === "part") return { ...recv, f: withTaint(recv.f, taintOf(arg(c, 1))) };
    return recv;
  }
  if (recv.ext && BASE64_ENGINE_RE.test(recv.ext)) {
    if (method === "decode" || method === "decode_vec") return decodeVal(arg(c, 0), "base64", decodeBase64Text);
    if (method === "encode" || method === "encode_string") return opaque(arg(c, 0));
  }
  if (recv.ext && HEX_ENGINE_RE.test(recv.ext) && method === "decode") return decodeVal(arg(c, 0), "hex", decodeHexText);
  // `tar::Archive::new(GzDecoder::new(&downloaded[..])).unpack(dir)`, `ZipArchive::new(..).extract(dir)`: every file under dir is downloaded
  if ((method === "unpack" || method === "extract") && c.args.length === 1) {
    const fetched = fetchedOf(recv);
    if (fetched && c.top) c.file.extractedInto(arg(c, 0), fetched);
  }
  if (recv.ext === "dirs") return method === "home_dir" ? str("~") : method === "config_dir" ? str("~/.config") : method === "cache_dir" ? str("~/.cache") : method === "data_dir" ? str("~/.local/share") : unk();
  return valueMethod(c, recv, method);
}

function objectMethod(c: Call, r: Val, o: Obj, method: string): Val {
  switch (o.t) {
    case "cmd":
      switch (method) {
        case "arg":
          return cmdWith(o, { argv: [...o.argv, arg(c, 0)], literal: o.literal && isLiteral(c.argNodes[0]) });
        case "args": {
          const a = arg(c, 0);
          const items = itemsList(a);
          return cmdWith(o, { argv: [...o.argv, ...(items ?? [])], open: o.open || !items, literal: o.literal && !!c.argNodes[0] && allLiteral(c.argNodes[0]) });
        }
        case "stdin":
        case "stdout":
        case "stderr":
          return cmdWith(o, { io: { ...o.io, [method]: arg(c, 0) } });
        case "spawn":
          if (c.top) c.file.execCmd(c, o);
          return { f: unknown(), obj: { t: "child", cmd: o } };
        case "output":
        case "status":
        case "exec":
        case "run":
        case "read":
        case "start":
          if (c.top) c.file.execCmd(c, o);
          return method === "output" || method === "read" ? c.file.commandOutput(o, c.n) : unk();
        default:
          return r;
      }
    case "child":
      if (method === "wait_with_output") return c.file.commandOutput(o.cmd, c.n);
      return SAME.has(method) ? r : unk();
    case "pipe":
      if (/^(?:write_all|write|write_fmt)$/.test(method)) writeTo(c.file, c.n, r, arg(c, 0), c.top);
      return SAME.has(method) || method === "take" ? r : unk();
    case "req":
      switch (method) {
        case "header":
        case "headers":
        case "body":
        case "json":
        case "form":
        case "query":
        case "bearer_auth":
        case "basic_auth":
        case "multipart":
        case "set":
        case "send_header":
          return { f: unknown(), obj: { ...o, parts: [...o.parts, ...c.args].slice(0, 64) } };
        case "method":
          return { f: unknown(), obj: { ...o, method: (exactText(arg(c, 0)) ?? lastSegment(arg(c, 0).ext) ?? o.method).toUpperCase() } };
        case "uri":
        case "url":
          return { f: unknown(), obj: { ...o, url: arg(c, 0) } };
        case "send":
        case "call":
        case "send_string":
        case "send_json":
        case "send_form":
        case "send_bytes":
        case "send_str":
        case "send_empty":
          return sendRequest(c, o, method === "send" || method === "call" || method === "send_empty" ? c.args.slice(0, 1) : [arg(c, 0)]);
        default:
          return SAME.has(method) || /^(?:timeout|version|build|try_clone|config)$/.test(method) ? r : NO_METHOD;
      }
    case "sock":
      if (/^(?:write_all|write|send|write_fmt|write_message|send_message)$/.test(method)) {
        if (c.top) sockSend(c.file, c.n, o, arg(c, 0));
        return unk();
      }
      if (/^(?:read|read_to_string|read_line|read_message|read_to_end|next|recv|lines)$/.test(method)) return { f: unknown(), fetched: `socket://${o.dest}`, ...(method === "lines" ? { items: [], open: true, iter: true } : {}) };
      // `let (r, w) = stream.into_split()`: both halves are the connection
      if (method === "into_split" || method === "split") return { ...list([r, r]), tuple: true };
      return SAME.has(method) || /^(?:set_\w+|peer_addr|connect)$/.test(method) ? r : unk();
    case "udp":
      if (method === "connect") return { f: unknown(), obj: { t: "udp", dest: arg(c, 0) } };
      if (method === "send_to") {
        udpSend(c, arg(c, 1), arg(c, 0));
        return unk();
      }
      if (method === "send" && o.dest) {
        udpSend(c, o.dest, arg(c, 0));
        return unk();
      }
      return SAME.has(method) || /^set_/.test(method) ? r : unk();
    case "file":
      if (/^(?:write_all|write|write_fmt)$/.test(method)) {
        if (c.top) c.file.fillFile(o, arg(c, 0));
        return unk();
      }
      if (method === "set_permissions" && c.top) checkMode(c, o.path, arg(c, 0), true);
      return SAME.has(method) || method === "flush" ? r : unk();
    case "opts":
      switch (method) {
        case "append":
          return { f: unknown(), obj: { ...o, append: arg(c, 0).b !== false, write: o.write || arg(c, 0).b !== false } };
        case "write":
        case "create":
        case "create_new":
        case "truncate":
          return { f: unknown(), obj: { ...o, write: o.write || arg(c, 0).b !== false } };
        case "mode":
          return { f: unknown(), obj: { ...o, mode: arg(c, 0) } };
        case "open": {
          const p = arg(c, 0);
          if (!o.write && !o.append) {
            const v = unk(c.file.readTaint(p, c.n));
            const fetched = c.file.originOf(toF(p).text);
            if (fetched) v.fetched = fetched;
            return v;
          }
          if (o.mode && c.top) checkMode(c, p, o.mode, false);
          return { f: unknown(), obj: c.file.objectAt(c.n, () => ({ t: "file", path: p, append: o.append, node: c.n, contents: [] })) };
        }
        default:
          return r;
      }
  }
  return NO_METHOD;
}

function cmdWith(o: CmdObj, change: Partial<CmdObj>): Val {
  return { f: unknown(), obj: { ...o, ...change, argv: (change.argv ?? o.argv).slice(0, 256) } };
}

function isLiteral(n: SyntaxNode | undefined): boolean {
  return !!n && (n.type === "string_literal" || n.type === "raw_string_literal");
}

/** An array of string literals (`["-c", "x"]`, `&["-c"]`, `vec!["-c"]`). */
function allLiteral(n: SyntaxNode): boolean {
  let cur = n;
  while (cur.type === "reference_expression") cur = field(cur, "value") ?? cur;
  if (cur.type !== "array_expression") return false;
  return cur.children.filter((c) => c.named).every(isLiteral);
}

/** The known elements of a list (null when some are not known). */
function itemsList(v: Val): Val[] | null {
  return v.items && !v.open ? v.items : null;
}

function lastSegment(ext: string | undefined): string | null {
  return ext ? (ext.split("::").pop() ?? null) : null;
}

/** An HTTP client: `client.post(url)` makes a request (hyper's `client.get(uri)` sends it); `client.execute(req)` sends one. */
function clientMethod(c: Call, recv: Val, method: string): Val {
  const verb = HTTP_VERBS.get(method);
  if (verb) return recv.ext === "hyper-client" ? httpCall(c, verb, arg(c, 0), []) : request(verb, arg(c, 0));
  if (method === "request" && c.args.length >= 2) return request((exactText(arg(c, 0)) ?? lastSegment(arg(c, 0).ext) ?? "GET").toUpperCase(), arg(c, 1));
  const req = alts(arg(c, 0)).find((a) => a.obj?.t === "req")?.obj;
  if (req?.t === "req" && /^(?:execute|request|send_request|send|call|run)$/.test(method)) return sendRequest(c, req, []);
  return recv;
}

/** Methods of strings, paths, lists, iterators, options and numbers (on each candidate of the receiver). */
function valueMethod(c: Call, recv: Val, method: string): Val {
  if (recv.alts && recv.alts.length > 1 && !SAME.has(method)) {
    const outs = recv.alts.slice(0, MAX_ALTS).map((a) => valueMethod(c, a, method));
    return outs.every((o) => o === NO_METHOD) ? NO_METHOD : alt(outs.map((o, i) => (o === NO_METHOD ? opaque(recv.alts![i]!) : o)));
  }
  const file = c.file;
  const a0 = arg(c, 0);
  if (SAME.has(method)) return method === "to_string" && recv.n !== undefined ? str(recv.f.text, recv.f.via) : recv;
  // `client.post(url)` on a client the file got from elsewhere (a parameter, a struct field)
  const verb = HTTP_VERBS.get(method);
  if (verb && c.args.length === 1 && !recv.items && /^(?:https?|wss?):\/\//i.test(toF(a0).text)) return request(verb, a0);
  switch (method) {
    case "unwrap_or":
    case "or":
    case "unwrap_or_else":
    case "or_else":
    case "map_or": {
      const other = a0.fn ? file.applyFn(a0, [unk()], c.depth) : a0;
      return alt([recv, other]);
    }
    case "as_bytes":
    case "bytes":
    case "encode_utf8":
    case "into_bytes_iter": {
      if (recv.items) return { ...recv, iter: method === "bytes" };
      const text = exactText(recv);
      if (text === null || text.length > MAX_ITEMS) return method === "bytes" ? { ...opaque(recv), items: [], open: true, iter: true } : recv;
      return { ...recv, items: Array.from(new TextEncoder().encode(text), (b) => num(b, known(String(b), recv.f.via))), iter: method === "bytes" };
    }
    case "chars":
    case "char_indices": {
      const text = exactText(recv);
      if (text === null || text.length > MAX_ITEMS) return { ...opaque(recv), items: [], open: true, iter: true };
      const chars = Array.from(text, (ch) => chr(ch.codePointAt(0)!, recv.f.via));
      return list(method === "chars" ? chars : chars.map((ch, i) => ({ ...list([num(i), ch]), tuple: true })), { iter: true });
    }
    case "iter":
    case "into_iter":
    case "iter_mut":
    case "copied":
    case "cloned":
    case "peekable":
    case "fuse":
    case "drain": {
      const items = itemsOf(recv);
      return items ? { ...recv, items, iter: true, f: recv.items ? recv.f : unknown(taintOf(recv)) } : { ...opaque(recv), items: [], open: true, iter: true };
    }
    case "rev": {
      if (!recv.items) return opaque(recv);
      return { ...recv, items: recv.items.slice().reverse(), iter: true, f: { ...recv.f, via: recv.f.via.includes("reverse") ? recv.f.via : ["reverse", ...recv.f.via] } };
    }
    case "map":
    case "and_then":
    case "filter_map":
    case "flat_map":
    case "map_while":
    case "inspect": {
      if (!recv.iter) return method === "inspect" ? recv : file.applyFn(a0, [recv], c.depth);
      if (!recv.items || method === "inspect") return recv;
      const items = recv.items.slice(0, MAX_ITEMS).map((it) => file.applyFn(a0, [it], c.depth));
      return { ...recv, items: method === "flat_map" ? items.flatMap((i) => i.items ?? [i]).slice(0, MAX_ITEMS) : items };
    }
    case "filter":
    case "take_while":
    case "skip_while": {
      if (!recv.items) return recv;
      const kept: Val[] = [];
      let dropping = method === "skip_while";
      for (const it of recv.items.slice(0, MAX_ITEMS)) {
        const b = file.applyFn(a0, [it], c.depth).b;
        if (method === "filter") {
          if (b !== false) kept.push(it);
        } else if (method === "take_while") {
          if (b === false) break;
          kept.push(it);
        } else {
          if (dropping && b === true) continue;
          dropping = false;
          kept.push(it);
        }
      }
      return { ...recv, items: kept };
    }
    case "enumerate":
      return recv.items ? { ...recv, items: recv.items.map((it, i) => ({ ...list([num(i), it]), tuple: true })) } : recv;
    case "zip": {
      const other = a0;
      if (!recv.items || !other.items?.length) return { ...opaque(recv), items: [], open: true, iter: true };
      const n = other.cycle ? recv.items.length : Math.min(recv.items.length, other.items.length);
      return { ...recv, items: recv.items.slice(0, n).map((it, i) => ({ ...list([it, other.items![i % other.items!.length]!]), tuple: true })), f: { ...recv.f, via: [...recv.f.via, ...other.f.via.filter((d) => !recv.f.via.includes(d))] } };
    }
    case "cycle":
      return { ...recv, cycle: true, iter: true };
    case "chain":
      return recv.items && a0.items ? { ...recv, items: [...recv.items, ...a0.items].slice(0, MAX_ITEMS), open: recv.open || a0.open } : opaque(recv);
    case "skip":
    case "take":
    case "step_by": {
      const k = a0.n;
      if (!recv.items || k === undefined) return method === "take" && !c.args.length ? recv : opaque(recv);
      const items = method === "skip" ? recv.items.slice(k) : method === "take" ? recv.items.slice(0, k) : recv.items.filter((_, i) => k > 0 && i % k === 0);
      return { ...recv, items, open: method === "take" ? false : recv.open };
    }
    case "collect":
    case "collect_vec":
    case "concat":
    case "from_iter":
      return file.collected(recv, /\bString\b|\bstr\b/.test(c.typeArgs) || method === "concat");
    case "join": {
      const items = recv.items;
      if (items) {
        const sep = a0;
        const parts: Val[] = items.flatMap((it, i) => (i ? [sep, it] : [it]));
        if (recv.open) parts.push(unk());
        const v = concatVals(parts, "join");
        return addTaint(v, recv.f.taint);
      }
      // a path joined with a part; an absolute part replaces it
      return alt(alts(recv).slice(0, MAX_ALTS).flatMap((r) => alts(a0).slice(0, 4).map((p) => (exactText(p)?.startsWith("/") ? p : concatVals([r, str("/"), p])))).map(cleanPath));
    }
    case "push": {
      if (recv.items) return { ...recv, items: [...recv.items, a0].slice(0, MAX_ITEMS) };
      if (a0.n !== undefined) return concatVals([recv, a0]);
      return exactText(a0)?.startsWith("/") ? a0 : cleanPath(concatVals([recv, str("/"), a0]));
    }
    case "push_str":
    case "insert_str":
      return concatVals(method === "push_str" ? [recv, a0] : [recv, arg(c, 1)]);
    case "extend":
    case "extend_from_slice":
    case "append":
      if (recv.items) return a0.items ? { ...recv, items: [...recv.items, ...a0.items].slice(0, MAX_ITEMS), open: recv.open || a0.open } : { ...recv, open: true, f: withTaint(recv.f, taintOf(a0)) };
      return a0.items ? concatVals([recv, file.collected(a0, true)]) : concatVals([recv, a0]);
    case "with_file_name":
    case "with_extension": {
      const p = exactText(recv);
      const x = exactText(a0);
      if (p === null || x === null) return opaque(recv);
      if (method === "with_file_name") return str(p.includes("/") ? `${p.slice(0, p.lastIndexOf("/") + 1)}${x}` : x);
      return str(`${p.replace(/\.[^./]*$/, "")}.${x}`);
    }
    case "parent": {
      const p = exactText(recv);
      return p === null ? opaque(recv) : str(p.includes("/") ? p.slice(0, p.lastIndexOf("/")) || "/" : "");
    }
    case "file_name": {
      const p = exactText(recv);
      return p === null ? opaque(recv) : str(p.slice(p.lastIndexOf("/") + 1));
    }
    case "trim":
    case "trim_start":
    case "trim_end":
    case "to_lowercase":
    case "to_uppercase":
    case "to_ascii_lowercase":
    case "to_ascii_uppercase":
    case "trim_matches":
    case "trim_start_matches":
    case "trim_end_matches":
    case "strip_prefix":
    case "strip_suffix": {
      if (!recv.f.exact || recv.n !== undefined) return recv.n !== undefined ? recv : fromF({ ...recv.f, exact: false }, recv);
      const t = recv.f.text;
      const x = exactText(a0) ?? "";
      const out: Record<string, () => string> = {
        trim: () => t.trim(), trim_start: () => t.trimStart(), trim_end: () => t.trimEnd(), to_lowercase: () => t.toLowerCase(), to_uppercase: () => t.toUpperCase(),
        to_ascii_lowercase: () => t.toLowerCase(), to_ascii_uppercase: () => t.toUpperCase(), trim_matches: () => t.slice(repeatedPrefix(t, x), Math.max(repeatedPrefix(t, x), t.length - repeatedPrefix(reverseText(t), reverseText(x)))),
        trim_start_matches: () => t.slice(repeatedPrefix(t, x)), trim_end_matches: () => t.slice(0, t.length - repeatedPrefix(reverseText(t), reverseText(x))),
        strip_prefix: () => (t.startsWith(x) ? t.slice(x.length) : t), strip_suffix: () => (x && t.endsWith(x) ? t.slice(0, -x.length) : t),
      };
      return fromF({ ...recv.f, text: out[method]!() }, recv);
    }
    case "replace":
    case "replacen": {
      const from = exactText(a0);
      const to = exactText(arg(c, 1));
      const s = recv;
      if (from === null || to === null || !s.f.exact || s.n !== undefined) return opaque(s);
      let text = s.f.text;
      if (method === "replace") text = from ? text.split(from).join(to) : text;
      else for (let i = 0; i < (arg(c, 2).n ?? 0) && from; i++) text = text.replace(from, to);
      return fromF(derive(s.f, text, "replace"), s);
    }
    case "repeat": {
      const k = a0.n;
      if (k === undefined || !recv.f.exact || k < 0 || recv.f.text.length * k > 65536) return opaque(recv);
      return fromF({ ...recv.f, text: recv.f.text.repeat(k) }, recv);
    }
    case "split":
    case "split_whitespace":
    case "lines":
    case "split_terminator":
    case "split_ascii_whitespace":
    case "splitn": {
      const text = exactText(recv);
      if (text === null) return list([], { open: true, iter: true, f: unknown(taintOf(recv)), ...(recv.fetched ? { fetched: recv.fetched } : {}) });
      const sep = method === "splitn" ? exactText(arg(c, 1)) : exactText(a0);
      const parts = method === "split_whitespace" || method === "split_ascii_whitespace" ? text.split(/\s+/).filter(Boolean) : method === "lines" ? text.split(/\r?\n/) : sep !== null ? text.split(sep) : a0.n !== undefined ? text.split(safeCodePoint(a0.n)) : null;
      return parts ? list(parts.map((p) => fromF({ ...recv.f, text: p }, recv)), { iter: true }) : list([], { open: true, iter: true });
    }
    case "len":
    case "count":
      return recv.items && !recv.open ? num(recv.items.length) : exactText(recv) !== null ? num(new TextEncoder().encode(exactText(recv)!).length) : unk();
    case "get":
    case "nth":
      if (recv.items && a0.n !== undefined) return recv.items[a0.n] ?? opaque(recv);
      return method === "get" && !recv.items?.length && exactText(a0) !== null ? settingVal(recv, configValues(file.analyzer, exactText(a0)!)) : opaque(recv);
    case "first":
    case "last":
    case "next":
      return recv.items?.length ? (method === "last" ? recv.items.at(-1)! : recv.items[0]!) : opaque(recv);
    case "parse": {
      const text = exactText(recv)?.trim();
      return text !== undefined && /^-?\d+$/.test(text) ? num(Number(text)) : recv;
    }
    case "wrapping_add":
    case "wrapping_sub":
    case "wrapping_mul":
    case "overflowing_add":
    case "rotate_left":
    case "rotate_right": {
      if (recv.n === undefined || a0.n === undefined) return opaque(recv);
      const x = recv.n & 0xff;
      const y = a0.n;
      const n = method.endsWith("add") ? (x + y) & 0xff : method.endsWith("sub") ? (x - y) & 0xff : method.endsWith("mul") ? (x * y) & 0xff : method === "rotate_left" ? ((x << (y & 7)) | (x >> (8 - (y & 7)))) & 0xff : ((x >> (y & 7)) | (x << (8 - (y & 7)))) & 0xff;
      return { ...num(n, known(String(n), recv.f.via)), lit: recv.lit || a0.lit };
    }
    case "to_socket_addrs":
      if (c.top) dnsSend(c, recv);
      return list([], { open: true, iter: true });
    case "set_mode":
      return a0;
    case "home_dir":
      return str("~");
    case "copy_to":
      writeTo(file, c.n, a0, recv, c.top);
      return unk();
    case "text":
    case "bytes_stream":
    case "json":
    case "into_reader":
    case "into_json":
    case "read_to_string":
    case "body":
    case "chunk":
    case "into_body":
    case "to_bytes":
      return opaque(recv);
  }
  return NO_METHOD;
}

/** `a//b` → `a/b` (a URL's `scheme://` kept). */
function cleanPath(v: Val): Val {
  return v.f.text.includes("//") ? { ...v, f: { ...v.f, text: v.f.text.replace(/(?<!:)\/{2,}/g, "/") } } : v;
}

/** How many characters of `t` are `x` repeated from its start. */
function repeatedPrefix(t: string, x: string): number {
  let at = 0;
  while (x && t.startsWith(x, at)) at += x.length;
  return at;
}

function reverseText(s: string): string {
  return s.split("").reverse().join("");
}

// ---------------------------------------------------------------------------------------------

export const extractRust: Extractor = (snippet, analyzer) => {
  const tree = analyzer.parse("rust", snippet.text);
  if (!tree) return;
  new RustFile(tree, snippet, analyzer).run();
};
