// The PowerShell extractor (.ps1/.psm1/.psd1 files, ```powershell fences, and the code a shell or a
// batch file hands to `powershell -enc/-c`): turns what a script does into facts. One parse, one
// collecting walk (assignments, loops, functions, aliases, property writes, calls on variables) and one
// visiting walk over commands and method calls. Expressions are evaluated lazily into values that keep
// known text, decodings and taint: quoted and here-strings with `$var`/`$(…)` expansion and backtick
// escapes, `+`, `-f`, `-join`, `-replace`, `-split`, `[char]`/`[char[]]` casts, string methods, index
// ranges and reversal, base64 through [Convert], [Text.Encoding] and GZip/Deflate streams, ForEach-Object
// blocks over `$_`, variables (flow-insensitive: every assignment is a candidate, `+=` accumulates) and
// `$env:`. Commands are bound like PowerShell binds them (aliases, parameter prefixes, splatting,
// pipeline input) and classified through one table; native programs go to the shell's argv analysis.
import { isMinerText, sourceOfCommand } from "../knowledge/commands";
import { isSecretEnvName } from "../knowledge/env";
import { deleteScopeOfPath, placeOfPath, sourceOfPath } from "../knowledge/paths";
import type { SyntaxNode } from "../parse/syntax";
import type { Analyzer, Extractor, Snippet } from "./extract";
import { analyzeArgv } from "./shell";
import { HOLE, HOLE_START, type Decoding, type Fact, type Folded, type PrivilegeKind, type Taint } from "./types";
import { bytesToText, concat, decodeBase64Bytes, inflateBytes, known, safeCodePoint, unknown, withTaint } from "./values";

// ---------------------------------------------------------------------------------------------
// Values

type Str = { k: "str"; f: Folded; fetched?: string };
type Bytes = { k: "bytes"; b: Uint8Array | null; taint: Taint[]; via: Decoding[]; fetched?: string };
type Num = { k: "num"; n: number; taint: Taint[]; via: Decoding[] };
type Arr = { k: "arr"; items: Val[]; open: boolean; taint: Taint[] };
type Hash = { k: "hash"; keys: string[]; vals: Val[]; taint: Taint[] };
/** A .NET or COM object (`type` lower-case without `system.`), or a type itself (`type:convert`). */
type Obj = { k: "obj"; type: string; args: Val[]; taint: Taint[]; fetched?: string; name?: string };
/** A script block: a literal in the file (`node`), or code built from a string. */
type Block = { k: "block"; code: Folded; node: SyntaxNode | null; fetched?: string };
type Alt = { k: "alt"; alts: Val[] };
type Val = Str | Bytes | Num | Arr | Hash | Obj | Block | Alt;

/** Bounds: work per snippet, recursion of the evaluator, items kept in arrays and alternatives. */
const MAX_WORK = 300_000;
const MAX_NEST = 120;
const MAX_ITEMS = 65_536;
const MAX_ALTS = 8;

function str(text: string, via: readonly Decoding[] = []): Str {
  return { k: "str", f: known(text, via) };
}

function unk(taint: readonly Taint[] = [], fetched?: string): Str {
  const v: Str = { k: "str", f: unknown(taint) };
  if (fetched) v.fetched = fetched;
  return v;
}

function fromF(f: Folded, fetched?: string): Str {
  return fetched ? { k: "str", f, fetched } : { k: "str", f };
}

function num(n: number, taint: readonly Taint[] = [], via: readonly Decoding[] = []): Num {
  return { k: "num", n, taint: [...taint], via: [...via] };
}

function arr(items: Val[], open = false, taint: readonly Taint[] = []): Arr {
  return { k: "arr", items: items.slice(0, MAX_ITEMS), open: open || items.length > MAX_ITEMS, taint: [...taint] };
}

function alt(cands: readonly Val[]): Val {
  const out: Val[] = [];
  const keys = new Set<string>();
  for (const c of cands) {
    for (const a of c.k === "alt" ? c.alts : [c]) {
      const key = a.k === "str" ? `s${a.f.text}` : a.k === "num" ? `n${a.n}` : null;
      if (key !== null && keys.has(key)) continue;
      if (key !== null) keys.add(key);
      if (out.length < MAX_ALTS) out.push(a);
    }
  }
  return out.length === 1 ? out[0]! : out.length ? { k: "alt", alts: out } : unk();
}

function alts(v: Val): Val[] {
  return v.k === "alt" ? v.alts : [v];
}

function mergeTaint(a: readonly Taint[], b: readonly Taint[]): Taint[] {
  if (!b.length) return [...a];
  const out = [...a];
  for (const t of b) if (!out.some((o) => o.source === t.source && o.detail === t.detail)) out.push(t);
  return out.slice(0, 16);
}

function taintOf(v: Val, depth = 0): Taint[] {
  switch (v.k) {
    case "str": return v.f.taint;
    case "bytes": case "num": case "obj": return v.taint;
    case "block": return v.code.taint;
    case "arr": case "hash": {
      let t = [...v.taint];
      if (depth < 3) for (const i of (v.k === "arr" ? v.items : v.vals).slice(0, 64)) t = mergeTaint(t, taintOf(i, depth + 1));
      return t;
    }
    case "alt": return v.alts.reduce<Taint[]>((t, a) => mergeTaint(t, taintOf(a, depth + 1)), []);
  }
}

function fetchedOf(v: Val, depth = 0): string | undefined {
  if (v.k === "str" || v.k === "bytes" || v.k === "obj" || v.k === "block") return v.fetched;
  if (depth > 3) return undefined;
  if (v.k === "arr") for (const i of v.items.slice(0, 32)) { const f = fetchedOf(i, depth + 1); if (f) return f; }
  if (v.k === "alt") for (const a of v.alts) { const f = fetchedOf(a, depth + 1); if (f) return f; }
  return undefined;
}

function viaOf(v: Val): Decoding[] {
  return v.k === "bytes" || v.k === "num" ? v.via : v.k === "str" ? v.f.via : v.k === "block" ? v.code.via : toF(v).via;
}

/** Adds a decoding to a value's record of how it was recovered. */
function withVia(v: Val, how: Decoding): Val {
  switch (v.k) {
    case "str": return v.f.via.includes(how) ? v : { ...v, f: { ...v.f, via: [...v.f.via, how] } };
    case "bytes": case "num": return v.via.includes(how) ? v : { ...v, via: [...v.via, how] };
    case "alt": return { k: "alt", alts: v.alts.map((a) => withVia(a, how)) };
    default: return v;
  }
}

function addTaint(v: Val, taint: readonly Taint[]): Val {
  if (!taint.length) return v;
  switch (v.k) {
    case "str": return { ...v, f: withTaint(v.f, taint) };
    case "block": return { ...v, code: withTaint(v.code, taint) };
    case "alt": return { k: "alt", alts: v.alts.map((a) => addTaint(a, taint)) };
    default: return { ...v, taint: mergeTaint(v.taint, taint) };
  }
}

/** The value as text, as PowerShell turns it into a string (arrays join with spaces). */
function toF(v: Val, depth = 0): Folded {
  switch (v.k) {
    case "str": return v.f;
    case "num": return { ...known(String(v.n), v.via), taint: v.taint };
    case "bytes": return v.b ? { ...known(bytesToText(v.b), v.via), taint: v.taint } : { ...unknown(v.taint), via: v.via };
    case "block": return v.code;
    case "arr": {
      if (depth > 3) return unknown(taintOf(v));
      const parts: Folded[] = [];
      for (const i of v.items) {
        if (parts.length) parts.push(known(" "));
        parts.push(toF(i, depth + 1));
      }
      if (v.open) parts.push(unknown());
      return withTaint(concat(parts), v.taint);
    }
    case "hash": case "obj": return unknown(taintOf(v));
    case "alt": return toF(v.alts.find((a) => !(a.k === "str" && a.f.text === HOLE)) ?? v.alts[0]!, depth + 1);
  }
}

function textOf(v: Val): string {
  return toF(v).text;
}

/** Exact text of a value, or null when any part is unknown. */
function exactText(v: Val): string | null {
  const f = toF(v);
  return f.exact ? f.text : null;
}

/** The items of a value used as a collection (a string is one item; bytes are numbers). */
function itemsOf(v: Val): Val[] {
  if (v.k === "arr") return v.items;
  if (v.k === "bytes" && v.b) return Array.from(v.b.subarray(0, MAX_ITEMS), (n) => num(n, v.taint, v.via));
  if (v.k === "alt") return itemsOf(v.alts[0]!);
  if (v.k === "hash") return v.vals;
  return [v];
}

