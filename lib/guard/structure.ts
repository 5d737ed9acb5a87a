// Structural checks (Hermes' limits) and content sniffing whatever the extension says.
import type { SkillFile } from "@/lib/skill/types";
import { INVISIBLE_CHARS } from "./unicode";
import { sniffBinary } from "./parse/binary";
import { extOf } from "./parse/classify";

export const MAX_FILE_COUNT = 50;
export const MAX_FILE_BYTES = 256 * 1024;
export const MAX_TOTAL_BYTES = 1024 * 1024;

export const BINARY_EXTENSIONS = new Set(["exe", "dll", "so", "dylib", "bin", "dat", "com", "msi", "dmg", "app", "deb", "rpm", "scr", "pif", "jar", "apk", "pkg", "elf", "o", "a", "node", "sys", "drv", "cpl", "ocx"]);
const SCRIPT_EXTENSIONS = new Set(["sh", "bash", "zsh", "ksh", "fish", "py", "pyw", "rb", "pl", "pm", "php", "js", "mjs", "cjs", "ts", "mts", "ps1", "psm1", "bat", "cmd", "lua", "r", "jl", "command", "tcl", "awk", "swift"]);
// Formats that never legitimately start with a shebang.
const DATA_EXTENSIONS = new Set(["md", "markdown", "txt", "rst", "json", "yaml", "yml", "toml", "csv", "tsv", "png", "jpg", "jpeg", "gif", "webp", "svg", "ico", "pdf", "html", "htm", "css", "xml", "woff", "woff2", "ttf", "otf", "mp3", "mp4", "wav", "ogg", "zip", "gz", "tgz", "lock"]);
const ASSET_EXTENSIONS = new Set(["png", "jpg", "jpeg", "gif", "webp", "ico", "bmp", "tiff", "pdf", "woff", "woff2", "ttf", "otf", "eot", "mp3", "mp4", "wav", "ogg", "webm", "mov", "avi", "flac", "m4a", "psd", "sketch", "fig", "xlsx", "xls", "docx", "doc", "pptx", "ppt", "odt", "ods", "odp", "sqlite", "db", "parquet", "npy", "npz", "pkl", "onnx", "safetensors", "pt"]);
const IGNORE_FILES = new Set([".skillignore", ".gitignore", ".clawhubignore", ".npmignore", ".dockerignore"]);

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

type Report = (ruleId: string, file: string, excerpt: string) => void;

export function checkStructure(files: readonly SkillFile[], report: Report): void {
  let total = 0;
  if (files.length > MAX_FILE_COUNT) report("struct-too-many-files", "(skill)", `${files.length} files (limit ${MAX_FILE_COUNT})`);
  for (const f of files) {
    total += f.bytes.length;
    const ext = extOf(f.path);
    const base = baseName(f.path);
    if (f.path.startsWith("/") || f.path.split("/").includes("..") || f.path.includes("\\") || /[\x00-\x1f\x7f]/.test(f.path)) {
      report("struct-unsafe-path", f.path, "absolute, parent-relative or control-character path");
    }
    if (Array.from(f.path).some((c) => INVISIBLE_CHARS.has(c)) || /\udb40[\udc00-\udc7f]/.test(f.path)) {
      report("uni-invisible-in-path", f.path, "file name contains invisible or bidi characters");
    }
    if (f.bytes.length > MAX_FILE_BYTES) report("struct-file-too-large", f.path, `${Math.round(f.bytes.length / 1024)} KB (limit ${MAX_FILE_BYTES / 1024} KB)`);
    const kind = sniffBinary(f.bytes);
    // A text file under a binary's extension (a direnv template named envrc.node) runs as nothing; its text is read as text.
    if (BINARY_EXTENSIONS.has(ext) && kind !== null) report("struct-binary-extension", f.path, `binary/executable extension .${ext}`);
    if (kind === "elf" || kind === "pe" || kind === "macho") report("struct-executable-content", f.path, `${kind.toUpperCase()} executable content`);
    else if (kind === "zip-encrypted") report("struct-encrypted-archive", f.path, "password-protected zip archive");
    else if (kind === "zip" || kind === "gzip" || kind === "7z" || kind === "rar" || kind === "tar") report("struct-nested-archive", f.path, `${kind} archive inside the skill (not scanned)`);
    else if (kind === "data" && !ASSET_EXTENSIONS.has(ext)) report("struct-binary-content", f.path, "binary content that is not a known asset type (not scanned)");
    const shebang = f.bytes[0] === 0x23 && f.bytes[1] === 0x21;
    if (shebang && DATA_EXTENSIONS.has(ext)) report("struct-script-disguised", f.path, `script (#!) with a .${ext} extension`);
    if (f.isExecutable && !SCRIPT_EXTENSIONS.has(ext) && !shebang && kind !== "elf" && kind !== "macho") {
      report("struct-unexpected-executable", f.path, "executable bit on a file that is not a script");
    }
    if (IGNORE_FILES.has(base)) report("struct-ignore-file", f.path, `${base} present: it is reported, never honoured by the scanner`);
  }
  if (total > MAX_TOTAL_BYTES) report("struct-total-too-large", "(skill)", `${Math.round(total / 1024)} KB total (limit ${MAX_TOTAL_BYTES / 1024} KB)`);
}

/** Glob → RegExp for ignore-file patterns (`*`, `**`, `?`, trailing `/`, leading `/`). Linear: no nesting. */
function globToRegExp(pattern: string): RegExp | null {
  let p = pattern.trim();
  if (!p || p.startsWith("#") || p.startsWith("!")) return null;
  const anchored = p.startsWith("/") || p.slice(0, -1).includes("/");
  p = p.replace(/^\//, "");
  const dir = p.endsWith("/");
  p = p.replace(/\/$/, "");
  let re = "";
  for (let i = 0; i < p.length && i < 300; i++) {
    const c = p[i]!;
    if (c === "*" && p[i + 1] === "*") {
      re += ".*";
      i++;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`${anchored ? "^" : "(?:^|/)"}${re}${dir ? "/" : "(?:$|/)"}`);
}

/** Paths matched by any ignore file in the skill, or null when there is none. */
export function ignoredPathMatcher(files: readonly SkillFile[]): ((path: string) => boolean) | null {
  const patterns: RegExp[] = [];
  const utf8 = new TextDecoder();
  for (const f of files) {
    if (!IGNORE_FILES.has(baseName(f.path))) continue;
    for (const line of utf8.decode(f.bytes).split(/\r?\n/).slice(0, 1000)) {
      const re = globToRegExp(line);
      if (re) patterns.push(re);
    }
  }
  if (!patterns.length) return null;
  return (path) => !IGNORE_FILES.has(baseName(path)) && patterns.some((re) => re.test(path));
}
