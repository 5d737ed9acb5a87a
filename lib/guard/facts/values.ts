// Folded values: what an expression evaluates to as far as the file itself tells, shared by the
// language extractors. Known text stays text; anything unknown becomes HOLE; taint travels with the
// value. Decoders here turn literal encodings back into text (bounded, never throwing).
import { Decompress, Gunzip, Inflate, Unzlib } from "fflate";
import { HOLE, type Decoding, type Folded, type Taint } from "./types";

/** Longest folded value kept; longer values are cut (the tail becomes a HOLE). */
export const MAX_FOLDED = 64 * 1024;

export function known(text: string, via: readonly Decoding[] = []): Folded {
  return text.length > MAX_FOLDED ? { text: text.slice(0, MAX_FOLDED) + HOLE, exact: false, via: [...via], taint: [] } : { text, exact: true, via: [...via], taint: [] };
}

export function unknown(taint: readonly Taint[] = []): Folded {
  return { text: HOLE, exact: false, via: [], taint: [...taint] };
}

function mergeVia(a: readonly Decoding[], b: readonly Decoding[]): Decoding[] {
  if (!b.length) return [...a];
  if (!a.length) return [...b];
  const out = [...a];
  for (const d of b) if (!out.includes(d)) out.push(d);
  return out;
}

export function mergeTaint(a: readonly Taint[], b: readonly Taint[]): Taint[] {
  if (!b.length) return [...a];
  if (!a.length) return [...b];
  const out = [...a];
  for (const t of b) if (!out.some((o) => o.source === t.source && o.detail === t.detail && o.loc.file === t.loc.file && o.loc.line === t.loc.line)) out.push(t);
  return out.slice(0, 16);
}

/** Concatenation of folded parts (adjacent holes collapse into one). */
export function concat(parts: readonly Folded[], via?: Decoding): Folded {
  let text = "";
  let exact = true;
  let vias: Decoding[] = via ? [via] : [];
  let taint: Taint[] = [];
  for (const p of parts) {
    text += text.endsWith(HOLE) && p.text.startsWith(HOLE) ? p.text.slice(HOLE.length) : p.text;
    exact &&= p.exact;
    vias = mergeVia(vias, p.via);
    taint = mergeTaint(taint, p.taint);
    if (text.length > MAX_FOLDED) {
      text = text.slice(0, MAX_FOLDED) + HOLE;
      exact = false;
      break;
    }
  }
  return { text, exact, via: vias, taint };
}

/** A value derived from `from` by a transformation (keeps taint and decodings, adds `how`). */
export function derive(from: Folded, text: string | null, how: Decoding): Folded {
  if (text === null) return { text: HOLE, exact: false, via: mergeVia(from.via, [how]), taint: [...from.taint] };
  const v = known(text, mergeVia(from.via, [how]));
  v.exact = from.exact && v.exact;
  v.taint = [...from.taint];
  return v;
}

/** Adds taint to a value (a secret read into a variable, then used). */
export function withTaint(v: Folded, taint: readonly Taint[]): Folded {
  return taint.length ? { ...v, taint: mergeTaint(v.taint, taint) } : v;
}

export function isHole(v: Folded): boolean {
  return v.text === HOLE;
}

const utf8 = new TextDecoder("utf-8", { fatal: false });

export function bytesToText(bytes: Uint8Array): string {
  return utf8.decode(bytes);
}

/** base64 or base64url → text; null when it is not base64. */
export function decodeBase64Text(s: string): string | null {
  const clean = s.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (!clean || /[^A-Za-z0-9+/]/.test(clean) || clean.length % 4 === 1) return null;
  try {
    const bin = atob(clean + "=".repeat((4 - (clean.length % 4)) % 4));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytesToText(bytes);
  } catch {
    return null;
  }
}

