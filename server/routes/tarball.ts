// GET /api/v1/skills/{name}/versions/{version}/tarball — the immutable archive
import { limit } from "@/lib/http/api";
import { getTarball } from "@/lib/registry/get-tarball";
import type { Handler } from "../router";

export const tarball: Handler = async (request) => {
  const actor = await request.actor();
  await limit("download", request, actor);
  const archive = await getTarball(actor, request.params.name, request.params.version);
  return {
    body: archive.bytes,
    contentType: "application/gzip",
    cache: "immutable",
    etag: `"${archive.sha256}"`,
    headers: {
      "Content-Disposition": `attachment; filename="${archive.name}-${archive.version}.tar.gz"`,
      "Repr-Digest": `sha-256=:${Buffer.from(archive.sha256, "hex").toString("base64")}:`,
      "X-Integrity": archive.integrity,
    },
  };
};
