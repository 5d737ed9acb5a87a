// The Lua extractor. No tree-sitter grammar for Lua is available, so this is a small tokenizer
// (strings with \ddd \xHH \z \u{…} escapes, [[long strings]] and [==[…]==], --[[ ]] comments) and a
// precedence-climbing parser of Lua 5.x into script-eval.ts's syntax tree; the evaluator there folds
// values flow-insensitively. Here are Lua's builtins: `..`, string.char/format/rep/sub/gsub (literal
// patterns)/reverse and their method forms, table.concat, a base64 decoder written in the script,
// os.getenv and credential files read through io.open/io.lines, socket.http/ssl.https requests,
// socket.tcp/connect, os.execute and io.popen to the shell analysis, load/loadstring of built code
// analysed again as Lua, names reached through `_G[…]` and `os[…]`, writes, os.remove and os.rename.
import type { Extractor } from "./extract";
import {
  addVia, alt, alts, asHash, binaryToText, bytesToBinary, cFormat, derive, exactText, fetchedOf, hashGet, joinItems, literalPattern, mapAlts, mapKnown,
  MAX_PARSE_DEPTH, MAX_SCRIPT_CHARS, num, repeatText, ScriptFile, seq, sockOf, str, strNode, taintOf, toF, unk, unkNode,
  type FnNode, type Node, type Sock, type Val,
} from "./script-eval";
import { HOLE } from "./types";
import { decodeBase64Bytes, safeCodePoint } from "./values";

type Tok =
  | { k: "num"; n: number; row: number }
  | { k: "str"; s: string; row: number }
  | { k: "name"; v: string; row: number }
  | { k: "op"; v: string; row: number }
  | { k: "eof"; row: number };

