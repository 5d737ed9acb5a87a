// SQL files and ```sql blocks: statements that destroy a whole database or schema, and grants that make an account a
// database superuser. Table-level statements are a migration's daily work and say nothing; dropping a database, a schema with
// everything in it, or every table at once is the harm a skill can hide in a "reset" script.
// PL/pgSQL's EXECUTE runs text built at run time: simple variables and string functions are folded.
import type { Extractor } from "./extract";
import { bytesToText, decodeBase64Bytes, decodeHexText } from "./values";

/** Statements, split on `;` outside quotes (comments removed), each with the 0-based row it starts on. */
function statements(text: string): { text: string; row: number }[] {
  const out: { text: string; row: number }[] = [];
  let current = "";
  let row = 0;
  let startRow = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length && out.length < 5_000; i++) {
    const c = text[i]!;
    if (c === "\n") row++;
    if (quote) {
      if (c === quote) quote = null;
      current += c;
      continue;
    }
    if (c === "-" && text[i + 1] === "-") {
      const end = text.indexOf("\n", i);
      if (end === -1) break;
      i = end - 1;
      continue;
    }
    if (c === "'" || c === '"' || c === "`") quote = c;
    if (c === ";") {
      if (current.trim()) out.push({ text: current.trim(), row: startRow });
      current = "";
      continue;
    }
    if (!current.trim() && /\S/.test(c)) startRow = row;
    current += c;
  }
  if (current.trim()) out.push({ text: current.trim(), row: startRow });
  return out;
}

// Whole databases and schemas, cascades, and statements on a table named only at run time or by a template's
// placeholder (the judgment asks whether the skill lists the catalog's tables).
const DESTROYS = /^drop\s+(?:database|schema)\b|^truncate\b[\s\S]*\bcascade\b|^drop\s+owned\s+by\b|^(?:truncate(?:\s+table)?|drop\s+table(?:\s+if\s+exists)?|delete\s+from)\s+(?:only\s+)?(?:(?:"?[\w\u27e8?\u27e9]+"?|\{\w+\}|%\(\w+\)s)\.)?"?(?:\u27e8\?\u27e9|\{\w+\}|%\(\w+\)s|\$\{\w+\}|\{\{\s*\w+\s*\}\})/i;

/**
 * A database account made all-powerful: PostgreSQL's SUPERUSER, a managed service's superuser role or the roles that
 * run programs and touch the server's files; MySQL's global grants of everything, SUPER or FILE. Whoever holds it
 * reads every table and, through COPY … PROGRAM or the FILE privilege, runs code or reads files on the server.
 */
const DB_SUPERUSER_RE = /^(?:alter|create)\s+(?:role|user)\b[^;]*\bsuperuser\b|^grant\s+(?:all(?:\s+privileges)?|[\w\s,]*\b(?:super|file)\b[\w\s,]*)\s+on\s+\*\.\*|^grant\s+(?:rds_superuser|cloudsqlsuperuser|azure_pg_admin|pg_execute_server_program|pg_write_server_files)\b/i;

export const extractSql: Extractor = (snippet, analyzer) => {
  const all = statements(snippet.text);
  all.forEach((st, i) => {
    const text = st.text.replace(/\s+/g, " ");
    if (DB_SUPERUSER_RE.test(text)) analyzer.emit({ kind: "privilege", what: "add-admin-user", detail: `database superuser: ${text.slice(0, 200)}`, loc: analyzer.loc(snippet, st.row) }, snippet);
    if (!DESTROYS.test(text)) return;
    // `DROP DATABASE x;` then `CREATE DATABASE x;`: the pair is a reset, judged as one statement would be.
    const dropped = /^drop\s+(database|schema)\s+(?:if\s+exists\s+)?([^\s;]+)/i.exec(text);
    const next = all[i + 1]?.text.replace(/\s+/g, " ") ?? "";
    const recreated = dropped && new RegExp(`^create\\s+${dropped[1]}\\s+(?:if\\s+not\\s+exists\\s+)?${dropped[2]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s|$)`, "i").test(next);
    analyzer.emit({ kind: "delete", path: `SQL: ${text.slice(0, 200)}${recreated ? `; ${next.slice(0, 120)}` : ""}`, scope: "database", loc: analyzer.loc(snippet, st.row) }, snippet);
  });
  // PL/pgSQL blocks run statements they build: `EXECUTE format('%s SCHEMA %I CASCADE', verb, …)`
  if (!/\bexecute\b/i.test(snippet.text)) return;
  const vars = plpgsqlVariables(snippet.text);
  EXECUTE_RE.lastIndex = 0;
  for (let m = EXECUTE_RE.exec(snippet.text), n = 0; m && n < 200; m = EXECUTE_RE.exec(snippet.text), n++) {
    const built = sqlValue(m[1]!.trim(), vars, 0);
    if (built === null) continue;
    const text = built.replace(/\s+/g, " ").trim();
    if (DESTROYS.test(text)) analyzer.emit({ kind: "delete", path: `SQL (built at run time): ${text.slice(0, 200)}`, scope: "database", loc: analyzer.loc(snippet, snippet.text.slice(0, m.index).split("\n").length - 1) }, snippet);
  }
};

