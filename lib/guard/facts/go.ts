// The Go extractor. One parse per snippet and one walk over it: the walk records scopes, bindings
// (`:=`, `=`, `+=`, `var`, `const`, range variables, parameters), the call sites of local functions
// and the returns of each function, and lists every call and assignment; each is then visited once,
// in source order, and states what reaches a sink. Expressions are evaluated lazily into folded values
// that keep known text, decodings and taint: interpreted and raw strings, runes, `+`, fmt.Sprintf,
// strings.Join/Replace/Repeat, byte and rune conversions, base64 and hex, path joins, the home
// directory, package-level and local bindings (flow-insensitive per function: every assignment is a
// candidate), parameters (the arguments of the file's call sites) and the returns of local functions.
// Objects the code makes — commands, requests, connections, open files, buffers — are kept by the call
// that made them, so what is later written to them (`req.Header.Set`, `fmt.Fprintf(conn, …)`,
// `io.Copy(f, resp.Body)`, `cmd.Stdin = conn`) is joined to where they go.
import { isMinerText, sourceOfAnyCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import { configValues, fieldConfigValues } from "./config-keys";
import type { FileKind } from "../parse/classify";
import type { SyntaxNode } from "../parse/syntax";
import { factKey, programWrittenKind, type Analyzer, type Extractor, type Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Channel, type Decoding, type Fact, type Folded, type Taint } from "./types";
import { concat, decodeBase64Text, decodeEscapes, decodeHexText, derive, isReadable, known, safeCodePoint, unknown, withTaint } from "./values";

// ---------------------------------------------------------------------------------------------
// Values

/** Something the code made at run time, kept by the call that made it. */
type Obj =
  | { t: "cmd"; argv: Val; node: SyntaxNode }
  | { t: "req"; method: string; url: Val; parts: Val[]; node: SyntaxNode }
  | { t: "sock"; channel: Channel; dest: string; host: string | null; node: SyntaxNode }
  | { t: "file"; path: Val; append: boolean; node: SyntaxNode; contents: Val[] }
  | { t: "buf"; parts: Val[] }
  | { t: "user" };

/** A folded value. `items` when it is a slice or array, `n` when it is a number. */
type Val = {
  f: Folded;
  n?: number;
  items?: Val[];
  /** The slice has elements beyond `items` that are not known. */
  open?: boolean;
  /** Candidates (a variable assigned in several places). */
  alts?: Val[];
  /** Qualified name of something outside the file: `net/http.DefaultClient`, `encoding/base64.StdEncoding`. */
  ext?: string;
  obj?: Obj;
  /** The URL whose response this value is. */
  fetched?: string;
  fn?: SyntaxNode;
  /** A loop variable's value: each item of the list it ranges over, in order (`for _, p := range parts { url += p }`). */
  rangeItems?: Val[];
};

const MAX_ALTS = 8;
const MAX_ITEMS = 1024;
const MAX_INLINE = 3;
const MAX_CALL_SITES = 16;
const MAX_SPREAD_VARIANTS = 4;
const MAX_EVAL_DEPTH = 120;
/** Evaluations in progress at once, across lookups and inlined calls: a chain of 1,000 `a1 := a0` must not exhaust the stack. */
const MAX_NESTING = 400;
/** Evaluation steps per file (scaled by size, capped): past it every value is unknown. */
const STEP_BUDGET = 200_000;
const MAX_STEP_BUDGET = 1_000_000;
const MAX_FACTS_PER_FILE = 2000;

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

function fromF(f: Folded, like?: Val): Val {
  const v: Val = { f };
  if (like?.fetched) v.fetched = like.fetched;
  return v;
}

function alts(v: Val): Val[] {
  return v.alts ?? [v];
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
    const key = v.obj || v.fn || v.f.taint.length || v.fetched ? null : `${v.ext ?? ""}|${v.f.text}|${v.items ? v.items.slice(0, 16).map((i) => i.f.text).join("\u0001") + `|${v.items.length}` : ""}`;
    if (key !== null && seen.has(key)) continue;
    if (key !== null) seen.add(key);
    if (out.length < MAX_ALTS) out.push(v);
  }
  if (taint.length) out[0] = addTaint(out[0]!, taint);
  return out.length === 1 ? out[0]! : { f: { ...best(out), exact: false }, alts: out };
}

/** Decoders that fill a variable from data: `json.Unmarshal(raw, &c)`, `json.NewDecoder(f).Decode(&c)`, `toml.DecodeFile(p, &c)`. */
const DECODER_RE = /(?:^|\.)(?:Unmarshal|UnmarshalStrict|Decode|DecodeFile|DecodeReader|Process|ReadInConfig)$/;

/** The variable at the root of `a.b.c`. */
function rootName(n: SyntaxNode, source: string): string {
  let cur = n;
  while (cur.type === "selector_expression" || cur.type === "index_expression" || cur.type === "parenthesized_expression") {
    const inner = cur.type === "selector_expression" || cur.type === "index_expression" ? field(cur, "operand") : cur.children.find((c) => c.named);
    if (!inner) break;
    cur = inner;
  }
  return cur.type === "identifier" ? source.slice(cur.start, cur.end) : "";
}

/** Decoded data as a value: text and numbers as themselves, a list or a map as its elements (what `range` yields). */
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

