// Content a reviewer cannot read: executables (whatever the extension), bytecode, nested and
// encrypted archives, minified or packed code, and long blobs that decode to nothing readable. Each
// becomes an `opaque` fact with its reason; media and fonts embedded as data URIs are recognised as
// what they are and left alone.
import type { SkillFile } from "@/lib/skill/types";
import { sniffBinary, wasmImports } from "../parse/binary";
import { extOf, type ClassifiedFile } from "../parse/classify";
import type { Analyzer, Snippet } from "./extract";
import type { OpaqueKind } from "./types";
import { base64Runs } from "../decode";
import { decodeBase64Bytes } from "./values";

// Zip containers that are documents, not archives of files to run.
const ZIP_DOCUMENTS = new Set(["docx", "xlsx", "pptx", "odt", "ods", "odp", "epub", "xpi", "vsix", "key", "pages", "numbers", "sketch", "fig", "kmz", "3mf", "ora", "docm", "xlsm", "pptm", "dotx", "potx", "xltx"]);
// Binary formats that are assets (images, fonts, audio, video, documents, data) — their magic numbers.
const MEDIA_MAGIC: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], [0xff, 0xd8, 0xff], [0x47, 0x49, 0x46, 0x38], [0x52, 0x49, 0x46, 0x46], [0x25, 0x50, 0x44, 0x46],
  [0x77, 0x4f, 0x46, 0x46], [0x77, 0x4f, 0x46, 0x32], [0x00, 0x01, 0x00, 0x00], [0x4f, 0x54, 0x54, 0x4f], [0x49, 0x44, 0x33],
  [0x66, 0x4c, 0x61, 0x43], [0x4f, 0x67, 0x67, 0x53], [0x1a, 0x45, 0xdf, 0xa3], [0x00, 0x00, 0x01, 0x00], [0x42, 0x4d],
  [0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a], [0x53, 0x51, 0x4c, 0x69], [0x50, 0x41, 0x52, 0x31], [0x93, 0x4e, 0x55, 0x4d],
];

function isMedia(bytes: Uint8Array): boolean {
  if (bytes.length >= 12 && bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) return true; // ISO media (mp4, heic, avif)
  return MEDIA_MAGIC.some((sig) => sig.every((b, i) => bytes[i] === b));
}

/** Facts for a file that is not text. */
export function extractBinary(file: SkillFile, info: ClassifiedFile, analyzer: Analyzer): void {
  const ext = extOf(file.path);
  const kind = info.binary ?? sniffBinary(file.bytes);
  const at = { path: file.path, text: "", line: 0, via: [], ctx: { inDocs: false, headings: [], fence: null, illustrative: false }, depth: 0 } satisfies Snippet;
  const emit = (what: OpaqueKind, detail: string) => analyzer.emit({ kind: "opaque", what, detail, loc: { file: file.path, line: 0 } }, at);
  switch (kind) {
    case "elf":
    case "pe":
    case "macho":
      emit("executable", `${kind === "pe" ? "Windows PE" : kind === "elf" ? "Linux ELF" : "macOS Mach-O"} executable${ext ? ` with a .${ext} extension` : ""}`);
      return;
    case "bytecode": {
      const imports = wasmImports(file.bytes);
      if (imports?.length === 0) emit("sandboxed-bytecode", "WebAssembly module that imports nothing: it cannot reach files, the network or processes, only compute on what its host passes it");
      else emit("bytecode", `compiled bytecode (${ext || "no extension"})${imports?.length ? ` importing ${imports.slice(0, 6).join(", ")}` : ""}: its source is not reviewed with it`);
      return;
    }
    case "zip-encrypted":
      emit("encrypted-archive", "password-protected zip archive: its contents cannot be reviewed");
      return;
    case "zip":
      if (!ZIP_DOCUMENTS.has(ext)) emit("archive", "zip archive inside the skill: its files are not reviewed with the skill");
      return;
    case "gzip":
    case "7z":
    case "rar":
    case "tar":
      emit("archive", `${kind} archive inside the skill: its files are not reviewed with the skill`);
      return;
    default:
      if (!isMedia(file.bytes)) emit("binary-data", `binary data that is not a known media, font or document format (${file.bytes.length} bytes)`);
      else {
        const extra = trailingBytes(file.bytes);
        if (extra > 64) emit("packed", `${extra} bytes hidden after the end of the image (data appended to a media file is read by something, not displayed)`);
      }
  }
}

