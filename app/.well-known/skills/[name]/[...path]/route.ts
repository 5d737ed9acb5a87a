// GET /.well-known/skills/{name}/{path} — a file of the skill's latest version, as text
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { getLatestFile } from "@/lib/registry/get-latest-file";

export const dynamic = "force-dynamic";

export const GET = route<RouteContext<{ name: string; path: string[] }>>(async (request, { params }) => {
  const { name, path } = await params;
  const { file, sha256 } = await getLatestFile(await apiActor(request), name, path.map(decodeURIComponent).join("/"));
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "X-Skillhub-Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "public, max-age=60",
      ETag: `"${sha256}"`,
    },
  });
});