const EXECUTE_RE = /\bexecute\s+((?:format\s*\(|'|\w+\s*\|\|)[^;]{0,600});/gi;
const UNKNOWN = "\u27e8?\u27e9";

/** `name [constant] type := expr;` declarations and `name := expr;` assignments of a PL/pgSQL block. */
function plpgsqlVariables(text: string): Map<string, string> {
  const vars = new Map<string, string>();
  const re = /\b([a-z_]\w*)\s+(?:constant\s+)?(?:text|varchar(?:\(\d+\))?|character varying|name)\s*:=\s*([^;]{1,300});|^\s*([a-z_]\w*)\s*:=\s*([^;]{1,300});/gim;
  for (let m = re.exec(text), n = 0; m && n < 200; m = re.exec(text), n++) {
    const name = (m[1] ?? m[3])!.toLowerCase();
    const value = sqlValue((m[2] ?? m[4])!.trim(), vars, 0);
    if (value !== null && !vars.has(name)) vars.set(name, value);
  }
  return vars;
}

/** The text a simple SQL expression gives: literals, variables, ||, and upper/lower/reverse/concat/chr/replace/format/decode. */
function sqlValue(expr: string, vars: ReadonlyMap<string, string>, depth: number): string | null {
  if (depth > 8 || expr.length > 600) return null;
  const parts = splitTop(expr, "||");
  if (parts.length > 1) {
    const vals = parts.map((p) => sqlValue(p.trim(), vars, depth + 1) ?? UNKNOWN);
    return vals.join("");
  }
  const e = expr.trim();
  const lit = /^'((?:[^']|'')*)'$/.exec(e);
  if (lit) return lit[1]!.replace(/''/g, "'");
  if (/^\d+$/.test(e)) return e;
  const v = vars.get(e.toLowerCase());
  if (v !== undefined) return v;
  const call = /^([a-z_]\w*)\s*\(([\s\S]*)\)$/i.exec(e);
  if (!call) return /^[a-z_][\w.]*$/i.test(e) ? UNKNOWN : null;
  const args = splitTop(call[2]!, ",").map((a) => a.trim());
  const val = (i: number) => (args[i] !== undefined ? (sqlValue(args[i]!, vars, depth + 1) ?? UNKNOWN) : "");
  switch (call[1]!.toLowerCase()) {
    case "upper": return val(0).toUpperCase();
    case "lower": return val(0).toLowerCase();
    case "reverse": return Array.from(val(0)).reverse().join("");
    case "concat": return args.map((_, i) => val(i)).join("");
    case "chr": return /^\d+$/.test(val(0)) ? String.fromCodePoint(Math.min(Number(val(0)), 0x10ffff)) : UNKNOWN;
    case "replace": return val(0).split(val(1)).join(val(2));
    case "quote_ident": case "quote_literal": case "trim": case "btrim": case "convert_from": return val(0);
    // decode('44524f50…', 'hex'), decode('RFJPUA==', 'base64'): bytes spelled in an encoding
    case "decode": {
      const how = val(1).toLowerCase();
      const text = val(0);
      if (text.includes(UNKNOWN)) return UNKNOWN;
      const bytes = how === "hex" ? decodeHexText(text) : how === "base64" ? ((b) => (b ? bytesToText(b) : null))(decodeBase64Bytes(text)) : how === "escape" ? text : null;
      return bytes ?? UNKNOWN;
    }
    case "format": {
      let i = 1;
      return val(0).replace(/%(?:\d+\$)?[sIL%]/g, (f) => (f === "%%" ? "%" : val(i++)));
    }
    default: return UNKNOWN;
  }
}

/** Splits on `sep` outside quotes and parentheses. */
function splitTop(text: string, sep: string): string[] {
  const out: string[] = [];
  let level = 0;
  let quote = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'") quote = !quote;
    else if (!quote && c === "(") level++;
    else if (!quote && c === ")") level--;
    else if (!quote && level === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start));
  return out;
}
