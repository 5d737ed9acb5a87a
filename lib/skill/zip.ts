// A strict zip reader. The structure is parsed here rather than by fflate's unzip so that every
// byte of the file is accounted for: local entries must start at offset 0, follow each other
// without gaps, and end exactly where the one central directory begins, which in turn ends at
// the end-of-central-directory record. That refuses prepended data, appended data, a second
// central directory, entries hidden from the directory and overlapping (quine-style) entries.
// Only deflate and stored entries are read, inflated by fflate in slices against the declared
// size, so a lying size or a bomb stops early. Pure and I/O-free.

import { Inflate } from "fflate";
import { AppError } from "@/lib/errors";
import { concatChunks, createCrc32, decodeUtf8Strict, readU16, readU32 } from "./bytes";
import type { SkillLimits } from "./limits";
import type { RawEntry } from "./normalise";

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIR = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DATA_DESCRIPTOR = 0x08074b50;
const UNICODE_PATH_EXTRA = 0x7075;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const SLICE = 16 * 1024;

type CentralEntry = {
  nameBytes: Uint8Array;
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  unixMode: number | null;
  isDirAttr: boolean;
};

function corrupt(message: string, details?: Record<string, unknown>): never {
  throw new AppError("ARCHIVE_CORRUPT", message, details);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function findEndOfCentralDirectory(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (readU32(bytes, offset) !== END_OF_CENTRAL_DIR) continue;
    if (offset + 22 + readU16(bytes, offset + 20) === bytes.length) return offset;
    throw new AppError("ARCHIVE_POLYGLOT", "Zip end record does not end the file (trailing data or a nested zip)");
  }
  throw new AppError("ARCHIVE_TRUNCATED", "Zip end-of-central-directory record not found");
}

/** Info-ZIP Unicode Path extra field (0x7075), if any: a second, possibly different, name. */
function unicodePathExtra(extra: Uint8Array): Uint8Array | null {
  let offset = 0;
  while (offset + 4 <= extra.length) {
    const id = readU16(extra, offset);
    const length = readU16(extra, offset + 2);
    if (offset + 4 + length > extra.length) corrupt("Zip extra field overruns its header");
    if (id === UNICODE_PATH_EXTRA && length >= 5) return extra.subarray(offset + 9, offset + 4 + length);
    offset += 4 + length;
  }
  return null;
}

function readCentralDirectory(bytes: Uint8Array, start: number, size: number, count: number): CentralEntry[] {
  const entries: CentralEntry[] = [];
  let offset = start;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > start + size || readU32(bytes, offset) !== CENTRAL_HEADER) corrupt("Malformed zip central directory");
    const madeBy = readU16(bytes, offset + 4);
    const flags = readU16(bytes, offset + 8);
    const method = readU16(bytes, offset + 10);
    const crc = readU32(bytes, offset + 16);
    const compressedSize = readU32(bytes, offset + 20);
    const sizeField = readU32(bytes, offset + 24);
    const nameLength = readU16(bytes, offset + 28);
    const extraLength = readU16(bytes, offset + 30);
    const commentLength = readU16(bytes, offset + 32);
    const externalAttrs = readU32(bytes, offset + 38);
    const localOffset = readU32(bytes, offset + 42);
    const end = offset + 46 + nameLength + extraLength + commentLength;
    if (end > start + size) corrupt("Zip central directory entry overruns the directory");
    if (compressedSize === 0xffffffff || sizeField === 0xffffffff || localOffset === 0xffffffff) {
      throw new AppError("ARCHIVE_FORMAT_UNKNOWN", "Zip64 archives are not supported");
    }
    const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
    const name = decodeUtf8Strict(nameBytes);
    if (name === null) {
      throw new AppError("ARCHIVE_PATH_NOT_UTF8", "Zip entry name is not valid UTF-8", {
        path: String.fromCharCode(...nameBytes),
      });
    }
    const unicodePath = unicodePathExtra(bytes.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength));
    if (unicodePath && decodeUtf8Strict(unicodePath) !== name) {
      throw new AppError("ARCHIVE_HEADER_MISMATCH", "Zip Unicode Path field names a different file", { path: name });
    }
    const host = madeBy >>> 8;
    const isUnix = host === 3 || host === 19;
    entries.push({
      nameBytes,
      name,
      flags,
      method,
      crc,
      compressedSize,
      size: sizeField,
      localOffset,
      unixMode: isUnix ? externalAttrs >>> 16 : null,
      isDirAttr: (externalAttrs & 0x10) !== 0,
    });
    offset = end;
  }
  if (offset !== start + size) corrupt("Zip central directory size does not match its entries");
  return entries;
}

