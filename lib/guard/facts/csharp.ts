// The C# extractor, built like the Rust one. One parse per snippet and one walk: scopes (methods,
// constructors, local functions, lambdas, property getters), bindings (locals, fields, constants,
// properties, assignments, `+=`, `foreach`, parameters, members set on a variable `psi.FileName = …`),
// `using` aliases and `using static`, the call sites of local methods and what each returns; every
// invocation that acts (runs, sends, writes, reads, looks up) is then visited once, in source order.
// Values are folded lazily and flow-insensitively: regular, verbatim, raw and interpolated strings,
// chars, `+`, string.Concat/Join/Format, StringBuilder, char and byte arrays, `new string(chars)`,
// `(char)` casts, Reverse, LINQ Select over items, Convert.FromBase64String/FromHexString with
// Encoding.GetString, bytes XORed in place by a `for` loop, Path.Combine and special folders.
// Objects are values too: a ProcessStartInfo with its fields, an HttpClient, a request, a registry key;
// what they do happens where they are used (`Process.Start(psi)`, `client.PostAsync(url, content)`,
// `key.SetValue(…)`). Files and connections opened for writing are kept by the call that made them, so
// what is later written into them is joined to where they go. Code Unity runs by itself (a class marked
// [InitializeOnLoad], [InitializeOnLoadMethod], [DidReloadScripts], build callbacks) is stated as a
// lifecycle script, as a Cargo build script is.
import { isMinerText, sourceOfAnyCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import type { FileKind } from "../parse/classify";
import type { SyntaxNode, SyntaxTree } from "../parse/syntax";
import { factKey, programWrittenKind, type Analyzer, type Extractor, type Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Channel, type Decoding, type Fact, type Folded, type Taint } from "./types";
import { bytesToText, concat, decodeBase64Bytes, decodeHexText, derive, isReadable, known, safeCodePoint, unknown, withTaint } from "./values";

// ---------------------------------------------------------------------------------------------
// Values

type FileObj = { t: "file"; path: Val; append: boolean; node: SyntaxNode; contents: Val[] };
/** Things kept by the call that made them: files open for writing, connections. */
type Obj = FileObj | { t: "sock"; channel: Channel; dest: string; host: string | null };

/** A folded value. `items` for arrays, lists and sequences; `n` for numbers and chars; `fields` for objects. */
type Val = {
  f: Folded;
  n?: number;
  /** The number is written as a number in the file (`0x70`, `112`): a list of them spells text a reader cannot see. */
  lit?: boolean;
  /** The number is a char (`'a'`, `(char)x`): a list of them reads as code points, not UTF-8 bytes. */
  ch?: boolean;
  b?: boolean;
  items?: Val[];
  open?: boolean;
  /** An object's members (`new ProcessStartInfo { FileName = … }`, a class of the file). */
  fields?: Map<string, Val>;
  alts?: Val[];
  /** The type or static member this value is (`HttpClient`, `Encoding.UTF8`, `RegistryKey`). */
  ext?: string;
  obj?: Obj;
  /** The URL whose response this value is. */
  fetched?: string;
  /** A lambda or local function. */
  fn?: SyntaxNode;
};

const MAX_ALTS = 8;
const MAX_ITEMS = 1024;
const MAX_INLINE = 3;
const MAX_CALL_SITES = 16;
const MAX_EVAL_DEPTH = 120;
const MAX_NESTING = 400;
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
  if (depth < 4) {
    for (const i of (v.items ?? []).slice(0, 64)) t = mergeTaint(t, taintOf(i, depth + 1));
    for (const a of v.alts ?? []) t = mergeTaint(t, taintOf(a, depth + 1));
    for (const x of [...(v.fields?.values() ?? [])].slice(0, 32)) t = mergeTaint(t, taintOf(x, depth + 1));
  }
  return t;
}

function addTaint(v: Val, taint: readonly Taint[]): Val {
  return taint.length ? { ...v, f: withTaint(v.f, taint) } : v;
}

