// Headers that make a user-supplied file harmless to open: text is served as text/plain (never HTML,
// SVG or JavaScript), everything else as an attachment, no sniffing, and a CSP that forbids scripts.
import "server-only";
import { isUtf8Text } from "@/lib/skill/text";

export function inertFileHeaders(path: string, bytes: Uint8Array): Record<string, string> {
  const isText = isUtf8Text(bytes);
  const filename = path.split("/").pop()!.replace(/[^\w.-]/g, "_");
  return {
    "Content-Type": isText ? "text/plain; charset=utf-8" : "application/octet-stream",
    "Content-Disposition": `${isText ? "inline" : "attachment"}; filename="${filename}"`,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
}