const OPS = ["...", "..", "==", "~=", "<=", ">=", "//", "::", "<<", ">>"];
const KEYWORDS = new Set(["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]);

function luaEscapes(body: string): string {
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const d = body[++i];
    if (d === undefined) break;
    const simple: Record<string, string> = { n: "\n", t: "\t", r: "\r", a: "\x07", b: "\b", f: "\f", v: "\v", "\\": "\\", '"': '"', "'": "'", "\n": "\n" };
    if (simple[d] !== undefined) out += simple[d];
    else if (d === "x" && /^[0-9a-fA-F]{2}$/.test(body.slice(i + 1, i + 3))) {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (/[0-9]/.test(d)) {
      const m = /^[0-9]{1,3}/.exec(body.slice(i, i + 3))!;
      out += String.fromCharCode(Number(m[0]) & 0xff);
      i += m[0].length - 1;
    } else if (d === "z") {
      while (i + 1 < body.length && /\s/.test(body[i + 1]!)) i++;
    } else if (d === "u" && body[i + 1] === "{") {
      const end = body.indexOf("}", i);
      if (end > 0) {
        out += safeCodePoint(parseInt(body.slice(i + 2, end), 16) || 0);
        i = end;
      }
    } else out += d;
  }
  return out;
}

function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  let row = 0;
  const longBracket = (at: number): { level: number; len: number } | null => {
    const m = /^\[(=*)\[/.exec(src.slice(at, at + 64));
    return m ? { level: m[1]!.length, len: m[0].length } : null;
  };
  const readLong = (at: number, level: number, len: number): string => {
    const close = `]${"=".repeat(level)}]`;
    const end = src.indexOf(close, at + len);
    const stop = end < 0 ? src.length : end;
    let body = src.slice(at + len, stop);
    for (let j = 0; j < body.length; j++) if (body[j] === "\n") row++;
    i = end < 0 ? src.length : end + close.length;
    if (body.startsWith("\r\n")) body = body.slice(2);
    else if (body.startsWith("\n")) body = body.slice(1);
    return body;
  };
  while (i < src.length && toks.length < 400_000) {
    const c = src[i]!;
    if (c === "\n") {
      row++;
      i++;
      continue;
    }
    if (c === " " || c === "\t" || c === "\r") {
      i++;
      continue;
    }
    if (i === 0 && c === "#") {
      const nl = src.indexOf("\n");
      i = nl < 0 ? src.length : nl;
      continue;
    }
    if (c === "-" && src[i + 1] === "-") {
      const lb = longBracket(i + 2);
      if (lb) {
        readLong(i + 2, lb.level, lb.len);
        continue;
      }
      const nl = src.indexOf("\n", i);
      i = nl < 0 ? src.length : nl;
      continue;
    }
    const r = row;
    if (c === "[") {
      const lb = longBracket(i);
      if (lb) {
        toks.push({ k: "str", s: readLong(i, lb.level, lb.len), row: r });
        continue;
      }
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== "\n") j += src[j] === "\\" ? 2 : 1;
      const body = src.slice(i + 1, Math.min(j, src.length));
      for (let k = 0; k < body.length; k++) if (body[k] === "\n") row++;
      toks.push({ k: "str", s: luaEscapes(body), row: r });
      i = j + 1;
      continue;
    }
    if (/[0-9]/.test(c) || (c === "." && /[0-9]/.test(src[i + 1] ?? ""))) {
      const m = /^(?:0[xX][0-9a-fA-F]*(?:\.[0-9a-fA-F]*)?(?:[pP][+-]?\d+)?|\d*\.?\d*(?:[eE][+-]?\d+)?)/.exec(src.slice(i, i + 64))!;
      const t = m[0] || c;
      i += t.length;
      const n = /^0[xX]/.test(t) ? parseInt(t.slice(2), 16) : Number(t);
      toks.push({ k: "num", n: Number.isFinite(n) ? n : 0, row: r });
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_]\w*/.exec(src.slice(i, i + 256))!;
      i += m[0].length;
      toks.push({ k: "name", v: m[0], row: r });
      continue;
    }
    const op = OPS.find((o) => src.startsWith(o, i)) ?? c;
    i += op.length;
    toks.push({ k: "op", v: op, row: r });
  }
  toks.push({ k: "eof", row });
  return toks;
}

const BINARY: Record<string, [number, number]> = {
  or: [1, 1], and: [2, 2], "<": [3, 3], ">": [3, 3], "<=": [3, 3], ">=": [3, 3], "~=": [3, 3], "==": [3, 3],
  "|": [4, 4], "~": [5, 5], "&": [6, 6], "<<": [7, 7], ">>": [7, 7], "..": [9, 8], "+": [10, 10], "-": [10, 10],
  "*": [11, 11], "/": [11, 11], "//": [11, 11], "%": [11, 11], "^": [14, 13],
};
const UNARY_PREC = 12;

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

  private isOp(v: string): boolean {
    const t = this.peek();
    return t.k === "op" && t.v === v;
  }

  private isKw(v: string): boolean {
    const t = this.peek();
    return t.k === "name" && t.v === v;
  }

  private eat(v: string): boolean {
    const t = this.peek();
    if ((t.k === "op" || t.k === "name") && t.v === v) {
      this.next();
      return true;
    }
    return false;
  }

  program(): Node[] {
    return this.block(new Set());
  }

  private block(until: ReadonlySet<string>): Node[] {
    const out: Node[] = [];
    if (++this.depth > MAX_PARSE_DEPTH) {
      this.depth--;
      this.skipBlock();
      return out;
    }
    while (this.peek().k !== "eof") {
      const t = this.peek();
      if (t.k === "name" && until.has(t.v)) break;
      if (this.eat(";")) continue;
      const at = this.p;
      const s = this.statement();
      if (s && out.length < 100_000) out.push(s);
      if (this.p === at) this.next();
    }
    this.depth--;
    return out;
  }

  /** Past the nesting limit: skips to the `end`/`until` that closes this block. */
  private skipBlock(): void {
    let d = 0;
    while (this.peek().k !== "eof") {
      const t = this.peek();
      if (t.k === "name" && /^(?:function|do|then|repeat)$/.test(t.v) && t.v !== "then") d++;
      if (t.k === "name" && (t.v === "end" || t.v === "until")) {
        if (d === 0) return;
        d--;
      }
      this.next();
    }
  }

  private body(row: number, name: string | null, self: boolean): FnNode {
    const start = this.p;
    const params: string[] = [];
    if (this.eat("(")) {
      while (!this.isOp(")") && this.peek().k !== "eof") {
        const t = this.next();
        if (t.k === "name") params.push(t.v);
        else if (t.k === "op" && t.v === "...") params.push("...");
      }
      this.eat(")");
    }
    const body = this.block(new Set(["end"]));
    this.eat("end");
    return { t: "fn", name, params, body, row, src: this.srcText(start), self };
  }

  private srcText(start: number): string {
    const a = this.toks[start]!.row;
    const b = this.peek().row;
    if (b - a > 400) return "";
    return this.src.split("\n", b + 1).slice(a, b + 1).join("\n");
  }

  private statement(): Node | null {
    const t = this.peek();
    const row = t.row;
    if (t.k === "op" && t.v === "::") {
      this.next();
      this.next();
      this.eat("::");
      return null;
    }
    if (t.k !== "name") return this.exprStatement();
    switch (t.v) {
      case "local": {
        this.next();
        if (this.eat("function")) {
          const n = this.next();
          return this.body(row, n.k === "name" ? n.v : null, false);
        }
        const names: Node[] = [];
        do {
          const n = this.next();
          if (n.k === "name") names.push({ t: "var", name: n.v, row: n.row });
          if (this.isOp("<")) {
            this.next();
            this.next();
            this.eat(">");
          }
        } while (this.eat(","));
        if (!this.eat("=")) return null;
        const vals = this.exprList();
        return this.assignment(names, vals, row);
      }
      case "function": {
        this.next();
        let name = "";
        let self = false;
        const first = this.next();
        if (first.k === "name") name = first.v;
        while (this.isOp(".") || this.isOp(":")) {
          self = this.isOp(":");
          this.next();
          const n = this.next();
          if (n.k === "name") name += `.${n.v}`;
        }
        return this.body(row, name || null, self);
      }
      case "if": {
        this.next();
        const body: Node[] = [this.expr() ?? unkNode(row)];
        this.eat("then");
        body.push({ t: "block", body: this.block(new Set(["elseif", "else", "end"])), row });
        while (this.isKw("elseif") || this.isKw("else")) {
          if (this.eat("elseif")) {
            body.push(this.expr() ?? unkNode(row));
            this.eat("then");
          } else this.next();
          body.push({ t: "block", body: this.block(new Set(["elseif", "else", "end"])), row });
        }
        this.eat("end");
        return { t: "block", body, row };
      }
      case "while": {
        this.next();
        const cond = this.expr() ?? unkNode(row);
        this.eat("do");
        const b = this.block(new Set(["end"]));
        this.eat("end");
        return { t: "block", body: [cond, ...b], row };
      }
      case "do": {
        this.next();
        const b = this.block(new Set(["end"]));
        this.eat("end");
        return { t: "block", body: b, row };
      }
      case "repeat": {
        this.next();
        const b = this.block(new Set(["until"]));
        this.eat("until");
        const cond = this.expr() ?? unkNode(row);
        return { t: "block", body: [...b, cond], row };
      }
      case "for": {
        this.next();
        const names: string[] = [];
        do {
          const n = this.next();
          if (n.k === "name") names.push(n.v);
        } while (this.eat(","));
        if (this.eat("=")) {
          const range = this.exprList();
          this.eat("do");
          const b = this.block(new Set(["end"]));
          this.eat("end");
          return { t: "block", body: [...range, ...b], row };
        }
        this.eat("in");
        const list = this.exprList();
        this.eat("do");
        const b = this.block(new Set(["end"]));
        this.eat("end");
        // for k, v in pairs(t): v takes the table's values, k its keys
        const iter = list[0] ?? unkNode(row);
        const src = iter.t === "call" && iter.fn.t === "var" && /^i?pairs$/.test(iter.fn.name) ? (iter.args[0] ?? unkNode(row)) : iter;
        const body: Node[] = [{ t: "each", v: names[names.length - 1] ?? "_", list: src, body: b, row }];
        return { t: "block", body, row };
      }
      case "return": {
        this.next();
        const e = this.isKw("end") || this.isKw("else") || this.isKw("elseif") || this.isKw("until") || this.isOp(";") || this.peek().k === "eof" ? [] : this.exprList();
        return { t: "ret", e: e.length === 1 ? e[0]! : e.length ? { t: "list", items: e, row } : null, row };
      }
      case "break":
        this.next();
        return null;
      case "goto":
        this.next();
        this.next();
        return null;
      default:
        return this.exprStatement();
    }
  }

  private assignment(targets: Node[], vals: Node[], row: number): Node {
    if (targets.length === 1) return { t: "assign", op: "=", l: targets[0]!, r: vals.length === 1 ? vals[0]! : { t: "list", items: vals, row }, row };
    return { t: "assign", op: "=", l: { t: "list", items: targets, row }, r: vals.length === 1 ? vals[0]! : { t: "list", items: vals, row }, row };
  }

  private exprStatement(): Node | null {
    const row = this.peek().row;
    const first = this.suffixed();
    if (!first) return null;
    if (this.isOp("=") || this.isOp(",")) {
      const targets = [first];
      while (this.eat(",")) {
        const t = this.suffixed();
        if (t) targets.push(t);
      }
      this.eat("=");
      return this.assignment(targets, this.exprList(), row);
    }
    return first;
  }

  private exprList(): Node[] {
    const out: Node[] = [];
    do {
      const at = this.p;
      const e = this.expr();
      if (!e || this.p === at) break;
      if (out.length < 100_000) out.push(e);
    } while (this.eat(","));
    return out;
  }

  expr(min = 0): Node | null {
    if (++this.depth > MAX_PARSE_DEPTH) {
      this.depth--;
      return null;
    }
    try {
      let l: Node | null;
      const t = this.peek();
      if ((t.k === "name" && t.v === "not") || (t.k === "op" && (t.v === "-" || t.v === "#" || t.v === "~"))) {
        this.next();
        const e = this.expr(UNARY_PREC) ?? unkNode(t.row);
        l = { t: "op", op: t.v === "-" ? "neg" : t.v === "#" ? "len" : "not", a: [e], row: t.row };
      } else l = this.simple();
      if (!l) return null;
      for (let guard = 0; guard < 100_000; guard++) {
        const o = this.peek();
        const op = o.k === "op" || (o.k === "name" && (o.v === "and" || o.v === "or")) ? (o as { v: string }).v : null;
        const prec = op ? BINARY[op] : undefined;
        if (!op || !prec || prec[0] <= min) break;
        this.next();
        const r = this.expr(prec[1]) ?? unkNode(o.row);
        l = { t: "op", op: op === ".." ? "concat" : op === "~" ? "^" : op, a: [l, r], row: o.row };
      }
      return l;
    } finally {
      this.depth--;
    }
  }

  private simple(): Node | null {
    const t = this.peek();
    const row = t.row;
    switch (t.k) {
      case "num":
        this.next();
        return { t: "num", n: t.n, row };
      case "str":
        return this.suffixed();
      case "name":
        if (t.v === "nil" || t.v === "false" || t.v === "true") {
          this.next();
          return t.v === "true" ? { t: "num", n: 1, row } : unkNode(row);
        }
        if (t.v === "function") {
          this.next();
          return this.body(row, null, false);
        }
        if (KEYWORDS.has(t.v) && t.v !== "not") return null;
        return this.suffixed();
      case "op":
        if (t.v === "{") return this.table();
        if (t.v === "...") {
          this.next();
          return { t: "var", name: "...", row };
        }
        return this.suffixed();
      default:
        return null;
    }
  }

  private table(): Node {
    const row = this.next().row;
    const keys: (Node | null)[] = [];
    const vals: Node[] = [];
    while (!this.isOp("}") && this.peek().k !== "eof") {
      const at = this.p;
      const t = this.peek();
      if (t.k === "op" && t.v === "[") {
        this.next();
        const k = this.expr() ?? unkNode(row);
        this.eat("]");
        this.eat("=");
        keys.push(k);
        vals.push(this.expr() ?? unkNode(row));
      } else if (t.k === "name" && this.peek(1).k === "op" && (this.peek(1) as { v: string }).v === "=") {
        this.next();
        this.next();
        keys.push(strNode(t.v, t.row));
        vals.push(this.expr() ?? unkNode(row));
      } else {
        const e = this.expr();
        if (e) {
          keys.push(null);
          vals.push(e);
        }
      }
      if (!this.eat(",") && !this.eat(";") && this.p === at) this.next();
      if (keys.length > 100_000) break;
    }
    this.eat("}");
    return { t: "table", keys, vals, row };
  }

  private callArgs(): Node[] | null {
    const t = this.peek();
    if (t.k === "str") {
      this.next();
      return [strNode(t.s, t.row)];
    }
    if (t.k === "op" && t.v === "{") return [this.table()];
    if (t.k === "op" && t.v === "(") {
      this.next();
      const args = this.isOp(")") ? [] : this.exprList();
      this.eat(")");
      return args;
    }
    return null;
  }

  private suffixed(): Node | null {
    const t = this.peek();
    const row = t.row;
    let e: Node;
    if (t.k === "name" && !KEYWORDS.has(t.v)) {
      this.next();
      e = { t: "var", name: t.v, row };
    } else if (t.k === "str") {
      this.next();
      e = strNode(t.s, row);
    } else if (t.k === "op" && t.v === "(") {
      this.next();
      const inner = this.expr() ?? unkNode(row);
      this.eat(")");
      e = { t: "op", op: "paren", a: [inner], row };
    } else return null;
    for (let guard = 0; guard < 10_000; guard++) {
      const s = this.peek();
      if (s.k === "op" && s.v === ".") {
        this.next();
        const n = this.next();
        e = { t: "idx", obj: e, key: strNode(n.k === "name" ? n.v : "", n.row), row: s.row };
      } else if (s.k === "op" && s.v === "[" ) {
        this.next();
        const k = this.expr() ?? unkNode(s.row);
        this.eat("]");
        e = { t: "idx", obj: e, key: k, row: s.row };
      } else if (s.k === "op" && s.v === ":") {
        this.next();
        const n = this.next();
        const args = this.callArgs() ?? [];
        e = { t: "meth", recv: e, name: n.k === "name" ? n.v : "", args, row: s.row };
      } else if ((s.k === "op" && (s.v === "(" || s.v === "{")) || s.k === "str") {
        if (s.k === "op" && s.v === "(" && s.row !== this.toks[this.p - 1]?.row && e.t !== "var") break;
        const args = this.callArgs() ?? [];
        e = { t: "call", fn: e, args, row: s.row };
      } else break;
    }
    return e;
  }
}

