// A strict reader for ustar / POSIX pax / GNU tar over raw 512-byte headers, and the header
// encoder the packer uses. Pure and I/O-free (in the spirit of crates.io's crates_io_tarball), so
// every disagreement between headers is visible and every unsupported entry type is an error
// rather than something a library quietly skips or follows.

import { AppError } from "@/lib/errors";
import { decodeUtf8Strict, encodeUtf8 } from "./bytes";
import type { SkillLimits } from "./limits";
import type { RawEntry } from "./normalise";

const BLOCK = 512;

function field(header: Uint8Array, offset: number, length: number): Uint8Array {
  const slice = header.subarray(offset, offset + length);
  const nul = slice.indexOf(0);
  return nul === -1 ? slice : slice.subarray(0, nul);
}

function latin1(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

/** Octal (space/NUL padded) or GNU base-256 numeric field; null when malformed. */
function parseNumber(header: Uint8Array, offset: number, length: number): number | null {
  const raw = header.subarray(offset, offset + length);
  if (raw[0] & 0x80) {
    if (raw[0] !== 0x80) return null;
    let value = 0;
    for (let i = 1; i < raw.length; i++) {
      value = value * 256 + raw[i];
      if (!Number.isSafeInteger(value)) return null;
    }
    return value;
  }
  const text = latin1(raw).replace(/[\0 ]+$/, "").replace(/^ +/, "");
  if (text === "") return 0;
  if (!/^[0-7]+$/.test(text)) return null;
  return parseInt(text, 8);
}

function concatName(prefix: Uint8Array, name: Uint8Array): Uint8Array {
  const out = new Uint8Array(prefix.length + 1 + name.length);
  out.set(prefix, 0);
  out[prefix.length] = 0x2f;
  out.set(name, prefix.length + 1);
  return out;
}

function isZeroBlock(bytes: Uint8Array, offset: number): boolean {
  for (let i = offset; i < offset + BLOCK; i++) if (bytes[i] !== 0) return false;
  return true;
}

function checksumMatches(header: Uint8Array): boolean {
  const stored = parseNumber(header, 148, 8);
  if (stored === null) return false;
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i++) {
    const b = i >= 148 && i < 156 ? 0x20 : header[i];
    unsigned += b;
    signed += b > 127 ? b - 256 : b;
  }
  return stored === unsigned || stored === signed;
}

function decodeName(bytes: Uint8Array, where: string): string {
  const text = decodeUtf8Strict(bytes);
  if (text === null) {
    throw new AppError("ARCHIVE_PATH_NOT_UTF8", `${where} is not valid UTF-8`, { path: latin1(bytes) });
  }
  return text;
}

/** Parses pax records (`<len> <key>=<value>\n`), rejecting any record that does not add up. */
function parsePax(data: Uint8Array): Map<string, string> {
  const records = new Map<string, string>();
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    if (space === -1) throw new AppError("ARCHIVE_CORRUPT", "Malformed pax record");
    const length = Number(latin1(data.subarray(offset, space)));
    if (!Number.isInteger(length) || length <= space - offset + 1 || offset + length > data.length) {
      throw new AppError("ARCHIVE_CORRUPT", "Malformed pax record length");
    }
    const record = data.subarray(space + 1, offset + length);
    if (record[record.length - 1] !== 0x0a) throw new AppError("ARCHIVE_CORRUPT", "Pax record lacks its newline");
    const text = decodeUtf8Strict(record.subarray(0, record.length - 1));
    if (text === null) throw new AppError("ARCHIVE_PATH_NOT_UTF8", "Pax record is not valid UTF-8");
    const eq = text.indexOf("=");
    if (eq <= 0) throw new AppError("ARCHIVE_CORRUPT", "Malformed pax record");
    const key = text.slice(0, eq);
    if (records.has(key)) throw new AppError("ARCHIVE_HEADER_MISMATCH", `Pax key ${key} repeated`);
    records.set(key, text.slice(eq + 1));
    offset += length;
  }
  return records;
}

