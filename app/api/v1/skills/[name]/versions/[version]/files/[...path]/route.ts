// GET /api/v1/skills/{name}/versions/{version}/files/{path} — one file, served inert
import { route } from "@/lib/http/respond";
import { apiActor, type RouteContext } from "@/lib/http/api";
import { getVersionFile } from "@/lib/registry/get-version-file";
import { inertFileHeaders } from "@/lib/http/inert-file";

export const dynamic = "force-dynamic";

export const GET = route<RouteContext<{ name: string; version: string; path: string[] }>>(async (request, { params }) => {
  const { name, version, path } = await params;
  const { file } = await getVersionFile(await apiActor(request), name, version, path.map(decodeURIComponent).join("/"));
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, { headers: inertFileHeaders(file.path, file.bytes) });
});