function isBare(v: Val): boolean {
  return v.f.text === HOLE && !v.f.taint.length && !v.obj && !v.items && !v.fetched && !v.ext && !v.fn;
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
    if (v.obj?.t === "buf" || v.obj?.t === "req") for (const p of v.obj.parts.slice(0, 64)) t = mergeTaint(t, taintOf(p, depth + 1));
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

/** The text a value stands for: slices of bytes or runes read as text, other slices joined by spaces. */
function toF(v: Val): Folded {
  if (!v.items || v.f.text !== HOLE) return v.f;
  const parts: Folded[] = [];
  v.items.slice(0, 256).forEach((it, i) => parts.push(...(i ? [known(" "), toF(it)] : [toF(it)])));
  if (v.open) parts.push(unknown());
  return concat(parts);
}

function exactText(v: Val): string | null {
  return v.f.exact ? v.f.text : null;
}

/** Items of a slice value (a string is one item); null when unknown. */
function itemsOf(v: Val): { items: Val[]; open: boolean } | null {
  if (v.items) return { items: v.items, open: !!v.open };
  return null;
}

function bytesText(items: readonly Val[]): Folded | null {
  if (!items.length || items.some((i) => i.n === undefined)) return null;
  return known(items.map((i) => safeCodePoint(i.n!)).join(""));
}

/** Values joined in order; parts with candidates give each combination (at most MAX_ALTS). */
function concatVals(vs: readonly Val[]): Val {
  if (!vs.some((v) => v.alts && v.alts.length > 1)) return fromF(concat(vs.map(toF)), vs.find((v) => v.fetched));
  let combos: Val[][] = [[]];
  for (const v of vs) {
    const next: Val[][] = [];
    for (const c of combos) for (const a of alts(v)) if (next.length < MAX_ALTS) next.push([...c, a]);
    combos = next;
  }
  return alt(combos.map((c) => fromF(concat(c.map(toF)), c.find((v) => v.fetched))));
}

function hiddenVia(via: readonly Decoding[]): Decoding[] {
  return via.filter((d) => OBFUSCATING.includes(d));
}

// ---------------------------------------------------------------------------------------------
// Scopes, bindings and frames

/** One way a name gets a value: an expression (the `idx`-th value of a multi-value one), a range over one, or a parameter. */
type Binding = { kind: "expr" | "append" | "extend" | "range" | "zero" | "param" | "setitem"; node: SyntaxNode | null; idx: number; count: number; type?: string };

type Scope = {
  node: SyntaxNode;
  parent: Scope | null;
  names: Map<string, Binding[]>;
  returns: SyntaxNode[];
  /** Parameter names in order (variadic last). */
  params: string[];
};

type Frame = { scope: Scope; parent: Frame | null; args: Val[] | null; cache: Map<string, Val>; depth: number };

const PACKAGE_CONSTS: ReadonlyMap<string, Val> = new Map([
  ["os.O_RDONLY", num(0)], ["os.O_WRONLY", num(1)], ["os.O_RDWR", num(2)], ["os.O_APPEND", num(0x400)], ["os.O_CREATE", num(0x40)],
  ["os.O_EXCL", num(0x80)], ["os.O_SYNC", num(0x101000)], ["os.O_TRUNC", num(0x200)], ["os.ModePerm", num(0o777)], ["os.ModeSetuid", num(0o4000)],
  ["os.ModeSetgid", num(0o2000)], ["os.PathSeparator", num(47)], ["os.PathListSeparator", num(58)], ["filepath.Separator", num(47)],
  ["syscall.S_ISUID", num(0o4000)], ["syscall.S_ISGID", num(0o2000)], ["syscall.O_APPEND", num(0x400)], ["syscall.O_WRONLY", num(1)], ["syscall.O_CREAT", num(0x40)],
]);

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


/** Package-level values of the skill's Go files, by directory (a Go package is a directory): shared across files. */
const packageValues = new WeakMap<Analyzer, Map<string, Map<string, Val>>>();

function dirOf(path: string): string {
  return path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
}

class GoFile {
  readonly src: string;
  readonly imports = new Map<string, string>();
  readonly root: Scope;
  /** Calls and assignments to visit, in source order. */
  private readonly sites: { node: SyntaxNode; scope: Scope }[] = [];
  /** Call sites of each local function, by name. */
  private readonly callSites = new Map<string, { node: SyntaxNode; scope: Scope }[]>();
  private readonly funcs = new Map<string, Scope>();
  private readonly scopes = new Map<SyntaxNode, Scope>();
  private readonly frames = new Map<Scope, Frame>();
  /** Objects by the node that made them. */
  private readonly objects = new Map<SyntaxNode, Obj>();
  /** A variable bound to a part of another (`items := req["items"]`): the other, whose contents it shares. */
  private readonly partOf = new Map<string, string>();
  /** Variables a decoder fills from data (`json.Unmarshal(raw, &cfg)`): their fields are settings. */
  private readonly decoded = new Set<string>();
  private readonly files: Obj[] = [];
  private readonly emitted = new Set<string>();
  /** Paths this file filled with downloaded bytes → the URL. */
  private readonly downloads = new Map<string, string>();
  private visiting: SyntaxNode | null = null;
  private steps = 0;
  /** Evaluations in progress (see MAX_NESTING). */
  private nesting = 0;
  private readonly budget: number;
  private factCount = 0;

  constructor(
    private readonly tree: { source: string; root: SyntaxNode },
    readonly snippet: Snippet,
    readonly analyzer: Analyzer,
    /** The files of a package read as one text (see extractGo): each file's first row in it. */
    private readonly parts: readonly PackagePart[] = [],
  ) {
    this.src = tree.source;
    this.budget = Math.min(MAX_STEP_BUDGET, STEP_BUDGET + this.src.length * 4);
    this.root = this.newScope(tree.root, null);
  }

  text(n: SyntaxNode): string {
    return this.src.slice(n.start, n.end);
  }

  loc(n: SyntaxNode) {
    const [snippet, row] = this.at(n.row);
    return this.analyzer.loc(snippet, row);
  }

  /** The file a row of the text belongs to, as a snippet, and the row within it. */
  at(row: number): [Snippet, number] {
    for (let i = this.parts.length - 1; i >= 0; i--) {
      const part = this.parts[i]!;
      if (row >= part.start) return [part.path === this.snippet.path ? this.snippet : { ...this.snippet, path: part.path, line: 1 }, row - part.start];
    }
    return [this.snippet, row];
  }

  private newScope(node: SyntaxNode, parent: Scope | null): Scope {
    const s: Scope = { node, parent, names: new Map(), returns: [], params: [] };
    this.scopes.set(node, s);
    return s;
  }

  private bind(scope: Scope, name: string, b: Binding): void {
    if (name === "_" || !name) return;
    const list = scope.names.get(name);
    if (!list) scope.names.set(name, [b]);
    else if (list.length < 32) list.push(b);
  }

  // ----- the walk -----------------------------------------------------------------------------

  run(): void {
    this.collect(this.tree.root, this.root);
    this.sharePackageValues();
    for (const site of this.sites) {
      if (this.steps > this.budget || this.factCount >= MAX_FACTS_PER_FILE) break;
      this.visiting = site.node;
      const fr = this.frameOf(site.scope);
      if (site.node.type === "call_expression") this.ev(site.node, fr);
      else this.assignSite(site.node, fr);
    }
    this.visiting = null;
    for (const h of this.files) if (h.t === "file") this.emitWrite(h.path, h.contents.length ? concatVals(h.contents) : null, h.append ? "append" : "write", h.node);
  }

  /** One iterative walk: scopes, bindings, imports, call sites, returns, and the sites to visit. */
  private collect(top: SyntaxNode, topScope: Scope): void {
    const stack: [SyntaxNode, Scope][] = [[top, topScope]];
    while (stack.length) {
      const [n, parentScope] = stack.pop()!;
      let scope = parentScope;
      switch (n.type) {
        case "function_declaration":
        case "method_declaration":
        case "func_literal": {
          scope = this.newScope(n, parentScope);
          const name = n.type === "func_literal" ? null : this.fieldText(n, "name");
          if (name && n.type === "function_declaration") this.funcs.set(name, scope);
          this.bindParams(n, scope);
          if (n.type === "func_literal") this.bindFuncLiteralName(n, parentScope);
          break;
        }
        case "import_spec":
          this.importSpec(n);
          break;
        case "short_var_declaration":
        case "assignment_statement":
          this.bindAssignment(n, scope);
          if (n.type === "assignment_statement" && this.isSelectorAssignment(n)) this.sites.push({ node: n, scope });
          break;
        case "var_spec":
        case "const_spec":
          this.bindSpec(n, scope);
          break;
        case "range_clause":
          this.bindRange(n, scope);
          break;
        case "return_statement":
          scope.returns.push(n);
          break;
        case "call_expression": {
          this.sites.push({ node: n, scope });
          const fn = field(n, "function");
          if (fn && DECODER_RE.test(this.text(fn))) {
            for (const a of field(n, "arguments")?.children ?? []) {
              const target = a.type === "unary_expression" && this.text(a).startsWith("&") ? field(a, "operand") : null;
              if (target?.type === "identifier") this.decoded.add(this.text(target));
            }
          }
          if (fn?.type === "identifier") {
            const list = this.callSites.get(this.text(fn)) ?? [];
            if (list.length < MAX_CALL_SITES) list.push({ node: n, scope });
            this.callSites.set(this.text(fn), list);
          }
          break;
        }
        case "comment":
          this.comment(n);
          break;
        case "interpreted_string_literal":
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

  private importSpec(n: SyntaxNode): void {
    const pathNode = field(n, "path");
    if (!pathNode) return;
    const path = this.text(pathNode).slice(1, -1);
    const alias = this.fieldText(n, "name");
    if (path === "C") this.cgo(n);
    if (alias === "_" || alias === ".") return;
    const last = path.split("/").pop() ?? path;
    const name = alias ?? (/^v\d+$/.test(last) ? (path.split("/").slice(-2)[0] ?? last) : last.replace(/\.v\d+$/, "").replace(/^go-/, ""));
    this.imports.set(name, path);
  }

  private bindParams(n: SyntaxNode, scope: Scope): void {
    const params = field(n, "parameters");
    if (!params) return;
    for (const p of params.children) {
      if (p.type !== "parameter_declaration" && p.type !== "variadic_parameter_declaration") continue;
      for (const c of p.children) {
        if (c.field !== "name" || c.type !== "identifier") continue;
        const name = this.text(c);
        this.bind(scope, name, { kind: "param", node: null, idx: scope.params.length, count: 1 });
        scope.params.push(name);
      }
    }
  }

  /** `run := func(cmd string) { … }`: the literal's call sites are calls of `run`. */
  private bindFuncLiteralName(n: SyntaxNode, _scope: Scope): void {
    const list = n.parent?.parent;
    if (!list || (list.type !== "short_var_declaration" && list.type !== "assignment_statement")) return;
    const left = field(list, "left")?.children.filter((c) => c.named) ?? [];
    if (left.length === 1 && left[0]!.type === "identifier") this.funcs.set(this.text(left[0]!), this.scopes.get(n)!);
  }

  private bindAssignment(n: SyntaxNode, scope: Scope): void {
    const left = field(n, "left")?.children.filter((c) => c.named) ?? [];
    const right = field(n, "right")?.children.filter((c) => c.named && c.type !== "comment") ?? [];
    const op = n.children.find((c) => c.field === "operator")?.type ?? "=";
    left.forEach((l, i) => {
      // `m[k] = v`: what v carries is in m (its taint; the map's contents are not tracked)
      const operand = l.type === "index_expression" ? field(l, "operand") : null;
      if (operand?.type === "identifier" && right[i] && left.length === right.length) {
        this.bind(scope, this.text(operand), { kind: "setitem", node: right[i]!, idx: 0, count: 1 });
        // `items := req["items"].(map[string]string)` then `items[k] = v`: v is in req too
        const whole = this.partOf.get(this.text(operand));
        if (whole) this.bind(scope, whole, { kind: "setitem", node: right[i]!, idx: 0, count: 1 });
        return;
      }
      if (l.type !== "identifier") return;
      const r = right[i];
      if (r && left.length === right.length) {
        const inner = r.type === "type_assertion_expression" ? field(r, "operand") : r;
        const root = inner && (inner.type === "index_expression" || inner.type === "selector_expression") ? rootName(inner, this.src) : "";
        if (root && root !== this.text(l)) this.partOf.set(this.text(l), root);
      }
      // `xs = append(xs, …)` adds to xs (flow-insensitively, to every value xs has)
      if (r?.type === "call_expression" && left.length === right.length && field(r, "function")?.type === "identifier" && this.text(field(r, "function")!) === "append") {
        const first = field(r, "arguments")?.children.find((c) => c.named);
        if (first?.type === "identifier" && this.text(first) === this.text(l)) {
          this.bind(scope, this.text(l), { kind: "extend", node: r, idx: 0, count: 1 });
          return;
        }
      }
      const single = right.length === 1 && left.length > 1;
      const node = single ? right[0]! : (right[i] ?? null);
      this.bind(scope, this.text(l), { kind: op === "+=" ? "append" : "expr", node, idx: single ? i : 0, count: single ? left.length : 1 });
    });
  }

  private bindSpec(n: SyntaxNode, scope: Scope): void {
    const names = n.children.filter((c) => c.field === "name" && c.type === "identifier");
    const value = field(n, "value")?.children.filter((c) => c.named && c.type !== "comment") ?? [];
    const type = field(n, "type");
    names.forEach((nm, i) => {
      const single = value.length === 1 && names.length > 1;
      const node = single ? value[0]! : (value[i] ?? null);
      if (!node) this.bind(scope, this.text(nm), { kind: "zero", node: n, idx: 0, count: 1, type: type ? this.text(type) : "" });
      else this.bind(scope, this.text(nm), { kind: "expr", node, idx: single ? i : 0, count: single ? names.length : 1 });
    });
  }

  private bindRange(n: SyntaxNode, scope: Scope): void {
    const left = field(n, "left")?.children.filter((c) => c.named) ?? [];
    const right = field(n, "right");
    if (!right) return;
    // `for i, v := range xs`: v is an element; `for k := range m` a key (an element for our purposes)
    const target = left.length > 1 ? left[1] : left[0];
    if (target?.type === "identifier") this.bind(scope, this.text(target), { kind: "range", node: right, idx: 0, count: 1 });
  }

  private isSelectorAssignment(n: SyntaxNode): boolean {
    return (field(n, "left")?.children ?? []).some((c) => c.type === "selector_expression" || c.type === "index_expression");
  }

  /** Package-level values go to the other files of the package; theirs fill names this file does not bind. */
  private sharePackageValues(): void {
    if (this.snippet.depth > 0 || !this.snippet.path.endsWith(".go")) return;
    let byDir = packageValues.get(this.analyzer);
    if (!byDir) packageValues.set(this.analyzer, (byDir = new Map()));
    const dir = dirOf(this.snippet.path);
    let values = byDir.get(dir);
    if (!values) byDir.set(dir, (values = new Map()));
    this.sharedValues = values;
    const fr = this.frameOf(this.root);
    for (const name of this.root.names.keys()) {
      if (values.size >= 512) break;
      const v = this.lookup(fr, name);
      if (v && !isBare(v) && !v.obj) values.set(name, v);
    }
    // functions without parameters whose result carries private data (`func token() string { … }`)
    for (const [name, scope] of this.funcs) {
      if (scope.node.type !== "function_declaration" || scope.params.length || values.has(name) || values.size >= 512) continue;
      const v = this.callLocal(scope, [], 1);
      if (taintOf(v).length || fetchedOf(v)) values.set(name, v);
    }
  }

  private sharedValues: Map<string, Val> | null = null;

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
      const binds = f.scope.names.get(name);
      if (!binds) continue;
      const cached = f.cache.get(name);
      if (cached) return cached;
      const key = `${f.scope.node.start}:${f.depth}:${name}:${f.args ? "a" : ""}`;
      if (this.inProgress.has(key)) return unk();
      this.inProgress.add(key);
      try {
        const v = this.bindingsValue(f, binds);
        if (!f.args) f.cache.set(name, v);
        return v;
      } finally {
        this.inProgress.delete(key);
      }
    }
    if (this.funcs.has(name)) return { f: unknown(), fn: this.funcs.get(name)!.node };
    return this.sharedValues?.get(name) ?? null;
  }

  private bindingsValue(fr: Frame, binds: readonly Binding[]): Val {
    const plain: Val[] = [];
    const appended: Val[] = [];
    const extended: Val[] = [];
    let stored: Taint[] = [];
    let open = false;
    for (const b of binds) {
      switch (b.kind) {
        case "extend": {
          const argNodes = field(b.node!, "arguments")?.children.filter((c) => c.named && c.type !== "comment").slice(1) ?? [];
          for (const a of argNodes.slice(0, 64)) {
            const inner = a.type === "variadic_argument" ? a.children.find((c) => c.named) : a;
            const v = inner ? this.ev(inner, fr) : unk();
            if (a.type !== "variadic_argument") extended.push(v);
            else if (v.items) extended.push(...v.items.slice(0, 256));
            else {
              // `seed = append(seed, b...)` with b's bytes unknown: the slice holds what b carries
              open = true;
              stored = mergeTaint(stored, taintOf(v));
            }
          }
          break;
        }
        case "expr": {
          const v = b.node ? this.ev(b.node, fr) : unk();
          plain.push(b.count > 1 ? this.nth(v, b.node!, b.idx) : v);
          break;
        }
        case "append":
          if (b.node) {
            // `s += p` with p ranging over a known list: the loop joins the items
            const v = this.ev(b.node, fr);
            appended.push(v.rangeItems ? concatVals(v.rangeItems) : v);
          }
          break;
        case "range": {
          const over = this.ev(b.node!, fr);
          const it = itemsOf(over);
          plain.push(it && it.items.length ? { ...alt(it.items), rangeItems: it.items.length <= MAX_ITEMS ? it.items : undefined } : unk(taintOf(over)));
          break;
        }
        case "zero":
          plain.push(this.zeroValue(b));
          break;
        case "param":
          plain.push(this.paramValue(fr, b.idx));
          break;
        case "setitem":
          stored = mergeTaint(stored, taintOf(this.ev(b.node!, fr)));
          break;
      }
    }
    const ranged = plain.length === 1 && !stored.length ? plain[0]!.rangeItems : undefined;
    const base = stored.length ? addTaint(alt(plain), stored) : ranged ? { ...alt(plain), rangeItems: ranged } : alt(plain);
    if (extended.length || open) {
      const list = alts(base).find((a) => a.items);
      return { f: unknown(taintOf(base)), items: [...(list?.items ?? []), ...extended].slice(0, MAX_ITEMS), open: open || !!list?.open || (!list && !isBare(base)) };
    }
    return appended.length ? concatVals([base, ...appended]) : base;
  }

  /** A variable declared without a value: a buffer or builder is an object that gathers what is written to it. */
  private zeroValue(b: Binding): Val {
    if (/\b(?:strings\.Builder|bytes\.Buffer)\b/.test(b.type ?? "")) return { f: unknown(), obj: this.objectAt(b.node!, () => ({ t: "buf", parts: [] })) };
    return /^(?:string|\[\]byte)$/.test(b.type ?? "") ? str("") : unk();
  }

  /** The idx-th value of a multi-value expression (`b, err := os.ReadFile(p)`): the first is the value, the rest unknown. */
  private nth(v: Val, node: SyntaxNode, idx: number): Val {
    if (idx === 0) return v;
    if (node.type === "call_expression") {
      const fn = field(node, "function");
      const scope = fn?.type === "identifier" ? this.funcs.get(this.text(fn)) : undefined;
      if (scope) return v.items?.[idx] ?? unk();
    }
    return unk();
  }

  private paramValue(fr: Frame, idx: number): Val {
    const variadic = fr.scope.node.type !== "source_file" && this.isVariadic(fr.scope, idx);
    if (fr.args) return variadic ? { f: unknown(), items: fr.args.slice(idx) } : (fr.args[idx] ?? unk());
    // A function's own frame: its parameters are the arguments of the file's calls to it.
    const name = fr.scope.node.type === "function_declaration" ? this.fieldText(fr.scope.node, "name") : this.literalName(fr.scope);
    const sites = name ? (this.callSites.get(name) ?? []) : [];
    const cands: Val[] = [unk()];
    for (const site of sites) {
      if (fr.depth > 0 || this.steps > this.budget) break;
      const args = field(site.node, "arguments")?.children.filter((c) => c.named && c.type !== "comment") ?? [];
      const callerFrame = this.frameOf(site.scope);
      if (callerFrame === fr) continue;
      if (variadic) cands.push(this.spreadArgs(args.slice(idx), callerFrame));
      else if (args[idx]) cands.push(this.ev(args[idx]!, callerFrame));
    }
    return alt(cands);
  }

  /** Arguments for a variadic parameter as one slice: `f(a, b)` and `f(xs...)` (xs's elements). */
  private spreadArgs(nodes: readonly SyntaxNode[], fr: Frame): Val {
    const items: Val[] = [];
    let open = false;
    for (const a of nodes) {
      if (a.type !== "variadic_argument") {
        items.push(this.ev(a, fr));
        continue;
      }
      const inner = a.children.find((c) => c.named);
      const v = inner ? this.ev(inner, fr) : unk();
      const list = alts(v).find((x) => x.items);
      if (list?.items) items.push(...list.items);
      open ||= !list || !!list.open;
    }
    return { f: unknown(), items: items.slice(0, MAX_ITEMS), open };
  }

  private literalName(scope: Scope): string | null {
    for (const [name, s] of this.funcs) if (s === scope) return name;
    return null;
  }

  private isVariadic(scope: Scope, idx: number): boolean {
    const params = field(scope.node, "parameters");
    const decls = params?.children.filter((c) => c.type === "parameter_declaration" || c.type === "variadic_parameter_declaration") ?? [];
    return decls.at(-1)?.type === "variadic_parameter_declaration" && idx === scope.params.length - 1;
  }

  /** The value a call of a local function returns, evaluated with the call's arguments. */
  callLocal(scope: Scope, args: Val[], depth: number): Val {
    if (depth > MAX_INLINE || !scope.returns.length) return unk(args.flatMap((a) => taintOf(a)).slice(0, 8));
    const parentFrame = scope.parent ? this.frameOf(scope.parent) : null;
    const fr: Frame = { scope, parent: parentFrame, args, cache: new Map(), depth };
    const width = Math.max(...scope.returns.map((r) => r.children.find((c) => c.type === "expression_list")?.children.filter((c) => c.named).length ?? 0));
    if (!width) return unk();
    const cols: Val[][] = Array.from({ length: width }, () => []);
    for (const r of scope.returns.slice(0, 8)) {
      const exprs = r.children.find((c) => c.type === "expression_list")?.children.filter((c) => c.named && c.type !== "comment") ?? [];
      exprs.forEach((e, i) => cols[i]?.push(this.ev(e, fr)));
    }
    const first = alt(cols[0]!);
    return width > 1 ? { ...first, items: cols.map((c) => alt(c)), open: false, f: first.f } : first;
  }

  ev(n: SyntaxNode, fr: Frame, depth = 0): Val {
    if (++this.steps > this.budget || depth > MAX_EVAL_DEPTH) return unk();
    if (this.nesting >= MAX_NESTING) return this.beyondNesting(n, fr);
    this.nesting++;
    try {
      return this.evNode(n, fr, depth);
    } finally {
      this.nesting--;
    }
  }

  /** Past the nesting cap: only what needs no further evaluation — literals, and names whose value is already known. */
  private beyondNesting(n: SyntaxNode, fr: Frame): Val {
    switch (n.type) {
      case "interpreted_string_literal":
      case "raw_string_literal":
      case "rune_literal":
      case "int_literal":
      case "float_literal":
        return this.evNode(n, fr, 0);
      case "identifier": {
        const name = this.text(n);
        for (let f: Frame | null = fr; f; f = f.parent) if (f.scope.names.has(name)) return f.cache.get(name) ?? unk();
        // bound nowhere in the file (an import, a function, a value of another file of the package): nothing to evaluate
        return this.identifier(n, fr);
      }
      default:
        return unk();
    }
  }

  private evNode(n: SyntaxNode, fr: Frame, depth: number): Val {
    switch (n.type) {
      case "interpreted_string_literal":
        return this.stringLiteral(n);
      case "raw_string_literal":
        return str(this.text(n).slice(1, -1).replace(/\r/g, ""));
      case "rune_literal": {
        const ch = decodeEscapes(this.text(n).slice(1, -1));
        return num(ch.codePointAt(0) ?? 0, known(ch));
      }
      case "int_literal":
        return num(parseGoInt(this.text(n)));
      case "float_literal":
        return num(Number(this.text(n).replace(/_/g, "")));
      case "true":
      case "false":
      case "nil":
        return { f: unknown(), ext: n.type };
      case "identifier":
        return this.identifier(n, fr);
      case "parenthesized_expression":
      case "type_assertion_expression": {
        const inner = n.children.find((c) => c.named && c.field !== "type");
        return inner ? this.ev(inner, fr, depth + 1) : unk();
      }
      case "expression_list": {
        const first = n.children.find((c) => c.named);
        return first ? this.ev(first, fr, depth + 1) : unk();
      }
      case "binary_expression":
        return this.binary(n, fr, depth);
      case "unary_expression": {
        const operand = field(n, "operand");
        const v = operand ? this.ev(operand, fr, depth + 1) : unk();
        const op = n.children.find((c) => !c.named)?.type;
        if (op === "-" && v.n !== undefined) return num(-v.n);
        if (op === "^" && v.n !== undefined) return num(~v.n);
        return op === "&" || op === "*" || op === "<-" ? v : unk(taintOf(v));
      }
      case "call_expression":
        return this.call(n, fr, depth);
      case "type_conversion_expression": {
        const operand = field(n, "operand");
        return operand ? this.convert(this.text(field(n, "type") ?? n), this.ev(operand, fr, depth + 1)) : unk();
      }
      case "composite_literal":
        return this.composite(n, fr, depth);
      case "selector_expression":
        return this.selector(n, fr, depth);
      case "index_expression": {
        const operand = field(n, "operand");
        const index = field(n, "index");
        const v = operand ? this.ev(operand, fr, depth + 1) : unk();
        const i = index ? this.ev(index, fr, depth + 1) : unk();
        if (v.items && i.n !== undefined) return v.items[i.n] ?? unk(taintOf(v));
        // one of several lists (a range over `[][]string{{"pbpaste"}, {"xclip", "-o"}}`): that item of each
        if (v.alts?.some((a) => a.items) && i.n !== undefined) return alt(v.alts.map((a) => a.items?.[i.n!] ?? unk(taintOf(a))));
        if (v.f.exact && i.n !== undefined && v.f.text.length > i.n) return num(v.f.text.charCodeAt(i.n));
        // `cfg["BOARD_URL"]` of settings loaded at run time: the skill's own value of that name is a candidate
        const found = i.n === undefined && i.f.exact && !v.items?.length ? configValues(this.analyzer, i.f.text) : [];
        const values = found.flatMap((x) => (typeof x === "string" || typeof x === "number" ? [str(String(x))] : []));
        return values.length ? alt([unk(taintOf(v)), ...values]) : unk(taintOf(v));
      }
      case "slice_expression": {
        const operand = field(n, "operand");
        const v = operand ? this.ev(operand, fr, depth + 1) : unk();
        const start = field(n, "start");
        const end = field(n, "end");
        const a = start ? this.ev(start, fr, depth + 1).n : 0;
        const b = end ? this.ev(end, fr, depth + 1).n : undefined;
        if (a === undefined || (end && b === undefined)) return unk(taintOf(v));
        if (v.items) return { ...v, items: v.items.slice(a, b) };
        return v.f.exact ? fromF(derive(v.f, v.f.text.slice(a, b), "slice"), v) : fromF({ ...v.f, exact: false }, v);
      }
      case "func_literal":
        return { f: unknown(), fn: n };
      case "literal_value": {
        const items = n.children.filter((c) => c.type === "literal_element").slice(0, MAX_ITEMS).map((e) => {
          const inner = e.children.find((c) => c.named);
          return inner ? this.ev(inner, fr, depth + 1) : unk();
        });
        return { f: unknown(), items };
      }
      default:
        return unk();
    }
  }

  private stringLiteral(n: SyntaxNode): Val {
    const raw = this.text(n).slice(1, -1);
    if (!raw.includes("\\")) return str(raw);
    // escapes that spell ordinary letters and digits hide text from a reader
    const hiding = /\\x(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])|\\u00(?:3[0-9]|[46][1-9a-fA-F]|[57][0-9aA])|\\(?:06[0-7]|1[0-7][0-7])/.test(raw);
    return str(decodeEscapes(raw), hiding ? ["escape"] : []);
  }

  private identifier(n: SyntaxNode, fr: Frame): Val {
    const name = this.text(n);
    const v = this.lookup(fr, name);
    if (v) return v;
    if (name === "true" || name === "false" || name === "nil" || name === "iota") return { f: unknown(), ext: name };
    const pkg = this.imports.get(name);
    return pkg ? { f: unknown(), ext: pkg } : { f: unknown(), ext: name };
  }

  private binary(n: SyntaxNode, fr: Frame, depth: number): Val {
    const l = field(n, "left");
    const r = field(n, "right");
    const op = n.children.find((c) => c.field === "operator")?.type ?? "";
    const a = l ? this.ev(l, fr, depth + 1) : unk();
    const b = r ? this.ev(r, fr, depth + 1) : unk();
    if (a.n !== undefined && b.n !== undefined && !(op === "+" && (isStringish(a) || isStringish(b)))) {
      const x = a.n;
      const y = b.n;
      const out: Record<string, () => number> = {
        "+": () => x + y, "-": () => x - y, "*": () => x * y, "/": () => (y ? Math.trunc(x / y) : 0), "%": () => (y ? x % y : 0),
        "|": () => x | y, "&": () => x & y, "^": () => x ^ y, "<<": () => x * 2 ** y, ">>": () => x >> y, "&^": () => x & ~y,
      };
      if (out[op]) return num(out[op]!());
    }
    if (op === "+") {
      const v = fromF(concat([toF(a), toF(b)]), a.fetched ? a : b);
      if (a.items && b.items) return { ...v, items: [...a.items, ...b.items] };
      return v;
    }
    if (op === "==" || op === "!=" || op === "<" || op === ">" || op === "<=" || op === ">=" || op === "&&" || op === "||") return unk();
    return unk(mergeTaint(taintOf(a), taintOf(b)));
  }

  /** `string(x)`, `[]byte(x)`, `rune(x)`, `int(x)`. */
  convert(type: string, v: Val): Val {
    const t = type.replace(/\s+/g, "");
    if (t === "string") {
      if (v.n !== undefined && !v.items) return str(safeCodePoint(v.n));
      if (v.items) {
        const text = bytesText(v.items);
        if (text && !v.open) return fromF(withTaint({ ...text, via: charcodeVia(v) }, taintOf(v)), v);
        // A slice whose length is not known (bytes appended in a loop) is text nothing is known of but its taint.
        const parts = v.items.map((i) => (i.n !== undefined ? known(safeCodePoint(i.n)) : toF(i)));
        return fromF(withTaint(concat(v.open ? [...parts, unknown()] : parts), taintOf(v)), v);
      }
      return v;
    }
    if (t === "[]byte" || t === "[]rune") {
      if (v.items) return v;
      if (v.f.exact && v.f.text.length <= MAX_ITEMS) return { ...v, items: Array.from(v.f.text, (c) => num(c.codePointAt(0)!, known(c))), f: v.f };
      return v;
    }
    return v;
  }

  private composite(n: SyntaxNode, fr: Frame, depth: number): Val {
    const type = this.text(field(n, "type") ?? n).replace(/\s+/g, "");
    const body = field(n, "body");
    const elems = body?.children.filter((c) => c.type === "literal_element" || c.type === "keyed_element") ?? [];
    const valueOf = (e: SyntaxNode): Val => {
      const target = e.type === "keyed_element" ? (e.children.filter((c) => c.type === "literal_element")[1] ?? e) : e;
      const inner = target.children.find((c) => c.named);
      return inner ? this.ev(inner, fr, depth + 1) : unk();
    };
    if (/^(?:strings\.Builder|bytes\.Buffer)$/.test(type)) return { f: unknown(), obj: this.objectAt(n, () => ({ t: "buf", parts: [] })) };
    if (type === "url.Values" || type === "http.Header") {
      const parts = elems.map((e) => {
        const key = e.children.filter((c) => c.type === "literal_element")[0]?.children.find((c) => c.named);
        return concatVals([key ? this.ev(key, fr, depth + 1) : unk(), str("="), valueOf(e)]);
      });
      return { f: unknown(), obj: this.objectAt(n, () => ({ t: "buf", parts })) };
    }
    const items = elems.slice(0, MAX_ITEMS).map(valueOf);
    const v: Val = { f: unknown(), items, open: elems.length > MAX_ITEMS };
    // a struct or map literal: unknown as text, but it carries what is in it
    if (!type.startsWith("[")) return { f: unknown(taintOf(v)), items, ext: type, ...(fetchedOf(v) ? { fetched: fetchedOf(v) } : {}) };
    return v;
  }

  private selector(n: SyntaxNode, fr: Frame, depth: number): Val {
    const operand = field(n, "operand");
    const name = this.fieldText(n, "field") ?? "";
    if (!operand) return unk();
    const recv = this.ev(operand, fr, depth + 1);
    if (recv.ext && !recv.obj && !recv.f.taint.length) {
      const q = `${recv.ext}.${name}`;
      const c = PACKAGE_CONSTS.get(shortName(q));
      if (c) return c;
      return { f: unknown(), ext: q };
    }
    if (recv.obj?.t === "user") {
      if (name === "HomeDir") return str("~");
      if (name === "Username" || name === "Name" || name === "Uid") return unk([{ source: "host-info", detail: `user ${name}`, loc: this.loc(n) }]);
    }
    // fields of an object are the object (req.Header, req.URL, resp.Body, cmd.Process)
    if (recv.obj || recv.fetched) return recv;
    if (this.decoded.size && this.decoded.has(rootName(operand, this.src))) return this.settingField(recv, name);
    return unk(taintOf(recv));
  }

  /** A field of settings a decoder filled: the skill's own values of that name (config-keys.ts) are candidates. */
  private settingField(recv: Val, name: string): Val {
    const values = fieldConfigValues(this.analyzer, name).flatMap((x) => {
      const v = dataVal(x);
      return v ? [v] : [];
    });
    return values.length ? alt([unk(taintOf(recv)), ...values]) : unk(taintOf(recv));
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
    const fnNode = field(n, "function");
    const argNodes = field(n, "arguments")?.children.filter((c) => c.named && c.type !== "comment") ?? [];
    if (!fnNode) return unk();
    // `f(xs...)` where xs has several candidate lists: the first is the arguments, the others `variants`
    let variants: Val[][] | undefined;
    const args = (): Val[] => {
      const out: Val[] = [];
      for (const a of argNodes.slice(0, 64)) {
        if (a.type === "variadic_argument") {
          const inner = a.children.find((c) => c.named);
          const v = inner ? this.ev(inner, fr, depth + 1) : unk();
          const lists = alts(v).filter((a) => a.items);
          const list = lists[0];
          if (lists.length > 1 && !variants) variants = lists.slice(1, MAX_SPREAD_VARIANTS).map((l) => [...out, ...l.items!.slice(0, 256)]);
          if (list?.items) out.push(...list.items.slice(0, 256));
          if (!list || list.open || v.alts) out.push({ ...unk(taintOf(v)), open: true, items: [] });
        } else out.push(this.ev(a, fr, depth + 1));
      }
      return out;
    };
    const c: Call = { file: this, n, fr, args: args(), argNodes, top: this.visiting === n, depth, variants };
    if (fnNode.type === "identifier") {
      const name = this.text(fnNode);
      const local = this.lookup(fr, name);
      if (local?.fn) {
        const scope = this.scopes.get(local.fn);
        return scope ? this.callLocal(scope, c.args, fr.depth + 1) : unk();
      }
      if (local && !local.ext) return unk(taintOf(local));
      return builtin(c, name);
    }
    if (fnNode.type === "selector_expression") {
      const method = this.fieldText(fnNode, "field") ?? "";
      const operand = field(fnNode, "operand");
      const recv = operand ? this.ev(operand, fr, depth + 1) : unk();
      if (recv.ext && !recv.obj && !recv.fetched) {
        const q = shortName(`${recv.ext}.${method}`);
        const fold = FOLDS.get(q);
        if (fold) return foldEach(fold, c, q);
      }
      return methodCall(c, recv, method);
    }
    if (fnNode.type === "func_literal") {
      const scope = this.scopes.get(fnNode);
      return scope ? this.callLocal(scope, c.args, fr.depth + 1) : unk();
    }
    // `[]byte(x)` parsed as a call, or a call of a call's result
    if (fnNode.type === "slice_type" || fnNode.type === "array_type" || fnNode.type === "parenthesized_type") return this.convert(this.text(fnNode), c.args[0] ?? unk());
    return unk();
  }

  /** An assignment to a field or element: `cmd.Stdin = conn`, `req.URL.RawQuery = q.Encode()`, `req.Header["X"] = v`. */
  private assignSite(n: SyntaxNode, fr: Frame): void {
    const left = field(n, "left")?.children.filter((c) => c.named) ?? [];
    const right = field(n, "right")?.children.filter((c) => c.named && c.type !== "comment") ?? [];
    left.forEach((l, i) => {
      if (l.type !== "selector_expression" && l.type !== "index_expression") return;
      const r = right[i] ?? (right.length === 1 ? right[0] : undefined);
      if (!r) return;
      const targetNode = field(l, "operand");
      if (!targetNode) return;
      const target = this.ev(targetNode, fr);
      const value = this.ev(r, fr);
      const fieldName = l.type === "selector_expression" ? (this.fieldText(l, "field") ?? "") : "";
      for (const t of alts(target)) {
        const o = t.obj;
        if (!o) continue;
        if (o.t === "cmd" && /^(?:Stdin|Stdout|Stderr)$/.test(fieldName)) {
          const sock = alts(value).find((v) => v.obj?.t === "sock")?.obj;
          if (sock?.t === "sock") this.emit({ kind: "remote-shell", detail: `${toF(o.argv).text.slice(0, 120)} with its ${fieldName.toLowerCase()} on a connection to ${sock.dest}`, loc: this.loc(n) });
          else if (fieldName === "Stdin") this.execStdin(o, value, n);
        } else if (o.t === "req" || o.t === "buf") o.parts.push(value);
      }
    });
  }

  /** Text piped to a command's stdin: a shell reading its script from there runs it. */
  private execStdin(o: Obj & { t: "cmd" }, value: Val, n: SyntaxNode): void {
    const prog = (o.argv.items?.[0] ? toF(o.argv.items[0]) : o.argv.f).text;
    const base = prog.slice(prog.lastIndexOf("/") + 1);
    const interp = INTERPRETERS.find(([re]) => re.test(base));
    if (!interp) return;
    const f = toF(value);
    if (f.text === HOLE && !fetchedOf(value)) return;
    const fetched = fetchedOf(value) ?? null;
    this.emit({ kind: "exec", lang: interp[1], command: f, dynamic: !!fetched || hiddenVia(f.via).length > 0, fetched, loc: this.loc(n) });
    if (interp[1] === "shell") this.analyzeCode("shell", f, n);
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
    const [snippet, row] = this.at(n.row);
    this.analyzer.analyze(kind, f.text, snippet, row, f.via);
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

  /** Listing a private folder (ReadDir, Walk, Glob) reads it; the names listed carry no taint. */
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
  fillFile(o: Obj & { t: "file" }, data: Val): void {
    o.contents.push(data);
    const fetched = fetchedOf(data);
    if (fetched) for (const a of alts(o.path).slice(0, 4)) this.downloads.set(stripDotSlash(toF(a).text), fetched);
  }

  originOf(path: string): string | undefined {
    return this.downloads.get(stripDotSlash(path));
  }

  mineCheck(text: string, n: SyntaxNode): void {
    if (text.length >= 6 && isMinerText(text)) this.emit({ kind: "mine", detail: text.slice(0, 300), loc: this.loc(n) });
  }

  /** `//go:generate` runs its command at `go generate`: the command is analysed as one. */
  private comment(n: SyntaxNode): void {
    const m = /^\/\/go:generate\s+(.+)$/.exec(this.text(n));
    if (!m) return;
    const words = splitWords(m[1]!);
    const [snippet, row] = this.at(n.row);
    if (words.length) analyzeArgv(words.map((w) => known(w)), snippet, row, this.analyzer);
  }

  /** cgo: the comment above `import "C"` is C compiled into the program; a system()/popen() there runs a shell command. */
  private cgo(n: SyntaxNode): void {
    const decl = n.parent?.type === "import_declaration" ? n.parent : n.parent?.parent;
    let prev = decl ? decl.parent?.children[decl.parent.children.indexOf(decl) - 1] : undefined;
    const lines: string[] = [];
    while (prev?.type === "comment" && lines.length < 400) {
      lines.unshift(this.text(prev));
      prev = prev.parent?.children[prev.parent.children.indexOf(prev) - 1];
    }
    const c = lines.join("\n");
    for (const m of c.matchAll(/\b(?:system|popen|execl|execlp)\s*\(\s*"((?:[^"\\]|\\.)*)"/g)) {
      const cmd = known(decodeEscapes(m[1]!));
      this.emit({ kind: "exec", lang: "shell", command: cmd, dynamic: false, fetched: null, loc: this.loc(n) });
      this.analyzeCode("shell", cmd, n);
    }
  }
}

function field(n: SyntaxNode, name: string): SyntaxNode | null {
  return n.children.find((c) => c.field === name) ?? null;
}

function isStringish(v: Val): boolean {
  return v.n === undefined || (v.f.text !== String(v.n) && !v.items);
}

function charcodeVia(v: Val): Decoding[] {
  // bytes written as numbers (0x70, 112) spell text a reader cannot see; 'a' runes are plain
  return (v.items ?? []).some((i) => /^[0-9]/.test(i.f.text) && i.f.text === String(i.n)) ? ["charcode"] : [];
}

function parseGoInt(t: string): number {
  const s = t.replace(/_/g, "").toLowerCase();
  if (/^0x/.test(s)) return parseInt(s.slice(2), 16);
  if (/^0o/.test(s)) return parseInt(s.slice(2), 8);
  if (/^0b/.test(s)) return parseInt(s.slice(2), 2);
  if (/^0[0-7]+$/.test(s)) return parseInt(s.slice(1), 8);
  return Number(s);
}

/** `os/exec.Command` → `exec.Command`; `path/filepath.Join` → `filepath.Join`; `io/ioutil.ReadFile` → `ioutil.ReadFile`. */
function shortName(q: string): string {
  const dot = q.indexOf(".", q.lastIndexOf("/") + 1);
  const pkg = dot < 0 ? q : q.slice(0, dot);
  const rest = dot < 0 ? "" : q.slice(dot);
  const known = PKG_SHORT.get(pkg);
  return (known ?? pkg.slice(pkg.lastIndexOf("/") + 1)) + rest;
}

const PKG_SHORT: ReadonlyMap<string, string> = new Map([
  ["github.com/gorilla/websocket", "websocket"], ["golang.org/x/net/websocket", "xwebsocket"], ["nhooyr.io/websocket", "nwebsocket"], ["github.com/coder/websocket", "nwebsocket"],
]);

function stripDotSlash(p: string): string {
  return p.replace(/^\.\//, "");
}

function splitWords(s: string): string[] {
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|`([^`]*)`|(\S+)/g;
  for (const m of s.matchAll(re)) out.push(m[1] !== undefined ? decodeEscapes(m[1]) : (m[2] ?? m[3] ?? m[4] ?? ""));
  return out.slice(0, 64);
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


// ---------------------------------------------------------------------------------------------
// What calls do: folds of standard-library functions, sources and sinks. A call's side effects
// (facts, writes into objects) happen only when the walk visits that call (`top`), never when its
// value is evaluated again from elsewhere.

/** `variants`: other argument lists, when a spread argument (`xs...`) has several candidate lists. */
type Call = { file: GoFile; n: SyntaxNode; fr: Frame; args: Val[]; argNodes: SyntaxNode[]; top: boolean; depth: number; variants?: Val[][] };
type Fold = (c: Call) => Val;

const FOLDS = new Map<string, Fold>();

/** Text and path functions applied to each candidate of their first argument (`expand(p)` for each listed path). */
const PER_CANDIDATE_RE = /^(?:strings\.(?:Replace|ReplaceAll|TrimSpace|Trim|TrimPrefix|TrimSuffix|TrimLeft|TrimRight|ToLower|ToUpper|Title)|filepath\.(?:Clean|Abs|Dir|Base|FromSlash|ToSlash|EvalSymlinks)|path\.(?:Clean|Dir|Base)|os\.ExpandEnv)$/;

function foldEach(fold: Fold, c: Call, name: string): Val {
  const first = c.args[0];
  if (!first?.alts || first.alts.length < 2 || !PER_CANDIDATE_RE.test(name)) return fold(c);
  return alt(first.alts.slice(0, MAX_ALTS).map((a) => fold({ ...c, args: [a, ...c.args.slice(1)] })));
}
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

function builtin(c: Call, name: string): Val {
  switch (name) {
    case "string":
    case "rune":
    case "byte":
    case "int":
    case "int64":
    case "uint32":
    case "uint8":
      return c.file.convert(name, arg(c, 0));
    case "append": {
      const base = arg(c, 0);
      const rest = c.args.slice(1);
      const items = [...(base.items ?? (isBare(base) ? [] : [base])), ...rest.flatMap((r) => (r.open && r.items ? [] : [r]))];
      // `append(seed, b...)` of a slice nothing is known of but its taint keeps the taint.
      const spread = rest.filter((r) => r.open && r.items && !r.items.length).flatMap((r) => taintOf(r));
      return { f: unknown([...taintOf(base), ...spread]), items, open: !!base.open || rest.some((r) => r.open) };
    }
    case "len":
    case "cap":
      return arg(c, 0).items ? num(arg(c, 0).items!.length) : arg(c, 0).f.exact ? num(arg(c, 0).f.text.length) : unk();
    case "new":
      return /^(?:strings\.Builder|bytes\.Buffer)$/.test(c.file.text(c.argNodes[0] ?? c.n)) ? { f: unknown(), obj: c.file.objectAt(c.n, () => ({ t: "buf", parts: [] })) } : unk();
    default:
      return passThrough(c);
  }
}

// ----- strings and bytes --------------------------------------------------------------------

fold(["fmt.Sprintf", "fmt.Errorf"], (c) => sprintf(arg(c, 0), c.args.slice(1)));
fold(["fmt.Sprint", "fmt.Sprintln"], (c) => concatVals(c.args.flatMap((a, i) => (i ? [str(" "), a] : [a]))));
fold("strings.Join", (c) => {
  const list = arg(c, 0);
  const sep = arg(c, 1);
  if (!list.items) return unk(mergeTaint(taintOf(list), taintOf(sep)));
  const parts: Val[] = list.items.flatMap((it, i) => (i ? [sep, it] : [it]));
  if (list.open) parts.push(unk());
  const v = concatVals(parts);
  return { ...v, f: { ...withTaint(v.f, list.f.taint), via: [...v.f.via.filter((d) => d !== "join"), "join"] } };
});
fold(["strings.Replace", "strings.ReplaceAll"], (c) => {
  const s = arg(c, 0);
  const from = exactText(arg(c, 1));
  const to = exactText(arg(c, 2));
  if (from === null || to === null || !s.f.exact) return unk(taintOf(s));
  const count = c.args[3]?.n;
  let text = s.f.text;
  if (count === undefined || count < 0) text = from ? text.split(from).join(to) : text;
  else for (let i = 0; i < count && from; i++) text = text.replace(from, to);
  return fromF(derive(s.f, text, "replace"), s);
});
fold("strings.Repeat", (c) => {
  const s = arg(c, 0);
  const k = arg(c, 1).n;
  if (k === undefined || !s.f.exact || k < 0 || s.f.text.length * k > 65536) return unk(taintOf(s));
  return fromF({ ...s.f, text: s.f.text.repeat(k) }, s);
});
fold(["strings.TrimSpace", "strings.ToLower", "strings.ToUpper", "strings.TrimPrefix", "strings.TrimSuffix", "strings.Trim", "strings.TrimLeft", "strings.TrimRight", "strings.Title"], (c) => {
  const s = arg(c, 0);
  const name = c.file.text(field(c.n, "function")!).split(".").pop();
  if (!s.f.exact) return fromF({ ...s.f, exact: false }, s);
  const x = exactText(arg(c, 1)) ?? "";
  const t = s.f.text;
  const out =
    name === "TrimSpace" ? t.trim() : name === "ToLower" ? t.toLowerCase() : name === "ToUpper" ? t.toUpperCase() : name === "TrimPrefix" ? (t.startsWith(x) ? t.slice(x.length) : t) : name === "TrimSuffix" ? (x && t.endsWith(x) ? t.slice(0, -x.length) : t) : t;
  return fromF({ ...s.f, text: out }, s);
});
fold(["strings.Split", "strings.Fields", "strings.SplitN"], (c) => {
  const s = arg(c, 0);
  const sep = c.file.text(field(c.n, "function")!).endsWith("Fields") ? null : exactText(arg(c, 1));
  if (!s.f.exact) return { f: unknown(taintOf(s)), items: [], open: true };
  const parts = sep === null ? s.f.text.split(/\s+/).filter(Boolean) : s.f.text.split(sep);
  return { f: unknown(taintOf(s)), items: parts.slice(0, MAX_ITEMS).map((p) => fromF({ ...s.f, text: p }, s)) };
});
fold(["strings.NewReader", "bytes.NewReader", "bytes.NewBuffer", "bytes.NewBufferString", "strings.ToValidUTF8", "bufio.NewReader", "bufio.NewScanner", "io.ReadAll", "ioutil.ReadAll", "io.NopCloser", "ioutil.NopCloser", "io.LimitReader", "gzip.NewReader", "strconv.Quote", "url.QueryEscape", "url.PathEscape", "html.EscapeString", "bytes.TrimSpace"], (c) => {
  const v = arg(c, 0);
  return v.obj?.t === "sock" || v.obj?.t === "file" ? v : { ...fromF(toF(v), v), ...(v.items ? { items: v.items, open: v.open } : {}) };
});
fold(["bytes.Join"], (c) => FOLDS.get("strings.Join")!(c));
fold(["strconv.Itoa", "strconv.FormatInt"], (c) => (arg(c, 0).n !== undefined ? str(String(arg(c, 0).n)) : unk(taintOf(arg(c, 0)))));
fold(["json.Marshal", "json.MarshalIndent", "xml.Marshal", "yaml.Marshal", "proto.Marshal"], (c) => {
  const v = arg(c, 0);
  return unk(taintOf(v));
});

function sprintf(fmtV: Val, args: readonly Val[]): Val {
  const fmt = exactText(fmtV);
  if (fmt === null) return unk(mergeTaint(taintOf(fmtV), args.flatMap((a) => taintOf(a)).slice(0, 16)));
  const parts: Folded[] = [];
  let i = 0;
  let last = 0;
  for (const m of fmt.matchAll(/%([-+# 0]*\d*(?:\.\d+)?)([a-zA-Z%])/g)) {
    parts.push(known(fmt.slice(last, m.index)));
    last = m.index! + m[0].length;
    if (m[2] === "%") {
      parts.push(known("%"));
      continue;
    }
    const a = args[i++];
    if (!a) parts.push(unknown());
    else if (m[2] === "q") parts.push(concat([known('"'), toF(a), known('"')]));
    else if (m[2] === "x" && a.f.exact && a.n === undefined) parts.push(derive(a.f, Array.from(new TextEncoder().encode(a.f.text), (b) => b.toString(16).padStart(2, "0")).join(""), "format"));
    else if (m[2] === "c" && a.n !== undefined) parts.push(known(safeCodePoint(a.n)));
    else parts.push(toF(a));
  }
  parts.push(known(fmt.slice(last)));
  const v = concat(parts, "format");
  return fromF(v, args.find((a) => a.fetched));
}

// ----- encodings ------------------------------------------------------------------------------

const ENCODINGS = ["StdEncoding", "URLEncoding", "RawStdEncoding", "RawURLEncoding"];
for (const e of ENCODINGS) {
  fold(`base64.${e}.DecodeString`, (c) => decodeVal(arg(c, 0), "base64", decodeBase64Text));
  fold(`base64.${e}.EncodeToString`, (c) => encoded(arg(c, 0)));
}
fold("hex.DecodeString", (c) => decodeVal(arg(c, 0), "hex", decodeHexText));
fold(["hex.EncodeToString", "base32.StdEncoding.EncodeToString", "base32.HexEncoding.EncodeToString"], (c) => encoded(arg(c, 0)));

/** What an encoder makes of a value: unknown text that carries the value, shaped to travel (a DNS label). */
function encoded(v: Val): Val {
  return { f: { ...unknown(taintOf(v)), via: ["encode"] } };
}

function decodeVal(v: Val, how: Decoding, fn: (s: string) => string | null): Val {
  const out: Val[] = [];
  for (const a of alts(v).slice(0, 4)) {
    const t = toF(a);
    const text = t.exact ? fn(t.text) : null;
    out.push(fromF(derive(t, text, how), a));
  }
  return alt(out);
}

// ----- paths, the environment and the host ----------------------------------------------------

fold(["filepath.Join", "path.Join"], (c) => {
  const parts = c.args.filter((a) => !(a.f.exact && a.f.text === ""));
  if (!parts.length) return str("");
  const joined = concatVals(parts.flatMap((p, i) => (i ? [str("/"), p] : [p])));
  const clean = (v: Val): Val => ({ ...v, f: { ...v.f, text: v.f.text.replace(/\/{2,}/g, "/") } });
  return joined.alts ? { ...clean(joined), alts: joined.alts.map(clean) } : clean(joined);
});
fold(["filepath.Clean", "filepath.Abs", "filepath.FromSlash", "filepath.ToSlash", "path.Clean", "filepath.EvalSymlinks", "os.ExpandEnv", "os.Expand"], (c) => arg(c, 0));
fold(["filepath.Dir", "path.Dir"], (c) => {
  const p = arg(c, 0);
  return p.f.exact ? str(p.f.text.includes("/") ? p.f.text.slice(0, p.f.text.lastIndexOf("/")) || "/" : ".") : unk(taintOf(p));
});
fold(["filepath.Base", "path.Base"], (c) => {
  const p = arg(c, 0);
  return p.f.exact ? str(p.f.text.slice(p.f.text.lastIndexOf("/") + 1)) : unk(taintOf(p));
});
fold("os.UserHomeDir", () => str("~"));
fold("os.UserConfigDir", () => str("~/.config"));
fold("os.UserCacheDir", () => str("~/.cache"));
fold(["os.TempDir"], () => str("/tmp"));
fold(["os.Getwd"], () => str("."));
fold(["os.Getenv", "syscall.Getenv", "os.LookupEnv"], (c) => c.file.envValue(arg(c, 0), c.n));
fold(["os.Environ", "syscall.Environ"], (c) => {
  const loc = c.file.loc(c.n);
  c.file.emit({ kind: "read", source: "env-all", what: "the whole environment", detail: "os.Environ()", loc });
  return { f: unknown([{ source: "env-all", detail: "os.Environ()", loc }]), items: [], open: true };
});
fold(["os.Hostname"], (c) => unk([{ source: "host-info", detail: "hostname", loc: c.file.loc(c.n) }]));
fold(["net.InterfaceAddrs", "net.Interfaces"], (c) => unk([{ source: "host-info", detail: "network interfaces", loc: c.file.loc(c.n) }]));
fold(["user.Current", "user.Lookup"], () => ({ f: unknown(), obj: { t: "user" } }));

// ----- files -----------------------------------------------------------------------------------

fold(["os.ReadFile", "ioutil.ReadFile"], (c) => {
  const p = arg(c, 0);
  const fetched = c.file.originOf(toF(p).text);
  const v = unk(c.file.readTaint(p, c.n));
  if (fetched) v.fetched = fetched;
  return v;
});
fold(["os.Open"], (c) => {
  const p = arg(c, 0);
  const v = unk(c.file.readTaint(p, c.n));
  const fetched = c.file.originOf(toF(p).text);
  if (fetched) v.fetched = fetched;
  return v;
});
fold(["os.ReadDir", "ioutil.ReadDir", "filepath.Glob"], (c) => {
  c.file.listTaint(arg(c, 0), c.n);
  // Each path a glob matches is the pattern with its wildcards filled: reading one reads what the pattern names.
  const pattern = arg(c, 0);
  const glob = c.file.text(field(c.n, "function")!).endsWith("Glob") && /[*?[]/.test(toF(pattern).text);
  return { f: unknown(), items: glob ? [pattern] : [], open: true };
});
fold(["filepath.Walk", "filepath.WalkDir", "fs.WalkDir"], (c) => {
  const rootArg = c.file.text(field(c.n, "function")!).startsWith("fs.") ? 1 : 0;
  const root = arg(c, rootArg);
  c.file.listTaint(root, c.n);
  // a walk whose callback removes what it visits deletes the tree
  const cb = c.argNodes[rootArg + 1];
  if (c.top && cb && /\bos\.Remove(?:All)?\s*\(/.test(c.file.text(cb))) emitDelete(c, root);
  return unk();
});
fold(["os.WriteFile", "ioutil.WriteFile"], (c) => {
  if (!c.top) return unk();
  c.file.emitWrite(arg(c, 0), arg(c, 1), "write", c.n);
  checkMode(c, arg(c, 0), arg(c, 2), false);
  return unk();
});
fold(["os.Create"], (c) => ({ f: unknown(), obj: c.file.objectAt(c.n, () => ({ t: "file", path: arg(c, 0), append: false, node: c.n, contents: [] })) }));
fold(["os.OpenFile"], (c) => {
  const flags = arg(c, 1).n;
  const p = arg(c, 0);
  if (flags === undefined || (flags & 0x443) === 0) return unk(c.file.readTaint(p, c.n));
  checkMode(c, p, arg(c, 2), false);
  return { f: unknown(), obj: c.file.objectAt(c.n, () => ({ t: "file", path: p, append: (flags & 0x400) !== 0, node: c.n, contents: [] })) };
});
fold(["fmt.Fprintf", "fmt.Fprint", "fmt.Fprintln"], (c) => {
  const fn = c.file.text(field(c.n, "function")!);
  const rest = c.args.slice(1);
  const data = fn.endsWith("Fprintf") ? sprintf(arg(c, 1), rest.slice(1)) : concatVals([...rest.flatMap((a, i) => (i ? [str(" "), a] : [a])), ...(fn.endsWith("ln") ? [str("\n")] : [])]);
  writeTo(c, arg(c, 0), data);
  return unk();
});
fold(["io.Copy", "io.CopyN", "io.CopyBuffer", "io.WriteString"], (c) => {
  writeTo(c, arg(c, 0), arg(c, 1));
  return unk();
});
fold(["bufio.NewWriter", "bufio.NewWriterSize", "gzip.NewWriter", "io.MultiWriter"], (c) => arg(c, 0));
fold(["os.Symlink", "os.Link"], (c) => {
  if (c.top) c.file.emitWrite(arg(c, 1), arg(c, 0), "link", c.n);
  return unk();
});
fold(["os.Rename"], (c) => {
  if (!c.top) return unk();
  const taint = c.file.readTaint(arg(c, 0), c.n);
  const origin = c.file.originOf(toF(arg(c, 0)).text);
  c.file.emitWrite(arg(c, 1), { f: unknown(taint), ...(origin ? { fetched: origin } : {}) }, "copy", c.n);
  return unk();
});
fold(["os.Chmod", "syscall.Chmod", "os.Lchmod"], (c) => {
  if (c.top) checkMode(c, arg(c, 0), arg(c, 1), true);
  return unk();
});
fold(["os.Remove", "os.RemoveAll", "syscall.Unlink", "syscall.Rmdir"], (c) => {
  if (c.top) emitDelete(c, arg(c, 0));
  return unk();
});
fold(["syscall.Setuid", "syscall.Setgid", "syscall.Setreuid", "syscall.Setresuid", "syscall.Seteuid", "unix.Setuid", "unix.Setresuid"], (c) => {
  if (c.top && arg(c, 0).n === 0) c.file.emit({ kind: "privilege", what: "setuid", detail: `${c.file.text(field(c.n, "function")!)}(0)`, loc: c.file.loc(c.n) });
  return unk();
});

/** A write into a file, a connection, a buffer or a request body. */
function writeTo(c: Call, target: Val, data: Val): void {
  if (!c.top) return;
  for (const t of alts(target)) {
    const o = t.obj;
    if (o?.t === "file") c.file.fillFile(o, data);
    else if (o?.t === "buf") o.parts.push(data);
    else if (o?.t === "sock") sockSend(c, o, data);
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
    if (bits & 0o6000 || bits & 0x800000) c.file.emit({ kind: "privilege", what: "setuid", detail: `chmod ${modeText} ${p}`, loc: c.file.loc(c.n) });
    else if (bits & 0o002 && /^\/(?!tmp\/|var\/tmp\/|dev\/null)/.test(p)) c.file.emit({ kind: "privilege", what: "world-writable-system", detail: `chmod ${modeText} ${p}`, loc: c.file.loc(c.n) });
  }
}

// ----- commands ------------------------------------------------------------------------------

fold("exec.Command", (c) => command(c, c.args));
fold("exec.CommandContext", (c) => command(c, c.args.slice(1)));
fold("syscall.Exec", (c) => command(c, arg(c, 1).items?.length ? [arg(c, 0), ...arg(c, 1).items!.slice(1)] : [arg(c, 0)]));
fold("os.StartProcess", (c) => command(c, arg(c, 1).items?.length ? [arg(c, 0), ...arg(c, 1).items!.slice(1)] : [arg(c, 0)]));
fold("exec.LookPath", (c) => arg(c, 0));

function command(c: Call, argv: Val[]): Val {
  const list: Val = { f: unknown(), items: argv.filter((a) => !(a.open && !a.items?.length)), open: argv.some((a) => a.open) };
  const o = c.file.objectAt(c.n, () => ({ t: "cmd", argv: list, node: c.n }) as Obj);
  if (c.top) execArgv(c, list);
  // `exec.Command("aws", args...)` called with other lists elsewhere runs those commands too
  if (c.top) for (const v of c.variants ?? []) execArgv(c, { f: unknown(), items: v.slice(argv === c.args ? 0 : 1) });
  return { f: unknown(), obj: o };
}

function execArgv(c: Call, list: Val): void {
  const argv = (list.items ?? []).slice(0, 256).map(toF);
  if (list.open) argv.push(unknown(taintOf(list)));
  if (!argv.length) return;
  const prog = argv[0]!.text;
  const base = prog.slice(prog.lastIndexOf("/") + 1);
  const interp = INTERPRETERS.find(([re]) => re.test(base));
  const cmd = concat(argv.flatMap((a, i) => (i ? [known(" "), a] : [a])));
  let fetched = fetchedOf(list);
  for (const a of argv.slice(0, 8)) fetched ??= c.file.originOf(a.text);
  const literal = (c.argNodes ?? []).every((a) => a.type === "interpreted_string_literal" || a.type === "raw_string_literal");
  const dynamic = !!fetched || hiddenVia(cmd.via).length > 0 || (!literal && argv[0]!.exact && argv[0]!.via.some((d) => d === "concat" || d === "join" || d === "replace"));
  c.file.emit({ kind: "exec", lang: interp ? interp[1] : "binary", command: cmd, dynamic, fetched: fetched ?? null, loc: c.file.loc(c.n) });
  if (fetched?.startsWith("socket://")) c.file.emit({ kind: "remote-shell", detail: `commands received from ${fetched} are run`, loc: c.file.loc(c.n) });
  analyzeArgv(argv, c.file.snippet, c.n.row, c.file.analyzer);
}

/** What a command prints: private data when the command reads a credential store; a download when it is curl/wget. */
function commandOutput(c: Call, o: Obj & { t: "cmd" }): Val {
  const text = toF(o.argv).text;
  const v = unk(taintOf(o.argv));
  // a program picked from a list: each one's output
  const [first, ...rest] = itemsOf(o.argv)?.items ?? [];
  const tail = rest.map((r) => toF(r).text).join(" ");
  const texts = [text, ...(first ? alts(first).slice(0, 8).map((a) => `${toF(a).text} ${tail}`) : [])];
  const k = sourceOfAnyCommand(texts);
  if (k) v.f = withTaint(v.f, [{ source: k.source, detail: k.command.slice(0, 200), loc: c.file.loc(o.node) }]);
  const url = /^(?:\S*\/)?(?:curl|wget)\b[^|;&]*?\b((?:https?|ftp):\/\/\S+)/.exec(text);
  if (url) v.fetched = url[1];
  return v;
}

// ----- network -----------------------------------------------------------------------------

fold(["http.Get", "http.Head"], (c) => httpCall(c, c.file.text(field(c.n, "function")!).endsWith("Head") ? "HEAD" : "GET", arg(c, 0), []));
fold("http.Post", (c) => httpCall(c, "POST", arg(c, 0), [arg(c, 2)]));
fold("http.PostForm", (c) => httpCall(c, "POST", arg(c, 0), [arg(c, 1)]));
fold("http.NewRequest", (c) => newRequest(c, arg(c, 0), arg(c, 1), c.args[2]));
fold("http.NewRequestWithContext", (c) => newRequest(c, arg(c, 1), arg(c, 2), c.args[3]));
fold(["net.Dial", "net.DialTimeout", "tls.Dial", "tls.DialWithDialer", "net.DialTCP", "net.DialUDP"], (c) => {
  const fn = c.file.text(field(c.n, "function")!);
  const addr = fn.endsWith("DialWithDialer") ? arg(c, 2) : fn.endsWith("DialTCP") || fn.endsWith("DialUDP") ? arg(c, 2) : arg(c, 1);
  return dial(c, addr, "socket");
});
fold(["net.ResolveTCPAddr", "net.ResolveUDPAddr"], (c) => arg(c, 1));
fold(["websocket.DefaultDialer.Dial", "websocket.DefaultDialer.DialContext", "nwebsocket.Dial"], (c) => dial(c, c.file.text(field(c.n, "function")!).endsWith("Context") || c.file.text(field(c.n, "function")!).startsWith("nwebsocket") ? arg(c, 1) : arg(c, 0), "websocket"));
fold(["xwebsocket.Dial"], (c) => dial(c, arg(c, 0), "websocket"));
fold(["net.LookupHost", "net.LookupTXT", "net.LookupIP", "net.LookupCNAME", "net.LookupMX", "net.LookupNS", "net.LookupAddr", "net.ResolveIPAddr"], (c) => {
  if (c.top) dnsSend(c, c.file.text(field(c.n, "function")!).endsWith("ResolveIPAddr") ? arg(c, 1) : arg(c, 0));
  return unk();
});
// The resolver's methods take a context first: `net.DefaultResolver.LookupHost(ctx, host)`.
fold(["net.DefaultResolver.LookupHost", "net.DefaultResolver.LookupTXT", "net.DefaultResolver.LookupIPAddr", "net.DefaultResolver.LookupIP", "net.DefaultResolver.LookupCNAME", "net.DefaultResolver.LookupMX", "net.DefaultResolver.LookupNS", "net.DefaultResolver.LookupAddr", "net.DefaultResolver.LookupNetIP"], (c) => {
  if (c.top) dnsSend(c, c.file.text(field(c.n, "function")!).endsWith("IP") || c.file.text(field(c.n, "function")!).endsWith("NetIP") ? arg(c, 2) : arg(c, 1));
  return unk();
});
fold("smtp.SendMail", (c) => {
  if (!c.top) return unk();
  const addr = toF(arg(c, 0)).text;
  c.file.emit({ kind: "send", channel: "smtp", dest: addr, host: hostOfAddr(addr), data: toF(arg(c, 4)), loc: c.file.loc(c.n) });
  return unk();
});

function httpCall(c: Call, method: string, url: Val, parts: Val[]): Val {
  const urls = alts(url).slice(0, 4);
  if (c.top) for (const u of urls) httpSend(c, method, u, parts);
  return { f: unknown(), fetched: toF(urls[0]!).text };
}

function newRequest(c: Call, method: Val, url: Val, body: Val | undefined): Val {
  const m = (exactText(method) ?? "GET").toUpperCase();
  const o = c.file.objectAt(c.n, () => ({ t: "req", method: m, url, parts: body && !isNil(body) ? [body] : [], node: c.n }) as Obj);
  return { f: unknown(), obj: o };
}

function isNil(v: Val): boolean {
  return v.ext === "nil";
}

/** A request: a fetch when it only downloads, a send when it carries data (a body, headers, query, or private data in the URL). */
function httpSend(c: Call, method: string, u: Val, parts: readonly Val[]): void {
  const uf = toF(u);
  const dest = uf.text;
  const host = hostOf(dest);
  const isGet = /^(?:GET|HEAD|OPTIONS)$/.test(method);
  const present = parts.filter((p) => !isNil(p) && !isBare(p));
  const urlCarries = host !== null && uf.taint.length > 0;
  if (isGet) c.file.emit({ kind: "fetch", url: dest, host, saveTo: null, loc: c.file.loc(c.n) });
  if (isGet && !present.some((p) => taintOf(p).length) && !urlCarries) return;
  // A body the analysis could not follow (bare) is still a body: what it carries is unknown, not nothing.
  const opaque = parts.some((p) => !isNil(p) && isBare(p)) ? [known(" "), unknown()] : [];
  const data = present.length || urlCarries ? concat([...present.flatMap((p, i) => (i ? [known(" "), toF(p)] : [toF(p)])), ...(urlCarries ? [known(" url="), uf] : []), ...opaque]) : null;
  const taint = present.flatMap((p) => taintOf(p)).slice(0, 16);
  c.file.emit({ kind: "send", channel: channelOf(dest), dest, host, data: data ? withTaint(data, taint) : null, loc: c.file.loc(c.n) });
  c.file.mineCheck(dest, c.n);
}

function dial(c: Call, addr: Val, channel: Channel): Val {
  const a = toF(addr).text;
  const o = c.file.objectAt(c.n, () => ({ t: "sock", channel, dest: a, host: channel === "websocket" ? hostOf(a) : hostOfAddr(a), node: c.n }) as Obj);
  if (c.top) c.file.mineCheck(a, c.n);
  return { f: unknown(), obj: o, fetched: `socket://${a}` };
}