const REGULAR = new Set(["0", "\0", "7"]);
const TYPE_ERRORS: Record<string, ["ARCHIVE_ENTRY_SYMLINK" | "ARCHIVE_ENTRY_HARDLINK" | "ARCHIVE_ENTRY_DEVICE" | "ARCHIVE_ENTRY_FIFO" | "ARCHIVE_ENTRY_SPARSE", string]> = {
  "1": ["ARCHIVE_ENTRY_HARDLINK", "Hard links are not allowed"],
  "2": ["ARCHIVE_ENTRY_SYMLINK", "Symbolic links are not allowed"],
  "3": ["ARCHIVE_ENTRY_DEVICE", "Character devices are not allowed"],
  "4": ["ARCHIVE_ENTRY_DEVICE", "Block devices are not allowed"],
  "6": ["ARCHIVE_ENTRY_FIFO", "FIFOs are not allowed"],
  S: ["ARCHIVE_ENTRY_SPARSE", "GNU sparse files are not allowed"],
  K: ["ARCHIVE_ENTRY_SYMLINK", "GNU long link names are only used by links, which are not allowed"],
};

/**
 * Reads an uncompressed tar stream into raw entries. Counts entries and bytes as it goes and
 * stops at the first violation. After the end-of-archive marker only zero bytes may follow.
 */
