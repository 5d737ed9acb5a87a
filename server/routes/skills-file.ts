// GET /.well-known/skills/{name}/{path} — a file of the skill's latest version, as text
import { getLatestFile } from "@/lib/registry/get-latest-file";
import type { Handler } from "../router";

export const skillsFile: Handler = async (request) => {
  const { file } = await getLatestFile(await request.actor(), request.params.name, request.rest.join("/"));
  return {
    body: file.bytes,
    contentType: "text/plain; charset=utf-8",
    cache: "shared",
    headers: { "Content-Security-Policy": "default-src 'none'; sandbox", Vary: "Authorization, Cookie" },
  };
};
