// GET /cli/skillhub-cli.tgz — the skillhub-cli npm package of this registry's client
// (`npm install -g <registry>/cli/skillhub-cli.tgz`)
import { AppError } from "@/lib/errors";
import { apiActor, limit } from "@/lib/http/api";
import { digestDownload } from "@/lib/http/digest-download";
import { route } from "@/lib/http/respond";
import { getCliPackage } from "@/lib/registry/get-cli-package";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  await limit("download", request, await apiActor(request));
  const pkg = await getCliPackage();
  if (!pkg) throw new AppError("NOT_FOUND", "This registry has no client bundle: build it with `npm run build:cli`.");
  return digestDownload(request, { bytes: pkg.bytes, sha256: pkg.sha256, contentType: "application/gzip", filename: pkg.filename });
});