function fetchedOf(v: Val, depth = 0): string | undefined {
  if (v.fetched) return v.fetched;
  if (depth > 2) return undefined;
  for (const a of [...(v.alts ?? []), ...(v.items ?? []).slice(0, 32), ...[...(v.fields?.values() ?? [])].slice(0, 16)]) {
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
  if (v.fields && v.f.text === HOLE) return unknown(taintOf(v));
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

/** A list of numbers (bytes, chars) as text, with how the numbers were written (char codes, XOR). */
function bytesText(v: Val): Folded | null {
  const items = v.items;
  if (!items?.length || v.open || items.some((i) => i.n === undefined || i.alts)) return null;
  let via: Decoding[] = [...v.f.via];
  for (const i of items) for (const d of i.f.via) if (!via.includes(d)) via.push(d);
  if (items.some((i) => i.lit) && !via.includes("charcode")) via = [...via, "charcode"];
  const chars = items.some((i) => i.ch || i.n! > 255 || i.n! < 0);
  const text = chars ? Array.from(items, (i) => safeCodePoint(i.n!)).join("") : bytesToText(Uint8Array.from(items, (i) => i.n! & 0xff));
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

/** The elements a value iterates over, or null when they are not known. */
function itemsOf(v: Val): Val[] | null {
  if (v.items) return v.items;
  if (v.f.exact && v.n === undefined && v.f.text.length <= MAX_ITEMS) return Array.from(v.f.text, (c) => chr(c.codePointAt(0)!, v.f.via));
  return null;
}

/** Bytes that read as the text they spell. */
function bytesVal(bytes: Uint8Array, via: readonly Decoding[], exact = true): Val {
  const v: Val = { f: known(bytesToText(bytes), via) };
  v.f.exact = exact;
  if (bytes.length <= MAX_ITEMS) v.items = Array.from(bytes, (b) => num(b, known(String(b), via)));
  return v;
}

function withField(v: Val, name: string, value: Val): Val {
  const fields = new Map(v.fields ?? []);
  if (fields.size < 64 || fields.has(name)) fields.set(name, value);
  return { ...v, fields, f: v.fields || v.ext ? unknown(taintOf({ f: unknown(), fields })) : v.f };
}

// ---------------------------------------------------------------------------------------------
// Scopes, bindings and frames

/**
 * One way a name gets a value. "mutate": a method call on the name (`sb.Append(x);`, `psi.ArgumentList.Add(x);`,
 * `Array.Reverse(a);`) gives its next value, with `props` naming the member the call changes; "member": `x.A.B = e`;
 * "compound": `x += e`; "inplace": a `for` loop that assigns to `x[i]`; "getter": a property with a body.
 */
type Binding = {
  kind: "expr" | "range" | "param" | "mutate" | "member" | "compound" | "inplace" | "getter";
  node: SyntaxNode | null;
  idx?: number;
  props?: readonly string[];
  at: Scope;
};

type Scope = { node: SyntaxNode; parent: Scope | null; names: Map<string, Binding[]>; returns: SyntaxNode[]; params: number };

type Frame = { scope: Scope; parent: Frame | null; args: Val[] | null; cache: Map<string, Val>; depth: number };

/** Environment variables that name a place, as the paths knowledge writes them. */
const ENV_PLACES: ReadonlyMap<string, string> = new Map([
  ["HOME", "~"], ["USERPROFILE", "~"], ["APPDATA", "%APPDATA%"], ["LOCALAPPDATA", "%LOCALAPPDATA%"], ["XDG_CONFIG_HOME", "~/.config"],
  ["TMPDIR", "/tmp"], ["TEMP", "/tmp"], ["TMP", "/tmp"],
]);
const HOST_INFO_ENV = new Set(["USER", "USERNAME", "LOGNAME", "HOSTNAME", "COMPUTERNAME", "USERDOMAIN"]);

/** Environment.SpecialFolder members, as the paths knowledge writes them. */
const SPECIAL_FOLDERS: ReadonlyMap<string, string> = new Map([
  ["UserProfile", "~"], ["Personal", "~/Documents"], ["MyDocuments", "~/Documents"], ["Desktop", "~/Desktop"], ["DesktopDirectory", "~/Desktop"],
  ["ApplicationData", "%APPDATA%"], ["LocalApplicationData", "%LOCALAPPDATA%"], ["Startup", "%APPDATA%/Microsoft/Windows/Start Menu/Programs/Startup"],
  ["CommonStartup", "C:/ProgramData/Microsoft/Windows/Start Menu/Programs/Startup"], ["System", "C:/Windows/System32"], ["Windows", "C:/Windows"],
  ["Cookies", "%LOCALAPPDATA%/Microsoft/Windows/INetCookies"], ["CommonApplicationData", "C:/ProgramData"], ["MyPictures", "~/Pictures"],
]);

const INTERPRETERS: readonly [RegExp, "shell" | "python" | "js" | "powershell"][] = [
  [/^(?:sh|bash|zsh|dash|ksh|ash|fish)(?:\.exe)?$/i, "shell"],
  [/^python[0-9.]*(?:\.exe)?$/i, "python"],
  [/^(?:node|nodejs|deno|bun)(?:\.exe)?$/i, "js"],
  [/^(?:pwsh|powershell)(?:\.exe)?$/i, "powershell"],
];

/** Libc and Win32 functions that run a command, as a `[DllImport]` names them. */
const NATIVE_EXEC = /^(?:system|popen|_popen|_wsystem|WinExec|execv[pe]?|execl[pe]?|ShellExecute[AW]?|CreateProcess[AW]?)$/;

/** Namespaces dropped from a path: `System.IO.File.ReadAllText` → `File.ReadAllText`. */
const NAMESPACE_RE = /^(?:global::)?(?:(?:System|Microsoft|UnityEngine|UnityEditor|Newtonsoft)(?:\.(?:IO|Net|Http|Json|Text|Diagnostics|Reflection|Runtime|InteropServices|Sockets|Mail|Win32|Collections|Generic|Linq|Security|Cryptography|Networking|Threading|Tasks|Principal|CodeAnalysis|CSharp|Scripting|Loader|Headers|Encodings|Web|Serialization|Compression))*\.)/;

function canonical(path: string): string {
  return path.replace(/\s+/g, "").replace(/<[^<>]*>/g, "").replace(NAMESPACE_RE, "");
}

// Unity calls these by itself: when the editor loads the project or recompiles, and around every build.
const AUTORUN_ATTRS = /^(?:UnityEditor\.)?(?:InitializeOnLoad|InitializeOnLoadMethod|DidReloadScripts|Callbacks\.DidReloadScripts|PostProcessBuild|Callbacks\.PostProcessBuild|PostProcessScene|Callbacks\.PostProcessScene)(?:Attribute)?$/;
const AUTORUN_INTERFACES = /^(?:IPostprocessBuildWithReport|IPreprocessBuildWithReport|IPostprocessBuild|IPreprocessBuild|IProcessSceneWithReport|IPostBuildPlayerScriptDLLs)$/;

class CsFile {
  readonly src: string;
  private readonly aliases = new Map<string, string>();
  private readonly staticUsings: string[] = [];
  readonly root: Scope;
  private readonly sites: { node: SyntaxNode; scope: Scope }[] = [];
  private readonly callSites = new Map<string, { node: SyntaxNode; scope: Scope }[]>();
  private readonly funcs = new Map<string, Scope>();
  private readonly scopes = new Map<SyntaxNode, Scope>();
  private readonly frames = new Map<Scope, Frame>();
  /** `[DllImport] static extern` methods that run commands: the name code calls → the native function. */
  private readonly natives = new Map<string, string>();
  private readonly objects = new Map<SyntaxNode, Obj>();
  private readonly files: FileObj[] = [];
  private readonly emitted = new Set<string>();
  private readonly downloads = new Map<string, string>();
  private readonly inProgress = new Set<string>();
  private visiting: SyntaxNode | null = null;
  private steps = 0;
  private nesting = 0;
  private readonly budget: number;
  private factCount = 0;

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
    const s: Scope = { node, parent, names: new Map(), returns: [], params: 0 };
    this.scopes.set(node, s);
    return s;
  }

  private bind(scope: Scope, name: string, b: Omit<Binding, "at">, at: Scope = scope): void {
    if (!name || name === "_") return;
    const entries = scope.names.get(name);
    const binding = { ...b, at };
    if (!entries) scope.names.set(name, [binding]);
    else if (entries.length < 32) entries.push(binding);
  }

  private declaring(scope: Scope, name: string): Scope {
    for (let s: Scope | null = scope; s; s = s.parent) if (s.names.has(name)) return s;
    // a member of the class assigned in a method (`url = …;`) is the file's
    return this.root;
  }

  // ----- the walk -----------------------------------------------------------------------------

  run(): void {
    this.collect(this.tree.root, this.root);
    for (const site of this.sites) {
      if (this.steps > this.budget || this.factCount >= MAX_FACTS_PER_FILE) break;
      this.visiting = site.node;
      this.ev(site.node, this.frameOf(site.scope));
    }
    this.visiting = null;
    for (const h of this.files) this.emitWrite(h.path, h.contents.length ? concatVals(h.contents) : null, h.append ? "append" : "write", h.node);
  }

  /** One iterative walk: scopes, bindings, `using` directives, call sites, returns, and the sites to visit. */
  private collect(top: SyntaxNode, topScope: Scope): void {
    const stack: [SyntaxNode, Scope][] = [[top, topScope]];
    while (stack.length) {
      const [n, parentScope] = stack.pop()!;
      let scope = parentScope;
      switch (n.type) {
        case "method_declaration":
        case "constructor_declaration":
        case "local_function_statement":
        case "lambda_expression":
        case "anonymous_method_expression":
        case "accessor_declaration": {
          scope = this.newScope(n, parentScope);
          const body = field(n, "body") ?? n.children.find((c) => c.type === "block" || c.type === "arrow_expression_clause") ?? null;
          if (body) scope.returns.push(body.type === "arrow_expression_clause" ? (body.children.find((c) => c.named) ?? body) : body);
          this.bindParams(n, scope);
          const name = n.type === "lambda_expression" || n.type === "anonymous_method_expression" || n.type === "accessor_declaration" ? null : this.fieldText(n, "name");
          if (name && !this.funcs.has(name)) this.funcs.set(name, scope);
          if (n.type === "method_declaration") this.nativeImport(n);
          if (n.type !== "lambda_expression" && n.type !== "anonymous_method_expression") this.autorun(n);
          if (n.type === "accessor_declaration" && /^get\b/.test(this.text(n))) {
            const prop = n.parent?.parent;
            const propName = prop?.type === "property_declaration" ? this.fieldText(prop, "name") : null;
            if (propName) this.bind(this.root, propName, { kind: "getter", node: n });
          }
          break;
        }
        case "class_declaration":
        case "struct_declaration":
        case "record_declaration":
          this.autorun(n);
          break;
        case "property_declaration": {
          const name = this.fieldText(n, "name");
          const value = field(n, "value");
          const init = value?.type === "arrow_expression_clause" ? value.children.find((c) => c.named) : value;
          if (name && init) this.bind(this.root, name, { kind: "expr", node: init });
          break;
        }
        case "using_directive": {
          const named = n.children.filter((c) => c.named);
          const isStatic = n.children.some((c) => c.type === "static");
          const target = named.at(-1);
          if (target && named.length === 2 && named[0]!.type === "identifier") this.aliases.set(this.text(named[0]!), canonical(this.text(target)));
          else if (target && isStatic && this.staticUsings.length < 16) this.staticUsings.push(canonical(this.text(target)));
          continue;
        }
        case "variable_declarator": {
          const name = this.fieldText(n, "name");
          const value = n.children.find((c) => c.named && c.field !== "name" && c.type !== "bracketed_argument_list");
          if (name && value) this.bind(n.parent?.parent?.type === "field_declaration" ? this.root : scope, name, { kind: "expr", node: value });
          break;
        }
        case "foreach_statement": {
          const left = field(n, "left");
          const right = field(n, "right");
          if (left?.type === "identifier" && right) this.bind(scope, this.text(left), { kind: "range", node: right });
          break;
        }
        case "for_statement":
          this.bindFor(n, scope);
          break;
        case "assignment_expression":
          this.bindAssignment(n, scope);
          break;
        case "expression_statement":
          this.bindMutation(n, scope);
          break;
        case "return_statement":
          scope.returns.push(n);
          break;
        case "invocation_expression":
          this.callSite(n, scope);
          break;
        case "object_creation_expression":
          // only constructors that act (open, connect, read) are visited for themselves
          if (EFFECT_CTORS.test(this.fieldText(n, "type") ?? "")) this.sites.push({ node: n, scope });
          break;
        case "string_literal":
        case "verbatim_string_literal":
        case "raw_string_literal":
          if (/stratum\+(?:tcp|ssl|tls):\/\//i.test(this.text(n))) this.emit({ kind: "mine", detail: this.text(n).slice(0, 300), loc: this.loc(n) });
          continue;
        case "attribute_list":
        case "comment":
          continue;
      }
      for (let i = n.children.length - 1; i >= 0; i--) stack.push([n.children[i]!, scope]);
    }
  }

  private fieldText(n: SyntaxNode, name: string): string | null {
    const f = field(n, name);
    return f ? this.text(f) : null;
  }

  private bindParams(n: SyntaxNode, scope: Scope): void {
    const params = field(n, "parameters");
    if (!params) return;
    if (params.type === "implicit_parameter" || params.type === "identifier") {
      this.bind(scope, this.text(params), { kind: "param", node: null, idx: scope.params++ });
      return;
    }
    for (const p of params.children) {
      if (p.type !== "parameter") continue;
      const name = this.fieldText(p, "name");
      const idx = scope.params++;
      if (name) this.bind(scope, name, { kind: "param", node: null, idx });
    }
  }

  private attributes(n: SyntaxNode): string[] {
    const out: string[] = [];
    for (const l of n.children) if (l.type === "attribute_list") for (const a of l.children) if (a.type === "attribute") out.push(this.fieldText(a, "name") ?? "");
    return out;
  }

  /** `[DllImport("libc", EntryPoint = "system")] static extern int Run(string c);`: calls of Run run commands. */
  private nativeImport(n: SyntaxNode): void {
    const lists = n.children.filter((c) => c.type === "attribute_list");
    const dll = lists.flatMap((l) => l.children).find((a) => a.type === "attribute" && /(?:^|\.)(?:DllImport|LibraryImport)(?:Attribute)?$/.test(this.fieldText(a, "name") ?? ""));
    if (!dll) return;
    const name = this.fieldText(n, "name") ?? "";
    const entry = /EntryPoint\s*=\s*"([^"]+)"/.exec(this.text(dll))?.[1] ?? name;
    if (NATIVE_EXEC.test(entry)) this.natives.set(name, entry);
  }

  /** Code Unity runs by itself (the editor loading the project, a recompile, a build): a lifecycle script. */
  private autorun(n: SyntaxNode): void {
    if (this.snippet.depth > 0 || this.snippet.ctx.inDocs) return;
    const attr = this.attributes(n).find((a) => AUTORUN_ATTRS.test(a));
    let what: string | null = null;
    if (attr) {
      const name = this.fieldText(n, "name") ?? "";
      what = /InitializeOnLoad$/.test(attr) ? `class ${name} [InitializeOnLoad]: its static constructor runs whenever the Unity editor loads the project` : `${name} [${attr}]: Unity runs it by itself (${/Build|Scene/.test(attr) ? "at every build" : "when the editor loads or recompiles scripts"})`;
    } else if (n.type === "class_declaration") {
      const bases = n.children.find((c) => c.type === "base_list");
      const iface = bases?.children.find((c) => c.named && AUTORUN_INTERFACES.test(this.text(c).replace(/^.*\./, "")));
      if (iface) what = `class ${this.fieldText(n, "name") ?? ""} : ${this.text(iface)}: Unity runs its callback at every build`;
    }
    if (what) this.emit({ kind: "config", what: "lifecycle-script", detail: `Unity editor script ${this.snippet.path}: ${what}`, loc: this.loc(n) });
  }

  /** `for (int i = 0; i < x.Length; i++) x[i] ^= K;`: bytes changed in place. */
  private bindFor(n: SyntaxNode, scope: Scope): void {
    const spec = inplaceOf(this, n);
    if (spec) this.bind(this.declaring(scope, spec.target), spec.target, { kind: "inplace", node: n }, scope);
  }

  private bindAssignment(n: SyntaxNode, scope: Scope): void {
    const left = field(n, "left");
    const right = field(n, "right");
    if (!left || !right) return;
    const op = this.fieldText(n, "operator") ?? n.children.find((c) => !c.named)?.type ?? "=";
    // `new T { A = x }` sets a member of the object made, not a variable
    if (n.parent?.type === "initializer_expression") return;
    const path = memberPath(this, left);
    if (!path) return;
    const [name, ...props] = path;
    const owner = this.declaring(scope, name!);
    if (props.length) {
      if (op === "=") this.bind(owner, name!, { kind: "member", node: right, props }, scope);
      return;
    }
    if (op !== "=") this.bind(owner, name!, { kind: "compound", node: n }, scope);
    else this.bind(owner, name!, { kind: "expr", node: right }, scope);
  }

  /** `sb.Append(x);`, `psi.ArgumentList.Add(x);`, `Array.Reverse(a);`: a step of the variable's value. */
  private bindMutation(n: SyntaxNode, scope: Scope): void {
    let e = n.children.find((c) => c.named) ?? null;
    while (e?.type === "await_expression") e = e.children.find((c) => c.named) ?? null;
    if (e?.type !== "invocation_expression") return;
    const fn = field(e, "function");
    if (fn?.type !== "member_access_expression") return;
    const method = memberName(this, fn);
    const recv = field(fn, "expression");
    if (!recv) return;
    // static helpers that change their argument
    if ((method === "Reverse" || method === "Sort") && this.text(recv).replace(/^System\./, "") === "Array") {
      const a = argNodesOf(e)[0]?.children.find((c) => c.named);
      if (a?.type === "identifier") this.bind(this.declaring(scope, this.text(a)), this.text(a), { kind: "mutate", node: e, props: [] }, scope);
      return;
    }
    // the chain from the root: x.M(…).N(…) or x.P.M(…)
    let cur: SyntaxNode | null = recv;
    while (cur?.type === "invocation_expression") {
      const f = field(cur, "function");
      if (f?.type !== "member_access_expression" || !MUTATING.has(memberName(this, f))) return;
      cur = field(f, "expression");
    }
    if (!MUTATING.has(method) || !cur) return;
    const path = memberPath(this, cur);
    if (!path || path.length > 2) return;
    const [name, ...props] = path;
    this.bind(this.declaring(scope, name!), name!, { kind: "mutate", node: e, props }, scope);
  }

  private callSite(n: SyntaxNode, scope: Scope): void {
    const fn = field(n, "function");
    if (!fn) return;
    const name = fn.type === "identifier" ? this.text(fn) : fn.type === "generic_name" ? this.text(fn.children[0]!) : fn.type === "member_access_expression" ? memberName(this, fn) : fn.type === "conditional_access_expression" ? memberName(this, fn) : null;
    if (!name) return;
    const entries = this.callSites.get(name) ?? [];
    if (entries.length < MAX_CALL_SITES) entries.push({ node: n, scope });
    this.callSites.set(name, entries);
    // a method that only computes a value does nothing where it is called
    if (fn.type === "identifier" ? this.natives.size > 0 || this.staticUsings.length > 0 || !this.funcs.has(name) : EFFECTS.has(name)) this.sites.push({ node: n, scope });
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
    const local = this.funcs.get(name);
    if (local) return { f: unknown(), fn: local.node };
    return null;
  }

  private bindingsValue(fr: Frame, name: string, binds: readonly Binding[]): Val {
    const plain: Val[] = [];
    const steps: Binding[] = [];
    for (const b of binds) {
      switch (b.kind) {
        case "expr":
          plain.push(this.ev(b.node!, b.at === fr.scope ? fr : this.frameOf(b.at)));
          break;
        case "range": {
          const over = this.ev(b.node!, fr);
          const it = over.f.text !== HOLE && over.items === undefined ? [over] : itemsOf(over);
          plain.push(it && it.length ? alt(it) : opaque(over));
          break;
        }
        case "param":
          plain.push(this.paramValue(fr, b.idx ?? 0));
          break;
        case "getter": {
          const scope = this.scopes.get(b.node!);
          plain.push(scope ? this.callLocal(scope, [], fr.depth + 1) : unk());
          break;
        }
        default:
          steps.push(b);
      }
    }
    let v = alt(plain);
    for (const s of steps.slice(0, 24)) {
      const before = v;
      const at = this.frameWith(fr, s.at, name, before);
      switch (s.kind) {
        case "mutate": {
          const r = this.ev(s.node!, at);
          v = s.props?.length ? withField(before, s.props[0]!, r) : r;
          break;
        }
        case "member": {
          const r = this.ev(s.node!, at);
          const [p0, p1] = s.props!;
          v = p1 === undefined ? withField(before, p0!, r) : withField(before, p0!, withField(before.fields?.get(p0!) ?? unk(), p1, r));
          break;
        }
        case "compound": {
          const op = (this.fieldText(s.node!, "operator") ?? "+=").replace(/=$/, "");
          const right = field(s.node!, "right");
          v = op === "??" ? alt([before, right ? this.ev(right, at) : unk()]) : this.arith(op, before, right ? this.ev(right, at) : unk());
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

  private frameWith(fr: Frame, at: Scope, name: string, value: Val): Frame {
    const cache = new Map(fr.cache);
    cache.set(name, value);
    const own: Frame = { scope: fr.scope, parent: fr.parent, args: fr.args, cache, depth: fr.depth };
    return at === fr.scope ? own : { scope: at, parent: own, args: null, cache: new Map(), depth: fr.depth };
  }

  /** A `for` loop that assigns to the items of a list: the list after it. */
  private inplace(node: SyntaxNode, fr: Frame, before: Val): Val {
    const items = itemsOf(before);
    const spec = inplaceOf(this, node);
    const right = spec ? field(spec.assign, "right") : null;
    if (!items || before.open || !spec || !right) return before;
    const op = (this.fieldText(spec.assign, "operator") ?? "=").replace(/=$/, "");
    const out = items.slice();
    for (let i = 0; i < out.length; i++) {
      if (this.steps > this.budget) return before;
      const cache = new Map(fr.cache);
      cache.set(spec.index, num(i));
      cache.set(spec.target, { ...before, items: out });
      const rhs = this.ev(right, { scope: fr.scope, parent: fr.parent, args: fr.args, cache, depth: fr.depth });
      out[i] = op ? this.arith(op, out[i]!, rhs) : rhs;
    }
    return { ...before, items: out, f: { ...before.f, text: HOLE, exact: false } };
  }

  /** A parameter: the call's argument, or (in the method's own frame) the arguments of the file's calls to it. */
  private paramValue(fr: Frame, idx: number): Val {
    if (fr.args) return fr.args[idx] ?? unk();
    const scope = fr.scope;
    const name = scope.node.type === "lambda_expression" ? null : this.fieldText(scope.node, "name");
    const sites = name ? (this.callSites.get(name) ?? []) : [];
    const cands: Val[] = [unk()];
    for (const site of sites) {
      if (fr.depth > 0 || this.steps > this.budget) break;
      const callerFrame = this.frameOf(site.scope);
      if (callerFrame === fr) continue;
      const args = argNodesOf(site.node);
      if (args[idx]) cands.push(this.ev(args[idx]!, callerFrame));
    }
    return alt(cands);
  }

  /** The value a call of a local method or lambda returns, evaluated with the call's arguments. */
  callLocal(scope: Scope, args: Val[], depth: number): Val {
    if (depth > MAX_INLINE || !scope.returns.length) return unk(args.flatMap((a) => taintOf(a)).slice(0, 8));
    const parentFrame = scope.parent ? this.frameOf(scope.parent) : null;
    const fr: Frame = { scope, parent: parentFrame, args, cache: new Map(), depth };
    return alt(scope.returns.slice(0, 8).map((r) => {
      if (r.type === "block") return unk();
      const e = r.type === "return_statement" ? r.children.find((c) => c.named) : r;
      return e ? this.ev(e, fr) : unk();
    }));
  }

  applyFn(fnVal: Val, args: Val[], depth: number): Val {
    const scope = fnVal.fn ? this.scopes.get(fnVal.fn) : undefined;
    return scope ? this.callLocal(scope, args, depth + 1) : opaque(args[0] ?? unk());
  }

  ev(n: SyntaxNode, fr: Frame, depth = 0): Val {
    if (++this.steps > this.budget || depth > MAX_EVAL_DEPTH || this.nesting >= MAX_NESTING) return unk();
    this.nesting++;
    try {
      const v = this.evNode(n, fr, depth);
      if (v.f.text.length > 1024) this.steps += v.f.text.length >> 10;
      return v;
    } finally {
      this.nesting--;
    }
  }

  private evNode(n: SyntaxNode, fr: Frame, depth: number): Val {
    const sub = (x: SyntaxNode | null | undefined) => (x ? this.ev(x, fr, depth + 1) : unk());
    switch (n.type) {
      case "string_literal":
        return this.stringLiteral(n);
      case "verbatim_string_literal":
        return str(this.text(n).slice(2, -1).replaceAll('""', '"'));
      case "raw_string_literal":
        return str(n.children.filter((c) => c.type === "raw_string_content").map((c) => this.text(c)).join(""));
      case "interpolated_string_expression":
        return this.interpolated(n, fr, depth);
      case "character_literal": {
        const esc = n.children.find((c) => c.type === "escape_sequence");
        const content = n.children.find((c) => c.type === "character_literal_content");
        const s = esc ? unescape(this.text(esc)) : content ? this.text(content) : "";
        return chr(s.codePointAt(0) ?? 0);
      }
      case "integer_literal":
        return { ...num(parseCsInt(this.text(n))), lit: true };
      case "real_literal":
        return num(Number(this.text(n).replace(/_/g, "").replace(/[fdm]$/i, "")));
      case "boolean_literal":
        return bool(this.text(n) === "true");
      case "identifier":
        return this.identifier(n, fr);
      case "this_expression":
      case "this":
        return { f: unknown(), ext: "this" };
      case "argument":
        // `name: value`, `out x`: the value is the last part
        return sub(n.children.filter((c) => c.named).at(-1));
      case "parenthesized_expression":
      case "await_expression":
      case "checked_expression":
      case "expression_statement":
      case "ref_expression":
        return sub(n.children.find((c) => c.named));
      case "postfix_unary_expression": {
        const inner = n.children.find((c) => c.named);
        return this.text(n).endsWith("!") ? sub(inner) : opaque(sub(inner));
      }
      case "prefix_unary_expression": {
        const inner = n.children.find((c) => c.named);
        const v = sub(inner);
        const op = n.children.find((c) => !c.named)?.type;
        if (op === "-" && v.n !== undefined) return num(-v.n);
        if (op === "~" && v.n !== undefined) return num(~v.n);
        if (op === "!" && v.b !== undefined) return bool(!v.b);
        return opaque(v);
      }
      case "cast_expression":
        return cast(sub(field(n, "value")), this.fieldText(n, "type") ?? "");
      case "as_expression":
        return sub(field(n, "left") ?? n.children.find((c) => c.named));
      case "binary_expression":
        return this.binary(n, fr, depth);
      case "conditional_expression":
        return alt([sub(field(n, "consequence")), sub(field(n, "alternative"))]);
      case "switch_expression":
        return alt(n.children.filter((c) => c.type === "switch_expression_arm").slice(0, MAX_ALTS * 2).map((a) => sub(a.children.filter((c) => c.named).at(-1))));
      case "invocation_expression":
        return this.call(n, fr, depth);
      case "object_creation_expression":
      case "implicit_object_creation_expression":
        return this.creation(n, fr, depth);
      case "anonymous_object_creation_expression": {
        const fields = new Map<string, Val>();
        const named = n.children.filter((c) => c.named);
        for (let i = 0; i < named.length && fields.size < 64; i++) {
          const next = named[i + 1];
          if (named[i]!.type === "identifier" && next && n.children[n.children.indexOf(named[i]!) + 1]?.type === "=") {
            fields.set(this.text(named[i]!), sub(next));
            i++;
          } else fields.set(String(i), sub(named[i]));
        }
        return { f: unknown(taintOf({ f: unknown(), fields })), fields };
      }
      case "array_creation_expression":
      case "implicit_array_creation_expression":
      case "stackalloc_expression": {
        const init = n.children.find((c) => c.type === "initializer_expression");
        return init ? sub(init) : list([], { open: true });
      }
      case "initializer_expression":
      case "collection_expression": {
        const elems = n.children.filter((c) => c.named && c.type !== "comment");
        return list(elems.slice(0, MAX_ITEMS).map((e) => sub(e)), { open: elems.length > MAX_ITEMS });
      }
      case "tuple_expression":
        return list(n.children.filter((c) => c.named).map((e) => sub(e)));
      case "member_access_expression":
        return this.member(n, fr, depth);
      case "conditional_access_expression": {
        const recv = sub(field(n, "condition"));
        const binding = n.children.find((c) => c.type === "member_binding_expression");
        const name = binding ? this.fieldText(binding, "name") : null;
        return name ? this.memberOf(recv, name) : opaque(recv);
      }
      case "element_access_expression":
        return this.index(n, fr, depth);
      case "lambda_expression":
      case "anonymous_method_expression":
        return { f: unknown(), fn: n };
      case "typeof_expression":
        return str(canonical(this.text(n).replace(/^typeof\s*\(|\)$/g, "")));
      case "block": {
        const ret = n.children.find((c) => c.type === "return_statement");
        return ret ? sub(ret.children.find((c) => c.named)) : unk();
      }
      default:
        return unk();
    }
  }

  private stringLiteral(n: SyntaxNode): Val {
    let text = "";
    let hiding = false;
    for (const c of n.children) {
      if (c.type === "string_literal_content") text += this.text(c);
      else if (c.type === "escape_sequence") {
        const e = this.text(c);
        if (/^\\[xu]0*(?:3[0-9]|[46][1-9a-f]|[57][0-9a])$/i.test(e)) hiding = true;
        text += unescape(e);
      }
    }
    return str(text, hiding ? ["escape"] : []);
  }

  private interpolated(n: SyntaxNode, fr: Frame, depth: number): Val {
    const verbatim = /@/.test(n.children.find((c) => c.type === "interpolation_start")?.type === "interpolation_start" ? this.text(n.children[0]!) : "");
    const parts: Val[] = [];
    for (const c of n.children) {
      if (c.type === "string_content") parts.push(str(verbatim ? this.text(c).replaceAll('""', '"') : this.text(c)));
      else if (c.type === "escape_sequence") parts.push(str(unescape(this.text(c))));
      else if (c.type === "interpolation") {
        const e = c.children.find((x) => x.named && x.type !== "interpolation_brace" && x.type !== "interpolation_alignment_clause" && x.type !== "interpolation_format_clause");
        const spec = c.children.find((x) => x.type === "interpolation_format_clause");
        const v = e ? this.ev(e, fr, depth + 1) : unk();
        parts.push(spec ? formatted(v, this.text(spec).replace(/^:/, "")) : v);
      }
    }
    return concatVals(parts, parts.length > 1 ? "format" : undefined);
  }

  private identifier(n: SyntaxNode, fr: Frame): Val {
    const name = this.text(n);
    const v = this.lookup(fr, name);
    if (v) return v;
    const alias = this.aliases.get(name);
    if (alias) return this.staticValue(alias, n) ?? { f: unknown(), ext: alias };
    for (const t of this.staticUsings) {
      const s = this.staticValue(`${t}.${name}`, n);
      if (s) return s;
    }
    return this.staticValue(name, n) ?? { f: unknown(), ext: canonical(name) };
  }

  /** A static member the file does not define (`Environment.UserName`, `Encoding.UTF8`, `SpecialFolder.UserProfile`). */
  private staticValue(path: string, at: SyntaxNode): Val | null {
    const q = canonical(path);
    const special = /(?:^|\.)SpecialFolder\.(\w+)$/.exec(q);
    if (special) return { ...str(SPECIAL_FOLDERS.get(special[1]!) ?? HOLE), ext: "SpecialFolder" };
    const host = HOST_MEMBERS.get(q);
    if (host) return unk([{ source: "host-info", detail: host, loc: this.loc(at) }]);
    switch (q) {
      case "Environment.CurrentDirectory":
        return str(".");
      case "Environment.SystemDirectory":
        return str("C:/Windows/System32");
      case "GUIUtility.systemCopyBuffer":
      case "EditorGUIUtility.systemCopyBuffer":
        return this.clipboard(q, at);
    }
    return null;
  }

  clipboard(detail: string, at: SyntaxNode): Val {
    const loc = this.loc(at);
    this.emit({ kind: "read", source: "clipboard", what: "the clipboard", detail, loc });
    return unk([{ source: "clipboard", detail, loc }]);
  }

  /** `a.b.c`: a static path outside the file, a class member of the file (`this.x`, `Config.Url`), or a member of a value. */
  private member(n: SyntaxNode, fr: Frame, depth: number): Val {
    const path = dottedPath(this, n);
    const name = memberName(this, n);
    if (path) {
      const root = path.split(".")[0]!;
      if (!this.isBound(fr, root)) {
        const s = this.staticValue(this.aliases.has(root) ? path.replace(root, this.aliases.get(root)!) : path, n);
        if (s) return s;
        // `Config.Url`, `Settings.Token`: a member of a class of the file
        if (this.root.names.has(name)) return this.lookup(this.frameOf(this.root), name) ?? unk();
        return { f: unknown(), ext: canonical(this.aliases.has(root) ? path.replace(root, this.aliases.get(root)!) : path) };
      }
    }
    const expr = field(n, "expression");
    if (expr?.type === "this_expression" || expr?.type === "base_expression" || (expr && this.text(expr) === "this")) return this.lookup(this.frameOf(this.root), name) ?? unk();
    const recv = expr ? this.ev(expr, fr, depth + 1) : unk();
    return this.memberOf(recv, name);
  }

  private isBound(fr: Frame, name: string): boolean {
    for (let f: Frame | null = fr; f; f = f.parent) if (f.cache.has(name) || f.scope.names.has(name)) return true;
    return false;
  }

  memberOf(recv: Val, name: string): Val {
    const out: Val[] = [];
    for (const r of alts(recv).slice(0, 4)) {
      if (r.fields?.has(name)) out.push(r.fields.get(name)!);
      // a collection member an object starts with empty (`psi.ArgumentList`, `mail.Attachments`)
      else if (r.fields && COLLECTION_MEMBERS.has(name)) out.push(list([]));
      else if (name === "Length" || name === "Count") out.push(r.items && !r.open ? num(r.items.length) : exactText(r) !== null ? num(exactText(r)!.length) : unk());
      else if (r.obj?.t === "sock") out.push(r);
      else if (r.ext && !r.f.taint.length && !r.fields && r.ext !== "this") out.push({ f: unknown(), ext: `${r.ext}.${name}` });
      else if (r.fetched || r.obj) out.push(r);
      else out.push(opaque(r));
    }
    return alt(out);
  }

  private index(n: SyntaxNode, fr: Frame, depth: number): Val {
    const operand = field(n, "expression");
    const sub = field(n, "subscript")?.children.find((c) => c.type === "argument");
    const v = operand ? this.ev(operand, fr, depth + 1) : unk();
    const i = sub ? this.ev(sub, fr, depth + 1) : unk();
    if (v.items && i.n !== undefined) return v.items[i.n] ?? opaque(v);
    if (v.fields && exactText(i) !== null && v.fields.has(exactText(i)!)) return v.fields.get(exactText(i)!)!;
    if (v.f.exact && i.n !== undefined && i.n < v.f.text.length) return chr(v.f.text.charCodeAt(i.n), v.f.via);
    return opaque(v);
  }

  private binary(n: SyntaxNode, fr: Frame, depth: number): Val {
    const op = this.fieldText(n, "operator") ?? n.children.find((c) => !c.named)?.type ?? "";
    const a = this.ev(field(n, "left") ?? n, fr, depth + 1);
    const b = this.ev(field(n, "right") ?? n, fr, depth + 1);
    if (op === "??") return alt([a, b]);
    return this.arith(op, a, b);
  }

  arith(op: string, a: Val, b: Val): Val {
    if (a.n !== undefined && b.n !== undefined && !a.items && !b.items) {
      const x = a.n;
      const y = b.n;
      const out: Record<string, () => number> = {
        "+": () => x + y, "-": () => x - y, "*": () => x * y, "/": () => (y ? Math.trunc(x / y) : 0), "%": () => (y ? x % y : 0),
        "|": () => x | y, "&": () => x & y, "^": () => x ^ y, "<<": () => x << y, ">>": () => x >> y,
      };
      if (out[op]) {
        const via = [...a.f.via, ...b.f.via.filter((d) => !a.f.via.includes(d))];
        if (op === "^" && !via.includes("xor")) via.unshift("xor");
        const r = out[op]!();
        // char + int is an int; a char stays a char only through casts
        return { ...num(r, known(String(r), via)), lit: a.lit || b.lit };
      }
      const cmp: Record<string, () => boolean> = { "==": () => x === y, "!=": () => x !== y, "<": () => x < y, ">": () => x > y, "<=": () => x <= y, ">=": () => x >= y };
      if (cmp[op]) return bool(cmp[op]!());
    }
    if (op === "+") return concatVals([a.ch ? { f: a.f } : a, b.ch ? { f: b.f } : b]);
    if (op === "==" || op === "!=") {
      const x = exactText(a);
      const y = exactText(b);
      return x !== null && y !== null ? bool((x === y) === (op === "==")) : unk();
    }
    return unk(mergeTaint(taintOf(a), taintOf(b)));
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

  private args(n: SyntaxNode, fr: Frame, depth: number): { nodes: SyntaxNode[]; vals: Val[]; names: (string | null)[] } {
    const nodes = argNodesOf(n);
    const vals = nodes.slice(0, 64).map((a) => this.ev(a, fr, depth + 1));
    const names = nodes.map((a) => (a.type === "argument" ? this.fieldText(a, "name") : null));
    return { nodes, vals, names };
  }

  private call(n: SyntaxNode, fr: Frame, depth: number): Val {
    const fn = field(n, "function");
    if (!fn) return unk();
    const { nodes, vals } = this.args(n, fr, depth);
    const top = this.visiting === n;
    const c: Call = { file: this, n, fr, args: vals, argNodes: nodes, top, depth };
    if (fn.type === "identifier" || fn.type === "generic_name") {
      const name = fn.type === "identifier" ? this.text(fn) : this.text(fn.children[0]!);
      const native = this.natives.get(name);
      if (native) return nativeExec(c, native);
      if (name === "nameof") return str(nodes[0] ? this.text(nodes[0]).split(".").pop()! : "");
      const local = this.lookup(fr, name);
      if (local?.fn) return this.applyFn(local, vals, fr.depth);
      if (local) return opaque(local);
      for (const t of this.staticUsings) {
        const fold = FOLDS.get(`${t}.${name}`);
        if (fold) return fold(c);
      }
      return passThrough(c);
    }
    if (fn.type === "member_access_expression" || fn.type === "conditional_access_expression") {
      const method = memberName(this, fn);
      const recvNode = fn.type === "member_access_expression" ? field(fn, "expression") : field(fn, "condition");
      const path = recvNode ? dottedPath(this, recvNode) : null;
      const root = path?.split(".")[0];
      if (path && root && !this.isBound(fr, root)) {
        const q = canonical(`${this.aliases.get(root) ? path.replace(root, this.aliases.get(root)!) : path}.${method}`);
        const fold = FOLDS.get(q) ?? FOLDS.get(q.split(".").slice(-2).join("."));
        if (fold) return fold(c);
        // `Helper.Decode(x)`, `this.Send(x)`: a method of the file
        const scope = this.funcs.get(method);
        if (scope) return this.callLocal(scope, vals, fr.depth + 1);
      }
      const recv = recvNode ? this.ev(recvNode, fr, depth + 1) : unk();
      const v = methodCall(c, recv, method);
      if (v !== NO_METHOD) return v;
      const scope = this.funcs.get(method);
      if (scope && (recv.ext === "this" || !recv.ext)) return this.callLocal(scope, vals, fr.depth + 1);
      return recv.items || taintOf(recv).length || fetchedOf(recv) ? opaque(recv) : passThrough(c);
    }
    return passThrough(c);
  }

  /** `new T(args) { A = x, B = y }` and `new T { "a", "b" }`. */
  private creation(n: SyntaxNode, fr: Frame, depth: number): Val {
    const type = canonical(this.fieldText(n, "type") ?? "");
    const { nodes, vals } = this.args(n, fr, depth);
    const c: Call = { file: this, n, fr, args: vals, argNodes: nodes, top: this.visiting === n, depth };
    const make = NEW.get(type) ?? NEW.get(type.split(".").pop()!);
    let v: Val = make ? make(c) : vals.length ? { f: unknown(), ext: type, fields: new Map(vals.map((a, i) => [String(i), a])) } : { f: unknown(), ext: type };
    const init = field(n, "initializer") ?? n.children.find((x) => x.type === "initializer_expression");
    if (!init) return v;
    const members = init.children.filter((x) => x.named && x.type !== "comment");
    const items: Val[] = [];
    for (const m of members.slice(0, 128)) {
      if (m.type === "assignment_expression") {
        const left = field(m, "left");
        const right = field(m, "right");
        const value = right ? this.ev(right, fr, depth + 1) : unk();
        if (left?.type === "identifier") v = withField(v, this.text(left), value);
        else if (left?.type === "element_access_expression" || left?.type === "implicit_element_access") {
          const key = left.children.find((x) => x.type === "bracketed_argument_list")?.children.find((x) => x.named);
          const k = key ? this.ev(key, fr, depth + 1) : unk();
          if (exactText(k) !== null) v = withField(v, exactText(k)!, value);
          items.push(value);
        }
      } else items.push(this.ev(m, fr, depth + 1));
    }
    if (items.length) v = { ...v, items: [...(v.items ?? []), ...items].slice(0, MAX_ITEMS), f: v.items || !v.fields ? { ...v.f, taint: mergeTaint(v.f.taint, items.flatMap((i) => taintOf(i)).slice(0, 16)) } : v.f };
    return v;
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
        this.mineCheck(cf.text, n);
        const kind = programWrittenKind(p, place);
        if (kind && cf.text.replaceAll(HOLE, "").length >= 12) {
          analyzed = true;
          this.analyzeCode(kind, cf, n);
        }
      }
    }
  }

  fillFile(o: FileObj, data: Val): void {
    if (o.contents.length < 64) o.contents.push(data);
    const fetched = fetchedOf(data);
    if (fetched) for (const a of alts(o.path).slice(0, 4)) this.downloads.set(stripDotSlash(toF(a).text), fetched);
  }

  originOf(path: string): string | undefined {
    return this.downloads.get(stripDotSlash(path));
  }

  mineCheck(text: string, n: SyntaxNode): void {
    if (text.length >= 6 && isMinerText(text)) this.emit({ kind: "mine", detail: text.slice(0, 300), loc: this.loc(n) });
  }

  /** What a command prints: private data when the command reads a credential store; a download when it is curl/wget. */
  commandOutput(argv: readonly Val[], n: SyntaxNode): Val {
    const text = argvText(argv).text;
    const v = unk(taintOf(list([...argv])));
    const k = sourceOfAnyCommand([text]);
    if (k) v.f = withTaint(v.f, [{ source: k.source, detail: k.command.slice(0, 200), loc: this.loc(n) }]);
    const url = /^(?:\S*\/)?(?:curl|wget)(?:\.exe)?\b[^|;&]*?\b((?:https?|ftp):\/\/\S+)/.exec(text);
    if (url) v.fetched = url[1];
    return v;
  }

  /** A command run: its exec fact and the argv analysis (`sh -c`, PowerShell, schtasks, reg add… in shell.ts); `cmd /c` as a batch line. */
  execArgv(argvVals: readonly Val[], n: SyntaxNode, literal: boolean): void {
    const argv = argvVals.slice(0, 256).map(toF);
    if (!argv.length || (argv[0]!.text === HOLE && argv.length === 1 && !argv[0]!.taint.length)) return;
    const prog = argv[0]!.text;
    const base = prog.slice(Math.max(prog.lastIndexOf("/"), prog.lastIndexOf("\\")) + 1);
    const interp = INTERPRETERS.find(([re]) => re.test(base));
    const cmdExe = /^cmd(?:\.exe)?$/i.test(base);
    const cmd = concat(argv.flatMap((a, i) => (i ? [known(" "), a] : [a])));
    let fetched = argvVals.map((a) => fetchedOf(a)).find(Boolean);
    for (const a of argv.slice(0, 8)) fetched ??= this.originOf(a.text);
    const dynamic = !!fetched || hiddenVia(cmd.via).length > 0 || (!literal && argv[0]!.exact && argv[0]!.via.some((d) => d === "concat" || d === "join" || d === "replace" || d === "format"));
    this.emit({ kind: "exec", lang: interp ? interp[1] : cmdExe ? "other" : "binary", command: cmd, dynamic, fetched: fetched ?? null, loc: this.loc(n) });
    analyzeArgv(argv, this.snippet, n.row, this.analyzer);
    const at = cmdExe ? argv.findIndex((a) => /^\/[ck]$/i.test(a.text)) : -1;
    if (at > 0) this.analyzeCode("batch", concat(argv.slice(at + 1).flatMap((a, i) => (i ? [known(" "), a] : [a]))), n);
  }
}

// ---------------------------------------------------------------------------------------------
// Syntax helpers

function field(n: SyntaxNode, name: string): SyntaxNode | null {
  return n.children.find((c) => c.field === name) ?? null;
}

function argNodesOf(call: SyntaxNode): SyntaxNode[] {
  return field(call, "arguments")?.children.filter((c) => c.type === "argument") ?? [];
}

/** The member a `a.B` or `a?.B` names (`B`, also for generic `a.Cast<T>`). */
function memberName(file: CsFile, n: SyntaxNode): string {
  const target = n.type === "conditional_access_expression" ? n.children.find((c) => c.type === "member_binding_expression") : n;
  const name = target ? field(target, "name") : null;
  if (!name) return "";
  return name.type === "generic_name" ? file.text(name.children[0]!) : file.text(name);
}

/** `A.B.C` made only of names (no calls): the dotted text, else null. */
function dottedPath(file: CsFile, n: SyntaxNode): string | null {
  const parts: string[] = [];
  let cur: SyntaxNode | null = n;
  for (let i = 0; cur && i < 16; i++) {
    if (cur.type === "identifier" || cur.type === "predefined_type") {
      parts.unshift(file.text(cur));
      return parts.join(".");
    }
    if (cur.type === "qualified_name" || cur.type === "alias_qualified_name") {
      parts.unshift(file.text(cur).replace(/\s+/g, ""));
      return parts.join(".");
    }
    if (cur.type !== "member_access_expression") return null;
    parts.unshift(memberName(file, cur));
    cur = field(cur, "expression");
  }
  return null;
}

/** `x`, `x.A`, `x.A.B`, `this.x`: the variable and the members (null for anything else). */
function memberPath(file: CsFile, n: SyntaxNode): string[] | null {
  const path = dottedPath(file, n);
  if (!path) return null;
  const parts = path.split(".");
  if (parts[0] === "this") parts.shift();
  return parts.length && parts.length <= 3 ? parts : null;
}

/** What a `for` loop does to each item of a list: `for (int i = 0; i < x.Length; i++) x[i] = (byte)(x[i] ^ K);`. */
type Inplace = { target: string; index: string; assign: SyntaxNode };

function inplaceOf(file: CsFile, n: SyntaxNode): Inplace | null {
  const init = field(n, "initializer");
  const decl = init?.type === "variable_declaration" ? init.children.find((c) => c.type === "variable_declarator") : null;
  const index = decl ? file.text(field(decl, "name") ?? decl) : null;
  const start = decl?.children.find((c) => c.named && c.field !== "name");
  const body = field(n, "body");
  if (!index || !body || !start || file.text(start) !== "0") return null;
  let found: Inplace | null = null;
  const stack: SyntaxNode[] = [body];
  while (stack.length && !found) {
    const x = stack.pop()!;
    if (x.type === "assignment_expression") {
      const left = field(x, "left");
      const operand = left?.type === "element_access_expression" ? field(left, "expression") : null;
      const sub = left ? field(left, "subscript")?.children.find((c) => c.type === "argument") : null;
      if (operand?.type === "identifier" && sub && file.text(sub) === index) found = { target: file.text(operand), index, assign: x };
    }
    for (const c of x.children) stack.push(c);
  }
  return found;
}

function parseCsInt(t: string): number {
  const s = t.replace(/_/g, "").toLowerCase().replace(/(?:ul|lu|u|l)$/, "");
  if (s.startsWith("0x")) return parseInt(s.slice(2), 16);
  if (s.startsWith("0b")) return parseInt(s.slice(2), 2);
  return Number(s);
}

/** A C# escape: `\x` takes one to four hex digits, `\u` four, `\U` eight. */
function unescape(e: string): string {
  const m = /^\\(?:x([0-9a-fA-F]{1,4})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8}))$/.exec(e);
  if (m) return safeCodePoint(parseInt(m[1] ?? m[2] ?? m[3]!, 16));
  const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", v: "\v", f: "\f", a: "\x07", b: "\b", "0": "\0", e: "\x1b" };
  return simple[e.slice(1)] ?? e.slice(1);
}

/** `(char)x`, `(byte)x`, `(int)c`: a number keeps its value (truncated), a char reads as itself. */
function cast(v: Val, type: string): Val {
  if (v.n === undefined) return v;
  if (type === "char") return chr(v.n & 0xffff, v.f.via);
  if (type === "byte" || type === "sbyte") {
    const n = type === "byte" ? v.n & 0xff : ((v.n & 0xff) << 24) >> 24;
    return { ...num(n, known(String(n), v.f.via)), lit: v.lit };
  }
  return { ...num(v.n, known(String(v.n), v.f.via)), lit: v.lit };
}

/** One interpolated argument as its format prints it: `{n:X2}` in hex. */
function formatted(a: Val, spec: string): Val {
  const m = /^([xX])(\d*)$/.exec(spec.trim());
  if (a.n !== undefined && m) {
    const text = a.n.toString(16).padStart(Number(m[2] || 0), "0");
    return str(m[1] === "X" ? text.toUpperCase() : text, a.f.via);
  }
  return a.n !== undefined || a.f.exact ? a : opaque(a);
}

function argvText(argv: readonly Val[]): Folded {
  return concat(argv.slice(0, 256).map(toF).flatMap((a, i) => (i ? [known(" "), a] : [a])));
}

/**
 * A command line (`ProcessStartInfo.Arguments`) split into words the way .NET does: spaces separate, double quotes
 * group (single quotes too, as a shell given the line would read them). Unknown parts stay in their word.
 */
function splitArgs(v: Val): Val[] {
  const f = toF(v);
  if (!f.text || (f.text === HOLE && !f.taint.length)) return [];
  const words: string[] = [];
  let cur = "";
  let quote: string | null = null;
  let started = false;
  const s = f.text;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quote) {
      if (ch === "\\" && s[i + 1] === quote) {
        cur += quote;
        i++;
      } else if (ch === quote) quote = null;
      else cur += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started || cur) words.push(cur);
      cur = "";
      started = false;
    } else cur += ch;
  }
  if (started || cur) words.push(cur);
  return words.slice(0, 256).map((w) => ({ f: { text: w, exact: f.exact && !w.includes(HOLE), via: [...f.via], taint: [...f.taint] } }));
}