// ---------------------------------------------------------------------------------------------
// Evaluation

const LIBRARIES = new Set(["os", "io", "string", "table", "math", "debug", "package", "coroutine", "utf8", "bit", "bit32", "socket", "ltn12", "mime", "ssl", "http", "ngx"]);
const B64_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

class LuaFile extends ScriptFile {
  private readonly hasB64Alphabet: boolean;

  constructor(snippet: ConstructorParameters<typeof ScriptFile>[0], analyzer: ConstructorParameters<typeof ScriptFile>[1], text: string) {
    super(snippet, analyzer, "lua");
    this.hasB64Alphabet = text.includes(B64_ALPHABET);
  }

  override decoderOf(f: FnNode): ((s: string) => string | null) | null {
    if (!this.hasB64Alphabet || !f.name || /enc/i.test(f.name) || !/dec|b64|base64|unb/i.test(f.name) || !/gsub|byte|char/.test(f.src)) return null;
    return (t) => {
      const b = decodeBase64Bytes(t);
      return b ? binaryToText(bytesToBinary(b)) : null;
    };
  }

  globalVar(name: string, _n: Node): Val {
    if (name === "_G" || name === "_ENV") return { k: "obj", name: "_G", taint: [] };
    if (LIBRARIES.has(name)) return { k: "obj", name, taint: [] };
    return { k: "obj", name, taint: [] };
  }