function sockSend(c: Call, o: Obj & { t: "sock" }, data: Val): void {
  const f = toF(data);
  c.file.emit({ kind: "send", channel: o.channel, dest: o.dest, host: o.host, data: withTaint(f, taintOf(data)), loc: c.file.loc(c.n) });
  c.file.mineCheck(f.text, c.n);
}

function dnsSend(c: Call, name: Val): void {
  for (const a of alts(name).slice(0, 4)) {
    const f = toF(a);
    if (!taintOf(a).length && !hiddenVia(f.via).length && !f.via.includes("encode")) continue;
    const tail = (f.text.includes(HOLE) ? f.text.slice(f.text.lastIndexOf(HOLE) + HOLE.length) : f.text).replace(/^\.+/, "");
    c.file.emit({ kind: "send", channel: "dns", dest: f.text, host: tail.includes(".") ? tail.toLowerCase() : null, data: withTaint(f, taintOf(a)), loc: c.file.loc(c.n) });
  }
}

// ----- methods on values -----------------------------------------------------------------------

const MUTATORS = new Set(["Set", "Add", "SetBasicAuth", "AddCookie", "Write", "WriteString", "WriteByte", "WriteRune", "Encode"]);

function methodCall(c: Call, recv: Val, method: string): Val {
  for (const r of alts(recv).slice(0, 4)) {
    const o = r.obj;
    if (!o) continue;
    switch (o.t) {
      case "cmd":
        if (method === "Output" || method === "CombinedOutput") return commandOutput(c, o);
        if (method === "StdoutPipe") return commandOutput(c, o);
        return unk();
      case "req":
        if (MUTATORS.has(method) || method === "Query") {
          if (c.top && method !== "Query") o.parts.push(...c.args);
          return method === "Query" ? { f: unknown(), obj: c.file.objectAt(c.n, () => ({ t: "buf", parts: [] }) as Obj) } : unk();
        }
        if (method === "Encode" || method === "String") return unk(taintOf(r));
        return unk();
      case "buf":
        if (MUTATORS.has(method) && method !== "Encode") {
          if (c.top) o.parts.push(...c.args);
          return unk();
        }
        if (method === "String" || method === "Bytes" || method === "Encode") return concatVals(o.parts.length ? o.parts : [unk()]);
        return unk(taintOf(r));
      case "file":
        if (method === "Write" || method === "WriteString" || method === "WriteAt" || method === "ReadFrom") {
          if (c.top) c.file.fillFile(o, arg(c, 0));
          return unk();
        }
        if (method === "Chmod" && c.top) checkMode(c, o.path, arg(c, 0), true);
        return unk();
      case "sock":
        if (c.top && /^(?:Write|WriteString|WriteTo|WriteMessage|WriteJSON|Send|SendText)$/.test(method)) {
          const data = method === "WriteMessage" ? arg(c, 1) : method === "Write" && c.args.length > 2 ? arg(c, 2) : arg(c, 0);
          sockSend(c, o, data);
        }
        if (/^(?:Read|ReadMessage|ReadString|ReadJSON)$/.test(method)) return { f: unknown(), fetched: `socket://${o.dest}` };
        return unk();
      case "user":
        return unk();
    }
  }
  // a `net.Resolver` of the file's own (`r := &net.Resolver{PreferGo: true}`): its lookups take a context first
  if (/^Lookup(?:Host|IPAddr|IP|NetIP|TXT|CNAME|MX|NS|Addr|SRV)$/.test(method) && c.args.length >= 2 && c.top) {
    dnsSend(c, method === "LookupIP" || method === "LookupNetIP" ? arg(c, 2) : method === "LookupSRV" ? arg(c, 3) : arg(c, 1));
    return unk();
  }
  // an HTTP client (or anything with Do) sending a request this file built
  if (method === "Do" || method === "RoundTrip") {
    const req = alts(arg(c, 0)).find((a) => a.obj?.t === "req")?.obj;
    if (req?.t === "req") {
      if (c.top) for (const u of alts(req.url).slice(0, 4)) httpSend(c, req.method, u, req.parts);
      return { f: unknown(), fetched: toF(req.url).text };
    }
  }
  if (/^(?:Get|Head|Post|PostForm)$/.test(method) && c.args.length && isHttpClient(recv)) {
    const m = method === "Head" ? "HEAD" : method === "Get" ? "GET" : "POST";
    return httpCall(c, m, arg(c, 0), method === "Post" ? [arg(c, 2)] : method === "PostForm" ? [arg(c, 1)] : []);
  }
  if ((method === "Dial" || method === "DialContext") && /Dialer/.test(recv.ext ?? "")) return dial(c, method === "DialContext" ? arg(c, 2) : arg(c, 1), "socket");
  if (method === "Send" && /Message$/.test(recv.ext ?? "") && c.args.length >= 2) {
    const sock = alts(arg(c, 0)).find((a) => a.obj?.t === "sock")?.obj;
    if (sock?.t === "sock" && c.top) sockSend(c, sock, arg(c, 1));
    return unk();
  }
  // a method of an unknown value: what it returns carries what went into it
  if (recv.fetched && /^(?:Read|ReadAll|Bytes|String|Text|Body)$/.test(method)) return { f: unknown(taintOf(recv)), fetched: recv.fetched };
  if (recv.items || recv.f.taint.length) return unk(taintOf(recv));
  return unk();
}