function stripDotSlash(p: string): string {
  return p.replace(/^\.\//, "");
}

function hostOf(url: string): string | null {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url);
  if (!m) return null;
  let host = m[2]!.toLowerCase();
  host = host.slice(host.lastIndexOf("@") + 1).replace(/:\d+$/, "").replace(/\.$/, "").replace(/^\[|\]$/g, "");
  return !host || host.includes(HOLE_START) ? null : host;
}

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
// What calls do: folds of .NET and Unity APIs, sources and sinks. A call's side effects happen only
// when the walk visits that call (`top`), never when its value is evaluated again from elsewhere.

type Call = { file: CsFile; n: SyntaxNode; fr: Frame; args: Val[]; argNodes: SyntaxNode[]; top: boolean; depth: number };
type Fold = (c: Call) => Val;

const FOLDS = new Map<string, Fold>();
/** Constructors, by type name (`new ProcessStartInfo(…)`). */
const NEW = new Map<string, Fold>();

function fold(names: string | readonly string[], fn: Fold): void {
  for (const n of typeof names === "string" ? [names] : names) FOLDS.set(n, fn);
}

function ctor(names: string | readonly string[], fn: Fold): void {
  for (const n of typeof names === "string" ? [names] : names) NEW.set(n, fn);
}

function arg(c: Call, i: number): Val {
  return c.args[i] ?? unk();
}