  callName(name: string, argNodes: Node[], n: Node): Val | null {
    return this.builtin(name, this.args(argNodes), argNodes, n);
  }

  method(recv: Val, name: string, argNodes: Node[], n: Node): Val {
    const args = this.args(argNodes);
    if (recv.k === "obj") {
      if (recv.sock) return this.sockMethod(recv.sock, name, args, n);
      if (recv.name === "file") {
        if (/^(?:read|lines)$/.test(name)) return unk(recv.taint, { fetched: recv.fetched });
        return unk();
      }
      if (recv.name === "resty.http#" && (name === "request_uri" || name === "request")) {
        const opts = asHash(args[1] ?? seq([]));
        const verb = opts ? (exactText(hashGet(opts, "method"))?.toLowerCase() ?? "get") : "get";
        return this.httpSend(n, verb, args[0] ?? null, [["body", opts ? hashGet(opts, "body") : null], ["headers", opts ? hashGet(opts, "headers") : null]]);
      }
      if (this.funcs.has(`${recv.name}.${name}`)) return this.callLocal(`${recv.name}.${name}`, n);
      return this.builtin(`${recv.name}.${name}`, args, argNodes, n) ?? unk(recv.taint);
    }
    if (recv.k === "hash" && this.funcs.has(name)) return this.callLocal(name, n);
    const sock = sockOf(recv);
    if (sock) return this.sockMethod(sock, name, args, n);
    // ("x"):rep(3), s:reverse(): the string library
    if (recv.k === "str" || recv.k === "num") return this.builtin(`string.${name}`, [recv, ...args], [n, ...argNodes], n) ?? unk(taintOf(recv));
    return unk(taintOf(recv));
  }