/** Bytes after a PNG's IEND chunk or a GIF's trailer (0 when the format's end cannot be found cheaply). */
function trailingBytes(b: Uint8Array): number {
  if (b[0] === 0x89 && b[1] === 0x50) {
    for (let i = b.length - 12; i >= 8; i--) {
      if (b[i] === 0x49 && b[i + 1] === 0x45 && b[i + 2] === 0x4e && b[i + 3] === 0x44) return b.length - (i + 8);
    }
    return 0;
  }
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46) return 0;
  return 0;
}

const LONG_LINE = 2000;
const PACKER_RE = /eval\(function\(p,a,c,k,e,[dr]\)|\bwhile\s*\(\s*c\s*--\s*\)\s*if\s*\(\s*k\s*\[\s*c\s*\]\s*\)|_0x[0-9a-f]{4,6}\s*=\s*\[|\\x[0-9a-f]{2}(?:\\x[0-9a-f]{2}){40}/i;
const LIBRARY_BANNER_RE = /^\s*\/\*[!*]?\s*(?:@license\s+)?[\w.@\/ -]{2,60}\s+v?\d+\.\d+[\w.-]*|^\s*\/\*!|@license|\(c\)\s|copyright|licensed under|sourceMappingURL/i;

/** Minified or packed code, and long undecodable blobs, in a text file. */
export function extractOpaqueText(snippet: Snippet, info: ClassifiedFile, analyzer: Analyzer): void {
  // Data URIs (fonts, images) are long unbroken lines but not code: take them out first, keeping offsets.
  const text = snippet.text.includes("data:") ? snippet.text.replace(/data:[\w.+\/-]{1,80};base64,[A-Za-z0-9+/=]{64,}/g, (m) => "data:" + " ".repeat(m.length - 5)) : snippet.text;
  if (text.length < LONG_LINE) return;
  const emit = (what: OpaqueKind, detail: string, row: number) => analyzer.emit({ kind: "opaque", what, detail, loc: analyzer.loc(snippet, row) }, snippet);
  const isScript = info.kind === "javascript" || info.kind === "typescript" || info.kind === "python" || info.kind === "shell" || info.kind === "powershell" || info.kind === "html" || info.kind === "svg";
  if (isScript) {
    const packed = PACKER_RE.exec(text);
    if (packed) {
      emit("packed", "packed/obfuscated code (a packer's decoder or an obfuscator's string table)", rowOf(text, packed.index));
    } else {
      let start = 0;
      let row = 0;
      while (start < text.length) {
        let end = text.indexOf("\n", start);
        if (end < 0) end = text.length;
        if (end - start > LONG_LINE && isDenseCode(text, start, end)) {
          const head = text.slice(0, 600);
          if (!LIBRARY_BANNER_RE.test(head)) emit("minified", `minified code (${end - start} characters on one line) with no library banner or licence header`, row);
          break;
        }
        start = end + 1;
        row++;
      }
    }
  }
  for (const [start, end] of base64Runs(text, 2000, Infinity)) {
    const blob = text.slice(start, end);
    const before = text.slice(Math.max(0, start - 100), start);
    if (/data:[\w.+\/-]{1,80};base64,\s*$|font\/|image\/|audio\/|video\//i.test(before)) continue;
    const bytes = decodeBase64Bytes(blob.slice(0, 4096));
    if (!bytes || isMedia(bytes)) continue;
    const decoded = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 512));
    if (/^[\x09\x0a\x0d\x20-\x7e]{200}/.test(decoded)) continue; // readable: the blob decoder analyses it
    const kind = sniffBinary(bytes);
    emit(kind === "elf" || kind === "pe" || kind === "macho" ? "executable" : "high-entropy", kind === "elf" || kind === "pe" || kind === "macho" ? `base64-encoded ${kind} executable (${blob.length} characters)` : `${blob.length}-character base64 blob that decodes to unreadable bytes`, rowOf(text, start));
  }
}

function isDenseCode(text: string, start: number, end: number): boolean {
  let spaces = 0;
  const n = Math.min(end, start + 20000);
  for (let i = start; i < n; i++) if (text.charCodeAt(i) === 32) spaces++;
  return spaces / (n - start) < 0.08 && /[;{}()]/.test(text.slice(start, Math.min(n, start + 400)));
}

function rowOf(text: string, offset: number): number {
  let row = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) row++;
  return row;
}