function passThrough(c: Call, from = 0): Val {
  const v = unk(c.args.slice(from).flatMap((a) => taintOf(a)).slice(0, 16));
  const fetched = c.args.slice(from).map((a) => fetchedOf(a)).find(Boolean);
  if (fetched) v.fetched = fetched;
  return v;
}

/** Static members that say who and where the user is. */
const HOST_MEMBERS: ReadonlyMap<string, string> = new Map([
  ["Environment.UserName", "user name"], ["Environment.MachineName", "hostname"], ["Environment.UserDomainName", "user domain"], ["SystemInfo.deviceName", "hostname"],
  ["SystemInfo.deviceUniqueIdentifier", "device id"], ["Environment.OSVersion", "OS version"],
]);

// ----- strings, chars and bytes -----------------------------------------------------------------

fold(["string.Concat", "String.Concat"], (c) => concatVals(c.args.length === 1 && c.args[0]!.items ? collected(c.args[0]!) : c.args));
fold(["string.Join", "String.Join"], (c) => {
  const sep = arg(c, 0);
  const items = c.args.length === 2 && c.args[1]!.items ? c.args[1]!.items! : c.args.slice(1);
  const open = c.args.length === 2 && c.args[1]!.open;
  return concatVals([...items.flatMap((it, i) => (i ? [sep, it] : [it])), ...(open ? [unk()] : [])], "join");
});
fold(["string.Format", "String.Format"], (c) => formatString(arg(c, 0), c.args.slice(1)));
fold(["Convert.FromBase64String"], (c) => decodeBytes(arg(c, 0), "base64", (s) => decodeBase64Bytes(s)));
fold(["Convert.FromHexString"], (c) => decodeBytes(arg(c, 0), "hex", (s) => {
  const t = decodeHexText(s);
  return t === null ? null : new TextEncoder().encode(t);
}));
fold(["Convert.ToBase64String", "Convert.ToHexString", "Uri.EscapeDataString", "HttpUtility.UrlEncode", "WebUtility.UrlEncode"], (c) => opaque(arg(c, 0)));
fold(["Convert.ToChar"], (c) => (arg(c, 0).n !== undefined ? chr(arg(c, 0).n!, arg(c, 0).f.via) : opaque(arg(c, 0))));
fold(["Convert.ToByte", "Convert.ToInt32", "Convert.ToInt16", "Convert.ToUInt16", "Convert.ToInt64", "int.Parse", "byte.Parse", "Int32.Parse", "Byte.Parse"], (c) => {
  const a = arg(c, 0);
  if (a.n !== undefined) return a;
  const text = exactText(a);
  const radixArg = arg(c, 1);
  const radix = radixArg.n ?? (/NumberStyles\.(?:Allow)?HexNumber$/.test(radixArg.ext ?? "") ? 16 : 10);
  const n = text !== null ? parseInt(text, radix) : NaN;
  return Number.isNaN(n) ? opaque(a) : { ...num(n, known(String(n), [...a.f.via, radix === 16 ? "hex" : "charcode"])), lit: true };
});
fold(["Enumerable.Range"], (c) => {
  const a = arg(c, 0).n;
  const k = arg(c, 1).n;
  return a !== undefined && k !== undefined && k >= 0 && k <= MAX_ITEMS ? list(Array.from({ length: k }, (_, i) => num(a + i))) : list([], { open: true });
});
fold(["Array.Reverse"], (c) => reversed(arg(c, 0)));
fold(["Array.Sort"], (c) => opaque(arg(c, 0)));
fold(["Array.Empty", "Enumerable.Empty"], () => list([]));

