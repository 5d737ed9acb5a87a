// GET /.well-known/agent-skills/{name}.tar.gz — the latest version's archive (digest in the index)
import { AppError } from "@/lib/errors";
import { limit } from "@/lib/http/api";
import { getTarball } from "@/lib/registry/get-tarball";
import type { Handler } from "../router";

export const agentSkillsArchive: Handler = async (request) => {
  const name = /^([a-z0-9-]{1,64})\.tar\.gz$/.exec(request.params.archive)?.[1];
  if (!name) throw new AppError("NOT_FOUND", "Archives are named <skill>.tar.gz.");
  const actor = await request.actor();
  await limit("download", request, actor);
  const archive = await getTarball(actor, name, null);
  return {
    body: archive.bytes,
    contentType: "application/gzip",
    cache: "shared",
    etag: `"${archive.sha256}"`,
    headers: { "Repr-Digest": `sha-256=:${Buffer.from(archive.sha256, "hex").toString("base64")}:`, Vary: "Authorization, Cookie" },
  };
};
