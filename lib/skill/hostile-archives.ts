// Hostile archives crafted byte by byte, each with the stable error code readArchive must answer.
// Shared by lib/skill's unit tests and the registry's HTTP sweep (test/hostile-sweep.test.ts).
// Test-only, like testkit.ts.
import { deflateRawSync, constants as zlibConstants } from "node:zlib";
import { encodeUtf8 } from "./bytes";
import type { SkillLimits } from "./limits";
import { concat, gz, paxEntry, SKILL_MD_TEXT, tarEntry, tarStream, zipArchive } from "./testkit";

export const skillMd = () => tarEntry({ name: "demo/SKILL.md", data: SKILL_MD_TEXT });
export const tgz = (...entries: Uint8Array[]) => gz(tarStream(...entries));
export const zipSkill = (...more: Parameters<typeof zipArchive>[0]) =>
  zipArchive([{ name: "demo/SKILL.md", data: SKILL_MD_TEXT }, ...more]);

/** A gzip stream inflating to `mib` MiB of zeros, built without ever holding them in memory. */
export function gzipBomb(mib: number): Uint8Array {
  // A full flush makes each 1 MiB chunk byte-aligned and self-contained, so copies concatenate.
  const chunk = deflateRawSync(new Uint8Array(1024 * 1024), { finishFlush: zlibConstants.Z_FULL_FLUSH });
  const parts = [new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3])];
  for (let i = 0; i < mib; i++) parts.push(chunk);
  parts.push(new Uint8Array([0x03, 0x00]), new Uint8Array(8));
  return concat(...parts);
}

function tarHeaderOnly(size: number): Uint8Array {
  return tarEntry({ name: "demo/cut.md", size });
}

function corruptZipData(): Uint8Array {
  const zip = zipSkill({ name: "demo/a.md", data: "hello hello hello hello hello", method: 8 });
  const copy = zip.slice();
  const at = copy.indexOf(0x61, 30 + "demo/SKILL.md".length) + "a.md".length; // first data byte of a.md
  copy[at] = 0xff;
  copy[at + 1] = 0xff;
  return copy;
}

export type HostileArchive = { name: string; bytes: () => Uint8Array; code: string; limits?: Partial<SkillLimits> };

