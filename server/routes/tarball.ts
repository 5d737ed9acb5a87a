// GET /api/v1/skills/{name}/versions/{version}/tarball — the immutable archive
import { limit } from "@/lib/http/api";
import { getTarball } from "@/lib/registry/get-tarball";
import type { Handler } from "../router";

// A version's archive never changes: its download headers are built once per archive (bounded; a
// cleared map only costs rebuilding them).
const HEADERS_LIMIT = 10_000;
const downloadHeaders = new Map<string, Record<string, string>>();

function headersOf(archive: { name: string; version: string; sha256: string; integrity: string }): Record<string, string> {
  const key = `${archive.sha256}\u0000${archive.name}\u0000${archive.version}`;
  let headers = downloadHeaders.get(key);
  if (!headers) {
    if (downloadHeaders.size >= HEADERS_LIMIT) downloadHeaders.clear();
    headers = {
      "Content-Disposition": `attachment; filename="${archive.name}-${archive.version}.tar.gz"`,
      "Repr-Digest": `sha-256=:${Buffer.from(archive.sha256, "hex").toString("base64")}:`,
      "X-Integrity": archive.integrity,
    };
    downloadHeaders.set(key, headers);
  }
  return headers;
}

export const tarball: Handler = async (request) => {
  const actor = await request.actor();
  await limit("download", request, actor);
  const archive = await getTarball(actor, request.params.name, request.params.version);
  return { body: archive.bytes, contentType: "application/gzip", cache: "immutable", etag: `"${archive.sha256}"`, headers: headersOf(archive) };
};
