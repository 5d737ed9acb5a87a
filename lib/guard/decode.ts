// Finds encoded blobs (base64, hex, \x/\u/% escapes, char codes, reversed strings, shell variables
// assembled into a command) and decodes those that turn into readable text, so the decoded text can
// be scanned too. Bounded: blobs ≤ MAX_BLOB chars, ≤ MAX_DECODED_PER_FILE decoded chars per file.
import type { DecodedFrom } from "./types";

export const MAX_BLOB = 64 * 1024;
export const MAX_DECODED_PER_FILE = 256 * 1024;

export type Decoded = { kind: DecodedFrom; offset: number; text: string };

const ESCAPE_G_RE = /\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]{1,6}\}|[0-7]{3})/g;
const PERCENT_G_RE = /%[0-9A-Fa-f]{2}/g;

/** Escapes that only serve to hide text: letters, digits and shell metacharacters never need escaping
 *  (a `%20` in a URL or `\u4f60` in JSON is ordinary; `%63%75%72%6c` is not). */
function hides(escape: string): boolean {
  const hex = escape.startsWith("%") ? escape.slice(1) : escape.startsWith("\\x") ? escape.slice(2) : escape.startsWith("\\u{") ? escape.slice(3, -1) : escape.startsWith("\\u") ? escape.slice(2) : "";
  const code = hex ? parseInt(hex, 16) : parseInt(escape.slice(1), 8);
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 124 || code === 36 || code === 96 || code === 59;
}

