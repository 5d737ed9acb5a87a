// A download whose bytes are named by their sha256: ETag, Repr-Digest (RFC 9530) and
// X-Skillhub-Sha256 carry it, so clients can check what they received; If-None-Match answers 304.
import "server-only";

export function digestDownload(request: Request, file: { bytes: Uint8Array; sha256: string; contentType: string; filename: string }): Response {
  const etag = `"${file.sha256}"`;
  const headers = {
    "Content-Type": file.contentType,
    "Content-Disposition": `attachment; filename="${file.filename}"`,
    ETag: etag,
    "Repr-Digest": `sha-256=:${Buffer.from(file.sha256, "hex").toString("base64")}:`,
    "X-Skillhub-Sha256": file.sha256,
    // The same URL serves a new client after an upgrade: revalidate (cheap, thanks to the ETag).
    "Cache-Control": "public, no-cache",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: { ...headers, "X-Skillhub-Content-Length": String(file.bytes.byteLength) } });
}
