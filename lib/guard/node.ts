// Node hosts (the server, scripts, tests, bench): configure lib/guard to read its WebAssembly parsers
// from node_modules. Importing this module is enough; the browser and the CLI bundle configure the
// runtime themselves (app/publish, cli/). Kept out of lib/guard/index.ts so the scanner stays free of
// node:* imports.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { configureGuardRuntime, type WasmFile } from "./parse/runtime";

/** Absolute path of one of the scanner's `.wasm` files in node_modules. */
export function guardWasmPath(file: WasmFile): string {
  const require = createRequire(path.join(process.cwd(), "package.json"));
  if (file === "web-tree-sitter.wasm") return path.join(path.dirname(require.resolve("web-tree-sitter")), file);
  return path.join(path.dirname(require.resolve("@vscode/tree-sitter-wasm")), file);
}

configureGuardRuntime({ loadWasm: async (file) => new Uint8Array(await readFile(guardWasmPath(file))) });
