// GET /cli/skillhub.mjs — the skillhub client this registry was built with (one file; needs only Node)
import { AppError } from "@/lib/errors";
import { apiActor, limit } from "@/lib/http/api";
import { digestDownload } from "@/lib/http/digest-download";
import { route } from "@/lib/http/respond";
import { getCliBundle } from "@/lib/registry/get-cli-bundle";

export const dynamic = "force-dynamic";

export const GET = route(async (request) => {
  await limit("download", request, await apiActor(request));
  const bundle = await getCliBundle();
  if (!bundle) throw new AppError("NOT_FOUND", "This registry has no client bundle: build it with `npm run build:cli`.");
  return digestDownload(request, { bytes: bundle.bytes, sha256: bundle.sha256, contentType: "text/javascript; charset=utf-8", filename: "skillhub.mjs" });
});
