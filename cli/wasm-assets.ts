// The scanner's WebAssembly parsers as embedded in the bundle: cli/build.mjs replaces this module
// with { file name → brotli-compressed bytes in base64 }. Running from the sources it stays null and
// the files are read from node_modules.
export const EMBEDDED_WASM: Readonly<Record<string, string>> | null = null;