  private sockMethod(sock: Sock, name: string, args: Val[], n: Node): Val {
    if (name === "connect") {
      if (!sock.dest && args[0]) sock.dest = `${toF(args[0]).text}:${args[1] ? toF(args[1]).text : HOLE}`;
      return num(1);
    }
    if (name === "send") return this.socketSend(n, sock, args[0] ?? unk());
    if (name === "receive" || name === "receivefrom") return unk([], { fetched: `socket://${sock.dest ?? HOLE}`, sock });
    return { k: "obj", name: "socket", sock, taint: [] };
  }

  private builtin(name: string, a: Val[], nodes: Node[], n: Node): Val | null {
    const at = (i: number) => a[i] ?? null;
    switch (name) {
      case "os.getenv":
        return this.envValue(at(0), n);
      case "os.execute":
        return this.execShell(n, at(0) ?? unk(), nodes.length === 1 && nodes[0]!.t === "str" && nodes[0].parts.length === 1);
      case "io.popen": {
        const out = this.execShell(n, at(0) ?? unk(), nodes[0]?.t === "str" && nodes[0].parts.length === 1);
        return { k: "obj", name: "file", taint: taintOf(out), ...(fetchedOf(out) ? { fetched: fetchedOf(out) } : {}) };
      }
      case "io.open": {
        const mode = exactText(at(1)) ?? "r";
        if (/[wa+]/.test(mode) && !/^r\+?b?$/.test(mode)) {
          const key = this.assignedTo.get(n) ?? null;
          this.emitWrite(n, at(0), this.fedContent(key, /^write$/), mode.startsWith("a") ? "append" : "write");
          return { k: "obj", name: "file", taint: [] };
        }
        const p = at(0) ?? unk();
        return { k: "obj", name: "file", taint: this.readTaint(p, n), ...(this.downloads.get(toF(p).text) ? { fetched: this.downloads.get(toF(p).text) } : {}) };
      }
      case "io.lines":
        return unk(this.readTaint(at(0) ?? unk(), n));
      case "os.remove":
        return this.emitDelete(n, a.slice(0, 1));
      case "os.rename":
        return this.emitWrite(n, at(1), unk(this.readTaint(at(0) ?? unk(), n)), "copy");
      case "load":
      case "loadstring": {
        this.codeExec(n, at(0), nodes[0]?.t === "str" && nodes[0].parts.length === 1);
        return { k: "obj", name: "chunk", taint: taintOf(at(0) ?? unk()) };
      }
      case "dofile":
      case "loadfile":
        return this.loadFile(n, at(0), "run");
      case "require":
        return this.require(n, at(0));
      case "rawget":
        return at(1) && exactText(at(1)) !== null ? this.member({ k: "obj", name: "_G", taint: [] }, exactText(at(1))!, n) : unk();
      case "getfenv":
        return { k: "obj", name: "_G", taint: [] };
      case "string.char":
        return this.chars(a);
      case "string.byte": {
        const t = exactText(at(0));
        if (t === null) return unk(taintOf(at(0) ?? unk()));
        return num(t.charCodeAt(Number(exactText(at(1)) ?? 1) - 1) || 0);
      }
      case "string.format":
        return cFormat(at(0) ?? unk(), a.slice(1));
      case "string.rep": {
        const r = repeatText(at(0) ?? unk(), at(1) ?? num(0));
        const sep = at(2);
        if (!sep) return r;
        const count = Number(exactText(at(1)));
        return Number.isFinite(count) && count > 0 && count < 4096 ? joinItems(seq(Array.from({ length: count }, () => at(0)!)), sep) : r;
      }
      case "string.sub": {
        const i = Number(exactText(at(1)) ?? 1);
        const j = at(2) ? Number(exactText(at(2))) : -1;
        if (!Number.isFinite(i) || !Number.isFinite(j)) return unk(taintOf(at(0) ?? unk()));
        return derive(at(0) ?? unk(), "slice", (t) => {
          const len = t.length;
          const s = i < 0 ? Math.max(len + i, 0) : Math.max(i - 1, 0);
          const e = j < 0 ? len + j + 1 : Math.min(j, len);
          return t.slice(s, Math.max(e, s));
        });
      }
      case "string.gsub": {
        const pat = exactText(at(1));
        const lit = pat === null ? null : literalPattern(pat, "%");
        const repl = exactText(at(2));
        if (lit === null || repl === null || !lit) return derive(at(0) ?? unk(), "replace", () => null);
        return derive(at(0) ?? unk(), "replace", (t) => t.split(lit).join(repl.replace(/%%/g, "%")));
      }
      case "string.reverse":
        return derive(at(0) ?? unk(), "reverse", (t) => Array.from(t).reverse().join(""));
      case "string.lower":
      case "string.upper":
        return mapKnown(at(0) ?? unk(), (t) => (name === "string.lower" ? t.toLowerCase() : t.toUpperCase()));
      case "string.len":
        return exactText(at(0)) !== null ? num(exactText(at(0))!.length) : unk();
      case "table.concat": {
        const t = at(0) ?? unk();
        return joinItems(mapAlts(t, (one) => (one.k === "hash" ? seq(one.vals) : one)), at(1) ?? str(""));
      }
      case "table.unpack":
      case "unpack":
        return at(0) ?? unk();
      case "assert":
      case "tostring":
      case "ltn12.source.string":
      case "mime.b64":
        return at(0) ?? unk();
      case "mime.unb64":
        return addVia(derive(at(0) ?? unk(), "base64", (t) => {
          const b = decodeBase64Bytes(t);
          return b ? binaryToText(bytesToBinary(b)) : null;
        }), "base64");
      case "tonumber": {
        const t = exactText(at(0));
        const base = at(1) ? Number(exactText(at(1))) : 10;
        const x = t === null ? NaN : base === 10 ? Number(t) : parseInt(t, base);
        return Number.isFinite(x) ? num(x) : unk(taintOf(at(0) ?? unk()));
      }
      case "socket.http.request":
      case "ssl.https.request":
      case "http.request":
      case "https.request":
        return this.httpRequest(n, a);
      case "socket.tcp":
      case "socket.tcp4":
      case "socket.tcp6":
      case "socket.udp":
        return { k: "obj", name: "socket", sock: this.sockFor(n, null), taint: [] };
      case "socket.connect":
        return { k: "obj", name: "socket", sock: this.sockFor(n, `${toF(at(0) ?? unk()).text}:${toF(at(1) ?? unk()).text}`), taint: [] };
      case "socket.dns.toip":
      case "socket.dns.getaddrinfo": {
        const f = toF(at(0) ?? unk());
        if (f.taint.length) this.emit({ kind: "send", channel: "dns", dest: f.text, host: null, data: f, loc: this.loc(n) });
        return unk();
      }
      case "resty.http.new":
        return { k: "obj", name: "resty.http#", taint: [] };
      case "os.time":
      case "os.clock":
        return unk();
      case "os.tmpname":
        return str("/tmp/lua_XXXXXX");
      default:
        return null;
    }
  }

