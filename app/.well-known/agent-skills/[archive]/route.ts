// GET /.well-known/agent-skills/{name}.tar.gz — the latest version's archive (digest in the index)
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { getTarball } from "@/lib/registry/get-tarball";
import { getSkillOrThrow } from "@/lib/registry/get-skill-or-throw";

export const dynamic = "force-dynamic";

export const GET = route<RouteContext<{ archive: string }>>(async (request, { params }) => {
  const { archive } = await params;
  const name = /^([a-z0-9-]{1,64})\.tar\.gz$/.exec(archive)?.[1];
  if (!name) throw new AppError("NOT_FOUND", "Archives are named <skill>.tar.gz.");
  const actor = await apiActor(request);
  const skill = await getSkillOrThrow(actor, name);
  if (!skill.latestVersion || skill.deletedAt) throw new AppError("VERSION_NOT_FOUND", `"${name}" has no published version.`);
  const tarball = await getTarball(actor, name, skill.latestVersion);
  return new Response(tarball.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/gzip",
      "X-Skillhub-Content-Length": String(tarball.bytes.byteLength),
      ETag: `"${tarball.sha256}"`,
      "Repr-Digest": `sha-256=:${Buffer.from(tarball.sha256, "hex").toString("base64")}:`,
      "Cache-Control": "public, max-age=60",
    },
  });
});