function isHttpClient(v: Val): boolean {
  return alts(v).some((a) => /(?:^|\/)http\.(?:Client|DefaultClient)$|^http\.Client$|net\/http\.DefaultClient/.test(a.ext ?? ""));
}

// ---------------------------------------------------------------------------------------------

type PackagePart = { path: string; start: number };

/** At most this many files, and this much text, of one package are read together. */
const MAX_PACKAGE_FILES = 16;
const MAX_PACKAGE_TEXT = 400_000;

/**
 * The files of the package a Go file belongs to (its folder's other non-test `.go` files with the same `package`
 * clause), read as one text so calls between them are followed (`main.go` reads the kubeconfig and passes it to
 * `maybeCheckUpdate` in `update.go`). The first file of the package reads them all; the others are then done.
 * Null for a file alone in its package; "done" for a file its package's first file reads.
 */
function packageOf(snippet: Snippet, analyzer: Analyzer): { text: string; parts: PackagePart[] } | "done" | null {
  if (snippet.depth > 0 || snippet.via.length || !snippet.path.endsWith(".go") || snippet.path.endsWith("_test.go")) return null;
  const dir = dirOf(snippet.path);
  const name = (text: string) => /^\s*package\s+(\w+)/m.exec(text)?.[1] ?? null;
  const own = name(snippet.text);
  if (!own) return null;
  const files = [...analyzer.files].filter((f) => f.endsWith(".go") && !f.endsWith("_test.go") && dirOf(f) === dir).sort();
  if (files.length < 2 || files.length > MAX_PACKAGE_FILES) return null;
  const texts = files.map((f) => (f === snippet.path ? snippet.text : analyzer.fileText(f)));
  const members = files.flatMap((f, i) => (texts[i] !== null && name(texts[i]!) === own ? [{ path: f, text: texts[i]! }] : []));
  if (members.length < 2 || members.reduce((n, m) => n + m.text.length, 0) > MAX_PACKAGE_TEXT) return null;
  if (members[0]!.path !== snippet.path) return members.some((m) => m.path === snippet.path) ? "done" : null;
  const parts: PackagePart[] = [];
  let start = 0;
  const texts2 = members.map((m, i) => {
    parts.push({ path: m.path, start });
    // one package clause for the whole text (the others' lines stay, blank, so rows keep their place)
    const t = i === 0 ? m.text : m.text.replace(/^(\s*)package\s+\w+/m, (x) => x.replace(/\S/g, " "));
    start += t.split("\n").length;
    return t;
  });
  return { text: texts2.join("\n"), parts };
}

export const extractGo: Extractor = (snippet, analyzer) => {
  const pkg = packageOf(snippet, analyzer);
  if (pkg === "done") return;
  const tree = analyzer.parse("go", pkg ? pkg.text : snippet.text);
  if (!tree) return;
  new GoFile(tree, snippet, analyzer, pkg?.parts).run();
};