const S_IFMT = 0o170000;
const FILE_TYPES: Record<number, ["ARCHIVE_ENTRY_SYMLINK" | "ARCHIVE_ENTRY_DEVICE" | "ARCHIVE_ENTRY_FIFO" | "ARCHIVE_ENTRY_UNKNOWN_TYPE", string]> = {
  0o120000: ["ARCHIVE_ENTRY_SYMLINK", "Symbolic links are not allowed"],
  0o020000: ["ARCHIVE_ENTRY_DEVICE", "Character devices are not allowed"],
  0o060000: ["ARCHIVE_ENTRY_DEVICE", "Block devices are not allowed"],
  0o010000: ["ARCHIVE_ENTRY_FIFO", "FIFOs are not allowed"],
  0o140000: ["ARCHIVE_ENTRY_UNKNOWN_TYPE", "Sockets are not allowed"],
};

function classify(entry: CentralEntry): "file" | "dir" {
  const type = entry.unixMode === null ? 0 : entry.unixMode & S_IFMT;
  if (type in FILE_TYPES) {
    const [code, message] = FILE_TYPES[type];
    throw new AppError(code, message, { path: entry.name });
  }
  const looksLikeDir = entry.name.endsWith("/");
  if (type === 0o040000 || (type === 0 && entry.isDirAttr)) {
    if (!looksLikeDir) throw new AppError("ARCHIVE_FILE_DIR_CONFLICT", "Directory entry without a trailing slash", { path: entry.name });
    return "dir";
  }
  if (type === 0o100000 && looksLikeDir) {
    throw new AppError("ARCHIVE_FILE_DIR_CONFLICT", "Regular file named like a directory", { path: entry.name });
  }
  return looksLikeDir ? "dir" : "file";
}

function inflateEntry(data: Uint8Array, entry: CentralEntry): Uint8Array {
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) {
      throw new AppError("ARCHIVE_HEADER_MISMATCH", "Stored zip entry sizes disagree", { path: entry.name });
    }
    return data.slice();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  let overrun = false;
  const inflate = new Inflate((chunk) => {
    total += chunk.length;
    if (total > entry.size) {
      overrun = true;
      throw new AppError("ARCHIVE_HEADER_MISMATCH", "Zip entry inflates past its declared size", { path: entry.name });
    }
    chunks.push(chunk);
  });
  try {
    for (let offset = 0; offset < data.length || offset === 0; offset += SLICE) {
      const end = Math.min(offset + SLICE, data.length);
      inflate.push(data.subarray(offset, end), end === data.length);
      if (end === data.length) break;
    }
  } catch (error) {
    if (overrun && error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 0) throw new AppError("ARCHIVE_TRUNCATED", "Zip entry data is cut short", { path: entry.name });
    throw new AppError("ARCHIVE_CORRUPT", `Zip entry data is corrupt: ${(error as Error).message}`, { path: entry.name });
  }
  if (total !== entry.size) {
    throw new AppError("ARCHIVE_HEADER_MISMATCH", "Zip entry inflates to a different size than declared", { path: entry.name });
  }
  return concatChunks(chunks, total);
}