export function readTar(bytes: Uint8Array, limits: SkillLimits): RawEntry[] {
  const entries: RawEntry[] = [];
  let offset = 0;
  let expanded = 0;
  let pax: Map<string, string> | null = null;
  let longName: string | null = null;
  let extensionHeaders = 0;

  for (;;) {
    if (offset + BLOCK > bytes.length) {
      throw new AppError("ARCHIVE_TRUNCATED", "Tar stream ends without an end-of-archive marker");
    }
    if (isZeroBlock(bytes, offset)) {
      if (pax || longName !== null) throw new AppError("ARCHIVE_CORRUPT", "Extension header without an entry");
      for (let i = offset; i < bytes.length; i++) {
        if (bytes[i] !== 0) throw new AppError("ARCHIVE_POLYGLOT", "Data follows the tar end-of-archive marker");
      }
      return entries;
    }

    const header = bytes.subarray(offset, offset + BLOCK);
    if (!checksumMatches(header)) {
      throw new AppError("ARCHIVE_HEADER_CHECKSUM", "Tar header checksum does not match", { offset });
    }
    const magic = latin1(header.subarray(257, 265));
    const isPosix = magic === "ustar\u000000";
    const isGnu = magic === "ustar  \u0000";
    const isV7 = magic === "\0\0\0\0\0\0\0\0";
    if (!isPosix && !isGnu && !isV7) throw new AppError("ARCHIVE_CORRUPT", "Unknown tar header magic", { offset });

    const type = String.fromCharCode(header[156]);
    const headerSize = parseNumber(header, 124, 12);
    if (headerSize === null) throw new AppError("ARCHIVE_CORRUPT", "Malformed size field", { offset });
    const nameBytes = field(header, 0, 100);
    const prefixBytes = isPosix ? field(header, 345, 155) : new Uint8Array(0);
    // Writers truncate this field to 100 bytes, even mid-character, when the real name travels in
    // a pax or GNU long-name header, so it is decoded strictly only when it is the name in force.
    const rawHeaderName = prefixBytes.length > 0 ? concatName(prefixBytes, nameBytes) : nameBytes;
    const headerName = decodeUtf8Strict(rawHeaderName) ?? latin1(rawHeaderName);
    const headerNameIsUtf8 = decodeUtf8Strict(rawHeaderName) !== null;

    const dataStart = offset + BLOCK;
    const paxSize = pax?.get("size");
    let size = headerSize;
    if (paxSize !== undefined) {
      if (!/^\d+$/.test(paxSize)) throw new AppError("ARCHIVE_CORRUPT", "Malformed pax size", { path: headerName });
      size = Number(paxSize);
      if (size !== headerSize) {
        throw new AppError("ARCHIVE_HEADER_MISMATCH", "Pax size differs from the ustar size field", {
          path: pax?.get("path") ?? headerName,
          paxSize: size,
          headerSize,
        });
      }
    }
    const dataEnd = dataStart + size;
    if (dataEnd > bytes.length) throw new AppError("ARCHIVE_TRUNCATED", "Tar entry data is cut short", { path: headerName });
    const next = dataStart + Math.ceil(size / BLOCK) * BLOCK;

    if (type === "x" || type === "g" || type === "L") {
      extensionHeaders++;
      if (extensionHeaders > limits.maxEntries * 2) {
        throw new AppError("ARCHIVE_TOO_MANY_ENTRIES", "Too many tar extension headers", { limit: limits.maxEntries });
      }
      if (size > 64 * 1024) throw new AppError("ARCHIVE_CORRUPT", "Tar extension header is too large");
      const data = bytes.subarray(dataStart, dataEnd);
      if (type === "L") {
        if (longName !== null) throw new AppError("ARCHIVE_CORRUPT", "Two GNU long names for one entry");
        longName = decodeName(field(data, 0, data.length), "GNU long name");
      } else if (type === "x") {
        if (pax) throw new AppError("ARCHIVE_CORRUPT", "Two pax headers for one entry");
        pax = parsePax(data);
        for (const key of pax.keys()) {
          if (key.startsWith("GNU.sparse")) {
            throw new AppError("ARCHIVE_ENTRY_SPARSE", "GNU sparse files are not allowed", { path: pax.get("path") });
          }
        }
      } else {
        const global = parsePax(data);
        for (const key of global.keys()) {
          if (key !== "comment") {
            throw new AppError("ARCHIVE_HEADER_MISMATCH", `Global pax header sets ${key} for every entry`);
          }
        }
      }
      offset = next;
      continue;
    }

    const paxPath = pax?.get("path");
    if (paxPath === undefined && longName === null && !headerNameIsUtf8) decodeName(rawHeaderName, "Tar name");
    const path = paxPath ?? longName ?? headerName;
    if (paxPath !== undefined && longName !== null && paxPath !== longName) {
      throw new AppError("ARCHIVE_HEADER_MISMATCH", "Pax path and GNU long name disagree", { path: paxPath });
    }
    // A pax path that fits the ustar fields must agree with them: writers only diverge when the
    // name does not fit, so a disagreement here means two tools would extract different names.
    const alternate = paxPath ?? longName;
    if (alternate !== undefined && alternate !== null && headerNameIsUtf8 && headerName !== "" && headerName !== alternate) {
      const fitsUstar = /^[\x20-\x7e]*$/.test(alternate) && alternate.length <= 100;
      if (fitsUstar) {
        throw new AppError("ARCHIVE_HEADER_MISMATCH", "Extended path differs from the ustar name", {
          path: alternate,
          headerName,
        });
      }
    }
    pax = null;
    longName = null;

    if (type in TYPE_ERRORS) {
      const [code, message] = TYPE_ERRORS[type];
      throw new AppError(code, message, { path });
    }
    // v7 archives mark directories only by a trailing slash.
    const isDir = type === "5" || (isV7 && type === "\0" && path.endsWith("/") && size === 0);
    const isFile = !isDir && REGULAR.has(type);
    if (!isFile && !isDir) {
      throw new AppError("ARCHIVE_ENTRY_UNKNOWN_TYPE", `Tar entry type '${type}' is not allowed`, {
        path,
        type: header[156],
      });
    }

    if (entries.length + 1 > limits.maxEntries) {
      throw new AppError("ARCHIVE_TOO_MANY_ENTRIES", `More than ${limits.maxEntries} entries`, { limit: limits.maxEntries });
    }
    if (isDir) {
      if (size !== 0) throw new AppError("ARCHIVE_CORRUPT", "Directory entry carries data", { path });
      entries.push({ path: path.endsWith("/") ? path : `${path}/`, kind: "dir", bytes: new Uint8Array(0), isExecutable: false });
      offset = next;
      continue;
    }
    if (size > limits.maxFileBytes) {
      throw new AppError("ARCHIVE_FILE_TOO_LARGE", `File is larger than ${limits.maxFileBytes} bytes`, {
        path,
        limit: limits.maxFileBytes,
      });
    }
    expanded += size;
    if (expanded > limits.maxExpandedBytes) {
      throw new AppError("ARCHIVE_EXPANDED_TOO_LARGE", `Files add up to more than ${limits.maxExpandedBytes} bytes`, {
        path,
        limit: limits.maxExpandedBytes,
      });
    }
    const mode = parseNumber(header, 100, 8);
    if (mode === null) throw new AppError("ARCHIVE_CORRUPT", "Malformed mode field", { path });
    if (path.endsWith("/")) throw new AppError("ARCHIVE_FILE_DIR_CONFLICT", "Regular file named like a directory", { path });
    entries.push({ path, kind: "file", bytes: bytes.slice(dataStart, dataEnd), isExecutable: (mode & 0o111) !== 0 });
    offset = next;
  }
}