/** Lines with at least three hiding escapes of one kind are decoded as a whole (mixed literal + escaped text). */
function decodeEscapedLines(
  text: string,
  kind: DecodedFrom,
  re: RegExp,
  decode: (line: string) => string,
  push: (kind: DecodedFrom, offset: number, decoded: string | null, original: string) => void,
): void {
  if (!text.includes(kind === "escape" ? "\\" : "%")) return;
  let lineStart = -1;
  let count = 0;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const start = text.lastIndexOf("\n", m.index) + 1;
    if (start !== lineStart) {
      lineStart = start;
      count = 0;
    }
    if (hides(m[0]) && ++count === 3) {
      const end = text.indexOf("\n", m.index);
      const line = text.slice(start, end < 0 ? text.length : end);
      if (line.length <= MAX_BLOB) push(kind, start, decode(line), line);
      re.lastIndex = end < 0 ? text.length : end;
    }
  }
}
const CHARCODE_RE = /fromCharCode[ \t]*\(([\d\s,x]{6,4000})\)|(?:\bchr[ \t]*\([ \t]*\d{1,3}[ \t]*\)[ \t]*\+?[ \t]*){4,2000}|\[(?:[ \t]*\d{2,3}[ \t]*,){5,2000}[ \t]*\d{2,3}[ \t]*\][ \t]*(?:\.map|\)|,)/g;
const REVERSE_RE = /(["'])([^"'\n]{6,2000})\1[ \t]*(?:\)[ \t]*)?(?:\[::-1\]|\.split\([ \t]*["']{2}[ \t]*\)\.reverse\(\)\.join\([ \t]*["']{2}[ \t]*\))|\becho[ \t]+(["'])([^"'\n]{6,2000})\3[ \t]*\|[ \t]*rev\b/g;
/** A quoted word (no blanks) of 8 to 300 characters. */
const QUOTED_WORD_RE = /(["'`])([^"'`\s\\]{8,300})\1/g;
/** What reads as an address or a private path: a URL, a host under a common top-level domain (with a path or port), a home or system path. */
const REVERSED_TARGET_RE = /^(?:(?:https?|wss?|ftp|tcp|udp|stratum\+tcp):\/\/[^\s/]+\S*|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|io|dev|app|co|ai|cloud|xyz|info|biz|ru|cn|top|site|online|sh|me|cc|tk|su|pw|invalid)(?::\d{2,5})?(?:\/\S*)?|~\/\.?\w\S*|\$HOME\/\S+)$/i;
/** A quoted word that begins with a top-level domain written backwards (`"dilavni.…"`, `"moc.…"`). */
const REVERSED_TLD_HINT_RE = /["'`](?:moc|ten|gro|oi|ved|ppa|oc|ia|duolc|zyx|ofni|zib|ur|nc|pot|etis|enilno|hs|em|cc|kt|us|wp|dilavni)\./i;
const CHARCODE_ARRAY_HINT_RE = /\[[ \t]*\d{2,3}[ \t]*,[ \t]*\d{2,3}[ \t]*,/;
const REV_PIPE_RE = /\|[ \t]*rev\b/;
const SHELL_ASSIGN_RE = /(?:^|[\s;&(])([A-Za-z_][A-Za-z0-9_]{0,40})=(?:"([^"\n$`]{0,400})"|'([^'\n]{0,400})'|([^\s"'$`;&|]{1,400}))/g;
const SHELL_EXPANSION_RE = /\$\{?[A-Za-z_][A-Za-z0-9_]{0,40}\}?(?:["']?\$\{?[A-Za-z_][A-Za-z0-9_]{0,40}\}?|[A-Za-z0-9_./:-]{0,40}\$\{?[A-Za-z_][A-Za-z0-9_]{0,40}\}?)/;

/** Whether a UTF-16 code unit is in the base64 alphabet (A–Z, a–z, 0–9, +, /). */
function isBase64Char(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 47 && c <= 57) || c === 43; // a-z A-Z /0-9 +
}

/**
 * The matches of `/[A-Za-z0-9+/]{min,max}={0,2}/g`, found in one linear pass: the regex retries at
 * every character of a run that is too short, which made it quadratic in the run's length and one of
 * the scanner's costliest lines on ordinary prose. Runs longer than `max` come in pieces, as the regex's.
 */
export function* base64Runs(text: string, min = 24, max = 65_536): Generator<[number, number]> {
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isBase64Char(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < n && j - i < max && isBase64Char(text.charCodeAt(j))) j++;
    if (j - i < min) {
      while (j < n && isBase64Char(text.charCodeAt(j))) j++;
      i = j;
      continue;
    }
    let end = j;
    if (j - i < max || !isBase64Char(text.charCodeAt(j))) while (end < n && end - j < 2 && text.charCodeAt(end) === 61) end++; // '=' padding
    yield [i, end];
    i = end;
  }
}

function isHexRun(s: string): boolean {
  return /^[0-9A-Fa-f]+$/.test(s);
}

/** Readable text: mostly printable ASCII/UTF-8 with some letters. */
function isReadable(s: string): boolean {
  if (s.length < 8) return false;
  if (s.length >= 24 && /^[A-Za-z0-9+/]+={0,2}\s*$/.test(s)) return true; // another layer of base64
  let printable = 0;
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 9 || c === 10 || c === 13 || c >= 160) printable++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
  }
  return printable / s.length >= 0.95 && letters / s.length >= 0.3 && /[ \t\n;|/.:(]/.test(s);
}

const utf8 = new TextDecoder("utf-8", { fatal: false });

function bytesToText(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

export function decodeBase64(s: string): string | null {
  const clean = s.replace(/=+$/, "");
  const usable = clean.slice(0, clean.length - (clean.length % 4 === 1 ? 1 : 0));
  try {
    const bin = atob(usable + "=".repeat((4 - (usable.length % 4)) % 4));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytesToText(bytes);
  } catch {
    return null;
  }
}

function decodeHex(s: string): string {
  const bytes = new Uint8Array(s.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(s.substr(i * 2, 2), 16);
  return bytesToText(bytes);
}

function decodeEscapes(line: string): string {
  return line
    .replace(/\\x([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\u\{([0-9A-Fa-f]{1,6})\}/g, (_, h: string) => safeCodePoint(parseInt(h, 16)))
    .replace(/\\u([0-9A-Fa-f]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8) & 0xff));
}

function safeCodePoint(n: number): string {
  return n <= 0x10ffff ? String.fromCodePoint(n) : "";
}

function decodePercent(line: string): string {
  return line.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function decodeCharCodes(s: string): string {
  const nums = s.match(/0x[0-9A-Fa-f]+|\d+/g) ?? [];
  return nums.map((n) => safeCodePoint(Number(n))).join("");
}

/** Substitute simple shell assignments (`a=cu; b=rl; $a$b …`) into the lines that expand them. */
function expandShellVars(text: string, out: Decoded[]): void {
  if (!text.includes("$") || !text.includes("=") || !SHELL_EXPANSION_RE.test(text)) return;
  const vars = new Map<string, string>();
  for (const m of text.matchAll(SHELL_ASSIGN_RE)) vars.set(m[1]!, m[2] ?? m[3] ?? m[4] ?? "");
  if (vars.size < 2) return;
  let offset = 0;
  for (const line of text.split("\n")) {
    if (line.includes("$") && SHELL_EXPANSION_RE.test(line)) {
      const expanded = line.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]{0,40})\}?/g, (all, name: string) => vars.get(name) ?? all);
      if (expanded !== line) out.push({ kind: "shell-vars", offset, text: expanded.replace(/["']/g, "") });
    }
    offset += line.length + 1;
  }
}

/** Two or more quoted base64 pieces joined by `+` or written next to each other. */
const SPLIT_BASE64_RE = /(["'`])[A-Za-z0-9+/]{8,4096}\1(?:\s{0,200}(?:\+\s{0,200})?(["'`])[A-Za-z0-9+/]{4,4096}={0,2}\2){1,64}/g;

/** Internal patterns, exported for the ReDoS test. */
export const DECODE_PATTERNS: readonly RegExp[] = [SPLIT_BASE64_RE, ESCAPE_G_RE, PERCENT_G_RE, CHARCODE_RE, REVERSE_RE, SHELL_ASSIGN_RE, SHELL_EXPANSION_RE];

/** Decodable blobs in `text` whose decoded form is readable text. */
export const LONG_BLOB = 400;

/** Decodable blobs in `text` whose decoded form is readable text; `longRuns` gets the offsets of
 *  base64-alphabet runs of LONG_BLOB characters or more (reported when they sit in code). */
export function findDecodable(text: string, code: { text: string }, budget: { left: number }, longRuns: number[] = []): Decoded[] {
  const out: Decoded[] = [];
  const push = (kind: DecodedFrom, offset: number, decoded: string | null, original: string) => {
    if (!decoded || decoded === original || budget.left <= 0 || !isReadable(decoded)) return;
    const clipped = decoded.slice(0, budget.left);
    budget.left -= clipped.length;
    out.push({ kind, offset, text: clipped });
  };
  for (const [start, end] of base64Runs(text)) {
    if (end - start >= LONG_BLOB) longRuns.push(start);
    let s = text.slice(start, end);
    if (s.startsWith("0x")) s = s.slice(2);
    if (isHexRun(s)) {
      if (s.length >= 24 && s.length % 2 === 0) push("hex", start, decodeHex(s), s);
      continue;
    }
    // Paths and identifiers match the alphabet too; real base64 of text mixes case and digits.
    if (!/[A-Z]/.test(s) || !/[a-z]/.test(s) || s.split("/").length > 3) continue;
    push("base64", start, decodeBase64(s), s);
  }
  // A base64 string split into literals ("…" + "…", or adjacent literals as Python and C join them)
  // decodes only whole: each piece alone is a different, truncated text.
  if (text.includes("+") || /["'`]\s*\n\s*["'`]/.test(text)) {
    for (const m of text.matchAll(SPLIT_BASE64_RE)) {
      const joined = m[0].replace(/["'`]\s*(?:\+\s*)?["'`]/g, "").slice(1, -1);
      if (joined.length >= 24 && /[A-Z]/.test(joined) && /[a-z]/.test(joined)) push("base64", m.index, decodeBase64(joined), joined);
    }
  }
  decodeEscapedLines(text, "escape", ESCAPE_G_RE, decodeEscapes, push);
  decodeEscapedLines(text, "percent", PERCENT_G_RE, decodePercent, push);
  if (text.includes("fromCharCode") || text.includes("chr(") || CHARCODE_ARRAY_HINT_RE.test(text)) {
    for (const m of text.matchAll(CHARCODE_RE)) push("charcode", m.index, decodeCharCodes(m[1] ?? m[0]), m[0]);
  }
  if (text.includes("[::-1]") || text.includes("reverse()") || REV_PIPE_RE.test(text)) {
    for (const m of text.matchAll(REVERSE_RE)) {
      const s = m[2] ?? m[4] ?? "";
      push("reverse", m.index, Array.from(s).reverse().join(""), s);
    }
  }
  // A literal that reads as an address or a private path only backwards, whatever reverses it (R's rev(),
  // Dart's split('').reversed, AppleScript's reverse of characters, a helper of the skill's own).
  if (text.includes("//:") || REVERSED_TLD_HINT_RE.test(text) || text.includes("/~")) {
    for (const m of text.matchAll(QUOTED_WORD_RE)) {
      const s = m[2]!;
      const back = Array.from(s).reverse().join("");
      if (REVERSED_TARGET_RE.test(back) && !REVERSED_TARGET_RE.test(s)) push("reverse", m.index, back, s);
    }
  }
  if (code.text.includes("$")) expandShellVars(code.text, out);
  return out;
}
