// GET /guard-wasm/:version/:file — the scanner's WebAssembly parsers for the publish page, which
// scans a skill in the browser before upload. Immutable per version (the URL changes when they do).
import { readFile } from "node:fs/promises";
import { guardWasmPath } from "@/lib/guard/node";
import { GRAMMARS, GUARD_WASM_VERSION, type WasmFile } from "@/lib/guard/parse/runtime";

const FILES = new Set<string>(["web-tree-sitter.wasm", ...GRAMMARS.map((g) => `tree-sitter-${g}.wasm`)]);

export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }) {
  const { version, file } = await params;
  if (version !== GUARD_WASM_VERSION || !FILES.has(file)) return new Response("not found", { status: 404, headers: { "content-type": "text/plain" } });
  const bytes = await readFile(guardWasmPath(file as WasmFile));
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": "application/wasm", "content-length": String(bytes.length), "cache-control": "public, max-age=31536000, immutable" },
  });
}