function decodeBytes(v: Val, how: Decoding, fn: (s: string) => Uint8Array | null): Val {
  const out: Val[] = [];
  for (const a of alts(v).slice(0, 4)) {
    const t = toF(a);
    const bytes = t.exact ? fn(t.text) : null;
    out.push(bytes ? addTaint(bytesVal(bytes, [...t.via, how]), t.taint) : fromF(derive(t, null, how), a));
  }
  return alt(out);
}

function reversed(v: Val): Val {
  const items = itemsOf(v);
  if (!items || v.open) return opaque(v);
  return { ...list(items.slice().reverse()), f: { ...unknown(taintOf(v)), via: v.f.via.includes("reverse") ? v.f.via : ["reverse", ...v.f.via] } };
}

/** Items gathered into text (`new string(chars)`, `string.Concat(seq)`): chars and bytes as text, others one after another. */
function collected(v: Val): Val[] {
  const text = bytesText(v);
  if (text) return [{ f: text }];
  return v.open ? [...(v.items ?? []), unk()] : (v.items ?? []);
}

/** `string.Format("{0}/{1:X2}", a, b)`. */
function formatString(fmtV: Val, args: readonly Val[]): Val {
  const fmt = exactText(fmtV);
  const flat = args.length === 1 && args[0]!.items ? args[0]!.items : args;
  if (fmt === null) return unk(mergeTaint(taintOf(fmtV), flat.flatMap((a) => taintOf(a)).slice(0, 16)));
  const parts: Val[] = [];
  let last = 0;
  for (const m of fmt.matchAll(/\{\{|\}\}|\{(\d+)(?:,-?\d+)?(?::([^{}]*))?\}/g)) {
    parts.push(str(fmt.slice(last, m.index)));
    last = m.index! + m[0].length;
    if (m[0] === "{{" || m[0] === "}}") parts.push(str(m[0][0]!));
    else {
      const a = flat[Number(m[1])];
      parts.push(a ? (m[2] ? formatted(a, m[2]) : a) : unk());
    }
  }
  parts.push(str(fmt.slice(last)));
  return concatVals(parts, "format");
}

ctor(["string", "String"], (c) => {
  const a = arg(c, 0);
  if (a.n !== undefined && arg(c, 1).n !== undefined) return arg(c, 1).n! <= 4096 ? str(safeCodePoint(a.n).repeat(arg(c, 1).n!)) : unk();
  return a.items ? concatVals(collected(a)) : a;
});
ctor(["StringBuilder"], (c) => (c.args.length && c.args[0]!.n === undefined ? arg(c, 0) : str("")));
ctor(["List", "HashSet", "Queue", "Stack", "LinkedList", "ArrayList", "Collection"], (c) => (arg(c, 0).items ? { ...list(arg(c, 0).items!), open: arg(c, 0).open } : list([])));
ctor(["Dictionary", "SortedDictionary", "Hashtable", "NameValueCollection", "ConcurrentDictionary", "JObject", "WWWForm", "MultipartFormDataContent", "JsonObject"], () => ({ ...list([]), fields: new Map() }));
ctor(["Uri"], (c) => (c.args.length >= 2 && exactText(arg(c, 1)) !== null ? concatVals([arg(c, 0), arg(c, 1)]) : arg(c, 0)));
ctor(["UTF8Encoding", "ASCIIEncoding", "UnicodeEncoding"], () => ({ f: unknown(), ext: "Encoding.UTF8" }));
ctor(["Random"], () => ({ f: unknown(), ext: "Random" }));

// ----- the environment and the host --------------------------------------------------------------

fold(["Environment.GetEnvironmentVariable"], (c) => c.file.envValue(arg(c, 0), c.n));
fold(["Environment.GetEnvironmentVariables"], (c) => {
  const loc = c.file.loc(c.n);
  c.file.emit({ kind: "read", source: "env-all", what: "the whole environment", detail: "Environment.GetEnvironmentVariables()", loc });
  return list([], { f: unknown([{ source: "env-all", detail: "Environment.GetEnvironmentVariables()", loc }]), open: true });
});
fold(["Environment.ExpandEnvironmentVariables", "Path.GetFullPath", "Path.TrimEndingDirectorySeparator"], (c) => arg(c, 0));
fold(["Environment.GetFolderPath"], (c) => (arg(c, 0).ext === "SpecialFolder" ? arg(c, 0) : opaque(arg(c, 0))));
fold(["Environment.GetCommandLineArgs"], () => list([], { open: true }));
fold(["Path.GetTempPath"], () => str("/tmp/"));
fold(["Path.GetTempFileName"], () => concatVals([str("/tmp/"), unk()]));
fold(["Path.Combine", "Path.Join"], (c) => pathJoin(c.args));
fold(["Path.GetDirectoryName"], (c) => {
  const p = exactText(arg(c, 0));
  return p === null ? opaque(arg(c, 0)) : str(p.replace(/[\\/][^\\/]*$/, ""));
});
fold(["Path.GetFileName"], (c) => {
  const p = exactText(arg(c, 0));
  return p === null ? opaque(arg(c, 0)) : str(p.replace(/^.*[\\/]/, ""));
});
fold(["Directory.GetCurrentDirectory"], () => str("."));
fold(["Dns.GetHostName"], (c) => unk([{ source: "host-info", detail: "hostname", loc: c.file.loc(c.n) }]));
fold(["Clipboard.GetText", "Clipboard.GetData", "ClipboardService.GetText", "ClipboardService.GetTextAsync", "TextCopy.ClipboardService.GetText"], (c) => c.file.clipboard("Clipboard.GetText()", c.n));