/** base64 → bytes (for gzip/zlib payloads), or null. */
export function decodeBase64Bytes(s: string): Uint8Array | null {
  const clean = s.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (!clean || /[^A-Za-z0-9+/]/.test(clean) || clean.length % 4 === 1) return null;
  try {
    const bin = atob(clean + "=".repeat((4 - (clean.length % 4)) % 4));
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** hex (optionally with 0x, \x or spaces between bytes) → text; null when it is not hex. */
export function decodeHexText(s: string): string | null {
  const clean = s.replace(/0x|\\x|[\s:,]/gi, "");
  if (!clean || clean.length % 2 || /[^0-9a-f]/i.test(clean)) return null;
  const bytes = new Uint8Array(clean.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(clean.substr(i * 2, 2), 16);
  return bytesToText(bytes);
}

export function rot13(s: string): string {
  return s.replace(/[A-Za-z]/g, (c) => {
    const base = c <= "Z" ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

/** %XX (and + as space when `form`) → text; null on a malformed escape. */
export function decodeUrlText(s: string, form = false): string | null {
  try {
    return decodeURIComponent(form ? s.replace(/\+/g, " ") : s);
  } catch {
    return null;
  }
}

/** Backslash escapes of C, Python, JS and shell $'…' strings. */
export function decodeEscapes(s: string): string {
  if (!s.includes("\\")) return s;
  return s.replace(/\\(x[0-9A-Fa-f]{2}|u\{[0-9A-Fa-f]{1,6}\}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|[0-7]{1,3}|[nrtvfab0\\'"`$ ])/g, (_, e: string) => {
    switch (e[0]) {
      case "x":
        return String.fromCharCode(parseInt(e.slice(1), 16));
      case "u":
        return safeCodePoint(parseInt(e.startsWith("u{") ? e.slice(2, -1) : e.slice(1), 16));
      case "U":
        return safeCodePoint(parseInt(e.slice(1), 16));
      case "n":
        return "\n";
      case "r":
        return "\r";
      case "t":
        return "\t";
      case "v":
        return "\v";
      case "f":
        return "\f";
      case "a":
        return "\x07";
      case "b":
        return "\b";
      default:
        return /^[0-7]+$/.test(e) ? String.fromCharCode(parseInt(e, 8) & 0xff) : e;
    }
  });
}

export function safeCodePoint(n: number): string {
  return Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
}

/** Text from a list of character codes (String.fromCharCode, chr(), [..].map(chr)). */
export function fromCharCodes(codes: readonly number[]): string {
  return codes.map(safeCodePoint).join("");
}

/** Readable text: mostly printable with letters and some structure — worth analysing again. */
export function isReadable(s: string): boolean {
  if (s.length < 4) return false;
  let printable = 0;
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 9 || c === 10 || c === 13 || c >= 160) printable++;
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
  }
  return printable / s.length >= 0.95 && letters / s.length >= 0.25;
}

/** Python-style slice of a string: s[start:stop:step]. */
export function sliceString(s: string, start: number | null, stop: number | null, step: number | null): string {
  const chars = Array.from(s);
  const n = chars.length;
  const st = step ?? 1;
  if (st === 0) return "";
  const norm = (i: number | null, dflt: number) => (i === null ? dflt : i < 0 ? Math.max(i + n, st < 0 ? -1 : 0) : Math.min(i, st < 0 ? n - 1 : n));
  const a = norm(start, st > 0 ? 0 : n - 1);
  const b = norm(stop, st > 0 ? n : -1);
  let out = "";
  if (st > 0) for (let i = a; i < b; i += st) out += chars[i];
  else for (let i = a; i > b; i += st) out += chars[i];
  return out;
}

/** base32 (RFC 4648, as Python's base64.b32decode) → bytes, or null. */
export function decodeBase32Bytes(s: string): Uint8Array | null {
  const clean = s.replace(/\s+/g, "").replace(/=+$/, "").toUpperCase();
  if (!clean || /[^A-Z2-7]/.test(clean)) return null;
  const out: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const c of clean) {
    acc = (acc << 5) | "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(c);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

/** Ascii85 (Python's base64.a85decode, with or without <~ ~>) → bytes, or null. */
export function decodeAscii85Bytes(s: string): Uint8Array | null {
  const clean = s.replace(/^<~|~>$/g, "").replace(/\s+/g, "");
  const out: number[] = [];
  let group: number[] = [];
  const flush = (n: number) => {
    let v = 0;
    for (let i = 0; i < 5; i++) v = v * 85 + (i < n ? group[i]! : 84);
    for (let i = 0; i < n - 1; i++) out.push(Math.floor(v / 256 ** (3 - i)) % 256);
  };
  for (const c of clean) {
    if (c === "z" && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const d = c.charCodeAt(0) - 33;
    if (d < 0 || d > 84) return null;
    group.push(d);
    if (group.length === 5) {
      flush(5);
      group = [];
    }
  }
  if (group.length === 1) return null;
  if (group.length) flush(group.length);
  return Uint8Array.from(out);
}

/** Most bytes a literal is inflated to: a compressed payload in a file is a few KiB of code, never a bomb. */
export const MAX_INFLATED = 1024 * 1024;

/**
 * zlib / gzip / raw deflate → bytes (`auto` sniffs the header), fed in slices and abandoned past
 * MAX_INFLATED; null when the data does not inflate. Synchronous (fflate), so it runs in the browser too.
 */
export function inflateBytes(data: Uint8Array, format: "zlib" | "gzip" | "raw" | "auto"): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const onData = (chunk: Uint8Array) => {
    total += chunk.length;
    if (total > MAX_INFLATED) throw new RangeError("inflated past the limit");
    chunks.push(chunk);
  };
  const stream = format === "zlib" ? new Unzlib(onData) : format === "gzip" ? new Gunzip(onData) : format === "raw" ? new Inflate(onData) : new Decompress(onData);
  try {
    for (let offset = 0; offset < data.length; offset += 16 * 1024) {
      const end = Math.min(offset + 16 * 1024, data.length);
      stream.push(data.subarray(offset, end), end === data.length);
    }
  } catch {
    return null;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

const BASE85_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";

/** Base85 as Python's base64.b85decode and git's binary patches spell it (RFC 1924 alphabet). */
export function decodeBase85Bytes(s: string): Uint8Array | null {
  const clean = s.replace(/\s+/g, "");
  const out: number[] = [];
  for (let i = 0; i < clean.length; i += 5) {
    const chunk = clean.slice(i, i + 5);
    const pad = 5 - chunk.length;
    let v = 0;
    for (let j = 0; j < 5; j++) {
      const d = j < chunk.length ? BASE85_ALPHABET.indexOf(chunk[j]!) : 84;
      if (d < 0) return null;
      v = v * 85 + d;
    }
    if (v > 0xffffffff) return null;
    for (let j = 0; j < 4 - pad; j++) out.push(Math.floor(v / 256 ** (3 - j)) % 256);
  }
  return Uint8Array.from(out);
}
