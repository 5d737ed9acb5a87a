// Small byte helpers shared by the readers and the packer. Pure: runs in the browser too.

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export function encodeUtf8(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Decodes UTF-8, or returns null for invalid input (never substitutes U+FFFD). */
export function decodeUtf8Strict(bytes: Uint8Array): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}

export function utf8Length(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Orders paths by Unicode code point, which equals the byte order of their UTF-8 form and
 * Python's string order (Hermes sorts with `sorted()`). JavaScript's default sort compares
 * UTF-16 code units, which differs for characters above U+FFFF.
 */
export function comparePaths(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** Incremental CRC-32 (the gzip/zip polynomial). */
export function createCrc32(): { update(chunk: Uint8Array): void; digest(): number } {
  let crc = -1;
  return {
    update(chunk) {
      for (let i = 0; i < chunk.length; i++) crc = CRC_TABLE[(crc ^ chunk[i]) & 0xff] ^ (crc >>> 8);
    },
    digest() {
      return (crc ^ -1) >>> 0;
    },
  };
}

export function concatChunks(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

export function readU16(bytes: Uint8Array, offset: number): number {
  return bytes[offset] | (bytes[offset + 1] << 8);
}

export function readU32(bytes: Uint8Array, offset: number): number {
  return (bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16) | (bytes[offset + 3] << 24)) >>> 0;
}