function pathJoin(parts: readonly Val[]): Val {
  let acc: Val | null = null;
  for (const p of parts.slice(0, 16)) {
    const t = exactText(p);
    // an absolute part replaces what came before
    if (acc === null || (t !== null && /^(?:[\\/]|[A-Za-z]:[\\/]|~)/.test(t))) acc = p;
    else acc = concatVals([acc, str(/[\\/]$/.test(toF(acc).text) ? "" : "/"), p]);
  }
  return acc ?? str("");
}

// ----- files -----------------------------------------------------------------------------------

fold(["File.ReadAllText", "File.ReadAllBytes", "File.ReadAllLines", "File.ReadLines", "File.ReadAllTextAsync", "File.ReadAllBytesAsync", "File.ReadAllLinesAsync", "File.OpenRead", "File.OpenText", "File.Open"], (c) => readFile(c, arg(c, 0)));
ctor(["StreamReader", "FileStream", "BinaryReader"], (c) => {
  const p = arg(c, 0);
  if (p.obj || p.fetched || taintOf(p).length) return p.obj?.t === "sock" ? { ...p, f: unknown() } : opaque(p);
  const mode = c.args.slice(1).map((a) => a.ext ?? "").join(" ");
  if (/FileMode\.(?:Create|Append|OpenOrCreate|CreateNew|Truncate)|FileAccess\.Write/.test(mode)) return openWrite(c, p, /Append/.test(mode));
  return readFile(c, p);
});
fold(["Directory.GetFiles", "Directory.EnumerateFiles", "Directory.GetDirectories", "Directory.EnumerateDirectories", "Directory.GetFileSystemEntries", "Directory.EnumerateFileSystemEntries"], (c) => {
  c.file.listTaint(arg(c, 0), c.n);
  return list([], { open: true });
});
fold(["File.WriteAllText", "File.WriteAllBytes", "File.WriteAllLines", "File.WriteAllTextAsync", "File.WriteAllBytesAsync", "File.WriteAllLinesAsync"], (c) => {
  if (c.top) c.file.emitWrite(arg(c, 0), arg(c, 1), "write", c.n);
  return unk();
});
fold(["File.AppendAllText", "File.AppendAllLines", "File.AppendAllTextAsync", "File.AppendAllLinesAsync"], (c) => {
  if (c.top) c.file.emitWrite(arg(c, 0), arg(c, 1), "append", c.n);
  return unk();
});
fold(["File.Copy", "File.Move", "Directory.Move"], (c) => {
  if (!c.top) return unk();
  const taint = c.file.readTaint(arg(c, 0), c.n);
  const origin = c.file.originOf(toF(arg(c, 0)).text);
  c.file.emitWrite(arg(c, 1), { f: unknown(taint), ...(origin ? { fetched: origin } : {}) }, "copy", c.n);
  return unk();
});
fold(["File.CreateSymbolicLink", "Directory.CreateSymbolicLink"], (c) => {
  if (c.top) c.file.emitWrite(arg(c, 0), arg(c, 1), "link", c.n);
  return unk();
});
fold(["File.Create", "File.CreateText", "File.OpenWrite"], (c) => openWrite(c, arg(c, 0), false));
fold(["File.AppendText"], (c) => openWrite(c, arg(c, 0), true));
ctor(["StreamWriter", "BinaryWriter"], (c) => {
  const p = arg(c, 0);
  // a writer over a stream writes into it
  if (p.obj || p.ext) return p.obj ? { f: unknown(), obj: p.obj } : p;
  return openWrite(c, p, arg(c, 1).b === true);
});
fold(["File.Delete", "Directory.Delete", "FileUtil.DeleteFileOrDirectory"], (c) => {
  if (c.top) {
    for (const a of alts(arg(c, 0)).slice(0, MAX_ALTS)) {
      const p = toF(a).text;
      if (p !== HOLE && p) c.file.emit({ kind: "delete", path: p, scope: deleteScopeOfPath(p), loc: c.file.loc(c.n) });
    }
  }
  return unk();
});
fold(["File.SetUnixFileMode"], (c) => {
  if (!c.top) return unk();
  const mode = (arg(c, 1).ext ?? toF(arg(c, 1)).text).replace(/UnixFileMode\./g, "");
  c.file.emitWrite(arg(c, 0), str(mode), "chmod", c.n);
  if (/SetUser|SetGroup/.test(mode)) c.file.emit({ kind: "privilege", what: "setuid", detail: `chmod ${mode} ${toF(arg(c, 0)).text}`, loc: c.file.loc(c.n) });
  return unk();
});

function readFile(c: Call, p: Val): Val {
  const v = unk(c.file.readTaint(p, c.n));
  const fetched = c.file.originOf(toF(p).text);
  if (fetched) v.fetched = fetched;
  return v;
}

function openWrite(c: Call, p: Val, append: boolean): Val {
  return { f: unknown(), obj: c.file.objectAt(c.n, () => ({ t: "file", path: p, append, node: c.n, contents: [] })) };
}

/** A write into a file or a connection. */
function writeTo(c: Call, target: Val, data: Val): void {
  if (!c.top) return;
  for (const t of alts(target)) {
    if (t.obj?.t === "file") c.file.fillFile(t.obj, data);
    else if (t.obj?.t === "sock") sockSend(c, t.obj, data);
  }
}

// ----- commands ------------------------------------------------------------------------------

fold(["Process.Start"], (c) => {
  const a = arg(c, 0);
  const psi = alts(a).find((x) => x.ext === "ProcessStartInfo");
  if (psi) return startProcess(c, psi);
  if (c.top) c.file.execArgv([a, ...(c.args.length > 1 ? argsOf(arg(c, 1)) : [])], c.n, c.argNodes.every((x) => isLiteral(x)));
  return c.file.commandOutput([a, ...argsOf(arg(c, 1))], c.n);
});
ctor(["ProcessStartInfo"], (c) => {
  const fields = new Map<string, Val>();
  if (c.args[0]) fields.set("FileName", c.args[0]);
  if (c.args[1]) fields.set("Arguments", c.args[1]);
  return { f: unknown(), ext: "ProcessStartInfo", fields };
});
ctor(["Process"], () => ({ f: unknown(), ext: "Process", fields: new Map([["StartInfo", { f: unknown(), ext: "ProcessStartInfo", fields: new Map() }]]) }));

/** Arguments as a command line (one string) or a list (`ArgumentList`, `string[]`). */
function argsOf(v: Val): Val[] {
  if (v.items) return v.open ? [...v.items, unk()] : v.items;
  return splitArgs(v);
}

function startProcess(c: Call, psi: Val): Val {
  const fileName = psi.fields?.get("FileName") ?? unk();
  const argv = [fileName, ...argsOf(psi.fields?.get("Arguments") ?? str("")), ...(psi.fields?.get("ArgumentList")?.items ?? [])];
  if (c.top) c.file.execArgv(argv, c.n, false);
  return { ...c.file.commandOutput(argv, c.n), ext: "ProcessResult" };
}

/** A `[DllImport]`ed libc or Win32 function that runs its argument. */
function nativeExec(c: Call, native: string): Val {
  const cmd = toF(arg(c, 0));
  if (!c.top || cmd.text === HOLE) return unk();
  if (/^exec/.test(native)) {
    c.file.execArgv([arg(c, 0), ...(arg(c, 1).items ?? []).slice(1)], c.n, false);
    return unk();
  }
  const windows = /^(?:WinExec|ShellExecute|CreateProcess)/.test(native);
  const line = native.startsWith("ShellExecute") ? concatVals([arg(c, 2), str(" "), arg(c, 3)]) : native.startsWith("CreateProcess") && cmd.text === "null" ? arg(c, 1) : arg(c, 0);
  const f = toF(line);
  const fetched = fetchedOf(line) ?? null;
  c.file.emit({ kind: "exec", lang: windows ? "other" : "shell", command: f, dynamic: !!fetched || hiddenVia(f.via).length > 0, fetched, loc: c.file.loc(c.n) });
  c.file.analyzeCode(windows ? "batch" : "shell", f, c.n);
  return unk();
}

function isLiteral(n: SyntaxNode | undefined): boolean {
  const inner = n?.type === "argument" ? n.children.find((c) => c.named) : n;
  return !!inner && /^(?:string_literal|verbatim_string_literal|raw_string_literal)$/.test(inner.type);
}

// ----- dynamic code ---------------------------------------------------------------------------

fold(["Assembly.Load", "AppDomain.Load", "Assembly.LoadFrom", "Assembly.LoadFile", "Assembly.UnsafeLoadFrom", "AssemblyLoadContext.LoadFromStream"], (c) => {
  const a = arg(c, 0);
  const f = toF(a);
  const fetched = fetchedOf(a) ?? c.file.originOf(f.text) ?? null;
  // loading an assembly the skill ships is ordinary; bytes decoded from the file or downloaded are code nobody can read
  if (c.top && (fetched || hiddenVia(f.via).length)) c.file.emit({ kind: "exec", lang: "binary", command: { ...f, text: `Assembly.Load(${f.text.length > 200 ? `${f.text.slice(0, 200)}…` : f.text})` }, dynamic: true, fetched, loc: c.file.loc(c.n) });
  return { f: unknown(), ext: "Assembly" };
});
fold(["CSharpScript.EvaluateAsync", "CSharpScript.RunAsync", "CSharpScript.Create", "CSharpScript.Evaluate"], (c) => {
  const code = toF(arg(c, 0));
  const fetched = fetchedOf(arg(c, 0)) ?? null;
  if (c.top && code.text !== HOLE) {
    c.file.emit({ kind: "exec", lang: "other", command: code, dynamic: !!fetched || hiddenVia(code.via).length > 0, fetched, loc: c.file.loc(c.n) });
    c.file.analyzeCode("csharp", code, c.n);
  } else if (c.top && fetched) c.file.emit({ kind: "exec", lang: "other", command: code, dynamic: true, fetched, loc: c.file.loc(c.n) });
  return unk();
});
fold(["Type.GetType"], (c) => reflectedType(c, arg(c, 0)));

/** A type named by a string: hidden names are obfuscation; the member it invokes is folded like a direct call. */
function reflectedType(c: Call, name: Val): Val {
  const f = toF(name);
  const how = hiddenVia(f.via)[0];
  if (c.top && how) c.file.emit({ kind: "obfuscation", how, detail: `type ${f.text} named at run time`, loc: c.file.loc(c.n) });
  return f.exact ? { f: unknown(), ext: `reflect:${canonical(f.text.replace(/,.*$/, ""))}` } : unk();
}

// ----- network -----------------------------------------------------------------------------

ctor(["HttpClient"], () => ({ f: unknown(), ext: "HttpClient" }));
ctor(["WebClient"], () => ({ f: unknown(), ext: "WebClient" }));
ctor(["StringContent", "ByteArrayContent", "StreamContent", "ReadOnlyMemoryContent"], (c) => arg(c, 0));
ctor(["FormUrlEncodedContent"], (c) => opaque(arg(c, 0)));
ctor(["HttpRequestMessage"], (c) => {
  const m = arg(c, 0);
  const method = (exactText(m) ?? m.ext?.replace(/^HttpMethod\./, "") ?? "GET").toUpperCase();
  return { f: unknown(), ext: "HttpRequestMessage", fields: new Map([["Method", str(method)], ["RequestUri", arg(c, 1)]]) };
});
ctor(["UnityWebRequest"], (c) => ({ f: unknown(), ext: "UnityWebRequest", fields: new Map([["url", arg(c, 0)], ["method", c.args[1] ?? str("GET")], ...(c.args[2] ? [["uploadHandler", arg(c, 2)] as [string, Val]] : [])]) }));
ctor(["UploadHandlerRaw"], (c) => arg(c, 0));
ctor(["TcpClient"], (c) => (c.args.length >= 2 ? dial(c, `${toF(arg(c, 0)).text}:${toF(arg(c, 1)).text}`, "socket") : { f: unknown(), ext: "TcpClient" }));
ctor(["Socket", "UdpClient"], (c) => (c.args.length >= 2 && exactText(arg(c, 0)) !== null ? { f: unknown(), ext: "UdpClient", fields: new Map([["host", arg(c, 0)], ["port", arg(c, 1)]]) } : { f: unknown(), ext: "Socket" }));
ctor(["IPEndPoint", "DnsEndPoint"], (c) => concatVals([arg(c, 0), str(":"), arg(c, 1)]));
ctor(["ClientWebSocket"], () => ({ f: unknown(), ext: "ClientWebSocket" }));
ctor(["SmtpClient"], (c) => ({ f: unknown(), ext: "SmtpClient", fields: new Map([["Host", arg(c, 0)]]) }));
ctor(["MailMessage"], (c) => ({ f: unknown(taintOf(list(c.args))), ext: "MailMessage", fields: new Map(c.args.map((a, i) => [String(i), a])) }));
ctor(["Attachment"], (c) => unk(c.file.readTaint(arg(c, 0), c.n)));
fold(["IPAddress.Parse"], (c) => arg(c, 0));
fold(["JsonContent.Create"], (c) => opaque(arg(c, 0)));
fold(["WebRequest.Create", "HttpWebRequest.Create", "WebRequest.CreateHttp"], (c) => ({ f: unknown(), ext: "WebRequest", fields: new Map([["url", arg(c, 0)], ["Method", str("GET")]]) }));
fold(["UnityWebRequest.Get"], (c) => ({ f: unknown(), ext: "UnityWebRequest", fields: new Map([["url", arg(c, 0)], ["method", str("GET")]]) }));
fold(["UnityWebRequest.Post", "UnityWebRequest.Put", "UnityWebRequest.PostWwwForm"], (c) => ({ f: unknown(), ext: "UnityWebRequest", fields: new Map([["url", arg(c, 0)], ["method", str(/Put$/.test(canonicalName(c)) ? "PUT" : "POST")], ["uploadHandler", alt([arg(c, 1), ...(c.args[2] ? [arg(c, 2)] : [])])]]) }));
fold(["Dns.GetHostEntry", "Dns.GetHostAddresses", "Dns.GetHostEntryAsync", "Dns.GetHostAddressesAsync", "Dns.Resolve", "Dns.BeginGetHostEntry"], (c) => {
  if (c.top) dnsSend(c, arg(c, 0));
  return unk();
});
// serialisation keeps what the object carries
fold(["JsonUtility.ToJson", "JsonSerializer.Serialize", "JsonConvert.SerializeObject", "JsonSerializer.SerializeToUtf8Bytes", "EditorJsonUtility.ToJson", "JObject.FromObject", "XmlSerializer.Serialize"], (c) => opaque(arg(c, 0)));

