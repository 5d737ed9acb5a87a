// Whether bytes are UTF-8 text without NULs: what a text-only client (stock Hermes fetching
// /.well-known/skills files) can carry faithfully, and what the file viewer may show as text.
const decoder = new TextDecoder("utf-8", { fatal: true });

export function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}