  private chars(a: Val[]): Val {
    const codes = a.map((v) => (v.k === "num" ? v.n : Number(exactText(v) ?? NaN)));
    if (codes.some((c) => !Number.isFinite(c))) return unk(a.flatMap((v) => taintOf(v)));
    return str(codes.map((c) => String.fromCharCode(c & 0xff)).join(""), ["charcode"]);
  }

  /** `http.request(url [, body])` or `http.request{ url = …, method = …, source = …, headers = … }`. */
  private httpRequest(n: Node, a: Val[]): Val {
    const first = a[0] ?? unk();
    const opts = first.k === "hash" ? first : null;
    if (!opts) return this.httpSend(n, a[1] ? "post" : "get", first, [["body", a[1] ?? null]]);
    const verb = exactText(hashGet(opts, "method"))?.toLowerCase() ?? (opts.keys.includes("source") ? "post" : "get");
    return this.httpSend(n, verb, hashGet(opts, "url"), [["body", opts.keys.includes("source") ? hashGet(opts, "source") : null], ["headers", opts.keys.includes("headers") ? hashGet(opts, "headers") : null]]);
  }

  private require(n: Node, nameV: Val | null): Val {
    const out: Val[] = [];
    for (const one of alts(nameV ?? unk()).slice(0, 4)) {
      const t = exactText(one);
      if (t === null) {
        out.push(unk());
        continue;
      }
      this.noteDynamicName(one, t, n);
      const rel = t.replace(/\./g, "/");
      const f = this.skillFile(rel, [".lua", "/init.lua"]);
      if (f && f !== this.snippet.path) this.invokeTarget(f, n, "import");
      out.push({ k: "obj", name: t, taint: [] });
    }
    return alt(out);
  }

  private loadFile(n: Node, p: Val | null, how: "run" | "import"): Val {
    for (const one of alts(p ?? unk()).slice(0, 4)) {
      const t = exactText(one);
      if (t === null) continue;
      this.noteDynamicName(one, t, n);
      const f = this.skillFile(t, []);
      if (f && f !== this.snippet.path) this.invokeTarget(f, n, how);
      const fetched = this.downloads.get(t.replace(/^\.\//, ""));
      if (fetched) this.emit({ kind: "exec", lang: "other", command: toF(one), dynamic: true, fetched, loc: this.loc(n) });
    }
    return { k: "obj", name: "chunk", taint: [] };
  }
}

export const extractLua: Extractor = (snippet, analyzer) => {
  const text = snippet.text.length > MAX_SCRIPT_CHARS ? snippet.text.slice(0, MAX_SCRIPT_CHARS) : snippet.text;
  const body = new Parser(lex(text), text).program();
  new LuaFile(snippet, analyzer, text).run(body);
};