function numOf(v: Val): number | null {
  if (v.k === "num") return v.n;
  if (v.k === "str" && v.f.exact) {
    const t = v.f.text.trim();
    if (/^0x[0-9a-f]+$/i.test(t)) return parseInt(t, 16);
    if (/^-?\d+(?:\.\d+)?$/.test(t)) return Number(t);
    if (t.length === 1) return null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// State and the collecting walk

/** One candidate value of a variable: an assignment, a loop variable, a parameter default, Set-Variable. */
type Binding = { node: SyntaxNode; op: "=" | "+=" | "foreach" | "default" | "other" };

type Fn = { name: string; node: SyntaxNode; params: string[] };

type Ps = {
  snippet: Snippet;
  analyzer: Analyzer;
  src: string;
  vars: Map<string, Binding[]>;
  /** `$x.Prop = value` (key `x.prop`), for objects built property by property (ProcessStartInfo, shortcuts). */
  props: Map<string, SyntaxNode[]>;
  /** Method calls on a variable (`$s.Read($buf…)`, `$gz.CopyTo($out)`, `$x.open('GET', $u)`), by variable. */
  calls: Map<string, SyntaxNode[]>;
  functions: Map<string, Fn>;
  /** Commands calling a function of the snippet, by function name (for its parameters). */
  fnCalls: Map<string, SyntaxNode[]>;
  /** Parameters of the snippet's functions: variable → (function, position). */
  params: Map<string, { fn: string; index: number }[]>;
  aliases: Map<string, SyntaxNode>;
  /** Command elements that are the argument list of a method call in the command's name. */
  consumed: Set<SyntaxNode>;
  /** Variables reversed in place by [array]::Reverse. */
  reversed: Set<string>;
  /** `$stream.Read($buf, …)`: the buffer a stream reads into, by variable (socket data in a reverse shell). */
  readInto: Map<string, SyntaxNode>;
  /** `$src.CopyTo($dst)`: the stream copied into a variable (decompression into a MemoryStream). */
  copyTo: Map<string, SyntaxNode>;
  memo: Map<SyntaxNode, Val>;
  /** Values of variables and of function outputs, by name (when no loop or `$_` context applies). */
  varMemo: Map<string, Val>;
  active: Set<SyntaxNode>;
  activeNames: Set<string>;
  /** `$_` inside ForEach-Object blocks, and loop variables bound while a `+=` loop is unrolled. */
  underscore: Val[];
  loop: Map<string, Val>;
  /** Files the script downloaded (normalised path → URL) and wrote (normalised path → content). */
  downloads: Map<string, string>;
  written: Map<string, Folded>;
  seen: Set<string>;
  work: number;
  nest: number;
  minerMarks: boolean;
};

function newState(snippet: Snippet, analyzer: Analyzer, src: string): Ps {
  return {
    snippet, analyzer, src, vars: new Map(), props: new Map(), calls: new Map(), functions: new Map(), fnCalls: new Map(), params: new Map(),
    aliases: new Map(), consumed: new Set(), reversed: new Set(), copyTo: new Map(), readInto: new Map(), memo: new Map(), varMemo: new Map(), active: new Set(), activeNames: new Set(), underscore: [], loop: new Map(), downloads: new Map(),
    written: new Map(), seen: new Set(), work: 0, nest: 0, minerMarks: src.length > 60_000 || isMinerText(src),
  };
}

// The expression grammar nests every operand ten levels deep (logical → bitwise → comparison →
// additive → … → unary); a node of these kinds with one named child stands for that child.
const PASS = new Set([
  "pipeline", "pipeline_chain", "logical_expression", "bitwise_expression", "comparison_expression", "additive_expression",
  "multiplicative_expression", "format_expression", "range_expression", "array_literal_expression", "unary_expression",
  "argument_expression", "logical_argument_expression", "bitwise_argument_expression", "comparison_argument_expression",
  "additive_argument_expression", "multiplicative_argument_expression", "format_argument_expression", "range_argument_expression",
  "string_literal", "left_assignment_expression", "key_expression", "while_condition", "statement_list", "script_block_body",
  "command_name_expr", "path_command_name", "redirected_file_name", "argument_expression_list", "script_parameter_default",
]);

function named(n: SyntaxNode): SyntaxNode[] {
  return n.children.filter((c) => c.named && c.type !== "comment");
}

function unwrap(n: SyntaxNode): SyntaxNode {
  for (;;) {
    if (!PASS.has(n.type)) return n;
    const kids = named(n);
    if (kids.length !== 1 || kids[0]!.type === "command_argument_sep") return n;
    n = kids[0]!;
  }
}

function textAt(s: Ps, n: SyntaxNode): string {
  return s.src.slice(n.start, n.end);
}

/** `$Name`, `${Name}`, `$script:Name`, `@Name` → `name` (`env:name` kept for the environment). */
function varName(raw: string): string {
  let t = raw.replace(/^[$@]/, "");
  if (t.startsWith("{") && t.endsWith("}")) t = t.slice(1, -1);
  t = t.toLowerCase().replace(/^(?:script|global|local|private|using|variable):/, "");
  return t;
}

/** A command's name as PowerShell resolves it: backticks dropped, case folded, a path's `.exe` kept off. */
function commandName(raw: string): string {
  return raw.replace(/`/g, "").replace(/^['"]|['"]$/g, "").toLowerCase();
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) {
    if (list.length < 256) list.push(v);
  } else m.set(k, [v]);
}

function collect(s: Ps, root: SyntaxNode): void {
  const stack: SyntaxNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (++s.work > MAX_WORK) return;
    switch (n.type) {
      case "assignment_expression": {
        const left = n.children.find((c) => c.type === "left_assignment_expression");
        const value = n.children.find((c) => c.field === "value");
        const op = n.children.find((c) => c.type === "assignement_operator");
        if (!left || !value) break;
        const target = unwrap(left);
        const kind = op && textAt(s, op) === "+=" ? "+=" : op && textAt(s, op) === "=" ? "=" : "other";
        if (target.type === "variable") push(s.vars, varName(textAt(s, target)), { node: value, op: kind });
        else if (target.type === "member_access") {
          const recv = unwrap(target.children[0]!);
          const member = target.children.find((c) => c.type === "member_name");
          if (recv.type === "variable" && member) push(s.props, `${varName(textAt(s, recv))}.${textAt(s, member).toLowerCase()}`, value);
        } else if (target.type === "cast_expression") {
          // [string]$x = …
          const v = named(target).find((c) => unwrap(c).type === "variable");
          if (v) push(s.vars, varName(textAt(s, unwrap(v))), { node: value, op: kind });
        }
        break;
      }
      case "foreach_statement": {
        const v = n.children.find((c) => c.type === "variable");
        const coll = n.children.find((c) => c.type === "pipeline");
        if (v && coll) push(s.vars, varName(textAt(s, v)), { node: coll, op: "foreach" });
        break;
      }
      case "function_statement":
        collectFunction(s, n);
        break;
      case "script_parameter": {
        const v = n.children.find((c) => c.type === "variable");
        const d = n.children.find((c) => c.type === "script_parameter_default");
        if (v && d) push(s.vars, varName(textAt(s, v)), { node: d, op: "default" });
        break;
      }
      case "command":
        collectCommand(s, n);
        break;
      case "invokation_expression": {
        const recv = unwrap(n.children[0]!);
        if (recv.type === "variable") push(s.calls, varName(textAt(s, recv)), n);
        const method = (memberOf(s, n) ?? "").toLowerCase();
        const a = method === "copyto" || method === "read" || method === "readasync" ? firstArg(n) : null;
        if (a?.type === "variable") (method === "copyto" ? s.copyTo : s.readInto).set(varName(textAt(s, a)), recv);
        else if (recv.type === "type_literal" && /^(?:system\.)?array$/i.test(typeText(s, recv)) && /^reverse$/i.test(memberOf(s, n) ?? "")) {
          const a = firstArg(n);
          if (a && a.type === "variable") s.reversed.add(varName(textAt(s, a)));
        }
        break;
      }
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}

function collectFunction(s: Ps, n: SyntaxNode): void {
  const nameNode = n.children.find((c) => c.type === "function_name");
  if (!nameNode) return;
  const params: string[] = [];
  const decl = n.children.find((c) => c.type === "function_parameter_declaration") ?? n.children.find((c) => c.type === "script_block")?.children.find((c) => c.type === "param_block");
  const list = decl?.children.find((c) => c.type === "parameter_list");
  for (const p of list?.children ?? []) {
    const v = p.type === "script_parameter" ? p.children.find((c) => c.type === "variable") : null;
    if (v) params.push(varName(textAt(s, v)));
  }
  const name = textAt(s, nameNode).toLowerCase();
  s.functions.set(name, { name, node: n, params });
  params.forEach((p, index) => push(s.params, p, { fn: name, index }));
}

/** Aliases and Set-Variable bindings; calls of the snippet's own functions. */
function collectCommand(s: Ps, n: SyntaxNode): void {
  const nameNode = n.children.find((c) => c.field === "command_name");
  if (!nameNode || nameNode.type !== "command_name") return;
  const name = commandName(textAt(s, nameNode));
  const canon = canonical(name);
  if (!SPECS.has(canon)) push(s.fnCalls, name, n);
  if (canon !== "set-alias" && canon !== "new-alias" && canon !== "set-variable" && canon !== "new-variable") return;
  const groups = argGroups(s, n);
  const bound = bindGroups(s, groups, SPECS.get(canon)!);
  const target = bound.named.get("name")?.[0];
  const value = bound.named.get("value")?.[0];
  if (!target || !value || target.length !== 1) return;
  const key = exactText(evGroup(s, target));
  if (!key) return;
  if (canon.endsWith("alias")) s.aliases.set(key.toLowerCase(), value[0]!);
  else push(s.vars, varName(key), { node: value[0]!, op: "=" });
}

// ---------------------------------------------------------------------------------------------
// Commands: aliases, parameter tables, binding

const ALIASES: Readonly<Record<string, string>> = {
  iex: "invoke-expression", iwr: "invoke-webrequest", irm: "invoke-restmethod", curl: "invoke-webrequest", wget: "invoke-webrequest",
  icm: "invoke-command", saps: "start-process", start: "start-process", sajb: "start-job", sal: "set-alias", nal: "new-alias",
  sv: "set-variable", set: "set-variable", nv: "new-variable", gv: "get-variable", gci: "get-childitem", dir: "get-childitem",
  ls: "get-childitem", gi: "get-item", gc: "get-content", cat: "get-content", type: "get-content", sc: "set-content", ac: "add-content",
  rm: "remove-item", del: "remove-item", ri: "remove-item", rmdir: "remove-item", rd: "remove-item", erase: "remove-item",
  cp: "copy-item", copy: "copy-item", cpi: "copy-item", mv: "move-item", move: "move-item", mi: "move-item", ni: "new-item",
  sp: "set-itemproperty", gp: "get-itemproperty", echo: "write-output", write: "write-output", "%": "foreach-object",
  foreach: "foreach-object", "?": "where-object", where: "where-object", gcm: "get-command", gal: "get-alias", ipmo: "import-module",
  gcb: "get-clipboard", select: "select-object", sort: "sort-object", ft: "format-table", fl: "format-list", tee: "tee-object",
  iwmi: "invoke-wmimethod", gwmi: "get-wmiobject", gcim: "get-ciminstance", rcim: "remove-ciminstance", ii: "invoke-item",
  epcsv: "export-csv", spsv: "stop-service", gsv: "get-service", "write-host": "write-host",
};

type Spec = { pos: string[]; values: Set<string>; switches: Set<string> };

// Parameters of the cmdlets the table knows: "positional,… | value-taking,… | switches,…" (lower case;
// positional parameters take values too). A parameter may be abbreviated to any unique prefix.
const SPEC_TEXT: Readonly<Record<string, string>> = {
  "invoke-expression": "command||",
  "invoke-webrequest": "uri|method,body,headers,infile,outfile,contenttype,form,useragent,credential,websession,sessionvariable,timeoutsec,maximumredirection,proxy,certificate,token,authentication,custommethod,transferencoding|usebasicparsing,skipcertificatecheck,usedefaultcredentials,disablekeepalive,resume",
  "start-process": "filepath,argumentlist|windowstyle,verb,workingdirectory,redirectstandardinput,redirectstandardoutput,redirectstandarderror,credential|nonewwindow,wait,loaduserprofile,usenewenvironment",
  "invoke-command": "scriptblock,argumentlist|computername,filepath,session,credential,hostname,containerid|asjob,noNewScope,enablenetworkaccess",
  "start-job": "scriptblock,argumentlist|filepath,name,initializationscript,credential|",
  "set-alias": "name,value|scope,option,description|",
  "set-variable": "name,value|scope,option,visibility,description|",
  "get-variable": "name|scope|valueonly",
  "get-childitem": "path,filter|literalpath,include,exclude,depth,attributes|recurse,name,directory,file,hidden,followsymlink",
  "get-item": "path|literalpath,stream|",
  "get-content": "path|literalpath,totalcount,tail,encoding,delimiter,readcount,stream,first,head,last|raw,wait,asbytestream",
  "set-content": "path,value|literalpath,encoding,stream|nonewline,asbytestream",
  "out-file": "filepath,encoding|literalpath,inputobject,width|append,noclobber,nonewline",
  "tee-object": "filepath|literalpath,inputobject,variable|append",
  "new-item": "path|name,itemtype,value,type|",
  "copy-item": "path,destination|literalpath,filter,include,exclude,tosession,fromsession|recurse,container",
  "remove-item": "path|literalpath,filter,include,exclude,stream|recurse",
  "set-itemproperty": "path,name,value|literalpath,type,propertytype|",
  "add-mppreference": "||", "set-mppreference": "||",
  "set-executionpolicy": "executionpolicy,scope||",
  "add-localgroupmember": "group,member|name,sid|",
  "register-scheduledtask": "taskname,taskpath,action,trigger|settings,principal,user,password,runlevel,description,xml,inputobject|",
  "new-scheduledtaskaction": "execute,argument,workingdirectory|id|",
  "register-scheduledjob": "name,scriptblock|filepath,trigger,argumentlist,scheduledjoboption|",
  "resolve-dnsname": "name,type,server||dnsonly,nohostsfile,tcponly,quicktimeout,noidn,norecursion,cacheonly",
  "send-mailmessage": "to,subject,body,smtpserver|from,attachments,cc,bcc,credential,port,encoding,priority,deliverynotificationoption,replyto|usessl,bodyashtml",
  "start-bitstransfer": "source,destination|transfertype,displayname,description,priority,credential,proxyusage|asynchronous,suspended",
  "foreach-object": "process|begin,end,membername,argumentlist,throttlelimit|parallel",
  "where-object": "filterscript||",
  "get-command": "name|commandtype,module,noun,verb|",
  "get-alias": "name|definition,scope|",
  "new-object": "typename,argumentlist|comobject,property|strict",
  "join-path": "path,childpath,additionalchildpath||resolve",
  "compress-archive": "path,destinationpath|literalpath,compressionlevel|update",
  "expand-archive": "path,destinationpath|literalpath|",
  "format-volume": "driveletter|filesystem,newfilesystemlabel,partition,disknumber,objectid,path|full",
  "clear-disk": "number|friendlyname,uniqueid,path,inputobject|removedata,removeoem",
  "stop-service": "name|displayname,inputobject|nowait",
  "set-service": "name|startuptype,status,displayname,description|",
  "import-module": "name|prefix,minimumversion,requiredversion,argumentlist|global,disablenamechecking",
  "invoke-item": "path|literalpath|",
  "export-csv": "path|literalpath,inputobject,delimiter,encoding|notypeinformation,append",
  "register-objectevent": "inputobject,eventname,sourceidentifier,action|messagedata|",
  "register-wmievent": "class,sourceidentifier,action|query,namespace|",
  "invoke-wmimethod": "class,name,argumentlist|path,computername,namespace,inputobject|",
  "invoke-cimmethod": "classname,methodname,arguments|inputobject,query,namespace,computername|",
  "set-wmiinstance": "class,arguments|namespace,path,computername,inputobject|",
  "new-service": "name,binarypathname|displayname,startuptype,description,credential,dependson|",
  "add-type": "typedefinition|memberdefinition,name,namespace,language,path,assemblyname,referencedassemblies,outputassembly,outputtype|passthru,ignorewarnings",
  "write-output": "inputobject||noenumerate",
  "set-netfirewallprofile": "name|enabled,defaultinboundaction,defaultoutboundaction,profile|",
  "get-clipboard": "|format|raw",
  "get-storedcredential": "target|type|aspscredential",
  "select-object": "property||",
  "out-string": "inputobject||stream",
  "convertto-json": "inputobject|depth|compress",
  "get-wmiobject": "class|namespace,filter,query,computername|",
  "get-ciminstance": "classname|namespace,filter,query,computername|",
  "remove-ciminstance": "inputobject||",
};

/** Cmdlets that take the parameters of another. */
const SAME_PARAMETERS: Readonly<Record<string, string>> = {
  "invoke-restmethod": "invoke-webrequest", "add-content": "set-content", "new-alias": "set-alias", "new-variable": "set-variable",
  "move-item": "copy-item", "new-itemproperty": "set-itemproperty", "start-threadjob": "start-job",
};

const COMMON_VALUES = new Set(["erroraction", "ea", "warningaction", "wa", "informationaction", "infa", "errorvariable", "ev", "warningvariable", "wv", "informationvariable", "iv", "outvariable", "ov", "outbuffer", "ob", "pipelinevariable", "pv", "progressaction"]);
const COMMON_SWITCHES = new Set(["verbose", "vb", "debug", "db", "whatif", "wi", "confirm", "cf", "force", "passthru"]);

const SPECS: ReadonlyMap<string, Spec> = new Map(
  [...Object.entries(SPEC_TEXT), ...Object.entries(SAME_PARAMETERS).map(([name, like]) => [name, SPEC_TEXT[like]!] as const)].map(([name, t]) => {
    const [pos = "", values = "", switches = ""] = t.split("|");
    const list = (x: string) => x.split(",").filter(Boolean);
    return [name, { pos: list(pos), values: new Set([...list(pos), ...list(values)]), switches: new Set(list(switches)) }];
  }),
);

function canonical(name: string): string {
  const base = name.includes("\\") && !/[:/]/.test(name) ? name.slice(name.lastIndexOf("\\") + 1) : name;
  return ALIASES[base] ?? base;
}

/** One argument of a command: the syntax nodes written together (no separator between them), or a value (splatting). */
type Arg = { nodes: SyntaxNode[]; val?: Val };
type Group = { isParam: boolean; colon: boolean; arg: Arg | null; node: SyntaxNode };
type Bound = { named: Map<string, SyntaxNode[][]>; vals: Map<string, Val[]>; switches: Set<string>; pos: Arg[]; params: string[] };

/** The command's elements grouped as PowerShell reads them (adjacent tokens form one argument). */
function argGroups(s: Ps, n: SyntaxNode): Group[] {
  const elements = (n.children.find((c) => c.type === "foreach_command") ?? n).children.find((c) => c.field === "command_elements");
  if (!elements) return [];
  if (elements.type === "script_block_expression") return [{ isParam: false, colon: false, arg: { nodes: [elements] }, node: elements }];
  const out: Group[] = [];
  let current: Group | null = null;
  let colon = false;
  for (const c of elements.children) {
    if (c.type === "command_argument_sep") {
      if (s.src.slice(c.start, c.end) === ":" && out.length && out[out.length - 1]!.isParam && current === null) colon = true;
      current = null;
      continue;
    }
    if (c.type === "redirection" || c.type === "comment" || s.consumed.has(c)) {
      current = null;
      continue;
    }
    if (c.type === "command_parameter") {
      current = null;
      out.push({ isParam: true, colon: false, arg: null, node: c });
      continue;
    }
    if (current) current.arg!.nodes.push(c);
    else {
      current = { isParam: false, colon, arg: { nodes: [c] }, node: c };
      out.push(current);
    }
    colon = false;
  }
  return out;
}

/** Binds a command's groups to the parameters of `spec` (unique prefixes, `-Name:value`, common parameters). */
function bindGroups(s: Ps, groups: readonly Group[], spec: Spec | undefined): Bound {
  const b: Bound = { named: new Map(), vals: new Map(), switches: new Set(), pos: [], params: [] };
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    if (!g.isParam) {
      const only = g.arg!.nodes.length === 1 ? unwrap(g.arg!.nodes[0]!) : null;
      if (only?.type === "variable" && textAt(s, only).startsWith("@")) {
        splat(s, b, lookupVariable(s, textAt(s, only)));
        continue;
      }
      b.pos.push(g.arg!);
      continue;
    }
    const raw = textAt(s, g.node);
    const hasColon = raw.endsWith(":");
    const name = matchParam(raw.replace(/^[-\u2013\u2014]+/, "").replace(/:$/, "").toLowerCase(), spec);
    b.params.push(name);
    const next = groups[i + 1];
    if (next && !next.isParam && (hasColon || next.colon || !isSwitchLike(spec, name))) {
      const list = b.named.get(name) ?? [];
      list.push(next.arg!.nodes);
      b.named.set(name, list);
      i++;
    } else b.switches.add(name);
  }
  // Positional arguments fill the positional parameters that were not named.
  if (spec) {
    let at = 0;
    for (const p of spec.pos) {
      if (b.named.has(p) || b.vals.has(p)) continue;
      const a = b.pos[at++];
      if (!a) break;
      if (a.val) b.vals.set(p, [a.val]);
      else b.named.set(p, [a.nodes]);
    }
  }
  return b;
}

/** Known switches never take a value (unless written `-Switch:$false`); other parameters do. */
function isSwitchLike(spec: Spec | undefined, name: string): boolean {
  if (spec?.switches.has(name) || COMMON_SWITCHES.has(name)) return true;
  return !spec?.values.has(name) && !COMMON_VALUES.has(name) && SWITCH_WORDS.has(name);
}

const SWITCH_WORDS = new Set(["recurse", "force", "wait", "raw", "append", "usebasicparsing", "nonewwindow", "passthru", "silent", "quiet", "noprofile", "nop"]);

function matchParam(name: string, spec: Spec | undefined): string {
  if (!spec) return name;
  if (spec.values.has(name) || spec.switches.has(name) || COMMON_VALUES.has(name) || COMMON_SWITCHES.has(name)) return name;
  let found: string | null = null;
  for (const set of [spec.values, spec.switches]) {
    for (const p of set) {
      if (!p.startsWith(name)) continue;
      if (found && found !== p) return name;
      found = p;
    }
  }
  if (found) return found;
  for (const p of COMMON_SWITCHES) if (p.startsWith(name) && p.length > 2) return p;
  return name;
}

/** `@params`: a hashtable names parameters, an array gives positional arguments. */
function splat(s: Ps, b: Bound, v: Val): void {
  const one = v.k === "alt" ? v.alts[0]! : v;
  if (one.k === "hash") {
    one.keys.forEach((k, i) => {
      const key = k.toLowerCase();
      const val = one.vals[i]!;
      if (val.k === "num" && (val.n === 1 || val.n === 0) && SWITCH_WORDS.has(key)) b.switches.add(key);
      else b.vals.set(key, [val]);
      b.params.push(key);
    });
  } else if (one.k === "arr") for (const item of one.items.slice(0, 64)) b.pos.push({ nodes: [], val: item });
  else b.pos.push({ nodes: [], val: one });
}

/** The value given to a parameter (`-Uri x`, a positional, or a splatted entry), or null. */
function param(s: Ps, b: Bound, ...names: string[]): Val | null {
  for (const name of names) {
    const v = b.vals.get(name)?.[0];
    if (v) return v;
    const nodes = b.named.get(name)?.[0];
    if (nodes) return evGroup(s, nodes);
  }
  return null;
}

function argVal(s: Ps, a: Arg): Val {
  return a.val ?? evGroup(s, a.nodes);
}

/** Whether a switch is on (`-Recurse`, `-Recurse:$true`; not `-Recurse:$false`). */
function hasSwitch(s: Ps, b: Bound, ...names: string[]): boolean {
  return names.some((n) => {
    if (b.switches.has(n)) return true;
    const v = param(s, b, n);
    return v !== null && !/^(?:false|0)$/i.test(textOf(v));
  });
}

// ---------------------------------------------------------------------------------------------
// Evaluation

function ev(s: Ps, node: SyntaxNode): Val {
  const n = unwrap(node);
  if (++s.work > MAX_WORK || s.nest > MAX_NEST) return unk();
  // `$_` and unrolled loop variables change what a node means; only context-free values are kept.
  const memoable = s.underscore.length === 0 && s.loop.size === 0;
  if (memoable) {
    const cached = s.memo.get(n);
    if (cached) return cached;
  }
  if (s.active.has(n)) return unk();
  s.active.add(n);
  s.nest++;
  let v: Val;
  try {
    v = evNode(s, n);
  } finally {
    s.nest--;
    s.active.delete(n);
  }
  if (memoable) s.memo.set(n, v);
  return v;
}

function evNode(s: Ps, n: SyntaxNode): Val {
  const kids = named(n);
  switch (n.type) {
    case "verbatim_string_characters":
      return str(verbatim(textAt(s, n)));
    case "verbatim_here_string_characters":
      return str(hereBody(textAt(s, n)));
    case "expandable_string_literal":
    case "expandable_here_string_literal":
      return expandString(s, n);
    case "decimal_integer_literal":
    case "hexadecimal_integer_literal":
    case "integer_literal":
    case "real_literal":
      return numLiteral(textAt(s, n));
    case "variable": {
      // Inside `foreach ($x in …)`, $x is the loop's item whatever else the script assigns to the same name.
      const loop = enclosingForeach(s, n, varName(textAt(s, n)));
      if (loop && !s.loop.has(varName(textAt(s, n)))) return withVia(alt(itemsOf(ev(s, loop)).slice(0, MAX_ALTS)), "variable");
      return lookupVariable(s, textAt(s, n), n.row);
    }
    case "generic_token":
    case "command_name":
    case "path_command_name":
      return bareword(s, textAt(s, n), n.row);
    case "command_parameter":
      return str(textAt(s, n));
    case "sub_expression":
    case "array_expression": {
      const list = n.children.find((c) => c.type === "statement_list");
      const vals = list ? named(list).filter((c) => c.type !== "empty_statement").map((c) => ev(s, c)) : [];
      if (n.type === "array_expression") return vals.length === 1 && vals[0]!.k === "arr" ? vals[0]! : arr(vals);
      return vals.length === 1 ? vals[0]! : vals.length ? arr(vals) : str("");
    }
    case "parenthesized_expression":
      return kids[0] ? ev(s, kids[0]) : unk();
    case "array_literal_expression":
      return arr(kids.map((c) => ev(s, c)));
    case "additive_expression":
      return kids.length === 2 ? add(ev(s, kids[0]!), ev(s, kids[1]!), opText(s, n) === "-") : unk();
    case "multiplicative_expression":
      return kids.length === 2 ? multiply(ev(s, kids[0]!), ev(s, kids[1]!), opText(s, n)) : unk();
    case "format_expression":
      return kids.length >= 2 ? format(ev(s, kids[0]!), ev(s, kids[kids.length - 1]!)) : unk();
    case "comparison_expression": {
      const op = n.children.find((c) => c.type === "comparison_operator");
      return kids.length >= 2 && op ? binary(s, textAt(s, op).toLowerCase(), ev(s, kids[0]!), ev(s, kids[kids.length - 1]!)) : unk();
    }
    case "bitwise_expression": {
      const op = opText(s, n).toLowerCase();
      return kids.length === 2 ? bitwise(op, ev(s, kids[0]!), ev(s, kids[1]!)) : unk();
    }
    case "expression_with_unary_operator": {
      const first = n.children[0];
      if (!first || first.named) return kids[0] ? ev(s, kids[0]) : unk();
      return unary(s, textAt(s, first).toLowerCase(), kids[0] ? ev(s, kids[0]) : unk());
    }
    case "cast_expression": {
      const t = n.children.find((c) => c.type === "type_literal");
      const operand = kids.find((c) => c !== t);
      return t && operand ? cast(s, typeText(s, t), ev(s, operand)) : unk();
    }
    case "type_literal":
      return { k: "obj", type: `type:${normType(typeText(s, n))}`, args: [], taint: [] };
    case "member_access":
      return memberAccess(s, n);
    case "invokation_expression":
      return invocation(s, n);
    case "element_access":
      return elementAccess(s, n);
    case "range_expression":
      return kids.length === 2 ? range(ev(s, kids[0]!), ev(s, kids[1]!)) : unk();
    case "hash_literal_expression":
      return hashLiteral(s, n);
    case "script_block_expression":
      return { k: "block", code: known(blockBody(s, n)), node: n };
    case "assignment_expression": {
      const value = n.children.find((c) => c.field === "value");
      return value ? ev(s, value) : unk();
    }
    case "command":
    case "foreach_command":
      return commandOutput(s, n, pipeInput(s, n));
    case "pipeline_chain":
      return kids.length ? ev(s, kids[kids.length - 1]!) : unk();
    case "pipeline":
      return kids.length === 1 ? ev(s, kids[0]!) : unk();
    default:
      return unk();
  }
}

function opText(s: Ps, n: SyntaxNode): string {
  const op = n.children.find((c) => !c.named);
  return op ? textAt(s, op) : "";
}

function numLiteral(t: string): Val {
  const m = /^(0x[0-9a-f]+|0b[01]+|[0-9]*\.?[0-9]+(?:e[+-]?\d+)?)(?:[lud]|kb|mb|gb|tb|pb)?$/i.exec(t.trim());
  if (!m) return str(t);
  const body = m[1]!.toLowerCase();
  const n = body.startsWith("0x") ? parseInt(body.slice(2), 16) : body.startsWith("0b") ? parseInt(body.slice(2), 2) : Number(body);
  return Number.isFinite(n) ? num(n) : str(t);
}

/** A single-quoted string: no expansion, `''` is a quote (any of PowerShell's single-quote characters). */
function verbatim(t: string): string {
  const body = t.length >= 2 ? t.slice(1, -1) : t;
  return body.includes("'") || /[\u2018\u2019\u201a\u201b]/.test(body) ? body.replace(/(['\u2018\u2019\u201a\u201b])\1/g, "$1") : body;
}

/** The body of a here-string: between the line after `@'`/`@"` and the line of the closing `'@`/`"@`. */
function hereBody(t: string): string {
  const open = t.indexOf("\n");
  const close = t.lastIndexOf("\n");
  if (open < 0 || close <= open) return "";
  return t.slice(open + 1, close).replace(/\r$/, "");
}

const ESCAPES: Readonly<Record<string, string>> = { "0": "\0", a: "\x07", b: "\b", e: "\x1b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };

/** Literal text of an expandable string or bareword: backtick escapes (a backtick before a plain letter only hides it). */
function unescapeText(t: string, doubleQuoted: boolean): Folded {
  if (!t.includes("`") && !(doubleQuoted && t.includes('""'))) return known(t);
  let hidden = false;
  let out = t.replace(/`(u\{[0-9a-fA-F]{1,6}\}|[\s\S])/g, (_, c: string) => {
    if (c.startsWith("u{") && c.length > 2) {
      const ch = safeCodePoint(parseInt(c.slice(2, -1), 16));
      if (/[\w.:/\\-]/.test(ch)) hidden = true;
      return ch;
    }
    const e = ESCAPES[c];
    if (e !== undefined) return e;
    if (/[A-Za-z0-9]/.test(c)) hidden = true;
    return c;
  });
  if (doubleQuoted) out = out.replace(/""/g, '"');
  return known(out, hidden ? ["escape"] : []);
}

/** A double-quoted string or here-string: literal runs, `$var`, `${var}` and `$(…)` in order. */
function expandString(s: Ps, n: SyntaxNode): Val {
  const raw = textAt(s, n);
  let from = n.start + 1;
  let to = n.end - 1;
  if (n.type === "expandable_here_string_literal") {
    const open = raw.indexOf("\n");
    const close = raw.lastIndexOf("\n");
    if (open < 0 || close <= open) return str("");
    from = n.start + open + 1;
    to = n.start + close - (raw[close - 1] === "\r" ? 1 : 0);
  }
  const parts: Folded[] = [];
  let fetched: string | undefined;
  let pos = from;
  for (const c of n.children) {
    if (!c.named || c.start < from || c.end > to) continue;
    if (c.start > pos) parts.push(unescapeText(s.src.slice(pos, c.start), true));
    const v = ev(s, c);
    fetched ??= fetchedOf(v);
    parts.push(toF(v));
    pos = c.end;
  }
  if (pos < to) parts.push(unescapeText(s.src.slice(pos, to), true));
  return fromF(parts.length === 1 ? parts[0]! : concat(parts), fetched);
}

/** A bareword command argument: PowerShell expands `$var`, `${var}` and `$(…)` in it too. */
function bareword(s: Ps, t: string, row: number): Val {
  if (!t.includes("$")) return fromF(unescapeText(t, false));
  const parts: Folded[] = [];
  const re = /\$\{([^}]+)\}|\$((?:env:)?[\w]+(?::[\w]+)?)|\$\(/g;
  let last = 0;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    if (m.index > 0 && t[m.index - 1] === "`") continue;
    parts.push(unescapeText(t.slice(last, m.index), false));
    if (m[0] === "$(") {
      let depth = 1;
      let i = re.lastIndex;
      for (; i < t.length && depth; i++) depth += t[i] === "(" ? 1 : t[i] === ")" ? -1 : 0;
      parts.push(unknown());
      re.lastIndex = i;
    } else parts.push(toF(lookupVariable(s, m[0], row)));
    last = re.lastIndex;
  }
  parts.push(unescapeText(t.slice(last), false));
  return fromF(concat(parts));
}

// ---------------------------------------------------------------------------------------------
// Variables

const SHELL_ID = "Microsoft.PowerShell";
const PS_HOME = "C:\\Windows\\System32\\WindowsPowerShell\\v1.0";
const PROFILE = "~\\Documents\\WindowsPowerShell\\Microsoft.PowerShell_profile.ps1";

// Automatic variables with fixed values (obfuscators index into them: `$ShellId[1]+$ShellId[13]+'x'`).
const AUTOMATIC: Readonly<Record<string, string>> = {
  shellid: SHELL_ID, pshome: PS_HOME, home: "~", profile: PROFILE, verbosepreference: "SilentlyContinue", debugpreference: "SilentlyContinue",
  erroractionpreference: "Continue", warningpreference: "Continue", confirmpreference: "High", true: "True", false: "False", null: "", ofs: " ",
};

// Environment variables with conventional values, so paths classify (`$env:APPDATA\…` → ~/AppData/Roaming/…).
const ENV_VALUES: Readonly<Record<string, string>> = {
  userprofile: "~", home: "~", homepath: "~", appdata: "~\\AppData\\Roaming", localappdata: "~\\AppData\\Local", temp: "$env:TEMP", tmp: "$env:TEMP",
  programdata: "C:\\ProgramData", allusersprofile: "C:\\ProgramData", windir: "C:\\Windows", systemroot: "C:\\Windows", comspec: "C:\\WINDOWS\\system32\\cmd.exe",
  programfiles: "C:\\Program Files", "programfiles(x86)": "C:\\Program Files (x86)", systemdrive: "C:", homedrive: "C:", public: "C:\\Users\\Public",
  psmodulepath: "$env:PSModulePath", path: "$env:PATH",
};

const HOST_INFO_ENV = new Set(["username", "computername", "userdomain", "logonserver", "userdnsdomain", "processor_identifier"]);

/** The collection of the `foreach` a use of `name` sits in, when that loop's variable is `name`. */
function enclosingForeach(s: Ps, n: SyntaxNode, name: string): SyntaxNode | null {
  let child = n;
  for (let p = n.parent, depth = 0; p && depth < 40; child = p, p = p.parent, depth++) {
    if (p.type === "function_statement") return null;
    if (p.type !== "foreach_statement") continue;
    const v = p.children.find((c) => c.type === "variable");
    const coll = p.children.find((c) => c.type === "pipeline");
    if (v && coll && child !== v && child !== coll && varName(textAt(s, v)) === name) return coll;
  }
  return null;
}

function lookupVariable(s: Ps, raw: string, row = 0): Val {
  const name = varName(raw);
  if (name === "_" || name === "psitem" || s.loop.has(name) || s.underscore.length || s.loop.size) return lookupUncached(s, name, row);
  const cached = s.varMemo.get(name);
  if (cached) return cached;
  if (s.activeNames.has(name)) return unk();
  s.activeNames.add(name);
  let v: Val;
  try {
    v = lookupUncached(s, name, row);
  } finally {
    s.activeNames.delete(name);
  }
  s.varMemo.set(name, v);
  return v;
}

function lookupUncached(s: Ps, name: string, row: number): Val {
  if (name === "_" || name === "psitem") return s.underscore[s.underscore.length - 1] ?? unk();
  const looped = s.loop.get(name);
  if (looped) return looped;
  if (name.startsWith("env:")) return envValue(s, name.slice(4), row);
  const filled = s.readInto.get(name);
  if (filled) {
    // A buffer a network stream reads into holds what the peer sent.
    const stream = ev(s, filled);
    const from = fetchedOf(stream);
    if (from?.startsWith("socket://")) return { k: "bytes", b: null, taint: [], via: [], fetched: from };
  }
  const bindings = s.vars.get(name);
  if (bindings?.length) return s.reversed.has(name) ? reversed(bindingValue(s, name, bindings)) : bindingValue(s, name, bindings);
  const params = s.params.get(name);
  if (params) return paramValue(s, params);
  const auto = AUTOMATIC[name];
  if (auto !== undefined) return str(auto);
  if (name === "executioncontext" || name === "host") return { k: "obj", type: name, args: [], taint: [] };
  return unk();
}

/** An array reversed in place ([array]::Reverse($x)): its items backwards. */
function reversed(v: Val): Val {
  const items = v.k === "arr" ? v.items : v.k === "str" && v.f.exact ? Array.from(v.f.text, (c) => str(c, v.f.via)) : null;
  return items ? arr([...items].reverse().map((i) => withVia(i, "reverse")), false, taintOf(v)) : v;
}

function envValue(s: Ps, name: string, row: number): Val {
  const bindings = s.vars.get(`env:${name}`);
  if (bindings?.length) return bindingValue(s, `env:${name}`, bindings);
  const upper = name.toUpperCase();
  const loc = s.analyzer.loc(s.snippet, row);
  if (isSecretEnvName(upper)) return unk([{ source: "env-secret", detail: upper, loc }]);
  if (HOST_INFO_ENV.has(name)) return unk([{ source: "host-info", detail: `$env:${upper}`, loc }]);
  const value = ENV_VALUES[name];
  return value !== undefined ? str(value) : unk();
}

/** A variable's value: one assignment, the alternatives of several, or `+=` accumulated in order. */
function bindingValue(s: Ps, name: string, bindings: readonly Binding[]): Val {
  if (bindings.some((b) => b.op === "+=")) {
    let cur: Val | null = null;
    for (const b of bindings) {
      if (b.op === "=") cur = ev(s, b.node);
      else if (b.op === "+=") {
        const add1 = appendValue(s, b);
        cur = cur ? add(cur, add1, false) : add1;
      }
    }
    return cur ? withVia(cur, "variable") : unk();
  }
  const vals: Val[] = [];
  for (const b of bindings.slice(0, MAX_ALTS)) {
    if (b.op === "foreach") vals.push(alt(itemsOf(ev(s, b.node)).slice(0, MAX_ALTS)));
    else if (b.op !== "other") vals.push(ev(s, b.node));
  }
  return vals.length ? withVia(alt(vals), "variable") : unk();
}

/**
 * The value a `+=` adds. Inside a `foreach ($c in <known list>)`, the statement runs once per item:
 * the loop is unrolled (`foreach ($c in $codes) { $s += [char]$c }` builds the whole string).
 */
function appendValue(s: Ps, b: Binding): Val {
  let loop: SyntaxNode | null = b.node.parent;
  while (loop && loop.type !== "foreach_statement" && loop.type !== "function_statement") loop = loop.parent;
  if (loop?.type !== "foreach_statement") return ev(s, b.node);
  const v = loop.children.find((c) => c.type === "variable");
  const coll = loop.children.find((c) => c.type === "pipeline");
  if (!v || !coll) return ev(s, b.node);
  const name = varName(textAt(s, v));
  const items = itemsOf(ev(s, coll));
  if (items.length > 4096 || s.loop.has(name)) return ev(s, b.node);
  const parts: Val[] = [];
  for (const item of items) {
    s.loop.set(name, item);
    try {
      parts.push(ev(s, b.node));
    } finally {
      s.loop.delete(name);
    }
    if (s.work > MAX_WORK) break;
  }
  return parts.reduce<Val | null>((acc, p) => (acc ? add(acc, p, false) : p), null) ?? str("");
}

/** A function parameter: the arguments of every call of the function in the snippet. */
function paramValue(s: Ps, params: readonly { fn: string; index: number }[]): Val {
  const vals: Val[] = [];
  for (const { fn, index } of params) {
    const f = s.functions.get(fn);
    if (!f) continue;
    for (const call of (s.fnCalls.get(fn) ?? []).slice(0, MAX_ALTS)) {
      const b = bindGroups(s, argGroups(s, call), { pos: f.params, values: new Set(f.params), switches: new Set() });
      const v = param(s, b, f.params[index]!);
      if (v) vals.push(v);
    }
  }
  return vals.length ? withVia(alt(vals), "variable") : unk();
}

// ---------------------------------------------------------------------------------------------
// Operators

function add(a: Val, b: Val, minus: boolean): Val {
  if (a.k === "alt" || b.k === "alt") return alt(alts(a).slice(0, 4).flatMap((x) => alts(b).slice(0, 4).map((y) => add(x, y, minus))));
  if (a.k === "num" && (b.k === "num" || numOf(b) !== null)) {
    const n = minus ? a.n - numOf(b)! : a.n + numOf(b)!;
    return num(n, mergeTaint(a.taint, taintOf(b)), a.via);
  }
  if (minus) return unk(mergeTaint(taintOf(a), taintOf(b)));
  if (a.k === "arr") return arr([...a.items, ...(b.k === "arr" ? b.items : [b])], a.open || (b.k === "arr" && b.open), a.taint);
  if (a.k === "bytes" && b.k === "bytes") return { k: "bytes", b: a.b && b.b ? Uint8Array.from([...a.b, ...b.b]) : null, taint: mergeTaint(a.taint, b.taint), via: [...a.via] };
  const fetched = fetchedOf(a) ?? fetchedOf(b);
  return fromF(concat([toF(a), toF(b)], "concat"), fetched);
}

function multiply(a: Val, b: Val, op: string): Val {
  const x = numOf(a);
  const y = numOf(b);
  if (x !== null && y !== null) return num(op === "*" ? x * y : op === "/" ? x / y : op === "%" ? x % y : NaN);
  if (op === "*" && a.k === "str" && y !== null && y >= 0 && y * a.f.text.length <= 65_536) return fromF({ ...a.f, text: a.f.text.repeat(y) });
  return unk(mergeTaint(taintOf(a), taintOf(b)));
}

/** `-f`: `{0}`, `{1,-10}`, `{0:X2}` placeholders; `{{`/`}}` are braces. */
function format(fmt: Val, args: Val): Val {
  const list = args.k === "arr" ? args.items : [args];
  const f = toF(fmt);
  if (!f.exact) return unk(mergeTaint(f.taint, taintOf(args)));
  const parts: Folded[] = [];
  let fetched = fetchedOf(args);
  const re = /\{\{|\}\}|\{(\d+)(?:,-?\d+)?(?::([^}]*))?\}/g;
  let last = 0;
  for (let m = re.exec(f.text); m; m = re.exec(f.text)) {
    parts.push(known(f.text.slice(last, m.index)));
    last = re.lastIndex;
    if (m[0] === "{{" || m[0] === "}}") {
      parts.push(known(m[0][0]!));
      continue;
    }
    const a = list[Number(m[1])];
    if (!a) {
      parts.push(unknown());
      continue;
    }
    const spec = m[2] ?? "";
    const n = /^x\d*$/i.test(spec) ? numOf(a) : null;
    parts.push(n !== null ? known(n.toString(16)[spec[0] === "X" ? "toUpperCase" : "toLowerCase"]().padStart(Number(spec.slice(1)) || 0, "0")) : toF(a));
    fetched ??= fetchedOf(a);
  }
  parts.push(known(f.text.slice(last)));
  return fromF(concat(parts, "format"), fetched);
}

/** Binary operators that build strings: -join, -replace, -split; other comparisons give an unknown. */
function binary(s: Ps, op: string, a: Val, b: Val): Val {
  switch (op) {
    case "-join":
      return join(a, b);
    case "-replace":
    case "-ireplace":
    case "-creplace": {
      const [pat, rep] = b.k === "arr" ? [b.items[0] ?? str(""), b.items[1] ?? str("")] : [b, str("")];
      if (a.k === "arr") return arr(a.items.map((i) => regexReplace(i, pat, rep, op !== "-creplace")), a.open, a.taint);
      return regexReplace(a, pat, rep, op !== "-creplace");
    }
    case "-split":
    case "-isplit":
    case "-csplit": {
      const sep = b.k === "arr" ? (b.items[0] ?? str(" ")) : b;
      return split(a, exactText(sep), op !== "-csplit");
    }
    case "-as":
      return cast(s, normType(textOf(b).replace(/^\[|\]$/g, "")), a);
    default:
      return unk(mergeTaint(taintOf(a), taintOf(b)));
  }
}

function join(a: Val, sep: Val): Val {
  const items = a.k === "arr" || a.k === "bytes" ? itemsOf(a) : a.k === "alt" ? itemsOf(a.alts[0]!) : [a];
  const sepF = toF(sep);
  const parts: Folded[] = [];
  let fetched = fetchedOf(a);
  for (const i of items) {
    if (parts.length && sepF.text) parts.push(sepF);
    parts.push(toF(i));
    fetched ??= fetchedOf(i);
  }
  if (a.k === "arr" && a.open) parts.push(unknown());
  const out = concat(parts, "join");
  return fromF(withTaint(out, taintOf(a)), fetched);
}

/** A .NET regular expression as JavaScript's (the common subset), or null. */
function jsRegex(pattern: string, ignoreCase: boolean): RegExp | null {
  if (pattern.length > 1000) return null;
  try {
    return new RegExp(pattern.replace(/\(\?<([A-Za-z]\w*)>/g, "(?<$1>"), ignoreCase ? "gi" : "g");
  } catch {
    return null;
  }
}

function regexReplace(a: Val, pat: Val, rep: Val, ignoreCase: boolean): Val {
  const f = toF(a);
  const p = exactText(pat);
  const r = toF(rep);
  if (p === null || !r.exact) return fromF({ ...f, text: f.exact ? f.text : HOLE, exact: false, via: [...f.via, "replace"] }, fetchedOf(a));
  const re = jsRegex(p, ignoreCase);
  if (!re) return unk(f.taint);
  // .NET `$0`, `$1`, `${name}` in the replacement read like JavaScript's; `$$` is a dollar in both.
  const text = f.text.replace(re, r.text.replace(/\$0/g, "$&"));
  return fromF({ ...f, text, via: f.via.includes("replace") ? f.via : [...f.via, "replace"] }, fetchedOf(a));
}

function split(a: Val, sep: string | null, ignoreCase: boolean): Val {
  const f = toF(a);
  if (!f.exact || sep === null) return arr([fromF(f)], true, f.taint);
  const re = jsRegex(sep, ignoreCase);
  const pieces = re ? f.text.split(re) : f.text.split(sep);
  return arr(pieces.map((p) => fromF({ ...known(p ?? "", f.via), taint: f.taint })), false, f.taint);
}

function bitwise(op: string, a: Val, b: Val): Val {
  const x = numOf(a);
  const y = numOf(b);
  if (x === null || y === null) return unk(mergeTaint(taintOf(a), taintOf(b)));
  const via: Decoding[] = op === "-bxor" ? ["xor"] : [];
  const n = op === "-bxor" ? x ^ y : op === "-band" ? x & y : op === "-bor" ? x | y : op === "-shl" ? x << y : op === "-shr" ? x >> y : NaN;
  return num(n, mergeTaint(taintOf(a), taintOf(b)), [...(a.k === "num" ? a.via : []), ...via]);
}

function unary(s: Ps, op: string, v: Val): Val {
  switch (op) {
    case "-join":
      return join(v, str(""));
    case "-split":
      return split(v, "\\s+", true);
    case "-": {
      const n = numOf(v);
      return n === null ? unk(taintOf(v)) : num(-n, taintOf(v));
    }
    case "+":
      return v;
    case ",":
      return arr([v]);
    case "-bnot": {
      const n = numOf(v);
      return n === null ? unk() : num(~n);
    }
    default:
      return unk(taintOf(v));
  }
}

function range(a: Val, b: Val): Val {
  const x = numOf(a);
  const y = numOf(b);
  if (x === null || y === null || Math.abs(y - x) > MAX_ITEMS) return arr([], true);
  const out: Val[] = [];
  for (let i = x; x <= y ? i <= y : i >= y; i += x <= y ? 1 : -1) out.push(num(i));
  return arr(out);
}

function hashLiteral(s: Ps, n: SyntaxNode): Val {
  const body = n.children.find((c) => c.type === "hash_literal_body");
  const keys: string[] = [];
  const vals: Val[] = [];
  for (const e of body?.children ?? []) {
    if (e.type !== "hash_entry") continue;
    const k = e.children.find((c) => c.type === "key_expression");
    const v = e.children.find((c) => c.type === "pipeline" || c.type === "statement");
    if (!k || !v) continue;
    const kn = unwrap(k);
    keys.push(kn.type === "simple_name" ? textAt(s, kn) : textOf(ev(s, kn)));
    vals.push(ev(s, v));
  }
  return { k: "hash", keys, vals, taint: [] };
}

function blockBody(s: Ps, n: SyntaxNode): string {
  const t = textAt(s, n);
  return t.startsWith("{") && t.endsWith("}") ? t.slice(1, -1) : t;
}

// ---------------------------------------------------------------------------------------------
// Types, members and methods

function typeText(s: Ps, n: SyntaxNode): string {
  const t = textAt(s, n).trim();
  return t.startsWith("[") && t.endsWith("]") ? t.slice(1, -1).trim() : t;
}

/** `System.Net.WebClient` → `net.webclient`; `[Text.Encoding]` → `text.encoding`. */
function normType(t: string): string {
  return t.replace(/\s+/g, "").replace(/`/g, "").toLowerCase().replace(/^system\./, "").replace(/^type:/, "");
}

function memberOf(s: Ps, n: SyntaxNode): string | null {
  const m = n.children.find((c) => c.type === "member_name");
  if (!m) return null;
  // `$c.('Download' + 'String')(…)`, `$c.$name(…)`: a member named by an expression is called by its value.
  const computed = m.children.find((c) => c.type === "parenthesized_expression" || c.type === "variable" || c.type === "expandable_string_literal");
  if (computed) {
    const name = exactText(ev(s, computed));
    if (name && /^[\w.]+$/.test(name)) return name;
  }
  return textAt(s, m).replace(/^['"]|['"]$/g, "").replace(/`/g, "");
}

/** The first argument node of a method call (unwrapped). */
function firstArg(n: SyntaxNode): SyntaxNode | null {
  const list = n.children.find((c) => c.type === "argument_list")?.children.find((c) => c.type === "argument_expression_list");
  const first = list ? named(list)[0] : undefined;
  return first ? unwrap(first) : null;
}

/** The argument nodes of a method call (or of its argument list). */
function argNodes(n: SyntaxNode): SyntaxNode[] {
  const al = n.type === "argument_list" ? n : n.children.find((c) => c.type === "argument_list");
  const list = al?.children.find((c) => c.type === "argument_expression_list");
  return list ? named(list) : [];
}

function charOf(v: Val): Val {
  const n = numOf(v);
  if (n !== null) return str(safeCodePoint(n), ["charcode", ...(v.k === "num" ? v.via : [])]);
  return v.k === "str" && v.f.text.length === 1 ? v : unk(taintOf(v));
}

function cast(s: Ps, type: string, v: Val): Val {
  const t = normType(type);
  switch (t) {
    case "char":
      return v.k === "alt" ? alt(v.alts.map(charOf)) : charOf(v);
    case "char[]":
      if (v.k === "str" && v.f.exact) return arr(Array.from(v.f.text, (c) => str(c, v.f.via)), false, v.f.taint);
      return arr(itemsOf(v).map(charOf), v.k === "arr" && v.open, taintOf(v));
    case "string":
      return fromF(toF(v), fetchedOf(v));
    case "int": case "int32": case "int64": case "long": case "byte": case "int16": case "uint32": case "double": {
      const n = numOf(v);
      if (n !== null) return num(Math.trunc(n), taintOf(v), viaOf(v));
      return v.k === "str" && v.f.text.length === 1 ? num(v.f.text.charCodeAt(0), v.f.taint, v.f.via) : unk(taintOf(v));
    }
    case "byte[]":
      return toBytes(v);
    case "scriptblock":
      return scriptBlockOf(v);
    case "io.memorystream":
      return { k: "obj", type: "io.memorystream", args: [v], taint: taintOf(v) };
    case "array": case "object[]": case "string[]":
      return v.k === "arr" ? v : arr([v]);
    default:
      return v;
  }
}

/** A script block built from a string ([scriptblock]::Create, NewScriptBlock, a cast): code that is not a literal. */
function scriptBlockOf(v: Val): Block {
  const fetched = fetchedOf(v);
  return fetched ? { k: "block", code: toF(v), node: null, fetched } : { k: "block", code: toF(v), node: null };
}

function toBytes(v: Val): Val {
  if (v.k === "bytes") return v;
  if (v.k === "arr") {
    const out: number[] = [];
    for (const i of v.items) {
      const n = numOf(i);
      if (n === null) return { k: "bytes", b: null, taint: taintOf(v), via: [] };
      out.push(n & 0xff);
    }
    return { k: "bytes", b: Uint8Array.from(out), taint: taintOf(v), via: v.items[0] ? viaOf(v.items[0]) : [] };
  }
  return { k: "bytes", b: null, taint: taintOf(v), via: viaOf(v), ...(fetchedOf(v) ? { fetched: fetchedOf(v) } : {}) };
}

const ENCODINGS = /^(?:utf8|unicode|ascii|bigendianunicode|utf32|utf7|default|latin1)$/;

function memberAccess(s: Ps, n: SyntaxNode): Val {
  const recvNode = n.children[0]!;
  const recv = ev(s, recvNode);
  const name = (memberOf(s, n) ?? "").toLowerCase();
  return member(s, recv, name, unwrap(recvNode));
}

function member(s: Ps, recv: Val, name: string, recvNode: SyntaxNode | null): Val {
  if (recv.k === "alt") return alt(recv.alts.slice(0, 4).map((r) => member(s, r, name, recvNode)));
  if (recv.k === "obj" && recv.type.startsWith("type:")) {
    const t = recv.type.slice(5);
    if (t === "text.encoding" && ENCODINGS.test(name)) return { k: "obj", type: `encoding:${name}`, args: [], taint: [] };
    if (t === "environment") {
      if (name === "username" || name === "machinename" || name === "userdomainname") return unk([{ source: "host-info", detail: `[Environment]::${name}`, loc: s.analyzer.loc(s.snippet, recvNode?.row ?? 0) }]);
      if (name === "newline") return str("\n");
    }
    return str(name);
  }
  if (name === "length" || name === "count") {
    if (recv.k === "str" && recv.f.exact) return num(Array.from(recv.f.text).length);
    if (recv.k === "arr" && !recv.open) return num(recv.items.length);
    if (recv.k === "bytes" && recv.b) return num(recv.b.length);
    return unk();
  }
  if (recv.k === "hash") {
    if (name === "keys") return arr(recv.keys.map((k) => str(k)));
    if (name === "values") return arr(recv.vals);
    const i = recv.keys.findIndex((k) => k.toLowerCase() === name);
    return i >= 0 ? recv.vals[i]! : unk(recv.taint);
  }
  if (recv.k === "str" && recv.f.text === PROFILE) {
    if (name === "currentuserallhosts") return str("~\\Documents\\WindowsPowerShell\\profile.ps1");
    if (name === "allusersallhosts") return str(`${PS_HOME}\\profile.ps1`);
    if (name === "alluserscurrenthost") return str(`${PS_HOME}\\Microsoft.PowerShell_profile.ps1`);
    return recv;
  }
  if (recv.k === "obj") {
    if (recv.type === "executioncontext" && name === "invokecommand") return { k: "obj", type: "invokecommand", args: [], taint: [] };
    if (/^com:(?:msxml2\.(?:server)?xmlhttp|microsoft\.xmlhttp|winhttp\.winhttprequest)/.test(recv.type) && /^response(?:text|body|stream)$/.test(name)) return unk([], openedUrl(s, recvNode) ?? undefined);
    if (name === "result" || name === "content" || name === "value") return recv.fetched ? unk(recv.taint, recv.fetched) : recv;
    return unk(recv.taint, recv.fetched);
  }
  // Members of downloaded responses and of wrapped values: .Content, .Value, .Result, .Strings
  if (recv.k === "str" || recv.k === "bytes" || recv.k === "arr") return /^(?:content|rawcontent|value|result|strings|text|responsetext|definition|name|fullname|source)$/.test(name) ? recv : unk(taintOf(recv), fetchedOf(recv));
  return unk(taintOf(recv));
}

/** The URL an XMLHTTP object was opened on (`$x.open('GET', $u)` anywhere in the snippet). */
function openedUrl(s: Ps, recvNode: SyntaxNode | null): string | null {
  if (!recvNode || recvNode.type !== "variable") return null;
  for (const call of s.calls.get(varName(textAt(s, recvNode))) ?? []) {
    if (!/^open$/i.test(memberOf(s, call) ?? "")) continue;
    const a = argNodes(call)[1];
    if (a) return textOf(ev(s, a));
  }
  return null;
}

function invocation(s: Ps, n: SyntaxNode): Val {
  const recvNode = n.children[0]!;
  const name = (memberOf(s, n) ?? "").toLowerCase();
  // `$wc.('Download' + 'String').Invoke($u)`: a method taken as a value, then invoked, is that method called.
  const target = unwrap(recvNode);
  if (name === "invoke" && target.type === "member_access" && target.children[0]) {
    const method = (memberOf(s, target) ?? "").toLowerCase();
    if (method && method !== "invoke") return callMethod(s, ev(s, target.children[0]), method, argNodes(n).map((a) => ev(s, a)), unwrap(target.children[0]), n.row);
  }
  const recv = ev(s, recvNode);
  return callMethod(s, recv, name, argNodes(n).map((a) => ev(s, a)), unwrap(recvNode), n.row);
}

function decodeWith(bytes: Uint8Array, encoding: string): string {
  if (encoding === "unicode") return utf16(bytes, true);
  if (encoding === "bigendianunicode") return utf16(bytes, false);
  return bytesToText(bytes);
}

function utf16(bytes: Uint8Array, little: boolean): string {
  let out = "";
  for (let i = 0; i + 1 < bytes.length; i += 2) out += String.fromCharCode(little ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!);
  return out;
}

function encodeWith(text: string, encoding: string): Uint8Array {
  if (encoding !== "unicode") return new TextEncoder().encode(text);
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    out[i * 2] = text.charCodeAt(i) & 0xff;
    out[i * 2 + 1] = text.charCodeAt(i) >> 8;
  }
  return out;
}

function strMethod(v: Str, name: string, args: readonly Val[]): Val | null {
  const f = v.f;
  const at = (i: number) => (args[i] ? numOf(args[i]!) : null);
  const mapped = (text: string, how?: Decoding) => fromF({ ...f, text, exact: f.exact, via: how && !f.via.includes(how) ? [...f.via, how] : f.via }, v.fetched);
  switch (name) {
    case "replace": {
      const a = args[0] ? exactText(args[0]) : null;
      const b = args[1] ? toF(args[1]) : known("");
      if (a === null || !a) return unk(f.taint, v.fetched);
      const merged = concat([f, b]);
      return fromF({ ...merged, text: f.text.split(a).join(b.text), via: merged.via.includes("replace") ? merged.via : [...merged.via, "replace"] }, v.fetched);
    }
    case "substring": {
      const i = at(0);
      const len = at(1);
      if (i === null || !f.exact) return unk(f.taint);
      return mapped(Array.from(f.text).slice(i, len === null ? undefined : i + len).join(""), "slice");
    }
    case "remove": {
      const i = at(0);
      const len = at(1);
      if (i === null || !f.exact) return unk(f.taint);
      const chars = Array.from(f.text);
      chars.splice(i, len === null ? chars.length : len);
      return mapped(chars.join(""), "slice");
    }
    case "insert": {
      const i = at(0);
      if (i === null || !args[1] || !f.exact) return unk(f.taint);
      return mapped(f.text.slice(0, i) + textOf(args[1]) + f.text.slice(i));
    }
    case "tolower": case "tolowerinvariant": return mapped(f.text.toLowerCase());
    case "toupper": case "toupperinvariant": return mapped(f.text.toUpperCase());
    case "trim": case "trimstart": case "trimend": {
      const chars = args[0] ? exactText(args[0]) : null;
      const set = chars ?? " \t\r\n";
      let a = 0;
      let b = f.text.length;
      if (name !== "trimend") while (a < b && set.includes(f.text[a]!)) a++;
      if (name !== "trimstart") while (b > a && set.includes(f.text[b - 1]!)) b--;
      return mapped(f.text.slice(a, b));
    }
    case "tochararray":
      return f.exact ? arr(Array.from(f.text, (c) => str(c, f.via)), false, f.taint) : arr([], true, f.taint);
    case "split": {
      const seps = args.map((a) => exactText(a)).filter((x): x is string => x !== null);
      if (!f.exact) return arr([v], true, f.taint);
      if (!seps.length) return arr(f.text.split(/\s/).map((p) => str(p, f.via)), false, f.taint);
      const chars = seps.length === 1 && seps[0]!.length > 1 ? [...seps[0]!] : seps;
      let pieces = [f.text];
      for (const sep of chars) pieces = pieces.flatMap((p) => p.split(sep));
      return arr(pieces.map((p) => fromF({ ...known(p, f.via), taint: f.taint })), false, f.taint);
    }
    case "tostring": case "normalize": case "clone": case "trimnull":
      return v;
    case "padleft": case "padright":
      return v;
    case "getbytes":
      return { k: "bytes", b: f.exact ? new TextEncoder().encode(f.text) : null, taint: f.taint, via: f.via };
    default:
      return null;
  }
}

/** Bytes a stream yields: a MemoryStream over bytes, a GZip/Deflate stream over one (inflated), a copy target. */
function streamBytes(s: Ps, v: Val, depth = 0): Bytes | null {
  if (depth > 6) return null;
  if (v.k === "bytes") return v;
  if (v.k === "arr") return streamBytes(s, v.items.length === 1 ? v.items[0]! : toBytes(v), depth + 1);
  if (v.k !== "obj") return null;
  const inner = v.args[0] ? streamBytes(s, v.args[0], depth + 1) : null;
  if (v.type === "io.memorystream" || v.type === "io.streamreader" || v.type === "io.binaryreader") return inner;
  if (/^io\.compression\.(?:gzip|deflate|zlib|brotli)stream$/.test(v.type)) {
    if (!inner) return null;
    const format = v.type.includes("gzip") ? "gzip" : v.type.includes("zlib") ? "zlib" : "raw";
    const out = inner.b ? inflateBytes(inner.b, format) ?? inflateBytes(inner.b, "auto") : null;
    return { k: "bytes", b: out, taint: inner.taint, via: [...inner.via, "compress"] };
  }
  return null;
}

function streamText(s: Ps, v: Val): Val {
  const b = streamBytes(s, v);
  if (b?.b) return str(bytesToText(b.b), b.via);
  return unk(taintOf(v), fetchedOf(v));
}

function callMethod(s: Ps, recv: Val, name: string, args: Val[], recvNode: SyntaxNode | null, row: number): Val {
  if (recv.k === "alt") return alt(recv.alts.slice(0, 4).map((r) => callMethod(s, r, name, args, recvNode, row)));
  const a0 = args[0];
  const argTaint = args.reduce<Taint[]>((t, a) => mergeTaint(t, taintOf(a)), []);
  if (recv.k === "obj" && recv.type.startsWith("type:")) return staticMethod(s, recv.type.slice(5), name, args, row) ?? unk(argTaint);
  if (recv.k === "str") {
    const v = strMethod(recv, name, args);
    if (v) return v;
  }
  if (recv.k === "block") {
    if (name === "getnewclosure" || name === "tostring") return name === "tostring" ? fromF(recv.code) : recv;
    return unk(recv.code.taint);
  }
  if (recv.k === "arr" && (name === "toarray" || name === "clone")) return recv;
  if (recv.k === "obj") {
    const t = recv.type;
    if (t.startsWith("encoding:")) {
      const enc = t.slice(9);
      if (name === "getstring" && a0) {
        const b = toBytes(a0);
        if (b.k === "bytes" && b.b) {
          const start = args[1] ? numOf(args[1]) ?? 0 : 0;
          const count = args[2] ? numOf(args[2]) : null;
          const text = decodeWith(b.b.subarray(start, count === null ? undefined : start + count), enc);
          return fromF(withTaint(known(text, b.via), b.taint), b.fetched);
        }
        return unk(taintOf(a0), fetchedOf(a0));
      }
      if (name === "getbytes" && a0) {
        const f = toF(a0);
        return { k: "bytes", b: f.exact ? encodeWith(f.text, enc) : null, taint: f.taint, via: f.via, ...(fetchedOf(a0) ? { fetched: fetchedOf(a0) } : {}) };
      }
    }
    if (t === "net.webclient") {
      if (/^download(?:string|data)(?:async|taskasync)?$/.test(name) && a0) return unk([], textOf(a0));
      if (name === "openread" && a0) return { k: "obj", type: "io.stream", args: [], taint: [], fetched: textOf(a0) };
    }
    if (t === "net.sockets.tcpclient" && name === "getstream") return { k: "obj", type: "net.sockets.networkstream", args: recv.args, taint: [], fetched: `socket://${sockDest(recv)}` };
    if ((t === "io.streamreader" || t === "io.binaryreader") && /^read(?:toend|line|tonendasync|lineasync|toendasync)?$/.test(name)) return streamText(s, recv);
    if (t === "io.memorystream" && name === "toarray") {
      const source = recvNode?.type === "variable" ? s.copyTo.get(varName(textAt(s, recvNode))) : undefined;
      const b = streamBytes(s, source ? ev(s, source) : recv);
      return b ?? unk(recv.taint);
    }
    if (t === "net.http.httpclient" && /^get(?:string|bytearray|stream)?async$/.test(name) && a0) return unk([], textOf(a0));
    if (t === "invokecommand") {
      if (name === "newscriptblock" && a0) return scriptBlockOf(a0);
      if ((name === "getcommand" || name === "getcmdlet" || name === "getcommandname") && a0) return fromF(toF(a0), undefined);
      if (name === "expandstring" && a0) return a0;
    }
    if (t === "com:wscript.shell") {
      if (name === "createshortcut" && a0) return { k: "obj", type: "shortcut", args: [a0], taint: [] };
      if (name === "expandenvironmentstrings" && a0) return expandPercent(a0);
    }
    if ((t === "net.webrequest" || t === "net.httpwebrequest" || t === "webresponse") && /^get(?:response|responsestream)(?:async)?$/.test(name)) return { k: "obj", type: "webresponse", args: [], taint: [], fetched: recv.fetched };
    return unk(mergeTaint(recv.taint, argTaint), recv.fetched);
  }
  return unk(mergeTaint(taintOf(recv), argTaint), fetchedOf(recv));
}

function sockDest(o: Obj): string {
  return `${o.args[0] ? textOf(o.args[0]) : HOLE}:${o.args[1] ? textOf(o.args[1]) : HOLE}`;
}

/** Join-Path / [IO.Path]::Combine: parts joined with one backslash. */
function joinPath(parts: readonly Val[]): Val {
  // each candidate of a part (a loop over a list of folders) gives its own path, a bounded few
  const multi = parts.findIndex((p) => p.k === "alt");
  if (multi >= 0) {
    const cands = alts(parts[multi]!).slice(0, MAX_ALTS);
    return alt(cands.map((c) => joinPath(parts.map((p, i) => (i === multi ? c : p)))));
  }
  const out: Folded[] = [];
  for (const p of parts) {
    const f = toF(p);
    // Path.Combine and Join-Path skip an empty part: the folder itself
    if (f.exact && f.text === "") continue;
    const prev = out[out.length - 1];
    if (prev && !/[\\/]$/.test(prev.text) && !/^[\\/]/.test(f.text)) out.push(known("\\"));
    out.push(f);
  }
  return fromF(concat(out));
}

/** `%NAME%` in a string (Environment.ExpandEnvironmentVariables, WScript.Shell). */
function expandPercent(v: Val): Val {
  const f = toF(v);
  return fromF({ ...f, text: f.text.replace(/%(\w+)%/g, (m, n: string) => ENV_VALUES[n.toLowerCase()] ?? m) });
}

/** Windows known folders ([Environment]::GetFolderPath), as paths knowledge/paths.ts classifies. */
const FOLDERS: Readonly<Record<string, string>> = {
  startup: "~\\AppData\\Roaming\\Microsoft\\Windows\\Start Menu\\Programs\\Startup", commonstartup: "C:\\ProgramData\\Microsoft\\Windows\\Start Menu\\Programs\\Startup",
  applicationdata: "~\\AppData\\Roaming", localapplicationdata: "~\\AppData\\Local", userprofile: "~", mydocuments: "~\\Documents", personal: "~\\Documents",
  desktop: "~\\Desktop", desktopdirectory: "~\\Desktop", commonapplicationdata: "C:\\ProgramData", windows: "C:\\Windows", system: "C:\\Windows\\System32",
};

function staticMethod(s: Ps, type: string, name: string, args: Val[], row: number): Val | null {
  const a0 = args[0];
  const loc = () => s.analyzer.loc(s.snippet, row);
  if (name === "new") return newObject(s, type, args);
  switch (`${type}::${name}`) {
    case "convert::frombase64string":
    case "convert::frombase64chararray": {
      if (!a0) return null;
      const f = toF(a0);
      const b = f.exact ? decodeBase64Bytes(f.text) : null;
      return { k: "bytes", b, taint: f.taint, via: [...f.via, "base64"], ...(fetchedOf(a0) ? { fetched: fetchedOf(a0) } : {}) };
    }
    case "convert::tobase64string": {
      if (!a0) return null;
      const b = toBytes(a0);
      if (b.k === "bytes" && b.b) return fromF(withTaint(known(btoa(String.fromCharCode(...b.b.subarray(0, 48_000))), b.via), b.taint), b.fetched);
      return unk(taintOf(a0), fetchedOf(a0));
    }
    case "convert::fromhexstring": {
      const t = a0 ? exactText(a0) : null;
      if (!t || t.length % 2 || /[^0-9a-f]/i.test(t)) return null;
      return { k: "bytes", b: Uint8Array.from(t.match(/../g)!.map((h) => parseInt(h, 16))), taint: [], via: ["hex"] };
    }
    case "convert::tochar":
    case "char::convertfromutf32":
      return a0 ? charOf(a0) : null;
    case "convert::toint32": case "convert::toint16": case "convert::tobyte": case "convert::toint64": {
      const t = a0 ? exactText(a0) : null;
      const base = args[1] ? numOf(args[1]) ?? 10 : 10;
      const n = t === null ? null : parseInt(t, base);
      return n === null || Number.isNaN(n) ? null : num(n, [], base === 16 ? ["hex"] : []);
    }
    case "string::join":
      return a0 && args[1] ? join(args.length > 2 ? arr(args.slice(1)) : args[1], a0) : null;
    case "string::concat":
      return args.length === 1 ? join(args[0]!, str("")) : fromF(concat(args.map((a) => toF(a)), "concat"));
    case "string::new":
      return a0 ? join(a0, str("")) : null;
    case "scriptblock::create":
      return a0 ? scriptBlockOf(a0) : null;
    case "io.file::readalltext": case "io.file::readalllines": case "io.file::readallbytes": case "io.file::openread": case "io.file::opentext":
      return a0 ? fileValue(s, toF(a0), row) : null;
    case "environment::getenvironmentvariable": {
      const n = a0 ? exactText(a0) : null;
      return n ? envValue(s, n.toLowerCase(), row) : unk();
    }
    case "environment::getenvironmentvariables":
      return { k: "hash", keys: [], vals: [], taint: [{ source: "env-all", detail: "[Environment]::GetEnvironmentVariables()", loc: loc() }] };
    case "environment::getfolderpath": {
      const n = a0 ? exactText(a0)?.toLowerCase().replace(/^.*[.:]/, "") : null;
      return n && FOLDERS[n] ? str(FOLDERS[n]!) : unk();
    }
    case "environment::expandenvironmentvariables":
      return a0 ? expandPercent(a0) : null;
    case "io.path::combine":
      return joinPath(args);
    case "io.path::gettemppath":
      return str("$env:TEMP\\");
    case "io.path::gettempfilename":
      return str("$env:TEMP\\tmp.tmp");
    case "web.httputility::urldecode": case "uri::unescapedatastring": case "net.webutility::urldecode": case "uri::unescapeuristring": {
      if (!a0) return null;
      const f = toF(a0);
      try {
        return fromF({ ...f, text: decodeURIComponent(f.text.replace(/\+/g, name === "urldecode" ? " " : "+")), via: [...f.via, "percent"] });
      } catch {
        return null;
      }
    }
    case "runtime.interopservices.marshal::ptrtostringauto": case "runtime.interopservices.marshal::ptrtostringbstr": case "runtime.interopservices.marshal::ptrtostringuni":
    case "runtime.interopservices.marshal::securestringtobstr": case "runtime.interopservices.marshal::securestringtoglobalallocunicode":
      return a0 ?? null;
    case "windows.forms.clipboard::gettext": case "windows.clipboard::gettext":
      return unk([{ source: "clipboard", detail: `[${type}]::GetText()`, loc: loc() }]);
    case "net.webrequest::create": case "net.httpwebrequest::create": case "net.webrequest::createhttp":
      return a0 ? { k: "obj", type: "net.webrequest", args: [a0], taint: [], fetched: textOf(a0) } : null;
    case "type::gettypefromprogid":
      return a0 ? { k: "obj", type: `type:com:${textOf(a0).toLowerCase()}`, args: [], taint: [] } : null;
    case "activator::createinstance":
      return a0 && a0.k === "obj" && a0.type.startsWith("type:") ? newObject(s, a0.type.slice(5), args.slice(1)) : null;
    case "text.encoding::getencoding":
      return { k: "obj", type: `encoding:${a0 && numOf(a0) === 1200 ? "unicode" : "utf8"}`, args: [], taint: [] };
    default:
      return null;
  }
}

/** `New-Object T(args)`, `[T]::new(args)`, `New-Object -ComObject X`. */
function newObject(_s: Ps, type: string, args: Val[]): Val {
  const t = normType(type);
  const taint = args.reduce<Taint[]>((acc, a) => mergeTaint(acc, taintOf(a)), []);
  if (t === "string" && args[0]) return join(args[0], str(""));
  if (t === "net.http.stringcontent" && args[0]) return args[0];
  if (t === "text.utf8encoding" || t === "text.asciiencoding" || t === "text.unicodeencoding") return { k: "obj", type: `encoding:${t === "text.unicodeencoding" ? "unicode" : "utf8"}`, args: [], taint: [] };
  const fetched = args.map((a) => fetchedOf(a)).find(Boolean);
  return { k: "obj", type: t, args, taint, ...(fetched ? { fetched } : {}) };
}

/** Contents of a file the script reads: what it wrote there, or a hole tainted by what the path holds. */
function fileValue(s: Ps, path: Folded, row: number): Val {
  const p = path.text;
  const written = s.written.get(normalizeKey(p));
  const taint = fileTaint(s, path, row);
  if (written) return fromF(withTaint(written, taint));
  const downloaded = s.downloads.get(normalizeKey(p));
  if (downloaded) return unk(taint, downloaded);
  // a file of the skill itself (`Get-Content (Join-Path $PSScriptRoot 'cleaner.json')`): its text
  const own = p && p !== HOLE && !sourceOfPath(p) ? skillFileOf(s, p) : null;
  const text = own ? s.analyzer.fileText(own) : null;
  if (text !== null && text.length <= 64 * 1024) return { k: "str", f: { text, exact: !p.includes(HOLE), via: [], taint } };
  return unk(taint, downloaded);
}

/** JSON text as PowerShell's ConvertFrom-Json gives it: objects as hashes, arrays, strings, numbers. */
function fromJson(x: unknown, depth = 0): Val {
  if (typeof x === "string") return str(x);
  if (typeof x === "number") return num(x);
  if (depth > 8 || x === null || typeof x !== "object") return unk();
  if (Array.isArray(x)) return arr(x.slice(0, 1024).map((i) => fromJson(i, depth + 1)));
  const entries = Object.entries(x as Record<string, unknown>).slice(0, 512);
  return { k: "hash", keys: entries.map(([k]) => k), vals: entries.map(([, v]) => fromJson(v, depth + 1)), taint: [] };
}

function fileTaint(s: Ps, path: Folded, row: number): Taint[] {
  const p = path.text;
  if (!p || p === HOLE) return path.taint;
  const cls = sourceOfPath(p);
  const loc = s.analyzer.loc(s.snippet, row);
  return mergeTaint([{ source: cls ? cls.source : "file", detail: p, loc }], path.taint);
}

/** Key of a path in the download and write tables: slashes one way, `.\` dropped, case folded. */
function normalizeKey(p: string): string {
  return p.replace(/\\/g, "/").replace(/^(?:\.\/)+/, "").replace(/^"|"$/g, "").toLowerCase();
}

function elementAccess(s: Ps, n: SyntaxNode): Val {
  const kids = named(n);
  if (kids.length < 2) return unk();
  const recv = ev(s, kids[0]!);
  const idx = ev(s, kids[1]!);
  return index(recv, idx);
}

function index(recv: Val, idx: Val): Val {
  if (recv.k === "alt") return index(recv.alts[0]!, idx);
  if (recv.k === "hash") {
    const key = exactText(idx)?.toLowerCase();
    const i = recv.keys.findIndex((k) => k.toLowerCase() === key);
    return i >= 0 ? recv.vals[i]! : unk(recv.taint);
  }
  const items: Val[] | null = recv.k === "str" ? (recv.f.exact ? Array.from(recv.f.text, (c) => str(c, recv.f.via)) : null) : recv.k === "arr" || recv.k === "bytes" ? itemsOf(recv) : null;
  if (!items) return unk(taintOf(recv), fetchedOf(recv));
  const pick = (i: number) => items[i < 0 ? items.length + i : i];
  const taint = taintOf(recv);
  if (idx.k === "arr") {
    const nums = idx.items.map(numOf);
    if (nums.some((x) => x === null)) return arr([], true, taint);
    const picked = nums.map((x) => pick(x!)).filter((x): x is Val => x !== undefined);
    const descending = nums.length > 1 && nums[0]! > nums[nums.length - 1]!;
    return arr(picked.map((p) => withVia(p, descending ? "reverse" : "slice")), false, taint);
  }
  const i = numOf(idx);
  const one = i === null ? undefined : pick(i);
  if (!one) return unk(taint);
  return addTaint(recv.k === "str" ? withVia(one, "slice") : one, taint);
}

// ---------------------------------------------------------------------------------------------
// Command arguments and outputs

/**
 * One command argument written as adjacent tokens. The grammar splits some arguments into pieces
 * (`(New-Object Net.WebClient).DownloadString($u)` after a command name, `http://$h/$(…)`, `$env:TEMP\a.exe`):
 * the pieces are put back together — a method call on the first value, a `$(…)` inside a bareword, or
 * the raw text read as a bareword.
 */
function evGroup(s: Ps, nodes: readonly SyntaxNode[]): Val {
  if (nodes.length === 1) return ev(s, nodes[0]!);
  if (!nodes.length) return unk();
  let v = ev(s, nodes[0]!);
  let i = 1;
  while (i < nodes.length) {
    const n = nodes[i]!;
    const t = textAt(s, n).trim();
    const m = /^(\.|::)\s*([\w]+)$/.exec(t);
    if (m && n.type === "ERROR") {
      const next = nodes[i + 1];
      if (next?.type === "argument_list") {
        v = callMethod(s, v, m[2]!.toLowerCase(), argNodes(next).map((a) => ev(s, a)), unwrap(nodes[0]!), n.row);
        i += 2;
      } else {
        v = member(s, v, m[2]!.toLowerCase(), unwrap(nodes[0]!));
        i++;
      }
      continue;
    }
    const head = i === 1 ? unwrap(nodes[0]!) : null;
    if (n.type === "argument_list" && head?.type === "member_access" && memberOf(s, head)) {
      // `$sr.ReadToEnd()` after a command name: a member access and its argument list, side by side.
      const recvNode = head.children[0]!;
      v = callMethod(s, ev(s, recvNode), memberOf(s, head)!.toLowerCase(), argNodes(n).map((a) => ev(s, a)), unwrap(recvNode), n.row);
      i++;
      continue;
    }
    if (n.type === "argument_list" && nodes[i - 1]?.type === "generic_token" && textAt(s, nodes[i - 1]!).endsWith("$")) {
      const inner = argNodes(n).map((a) => ev(s, a));
      const head = toF(v);
      v = fromF(concat([{ ...head, text: head.text.slice(0, -1) }, ...inner.map((x) => toF(x))]), fetchedOf(v));
      i++;
      continue;
    }
    // Anything else: the raw text of the whole argument, expanded as a bareword.
    return bareword(s, s.src.slice(nodes[0]!.start, nodes[nodes.length - 1]!.end), nodes[0]!.row);
  }
  return v;
}

/** What a command in a pipeline reads from the stage before it, or null. */
function pipeInput(s: Ps, n: SyntaxNode): Val | null {
  const chain = n.parent;
  if (!chain || chain.type !== "pipeline_chain") return null;
  const i = chain.children.indexOf(n);
  for (let j = i - 1; j >= 0; j--) {
    const c = chain.children[j]!;
    if (c.type === "|" || !c.named) continue;
    return ev(s, c);
  }
  return null;
}

type Resolved = {
  /** Lower-case name as written or built, and its canonical cmdlet name (aliases resolved). */
  name: string;
  /** The name with its case (a program path). */
  raw: string;
  canon: string;
  /** How the name was hidden, when it was built at run time. */
  via: Decoding[];
  /** A script block or value invoked with `&`/`.` (not a name). */
  target: Val | null;
  dot: boolean;
};

const CMDLET_NAMES = new Set([...SPECS.keys(), ...Object.values(ALIASES)]);

function resolveCommand(s: Ps, n: SyntaxNode): Resolved | null {
  const nameNode = n.children.find((c) => c.field === "command_name") ?? null;
  if (n.type === "foreach_command" || n.children.some((c) => c.type === "foreach_command")) return { name: "foreach-object", raw: "ForEach-Object", canon: "foreach-object", via: [], target: null, dot: false };
  if (!nameNode) return null;
  const op = n.children.find((c) => c.type === "command_invokation_operator");
  const dot = op ? textAt(s, op).trim() === "." : false;
  let name: string;
  let raw: string;
  let via: Decoding[] = [];
  if (nameNode.type === "command_name") {
    const written = textAt(s, nameNode);
    raw = written.replace(/`/g, "");
    name = commandName(written);
    if (written.includes("`")) via = ["escape"];
  } else {
    const v = memberCommand(s, n, nameNode) ?? ev(s, nameNode);
    const one = v.k === "alt" ? v.alts[0]! : v;
    if (one.k === "block" || (one.k === "obj" && !one.type.startsWith("type:"))) return { name: "", raw: "", canon: "", via: [], target: one, dot };
    // A name or a path: a command, a script or a program, built or looked up at run time.
    const f = toF(one);
    if (f.text === HOLE && fetchedOf(one)) return { name: "", raw: "", canon: "", via: [], target: one, dot };
    raw = f.text;
    name = commandName(f.text);
    via = f.via.filter((d) => d !== "variable");
  }
  let canon = canonical(name);
  for (let hops = 0; hops < 4 && !CMDLET_NAMES.has(canon) && s.aliases.has(canon); hops++) {
    const v = toF(ev(s, s.aliases.get(canon)!));
    if (!v.exact) break;
    via = [...via, ...v.via.filter((d) => d !== "variable" && !via.includes(d))];
    canon = canonical(commandName(v.text));
  }
  // `Get-Command *-Exp*` style wildcards resolve to the cmdlet they match.
  if (canon.includes("*") || canon.includes("?")) canon = wildcardCmdlet(canon) ?? canon;
  return { name, raw, canon, via, target: null, dot };
}

/**
 * `& $ExecutionContext.InvokeCommand.GetCmdlet('Invoke-Expression') …`: the grammar reads the member
 * chain as a path and the call's parentheses as the first argument; they are put back together (the
 * parentheses are then no argument of the command).
 */
function memberCommand(s: Ps, cmd: SyntaxNode, nameNode: SyntaxNode): Val | null {
  const path = unwrap(nameNode);
  if (path.type !== "path_command_name" || path.children.length !== 2) return null;
  const [head, tail] = path.children as [SyntaxNode, SyntaxNode];
  if (head.type !== "variable" || tail.type !== "path_command_name_token" || !/^(?:\.\w+)+$/.test(textAt(s, tail))) return null;
  let v = ev(s, head);
  const members = textAt(s, tail).slice(1).split(".").map((m) => m.toLowerCase());
  const elements = cmd.children.find((c) => c.field === "command_elements");
  const first = elements?.children[0];
  const call = first?.type === "parenthesized_expression" && first.start === path.end ? first : null;
  members.forEach((m, i) => {
    if (i < members.length - 1 || !call) v = member(s, v, m, null);
    else v = callMethod(s, v, m, named(call).map((a) => ev(s, a)), null, call.row);
  });
  if (call) s.consumed.add(call);
  return v;
}

/** The one cmdlet a wildcard names among the cmdlets the table knows (`i*ke-ex*` → invoke-expression). */
function wildcardCmdlet(pattern: string): string | null {
  if (pattern.length > 100) return null;
  const re = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`, "i");
  const hits = [...CMDLET_NAMES, ...Object.keys(ALIASES)].filter((c) => re.test(c)).map(canonical);
  const unique = [...new Set(hits)];
  return unique.length === 1 ? unique[0]! : null;
}

/** Cmdlets whose output is their input (formatting, filtering, conversion). */
const PASS_THROUGH = new Set(["where-object", "select-object", "sort-object", "out-string", "write-output", "tee-object", "format-table", "format-list", "convertto-json", "convertfrom-json", "convertto-csv", "convertto-xml", "convertto-html", "out-default", "select-string", "group-object", "convertto-securestring", "convertfrom-securestring", "get-unique", "measure-object"]);

function commandOutput(s: Ps, n: SyntaxNode, stdin: Val | null): Val {
  const r = resolveCommand(s, n);
  if (!r) return unk();
  if (r.target) return r.target.k === "block" ? unk() : unk(taintOf(r.target));
  const groups = argGroups(s, n);
  const spec = SPECS.get(r.canon);
  const b = bindGroups(s, groups, spec);
  const row = n.row;
  const inputTaint = stdin ? taintOf(stdin) : [];
  switch (r.canon) {
    case "invoke-webrequest":
    case "invoke-restmethod": {
      if (isNativeCurl(s, r.name, n)) return unk();
      const url = param(s, b, "uri");
      return unk([], url ? textOf(url) : HOLE);
    }
    case "get-content": {
      const p = param(s, b, "path", "literalpath");
      if (!p) return unk();
      const env = envPath(s, textOf(p), row);
      return env ?? fileValue(s, toF(p), row);
    }
    case "get-childitem":
    case "get-item": {
      const p = param(s, b, "path", "literalpath");
      const env = p ? envPath(s, textOf(p), row) : null;
      if (env) return env;
      if (!p) return unk();
      // The items of a folder, as the glob that names them (what a later `| Remove-Item` deletes), for each candidate path.
      return alt(alts(p).slice(0, MAX_ALTS).map((one) => {
        const f = toF(one);
        const taint = fileTaint(s, f, row).filter((t) => t.source !== "file");
        return r.canon === "get-childitem" ? fromF(withTaint(concat([f, known(/[\\/]$/.test(f.text) ? "*" : "\\*")]), taint)) : fromF(withTaint(f, taint));
      }));
    }
    case "get-clipboard":
      return unk([{ source: "clipboard", detail: "Get-Clipboard", loc: s.analyzer.loc(s.snippet, row) }]);
    case "get-storedcredential":
      return unk([{ source: "keychain", detail: "Get-StoredCredential", loc: s.analyzer.loc(s.snippet, row) }]);
    case "new-object": {
      const com = param(s, b, "comobject");
      if (com) return { k: "obj", type: `com:${textOf(com).toLowerCase()}`, args: [], taint: [] };
      const typeGroup = b.named.get("typename")?.[0];
      if (!typeGroup) return unk();
      // `New-Object Net.Sockets.TCPClient('h', 1)`: the type and its arguments are written together.
      const typeNode = typeGroup[0]!;
      const ctor = typeGroup.find((x) => x.type === "argument_list");
      const type = typeNode.type === "generic_token" ? textAt(s, typeNode) : textOf(ev(s, typeNode));
      const listed = param(s, b, "argumentlist");
      const args = ctor ? argNodes(ctor).map((a) => ev(s, a)) : listed ? (listed.k === "arr" ? listed.items : [listed]) : [];
      return newObject(s, type, args);
    }
    case "foreach-object": {
      const block = param(s, b, "process");
      if (!stdin || !block || block.k !== "block" || !block.node) return unk(inputTaint);
      return mapBlock(s, block.node, stdin);
    }
    case "where-object": {
      // `? { $_ }` drops empty items (the separators a `-split '(..)'` leaves); other filters keep all.
      const block = param(s, b, "filterscript");
      const body = block?.k === "block" ? block.code.text.trim() : "";
      if (!stdin || !/^\$(?:_|psitem)$/i.test(body) || stdin.k !== "arr") return stdin ?? unk();
      return arr(stdin.items.filter((i) => !(i.k === "str" && i.f.exact && i.f.text === "")), stdin.open, stdin.taint);
    }
    case "get-command":
    case "get-alias": {
      const name = param(s, b, "name");
      const t = name ? exactText(name) : null;
      if (!t) return unk();
      // A wildcard (`gcm i*x`) recovers the name by matching: recorded as a replacement.
      const wild = t.includes("*") || t.includes("?");
      const c = wild ? wildcardCmdlet(t.toLowerCase()) : canonical(t.toLowerCase());
      return c ? str(c, wild ? ["replace"] : []) : unk();
    }
    case "get-variable": {
      const name = param(s, b, "name");
      const t = name ? exactText(name) : null;
      return t ? lookupVariable(s, `$${t}`, row) : unk();
    }
    case "join-path": {
      return joinPath([param(s, b, "path"), param(s, b, "childpath"), param(s, b, "additionalchildpath")].filter((x): x is Val => x !== null));
    }
    case "resolve-dnsname": {
      const name = param(s, b, "name");
      return unk(name ? taintOf(name) : [], `dns://${name ? textOf(name) : HOLE}`);
    }
    case "new-scheduledtaskaction":
      return { k: "obj", type: "taskaction", args: [param(s, b, "execute") ?? unk(), param(s, b, "argument") ?? str("")], taint: [] };
    case "convertto-securestring":
      return param(s, b, "string") ?? (b.pos[0] ? argVal(s, b.pos[0]) : unk());
  }
  if (r.canon === "convertfrom-json") {
    const input = stdin ?? param(s, b, "inputobject");
    if (input?.k === "str" && !input.f.text.includes(HOLE)) {
      try {
        return addTaint(fromJson(JSON.parse(input.f.text)), input.f.taint);
      } catch {
        return input;
      }
    }
  }
  if (PASS_THROUGH.has(r.canon)) return stdin ?? param(s, b, "inputobject") ?? unk();
  const fn = s.functions.get(r.name);
  if (fn) return callOutput(s, fn, groups);
  if (!CMDLET_NAMES.has(r.canon)) return nativeOutput(s, r, b, row);
  return unk(inputTaint);
}

/** `env:`, `env:\*`, `Env:NAME`: the environment as a drive. */
function envPath(s: Ps, p: string, row: number): Val | null {
  const m = /^env:[\\/]?(.*)$/i.exec(p.trim());
  if (!m) return null;
  const name = m[1]!;
  if (!name || name === "*") return { k: "hash", keys: [], vals: [], taint: [{ source: "env-all", detail: `Get-ChildItem env:`, loc: s.analyzer.loc(s.snippet, row) }] };
  return envValue(s, name.toLowerCase(), row);
}

/** `… | ForEach-Object { expr }`: the block evaluated once per item with `$_` bound. */
function mapBlock(s: Ps, block: SyntaxNode, input: Val): Val {
  const body = block.children.find((c) => c.type === "script_block");
  const stmts = body ? named(unwrap(body)) : [];
  const last = stmts.length ? stmts[stmts.length - 1]! : null;
  if (!last) return unk(taintOf(input));
  const items = itemsOf(input);
  if (items.length > 8192) return arr([], true, taintOf(input));
  const out: Val[] = [];
  for (const item of items) {
    s.underscore.push(item);
    try {
      out.push(ev(s, last));
    } finally {
      s.underscore.pop();
    }
    if (s.work > MAX_WORK) break;
  }
  return arr(out, false, input.k === "arr" ? input.taint : []);
}

/** What a function of the snippet returns: its `return` values and bare expression statements. */
/**
 * What one call of a snippet function returns: its parameters bound to this call's arguments (`ConvertFrom-CodeList
 * $s.exe` decodes this call's list, not every call's); without arguments, the function's returns as a whole.
 */
function callOutput(s: Ps, fn: Fn, groups: readonly Group[]): Val {
  if (!fn.params.length || fn.params.some((p) => s.loop.has(p)) || s.work > MAX_WORK) return functionOutput(s, fn);
  const b = bindGroups(s, groups, { pos: fn.params, values: new Set(fn.params), switches: new Set() });
  const bound = fn.params.map((p) => [p, param(s, b, p)] as const).filter((x): x is readonly [string, Val] => x[1] !== null);
  if (!bound.length) return functionOutput(s, fn);
  const key = `function ${fn.name}`;
  if (s.activeNames.has(key)) return unk();
  s.activeNames.add(key);
  for (const [p, v] of bound) s.loop.set(p, v);
  try {
    return functionReturns(s, fn);
  } finally {
    for (const [p] of bound) s.loop.delete(p);
    s.activeNames.delete(key);
  }
}

function functionOutput(s: Ps, fn: Fn): Val {
  const key = `function ${fn.name}`;
  const memoable = s.underscore.length === 0 && s.loop.size === 0;
  const cached = memoable ? s.varMemo.get(key) : undefined;
  if (cached) return cached;
  if (s.activeNames.has(key)) return unk();
  s.activeNames.add(key);
  let v: Val;
  try {
    v = functionReturns(s, fn);
  } finally {
    s.activeNames.delete(key);
  }
  if (memoable) s.varMemo.set(key, v);
  return v;
}

function functionReturns(s: Ps, fn: Fn): Val {
  const body = fn.node.children.find((c) => c.type === "script_block");
  const vals: Val[] = [];
  const stack: SyntaxNode[] = body ? [body] : [];
  while (stack.length && vals.length < MAX_ALTS) {
    const n = stack.pop()!;
    if (n.type === "function_statement" || n.type === "script_block_expression") continue;
    if (n.type === "flow_control_statement" && /^return\b/i.test(textAt(s, n))) {
      const p = n.children.find((c) => c.type === "pipeline");
      if (p) vals.push(ev(s, p));
      continue;
    }
    if (n.type === "pipeline" && n.parent?.type === "statement_list") {
      const u = unwrap(n);
      if (u.type !== "assignment_expression" && u.type !== "command" && u.type !== "pipeline_chain") vals.push(ev(s, u));
      continue;
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  return vals.length ? alt(vals) : unk();
}

// ---------------------------------------------------------------------------------------------
// Emission

function locOf(s: Ps, row: number) {
  return s.analyzer.loc(s.snippet, row);
}

/** Records a fact once; values found inside decoded code carry the snippet's decodings too. */
function emit(s: Ps, fact: Fact): void {
  const outer = s.snippet.via;
  const value = (v: Folded): Folded => (outer.length && outer.some((d) => !v.via.includes(d)) ? { ...v, via: [...outer.filter((d) => !v.via.includes(d)), ...v.via] } : v);
  if (fact.kind === "exec") fact = { ...fact, command: value(fact.command) };
  else if (fact.kind === "send" && fact.data) fact = { ...fact, data: value(fact.data) };
  else if (fact.kind === "write" && fact.content) fact = { ...fact, content: value(fact.content) };
  else if (fact.kind === "read" && outer.length) fact = { ...fact, via: [...outer, ...(fact.via ?? []).filter((d) => !outer.includes(d))] };
  const key = `${fact.kind}\u0000${fact.loc.line}\u0000${identity(fact)}`;
  if (s.seen.has(key)) return;
  s.seen.add(key);
  s.analyzer.emit(fact, s.snippet);
}

function identity(f: Fact): string {
  switch (f.kind) {
    case "exec": return `${f.lang}|${f.fetched}|${f.command.text.slice(0, 200)}`;
    case "send": return `${f.channel}|${f.dest}|${f.data?.text.slice(0, 200)}|${f.data?.taint.map((t) => t.detail).join()}`;
    case "fetch": return `${f.url}|${f.saveTo}`;
    case "write": return `${f.path}|${f.mode}|${f.content?.text.slice(0, 200)}`;
    case "delete": return `${f.path}|${f.scope}`;
    case "read": return `${f.source}|${f.detail}`;
    case "invoke": return `${f.target}|${f.how}`;
    case "privilege": case "config": return `${f.what}|${f.detail}`;
    case "remote-shell": case "mine": return f.detail;
    case "obfuscation": return `${f.how}|${f.detail}`;
    default: return "";
  }
}

/** Decodings that mean a command name was assembled at run time rather than written, most hiding first. */
const BUILT: readonly Decoding[] = ["base64", "compress", "xor", "hex", "charcode", "rot13", "reverse", "escape", "percent", "replace", "slice", "format", "join", "concat"];

function privilege(s: Ps, what: PrivilegeKind, detail: string, row: number): void {
  emit(s, { kind: "privilege", what, detail: detail.slice(0, 300), loc: locOf(s, row) });
}

function readFact(s: Ps, source: Taint["source"], what: string, detail: string, row: number, via: readonly Decoding[] = []): void {
  const hidden = via.filter((d) => d !== "variable" && d !== "concat");
  emit(s, { kind: "read", source, what, detail: detail.slice(0, 300), ...(hidden.length ? { via: hidden } : {}), loc: locOf(s, row) });
}

/** A read of a path: a read fact when the path holds private data. */
function readPath(s: Ps, path: Folded, row: number, how: string): void {
  if (!path.text || path.text === HOLE) return;
  const cls = sourceOfPath(path.text);
  if (cls) readFact(s, cls.source, cls.what, `${how} ${path.text}`, row, path.via);
}

function hostOf(url: string): string | null {
  // Invoke-WebRequest takes `get.scoop.sh` without a scheme (http is implied).
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(url) ?? /^()((?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?)(?:[/?#]|$)/i.exec(url);
  if (!m) return null;
  let host = m[2]!.toLowerCase();
  const at = host.lastIndexOf("@");
  if (at >= 0) host = host.slice(at + 1);
  host = host.replace(/:\d+$/, "").replace(/\.$/, "").replace(/^\[|\]$/g, "");
  return !host || host.includes(HOLE_START) ? null : host;
}

function channelOf(url: string): "webhook" | "websocket" | "http" | "ftp" {
  if (/^ftps?:/i.test(url)) return "ftp";
  return /discord(?:app)?\.com\/api\/webhooks\/|hooks\.slack\.com\/|webhook\.office\.com\/|\/webhooks?(?:\/|$|\?)/i.test(url) ? "webhook" : /^wss?:/i.test(url) ? "websocket" : "http";
}

// ---------------------------------------------------------------------------------------------
// The visiting walk

function visit(s: Ps, root: SyntaxNode): void {
  const stack: SyntaxNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (++s.work > MAX_WORK) break;
    switch (n.type) {
      case "command":
        runCommand(s, n);
        break;
      case "invokation_expression":
        runMethod(s, n);
        break;
      case "pipeline_chain": {
        const redirects = n.children.find((c) => c.type === "redirections");
        const first = named(n)[0];
        if (redirects && first && first.type !== "command") for (const r of redirects.children) redirect(s, r, () => ev(s, first));
        break;
      }
    }
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}

/** `> file`, `>> file`: a write of what the statement outputs. */
function redirect(s: Ps, r: SyntaxNode, output: () => Val): void {
  if (r.type !== "redirection") return;
  const op = r.children.find((c) => c.type === "file_redirection_operator");
  const file = r.children.find((c) => c.type === "redirected_file_name");
  if (!op || !file) return;
  const opText = textAt(s, op).trim();
  if (/^[2-6*]>/.test(opText)) return;
  const path = toF(evGroup(s, named(file).filter((c) => c.type !== "command_argument_sep")));
  if (/^\$?null$/i.test(path.text)) return;
  writeFile(s, path, toF(output()), opText.endsWith(">>") ? "append" : "write", r.row, fetchedOf(output()));
}

type Cmd = { s: Ps; n: SyntaxNode; r: Resolved; b: Bound; row: number; stdin: () => Val | null };

function runCommand(s: Ps, n: SyntaxNode): void {
  const r = resolveCommand(s, n);
  if (!r) return;
  const row = n.row;
  // A command or program name assembled at run time; a path built from folders is just a path.
  const how = /[\\/]/.test(r.raw) || r.raw.includes(HOLE) ? undefined : BUILT.find((d) => r.via.includes(d));
  if (how && r.canon) emit(s, { kind: "obfuscation", how, detail: `command ${r.canon} named at run time`, loc: locOf(s, row) });
  let input: Val | null | undefined;
  const stdin = () => (input === undefined ? (input = pipeInput(s, n)) : input);
  if (r.target) return invokeTarget(s, r.target, n, r.dot);
  const elements = n.children.find((c) => c.field === "command_elements");
  for (const c of elements?.children ?? []) if (c.type === "redirection") redirect(s, c, () => commandOutput(s, n, stdin()));
  const handler = HANDLERS.get(r.canon);
  const known = !handler && (s.functions.has(r.name) || CMDLET_NAMES.has(r.canon));
  // Most commands are cmdlets that act on nothing the table knows (Write-Host, Test-Path …): only a
  // method call hidden in their arguments is looked at.
  const hasCalls = elements?.children.some((c) => c.type === "argument_list") ?? false;
  if (known && !hasCalls) return;
  const groups = argGroups(s, n);
  if (hasCalls) groupCalls(s, groups, n);
  if (known) return;
  const cmd: Cmd = { s, n, r, b: bindGroups(s, groups, SPECS.get(r.canon)), row, stdin };
  if (handler) return handler(cmd);
  runNative(cmd, groups);
}

/** Method calls the grammar left inside a command argument (`IEX (New-Object Net.WebClient).DownloadString(…)`). */
function groupCalls(s: Ps, groups: readonly Group[], n: SyntaxNode): void {
  for (const g of groups) {
    const nodes = g.arg?.nodes ?? [];
    const head = nodes.length > 1 && nodes[1]!.type === "argument_list" ? unwrap(nodes[0]!) : null;
    if (head?.type === "member_access" && SINK_METHODS.test(memberOf(s, head)?.toLowerCase() ?? "")) methodSink(s, ev(s, head.children[0]!), memberOf(s, head)!.toLowerCase(), argNodes(nodes[1]!), unwrap(head.children[0]!), n);
    for (let i = 1; i + 1 < nodes.length; i++) {
      const m = nodes[i]!.type === "ERROR" ? /^\.\s*(\w+)$/.exec(textAt(s, nodes[i]!).trim()) : null;
      if (m && nodes[i + 1]!.type === "argument_list" && SINK_METHODS.test(m[1]!.toLowerCase())) methodSink(s, evGroup(s, nodes.slice(0, i)), m[1]!.toLowerCase(), argNodes(nodes[i + 1]!), unwrap(nodes[0]!), n);
    }
  }
}

/** `& $x` / `. $x` where $x is a script block or an object, not a name. */
function invokeTarget(s: Ps, target: Val, n: SyntaxNode, dot: boolean): void {
  if (target.k === "block") {
    if (!target.node) execCode(s, target, n, `${dot ? "." : "&"} [scriptblock]`);
    return;
  }
  const f = toF(target);
  if (f.text === HOLE && !fetchedOf(target)) return;
  execCode(s, target, n, dot ? "." : "&");
}

/** PowerShell code run from a value (iex, a script block built from a string, InvokeScript): an exec fact, then the code itself. */
function execCode(s: Ps, code: Val, n: SyntaxNode, how: string): void {
  for (const a of alts(code).slice(0, 4)) {
    const f = a.k === "block" ? a.code : toF(a);
    const from = fetchedOf(a);
    // Code that is a download only when the response is (nearly) all of it.
    const fetched = from && f.text.split(HOLE).join("").trim().length < 8 ? from : null;
    const dynamic = fetched !== null || !f.exact || f.via.length > 0;
    const shown = n.parent?.type === "pipeline_chain" ? n.parent : n;
    const command = fetched ? { ...known(textAt(s, shown).slice(0, 300)), via: f.via, taint: f.taint } : f;
    emit(s, { kind: "exec", lang: "powershell", command, dynamic, fetched, loc: locOf(s, n.row) });
    if (fetched?.startsWith("socket://")) emit(s, { kind: "remote-shell", detail: `commands received from ${fetched} run by ${how === "iex" ? "Invoke-Expression" : how}`, loc: locOf(s, n.row) });
    if (!fetched && f.text.trim() !== HOLE && f.text.trim()) s.analyzer.analyze("powershell", f.text, s.snippet, n.row, f.via.filter((d) => d !== "variable"));
  }
}

// ---------------------------------------------------------------------------------------------
// The cmdlet table: execution and the network

type Handler = (c: Cmd) => void;

function invokeExpression(c: Cmd): void {
  const code = param(c.s, c.b, "command") ?? c.stdin();
  if (code) execCode(c.s, code, c.n, "iex");
}

/** Invoke-WebRequest / Invoke-RestMethod: a fetch (a download) or a send (a body, a file, private data in the URL or headers). */
function webRequest(c: Cmd): void {
  const { s, b } = c;
  if (isNativeCurl(s, c.r.name, c.n)) return runNative(c, argGroups(s, c.n));
  const url = param(s, b, "uri");
  if (!url) return;
  const body = param(s, b, "body") ?? param(s, b, "form") ?? (c.r.canon === "invoke-restmethod" || c.r.canon === "invoke-webrequest" ? c.stdin() : null);
  const infile = param(s, b, "infile");
  const headers = param(s, b, "headers");
  const outfile = param(s, b, "outfile");
  for (const u of alts(url).slice(0, 4)) {
    const dest = textOf(u);
    const host = hostOf(dest);
    const parts: Folded[] = [];
    if (body) parts.push(toF(body));
    if (infile) {
      readPath(s, toF(infile), c.row, "uploads");
      parts.push(toF(fileValue(s, toF(infile), c.row)));
    }
    const leaks = [u, ...(headers ? [headers] : [])].filter((v) => taintOf(v).length > 0);
    if (parts.length || leaks.length) {
      const data = withTaint(concat(parts.length ? parts : leaks.map((l) => toF(l))), leaks.flatMap((l) => taintOf(l)));
      emit(s, { kind: "send", channel: channelOf(dest), dest, host, data, loc: locOf(s, c.row) });
      continue;
    }
    const saveTo = outfile ? textOf(outfile) : null;
    emit(s, { kind: "fetch", url: dest, host, saveTo, loc: locOf(s, c.row) });
    if (saveTo) s.downloads.set(normalizeKey(saveTo), dest);
    mineCheck(s, dest, c.row);
  }
}

/** `curl`/`wget` written with curl's or wget's own options (`-fsSL`, `-o`, `--data`) is the native program. */
function isNativeCurl(s: Ps, name: string, c: SyntaxNode): boolean {
  if (name.endsWith(".exe")) return name === "curl.exe" || name === "wget.exe";
  if (name !== "curl" && name !== "wget") return false;
  const elements = c.children.find((x) => x.field === "command_elements");
  return (elements?.children ?? []).some((x) => x.type === "command_parameter" && /^--|^-[a-zA-Z]{1,4}$/.test(textAt(s, x)) && !/^-(?:uri|body|form|method)$/i.test(textAt(s, x)));
}

function startProcess(c: Cmd): void {
  const { s, b } = c;
  const file = param(s, b, "filepath");
  if (!file) return;
  const argsV = param(s, b, "argumentlist");
  const style = param(s, b, "windowstyle");
  const hidden = style !== null && /^hid/i.test(textOf(style));
  const args = argsV ? commandLineWords(argsV) : [];
  for (const f of alts(file).slice(0, 4)) runProgram(s, [toF(f), ...args], c.row, { explicit: true, hidden, via: [] });
}

/** An argument list given as one string or as an array: the words a program receives. */
function commandLineWords(v: Val): Folded[] {
  if (v.k === "arr") return v.items.slice(0, 256).map((i) => toF(i));
  const f = toF(v);
  return splitCommandLine(f);
}

/** Splits a Windows command line into words (double quotes group). */
function splitCommandLine(f: Folded): Folded[] {
  const out: Folded[] = [];
  for (const m of f.text.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)) {
    if (out.length >= 256) break;
    out.push({ ...f, text: m[1] ?? m[2]! });
  }
  return out;
}

/** Invoke-Command / Start-Job with a script block built at run time; -FilePath runs a script. */
function invokeCommand(c: Cmd): void {
  const { s, b } = c;
  const block = param(s, b, "scriptblock");
  if (block) for (const a of alts(block).slice(0, 4)) if (a.k === "block" ? !a.node : toF(a).text !== HOLE) execCode(s, a, c.n, c.r.canon);
  const file = param(s, b, "filepath");
  if (file) runScriptFile(s, toF(file), c.row);
}

function invokeItem(c: Cmd): void {
  const p = param(c.s, c.b, "path", "literalpath");
  if (p) runProgram(c.s, [toF(p)], c.row, { explicit: true, hidden: false, via: [] });
}

function importModule(c: Cmd): void {
  const p = param(c.s, c.b, "name");
  if (!p) return;
  const f = toF(p);
  if (/[\\/]|\.psm?1$/i.test(f.text)) invokeSkillFile(c.s, f, c.row, "import");
}

function resolveDns(c: Cmd): void {
  const name = param(c.s, c.b, "name");
  if (name) dnsSend(c.s, name, c.row);
}

/** A DNS lookup sends its name: a send when the name carries private data or a value built at run time. */
function dnsSend(s: Ps, name: Val, row: number): void {
  for (const a of alts(name).slice(0, 4)) {
    const f = toF(a);
    if (f.exact && !f.taint.length) continue;
    const tail = f.text.slice(f.text.lastIndexOf(HOLE) + (f.text.includes(HOLE) ? HOLE.length : 0));
    if (!f.taint.length && !/^[\w-]*\.(?:[\w-]+\.)*[a-z]{2,}$/i.test(tail)) continue;
    emit(s, { kind: "send", channel: "dns", dest: f.text, host: tail.replace(/^[\w-]*\./, "") || null, data: f, loc: locOf(s, row) });
  }
}

function sendMail(c: Cmd): void {
  const { s, b } = c;
  const to = param(s, b, "to");
  const server = param(s, b, "smtpserver");
  const body = param(s, b, "body") ?? c.stdin();
  const subject = param(s, b, "subject");
  const attachments = param(s, b, "attachments");
  const files = attachments ? itemsOf(attachments).map((a) => toF(a)) : [];
  for (const f of files) readPath(s, f, c.row, "Send-MailMessage attaches");
  const parts = [...(subject ? [toF(subject)] : []), ...(body ? [toF(body)] : []), ...files.map((f) => toF(fileValue(s, f, c.row)))];
  const dest = to ? textOf(to) : HOLE;
  const host = server ? textOf(server) : dest.includes("@") ? dest.slice(dest.lastIndexOf("@") + 1) : null;
  emit(s, { kind: "send", channel: "smtp", dest, host: host && host !== HOLE ? host : null, data: parts.length ? concat(parts.flatMap((p, i) => (i ? [known("\n"), p] : [p]))) : null, loc: locOf(s, c.row) });
}

function bitsTransfer(c: Cmd): void {
  const { s, b } = c;
  const src = param(s, b, "source");
  const dst = param(s, b, "destination");
  if (!src) return;
  const upload = /^upload/i.test(textOf(param(s, b, "transfertype") ?? str("")));
  if (upload && dst) {
    readPath(s, toF(src), c.row, "Start-BitsTransfer uploads");
    const dest = textOf(dst);
    emit(s, { kind: "send", channel: "http", dest, host: hostOf(dest), data: toF(fileValue(s, toF(src), c.row)), loc: locOf(s, c.row) });
    return;
  }
  const url = textOf(src);
  const saveTo = dst ? textOf(dst) : null;
  emit(s, { kind: "fetch", url, host: hostOf(url), saveTo, loc: locOf(s, c.row) });
  if (saveTo) s.downloads.set(normalizeKey(saveTo), url);
}

function mineCheck(s: Ps, text: string, row: number): void {
  if (s.minerMarks && isMinerText(text)) emit(s, { kind: "mine", detail: text.slice(0, 300), loc: locOf(s, row) });
}

// ---------------------------------------------------------------------------------------------
// The cmdlet table: files, the registry, persistence, deletion, privilege

const REGISTRY_RE = /^(?:registry::)?(?:hk(?:cu|lm|cr|u|cc)|hkey_[a-z_]+)(?::|\\|\/|$)/i;

/** A write of a file (Set-Content, Out-File, `>`, [IO.File]::WriteAllText …). */
function writeFile(s: Ps, path: Folded, content: Folded | null, mode: "write" | "append" | "copy", row: number, fetched?: string): void {
  const p = path.text;
  if (!p || p === HOLE || /^(?:\$null|nul|con)$/i.test(p) || REGISTRY_RE.test(p)) return;
  const place = placeOfPath(p);
  emit(s, { kind: "write", path: p, place, content, mode, loc: locOf(s, row) });
  if (content) mineCheck(s, content.text, row);
  const key = normalizeKey(p);
  if (fetched && !fetched.startsWith("socket://")) s.downloads.set(key, fetched);
  if (content) {
    const prev = mode === "append" ? s.written.get(key) : undefined;
    s.written.set(key, prev ? concat([prev, content]) : content);
  }
  // What a persistence place will run later is analysed as the code it is.
  if (place && content && content.text.trim() !== HOLE) {
    const kind = place === "profile-script" || /\.ps[md]?1$/i.test(p) ? "powershell" : /\.(?:bat|cmd)$/i.test(p) ? "batch" : place === "shell-rc" || place === "git-hook" ? "shell" : null;
    if (kind) s.analyzer.analyze(kind, content.text, s.snippet, row, content.via.filter((d) => d !== "variable"));
  }
}

function setContent(c: Cmd): void {
  const { s, b } = c;
  const path = param(s, b, "path", "literalpath", "filepath");
  if (!path) return;
  const value = param(s, b, "value", "inputobject") ?? c.stdin();
  const append = c.r.canon === "add-content" || hasSwitch(s, b, "append");
  for (const p of alts(path).slice(0, 4)) writeFile(s, toF(p), value ? toF(value) : null, append ? "append" : "write", c.row, value ? fetchedOf(value) : undefined);
}

function newItem(c: Cmd): void {
  const { s, b } = c;
  const path = param(s, b, "path");
  const name = param(s, b, "name");
  const value = param(s, b, "value") ?? c.stdin();
  if (!path && !name) return;
  const full = path && name ? fromF(concat([toF(path), known("\\"), toF(name)])) : (path ?? name)!;
  const p = toF(full);
  if (REGISTRY_RE.test(p.text)) return registryWrite(s, p.text, null, value, c.row);
  if (value) writeFile(s, p, toF(value), "write", c.row, fetchedOf(value));
  else if (placeOfPath(p.text)) emit(s, { kind: "write", path: p.text, place: placeOfPath(p.text), content: null, mode: "write", loc: locOf(s, c.row) });
}

function copyItem(c: Cmd): void {
  const { s, b } = c;
  const src = param(s, b, "path", "literalpath");
  const dst = param(s, b, "destination");
  if (!src) return;
  for (const f of alts(src).flatMap(itemsOf).slice(0, 8)) readPath(s, toF(f), c.row, c.r.canon === "move-item" ? "moves" : "copies");
  if (!dst) return;
  const content = toF(fileValue(s, toF(src), c.row));
  writeFile(s, toF(dst), content, "copy", c.row, s.downloads.get(normalizeKey(textOf(src))));
}

function removeItem(c: Cmd): void {
  const { s, b } = c;
  const path = param(s, b, "path", "literalpath") ?? c.stdin();
  if (!path) return;
  const recursive = hasSwitch(s, b, "recurse");
  for (const p of alts(path).flatMap(itemsOf).flatMap(alts).slice(0, 16)) {
    const t = textOf(p);
    if (t === HOLE || !t) continue;
    const scope = deleteScopeOfPath(t);
    if (recursive || (/[\\/]\*$/.test(t) && scope !== "other")) emit(s, { kind: "delete", path: t, scope, loc: locOf(s, c.row) });
  }
}

/** Set-ItemProperty / New-ItemProperty / New-Item on the registry. */
function itemProperty(c: Cmd): void {
  const { s, b } = c;
  const path = param(s, b, "path", "literalpath");
  if (!path) return;
  const name = param(s, b, "name");
  const value = param(s, b, "value");
  for (const p of alts(path).slice(0, 4)) {
    const names = name ? alts(name).slice(0, MAX_ALTS) : [null];
    for (const n of names) registryWrite(s, textOf(p), n ? textOf(n) : null, value, c.row);
  }
}

const UAC_VALUES = /^(?:enablelua|consentpromptbehavioradmin|promptonsecuredesktop|filteradministratortoken|localaccounttokenfilterpolicy)$/i;
// Keys Windows' auto-elevating programs (fodhelper, computerdefaults, sdclt, eventvwr) read a command from.
const ELEVATION_HIJACK = /\\(?:ms-settings|mscfile|exefile|folder|launcher\.systemsettings|apppathsfolder)\\shell\\(?:open|runas)\\command/i;

function registryWrite(s: Ps, key: string, name: string | null, value: Val | null, row: number): void {
  const full = name ? `${key.replace(/[\\/]+$/, "")}\\${name}` : key;
  const content = value ? toF(value) : null;
  const v = value ? numOf(value) : null;
  const place = placeOfPath(full) ?? placeOfPath(key);
  if (place) {
    emit(s, { kind: "write", path: full, place, content, mode: "write", loc: locOf(s, row) });
    if (content && content.text !== HOLE) runCommandLine(s, content, row, { explicit: false, hidden: false, via: [] });
  }
  if (name && /\\policies\\system\\?$/i.test(key) && UAC_VALUES.test(name) && (v === 0 || (v === 1 && /tokenfilter/i.test(name)))) privilege(s, "uac-bypass", `${full} = ${content?.text ?? ""}`, row);
  if (ELEVATION_HIJACK.test(`${key}\\`)) privilege(s, "uac-bypass", `${full}${content ? ` = ${content.text}` : ""}`, row);
  if (name && /windows defender/i.test(key) && /^disable/i.test(name) && v === 1) privilege(s, "disable-security", `${full} = 1`, row);
}

const DEFENDER_OFF = /^(?:disable(?:realtimemonitoring|behaviormonitoring|ioavprotection|scriptscanning|intrusionpreventionsystem|blockatfirstseen|archivescanning|emailscanning|scanningnetworkfiles)|mapsreporting|submitsamplesconsent|puaprotection|enablecontrolledfolderaccess|enablenetworkprotection)$/;

/** Add-MpPreference / Set-MpPreference: exclusions and switched-off protections. */
function defender(c: Cmd): void {
  const { s, b } = c;
  for (const name of b.params) {
    const v = param(s, b, name);
    const t = v ? textOf(v) : "";
    if (/^exclusion/.test(name)) {
      privilege(s, "disable-security", `${c.r.canon === "add-mppreference" ? "Add-MpPreference" : "Set-MpPreference"} -${name} ${v ? itemsOf(v).map(textOf).join(", ") : ""}`, c.row);
      continue;
    }
    if (!DEFENDER_OFF.test(name)) continue;
    const off = name.startsWith("disable") ? !/^(?:\$?false|0)$/i.test(t) : /^(?:0|2|disabled?|neversend|auditmode)$/i.test(t);
    if (off) privilege(s, "disable-security", `Set-MpPreference -${name} ${t}`, c.row);
  }
}

function executionPolicy(c: Cmd): void {
  const policy = param(c.s, c.b, "executionpolicy");
  const scope = param(c.s, c.b, "scope");
  const p = policy ? textOf(policy) : "";
  const sc = scope ? textOf(scope) : "LocalMachine";
  if (/^(?:unrestricted|bypass)$/i.test(p) && /^localmachine$/i.test(sc)) privilege(c.s, "disable-security", `Set-ExecutionPolicy ${p} -Scope ${sc}`, c.row);
}

function localGroupMember(c: Cmd): void {
  const group = param(c.s, c.b, "group", "name", "sid");
  const member = param(c.s, c.b, "member");
  if (group && /^(?:administrators|administratoren|administrateurs|s-1-5-32-544)$/i.test(textOf(group))) privilege(c.s, "add-admin-user", `Add-LocalGroupMember -Group ${textOf(group)} -Member ${member ? textOf(member) : ""}`, c.row);
}

/** Register-ScheduledTask / Register-ScheduledJob: code that runs later, on a trigger. */
function scheduledTask(c: Cmd): void {
  const { s, b } = c;
  const name = param(s, b, "taskname", "name");
  const action = param(s, b, "action", "scriptblock", "xml");
  let content: Folded | null = null;
  for (const a of action ? alts(action) : []) {
    if (a.k === "obj" && a.type === "taskaction") {
      const argument = toF(a.args[1]!);
      content = argument.text ? concat([toF(a.args[0]!), known(" "), argument]) : toF(a.args[0]!);
      runProgram(s, [toF(a.args[0]!), ...commandLineWords(a.args[1]!)], c.row, { explicit: false, hidden: false, via: [] });
    } else content = toF(a);
    break;
  }
  emit(s, { kind: "write", path: `scheduled task ${name ? textOf(name) : HOLE}`, place: "scheduled-task", content, mode: "write", loc: locOf(s, c.row) });
}

function newService(c: Cmd): void {
  const name = param(c.s, c.b, "name");
  const bin = param(c.s, c.b, "binarypathname");
  if (!bin) return;
  emit(c.s, { kind: "write", path: `service ${name ? textOf(name) : HOLE}`, place: "autostart", content: toF(bin), mode: "write", loc: locOf(c.s, c.row) });
  runCommandLine(c.s, toF(bin), c.row, { explicit: false, hidden: false, via: [] });
}

/** Set-WmiInstance of an event filter or consumer: a WMI subscription that runs a command on an event. */
function wmiInstance(c: Cmd): void {
  const cls = param(c.s, c.b, "class");
  const args = param(c.s, c.b, "arguments");
  if (!cls || !/^__eventfilter$|eventconsumer$|^__filtertoconsumerbinding$/i.test(textOf(cls))) return;
  const line = args?.k === "hash" ? args.vals[args.keys.findIndex((k) => /^(?:commandlinetemplate|scripttext|executablepath)$/i.test(k))] : undefined;
  emit(c.s, { kind: "write", path: `WMI subscription ${textOf(cls)}`, place: "scheduled-task", content: line ? toF(line) : null, mode: "write", loc: locOf(c.s, c.row) });
  if (line) runCommandLine(c.s, toF(line), c.row, { explicit: false, hidden: false, via: [] });
}

function formatDisk(c: Cmd): void {
  const target = param(c.s, c.b, "driveletter", "number", "disknumber", "path", "friendlyname");
  emit(c.s, { kind: "delete", path: `${c.r.canon} ${target ? textOf(target) : ""}`.trim(), scope: "disk", loc: locOf(c.s, c.row) });
}

function firewall(c: Cmd): void {
  const enabled = param(c.s, c.b, "enabled");
  if (enabled && /^(?:false|0|\$false)$/i.test(textOf(enabled))) privilege(c.s, "disable-security", `Set-NetFirewallProfile -Enabled ${textOf(enabled)}`, c.row);
}

const SECURITY_SERVICES = /^(?:windefend|wdnissvc|sense|wscsvc|mpssvc|eventlog|securityhealthservice)$/i;

function service(c: Cmd): void {
  const name = param(c.s, c.b, "name") ?? c.stdin();
  if (!name || !SECURITY_SERVICES.test(textOf(name))) return;
  const startup = param(c.s, c.b, "startuptype");
  if (c.r.canon === "stop-service" || (startup && /^disabled$/i.test(textOf(startup)))) privilege(c.s, "disable-security", `${c.r.canon} ${textOf(name)}`, c.row);
}

// ---------------------------------------------------------------------------------------------
// The cmdlet table: sources

/** Get-ChildItem / Get-Item / Get-Content: the environment drive, or a path holding private data. */
function readItems(c: Cmd): void {
  const { s, b } = c;
  const path = param(s, b, "path", "literalpath");
  if (!path) return;
  for (const p of alts(path).flatMap(itemsOf).flatMap(alts).slice(0, 8)) {
    const f = toF(p);
    const env = /^env:[\\/]?(.*)$/i.exec(f.text.trim());
    if (env) {
      if (!env[1] || env[1] === "*") readFact(s, "env-all", "the whole environment", `${c.r.canon} ${f.text}`, c.row, f.via);
      continue;
    }
    readPath(s, f, c.row, c.r.canon === "get-content" ? "reads" : "lists");
    // `-Include 'Cookies','Login Data'` / `-Filter key4.db`: the files a listing picks are what it reads
    if (c.r.canon !== "get-childitem") continue;
    const names = [param(s, b, "include"), param(s, b, "filter")].filter((x): x is Val => x !== null).flatMap((x) => alts(x).flatMap(itemsOf).flatMap(alts)).slice(0, 16);
    for (const n of names) {
      const name = textOf(n);
      if (name && name !== HOLE && !/[\\/]/.test(name)) readPath(s, { ...f, text: `${f.text.replace(/[\\/]+$/, "")}\\**\\${name}` }, c.row, "lists");
    }
  }
}

function clipboard(c: Cmd): void {
  readFact(c.s, "clipboard", "the clipboard", "Get-Clipboard", c.row);
}

function storedCredential(c: Cmd): void {
  readFact(c.s, "keychain", "Windows Credential Manager", "Get-StoredCredential", c.row);
}

function compressArchive(c: Cmd): void {
  const { s, b } = c;
  const src = param(s, b, "path", "literalpath");
  const dst = param(s, b, "destinationpath");
  if (!src) return;
  const taint: Taint[] = [];
  for (const f of alts(src).flatMap(itemsOf).slice(0, 16)) {
    readPath(s, toF(f), c.row, "archives");
    taint.push(...fileTaint(s, toF(f), c.row));
  }
  if (dst) s.written.set(normalizeKey(textOf(dst)), unknown(taint));
}

/** Shadow copies listed through WMI/CIM and deleted in the same pipeline. */
function shadowCopies(c: Cmd): void {
  const cls = param(c.s, c.b, "class", "classname", "query");
  if (!cls || !/win32_shadowcopy/i.test(textOf(cls))) return;
  const chain = c.n.parent;
  if (chain && /\.delete\(\)|remove-ciminstance|remove-wmiobject|\brcim\b/i.test(textAt(c.s, chain))) emit(c.s, { kind: "delete", path: "shadow copies (Win32_ShadowCopy)", scope: "disk", loc: locOf(c.s, c.row) });
}

/** Invoke-WmiMethod / Invoke-CimMethod Win32_Process Create: a process started through WMI. */
function wmiProcess(c: Cmd): void {
  const { s, b } = c;
  const cls = param(s, b, "class", "classname");
  const method = param(s, b, "name", "methodname");
  if (!cls || !/win32_process$/i.test(textOf(cls)) || !method || !/^create$/i.test(textOf(method))) return;
  const args = param(s, b, "argumentlist", "arguments");
  const line = args?.k === "hash" ? args.vals[args.keys.findIndex((k) => /^commandline$/i.test(k))] : args?.k === "arr" ? args.items[0] : args;
  if (line) runCommandLine(s, toF(line), c.row, { explicit: true, hidden: true, via: [] });
}

// Compiled code that allocates executable memory and starts a thread in it: a shellcode loader.
const LOADER_RE = /\b(?:VirtualAlloc(?:Ex)?|VirtualProtect|CreateRemoteThread|CreateThread|WriteProcessMemory|RtlMoveMemory|NtCreateThreadEx|QueueUserAPC)\b/;

function addType(c: Cmd): void {
  const code = param(c.s, c.b, "typedefinition", "memberdefinition");
  if (!code) return;
  const f = toF(code);
  if (LOADER_RE.test(f.text)) emit(c.s, { kind: "exec", lang: "other", command: { ...f, text: f.text.slice(0, 2000) }, dynamic: true, fetched: fetchedOf(code) ?? null, loc: locOf(c.s, c.row) });
}

const HANDLERS = new Map<string, Handler>([
  ["invoke-expression", invokeExpression], ["invoke-webrequest", webRequest], ["invoke-restmethod", webRequest], ["start-process", startProcess],
  ["invoke-command", invokeCommand], ["start-job", invokeCommand], ["start-threadjob", invokeCommand], ["invoke-item", invokeItem], ["import-module", importModule],
  ["resolve-dnsname", resolveDns], ["send-mailmessage", sendMail], ["start-bitstransfer", bitsTransfer],
  ["set-content", setContent], ["add-content", setContent], ["out-file", setContent], ["tee-object", setContent], ["export-csv", setContent],
  ["new-item", newItem], ["copy-item", copyItem], ["move-item", copyItem], ["remove-item", removeItem],
  ["set-itemproperty", itemProperty], ["new-itemproperty", itemProperty], ["add-mppreference", defender], ["set-mppreference", defender],
  ["set-executionpolicy", executionPolicy], ["add-localgroupmember", localGroupMember], ["register-scheduledtask", scheduledTask], ["register-scheduledjob", scheduledTask],
  ["new-service", newService], ["set-wmiinstance", wmiInstance], ["format-volume", formatDisk], ["clear-disk", formatDisk], ["set-netfirewallprofile", firewall],
  ["stop-service", service], ["set-service", service], ["get-childitem", readItems], ["get-item", readItems], ["get-content", readItems],
  ["get-clipboard", clipboard], ["get-storedcredential", storedCredential], ["compress-archive", compressArchive],
  ["get-wmiobject", shadowCopies], ["get-ciminstance", shadowCopies], ["invoke-wmimethod", wmiProcess], ["invoke-cimmethod", wmiProcess], ["add-type", addType],
]);

// ---------------------------------------------------------------------------------------------
// Programs: native commands, Start-Process, command lines stored for later

// Windows programs the batch extractor classifies (registry, tasks, accounts, shadow copies, LOLBins).
const BATCH_NATIVE = new Set(["reg", "schtasks", "net", "net1", "vssadmin", "wmic", "bcdedit", "netsh", "wbadmin", "certutil", "bitsadmin", "mshta", "rundll32", "regsvr32", "cmdkey", "vaultcmd", "sc", "icacls", "takeown", "attrib", "wevtutil", "del", "erase", "rd", "rmdir"]);
const HOST_INFO_PROGRAMS = new Set(["whoami", "hostname", "ipconfig", "systeminfo", "getmac", "quser", "nltest"]);

type Run = { explicit: boolean; hidden: boolean; via: Decoding[] };

function joinWords(words: readonly Folded[]): Folded {
  return concat(words.flatMap((w, i) => (i ? [known(" "), /\s/.test(w.text) ? { ...w, text: `"${w.text}"` } : w] : [w])));
}

function baseOf(prog: string): string {
  return prog.replace(/^["']|["']$/g, "").replace(/^.*[\\/]/, "").toLowerCase().replace(/\.(?:exe|com)$/, "");
}

/** A native command written as a statement (`git clone …`, `reg add …`, `& $exe /S`). */
function runNative(c: Cmd, groups: readonly Group[]): void {
  const { s, r } = c;
  const argv: Folded[] = [r.via.length ? { ...known(r.raw), via: r.via } : known(r.raw)];
  const key = normalizeKey(r.raw);
  if (r.dot && /\.ps[m]?1$/i.test(r.raw) && !s.downloads.has(key) && !s.written.has(key)) return invokeSkillFile(s, argv[0]!, c.row, "source");
  for (const g of groups) {
    if (argv.length >= 256) break;
    if (g.isParam) {
      argv.push(known(textAt(s, g.node)));
      continue;
    }
    const v = argVal(s, g.arg!);
    if (v.k === "arr") for (const i of v.items.slice(0, 64)) argv.push(toF(i));
    else argv.push(toF(v));
  }
  // The statement as written names what folding cannot (`MiniDump (Get-Process lsass).Id`).
  credentialDump(s, textAt(s, c.n), c.row);
  runProgram(s, argv, c.n.row, { explicit: false, hidden: false, via: /[\\/]/.test(r.raw) ? [] : r.via });
}

function runProgram(s: Ps, argv: readonly Folded[], row: number, run: Run): void {
  const prog = argv[0]!.text;
  if (!prog || prog === HOLE) return;
  // Opening a web page in the browser runs nothing of the skill's.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(prog)) return;
  const base = baseOf(prog);
  const line = joinWords(argv);
  if (base === "powershell" || base === "pwsh") return runPowerShellArgs(s, argv.slice(1), row, run);
  if (base === "cmd") {
    const at = argv.findIndex((a) => /^\/[ck]$/i.test(a.text));
    if (at > 0 && s.snippet.depth < 3) s.analyzer.analyze("batch", joinWords(argv.slice(at + 1)).text, s.snippet, row, line.via.filter((d) => d !== "variable"));
    return;
  }
  const key = normalizeKey(prog);
  const kind = /\.ps[m]?1$/i.test(prog) ? "powershell" : /\.(?:bat|cmd)$/i.test(prog) ? "batch" : /\.sh$/i.test(prog) ? "shell" : /\.py$/i.test(prog) ? "python" : null;
  const lang = kind === "powershell" ? "powershell" : kind === "shell" || kind === "batch" ? "shell" : kind === "python" ? "python" : "binary";
  const downloaded = s.downloads.get(key);
  if (downloaded) {
    emit(s, { kind: "exec", lang, command: hiddenWindow(line, run.hidden), dynamic: true, fetched: downloaded, loc: locOf(s, row) });
    return;
  }
  const written = s.written.get(key);
  if (written && written.text.trim() !== HOLE) {
    emit(s, { kind: "exec", lang, command: hiddenWindow(written, run.hidden), dynamic: true, fetched: null, loc: locOf(s, row) });
    if (kind && s.snippet.depth < 3) s.analyzer.analyze(kind, written.text, s.snippet, row, written.via.filter((d) => d !== "variable"));
    return;
  }
  if (/\.ps[m]?1$/i.test(prog)) return runScriptFile(s, argv[0]!, row);
  credentialDump(s, line.text, row);
  if (BATCH_NATIVE.has(base)) {
    if (s.snippet.depth < 3) s.analyzer.analyze("batch", joinWords([known(base), ...argv.slice(1)]).text, s.snippet, row, line.via.filter((d) => d !== "variable"));
    return;
  }
  const built = run.via.some((d) => BUILT.includes(d));
  if (run.explicit || built || run.hidden) {
    const lang = /^(?:bash|sh|zsh|wsl)$/.test(base) ? "shell" : /^python[0-9.]*$|^py$/.test(base) ? "python" : /^(?:node|deno|bun)$/.test(base) ? "js" : "binary";
    emit(s, { kind: "exec", lang, command: hiddenWindow(line, run.hidden), dynamic: built || !line.exact, fetched: null, loc: locOf(s, row) });
  }
  if (/[\\/]/.test(prog) || /\.(?:sh|py|js|bat|cmd)$/i.test(prog)) invokeSkillFile(s, argv[0]!, row, "run");
  analyzeArgv([known(base), ...argv.slice(1)], s.snippet, row, s.analyzer);
}

function hiddenWindow(f: Folded, hidden: boolean): Folded {
  return hidden ? { ...f, text: `${f.text} (hidden window)` } : f;
}

/** Dumps of lsass memory and of the SAM/SECURITY hives: the system's credentials. */
function credentialDump(s: Ps, line: string, row: number): void {
  if (/\blsass\b/i.test(line) && /\b(?:minidump|procdump\d*|-ma\b|sqldumper|createdump|out-minidump|dumpert)/i.test(line)) readFact(s, "keychain", "lsass memory (credentials)", line, row);
  else if (/\breg(?:\.exe)?\s+save\s+(?:hklm|hkey_local_machine)\\(?:sam|security|system)\b/i.test(line)) readFact(s, "keychain", "the SAM/SECURITY registry hives", line, row);
  else if (/\b(?:sekurlsa::|lsadump::|invoke-mimikatz)/i.test(line)) readFact(s, "keychain", "credentials in memory (mimikatz)", line, row);
}

/** `powershell [-w hidden] [-nop] (-enc <base64> | -c <code> | -File <script>)`. */
function runPowerShellArgs(s: Ps, args: readonly Folded[], row: number, run: Run): void {
  const flags: string[] = [];
  let hidden = run.hidden;
  let code: Folded | null = null;
  let file: Folded | null = null;
  for (let i = 0; i < args.length; i++) {
    const t = args[i]!.text;
    const lower = t.toLowerCase().replace(/^\//, "-");
    if (lower === "-e" || lower === "-ec" || (lower.length >= 4 && "-encodedcommand".startsWith(lower))) {
      const b64 = args[i + 1];
      if (!b64) break;
      const bytes = b64.exact ? decodeBase64Bytes(b64.text) : null;
      code = bytes ? { ...known(utf16(bytes, true), [...b64.via, "base64"]), taint: b64.taint } : { ...unknown(b64.taint), via: [...b64.via, "base64"] };
      flags.push("-EncodedCommand");
      break;
    }
    if (lower.length >= 2 && "-command".startsWith(lower)) {
      code = joinWords(args.slice(i + 1));
      break;
    }
    if (lower.length >= 2 && "-file".startsWith(lower)) {
      file = args[i + 1] ?? null;
      break;
    }
    if ((lower.length >= 2 && "-windowstyle".startsWith(lower)) || lower === "-ep" || (lower.length >= 3 && "-executionpolicy".startsWith(lower))) {
      const v = args[i + 1]?.text ?? "";
      if (lower.startsWith("-w") && /^(?:hid|1$)/i.test(v)) hidden = true;
      flags.push(`${t} ${v}`);
      i++;
      continue;
    }
    if (t.startsWith("-")) {
      flags.push(t);
      continue;
    }
    // A bare word starts the command (`powershell Get-Date`).
    code = joinWords(args.slice(i));
    break;
  }
  if (file) return runScriptFile(s, file, row);
  if (!code) return;
  const quiet = hidden || (flags.some((f) => /^-nop/i.test(f)) && flags.some((f) => /^-noni/i.test(f)) && flags.includes("-EncodedCommand"));
  const dynamic = !code.exact || code.via.length > 0;
  if (run.explicit || dynamic || quiet) {
    const shown = flags.length ? { ...code, text: `powershell ${flags.join(" ")}${hidden ? " (hidden window)" : ""}: ${code.text}` } : code;
    emit(s, { kind: "exec", lang: "powershell", command: shown, dynamic, fetched: null, loc: locOf(s, row) });
  }
  if (code.text.trim() !== HOLE && s.snippet.depth < 3) s.analyzer.analyze("powershell", code.text, s.snippet, row, code.via.filter((d) => d !== "variable"));
}

/** A command line stored for later or handed to WMI/WScript.Shell: its program and arguments. */
function runCommandLine(s: Ps, line: Folded, row: number, run: Run): void {
  const words = splitCommandLine(line);
  if (words.length) runProgram(s, words, row, run);
}

/** A PowerShell script run by path: a download, a file the script wrote, or a skill file. */
function runScriptFile(s: Ps, path: Folded, row: number): void {
  const key = normalizeKey(path.text);
  const downloaded = s.downloads.get(key);
  if (downloaded || /^https?:\/\//i.test(path.text)) {
    emit(s, { kind: "exec", lang: "powershell", command: path, dynamic: true, fetched: downloaded ?? path.text, loc: locOf(s, row) });
    return;
  }
  const written = s.written.get(key);
  if (written && written.text.trim() !== HOLE) {
    emit(s, { kind: "exec", lang: "powershell", command: written, dynamic: true, fetched: null, loc: locOf(s, row) });
    if (s.snippet.depth < 3) s.analyzer.analyze("powershell", written.text, s.snippet, row, written.via.filter((d) => d !== "variable"));
    return;
  }
  invokeSkillFile(s, path, row, "run");
}

/** An invocation of a file of the skill, resolved from the snippet's folder or the skill root. */
function invokeSkillFile(s: Ps, file: Folded, row: number, how: "run" | "import" | "source"): void {
  const target = skillFileOf(s, file.text);
  if (target && target !== s.snippet.path) emit(s, { kind: "invoke", target, how, loc: locOf(s, row) });
}

/** The file of the skill a path names (`Join-Path $PSScriptRoot 'cleaner.json'`: its known tail), or null. */
function skillFileOf(s: Ps, raw: string): string | null {
  let p = raw.replace(/\\/g, "/");
  if (!p || p.includes("://") || p.length > 300) return null;
  if (p.includes(HOLE)) p = p.slice(p.lastIndexOf(HOLE) + HOLE.length);
  p = p.replace(/^\/+/, "").replace(/^(?:\.\/)+/, "");
  if (!p || /^[a-z]:/i.test(p)) return null;
  const dir = s.snippet.path.includes("/") ? s.snippet.path.slice(0, s.snippet.path.lastIndexOf("/") + 1) : "";
  const lower = p.toLowerCase();
  let target: string | null = null;
  for (const f of s.analyzer.files) {
    const fl = f.toLowerCase();
    if (fl === (dir + p).toLowerCase() || fl === lower) return f;
    if (!target && fl.endsWith("/" + lower.replace(/^(?:\.\.\/)+/, ""))) target = f;
  }
  return target;
}

/** What a native program prints: private data for credential commands, host details for whoami and friends. */
function nativeOutput(s: Ps, r: Resolved, b: Bound, row: number): Val {
  const base = baseOf(r.raw);
  const line = [base, ...b.params.map((p) => `-${p}`), ...b.pos.map((a) => textOf(argVal(s, a)))].join(" ");
  const cred = sourceOfCommand(line) ?? (/^(?:cmdkey|vaultcmd)$/.test(base) ? { source: "keychain" as const, what: "Windows Credential Manager" } : null);
  if (cred) return unk([{ source: cred.source, detail: line.slice(0, 200), loc: locOf(s, row) }]);
  if (HOST_INFO_PROGRAMS.has(base)) return unk([{ source: "host-info", detail: base, loc: locOf(s, row) }]);
  return unk();
}

// ---------------------------------------------------------------------------------------------
// Method calls that act: downloads, uploads, sockets, files, processes, code loading

const SINK_METHODS = /^(?:download(?:string|data|file)|openread|upload(?:string|data|file|values)|get(?:string|bytearray|stream)?async|(?:post|put|send|patch)async|getresponse|open|send|write|writeline|writeasync|beginwrite|run|exec|save|start|invoke|invokereturnasis|invokewithcontext|invokescript|write(?:all(?:text|bytes|lines))|append(?:all(?:text|lines))|copy|move|delete|load|loadfrom|loadfile|unsafeloadfrom|gethost(?:addresses|entry|byname)|resolve|getenvironmentvariables|gettext|createfromdirectory|readall(?:text|bytes|lines))(?:async|taskasync)?$/;

function runMethod(s: Ps, n: SyntaxNode): void {
  const name = (memberOf(s, n) ?? "").toLowerCase();
  if (!SINK_METHODS.test(name)) return;
  const recvNode = n.children[0]!;
  methodSink(s, ev(s, recvNode), name, argNodes(n), unwrap(recvNode), n);
}

function methodSink(s: Ps, recv: Val, rawName: string, argNodes: readonly SyntaxNode[], recvNode: SyntaxNode, n: SyntaxNode): void {
  const name = rawName.replace(/(?:task)?async$/, "");
  const row = n.row;
  let argVals: Val[] | null = null;
  const args = () => (argVals ??= argNodes.map((a) => ev(s, a)));
  for (const r of alts(recv).slice(0, 4)) {
    if (r.k === "block") {
      if (/^invoke/.test(name) && !r.node) execCode(s, r, n, "[scriptblock]");
      continue;
    }
    if (r.k !== "obj") continue;
    const t = r.type;
    if (t.startsWith("type:")) {
      staticSink(s, t.slice(5), name, args(), argNodes, n);
      continue;
    }
    if (t === "net.webclient" || t === "net.http.httpclient") {
      const [a0, a1, a2] = args();
      if (!a0) continue;
      const url = textOf(a0);
      if (/^(?:download|openread|get)/.test(name)) {
        const saveTo = name === "downloadfile" && a1 ? textOf(a1) : null;
        emit(s, { kind: "fetch", url, host: hostOf(url), saveTo, loc: locOf(s, row) });
        if (saveTo) s.downloads.set(normalizeKey(saveTo), url);
        mineCheck(s, url, row);
        continue;
      }
      // UploadString(url, [method,] data), UploadFile(url, [method,] path), PostAsync(url, content)
      const payload = (a2 ?? a1) ?? null;
      let data: Folded | null = payload ? toF(payload) : null;
      if (name === "uploadfile" && payload) {
        readPath(s, toF(payload), row, "uploads");
        data = toF(fileValue(s, toF(payload), row));
      }
      emit(s, { kind: "send", channel: channelOf(url), dest: url, host: hostOf(url), data, loc: locOf(s, row) });
      continue;
    }
    if (/^com:(?:msxml2\.(?:server)?xmlhttp|microsoft\.xmlhttp|winhttp\.winhttprequest)/.test(t)) {
      const url = openedUrl(s, recvNode);
      if (name !== "send" || !url) continue;
      const data = args()[0];
      if (data && toF(data).text) emit(s, { kind: "send", channel: channelOf(url), dest: url, host: hostOf(url), data: toF(data), loc: locOf(s, row) });
      else emit(s, { kind: "fetch", url, host: hostOf(url), saveTo: null, loc: locOf(s, row) });
      continue;
    }
    if (t === "net.webrequest" && name === "getresponse") {
      const url = r.fetched ?? HOLE;
      emit(s, { kind: "fetch", url, host: hostOf(url), saveTo: null, loc: locOf(s, row) });
      continue;
    }
    const sock = r.fetched?.startsWith("socket://") ? r.fetched.slice(9) : null;
    if (sock && /^(?:write|writeline|beginwrite|send)$/.test(name)) {
      const data = args()[0];
      const host = sock.replace(/:[^:]*$/, "");
      emit(s, { kind: "send", channel: "socket", dest: sock, host: host === HOLE ? null : host, data: data ? toF(data) : null, loc: locOf(s, row) });
      continue;
    }
    if (t === "net.sockets.udpclient" && name === "send") {
      const [data, , h, p] = args();
      const host = h ? textOf(h) : r.args[0] ? textOf(r.args[0]) : HOLE;
      const port = p ? textOf(p) : r.args[1] ? textOf(r.args[1]) : HOLE;
      emit(s, { kind: "send", channel: "socket", dest: `${host}:${port}`, host: host === HOLE ? null : host, data: data ? toF(data) : null, loc: locOf(s, row) });
      continue;
    }
    if (t === "net.mail.smtpclient" && name === "send") {
      const a = args();
      const server = r.args[0] ? textOf(r.args[0]) : null;
      const to = a.length >= 4 ? textOf(a[1]!) : HOLE;
      const data = a.length >= 4 ? concat([toF(a[2]!), known("\n"), toF(a[3]!)]) : a[0] ? toF(a[0]) : null;
      emit(s, { kind: "send", channel: "smtp", dest: to, host: server, data, loc: locOf(s, row) });
      continue;
    }
    if (t === "com:wscript.shell" && (name === "run" || name === "exec")) {
      const [cmd, style] = args();
      if (cmd) runCommandLine(s, toF(cmd), row, { explicit: true, hidden: style !== undefined && numOf(style) === 0, via: [] });
      continue;
    }
    if (t === "shortcut" && name === "save") {
      const path = r.args[0] ? toF(r.args[0]) : unknown();
      const v = recvNode.type === "variable" ? varName(textAt(s, recvNode)) : "";
      const prop = (p: string) => (s.props.get(`${v}.${p}`) ?? []).map((x) => toF(ev(s, x)))[0];
      const target = prop("targetpath");
      const argsF = prop("arguments");
      const content = target ? concat(argsF ? [target, known(" "), argsF] : [target]) : null;
      writeFile(s, path, content, "write", row);
      if (content && placeOfPath(path.text)) runCommandLine(s, content, row, { explicit: false, hidden: false, via: [] });
      continue;
    }
    if (t === "invokecommand" && name === "invokescript") {
      const code = args()[0];
      if (code) execCode(s, code, n, "InvokeScript");
      continue;
    }
    if (t === "diagnostics.process" && name === "start") startInfo(s, r.args[0] ?? null, argNodes[0] ?? null, recvNode, row);
  }
}

function staticSink(s: Ps, type: string, name: string, args: Val[], argNodes: readonly SyntaxNode[], n: SyntaxNode): void {
  const row = n.row;
  const [a0, a1] = args;
  switch (`${type}::${name}`) {
    case "io.file::writealltext": case "io.file::writeallbytes": case "io.file::writealllines": case "io.file::appendalltext": case "io.file::appendalllines":
      if (a0) writeFile(s, toF(a0), a1 ? toF(a1) : null, name.startsWith("append") ? "append" : "write", row, a1 ? fetchedOf(a1) : undefined);
      return;
    case "io.file::copy": case "io.file::move":
      if (a0) readPath(s, toF(a0), row, "copies");
      if (a0 && a1) writeFile(s, toF(a1), toF(fileValue(s, toF(a0), row)), "copy", row, s.downloads.get(normalizeKey(textOf(a0))));
      return;
    case "io.file::readalltext": case "io.file::readallbytes": case "io.file::readalllines":
      if (a0) readPath(s, toF(a0), row, "reads");
      return;
    case "io.directory::delete":
      if (a0 && a1 && numOf(a1) !== 0 && textOf(a1).toLowerCase() !== "false") emit(s, { kind: "delete", path: textOf(a0), scope: deleteScopeOfPath(textOf(a0)), loc: locOf(s, row) });
      return;
    case "io.compression.zipfile::createfromdirectory":
      if (a0) readPath(s, toF(a0), row, "archives");
      if (a0 && a1) s.written.set(normalizeKey(textOf(a1)), unknown(fileTaint(s, toF(a0), row)));
      return;
    case "diagnostics.process::start":
      if (a0 && a0.k === "obj") startInfo(s, a0, argNodes[0] ?? null, null, row);
      else if (a0) runProgram(s, [toF(a0), ...(a1 ? commandLineWords(a1) : [])], row, { explicit: true, hidden: false, via: [] });
      return;
    case "reflection.assembly::load": case "reflection.assembly::loadfrom": case "reflection.assembly::loadfile": case "reflection.assembly::unsafeloadfrom": {
      if (!a0) return;
      const f = toF(a0);
      const fetched = fetchedOf(a0) ?? (name !== "load" ? s.downloads.get(normalizeKey(f.text)) : undefined) ?? null;
      const what = name === "load" ? `[Reflection.Assembly]::Load(${a0.k === "bytes" && a0.b ? `${a0.b.length} bytes` : "bytes"})` : `[Reflection.Assembly]::${name}(${f.text})`;
      emit(s, { kind: "exec", lang: "binary", command: { ...known(what, viaOf(a0)), taint: taintOf(a0) }, dynamic: true, fetched, loc: locOf(s, row) });
      return;
    }
    case "net.dns::gethostaddresses": case "net.dns::gethostentry": case "net.dns::resolve": case "net.dns::gethostbyname":
      if (a0) dnsSend(s, a0, row);
      return;
    case "environment::getenvironmentvariables":
      readFact(s, "env-all", "the whole environment", "[Environment]::GetEnvironmentVariables()", row);
      return;
    case "windows.forms.clipboard::gettext": case "windows.clipboard::gettext":
      readFact(s, "clipboard", "the clipboard", `[${type}]::GetText()`, row);
      return;
  }
}

/** A process started from a ProcessStartInfo (built with arguments or property by property). */
function startInfo(s: Ps, info: Val | null, infoNode: SyntaxNode | null, recvNode: SyntaxNode | null, row: number): void {
  const node = infoNode ? unwrap(infoNode) : recvNode;
  const v = node?.type === "variable" ? varName(textAt(s, node)) : "";
  const prop = (p: string) => (s.props.get(`${v}.${p}`) ?? []).map((x) => ev(s, x))[0];
  const file = prop("filename") ?? (info?.k === "obj" ? info.args[0] : undefined);
  const args = prop("arguments") ?? (info?.k === "obj" ? info.args[1] : undefined);
  const style = prop("windowstyle");
  const hidden = (style !== undefined && /hidden/i.test(textOf(style))) || (prop("createnowindow") !== undefined && /true|1/i.test(textOf(prop("createnowindow")!)));
  if (file) runProgram(s, [toF(file), ...(args ? commandLineWords(args) : [])], row, { explicit: true, hidden, via: [] });
}

// ---------------------------------------------------------------------------------------------
// Entry point

export const extractPowerShell: Extractor = (snippet, analyzer) => {
  const tree = analyzer.parse("powershell", snippet.text);
  if (!tree) return;
  const s = newState(snippet, analyzer, tree.source);
  collect(s, tree.root);
  // Values computed while collecting (alias and Set-Variable names) may predate later bindings.
  s.memo.clear();
  s.varMemo.clear();
  s.work = 0;
  visit(s, tree.root);
};