function canonicalName(c: Call): string {
  const fn = field(c.n, "function");
  return fn ? c.file.text(fn) : "";
}

/** A request: a fetch when it only downloads, a send when it carries data (a body, or private data in the URL). */
function httpSend(c: Call, method: string, u: Val, body: Val | null): Val {
  const urls = alts(u).slice(0, 4);
  if (c.top) {
    for (const url of urls) {
      const uf = toF(url);
      const dest = uf.text;
      const host = hostOf(dest);
      const isGet = /^(?:GET|HEAD|OPTIONS)$/.test(method);
      const urlCarries = host !== null && uf.taint.length > 0;
      if (isGet) c.file.emit({ kind: "fetch", url: dest, host, saveTo: null, loc: c.file.loc(c.n) });
      if (isGet && !(body && taintOf(body).length) && !urlCarries) continue;
      const parts: Folded[] = body ? [toF(body)] : [];
      if (urlCarries) parts.push(known(" url="), uf);
      const data = parts.length ? withTaint(concat(parts), body ? taintOf(body) : []) : null;
      c.file.emit({ kind: "send", channel: channelOf(dest), dest, host, data, loc: c.file.loc(c.n) });
      c.file.mineCheck(dest, c.n);
    }
  }
  return { f: unknown(), fetched: toF(urls[0]!).text };
}

function dial(c: Call, addr: string, channel: Channel): Val {
  const o = c.file.objectAt(c.n, () => ({ t: "sock", channel, dest: addr, host: channel === "websocket" ? hostOf(addr) : hostOfAddr(addr) }) as Obj);
  if (c.top) c.file.mineCheck(addr, c.n);
  return { f: unknown(), obj: o, fetched: `socket://${addr}` };
}

function sockSend(c: Call, o: Obj & { t: "sock" }, data: Val): void {
  const f = toF(data);
  c.file.emit({ kind: "send", channel: o.channel, dest: o.dest, host: o.host, data: withTaint(f, taintOf(data)), loc: c.file.loc(c.n) });
  c.file.mineCheck(f.text, c.n);
}

/** A name looked up in DNS: a send when the name carries private or hidden data (`{data}.collector.example`). */
function dnsSend(c: Call, name: Val): void {
  for (const a of alts(name).slice(0, 4)) {
    const f = toF(a);
    if (!taintOf(a).length && !hiddenVia(f.via).length) continue;
    const tail = f.text.slice(f.text.lastIndexOf(HOLE) + (f.text.includes(HOLE) ? HOLE.length : 0)).replace(/^\.+/, "");
    c.file.emit({ kind: "send", channel: "dns", dest: f.text, host: tail.includes(".") ? tail.toLowerCase() : null, data: withTaint(f, taintOf(a)), loc: c.file.loc(c.n) });
  }
}

// ----- methods -----------------------------------------------------------------------------------

const NO_METHOD: Val = { f: unknown() };

/** Methods that change their receiver: a statement calling them on a variable is a step of its value. */
const MUTATING = new Set(["Append", "AppendLine", "AppendFormat", "Insert", "Add", "AddRange", "Push", "Enqueue", "AddField", "AddBinaryData", "Connect", "ConnectAsync", "Put", "TryAdd", "Set", "Remove", "Clear"]);
const COLLECTION_MEMBERS = new Set(["ArgumentList", "Attachments", "To", "Headers", "EnvironmentVariables", "Environment"]);
const EFFECT_CTORS = /(?:^|\.)(?:TcpClient|StreamReader|StreamWriter|FileStream|BinaryReader|BinaryWriter|Attachment)$/;
/** Methods that act where they are called; every other member call only computes a value. */
const EFFECTS = new Set([
  "Start", "WriteAllText", "WriteAllBytes", "WriteAllLines", "WriteAllTextAsync", "WriteAllBytesAsync", "WriteAllLinesAsync", "AppendAllText", "AppendAllLines", "AppendAllTextAsync", "AppendAllLinesAsync",
  "Copy", "Move", "Delete", "DeleteFileOrDirectory", "CreateSymbolicLink", "SetUnixFileMode", "ReadAllText", "ReadAllBytes", "ReadAllLines", "ReadLines", "ReadAllTextAsync", "ReadAllBytesAsync", "ReadAllLinesAsync",
  "OpenRead", "OpenText", "GetFiles", "EnumerateFiles", "GetDirectories", "EnumerateDirectories", "GetFileSystemEntries", "EnumerateFileSystemEntries", "GetEnvironmentVariables", "GetText", "GetTextAsync",
  "GetAsync", "GetStringAsync", "GetByteArrayAsync", "GetStreamAsync", "PostAsync", "PutAsync", "PatchAsync", "DeleteAsync", "SendAsync", "Send", "SendMailAsync", "PostAsJsonAsync", "PutAsJsonAsync", "PatchAsJsonAsync",
  "DownloadString", "DownloadStringAsync", "DownloadStringTaskAsync", "DownloadData", "DownloadDataAsync", "DownloadDataTaskAsync", "DownloadFile", "DownloadFileAsync", "DownloadFileTaskAsync",
  "UploadString", "UploadStringAsync", "UploadStringTaskAsync", "UploadData", "UploadDataAsync", "UploadDataTaskAsync", "UploadValues", "UploadValuesAsync", "UploadValuesTaskAsync", "UploadFile", "UploadFileAsync", "UploadFileTaskAsync",
  "GetResponse", "GetResponseAsync", "SendWebRequest", "Write", "WriteLine", "WriteAsync", "WriteLineAsync", "SendTo", "GetHostEntry", "GetHostAddresses", "GetHostEntryAsync", "GetHostAddressesAsync", "Resolve",
  "SetValue", "GetValue", "Load", "LoadFrom", "LoadFile", "UnsafeLoadFrom", "LoadFromStream", "Invoke", "InvokeMember", "CreateInstance", "EvaluateAsync", "RunAsync", "Evaluate", "GetType", "Execute",
  "ConnectAsync", "Connect", "GetStream",
]);

function methodCall(c: Call, recv: Val, method: string): Val {
  for (const r of alts(recv).slice(0, 4)) {
    const v = objectMethod(c, r, method);
    if (v !== NO_METHOD) return v;
  }
  return valueMethod(c, recv, method);
}

