// RFC 4648 base32 (lowercase, no padding), split into DNS-safe 60-char labels.
const ALPHA = 'abcdefghijklmnopqrstuvwxyz234567';

export function base32(buf) {
  let bits = 0, value = 0, out = '';
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHA[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHA[(value << (5 - bits)) & 31];
  return out;
}

export function encodeLabel(text, size = 60) {
  const s = base32(Buffer.from(text, 'utf8'));
  const parts = [];
  for (let i = 0; i < s.length; i += size) parts.push(s.slice(i, i + size));
  return parts;
}
