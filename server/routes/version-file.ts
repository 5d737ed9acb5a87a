// GET /api/v1/skills/{name}/versions/{version}/files/{path} — one file, served inert
import { inertFileHeaders } from "@/lib/http/inert-file";
import { getVersionFile } from "@/lib/registry/get-version-file";
import type { Handler } from "../router";

export const versionFile: Handler = async (request) => {
  const { file } = await getVersionFile(await request.actor(), request.params.name, request.params.version, request.rest.join("/"));
  const { "Content-Type": contentType, ...headers } = inertFileHeaders(file.path, file.bytes);
  return { body: file.bytes, contentType, cache: "immutable", headers };
};