/** Reads a zip file into raw entries. See the module comment for what is refused. */
export function readZip(bytes: Uint8Array, limits: SkillLimits): RawEntry[] {
  const eocd = findEndOfCentralDirectory(bytes);
  if (readU16(bytes, eocd + 4) !== 0 || readU16(bytes, eocd + 6) !== 0) {
    throw new AppError("ARCHIVE_FORMAT_UNKNOWN", "Multi-disk zip archives are not supported");
  }
  const count = readU16(bytes, eocd + 10);
  if (readU16(bytes, eocd + 8) !== count) corrupt("Zip entry counts disagree");
  const cdSize = readU32(bytes, eocd + 12);
  const cdOffset = readU32(bytes, eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff || (eocd >= 20 && readU32(bytes, eocd - 20) === ZIP64_LOCATOR)) {
    throw new AppError("ARCHIVE_FORMAT_UNKNOWN", "Zip64 archives are not supported");
  }
  const comment = bytes.subarray(eocd + 22);
  for (let i = 0; i + 4 <= comment.length; i++) {
    if (readU32(comment, i) === END_OF_CENTRAL_DIR || readU32(comment, i) === CENTRAL_HEADER) {
      throw new AppError("ARCHIVE_POLYGLOT", "Zip comment hides another central directory");
    }
  }
  if (count === 0) throw new AppError("ARCHIVE_EMPTY", "The zip archive has no entries");
  if (count > limits.maxEntries) {
    throw new AppError("ARCHIVE_TOO_MANY_ENTRIES", `More than ${limits.maxEntries} entries`, { limit: limits.maxEntries });
  }
  if (cdOffset + cdSize > eocd) corrupt("Zip central directory overlaps its end record");
  if (cdOffset + cdSize !== eocd) {
    throw new AppError("ARCHIVE_POLYGLOT", "Data sits between the zip central directory and its end record");
  }

  const central = readCentralDirectory(bytes, cdOffset, cdSize, count);

  // Cheap pass over declared sizes first, so a bomb is refused before anything is inflated.
  let declared = 0;
  for (const entry of central) {
    if (entry.flags & FLAG_ENCRYPTED || entry.method === 99) {
      throw new AppError("ARCHIVE_ENCRYPTED", "Encrypted zip entries are not allowed", { path: entry.name });
    }
    if (entry.method !== 0 && entry.method !== 8) {
      throw new AppError("ARCHIVE_FORMAT_UNKNOWN", `Zip compression method ${entry.method} is not supported`, { path: entry.name });
    }
    if (entry.size > limits.maxFileBytes) {
      throw new AppError("ARCHIVE_FILE_TOO_LARGE", `File is larger than ${limits.maxFileBytes} bytes`, {
        path: entry.name,
        limit: limits.maxFileBytes,
      });
    }
    declared += entry.size;
    if (declared > limits.maxExpandedBytes) {
      throw new AppError("ARCHIVE_EXPANDED_TOO_LARGE", `Files add up to more than ${limits.maxExpandedBytes} bytes`, {
        path: entry.name,
        limit: limits.maxExpandedBytes,
      });
    }
  }
  if (declared > Math.max(limits.compressionRatioFloorBytes, bytes.length * limits.maxCompressionRatio)) {
    throw new AppError("ARCHIVE_COMPRESSION_RATIO", `Archive expands more than ${limits.maxCompressionRatio}x`, {
      limit: limits.maxCompressionRatio,
    });
  }

  const byOffset = [...central].sort((a, b) => a.localOffset - b.localOffset);
  const entries: RawEntry[] = [];
  let expected = 0;
  for (const entry of byOffset) {
    if (entry.localOffset !== expected) {
      throw new AppError(
        entry.localOffset > expected ? "ARCHIVE_POLYGLOT" : "ARCHIVE_CORRUPT",
        entry.localOffset > expected ? "Unaccounted data between zip entries" : "Zip entries overlap",
        { path: entry.name },
      );
    }
    const at = entry.localOffset;
    if (at + 30 > cdOffset || readU32(bytes, at) !== LOCAL_HEADER) corrupt("Malformed zip local header", { path: entry.name });
    const localFlags = readU16(bytes, at + 6);
    const nameLength = readU16(bytes, at + 26);
    const extraLength = readU16(bytes, at + 28);
    const localName = bytes.subarray(at + 30, at + 30 + nameLength);
    const mask = FLAG_ENCRYPTED | FLAG_DATA_DESCRIPTOR | FLAG_UTF8;
    if (
      !sameBytes(localName, entry.nameBytes) ||
      readU16(bytes, at + 8) !== entry.method ||
      (localFlags & mask) !== (entry.flags & mask)
    ) {
      throw new AppError("ARCHIVE_HEADER_MISMATCH", "Zip local header disagrees with the central directory", { path: entry.name });
    }
    if (!(entry.flags & FLAG_DATA_DESCRIPTOR)) {
      if (readU32(bytes, at + 14) !== entry.crc || readU32(bytes, at + 18) !== entry.compressedSize || readU32(bytes, at + 22) !== entry.size) {
        throw new AppError("ARCHIVE_HEADER_MISMATCH", "Zip local sizes disagree with the central directory", { path: entry.name });
      }
    }
    const dataStart = at + 30 + nameLength + extraLength;
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > cdOffset) throw new AppError("ARCHIVE_TRUNCATED", "Zip entry data runs into the central directory", { path: entry.name });
    let end = dataEnd;
    if (entry.flags & FLAG_DATA_DESCRIPTOR) {
      const hasSignature = dataEnd + 4 <= cdOffset && readU32(bytes, dataEnd) === DATA_DESCRIPTOR;
      const d = hasSignature ? dataEnd + 4 : dataEnd;
      if (d + 12 > cdOffset) corrupt("Zip data descriptor is cut short", { path: entry.name });
      if (readU32(bytes, d) !== entry.crc || readU32(bytes, d + 4) !== entry.compressedSize || readU32(bytes, d + 8) !== entry.size) {
        throw new AppError("ARCHIVE_HEADER_MISMATCH", "Zip data descriptor disagrees with the central directory", { path: entry.name });
      }
      end = d + 12;
    }
    expected = end;

    const kind = classify(entry);
    if (kind === "dir") {
      if (entry.size !== 0) corrupt("Zip directory entry carries data", { path: entry.name });
      entries.push({ path: entry.name, kind, bytes: new Uint8Array(0), isExecutable: false });
      continue;
    }
    const content = inflateEntry(bytes.subarray(dataStart, dataEnd), entry);
    const crc = createCrc32();
    crc.update(content);
    if (crc.digest() !== entry.crc) throw new AppError("ARCHIVE_CORRUPT", "Zip entry CRC-32 does not match", { path: entry.name });
    entries.push({
      path: entry.name,
      kind,
      bytes: content,
      isExecutable: entry.unixMode !== null && (entry.unixMode & 0o111) !== 0,
    });
  }
  if (expected !== cdOffset) {
    throw new AppError("ARCHIVE_POLYGLOT", "Unaccounted data between the last zip entry and the central directory");
  }
  // Entries come back in central-directory order; the normaliser sorts.
  return entries;
}
