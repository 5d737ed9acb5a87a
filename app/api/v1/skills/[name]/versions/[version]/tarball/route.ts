// GET /api/v1/skills/{name}/versions/{version}/tarball — the immutable archive
import { route } from "@/lib/http/respond";
import { apiActor, limit, type RouteContext } from "@/lib/http/api";
import { getTarball } from "@/lib/registry/get-tarball";

export const dynamic = "force-dynamic";

export const GET = route<RouteContext<{ name: string; version: string }>>(async (request, { params }) => {
  const { name, version } = await params;
  const actor = await apiActor(request);
  await limit("download", request, actor);
  const tarball = await getTarball(actor, name, version);
  const etag = `"${tarball.sha256}"`;
  const headers = {
    "Content-Type": "application/gzip",
    "Content-Disposition": `attachment; filename="${tarball.name}-${tarball.version}.tar.gz"`,
    ETag: etag,
    "Repr-Digest": `sha-256=:${Buffer.from(tarball.sha256, "hex").toString("base64")}:`,
    "X-Integrity": tarball.integrity,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const internal: Record<string, string> = { "X-Skillhub-Content-Length": String(tarball.bytes.byteLength) };
  if (tarball.cacheTtlMs) Object.assign(internal, { "X-Skillhub-Cache-TTL": String(tarball.cacheTtlMs), "X-Skillhub-Download": tarball.download });
  return new Response(tarball.bytes as Uint8Array<ArrayBuffer>, { headers: { ...headers, ...internal } });
});