function objectMethod(c: Call, r: Val, method: string): Val {
  const a0 = arg(c, 0);
  if (r.obj?.t === "sock") {
    if (/^(?:Write|WriteLine|WriteAsync|WriteLineAsync|Send|SendAsync|SendTo)$/.test(method)) writeTo(c, r, a0);
    return method === "GetStream" || method === "GetRequestStream" || /^(?:Flush|Close|Dispose)$/.test(method) ? r : { f: unknown(), fetched: `socket://${r.obj.dest}` };
  }
  if (r.obj?.t === "file") {
    if (/^(?:Write|WriteLine|WriteAsync|WriteLineAsync)$/.test(method)) writeTo(c, r, a0);
    return r;
  }
  const ext = r.ext ?? "";
  if (ext === "ProcessStartInfo" && method === "Start") return startProcess(c, r);
  if (ext === "Process") {
    if (method === "Start") return startProcess(c, r.fields?.get("StartInfo") ?? unk());
    return NO_METHOD;
  }
  if (ext === "ProcessResult" && /^(?:ReadToEnd|ReadToEndAsync|ReadLine)$/.test(method)) return r;
  if (ext === "HttpClient") {
    const base = r.fields?.get("BaseAddress");
    const url = (u: Val) => (base && exactText(u) !== null && !/^[a-z]+:\/\//i.test(exactText(u)!) ? concatVals([base, u]) : u);
    switch (method) {
      case "GetAsync":
      case "GetStringAsync":
      case "GetByteArrayAsync":
      case "GetStreamAsync":
      case "GetFromJsonAsync":
        return httpSend(c, "GET", url(a0), null);
      case "DeleteAsync":
        return httpSend(c, "DELETE", url(a0), null);
      case "PostAsync":
      case "PutAsync":
      case "PatchAsync":
      case "PostAsJsonAsync":
      case "PutAsJsonAsync":
      case "PatchAsJsonAsync":
        return httpSend(c, method.startsWith("Put") ? "PUT" : method.startsWith("Patch") ? "PATCH" : "POST", url(a0), arg(c, 1));
      case "SendAsync":
      case "Send": {
        const req = alts(a0).find((x) => x.ext === "HttpRequestMessage");
        if (!req) return passThrough(c);
        return httpSend(c, exactText(req.fields?.get("Method") ?? str("GET")) ?? "GET", url(req.fields?.get("RequestUri") ?? unk()), req.fields?.get("Content") ?? null);
      }
    }
    return r;
  }
  if (ext === "WebClient") {
    switch (method) {
      case "DownloadString":
      case "DownloadStringTaskAsync":
      case "DownloadStringAsync":
      case "DownloadData":
      case "DownloadDataTaskAsync":
      case "DownloadDataAsync":
      case "OpenRead":
        return httpSend(c, "GET", a0, null);
      case "DownloadFile":
      case "DownloadFileTaskAsync":
      case "DownloadFileAsync": {
        const v = httpSend(c, "GET", a0, null);
        if (c.top) c.file.emitWrite(arg(c, 1), v, "write", c.n);
        return unk();
      }
      case "UploadString":
      case "UploadStringTaskAsync":
      case "UploadStringAsync":
      case "UploadData":
      case "UploadDataTaskAsync":
      case "UploadDataAsync":
      case "UploadValues":
      case "UploadValuesTaskAsync":
      case "UploadValuesAsync":
        return httpSend(c, c.args.length >= 3 ? (exactText(a0) === null ? (exactText(arg(c, 1)) ?? "POST") : "POST") : "POST", a0, c.args.length >= 3 ? arg(c, 2) : arg(c, 1));
      case "UploadFile":
      case "UploadFileTaskAsync":
      case "UploadFileAsync":
        return httpSend(c, "POST", a0, unk(c.file.readTaint(c.args.at(-1)!, c.n)));
    }
    return r;
  }
  if (ext === "WebRequest") {
    if (method === "GetRequestStream" || method === "GetRequestStreamAsync") {
      const url = r.fields?.get("url") ?? unk();
      return dialHttp(c, toF(url).text);
    }
    if (method === "GetResponse" || method === "GetResponseAsync") return httpSend(c, exactText(r.fields?.get("Method") ?? str("GET"))?.toUpperCase() ?? "GET", r.fields?.get("url") ?? unk(), null);
    return r;
  }
  if (ext === "UnityWebRequest") {
    if (method === "SendWebRequest" || method === "Send") return httpSend(c, (exactText(r.fields?.get("method") ?? str("GET")) ?? "POST").toUpperCase(), r.fields?.get("url") ?? unk(), r.fields?.get("uploadHandler") ?? null);
    if (method === "SetRequestHeader") return r;
    return r;
  }
  if (ext === "TcpClient" || ext === "Socket" || ext === "ClientWebSocket") {
    if (method === "Connect" || method === "ConnectAsync") {
      const addr = c.args.length >= 2 ? `${toF(a0).text}:${toF(arg(c, 1)).text}` : toF(a0).text;
      return dial(c, addr, ext === "ClientWebSocket" ? "websocket" : "socket");
    }
    if (method === "SendTo" && c.args.length >= 2) {
      if (c.top) sockSend(c, { t: "sock", channel: "socket", dest: toF(c.args.at(-1)!).text, host: hostOfAddr(toF(c.args.at(-1)!).text) }, a0);
      return unk();
    }
    return r;
  }
  if (ext === "UdpClient" && method === "Send") {
    const host = c.args.length >= 4 ? `${toF(arg(c, 2)).text}:${toF(arg(c, 3)).text}` : `${toF(r.fields?.get("host") ?? unk()).text}:${toF(r.fields?.get("port") ?? unk()).text}`;
    if (c.top) sockSend(c, { t: "sock", channel: "socket", dest: host, host: hostOfAddr(host) }, a0);
    return unk();
  }
  if (ext === "SmtpClient" && (method === "Send" || method === "SendMailAsync" || method === "SendAsync")) {
    const host = toF(r.fields?.get("Host") ?? unk()).text;
    const data = c.args.length >= 4 ? concatVals([arg(c, 2), str(" "), arg(c, 3)]) : a0;
    if (c.top) c.file.emit({ kind: "send", channel: "smtp", dest: host, host: host === HOLE ? null : host.toLowerCase(), data: withTaint(toF(data), taintOf(data)), loc: c.file.loc(c.n) });
    return unk();
  }
  if (/^Registry(?:Key)?$|^Registry\.(?:CurrentUser|LocalMachine|ClassesRoot|Users)$/.test(ext) || ext.startsWith("RegistryKey")) return registryMethod(c, r, method);
  if (ext.startsWith("Encoding.")) {
    if (method === "GetString") {
      const v = a0;
      return alt(alts(v).slice(0, 4).map((a) => (a.items && (a.f.text === HOLE || !a.f.exact) ? (bytesText(a) ? fromF(bytesText(a)!, a) : opaque(a)) : a.items ? fromF(a.f, a) : a)));
    }
    if (method === "GetBytes") {
      const text = exactText(a0);
      if (text === null || text.length > MAX_ITEMS) return a0;
      return { ...a0, items: Array.from(new TextEncoder().encode(text), (b) => num(b, known(String(b), a0.f.via))) };
    }
    return r;
  }
  if (ext.startsWith("reflect:")) return reflectMethod(c, r, method);
  if (ext === "Assembly" && method === "GetType") return reflectedType(c, a0);
  return NO_METHOD;
}

function dialHttp(c: Call, url: string): Val {
  const o = c.file.objectAt(c.n, () => ({ t: "sock", channel: channelOf(url), dest: url, host: hostOf(url) }) as Obj);
  return { f: unknown(), obj: o };
}

/** `Type.GetType("System.Diagnostics.Process").GetMethod("Start").Invoke(null, new object[] { … })`: the call the names spell. */
function reflectMethod(c: Call, r: Val, method: string): Val {
  const type = r.ext!.slice("reflect:".length);
  const [typeName, member] = type.split("#");
  if (method === "GetMethod" || method === "GetProperty") {
    const name = toF(arg(c, 0));
    const how = hiddenVia(name.via)[0];
    if (c.top && how) c.file.emit({ kind: "obfuscation", how, detail: `method ${name.text} named at run time`, loc: c.file.loc(c.n) });
    return name.exact ? { f: unknown(), ext: `reflect:${typeName}#${name.text}` } : unk();
  }
  if ((method === "Invoke" || method === "InvokeMember") && member) {
    const fold = FOLDS.get(canonical(`${typeName}.${member}`)) ?? FOLDS.get(canonical(`${typeName}.${member}`).split(".").slice(-2).join("."));
    const args = arg(c, 1).items ?? [];
    return fold ? fold({ ...c, args }) : passThrough(c);
  }
  return r;
}

/** `Registry.CurrentUser.CreateSubKey(path)` and `key.SetValue(name, value)`: where a value is written, as a path. */
function registryMethod(c: Call, r: Val, method: string): Val {
  const hive = r.ext === "Registry.LocalMachine" ? "HKLM" : r.ext === "Registry.ClassesRoot" ? "HKCR" : r.ext === "Registry.Users" ? "HKU" : r.ext === "Registry.CurrentUser" ? "HKCU" : null;
  const base = hive ? str(hive) : (r.fields?.get("path") ?? unk());
  const a0 = arg(c, 0);
  switch (method) {
    case "CreateSubKey":
    case "OpenSubKey":
      return { f: unknown(), ext: "RegistryKey", fields: new Map([["path", concatVals([base, str("\\"), a0])]]) };
    case "SetValue": {
      // the static Registry.SetValue(keyName, valueName, value)
      const [key, name, value] = r.ext === "Registry" ? [a0, arg(c, 1), arg(c, 2)] : [base, a0, arg(c, 1)];
      if (c.top) registryWrite(c, toF(key).text, toF(name).text, value);
      return unk();
    }
    case "GetValue": {
      const path = `${toF(base).text}\\${toF(a0).text}`;
      if (/password|credential|secret|token/i.test(path)) {
        const loc = c.file.loc(c.n);
        if (c.top) c.file.emit({ kind: "read", source: "keychain", what: "credentials stored in the registry", detail: path, loc });
        return unk([{ source: "keychain", detail: path, loc }]);
      }
      return unk();
    }
  }
  return r;
}

// Keys Windows' auto-elevating programs (fodhelper, computerdefaults, sdclt, eventvwr) read a command from.
const ELEVATION_HIJACK = /\\(?:ms-settings|mscfile|exefile|folder|launcher\.systemsettings|apppathsfolder)\\shell\\(?:open|runas)\\command/i;
const UAC_VALUES = /^(?:enablelua|consentpromptbehavioradmin|promptonsecuredesktop|filteradministratortoken|localaccounttokenfilterpolicy)$/i;

function registryWrite(c: Call, key: string, name: string, value: Val): void {
  const full = name && name !== HOLE ? `${key.replace(/[\\/]+$/, "")}\\${name}` : key;
  const content = toF(value);
  const place = placeOfPath(full) ?? placeOfPath(key);
  const loc = c.file.loc(c.n);
  if (place) {
    c.file.emit({ kind: "write", path: full, place, content, mode: "write", loc });
    // a Run value is a command line Windows runs at logon
    if (content.text !== HOLE) c.file.analyzeCode("batch", content, c.n);
  }
  if (ELEVATION_HIJACK.test(`${key}\\`)) c.file.emit({ kind: "privilege", what: "uac-bypass", detail: `${full} = ${content.text}`, loc });
  if (/\\policies\\system\\?$/i.test(key) && UAC_VALUES.test(name) && value.n === 0) c.file.emit({ kind: "privilege", what: "uac-bypass", detail: `${full} = 0`, loc });
  if (/windows defender/i.test(key) && /^disable/i.test(name) && value.n === 1) c.file.emit({ kind: "privilege", what: "disable-security", detail: `${full} = 1`, loc });
}

fold(["Registry.SetValue"], (c) => registryMethod(c, { f: unknown(), ext: "Registry" }, "SetValue"));
fold(["Registry.GetValue"], (c) => registryMethod(c, { f: unknown(), ext: "RegistryKey", fields: new Map([["path", arg(c, 0)]]) }, "GetValue"));

/** Methods of strings, lists, sequences and builders (on each candidate of the receiver). */
function valueMethod(c: Call, recv: Val, method: string): Val {
  if (recv.alts && recv.alts.length > 1) {
    const outs = recv.alts.slice(0, MAX_ALTS).map((a) => valueMethod(c, a, method));
    return outs.every((o) => o === NO_METHOD) ? NO_METHOD : alt(outs.map((o, i) => (o === NO_METHOD ? opaque(recv.alts![i]!) : o)));
  }
  const a0 = arg(c, 0);
  switch (method) {
    case "ToString":
      return recv.n !== undefined && !recv.ch ? str(String(recv.n)) : recv.ch ? { f: recv.f } : recv.fields && !recv.items ? opaque(recv) : recv;
    case "ToArray":
    case "ToList":
    case "AsEnumerable":
    case "Cast":
    case "OfType":
    case "ToCharArray":
    case "AsSpan":
    case "AsMemory":
    case "ToHashSet":
    case "Clone":
    case "Trim":
    case "TrimStart":
    case "TrimEnd":
    case "ToLower":
    case "ToUpper":
    case "ToLowerInvariant":
    case "ToUpperInvariant":
    case "Normalize":
    case "ConfigureAwait":
    case "GetAwaiter":
    case "GetResult":
    case "Result": {
      if (method === "ToCharArray") return recv.items ? recv : itemsOf(recv) ? { ...list(itemsOf(recv)!), f: { ...unknown(taintOf(recv)), via: recv.f.via } } : opaque(recv);
      if (!recv.f.exact || recv.items || /^(?:ToArray|ToList|AsEnumerable|Cast|OfType|AsSpan|AsMemory|ToHashSet|Clone|ConfigureAwait|GetAwaiter|GetResult|Result)$/.test(method)) return recv;
      const t = recv.f.text;
      const out = method.startsWith("Trim") ? (method === "Trim" ? t.trim() : method === "TrimStart" ? t.trimStart() : t.trimEnd()) : /Lower/.test(method) ? t.toLowerCase() : /Upper/.test(method) ? t.toUpperCase() : t;
      return fromF({ ...recv.f, text: out }, recv);
    }
    case "Reverse":
      return reversed(recv);
    case "Append":
    case "AppendLine":
    case "Insert":
    case "AppendFormat":
    case "Concat":
      if (method === "Concat" && recv.items) return a0.items ? { ...recv, items: [...recv.items, ...a0.items].slice(0, MAX_ITEMS) } : opaque(recv);
      if (method === "Insert") return exactText(arg(c, 0)) === "0" || arg(c, 0).n === 0 ? concatVals([arg(c, 1), recv]) : concatVals([recv, arg(c, 1)]);
      if (method === "AppendFormat") return concatVals([recv, formatString(a0, c.args.slice(1))]);
      return concatVals(method === "AppendLine" ? [recv, ...(c.args.length ? [a0] : []), str("\n")] : [recv, a0.ch ? { f: a0.f } : a0]);
    case "Add":
    case "Push":
    case "Enqueue":
    case "AddField":
    case "AddBinaryData":
    case "TryAdd":
    case "Put":
    case "Set": {
      if (recv.fields && c.args.length >= 2 && exactText(a0) !== null) return { ...withField(recv, exactText(a0)!, arg(c, 1)), items: recv.items };
      if (recv.items) return { ...recv, items: [...recv.items, ...(c.args.length >= 2 ? [arg(c, 1)] : [a0])].slice(0, MAX_ITEMS), f: { ...recv.f, taint: mergeTaint(recv.f.taint, taintOf(list(c.args)).slice(0, 16)) } };
      return addTaint(recv, taintOf(list(c.args)));
    }
    case "AddRange":
      return recv.items && a0.items ? { ...recv, items: [...recv.items, ...a0.items].slice(0, MAX_ITEMS), open: recv.open || a0.open } : addTaint(recv, taintOf(a0));
    case "Select":
    case "SelectMany":
    case "ConvertAll": {
      if (!recv.items || !a0.fn) return opaque(recv);
      const items = recv.items.slice(0, MAX_ITEMS).map((it, i) => c.file.applyFn(a0, [it, num(i)], c.depth));
      return { ...recv, items: method === "SelectMany" ? items.flatMap((i) => i.items ?? [i]).slice(0, MAX_ITEMS) : items, f: { ...unknown(taintOf(recv)), via: recv.f.via } };
    }
    case "Where":
    case "Skip":
    case "Take":
    case "Distinct":
    case "OrderBy":
    case "OrderByDescending":
    case "GroupBy": {
      if (!recv.items) return recv;
      if ((method === "Skip" || method === "Take") && a0.n !== undefined) return { ...recv, items: method === "Skip" ? recv.items.slice(a0.n) : recv.items.slice(0, a0.n), open: method === "Take" ? false : recv.open };
      if (method === "Where" && a0.fn) return { ...recv, items: recv.items.filter((it) => c.file.applyFn(a0, [it], c.depth).b !== false) };
      return recv;
    }
    case "Aggregate":
      return recv.items && a0.fn ? recv.items.slice(1, MAX_ITEMS).reduce((acc, it) => c.file.applyFn(a0, [acc, it], c.depth), recv.items[0] ?? unk()) : opaque(recv);
    case "Replace": {
      const from = exactText(a0);
      const to = exactText(arg(c, 1));
      if (from === null || to === null || !recv.f.exact || recv.n !== undefined) return opaque(recv);
      return fromF(derive(recv.f, from ? recv.f.text.split(from).join(to) : recv.f.text, "replace"), recv);
    }
    case "Substring": {
      const t = exactText(recv);
      const a = a0.n;
      const len = arg(c, 1).n;
      if (t === null || a === undefined) return opaque(recv);
      return fromF(derive(recv.f, t.slice(a, len === undefined ? undefined : a + len), "slice"), recv);
    }
    case "Split": {
      const t = exactText(recv);
      const sep = a0.n !== undefined ? safeCodePoint(a0.n) : exactText(a0);
      if (t === null || sep === null) return list([], { open: true, f: unknown(taintOf(recv)) });
      return list(t.split(sep).map((p) => fromF({ ...recv.f, text: p }, recv)));
    }
    case "ElementAt":
    case "First":
    case "Last":
    case "FirstOrDefault":
    case "LastOrDefault":
    case "Single":
      if (recv.items?.length) return method.startsWith("Last") ? recv.items.at(-1)! : recv.items[a0.n ?? 0] ?? opaque(recv);
      return opaque(recv);
    case "Contains":
    case "StartsWith":
    case "EndsWith":
    case "Any":
    case "Equals":
      return unk();
    case "ReadToEnd":
    case "ReadToEndAsync":
    case "ReadAsStringAsync":
    case "ReadAsByteArrayAsync":
    case "ReadAsStreamAsync":
    case "GetResponseStream":
    case "ReadLine":
    case "GetValue":
      return opaque(recv);
  }
  return NO_METHOD;
}

// ---------------------------------------------------------------------------------------------

export const extractCSharp: Extractor = (snippet, analyzer) => {
  const tree = analyzer.parse("c-sharp", snippet.text);
  if (!tree) return;
  new CsFile(tree, snippet, analyzer).run();
};
