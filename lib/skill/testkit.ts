// Crafting hostile archives byte by byte for the tests: raw tar headers (any type flag, name,
// size or checksum a real tool would refuse to write) and raw zip structures. Test-only.

import { deflateSync, gzipSync } from "fflate";
import { createCrc32, encodeUtf8 } from "./bytes";

const enc = (v: string | Uint8Array) => (typeof v === "string" ? encodeUtf8(v) : v);

export type TarSpec = {
  name: string | Uint8Array;
  data?: string | Uint8Array;
  type?: string;
  /** Size written in the header (defaults to the data length). */
  size?: number;
  mode?: number;
  prefix?: string;
  linkname?: string;
  magic?: "ustar" | "gnu" | "v7" | "bogus";
  badChecksum?: boolean;
};

function octal(header: Uint8Array, offset: number, length: number, value: number) {
  const text = value.toString(8).padStart(length - 1, "0");
  header.set(encodeUtf8(text), offset);
  header[offset + length - 1] = 0;
}

export function tarHeader(spec: TarSpec): Uint8Array {
  const header = new Uint8Array(512);
  const data = enc(spec.data ?? "");
  header.set(enc(spec.name).subarray(0, 100), 0);
  octal(header, 100, 8, spec.mode ?? 0o644);
  octal(header, 108, 8, 0);
  octal(header, 116, 8, 0);
  octal(header, 124, 12, spec.size ?? data.length);
  octal(header, 136, 12, 0);
  header[156] = (spec.type ?? "0").charCodeAt(0);
  if (spec.linkname) header.set(encodeUtf8(spec.linkname), 157);
  const magic = spec.magic ?? "ustar";
  if (magic === "ustar") header.set(encodeUtf8("ustar\u000000"), 257);
  if (magic === "gnu") header.set(encodeUtf8("ustar  \u0000"), 257);
  if (magic === "bogus") header.set(encodeUtf8("bogus\u000000"), 257);
  if (spec.prefix) header.set(encodeUtf8(spec.prefix), 345);
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const b of header) sum += b;
  octal(header, 148, 7, spec.badChecksum ? sum + 1 : sum);
  header[155] = 0x20;
  return header;
}

export function tarEntry(spec: TarSpec): Uint8Array {
  const data = enc(spec.data ?? "");
  const out = new Uint8Array(512 + Math.ceil(data.length / 512) * 512);
  out.set(tarHeader(spec), 0);
  out.set(data, 512);
  return out;
}

/** A pax extended header ('x', or 'g' for global) carrying `records`. */
export function paxEntry(records: Record<string, string>, type: "x" | "g" = "x"): Uint8Array {
  let body = "";
  for (const [key, value] of Object.entries(records)) {
    const rest = ` ${key}=${value}\n`;
    const restLength = encodeUtf8(rest).length;
    let length = restLength + 1;
    while (String(length).length + restLength !== length) length = String(length).length + restLength;
    body += `${length}${rest}`;
  }
  return tarEntry({ name: "PaxHeader", type, data: body });
}

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** Entries plus the two zero blocks that end a tar stream. */
export function tarStream(...entries: Uint8Array[]): Uint8Array {
  return concat(...entries, new Uint8Array(1024));
}

export function gz(bytes: Uint8Array): Uint8Array {
  return gzipSync(bytes, { mtime: 0 });
}

export const SKILL_MD_TEXT = "---\nname: demo-skill\ndescription: A demo skill.\n---\n\n# Demo\n";

/** A valid minimal skill, as raw tar entries under a root folder. */
export function skillTarEntries(root = "demo-skill/"): Uint8Array[] {
  return [tarEntry({ name: `${root}SKILL.md`, data: SKILL_MD_TEXT })];
}

export type ZipSpec = {
  name: string | Uint8Array;
  data?: string | Uint8Array;
  method?: 0 | 8;
  flags?: number;
  /** Unix mode stored in the external attributes (host = unix). */
  unixMode?: number;
  /** Overrides the uncompressed size in both headers. */
  declaredSize?: number;
  /** Overrides the name in the local header only. */
  localName?: string;
  dataDescriptor?: boolean;
  centralExtra?: Uint8Array;
};

export type ZipOptions = { prepend?: Uint8Array; append?: Uint8Array; between?: Uint8Array; comment?: Uint8Array; duplicateCentral?: boolean };

function u16(v: number) {
  return new Uint8Array([v & 0xff, (v >>> 8) & 0xff]);
}
function u32(v: number) {
  return new Uint8Array([v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff]);
}

export function zipArchive(specs: ZipSpec[], options: ZipOptions = {}): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = options.prepend?.length ?? 0;
  for (const spec of specs) {
    const data = enc(spec.data ?? "");
    const method = spec.method ?? 8;
    const compressed = method === 8 ? deflateSync(data) : data;
    const crc = createCrc32();
    crc.update(data);
    const crcValue = crc.digest();
    const size = spec.declaredSize ?? data.length;
    const name = enc(spec.name);
    const localName = spec.localName ? encodeUtf8(spec.localName) : name;
    const flags = (spec.flags ?? 0x0800) | (spec.dataDescriptor ? 0x0008 : 0);
    const sizesInLocal = !spec.dataDescriptor;
    const local = concat(
      u32(0x04034b50), u16(20), u16(flags), u16(method), u16(0), u16(0x21),
      u32(sizesInLocal ? crcValue : 0), u32(sizesInLocal ? compressed.length : 0), u32(sizesInLocal ? size : 0),
      u16(localName.length), u16(0), localName, compressed,
      spec.dataDescriptor ? concat(u32(0x08074b50), u32(crcValue), u32(compressed.length), u32(size)) : new Uint8Array(0),
    );
    const extra = spec.centralExtra ?? new Uint8Array(0);
    const madeBy = spec.unixMode !== undefined ? (3 << 8) | 20 : 20;
    const external = spec.unixMode !== undefined ? (spec.unixMode << 16) >>> 0 : 0;
    centrals.push(
      concat(
        u32(0x02014b50), u16(madeBy), u16(20), u16(flags), u16(method), u16(0), u16(0x21),
        u32(crcValue), u32(compressed.length), u32(size), u16(name.length), u16(extra.length), u16(0),
        u16(0), u16(0), u32(external), u32(offset), name, extra,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  const between = options.between ?? new Uint8Array(0);
  const cdOffset = offset + between.length;
  const central = concat(...centrals);
  const comment = options.comment ?? new Uint8Array(0);
  const eocd = concat(u32(0x06054b50), u16(0), u16(0), u16(specs.length), u16(specs.length), u32(central.length), u32(cdOffset), u16(comment.length), comment);
  const main = concat(options.prepend ?? new Uint8Array(0), ...locals, between, central, eocd);
  if (!options.duplicateCentral) return concat(main, options.append ?? new Uint8Array(0));
  // A second central directory + end record after the first, pointing at the same entries.
  const secondOffset = main.length;
  const eocd2 = concat(u32(0x06054b50), u16(0), u16(0), u16(specs.length), u16(specs.length), u32(central.length), u32(secondOffset), u16(0));
  return concat(main, central, eocd2);
}