export type TarHeaderInput = { path: string; size: number; mode: number; type: "0" | "x" };

function writeOctal(header: Uint8Array, offset: number, length: number, value: number): void {
  const text = value.toString(8).padStart(length - 1, "0");
  for (let i = 0; i < length - 1; i++) header[offset + i] = text.charCodeAt(i);
  header[offset + length - 1] = 0;
}

function writeBytes(header: Uint8Array, offset: number, bytes: Uint8Array): void {
  header.set(bytes, offset);
}

/** Splits a UTF-8 path into ustar prefix (≤155 bytes) and name (≤100 bytes), or null. */
function splitUstarName(pathBytes: Uint8Array): [Uint8Array, Uint8Array] | null {
  if (pathBytes.length <= 100) return [new Uint8Array(0), pathBytes];
  for (let i = pathBytes.length - 1; i > 0; i--) {
    if (pathBytes[i] !== 0x2f) continue;
    const prefix = pathBytes.subarray(0, i);
    const name = pathBytes.subarray(i + 1);
    if (prefix.length <= 155 && name.length <= 100 && name.length > 0) return [prefix, name];
    if (name.length > 100) return null;
  }
  return null;
}

/**
 * Encodes one ustar header with every variable field fixed: mtime 0, uid/gid 0, empty
 * uname/gname, device numbers 0. Returns null when the path needs a pax header.
 */
export function encodeUstarHeader(input: TarHeaderInput): Uint8Array | null {
  const split = splitUstarName(encodeUtf8(input.path));
  if (!split) return null;
  const header = new Uint8Array(BLOCK);
  writeBytes(header, 0, split[1]);
  writeOctal(header, 100, 8, input.mode);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeOctal(header, 124, 12, input.size);
  writeOctal(header, 136, 12, 0);
  header[156] = input.type.charCodeAt(0);
  writeBytes(header, 257, encodeUtf8("ustar\u000000"));
  writeOctal(header, 329, 8, 0);
  writeOctal(header, 337, 8, 0);
  writeBytes(header, 345, split[0]);
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of header) sum += b;
  writeOctal(header, 148, 7, sum);
  header[155] = 0x20;
  return header;
}

/** A pax extended header block sequence carrying `path` for a name ustar cannot hold. */
export function encodePaxPath(path: string): Uint8Array {
  const body = ` path=${path}\n`;
  const bodyLength = encodeUtf8(body).length;
  let length = bodyLength + 1;
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
  const record = encodeUtf8(`${length}${body}`);
  const header = encodeUstarHeader({ path: "PaxHeader", size: record.length, mode: 0o644, type: "x" })!;
  const out = new Uint8Array(BLOCK + Math.ceil(record.length / BLOCK) * BLOCK);
  out.set(header, 0);
  out.set(record, BLOCK);
  return out;
}

export const TAR_BLOCK = BLOCK;
