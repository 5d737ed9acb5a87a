// GET /api/clawhub/api/v1/download?slug=&version=[&ownerHandle=] — a version as the zip the clawhub
// client installs; same policy and download count as our tarball (lib/registry/clawhub/get-clawhub-zip.ts)
import { AppError } from "@/lib/errors";
import { limit } from "@/lib/http/api";
import { getClawhubZip } from "@/lib/registry/clawhub/get-clawhub-zip";
import { clawhubHandler } from "./handler";

export const clawhubDownload = clawhubHandler(async (request) => {
  const slug = request.query.get("slug");
  if (!slug) throw new AppError("BAD_REQUEST", "Pass ?slug=.");
  const actor = await request.actor();
  await limit("download", request, actor);
  const version = request.query.get("version");
  const zip = await getClawhubZip(actor, slug, request.query.get("ownerHandle"), version);
  return {
    body: zip.bytes,
    contentType: "application/zip",
    // An exact version's zip never changes; "latest" moves.
    cache: version ? "immutable" : "shared",
    headers: { "Content-Disposition": `attachment; filename="${zip.name}-${zip.version}.zip"`, Vary: "Authorization, Cookie" },
  };
});
