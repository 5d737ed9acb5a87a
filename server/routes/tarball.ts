// GET /api/v1/skills/{name}/versions/{version}/tarball — the immutable archive
import { limit, limitAnonymous } from "@/lib/http/api";
import { getCachedTarball, getTarball, type Tarball } from "@/lib/registry/get-tarball";
import type { ReadRequest, Reply } from "../http";
import type { Handler } from "../router";

// A version's archive never changes: its reply (download headers included) is built once per archive
// object, which getTarball keeps while the version's snapshot and bytes are cached.
const replies = new WeakMap<Tarball, Reply>();

function replyOf(archive: Tarball): Reply {
  let reply = replies.get(archive);
  if (!reply) {
    reply = {
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
    replies.set(archive, reply);
  }
  return reply;
}

async function download(request: ReadRequest): Promise<Reply> {
  const actor = await request.actor();
  await limit("download", request, actor);
  return replyOf(await getTarball(actor, request.params.name, request.params.version));
}

// Nearly every download is anonymous and of an archive in memory: that one is answered without
// waiting (same limit, same version, same count; issue 15), the rest as any read.
export const tarball: Handler = (request) => {
  const anonymous = request.anonymousActor();
  if (!anonymous) return download(request);
  limitAnonymous("download", request, anonymous);
  const archive = getCachedTarball(anonymous, request.params.name, request.params.version);
  return archive ? replyOf(archive) : getTarball(anonymous, request.params.name, request.params.version).then(replyOf);
};