export const HOSTILE_ARCHIVES: HostileArchive[] = [
  // paths
  { name: "absolute path", bytes: () => tgz(tarEntry({ name: "/etc/SKILL.md", data: SKILL_MD_TEXT })), code: "ARCHIVE_PATH_ABSOLUTE" },
  { name: "drive letter", bytes: () => tgz(tarEntry({ name: "C:/demo/SKILL.md", data: SKILL_MD_TEXT })), code: "ARCHIVE_PATH_DRIVE_LETTER" },
  { name: "backslash", bytes: () => tgz(skillMd(), tarEntry({ name: "demo\\evil.md" })), code: "ARCHIVE_PATH_BACKSLASH" },
  { name: "dot-dot", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/../../evil.md" })), code: "ARCHIVE_PATH_TRAVERSAL" },
  { name: "dot segment", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/./a.md" })), code: "ARCHIVE_PATH_TRAVERSAL" },
  { name: "zip dot-dot", bytes: () => zipSkill({ name: "../evil.md" }), code: "ARCHIVE_PATH_TRAVERSAL" },
  { name: "control char", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a\u0007.md" })), code: "ARCHIVE_PATH_CONTROL_CHAR" },
  { name: "newline in name", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a\nb.md" })), code: "ARCHIVE_PATH_CONTROL_CHAR" },
  { name: "bidi override", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/\u202emd.exe" })), code: "ARCHIVE_PATH_CONTROL_CHAR" },
  { name: "non-UTF-8 tar name", bytes: () => tgz(skillMd(), tarEntry({ name: new Uint8Array([0x64, 0x2f, 0xff, 0xfe]) })), code: "ARCHIVE_PATH_NOT_UTF8" },
  { name: "non-UTF-8 zip name", bytes: () => zipSkill({ name: new Uint8Array([0x64, 0x2f, 0xc3, 0x28]) }), code: "ARCHIVE_PATH_NOT_UTF8" },
  { name: "empty segment", bytes: () => tgz(skillMd(), tarEntry({ name: "demo//a.md" })), code: "ARCHIVE_PATH_EMPTY_SEGMENT" },
  { name: "Windows device CON", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/CON" })), code: "ARCHIVE_PATH_RESERVED_DEVICE" },
  { name: "Windows device aux.txt", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/aux.txt" })), code: "ARCHIVE_PATH_RESERVED_DEVICE" },
  { name: "Windows device com1 dir", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/com1/a.md" })), code: "ARCHIVE_PATH_RESERVED_DEVICE" },
  { name: "Windows device nul (zip)", bytes: () => zipSkill({ name: "demo/nul.md" }), code: "ARCHIVE_PATH_RESERVED_DEVICE" },
  { name: "colon in name", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a:stream.md" })), code: "ARCHIVE_PATH_INVALID_CHAR" },
  { name: "trailing dot", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/notes." })), code: "ARCHIVE_PATH_INVALID_CHAR" },
  {
    name: "path too long",
    bytes: () => tgz(skillMd(), paxEntry({ path: `demo/${"a".repeat(300)}.md` }), tarEntry({ name: "demo/long.md" })),
    code: "ARCHIVE_PATH_TOO_LONG",
  },
  { name: "path too deep", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a/b/c/d/e/f/g/h/i.md" })), code: "ARCHIVE_PATH_TOO_DEEP" },

  // entry types
  { name: "symlink", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/passwd", type: "2", linkname: "/etc/passwd" })), code: "ARCHIVE_ENTRY_SYMLINK" },
  { name: "hard link", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/passwd", type: "1", linkname: "demo/SKILL.md" })), code: "ARCHIVE_ENTRY_HARDLINK" },
  { name: "char device", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/tty", type: "3" })), code: "ARCHIVE_ENTRY_DEVICE" },
  { name: "block device", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/sda", type: "4" })), code: "ARCHIVE_ENTRY_DEVICE" },
  { name: "FIFO", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/pipe", type: "6" })), code: "ARCHIVE_ENTRY_FIFO" },
  { name: "GNU sparse type S", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/sparse", type: "S", magic: "gnu" })), code: "ARCHIVE_ENTRY_SPARSE" },
  {
    name: "pax GNU.sparse",
    bytes: () => tgz(skillMd(), paxEntry({ "GNU.sparse.major": "1", "GNU.sparse.minor": "0" }), tarEntry({ name: "demo/sparse" })),
    code: "ARCHIVE_ENTRY_SPARSE",
  },
  { name: "unknown type V", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/vol", type: "V" })), code: "ARCHIVE_ENTRY_UNKNOWN_TYPE" },
  { name: "unknown type Z", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/z", type: "Z" })), code: "ARCHIVE_ENTRY_UNKNOWN_TYPE" },
  { name: "zip symlink", bytes: () => zipSkill({ name: "demo/link", data: "/etc/passwd", unixMode: 0o120777 }), code: "ARCHIVE_ENTRY_SYMLINK" },
  { name: "zip FIFO", bytes: () => zipSkill({ name: "demo/pipe", unixMode: 0o010644 }), code: "ARCHIVE_ENTRY_FIFO" },
  { name: "zip char device", bytes: () => zipSkill({ name: "demo/tty", unixMode: 0o020644 }), code: "ARCHIVE_ENTRY_DEVICE" },
  { name: "zip encrypted", bytes: () => zipSkill({ name: "demo/secret.md", data: "x", flags: 0x0801 }), code: "ARCHIVE_ENCRYPTED" },

  // header disagreements
  {
    name: "pax size differs from header size",
    bytes: () => tgz(skillMd(), paxEntry({ size: "10" }), tarEntry({ name: "demo/a.md", data: "hello" })),
    code: "ARCHIVE_HEADER_MISMATCH",
  },
  {
    name: "pax path differs from a short ustar name",
    bytes: () => tgz(skillMd(), paxEntry({ path: "demo/evil.md" }), tarEntry({ name: "demo/good.md" })),
    code: "ARCHIVE_HEADER_MISMATCH",
  },
  { name: "global pax header sets path", bytes: () => tgz(paxEntry({ path: "x" }, "g"), skillMd()), code: "ARCHIVE_HEADER_MISMATCH" },
  { name: "bad tar checksum", bytes: () => tgz(tarEntry({ name: "demo/SKILL.md", data: SKILL_MD_TEXT, badChecksum: true })), code: "ARCHIVE_HEADER_CHECKSUM" },
  { name: "unknown tar magic", bytes: () => tgz(tarEntry({ name: "demo/SKILL.md", data: SKILL_MD_TEXT, magic: "bogus" })), code: "ARCHIVE_CORRUPT" },
  { name: "zip local name differs", bytes: () => zipSkill({ name: "demo/a.md", localName: "demo/b.md" }), code: "ARCHIVE_HEADER_MISMATCH" },
  {
    name: "zip unicode-path extra names another file",
    bytes: () =>
      zipSkill({
        name: "demo/a.md",
        centralExtra: concat(new Uint8Array([0x75, 0x70, 14, 0, 1, 0, 0, 0, 0]), encodeUtf8("demo/b.md")),
      }),
    code: "ARCHIVE_HEADER_MISMATCH",
  },

  // collisions
  { name: "duplicate path", bytes: () => tgz(skillMd(), skillMd()), code: "ARCHIVE_DUPLICATE_PATH" },
  { name: "duplicate path (zip)", bytes: () => zipSkill({ name: "demo/SKILL.md", data: "x" }), code: "ARCHIVE_DUPLICATE_PATH" },
  { name: "file and directory", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/refs" }), tarEntry({ name: "demo/refs/a.md" })), code: "ARCHIVE_FILE_DIR_CONFLICT" },
  { name: "file and explicit directory", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/refs", type: "5" }), tarEntry({ name: "demo/refs" })), code: "ARCHIVE_FILE_DIR_CONFLICT" },
  { name: "case-fold file collision", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/README.md" }), tarEntry({ name: "demo/readme.md" })), code: "ARCHIVE_CASE_COLLISION" },
  { name: "case-fold directory collision", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/Refs/a.md" }), tarEntry({ name: "demo/refs/b.md" })), code: "ARCHIVE_CASE_COLLISION" },
  { name: "SKILL.md and skill.md", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/skill.md" })), code: "ARCHIVE_CASE_COLLISION" },
  {
    name: "NFC vs NFD collision",
    bytes: () => tgz(skillMd(), tarEntry({ name: "demo/caf\u00e9.md" }), tarEntry({ name: "demo/cafe\u0301.md" })),
    code: "ARCHIVE_UNICODE_COLLISION",
  },

  // SKILL.md
  { name: "missing SKILL.md", bytes: () => tgz(tarEntry({ name: "demo/README.md", data: "hi" })), code: "SKILL_MD_MISSING" },
  { name: "SKILL.md only nested deeper", bytes: () => tgz(tarEntry({ name: "a/b/SKILL.md", data: SKILL_MD_TEXT })), code: "SKILL_MD_MISSING" },
  { name: "only skill.md", bytes: () => tgz(tarEntry({ name: "demo/skill.md", data: SKILL_MD_TEXT })), code: "SKILL_MD_WRONG_CASE" },
  { name: "only Skill.md (zip)", bytes: () => zipArchive([{ name: "Skill.md", data: SKILL_MD_TEXT }]), code: "SKILL_MD_WRONG_CASE" },
  {
    name: "two skills in one upload",
    bytes: () => tgz(tarEntry({ name: "a/SKILL.md", data: SKILL_MD_TEXT }), tarEntry({ name: "b/SKILL.md", data: SKILL_MD_TEXT })),
    code: "ARCHIVE_MULTIPLE_ROOTS",
  },

  // bombs and sizes
  { name: "gzip bomb (1 GiB of zeros)", bytes: () => gzipBomb(1024), code: "ARCHIVE_EXPANDED_TOO_LARGE" },
  { name: "gzip bomb, ratio guard", bytes: () => gzipBomb(8), code: "ARCHIVE_COMPRESSION_RATIO" },
  {
    name: "zip bomb, declared size",
    bytes: () => zipSkill({ name: "demo/big.bin", data: new Uint8Array(6 * 1024 * 1024) }),
    code: "ARCHIVE_FILE_TOO_LARGE",
  },
  {
    name: "zip bomb, declared total",
    bytes: () => zipSkill(...[0, 1, 2, 3, 4].map((i) => ({ name: `demo/${i}.bin`, data: new Uint8Array(4.5 * 1024 * 1024) }))),
    code: "ARCHIVE_EXPANDED_TOO_LARGE",
  },
  {
    name: "zip bomb, ratio guard",
    bytes: () => zipSkill({ name: "demo/zeros.bin", data: new Uint8Array(4 * 1024 * 1024) }),
    code: "ARCHIVE_COMPRESSION_RATIO",
  },
  {
    name: "zip entry lies about its size",
    bytes: () => zipSkill({ name: "demo/liar.bin", data: new Uint8Array(512 * 1024), declaredSize: 100 }),
    code: "ARCHIVE_HEADER_MISMATCH",
  },
  { name: "too many entries (tar)", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a" }), tarEntry({ name: "demo/b" })), code: "ARCHIVE_TOO_MANY_ENTRIES", limits: { maxEntries: 2 } },
  { name: "too many entries (zip)", bytes: () => zipSkill({ name: "demo/a" }, { name: "demo/b" }), code: "ARCHIVE_TOO_MANY_ENTRIES", limits: { maxEntries: 2 } },
  { name: "file too large (tar)", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a", data: "x".repeat(200) })), code: "ARCHIVE_FILE_TOO_LARGE", limits: { maxFileBytes: 150 } },
  {
    name: "total too large (tar)",
    bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a", data: "x".repeat(100) }), tarEntry({ name: "demo/b", data: "y".repeat(100) })),
    code: "ARCHIVE_EXPANDED_TOO_LARGE",
    limits: { maxExpandedBytes: 200 },
  },
  { name: "compressed too large", bytes: () => tgz(skillMd()), code: "ARCHIVE_TOO_LARGE", limits: { maxCompressedBytes: 50 } },

  // polyglots, framing, truncation
  { name: "zip behind a gzip signature", bytes: () => zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }], { prepend: gz(new Uint8Array(10)) }), code: "ARCHIVE_POLYGLOT" },
  { name: "zip behind other data", bytes: () => zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }], { prepend: encodeUtf8("MZ\x90 not a zip") }), code: "ARCHIVE_FORMAT_UNKNOWN" },
  {
    name: "zip with data before the first listed entry",
    bytes: () => zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }], { prepend: concat(new Uint8Array([0x50, 0x4b, 3, 4]), new Uint8Array(40)) }),
    code: "ARCHIVE_POLYGLOT",
  },
  { name: "zip with data after the end record", bytes: () => zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }], { append: new Uint8Array(40) }), code: "ARCHIVE_POLYGLOT" },
  { name: "zip with data between entries and directory", bytes: () => zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }], { between: encodeUtf8("hidden") }), code: "ARCHIVE_POLYGLOT" },
  { name: "zip with a second central directory", bytes: () => zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }], { duplicateCentral: true }), code: "ARCHIVE_POLYGLOT" },
  { name: "zip comment hiding an end record", bytes: () => zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }], { comment: new Uint8Array([0x50, 0x4b, 5, 6]) }), code: "ARCHIVE_POLYGLOT" },
  {
    name: "zip that is also a tar",
    bytes: () => zipArchive([{ name: `${"a".repeat(227)}ustar/x.md`, data: "x" }, { name: "SKILL.md", data: SKILL_MD_TEXT }]),
    code: "ARCHIVE_POLYGLOT",
  },
  { name: "gzip followed by a zip", bytes: () => concat(tgz(skillMd()), zipArchive([{ name: "SKILL.md", data: SKILL_MD_TEXT }])), code: "ARCHIVE_POLYGLOT" },
  { name: "gzip with trailing garbage", bytes: () => concat(tgz(skillMd()), encodeUtf8("garbage!")), code: "ARCHIVE_POLYGLOT" },
  { name: "gzip with two trailing bytes", bytes: () => concat(tgz(skillMd()), new Uint8Array([1, 2])), code: "ARCHIVE_CORRUPT" },
  { name: "two gzip members", bytes: () => concat(tgz(skillMd()), tgz(tarEntry({ name: "demo/x.md" }))), code: "ARCHIVE_POLYGLOT" },
  { name: "data after the tar end marker", bytes: () => gz(concat(tarStream(skillMd()), tarEntry({ name: "demo/hidden.md", data: "x" }))), code: "ARCHIVE_POLYGLOT" },
  { name: "truncated gzip", bytes: () => tgz(skillMd(), tarEntry({ name: "demo/a.md", data: "lorem ipsum ".repeat(500) })).subarray(0, 200), code: "ARCHIVE_TRUNCATED" },
  { name: "tar without end marker", bytes: () => gz(skillMd()), code: "ARCHIVE_TRUNCATED" },
  { name: "tar entry cut short", bytes: () => gz(concat(skillMd(), tarHeaderOnly(4096))), code: "ARCHIVE_TRUNCATED" },
  { name: "truncated zip", bytes: () => zipSkill({ name: "demo/a.md", data: "hello" }).subarray(0, 60), code: "ARCHIVE_TRUNCATED" },
  { name: "corrupt deflate data in zip", bytes: () => corruptZipData(), code: "ARCHIVE_CORRUPT" },
  { name: "unknown format", bytes: () => encodeUtf8("just some text, not an archive"), code: "ARCHIVE_FORMAT_UNKNOWN" },
  { name: "uncompressed tar", bytes: () => tarStream(skillMd()), code: "ARCHIVE_FORMAT_UNKNOWN" },
  { name: "empty zip", bytes: () => zipArchive([]), code: "ARCHIVE_EMPTY" },
  { name: "empty tar.gz", bytes: () => gz(tarStream()), code: "ARCHIVE_EMPTY" },
];
