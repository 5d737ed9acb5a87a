// The Perl extractor. No tree-sitter grammar for Perl is available, so this is a compact tokenizer
// (strings of every form — '…', "…" with interpolation and escapes, q/qq/qw/qx with any delimiters,
// heredocs; m//, s///, tr///, qr//; numbers; variables with their sigils; POD and __END__ skipped)
// and a precedence-climbing parser of the common subset into script-eval.ts's syntax tree. The
// evaluator there folds values flow-insensitively; here are Perl's builtins: chr/sprintf/pack/unpack,
// join/reverse/split/map, tr (rot13), MIME::Base64, %ENV and credential files read through open and
// <FH>, LWP::UserAgent/HTTP::Tiny/LWP::Simple, IO::Socket and Socket connect, Net::SMTP, commands
// (system, exec, backticks, qx, piped open) handed to the shell analysis, eval of built code analysed
// again as Perl, subs reached through names built at run time, writes, chmod, unlink and rmtree, and
// STDIN/STDOUT reopened on a socket (a reverse shell).
import type { Extractor } from "./extract";
import {
  addTaint, addVia, alt, alts, asHash, binaryToText, bytesToBinary, cFormat, concatVals, derive, exactText, fetchedOf, fromF, hashGet, hexToBinary, isLiteral, joinItems, mapAlts, mapKnown,
  MAX_PARSE_DEPTH, MAX_SCRIPT_CHARS, num, pairsToHash, ScriptFile, seq, sockOf, str, strNode, taintOf, toF, unk, unkNode,
  type Node, type Obj, type Sock, type Val,
} from "./script-eval";
import { HOLE } from "./types";
import { decodeBase64Bytes, inflateBytes, safeCodePoint } from "./values";

// ---------------------------------------------------------------------------------------------
// Tokens

type Tok =
  | { k: "num"; n: number; row: number }
  | { k: "node"; node: Node; row: number }
  | { k: "var"; v: string; row: number; tight: boolean }
  | { k: "id"; v: string; row: number }
  | { k: "op"; v: string; row: number; tight: boolean }
  | { k: "eof"; row: number };

const OPS = ["<=>", "**=", "||=", "//=", "&&=", "...", "<<=", ">>=", "->", "++", "--", "**", "=~", "!~", "==", "!=", "<=", ">=", "&&", "||", "//", "..", "::", "<<", ">>", "+=", "-=", "*=", "/=", ".=", "%=", "^=", "|=", "&=", "=>"];
const QUOTE_OPS = new Set(["q", "qq", "qw", "qx", "m", "qr", "s", "tr", "y"]);
const CLOSE: Record<string, string> = { "(": ")", "[": "]", "{": "}", "<": ">" };

/** Double-quoted escapes: \n \t \x41 \x{263A} \101 \N{U+263A} \e \cX; case modifiers dropped. */
function perlEscape(s: string, i: number): [string, number] {
  const c = s[i + 1];
  if (c === undefined) return ["\\", i + 1];
  const simple: Record<string, string> = { n: "\n", t: "\t", r: "\r", f: "\f", b: "\b", a: "\x07", e: "\x1b" };
  if (simple[c]) return [simple[c]!, i + 2];
  if (c === "x") {
    if (s[i + 2] === "{") {
      const end = s.indexOf("}", i + 3);
      if (end > 0) return [safeCodePoint(parseInt(s.slice(i + 3, end), 16) || 0), end + 1];
    }
    const m = /^[0-9a-fA-F]{1,2}/.exec(s.slice(i + 2, i + 4));
    return m ? [String.fromCharCode(parseInt(m[0], 16)), i + 2 + m[0].length] : ["\0", i + 2];
  }
  if (/[0-7]/.test(c)) {
    const m = /^[0-7]{1,3}/.exec(s.slice(i + 1, i + 4))!;
    return [String.fromCharCode(parseInt(m[0], 8) & 0xff), i + 1 + m[0].length];
  }
  if (c === "N" && s[i + 2] === "{") {
    const end = s.indexOf("}", i + 3);
    const m = end > 0 ? /^U\+([0-9a-fA-F]+)$/.exec(s.slice(i + 3, end)) : null;
    if (m) return [safeCodePoint(parseInt(m[1]!, 16)), end + 1];
  }
  if (c === "c" && i + 2 < s.length) return [String.fromCharCode(s.charCodeAt(i + 2) ^ 64), i + 3];
  if ("ulULQE".includes(c)) return ["", i + 2];
  return [c, i + 2];
}

class Lexer {
  private i = 0;
  private row = 0;
  readonly toks: Tok[] = [];
  private pending: { node: Node & { t: "str" }; tag: string; interp: boolean; indent: boolean }[] = [];
  data: string | null = null;

  constructor(
    private readonly src: string,
    private readonly depth: number,
    private readonly baseRow: number,
  ) {}

  private last(): Tok | undefined {
    return this.toks[this.toks.length - 1];
  }

  private expectTerm(): boolean {
    const t = this.last();
    if (!t) return true;
    if (t.k === "op") return t.v !== ")" && t.v !== "]" && t.v !== "}";
    if (t.k === "id") return true;
    return false;
  }

  private push(t: Tok): void {
    if (this.toks.length < 400_000) this.toks.push(t);
  }

  run(): Tok[] {
    const s = this.src;
    while (this.i < s.length) {
      const c = s[this.i]!;
      const start = this.i;
      if (c === "\n") {
        this.row++;
        this.i++;
        if (this.pending.length) this.heredocBodies();
        if (s.startsWith("=", this.i) && /^=[a-zA-Z]/.test(s.slice(this.i, this.i + 2))) this.pod();
        if (/^__(?:END|DATA)__\b/.test(s.slice(this.i, this.i + 9))) {
          const nl = s.indexOf("\n", this.i);
          this.data = nl < 0 ? "" : s.slice(nl + 1);
          break;
        }
        continue;
      }
      if (c === " " || c === "\t" || c === "\r") {
        this.i++;
        continue;
      }
      if (c === "#") {
        const nl = s.indexOf("\n", this.i);
        this.i = nl < 0 ? s.length : nl;
        continue;
      }
      if (start === 0 && c === "=" && /^=[a-zA-Z]/.test(s.slice(0, 2))) {
        this.pod();
        continue;
      }
      const row = this.baseRow + this.row;
      const tight = start > 0 && !/\s/.test(s[start - 1]!);
      if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(s[this.i + 1] ?? "") && this.expectTerm())) {
        this.number(row);
        continue;
      }
      if (c === "'" || c === '"' || c === "`") {
        this.i++;
        const body = this.delimited(c);
        const node = c === "'" ? strNode(singleQuoted(body, "'"), row) : this.interpolated(body, row);
        this.push({ k: "node", node: c === "`" ? callNode("readpipe", [node], row) : node, row });
        continue;
      }
      if (c === "$" || c === "@" || (c === "%" && this.expectTerm() && /[A-Za-z_{$:^]/.test(s[this.i + 1] ?? "")) || (c === "&" && this.expectTerm() && /[A-Za-z_{$:]/.test(s[this.i + 1] ?? "")) || (c === "*" && this.expectTerm() && /[A-Za-z_{]/.test(s[this.i + 1] ?? ""))) {
        if (this.variable(c, row, tight)) continue;
      }
      if (/[A-Za-z_]/.test(c)) {
        this.word(row);
        continue;
      }
      if (c === "/" && this.expectTerm()) {
        this.i++;
        const pat = this.delimited("/");
        this.push({ k: "node", node: { t: "regex", kind: "m", pat, repl: null, flags: this.flags(), row }, row });
        continue;
      }
      if (c === "<" && this.expectTerm()) {
        const m = /^<(\$?[\w:]*)>/.exec(s.slice(this.i, this.i + 200));
        if (m) {
          this.i += m[0].length;
          const h = m[1]!;
          const arg: Node = h.startsWith("$") ? { t: "var", name: h, row } : { t: "var", name: `*${h || "STDIN"}`, row };
          this.push({ k: "node", node: callNode("readline", [arg], row), row });
          continue;
        }
        const g = /^<([^\s<>;=]{1,200})>/.exec(s.slice(this.i, this.i + 210));
        if (g) {
          this.i += g[0].length;
          this.push({ k: "node", node: callNode("glob", [this.interpolated(g[1]!, row)], row), row });
          continue;
        }
        const h = /^<<(~?)(?:"([^"\n]*)"|'([^'\n]*)'|([A-Za-z_]\w*))/.exec(s.slice(this.i, this.i + 200));
        if (h) {
          this.i += h[0].length;
          const node: Node & { t: "str" } = { t: "str", parts: [], row };
          this.pending.push({ node, tag: h[2] ?? h[3] ?? h[4]!, interp: h[3] === undefined, indent: h[1] === "~" });
          this.push({ k: "node", node, row });
          continue;
        }
      }
      if (c === "-" && this.expectTerm() && /^-[a-zA-Z](?![\w=>])/.test(s.slice(this.i, this.i + 3)) && s[this.i + 2] !== ">") {
        this.i += 2;
        this.push({ k: "op", v: "-X", row, tight });
        continue;
      }
      const op = OPS.find((o) => s.startsWith(o, this.i)) ?? c;
      this.i += op.length;
      this.push({ k: "op", v: op, row, tight });
    }
    this.push({ k: "eof", row: this.baseRow + this.row });
    return this.toks;
  }

  private pod(): void {
    const m = /\n=cut\b[^\n]*/.exec(this.src.slice(this.i));
    const end = m ? this.i + m.index + m[0].length : this.src.length;
    for (let j = this.i; j < end; j++) if (this.src[j] === "\n") this.row++;
    this.i = end;
  }

