// Tells lib/guard where its WebAssembly parsers come from in the CLI: the bundle carries them
// (compressed, each inflated only when a scanned skill's files need it), the sources read them from
// node_modules.
import { readFile } from "node:fs/promises";
import { brotliDecompressSync } from "node:zlib";
import { configureGuardRuntime, type WasmFile } from "@/lib/guard";
import { EMBEDDED_WASM } from "./wasm-assets";

async function loadWasm(file: WasmFile): Promise<Uint8Array> {
  if (EMBEDDED_WASM) {
    const packed = EMBEDDED_WASM[file];
    if (!packed) throw new Error(`skillhub: the bundle does not carry ${file}`);
    return new Uint8Array(brotliDecompressSync(Buffer.from(packed, "base64")));
  }
  const { guardWasmPath } = await import("@/lib/guard/node");
  return new Uint8Array(await readFile(guardWasmPath(file)));
}

configureGuardRuntime({ loadWasm });
