// What binary bytes are, from their magic numbers, whatever the file name says.

export type BinaryKind = "elf" | "pe" | "macho" | "bytecode" | "zip" | "zip-encrypted" | "gzip" | "7z" | "rar" | "tar" | "data" | null;

function startsWith(b: Uint8Array, sig: readonly number[], at = 0): boolean {
  if (b.length < at + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (b[at + i] !== sig[i]) return false;
  return true;
}

export function sniffBinary(b: Uint8Array): BinaryKind {
  if (startsWith(b, [0x7f, 0x45, 0x4c, 0x46])) return "elf";
  if (startsWith(b, [0x4d, 0x5a]) && b.length >= 64) {
    const off = (b[60]! | (b[61]! << 8) | (b[62]! << 16)) >>> 0;
    if (startsWith(b, [0x50, 0x45, 0, 0], off) || hasNul(b)) return "pe";
  }
  for (const sig of [[0xfe, 0xed, 0xfa, 0xce], [0xfe, 0xed, 0xfa, 0xcf], [0xce, 0xfa, 0xed, 0xfe], [0xcf, 0xfa, 0xed, 0xfe]]) {
    if (startsWith(b, sig)) return "macho";
  }
  // 0xCAFEBABE opens both a universal Mach-O (then a small architecture count) and a Java class
  // (then a class-file version of 45 or more).
  if (startsWith(b, [0xca, 0xfe, 0xba, 0xbe]) && b.length >= 8) return ((b[4]! << 24) | (b[5]! << 16) | (b[6]! << 8) | b[7]!) >>> 0 < 45 ? "macho" : "bytecode";
  if (startsWith(b, [0x00, 0x61, 0x73, 0x6d])) return "bytecode"; // WebAssembly
  if (b.length >= 16 && b[2] === 0x0d && b[3] === 0x0a && hasNul(b) && (b[0]! | (b[1]! << 8)) >= 20) return "bytecode"; // CPython .pyc
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return b.length > 6 && (b[6]! & 1) === 1 ? "zip-encrypted" : "zip";
  if (startsWith(b, [0x1f, 0x8b])) return "gzip";
  if (startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return "7z";
  if (startsWith(b, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return "rar";
  if (startsWith(b, [0x75, 0x73, 0x74, 0x61, 0x72], 257)) return "tar";
  return hasNul(b) ? "data" : null;
}

function hasNul(b: Uint8Array): boolean {
  const n = Math.min(b.length, 8192);
  for (let i = 0; i < n; i++) if (b[i] === 0) return true;
  return false;
}

/**
 * The imports of a WebAssembly module (`module.name`), or null when the module cannot be read. A module
 * that imports nothing has no way to reach the system: it computes on what its host passes it.
 */
export function wasmImports(b: Uint8Array): string[] | null {
  if (!startsWith(b, [0x00, 0x61, 0x73, 0x6d]) || b.length < 8) return null;
  let at = 8;
  const leb = (): number | null => {
    let out = 0;
    for (let shift = 0; shift < 35; shift += 7) {
      if (at >= b.length) return null;
      const byte = b[at++]!;
      out += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return out;
    }
    return null;
  };
  const name = (): string | null => {
    const len = leb();
    if (len === null || at + len > b.length) return null;
    const text = new TextDecoder().decode(b.subarray(at, at + len));
    at += len;
    return text;
  };
  const imports: string[] = [];
  while (at < b.length) {
    const id = b[at++]!;
    const size = leb();
    if (size === null || at + size > b.length) return null;
    const end = at + size;
    if (id === 2) {
      const count = leb();
      if (count === null || count > 100_000) return null;
      for (let i = 0; i < count; i++) {
        const module = name();
        const field = name();
        if (module === null || field === null || at >= end) return null;
        imports.push(`${module}.${field}`);
        const kind = b[at++]!;
        if (kind === 0) {
          if (leb() === null) return null;
        } else if (kind === 1 || kind === 2) {
          if (kind === 1) at++; // reference type
          const flags = b[at++]!;
          if (leb() === null || ((flags & 1) && leb() === null)) return null;
        } else if (kind === 3) at += 2; // value type, mutability
        else return null;
      }
    }
    at = end;
  }
  return imports;
}