  private heredocBodies(): void {
    for (const h of this.pending.splice(0)) {
      const lines: string[] = [];
      while (this.i < this.src.length) {
        let nl = this.src.indexOf("\n", this.i);
        if (nl < 0) nl = this.src.length;
        const line = this.src.slice(this.i, nl);
        this.i = Math.min(nl + 1, this.src.length);
        this.row++;
        if ((h.indent ? line.trim() : line) === h.tag) break;
        lines.push(line);
      }
      let body = lines.join("\n") + (lines.length ? "\n" : "");
      if (h.indent) {
        const ind = Math.min(...lines.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
        body = lines.map((l) => l.slice(Number.isFinite(ind) ? ind : 0)).join("\n") + (lines.length ? "\n" : "");
      }
      const node = h.interp ? this.interpolated(body, h.node.row) : strNode(body, h.node.row);
      h.node.parts = node.t === "str" ? node.parts : [node];
    }
  }

  private number(row: number): void {
    const m = /^(?:0[xX][0-9a-fA-F_]+|0[bB][01_]+|\d[\d_]*(?:\.(?!\.)\d*)?(?:[eE][+-]?\d+)?|\.\d+)/.exec(this.src.slice(this.i, this.i + 64))!;
    this.i += m[0].length;
    const t = m[0].replace(/_/g, "");
    const n = /^0[xX]/.test(t) ? parseInt(t.slice(2), 16) : /^0[bB]/.test(t) ? parseInt(t.slice(2), 2) : /^0[0-7]+$/.test(t) ? parseInt(t, 8) : Number(t);
    this.push({ k: "num", n: Number.isFinite(n) ? n : 0, row });
  }

  private flags(): string {
    const m = /^[a-z]*/.exec(this.src.slice(this.i, this.i + 16))!;
    this.i += m[0].length;
    return m[0];
  }

  /** The body up to the closing delimiter (brackets nest), with the cursor after it. */
  private delimited(open: string): string {
    const close = CLOSE[open] ?? open;
    const s = this.src;
    let depth = 1;
    const start = this.i;
    while (this.i < s.length) {
      const c = s[this.i]!;
      if (c === "\\") {
        this.i += 2;
        continue;
      }
      if (c === "\n") this.row++;
      if (c === close && open !== close) depth--;
      else if (c === open && open !== close) depth++;
      else if (c === close) depth = 0;
      this.i++;
      if (depth === 0) return s.slice(start, this.i - 1);
    }
    return s.slice(start);
  }

  private skipSpace(): void {
    while (this.i < this.src.length && /\s/.test(this.src[this.i]!)) {
      if (this.src[this.i] === "\n") this.row++;
      this.i++;
    }
  }

  private variable(sigil: string, row: number, tight: boolean): boolean {
    const s = this.src;
    const rest = s.slice(this.i + 1, this.i + 260);
    if (sigil === "$" && rest.startsWith("#")) {
      const m = /^#(?:\{|\$*\w+)/.exec(rest);
      if (m) {
        this.i += 1 + (m[0].endsWith("{") ? 1 : m[0].length);
        if (m[0].endsWith("{")) this.i--;
        this.push({ k: "var", v: "$#", row, tight });
        return true;
      }
    }
    const m = /^(?:\$+(?=[\w:{])|)(?:(?:::)?\w+(?:::\w+)*|\^\w|[_0-9!@\/\\,;.&<>()[\]|"'+-]|\$)/.exec(rest);
    if (rest.startsWith("{") || (m && /^\$+\{/.test(rest))) {
      // ${name}, ${ expr }, @{ expr }, %$x …: a dereference, read as its inner expression
      const simple = /^\{\s*(\^?\w+)\s*\}/.exec(rest);
      if (simple) {
        this.i += 1 + simple[0].length;
        this.push({ k: "var", v: sigil + simple[1]!, row, tight });
        return true;
      }
      this.i++;
      while (s[this.i] === "$") this.i++;
      this.push({ k: "op", v: sigil === "&" ? "&{" : "deref", row, tight });
      return true;
    }
    if (!m || !m[0]) return false;
    this.i += 1 + m[0].length;
    let name = m[0].replace(/^\$+/, "").replace(/^(?:main)?::/, "");
    if (name.startsWith("main::")) name = name.slice(6);
    // @$x and %$x dereference $x: the same value here
    const sig = m[0].startsWith("$") && sigil !== "$" ? (sigil === "&" ? "&$" : "$") : sigil;
    this.push({ k: "var", v: (sig === "&$" ? "&$" : sig) + name, row, tight });
    return true;
  }

  private word(row: number): void {
    const s = this.src;
    const m = /^[A-Za-z_]\w*(?:(?:::|')[A-Za-z_]\w*)*(?:::)?/.exec(s.slice(this.i, this.i + 256))!;
    let w = m[0];
    if (w.includes("'") && !/^\w+'\w/.test(w)) w = w.slice(0, w.indexOf("'"));
    if (w.includes("'")) w = w.slice(0, w.indexOf("'"));
    const after = s.slice(this.i + w.length, this.i + w.length + 3);
    const prev = this.last();
    if (QUOTE_OPS.has(w) && !(prev?.k === "op" && prev.v === "->") && !/^\s*=>/.test(after) && !/^\s*[,;)}]/.test(after) && !/^\s*=[^=~]/.test(s.slice(this.i + w.length, this.i + w.length + 4))) {
      const save = this.i;
      this.i += w.length;
      this.skipSpace();
      const d = s[this.i];
      if (d !== undefined && !/[\w\s,;)=]/.test(d)) {
        this.i++;
        this.quoteLike(w, d!, row);
        return;
      }
      this.i = save;
    }
    this.i += w.length;
    if (w === "__END__" || w === "__DATA__") {
      const nl = s.indexOf("\n", this.i);
      this.data = nl < 0 ? "" : s.slice(nl + 1);
      this.i = s.length;
      return;
    }
    if (w === "x" && !this.expectTerm()) {
      if (s[this.i] === "=" && s[this.i + 1] !== "=" && s[this.i + 1] !== "~") {
        this.i++;
        this.push({ k: "op", v: "x=", row, tight: true });
      } else this.push({ k: "op", v: "x", row, tight: true });
      return;
    }
    this.push({ k: "id", v: w.replace(/'/g, "::"), row });
  }

  private quoteLike(w: string, d: string, row: number): void {
    const body = this.delimited(d);
    const second = (): string => {
      if (CLOSE[d]) {
        this.skipSpace();
        const d2 = this.src[this.i] ?? "/";
        this.i++;
        return this.delimited(d2);
      }
      return this.delimited(d);
    };
    switch (w) {
      case "q":
        this.push({ k: "node", node: strNode(singleQuoted(body, CLOSE[d] ?? d), row), row });
        return;
      case "qq":
        this.push({ k: "node", node: d === "'" ? strNode(body, row) : this.interpolated(body, row), row });
        return;
      case "qw":
        this.push({ k: "node", node: { t: "list", items: body.split(/\s+/).filter(Boolean).slice(0, 4096).map((x) => strNode(x, row)), row }, row });
        return;
      case "qx":
        this.push({ k: "node", node: callNode("readpipe", [d === "'" ? strNode(body, row) : this.interpolated(body, row)], row), row });
        return;
      case "m":
      case "qr":
        this.push({ k: "node", node: { t: "regex", kind: w, pat: body, repl: null, flags: this.flags(), row }, row });
        return;
      case "s": {
        const repl = second();
        const flags = this.flags();
        this.push({ k: "node", node: { t: "regex", kind: "s", pat: body, repl: d === "'" || flags.includes("e") ? strNode(repl, row) : this.interpolated(repl, row), flags, row }, row });
        return;
      }
      default: {
        const to = second();
        this.push({ k: "node", node: { t: "regex", kind: "tr", pat: unescapeTr(body), repl: strNode(unescapeTr(to), row), flags: this.flags(), row }, row });
      }
    }
  }

  /** A double-quoted body: literal text with escapes, and `$x`, `${x}`, `$h{k}`, `$a[0]`, `$r->{k}`, `@a`, `@{[ … ]}` parsed as expressions. */
  interpolated(body: string, row: number): Node {
    const parts: (string | Node)[] = [];
    let lit = "";
    let i = 0;
    let r = row;
    const flush = () => {
      if (lit) parts.push(lit);
      lit = "";
    };
    while (i < body.length) {
      const c = body[i]!;
      if (c === "\\") {
        const [t, j] = perlEscape(body, i);
        lit += t;
        i = j;
        continue;
      }
      if (c === "\n") r++;
      if ((c === "$" || c === "@") && i + 1 < body.length) {
        const end = interpEnd(body, i);
        if (end > i + 1 && this.depth < 8) {
          flush();
          const code = body.slice(i, end);
          const inner = code.startsWith("@{[") ? code.slice(3, code.lastIndexOf("]")) : code.startsWith("${\\") ? code.slice(3, -1) : code.replace(/^([$@])\{(\w+)\}/, "$1$2");
          const e = parseExpr(inner, this.depth + 1, r);
          parts.push(c === "@" && !code.startsWith("@{[") ? { t: "op", op: "interp-array", a: [e], row: r } : e);
          i = end;
          continue;
        }
      }
      lit += c;
      i++;
    }
    flush();
    return { t: "str", parts: parts.length ? parts : [""], row };
  }
}

/** End of an interpolated variable expression starting at `i` (exclusive), or i when there is none. */
function interpEnd(s: string, i: number): number {
  let j = i + 1;
  if (s.startsWith("{[", j)) return matchClose(s, j) + 1;
  if (s[j] === "{") {
    const e = matchClose(s, j);
    if (e <= j) return i;
    j = e + 1;
  } else {
    const m = /^(?:::)?[A-Za-z_]\w*(?:::\w+)*|^\d+|^[&_]/.exec(s.slice(j, j + 128));
    if (!m) return i;
    j += m[0].length;
  }
  if (s[i] === "@") return j;
  for (let k = 0; k < 8; k++) {
    if (s.startsWith("->", j) && (s[j + 2] === "[" || s[j + 2] === "{")) j += 2;
    if ((s[j] === "[" && /^\[\s*[-$\w]/.test(s.slice(j, j + 3))) || (s[j] === "{" && /^\{\s*[-$\w'"]/.test(s.slice(j, j + 3)))) {
      const e = matchClose(s, j);
      if (e <= j) break;
      j = e + 1;
    } else break;
  }
  return j;
}

function matchClose(s: string, open: number): number {
  const o = s[open]!;
  const c = CLOSE[o]!;
  let d = 0;
  for (let k = open; k < s.length && k < open + 512; k++) {
    if (s[k] === "\\") {
      k++;
      continue;
    }
    if (s[k] === o) d++;
    else if (s[k] === c && --d === 0) return k;
  }
  return -1;
}

function singleQuoted(body: string, close: string): string {
  const out = body.replace(/\\([\\'])/g, "$1");
  return close === "'" ? out : out.split(`\\${close}`).join(close);
}

function unescapeTr(s: string): string {
  return s.replace(/\\([\\/\-])|\\n|\\t/g, (m, c: string | undefined) => (c === "-" ? "\\-" : c ?? (m === "\\n" ? "\n" : "\t")));
}

function callNode(name: string, args: Node[], row: number): Node {
  return { t: "call", fn: { t: "name", name, row }, args, row };
}

// ---------------------------------------------------------------------------------------------
// Parser

/** Binary operators by precedence (higher binds tighter). */
const BINARY: Record<string, number> = {
  "..": 3, "...": 3, "||": 4, "//": 4, "&&": 5, "|": 6, "^": 6, "&": 7,
  "==": 8, "!=": 8, "<=>": 8, eq: 8, ne: 8, cmp: 8, "<": 9, ">": 9, "<=": 9, ">=": 9, lt: 9, gt: 9, le: 9, ge: 9,
  "<<": 11, ">>": 11, "+": 12, "-": 12, ".": 12, "*": 13, "/": 13, "%": 13, x: 13, "=~": 14, "!~": 14, "**": 16,
};
const ASSIGN = new Set(["=", "+=", "-=", "*=", "/=", ".=", "x=", "||=", "//=", "&&=", "%=", "**=", "^=", "|=", "&=", "<<=", ">>="]);
/** Named unary operators: one argument, binding tighter than comparison. */
const NAMED_UNARY = new Set(["defined", "ref", "scalar", "lc", "uc", "lcfirst", "ucfirst", "length", "chr", "ord", "hex", "oct", "chdir", "rmdir", "readline", "close", "chomp", "chop", "shift", "pop", "exists", "delete", "each", "keys", "values", "undef", "exit", "quotemeta", "fc", "abs", "int", "sqrt", "lock", "fileno", "umask", "sleep", "rand", "srand", "log", "exp", "caller", "chroot", "readlink", "stat", "lstat", "uc", "localtime", "gmtime", "alarm", "require", "do", "eval", "decode_base64", "encode_base64"]);
const NO_ARGS = new Set(["time", "wantarray", "fork", "wait", "times", "getppid", "__FILE__", "__LINE__", "hostname", "getlogin"]);
const STATEMENT_MODIFIERS = new Set(["if", "unless", "while", "until", "for", "foreach"]);

class Parser {
  private p = 0;
  private depth = 0;

  constructor(
    private readonly toks: Tok[],
    private readonly src: string,
  ) {}

  private peek(o = 0): Tok {
    return this.toks[Math.min(this.p + o, this.toks.length - 1)]!;
  }

  private next(): Tok {
    const t = this.peek();
    if (this.p < this.toks.length - 1) this.p++;
    return t;
  }

  private isOp(v: string, o = 0): boolean {
    const t = this.peek(o);
    return t.k === "op" && t.v === v;
  }

  private isId(v: string, o = 0): boolean {
    const t = this.peek(o);
    return t.k === "id" && t.v === v;
  }

  private eat(v: string): boolean {
    if (this.isOp(v)) {
      this.next();
      return true;
    }
    return false;
  }

  private row(): number {
    return this.peek().row;
  }

  program(): Node[] {
    return this.statements(false);
  }

  private statements(inBlock: boolean): Node[] {
    const out: Node[] = [];
    while (this.peek().k !== "eof") {
      if (inBlock && this.isOp("}")) break;
      if (this.eat(";")) continue;
      const at = this.p;
      const s = this.statement();
      if (s && out.length < 100_000) out.push(s);
      if (this.p === at) this.next();
    }
    return out;
  }

  private block(): Node[] {
    if (!this.isOp("{")) return [];
    this.next();
    if (++this.depth > MAX_PARSE_DEPTH) {
      this.skipBalanced();
      this.depth--;
      return [];
    }
    const body = this.statements(true);
    this.eat("}");
    this.depth--;
    return body;
  }

  /** Skips to the brace that closes the one just opened (past the nesting limit). */
  private skipBalanced(): void {
    let d = 1;
    while (this.peek().k !== "eof" && d > 0) {
      const t = this.next();
      if (t.k === "op" && t.v === "{") d++;
      else if (t.k === "op" && t.v === "}") d--;
    }
  }

  private statement(): Node | null {
    const t = this.peek();
    const row = t.row;
    if (t.k === "op" && t.v === "{") return { t: "block", body: this.block(), row };
    if (t.k === "id") {
      if (this.isOp(":", 1) && !this.isOp("::", 1) && /^[A-Z_]+$/.test(t.v)) {
        this.next();
        this.next();
        return null;
      }
      switch (t.v) {
        case "sub": {
          if (this.peek(1).k !== "id") break;
          this.next();
          const name = (this.next() as { v: string }).v.replace(/^(?:main)?::/, "").replace(/^.*::/, "");
          if (this.isOp("(")) while (!this.isOp(")") && this.peek().k !== "eof") this.next();
          this.eat(")");
          while (this.isOp(":")) {
            this.next();
            this.next();
          }
          const start = this.p;
          const body = this.block();
          return { t: "fn", name, params: [], body, row, src: this.srcOf(start) };
        }
        case "package":
          this.next();
          this.next();
          if (this.isOp("{")) return { t: "block", body: this.block(), row };
          return null;
        case "use":
        case "no": {
          this.next();
          const mod = this.peek().k === "id" ? (this.next() as { v: string }).v : "";
          const args = this.isOp(";") ? null : this.expr();
          return { t: "call", fn: { t: "name", name: "use", row }, args: [strNode(mod, row), ...(args ? [args] : [])], row };
        }
        case "BEGIN":
        case "END":
        case "INIT":
        case "CHECK":
          if (this.isOp("{", 1)) {
            this.next();
            return { t: "block", body: this.block(), row };
          }
          break;
        case "if":
        case "unless":
        case "while":
        case "until": {
          this.next();
          const body: Node[] = [];
          if (this.eat("(")) {
            body.push(this.expr() ?? unkNode(row));
            this.eat(")");
          }
          body.push({ t: "block", body: this.block(), row });
          while (this.isId("elsif") || this.isId("else") || this.isId("continue")) {
            const kw = (this.next() as { v: string }).v;
            if (kw === "elsif" && this.eat("(")) {
              body.push(this.expr() ?? unkNode(row));
              this.eat(")");
            }
            body.push({ t: "block", body: this.block(), row });
          }
          return { t: "block", body, row };
        }
        case "for":
        case "foreach": {
          this.next();
          let v = "$_";
          if (this.isId("my") || this.isId("our") || this.isId("state")) this.next();
          const vt = this.peek();
          if (vt.k === "var") {
            v = vt.v;
            this.next();
          }
          if (!this.eat("(")) return { t: "block", body: this.block(), row };
          const first = this.isOp(";") ? null : this.expr();
          if (this.eat(";")) {
            const body: Node[] = first ? [first] : [];
            while (!this.isOp(")") && this.peek().k !== "eof") {
              if (this.eat(";")) continue;
              const at = this.p;
              const e = this.expr();
              if (e) body.push(e);
              if (at === this.p) this.next();
            }
            this.eat(")");
            body.push({ t: "block", body: this.block(), row });
            return { t: "block", body, row };
          }
          this.eat(")");
          return { t: "each", v, list: first ?? unkNode(row), body: this.block(), row };
        }
        case "return": {
          this.next();
          const e = this.isOp(";") || this.isOp("}") || (this.peek().k === "id" && STATEMENT_MODIFIERS.has((this.peek() as { v: string }).v)) ? null : this.expr();
          return this.modifiers({ t: "ret", e, row });
        }
        default:
          break;
      }
    }
    const e = this.expr();
    return e ? this.modifiers(e) : null;
  }

  private modifiers(e: Node): Node {
    const t = this.peek();
    if (t.k === "id" && STATEMENT_MODIFIERS.has(t.v)) {
      this.next();
      const cond = this.expr() ?? unkNode(t.row);
      if (t.v === "for" || t.v === "foreach") return { t: "each", v: "$_", list: cond, body: [e], row: e.row };
      return { t: "block", body: [cond, e], row: e.row };
    }
    return e;
  }

  private srcOf(startTok: number): string {
    return this.src.length < 200_000 ? `${startTok}:${this.p}` : "";
  }

  /** A full expression: low-precedence `or`/`and`/`not` over comma lists. */
  expr(): Node | null {
    if (++this.depth > MAX_PARSE_DEPTH) {
      this.depth--;
      return null;
    }
    try {
      return this.lowOr();
    } finally {
      this.depth--;
    }
  }

  private lowOr(): Node | null {
    let l = this.lowAnd();
    while (l && (this.isId("or") || this.isId("xor"))) {
      const row = this.next().row;
      const r = this.lowAnd() ?? unkNode(row);
      l = { t: "op", op: "or", a: [l, r], row };
    }
    return l;
  }

  private lowAnd(): Node | null {
    let l = this.lowNot();
    while (l && this.isId("and")) {
      const row = this.next().row;
      const r = this.lowNot() ?? unkNode(row);
      l = { t: "op", op: "and", a: [l, r], row };
    }
    return l;
  }

  private lowNot(): Node | null {
    if (this.isId("not")) {
      const row = this.next().row;
      return { t: "op", op: "not", a: [this.lowNot() ?? unkNode(row)], row };
    }
    return this.comma();
  }

  private comma(): Node | null {
    const first = this.assign();
    if (!first) return null;
    if (!this.isOp(",") && !this.isOp("=>")) return first;
    const items = [first];
    while (this.isOp(",") || this.isOp("=>")) {
      this.next();
      if (this.endsList()) break;
      const at = this.p;
      const e = this.assign();
      if (!e || this.p === at) break;
      if (items.length < 100_000) items.push(e);
    }
    return { t: "list", items, row: first.row };
  }

  private endsList(): boolean {
    const t = this.peek();
    return t.k === "eof" || (t.k === "op" && (t.v === ")" || t.v === "]" || t.v === "}" || t.v === ";" || t.v === ":")) || (t.k === "id" && (STATEMENT_MODIFIERS.has(t.v) || t.v === "or" || t.v === "and"));
  }

  private assign(): Node | null {
    const l = this.ternary();
    if (!l) return null;
    const t = this.peek();
    if (t.k === "op" && ASSIGN.has(t.v)) {
      this.next();
      const r = this.assign() ?? unkNode(t.row);
      return { t: "assign", op: t.v, l, r, row: l.row };
    }
    return l;
  }

  private ternary(): Node | null {
    const c = this.binary(0);
    if (!c || !this.isOp("?")) return c;
    const row = this.next().row;
    const a = this.assign() ?? unkNode(row);
    this.eat(":");
    const b = this.assign() ?? unkNode(row);
    return { t: "op", op: "?:", a: [c, a, b], row };
  }

  private binOp(): string | null {
    const t = this.peek();
    if (t.k === "op" && BINARY[t.v] !== undefined) return t.v;
    if (t.k === "id" && /^(?:eq|ne|cmp|lt|gt|le|ge)$/.test(t.v)) return t.v;
    return null;
  }

  private binary(min: number): Node | null {
    let l = this.unary();
    if (!l) return null;
    for (let guard = 0; guard < 100_000; guard++) {
      const op = this.binOp();
      if (op === null) break;
      const prec = BINARY[op]!;
      if (prec < min) break;
      const row = this.next().row;
      const r = (op === "**" ? this.binary(prec) : this.binary(prec + 1)) ?? unkNode(row);
      l = { t: "op", op: op === "." ? "concat" : op === "x" ? "rep" : op === "||" || op === "//" ? "or" : op === "&&" ? "and" : op, a: [l, r], row };
    }
    return l;
  }

  private unary(): Node | null {
    const t = this.peek();
    if (t.k === "op") {
      if (t.v === "\\" && this.peek(1).k === "var" && (this.peek(1) as { v: string }).v.startsWith("&")) {
        this.next();
        const v = this.next() as { v: string; row: number };
        return { t: "op", op: "ref", a: [{ t: "var", name: v.v.startsWith("&$") ? `$${v.v.slice(2)}` : v.v, row: v.row }], row: t.row };
      }
      if (t.v === "!" || t.v === "~" || t.v === "\\" || t.v === "-" || t.v === "+" || t.v === "++" || t.v === "--" || t.v === "-X") {
        this.next();
        if (++this.depth > MAX_PARSE_DEPTH) {
          this.depth--;
          return unkNode(t.row);
        }
        const e = (t.v === "-X" ? this.binary(10) : this.unary()) ?? unkNode(t.row);
        this.depth--;
        const op = t.v === "\\" ? "ref" : t.v === "-" ? "neg" : t.v === "+" ? "paren" : t.v === "-X" ? "filetest" : "not";
        return { t: "op", op, a: [e], row: t.row };
      }
    }
    const p = this.postfix(this.primary());
    if (p && this.isOp("**")) {
      const row = this.next().row;
      return { t: "op", op: "**", a: [p, this.unary() ?? unkNode(row)], row };
    }
    return p;
  }

  /** Subscripts, `->` calls and methods after a term. */
  private postfix(e: Node | null): Node | null {
    if (!e) return null;
    for (let guard = 0; guard < 10_000; guard++) {
      const t = this.peek();
      if (t.k !== "op") break;
      if (t.v === "->") {
        const n = this.peek(1);
        if (n.k === "op" && (n.v === "[" || n.v === "{")) {
          this.next();
          e = this.subscript(e);
          continue;
        }
        if (n.k === "op" && n.v === "(") {
          this.next();
          e = { t: "call", fn: e, args: this.parenArgs(), row: t.row };
          continue;
        }
        if (n.k === "id" || n.k === "var") {
          this.next();
          this.next();
          const name: string | Node = n.k === "id" ? n.v : { t: "var", name: n.v, row: n.row };
          const args = this.isOp("(") ? this.parenArgs() : [];
          e = { t: "meth", recv: e, name, args, row: t.row };
          continue;
        }
        if (n.k === "op" && (n.v === "@*" || n.v === "@" || n.v === "%" || n.v === "$")) {
          this.next();
          this.next();
          if (this.isOp("*")) this.next();
          continue;
        }
        break;
      }
      if ((t.v === "[" || t.v === "{") && t.tight && (e.t === "idx" || e.t === "var")) {
        e = this.subscript(e);
        continue;
      }
      if (t.v === "(" && (e.t === "var" && e.name.startsWith("&"))) {
        e = { t: "call", fn: e, args: this.parenArgs(), row: t.row };
        continue;
      }
      if (t.v === "++" || t.v === "--") {
        this.next();
        continue;
      }
      break;
    }
    return e;
  }

  /** `[i]` or `{k}` after a term (a bareword key is a string). */
  private subscript(obj: Node): Node {
    const open = this.next() as { v: string; row: number };
    const close = open.v === "[" ? "]" : "}";
    let key: Node;
    const t = this.peek();
    if (open.v === "{" && t.k === "id" && this.isOp("}", 1)) {
      this.next();
      key = strNode(t.v, t.row);
    } else if (open.v === "{" && t.k === "op" && t.v === "-" && this.peek(1).k === "id" && this.isOp("}", 2)) {
      this.next();
      key = strNode(`-${(this.next() as { v: string }).v}`, t.row);
    } else key = this.expr() ?? unkNode(open.row);
    this.eat(close);
    let base = obj;
    // $x[0] indexes @x, $x{k} indexes %x
    if (obj.t === "var" && obj.name.startsWith("$") && obj.name.length > 1) base = { t: "var", name: (open.v === "[" ? "@" : "%") + obj.name.slice(1), row: obj.row };
    return { t: "idx", obj: base, key, row: open.row };
  }

  private parenArgs(): Node[] {
    if (!this.eat("(")) return [];
    if (this.eat(")")) return [];
    const e = this.expr();
    this.eat(")");
    if (!e) return [];
    return e.t === "list" ? e.items : [e];
  }

  /** Whether the next token can begin a term (so a bareword before it is a list operator call). */
  private startsTerm(): boolean {
    const t = this.peek();
    if (t.k === "num" || t.k === "node" || t.k === "var") return true;
    if (t.k === "id") return !/^(?:x|eq|ne|lt|gt|le|ge|cmp|or|and|xor|if|unless|while|until|for|foreach)$/.test(t.v);
    if (t.k === "op") return ["(", "[", "{", "\\", "-", "!", "deref", "&{", "-X", "<", "+"].includes(t.v) && !(t.v === "-" && this.peek(1).k === "op");
    return false;
  }

  private primary(): Node | null {
    const t = this.peek();
    const row = t.row;
    if (++this.depth > MAX_PARSE_DEPTH) {
      this.depth--;
      return null;
    }
    try {
      switch (t.k) {
        case "num":
          this.next();
          return { t: "num", n: t.n, row };
        case "node":
          this.next();
          return t.node;
        case "var": {
          this.next();
          if (t.v === "$#") return unkNode(row);
          if (t.v.startsWith("&")) {
            const fn: Node = t.v.startsWith("&$") ? { t: "var", name: `$${t.v.slice(2)}`, row } : { t: "var", name: t.v, row };
            return { t: "call", fn, args: this.isOp("(") ? this.parenArgs() : [], row };
          }
          return { t: "var", name: t.v, row };
        }
        case "op":
          return this.opPrimary(t);
        case "id":
          return this.word(t);
        default:
          return null;
      }
    } finally {
      this.depth--;
    }
  }

  private opPrimary(t: Tok & { k: "op" }): Node | null {
    const row = t.row;
    switch (t.v) {
      case "(": {
        this.next();
        if (this.eat(")")) return this.isOp("[") ? (this.subscript({ t: "list", items: [], row }), unkNode(row)) : { t: "list", items: [], row };
        const e = this.expr() ?? unkNode(row);
        this.eat(")");
        const l: Node = e.t === "list" ? e : { t: "list", items: [e], row };
        if (this.isOp("[")) return this.subscript(l);
        return l;
      }
      case "[": {
        this.next();
        const e = this.isOp("]") ? null : this.expr();
        this.eat("]");
        return { t: "table", keys: [], vals: e ? (e.t === "list" ? e.items : [e]) : [], row, array: true };
      }
      case "{": {
        this.next();
        const e = this.isOp("}") ? null : this.expr();
        this.eat("}");
        const items = e ? (e.t === "list" ? e.items : [e]) : [];
        const keys: Node[] = [];
        const vals: Node[] = [];
        for (let i = 0; i + 1 < items.length; i += 2) {
          keys.push(items[i]!);
          vals.push(items[i + 1]!);
        }
        return { t: "table", keys, vals, row };
      }
      case "deref":
      case "&{": {
        this.next();
        const body = this.isOp("{") ? this.block() : [];
        const inner: Node = body.length === 1 ? body[0]! : { t: "block", body, row };
        if (t.v === "&{") return { t: "call", fn: inner, args: this.isOp("(") ? this.parenArgs() : [], row };
        return inner;
      }
      case "<": {
        this.next();
        return unkNode(row);
      }
      default:
        return null;
    }
  }

  private word(t: Tok & { k: "id" }): Node | null {
    const row = t.row;
    const w = t.v;
    this.next();
    if (this.isOp("=>")) return strNode(w, row);
    switch (w) {
      case "my":
      case "our":
      case "local":
      case "state": {
        if (this.isOp("(")) {
          const args = this.parenArgs();
          return { t: "op", op: "my", a: args, row };
        }
        const v = this.peek();
        if (v.k === "var") {
          this.next();
          return { t: "op", op: "my", a: [{ t: "var", name: v.v, row }], row };
        }
        return this.postfix(this.primary());
      }
      case "sub": {
        const start = this.p;
        const body = this.block();
        return { t: "fn", name: null, params: [], body, row, src: this.srcOf(start) };
      }
      case "do":
      case "eval":
        if (this.isOp("{")) return { t: "block", body: this.block(), row };
        break;
      case "return": {
        const e = this.endsList() ? null : this.expr();
        return { t: "ret", e, row };
      }
      case "__PACKAGE__":
        return { t: "name", name: "main", row };
      case "new":
        if (this.peek().k === "id" && !this.isOp("(", 0)) {
          const cls = (this.next() as { v: string }).v;
          const args = this.isOp("(") ? this.parenArgs() : this.listArgs();
          return { t: "meth", recv: { t: "name", name: cls, row }, name: "new", args, row };
        }
        break;
      case "map":
      case "grep":
      case "sort":
        if (this.isOp("{")) {
          const body = this.block();
          this.eat(",");
          const args = this.listArgs();
          return { t: "call", fn: { t: "name", name: w, row }, args, row, block: body };
        }
        break;
      case "print":
      case "printf":
      case "say":
      case "exec":
      case "system": {
        const paren = this.eat("(");
        const fh = this.fileHandle();
        const args = paren ? (this.isOp(")") ? [] : this.listOf(this.expr())) : this.listArgs();
        if (paren) this.eat(")");
        const n: Node & { t: "call" } = { t: "call", fn: { t: "name", name: w, row }, args, row };
        if (fh) n.fh = fh;
        return n;
      }
      default:
        break;
    }
    if (this.isOp("::")) this.next();
    if (this.isOp("->")) return { t: "name", name: w, row };
    if (this.isOp("(")) return { t: "call", fn: { t: "name", name: w, row }, args: this.parenArgs(), row };
    if (NO_ARGS.has(w)) return { t: "call", fn: { t: "name", name: w, row }, args: [], row };
    if (NAMED_UNARY.has(w)) {
      const args: Node[] = [];
      if (this.startsTerm() && !this.isOp("{")) {
        const a = this.binary(10);
        if (a) args.push(a);
      }
      return { t: "call", fn: { t: "name", name: w, row }, args, row };
    }
    if (/^[A-Z][A-Z0-9_]*$/.test(w) && !this.isOp("(")) return { t: "name", name: w, row };
    if (this.startsTerm() && !this.isOp("{") && !this.isOp("[") && !this.isOp("<")) return { t: "call", fn: { t: "name", name: w, row }, args: this.listArgs(), row };
    if (/::/.test(w) || /^[A-Z]/.test(w)) return { t: "name", name: w, row };
    return { t: "call", fn: { t: "name", name: w, row }, args: [], row };
  }

  private listOf(e: Node | null): Node[] {
    return e ? (e.t === "list" ? e.items : [e]) : [];
  }

  /** Arguments of a list operator without parentheses: up to the end of the comma list. */
  private listArgs(): Node[] {
    if (this.endsList()) return [];
    return this.listOf(this.comma());
  }

  /** `print FH …`, `print $fh …`, `print {$fh} …`: the handle, when one is given. */
  private fileHandle(): Node | null {
    const t = this.peek();
    const n = this.peek(1);
    if (t.k === "op" && t.v === "{") {
      const body = this.block();
      return body[0] ?? null;
    }
    if (t.k === "id" && /^[A-Z_][A-Z0-9_]*$|^[A-Za-z_]\w*$/.test(t.v) && !(n.k === "op" && (n.v === "(" || n.v === "," || n.v === "->" || n.v === "::" || n.v === "=>" || n.v === ".")) && !NAMED_UNARY.has(t.v) && !/^(?:join|sprintf|map|grep|sort|reverse|scalar|uc|lc|qq|q)$/.test(t.v)) {
      if (n.k === "op" && n.v === ";" && !/^(?:STDOUT|STDERR|STDIN)$/.test(t.v)) return null;
      this.next();
      return { t: "name", name: t.v, row: t.row };
    }
    if (t.k === "var" && t.v.startsWith("$") && (n.k === "node" || n.k === "var" || n.k === "num" || (n.k === "op" && (n.v === "deref")) || (n.k === "id" && !/^(?:x|eq|ne|lt|gt|le|ge|cmp|or|and|if|unless|for|foreach|while|until)$/.test(n.v)))) {
      this.next();
      return { t: "var", name: t.v, row: t.row };
    }
    return null;
  }
}

function lex(text: string, depth: number, row: number): Lexer {
  const lx = new Lexer(text, depth, row);
  lx.run();
  return lx;
}

/** Parses an interpolated expression (`$h{k}`, `@{[ … ]}`) into a node. */
function parseExpr(code: string, depth: number, row: number): Node {
  const lx = lex(code, depth, row);
  return new Parser(lx.toks, code).expr() ?? unkNode(row);
}

// ---------------------------------------------------------------------------------------------
// Evaluation

/** Builtins whose argument defaults to `$_`. */
const TOPIC_DEFAULT = new Set(["chr", "ord", "lc", "uc", "lcfirst", "ucfirst", "length", "hex", "oct", "quotemeta", "eval", "decode_base64", "reverse", "unlink"]);
const WRITE_METHODS = /^(?:print|printf|say|syswrite)$/;
const UA_CLASSES = new Set(["LWP::UserAgent", "WWW::Mechanize", "Mojo::UserAgent", "Furl", "LWP::UserAgent::Determined", "HTTP::Tiny", "HTTP::Tiny::UA", "REST::Client"]);
const SOCKET_CLASSES = new Set(["IO::Socket::INET", "IO::Socket::IP", "IO::Socket::SSL", "IO::Socket::INET6", "IO::Socket"]);

class PerlFile extends ScriptFile {
  readonly uses = new Set<string>();
  readonly libs: string[] = ["lib"];
  private readonly socketsByKey = new Map<string, Sock>();
  private shifts = new WeakMap<Node, number>();

  constructor(
    snippet: ConstructorParameters<typeof ScriptFile>[0],
    analyzer: ConstructorParameters<typeof ScriptFile>[1],
    private readonly data: string | null,
  ) {
    super(snippet, analyzer, "perl");
  }

  /** Numbers each argument-less `shift` of a sub body in order (the k-th takes the k-th argument). */
  numberShifts(body: readonly Node[]): void {
    const visit = (n: Node, counter: { k: number } | null, depth: number): void => {
      if (depth > MAX_PARSE_DEPTH * 2) return;
      const d = depth + 1;
      if (n.t === "fn") {
        const c = { k: 0 };
        for (const s of n.body) visit(s, c, d);
        return;
      }
      if (n.t === "call" && n.fn.t === "name" && n.fn.name === "shift" && counter && (n.args.length === 0 || (n.args[0]?.t === "var" && n.args[0].name === "@_"))) this.shifts.set(n, counter.k++);
      for (const c of childrenOf(n)) visit(c, counter, d);
    };
    for (const s of body) visit(s, null, 0);
  }

  override idxSpecial(n: Node & { t: "idx" }): Val | null {
    if (n.obj.t === "var" && n.obj.name === "%ENV") return this.envValue(this.ev(n.key), n);
    return null;
  }

  globalVar(name: string, n: Node): Val {
    if (name === "%ENV" || name === "$ENV") return { k: "hash", keys: [], vals: [], taint: this.readSource("env-all", "the whole environment", "%ENV", n) };
    if (name.startsWith("&")) return { k: "obj", name: `sub:${name.slice(1)}`, taint: [] };
    if (name === "*DATA" && this.data !== null) return { k: "obj", name: "fh", vals: [str(this.data)], taint: [] };
    if (/^[A-Z][\w:]*$/.test(name) || name === "main") return { k: "obj", name, taint: [] };
    if (name === "$0") return str(this.snippet.path);
    return unk();
  }

  /** Module file of `use Foo::Bar` / `require Foo::Bar`, if the skill ships it. */
  private moduleFile(mod: string): string | null {
    const rel = `${mod.replace(/::/g, "/")}.pm`;
    for (const lib of ["", ...this.libs]) {
      const f = this.skillFile(lib ? `${lib}/${rel}` : rel, []);
      if (f) return f;
    }
    return null;
  }

  callName(name: string, argNodes: Node[], n: Node): Val | null {
    const bare = name.replace(/^(?:POSIX|MIME::Base64|File::Path|File::Copy|LWP::Simple|Socket|CORE|Sys::Hostname|File::Slurp|Compress::Zlib|HTTP::Request::Common|URI::Escape)::/, "");
    const call = n.t === "call" ? n : null;
    const a = () => this.args(argNodes);
    const at = (i: number) => (argNodes[i] ? this.ev(argNodes[i]) : i === 0 && TOPIC_DEFAULT.has(bare) ? this.varValue("$_", n) : null);
    switch (bare) {
      case "use": {
        const mod = exactText(at(0)) ?? "";
        this.uses.add(mod);
        if (mod === "lib") for (const l of a().slice(1)) for (const x of alts(l)) if (exactText(x)) this.libs.push(exactText(x)!.replace(/\/$/, ""));
        const f = this.moduleFile(mod);
        if (f && f !== this.snippet.path) this.invokeTarget(f, n, "import");
        return unk();
      }
      case "chr":
        return derive(at(0) ?? unk(), "charcode", (t) => safeCodePoint(Number(t)));
      case "ord":
        return mapAlts(at(0) ?? unk(), (v) => (exactText(v) !== null && exactText(v)!.length ? num(exactText(v)!.codePointAt(0)!) : unk(taintOf(v))));
      case "hex":
      case "oct":
        return mapAlts(at(0) ?? unk(), (v) => {
          const t = exactText(v);
          if (t === null) return unk(taintOf(v));
          const x = bare === "hex" ? parseInt(t.replace(/^0x/i, ""), 16) : /^0x/i.test(t) ? parseInt(t.slice(2), 16) : /^0b/i.test(t) ? parseInt(t.slice(2), 2) : parseInt(t, 8);
          return Number.isFinite(x) ? num(x) : unk();
        });
      case "sprintf": {
        const all = a();
        return cFormat(all[0] ?? unk(), all.slice(1));
      }
      case "join": {
        const all = a();
        return joinItems(seq(all.slice(1)), all[0] ?? str(""));
      }
      case "reverse": {
        const all = a();
        if (all.length === 1 && all[0]!.k !== "seq") return derive(all[0]!, "reverse", (t) => Array.from(t).reverse().join(""));
        return seq(all.reverse());
      }
      case "scalar": {
        const v = at(0) ?? unk();
        if (argNodes[0]?.t === "call" && argNodes[0].fn.t === "name" && argNodes[0].fn.name === "reverse") return mapAlts(v, (one) => (one.k === "seq" ? derive(joinItems(one, str("")), "reverse", (t) => Array.from(t).reverse().join("")) : one));
        return v;
      }
      case "lc":
      case "uc":
      case "lcfirst":
      case "ucfirst":
        return mapKnown(at(0) ?? unk(), (t) => (bare === "lc" ? t.toLowerCase() : bare === "uc" ? t.toUpperCase() : bare === "lcfirst" ? t.slice(0, 1).toLowerCase() + t.slice(1) : t.slice(0, 1).toUpperCase() + t.slice(1)));
      case "substr": {
        const off = at(1);
        const len = at(2);
        const o = off?.k === "num" ? off.n : Number(exactText(off) ?? NaN);
        const l = len ? (len.k === "num" ? len.n : Number(exactText(len) ?? NaN)) : undefined;
        if (!Number.isFinite(o) || (l !== undefined && !Number.isFinite(l))) return unk(taintOf(at(0) ?? unk()));
        return derive(at(0) ?? unk(), "slice", (t) => {
          const s = o < 0 ? Math.max(t.length + o, 0) : o;
          return l === undefined ? t.slice(s) : l < 0 ? t.slice(s, t.length + l) : t.slice(s, s + l);
        });
      }
      case "split":
        return this.split(at(0), at(1) ?? this.varValue("$_", n), argNodes[0]);
      case "length":
        return mapAlts(at(0) ?? unk(), (v) => (exactText(v) !== null ? num(exactText(v)!.length) : unk(taintOf(v))));
      case "map":
      case "grep":
      case "sort": {
        const list = seq(a());
        if (bare !== "map" || !call?.block?.length) return list;
        const body = call.block[call.block.length - 1]!;
        const out = this.mapItems(list.items, "$_", body);
        return out ? seq(out.flatMap((v) => (v.k === "seq" ? v.items : [v])), list.open) : unk(list.taint);
      }
      case "keys":
      case "values": {
        const v = at(0) ?? unk();
        return mapAlts(v, (one) => (one.k === "hash" ? seq(bare === "keys" ? one.keys.map((k) => str(k)) : one.vals, !!one.taint.length, one.taint) : unk(taintOf(one))));
      }
      case "shift":
      case "pop": {
        if (argNodes.length && !(argNodes[0]!.t === "var" && argNodes[0].name === "@_")) {
          const v = at(0) ?? unk();
          return mapAlts(v, (one) => (one.k === "seq" ? ((bare === "shift" ? one.items[0] : one.items[one.items.length - 1]) ?? unk(one.taint)) : unk(taintOf(one))));
        }
        const k = this.shifts.get(n);
        return k === undefined ? unk() : this.shiftValue(n, k);
      }
      case "pack":
        return this.pack(a());
      case "unpack":
        return this.unpack(at(0), at(1));
      case "decode_base64":
      case "decode":
      case "decode_base64url":
        if (bare === "decode" && !name.startsWith("MIME::Base64")) return null;
        return mapAlts(at(0) ?? unk(), (v) => addVia(derive(v, "base64", (t) => {
          const b = decodeBase64Bytes(t);
          return b ? binaryToText(bytesToBinary(b)) : null;
        }), "base64"));
      case "encode_base64":
        return derive(at(0) ?? unk(), null, (t) => btoa(unescape(encodeURIComponent(t))));
      case "uncompress":
      case "memGunzip":
      case "inflate":
        return derive(at(0) ?? unk(), "compress", (t) => {
          const out = inflateBytes(Uint8Array.from(t, (c) => c.charCodeAt(0) & 0xff), "auto");
          return out ? binaryToText(bytesToBinary(out)) : null;
        });
      case "uri_unescape":
        return derive(at(0) ?? unk(), "percent", (t) => {
          try {
            return decodeURIComponent(t);
          } catch {
            return null;
          }
        });
      case "quotemeta":
      case "uri_escape":
      case "encode_json":
      case "to_json":
      case "Dumper":
      case "encode_utf8":
      case "decode_utf8":
      case "chomp":
        return concatVals(a());
      case "eval": {
        const code = argNodes.length ? at(0) : this.varValue("$_", n);
        return this.codeExec(n, code, isLiteral(argNodes[0]));
      }
      case "readpipe":
        return this.execShell(n, at(0) ?? unk(), isLiteral(argNodes[0]));
      case "system":
      case "exec":
        return this.execProcess(n, a(), argNodes);
      case "require":
      case "do":
        return this.loadFile(n, argNodes[0], bare);
      case "open":
        return this.open(n, argNodes);
      case "sysopen": {
        const mode = at(2);
        const m = mode?.k === "num" ? mode.n : 0;
        if (m & 3) return this.emitWrite(n, at(1), this.fedContent(this.handleKey(argNodes[0]), WRITE_METHODS), m & 0o2000 ? "append" : "write");
        return { k: "obj", name: "fh", taint: this.readTaint(at(1) ?? unk(), n) };
      }
      case "readline":
        return this.readLine(at(0) ?? unk());
      case "read_file":
      case "slurp":
      case "read_text":
        return unk(this.readTaint(at(0) ?? unk(), n));
      case "write_file":
      case "append_file":
      case "write_text": {
        const all = a();
        return this.emitWrite(n, all[0] ?? null, concatVals(all.slice(1).filter((v) => v.k !== "hash")), bare === "append_file" ? "append" : "write");
      }
      case "path":
        return { k: "obj", name: "Path::Tiny#", vals: [at(0) ?? unk()], taint: [] };
      case "glob": {
        const p = at(0) ?? unk();
        return addTaint(p, this.listTaint(p, n));
      }
      case "unlink":
      case "rmtree":
      case "remove_tree":
      case "rmdir":
        return this.emitDelete(n, a().filter((v) => v.k !== "hash"));
      case "chmod": {
        const all = a();
        return this.emitChmod(n, all[0] ?? null, all.slice(1));
      }
      case "copy":
      case "cp":
      case "move":
      case "mv":
      case "rename":
      case "syscopy":
      case "symlink":
      case "link": {
        const src = at(0);
        const dst = at(1);
        const taint = src && bare !== "symlink" && bare !== "link" ? this.readTaint(src, n) : [];
        return this.emitWrite(n, dst, unk(taint), bare === "symlink" || bare === "link" ? "link" : "copy");
      }
      case "setuid":
      case "seteuid":
        if (exactText(at(0)) === "0") this.emit({ kind: "privilege", what: "setuid", detail: `${name}(0)`, loc: this.loc(n) });
        return unk();
      case "hostname":
      case "getlogin":
        return unk(this.readSource("host-info", "host information", `${bare}()`, n));
      case "getpwuid":
        return unk(this.readSource("host-info", "host information", "getpwuid", n));
      case "gethostbyname":
      case "inet_aton":
      case "inet_pton": {
        const v = at(bare === "inet_pton" ? 1 : 0) ?? unk();
        if (bare === "gethostbyname") this.dnsSend(n, v);
        return v;
      }
      case "sockaddr_in":
      case "pack_sockaddr_in": {
        const port = toF(at(0) ?? unk()).text;
        const host = toF(at(1) ?? unk()).text;
        return str(`${host}:${port}`);
      }
      case "socket": {
        const key = this.handleKey(argNodes[0]) ?? "";
        return { k: "obj", name: "socket", sock: this.sockByKey(key, null), taint: [] };
      }
      case "connect": {
        const key = this.handleKey(argNodes[0]);
        const h = at(0);
        const s = (h && sockOf(h)) ?? (key ? this.sockByKey(key, null) : null);
        const addr = at(1);
        if (s && addr && !s.dest) s.dest = toF(addr).text;
        return num(1);
      }
      case "send":
      case "syswrite": {
        const h = at(0) ?? unk();
        const s = sockOf(h);
        if (s) return this.socketSend(n, s, at(1) ?? unk());
        return unk();
      }
      case "recv":
      case "sysread":
      case "read":
        return unk();
      case "fileno":
        return at(0) ?? unk();
      case "dup2": {
        const s = sockOf(at(0) ?? unk());
        if (s) this.remoteShell(n, `descriptor ${toF(at(1) ?? unk()).text} duplicated`, s);
        return unk();
      }
      case "print":
      case "printf":
      case "say":
        return this.print(call, bare);
      case "get":
      case "head":
      case "getprint":
        if (!this.uses.has("LWP::Simple") && !name.startsWith("LWP::Simple")) return null;
        return this.httpSend(n, "get", at(0), []);
      case "getstore":
      case "mirror":
        if (!this.uses.has("LWP::Simple") && !name.startsWith("LWP::Simple")) return null;
        return this.saveDownload(n, at(0), at(1));
      case "POST":
      case "PUT":
      case "GET": {
        if (!this.uses.has("HTTP::Request::Common") && !name.startsWith("HTTP::Request::Common")) return null;
        const all = a();
        return { k: "obj", name: "HTTP::Request#", vals: [str(bare), all[0] ?? unk(), unk(), all.length > 2 ? (asHash(seq(all.slice(1))) ?? concatVals(all.slice(1))) : (all[1] ?? unk())], taint: [] };
      }
      default:
        return null;
    }
  }

  private sockByKey(key: string, dest: string | null): Sock {
    let s = this.socketsByKey.get(key);
    if (!s) this.socketsByKey.set(key, (s = { dest }));
    return s;
  }

  private dnsSend(n: Node, name: Val): void {
    for (const a of alts(name).slice(0, 4)) {
      const f = toF(a);
      if (!f.taint.length) continue;
      const tail = f.text.slice(f.text.lastIndexOf(HOLE) + (f.text.includes(HOLE) ? HOLE.length : 0)).replace(/^\.+/, "");
      this.emit({ kind: "send", channel: "dns", dest: f.text, host: tail.includes(".") ? tail.toLowerCase() : null, data: f, loc: this.loc(n) });
    }
  }

  private split(pat: Val | null, s: Val, patNode: Node | undefined): Val {
    const p = patNode?.t === "regex" ? patNode.pat : pat ? exactText(pat) : null;
    return mapAlts(s, (one) => {
      const t = exactText(one);
      if (t === null || p === null) return seq([], true, taintOf(one));
      const via = one.k === "str" ? one.f.via : [];
      if (p === "" ) return seq(Array.from(t).map((c) => str(c, via)));
      if (p === " " || p === "\\s+") return seq(t.trim().split(/\s+/).map((c) => str(c, via)));
      const lit = p.length === 1 ? p : p.replace(/^\\(.)$/, "$1");
      if (lit.length === 1 || /^[\w,;:|-]+$/.test(lit)) return seq(t.split(lit).map((c) => str(c, via)));
      return seq([], true, taintOf(one));
    });
  }

  private pack(all: Val[]): Val {
    const tmpl = exactText(all[0]) ?? "";
    const rest = all.slice(1);
    if (/^[cCU]\*?$|^[cC]\d+$/.test(tmpl)) {
      const codes = rest.map((v) => (v.k === "num" ? v.n : Number(exactText(v) ?? NaN)));
      if (codes.some((c) => !Number.isFinite(c))) return unk(rest.flatMap((v) => taintOf(v)));
      return str(codes.map((c) => (tmpl.startsWith("U") ? safeCodePoint(c) : String.fromCharCode(c & 0xff))).join(""), ["charcode"]);
    }
    if (/^[Hh]\*?$/.test(tmpl)) return mapAlts(rest[0] ?? unk(), (v) => derive(v, "hex", (t) => {
      const b = hexToBinary(t);
      return b === null ? null : binaryToText(b);
    }));
    if (/^[Aa]\*?$/.test(tmpl)) return rest[0] ?? unk();
    if (/^u$/.test(tmpl)) return unk(taintOf(rest[0] ?? unk()));
    return unk(rest.flatMap((v) => taintOf(v)));
  }

  private unpack(tmplV: Val | null, data: Val | null): Val {
    const tmpl = exactText(tmplV) ?? "";
    const v = data ?? unk();
    if (/^[Hh]\*$/.test(tmpl)) return derive(v, null, (t) => Array.from(t, (c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join(""));
    if (/^[cCU]\*$/.test(tmpl)) return mapAlts(v, (one) => (exactText(one) !== null ? seq(Array.from(exactText(one)!, (c) => num(c.codePointAt(0)!))) : unk(taintOf(one))));
    if (/^u$/.test(tmpl)) return derive(v, "base64", uudecode);
    if (/^m$/.test(tmpl)) return derive(v, "base64", (t) => {
      const b = decodeBase64Bytes(t);
      return b ? binaryToText(bytesToBinary(b)) : null;
    });
    if (/^[Aa]\*?$/.test(tmpl)) return v;
    return unk(taintOf(v));
  }

  private readLine(h: Val): Val {
    return mapAlts(h, (one) => {
      if (one.k === "obj" && one.name === "fh" && one.vals?.[0]) return one.vals[0];
      if (one.k === "obj" && one.sock) return unk([], { fetched: `socket://${one.sock.dest ?? HOLE}`, sock: one.sock });
      if (one.k === "obj") return unk(one.taint, { fetched: one.fetched });
      return unk(taintOf(one), { fetched: fetchedOf(one) });
    });
  }

  private print(call: (Node & { t: "call" }) | null, how: string): Val {
    if (!call?.fh) return unk();
    const h = this.ev(call.fh);
    const s = sockOf(h);
    if (!s) return unk();
    const all = this.args(call.args);
    const data = how === "printf" && all.length > 1 ? cFormat(all[0]!, all.slice(1)) : concatVals(all);
    return this.socketSend(call, s, data);
  }

  /** `require "x.pl"`, `do "x.pl"`, `require Foo::Bar`: a skill file imported or run; a built name is a disguise. */
  private loadFile(n: Node, arg: Node | undefined, how: string): Val {
    if (!arg) return unk();
    if (arg.t === "name" || (arg.t === "call" && arg.fn.t === "name" && !arg.args.length)) {
      const mod = arg.t === "name" ? arg.name : (arg.fn as { name: string }).name;
      const f = this.moduleFile(mod);
      if (f) this.invokeTarget(f, n, "import");
      return unk();
    }
    const v = this.ev(arg);
    for (const one of alts(v).slice(0, 4)) {
      const t = exactText(one);
      if (t === null) continue;
      this.noteDynamicName(one, t, n);
      const f = /\.p[lm]$|\//.test(t) ? this.skillFile(t, []) : this.moduleFile(t);
      if (f && f !== this.snippet.path) this.invokeTarget(f, n, how === "do" ? "run" : "import");
    }
    return unk(taintOf(v));
  }

  /** open(FH, MODE, PATH…) / open(FH, "<path") / open(FH, "cmd |"): a read, a write, a command, or a dup. */
  private open(n: Node, argNodes: Node[]): Val {
    const key = this.handleKey(argNodes[0]);
    const vals = this.args(argNodes.slice(1));
    let mode: string;
    let target: Val | null;
    let rest: Val[];
    const first = vals[0] ?? unk();
    if (vals.length >= 2) {
      mode = (exactText(first) ?? "<").replace(/:.*$/, "").trim();
      target = vals[1]!;
      rest = vals.slice(1);
    } else {
      const f = toF(first);
      const m = /^\s*(\+?(?:>>|>|<)&?=?|\|)?\s*([\s\S]*?)\s*(\|)?\s*$/.exec(f.text);
      mode = m?.[3] ? "-|" : m?.[1] === "|" ? "|-" : (m?.[1] ?? "<");
      const spec = m?.[2] ?? f.text;
      target = fromF({ ...f, text: spec, exact: f.exact && !spec.includes(HOLE) }, first);
      rest = [target];
      if (mode === "-|" || mode === "|-") return this.pipeOpen(n, key, mode, rest, argNodes.slice(1));
    }
    if (mode === "-|" || mode === "|-") return this.pipeOpen(n, key, mode, rest, argNodes.slice(2));
    if (mode.includes("&")) {
      const t = target ?? unk();
      const tName = exactText(t);
      const s = sockOf(t) ?? (tName ? this.socketsByKey.get(`*${tName}`) : undefined);
      if (s && key && /^\*(?:STDIN|STDOUT|STDERR)$/.test(key)) this.remoteShell(n, `${key.slice(1)} reopened`, s);
      return { k: "obj", name: "fh", ...(s ? { sock: s } : {}), taint: [] };
    }
    if (mode.includes(">")) {
      const content = this.fedContent(key, WRITE_METHODS);
      this.emitWrite(n, target, content, mode.includes(">>") ? "append" : "write");
      return { k: "obj", name: "fh", taint: [] };
    }
    const t = target ?? unk();
    return { k: "obj", name: "fh", taint: this.readTaint(t, n), fetched: this.downloads.get(toF(t).text) };
  }

  private pipeOpen(n: Node, key: string | null, mode: string, rest: Val[], nodes: Node[]): Val {
    const out = this.execProcess(n, rest, nodes);
    if (mode === "|-") {
      const fed = this.fedContent(key, WRITE_METHODS);
      const prog = toF(rest[0] ?? unk()).text.trim().split(/\s+/)[0] ?? "";
      const base = prog.slice(prog.lastIndexOf("/") + 1);
      if (fed && /^(?:sh|bash|zsh|dash|ksh)$/.test(base)) {
        const f = toF(fed);
        this.emit({ kind: "exec", lang: "shell", command: f, dynamic: true, fetched: fetchedOf(fed) ?? null, loc: this.loc(n) });
        this.analyzeCode("shell", f, n);
      }
    }
    return { k: "obj", name: "fh", vals: [out], taint: taintOf(out), ...(fetchedOf(out) ? { fetched: fetchedOf(out) } : {}) };
  }

  method(recv: Val, name: string, argNodes: Node[], n: Node): Val {
    const at = (i: number) => (argNodes[i] ? this.ev(argNodes[i]) : null);
    if (recv.k !== "obj") {
      if (recv.k === "str" && recv.sock) return this.sockMethod(recv.sock, name, argNodes, n);
      const cls = exactText(recv);
      if (cls && /^[A-Z][\w:]*$/.test(cls)) return this.method({ k: "obj", name: cls, taint: [] }, name, argNodes, n);
      return unk(taintOf(recv));
    }
    const cls = recv.name;
    if (recv.sock) return this.sockMethod(recv.sock, name, argNodes, n);
    if (name === "can" && (cls === "main" || /^[A-Z]/.test(cls))) {
      const v = at(0) ?? unk();
      const t = exactText(v);
      if (t === null) return unk();
      this.noteDynamicName(v, t, n);
      return { k: "obj", name: `sub:${t}`, taint: [] };
    }
    if (cls === "main" || (!cls.endsWith("#") && this.funcs.has(name) && !UA_CLASSES.has(cls))) {
      if (this.funcs.has(name)) return this.callLocal(name, n);
      return this.callName(name, argNodes, n) ?? unk();
    }
    if (cls.startsWith("sub:") && name === "()") return this.callName(cls.slice(4), argNodes, n) ?? unk();
    if (name === "new" || name === "create") {
      if (SOCKET_CLASSES.has(cls)) return this.newSocket(n, this.args(argNodes));
      if (cls === "HTTP::Request") {
        const all = this.args(argNodes);
        return { k: "obj", name: "HTTP::Request#", vals: [all[0] ?? str("GET"), all[1] ?? unk(), all[2] ?? unk(), all[3] ?? unk()], made: n, taint: [] };
      }
      if (cls === "Net::SMTP" || cls === "Net::SMTP::SSL" || cls === "Net::FTP") return { k: "obj", name: `${cls}#`, vals: [at(0) ?? unk()], made: n, taint: [] };
      if (UA_CLASSES.has(cls)) return { k: "obj", name: `${cls}#`, vals: this.args(argNodes), made: n, taint: [] };
      return { k: "obj", name: `${cls}#`, taint: [] };
    }
    if (/^(?:STDIN|STDOUT|STDERR)$/.test(cls) && name === "fdopen") {
      const s = sockOf(at(0) ?? unk());
      if (s) this.remoteShell(n, `${cls} reopened`, s);
      return unk();
    }
    if (cls.endsWith("#") && UA_CLASSES.has(cls.slice(0, -1))) return this.uaMethod(recv, cls.slice(0, -1), name, argNodes, n);
    if (cls === "HTTP::Request#" && /^(?:content|add_content|header|push_header)$/.test(name)) return unk();
    if (cls === "Net::SMTP#" || cls === "Net::SMTP::SSL#") {
      if (/^(?:data|datasend)$/.test(name) && argNodes.length) return this.smtpSend(n, exactText(recv.vals?.[0]), concatVals(this.args(argNodes)));
      return unk();
    }
    if (cls === "Net::FTP#" && (name === "put" || name === "append")) {
      const p = at(0) ?? unk();
      const host = exactText(recv.vals?.[0]);
      this.emit({ kind: "send", channel: "ftp", dest: `ftp://${host ?? HOLE}`, host, data: toF(unk(this.readTaint(p, n))), loc: this.loc(n) });
      return unk();
    }
    if (cls === "Path::Tiny#") {
      const p = recv.vals?.[0] ?? unk();
      if (/^(?:slurp|slurp_utf8|slurp_raw|lines|lines_utf8)$/.test(name)) return unk(this.readTaint(p, n));
      if (/^(?:spew|spew_utf8|spew_raw|append|append_utf8)$/.test(name)) return this.emitWrite(n, p, concatVals(this.args(argNodes)), name.startsWith("append") ? "append" : "write");
      if (/^(?:remove|remove_tree)$/.test(name)) return this.emitDelete(n, [p]);
      if (name === "chmod") return this.emitChmod(n, at(0), [p]);
      if (name === "child") return { k: "obj", name: "Path::Tiny#", vals: [concatVals([p, str("/"), at(0) ?? unk()])], taint: [] };
      return unk();
    }
    if (cls === "fh" || cls === "socket") {
      if (/^(?:getline|getlines)$/.test(name)) return this.readLine(recv);
      return unk();
    }
    if (cls === "MIME::Base64" || cls === "POSIX" || cls === "File::Path" || cls === "File::Copy") return this.callName(`${cls}::${name}`, argNodes, n) ?? unk();
    return unk(recv.taint);
  }

  private newSocket(n: Node, all: Val[]): Val {
    let dest: string | null = null;
    if (all.length === 1) dest = toF(all[0]!).text;
    else {
      const h = pairsToHash(all);
      const addr = hashGet(h, "PeerAddr");
      const host = exactText(addr) ?? exactText(hashGet(h, "PeerHost")) ?? (addr.k === "str" ? addr.f.text : HOLE);
      const port = hashGet(h, "PeerPort");
      const hostText = host === HOLE ? toF(hashGet(h, "PeerHost")).text : host;
      dest = hostText.includes(":") || port.k === "str" && port.f.text === HOLE ? hostText : `${hostText}:${toF(port).text}`;
      if (!h.keys.some((k) => /^Peer/.test(k))) dest = null;
    }
    const sock = this.sockFor(n, dest);
    return { k: "obj", name: "IO::Socket#", sock, taint: [] };
  }

  private sockMethod(sock: Sock, name: string, argNodes: Node[], n: Node): Val {
    if (/^(?:send|print|printf|syswrite|write|say|put)$/.test(name)) {
      const all = this.args(argNodes);
      return this.socketSend(n, sock, name === "printf" && all.length > 1 ? cFormat(all[0]!, all.slice(1)) : concatVals(name === "send" ? all.slice(0, 1) : all));
    }
    if (/^(?:recv|getline|getlines|sysread|read|getc)$/.test(name)) return unk([], { fetched: `socket://${sock.dest ?? HOLE}`, sock });
    if (name === "fileno") return { k: "obj", name: "fd", sock, taint: [] };
    return { k: "obj", name: "socket", sock, taint: [] };
  }

  private uaMethod(recv: Obj, lib: string, name: string, argNodes: Node[], n: Node): Val {
    const all = this.args(argNodes);
    const tiny = lib.startsWith("HTTP::Tiny");
    const clientTaint = taintOf(seq(recv.vals ?? []));
    const client: [string, Val | null][] = clientTaint.length ? [["client", unk(clientTaint)]] : [];
    switch (name) {
      case "get":
      case "head":
      case "delete": {
        if (tiny) {
          const opts = asHash(all[1] ?? seq([]));
          return this.httpSend(n, name, all[0] ?? null, [...client, ["headers", opts ? hashGet(opts, "headers") : null]]);
        }
        const opts = pairsToHash(all.slice(1));
        const file = hashGet(opts, ":content_file");
        if (exactText(file) !== null) return this.saveDownload(n, all[0] ?? null, file);
        return this.httpSend(n, name, all[0] ?? null, [...client, ["headers", opts.keys.length ? opts : null]]);
      }
      case "post":
      case "put":
      case "patch":
      case "post_form": {
        if (tiny) {
          const opts = asHash(all[name === "post_form" ? 2 : 1] ?? seq([]));
          const body = name === "post_form" ? (all[1] ?? null) : opts ? hashGet(opts, "content") : null;
          return this.httpSend(n, name, all[0] ?? null, [...client, ["body", body], ["headers", opts ? hashGet(opts, "headers") : null]]);
        }
        const rest = all.slice(1);
        const first = argNodes[1];
        if (first && (first.t === "table" || first.t === "op" || (first.t === "var" && !first.name.startsWith("@")))) return this.httpSend(n, name, all[0] ?? null, [...client, ["body", rest[0] ?? null], ["headers", rest.length > 1 ? concatVals(rest.slice(1)) : null]]);
        const h = pairsToHash(rest);
        const content = h.keys.includes("Content") ? hashGet(h, "Content") : h.keys.includes("form") ? hashGet(h, "form") : rest.length ? concatVals(rest) : null;
        return this.httpSend(n, name, all[0] ?? null, [...client, ["body", content]]);
      }
      case "request": {
        if (tiny) {
          const opts = asHash(all[2] ?? seq([]));
          return this.httpSend(n, exactText(all[0])?.toLowerCase() ?? "post", all[1] ?? null, [...client, ["body", opts ? hashGet(opts, "content") : null], ["headers", opts ? hashGet(opts, "headers") : null]]);
        }
        const out: Val[] = [];
        for (const r of alts(all[0] ?? unk()).slice(0, 4)) {
          if (r.k !== "obj" || r.name !== "HTTP::Request#" || !r.vals) {
            out.push(this.httpSend(n, "post", unk(), [["request", r]]));
            continue;
          }
          const verb = exactText(r.vals[0])?.toLowerCase() ?? "post";
          const varName = r.made ? this.assignedTo.get(r.made) : undefined;
          const fed = this.fedContent(varName ?? null, /^(?:content|add_content)$/);
          const hdr = this.fedContent(varName ?? null, /^(?:header|push_header)$/);
          out.push(this.httpSend(n, verb, r.vals[1] ?? null, [...client, ["headers", r.vals[2] ?? null], ["headers", hdr], ["body", fed ?? r.vals[3] ?? null]]));
        }
        return alt(out);
      }
      case "mirror":
      case "getstore":
        return this.saveDownload(n, all[0] ?? null, all[1] ?? null);
      case "submit_form":
        return this.httpSend(n, "post", unk(), [...client, ["form", concatVals(all)]]);
      default:
        if (/^(?:default_header|default_headers|agent|timeout|env_proxy|ssl_opts)$/.test(name)) {
          recv.vals = [...(recv.vals ?? []), ...all];
          return recv;
        }
        return unk(clientTaint);
    }
  }
}

function childrenOf(n: Node): Node[] {
  switch (n.t) {
    case "str":
      return n.parts.filter((p): p is Node => typeof p !== "string");
    case "op":
      return n.a;
    case "assign":
      return [n.l, n.r];
    case "call":
      return [n.fn, ...(n.fh ? [n.fh] : []), ...n.args, ...(n.block ?? [])];
    case "meth":
      return [n.recv, ...(typeof n.name === "string" ? [] : [n.name]), ...n.args];
    case "idx":
      return [n.obj, n.key];
    case "list":
      return n.items;
    case "table":
      return [...n.keys.filter((k): k is Node => k !== null), ...n.vals];
    case "block":
      return n.body;
    case "ret":
      return n.e ? [n.e] : [];
    case "each":
      return [n.list, ...n.body];
    case "regex":
      return n.repl ? [n.repl] : [];
    default:
      return [];
  }
}

function uudecode(t: string): string | null {
  let out = "";
  for (const line of t.split("\n")) {
    if (!line) continue;
    const len = (line.charCodeAt(0) - 32) & 63;
    const bytes: number[] = [];
    for (let i = 1; i + 3 < line.length + 3 && bytes.length < len; i += 4) {
      const c = [0, 1, 2, 3].map((k) => ((line.charCodeAt(i + k) || 32) - 32) & 63);
      bytes.push(((c[0]! << 2) | (c[1]! >> 4)) & 255, ((c[1]! << 4) | (c[2]! >> 2)) & 255, ((c[2]! << 6) | c[3]!) & 255);
    }
    out += String.fromCharCode(...bytes.slice(0, len));
  }
  return binaryToText(out);
}

export const extractPerl: Extractor = (snippet, analyzer) => {
  const text = snippet.text.length > MAX_SCRIPT_CHARS ? snippet.text.slice(0, MAX_SCRIPT_CHARS) : snippet.text;
  const lx = lex(text, snippet.depth, 0);
  const body = new Parser(lx.toks, text).program();
  const file = new PerlFile(snippet, analyzer, lx.data);
  file.numberShifts(body);
  file.run(body);
};
