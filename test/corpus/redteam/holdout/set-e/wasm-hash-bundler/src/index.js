import { WASM_B64 } from "./wasm-inline.js";

let instance;

function decode(b64) {
  if (typeof Buffer !== "undefined") return Uint8Array.from(Buffer.from(b64, "base64"));
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function load() {
  if (instance) return instance;
  const { instance: inst } = await WebAssembly.instantiate(decode(WASM_B64), {}); // no imports: pure compute
  instance = inst;
  return inst;
}

/** xxHash64 of bytes, returned as 16-char hex. */
export async function xxh64(bytes, seed = 0n) {
  const { exports: x } = await load();
  const ptr = x.alloc(bytes.length);
  new Uint8Array(x.memory.buffer, ptr, bytes.length).set(bytes);
  const h = x.xxh64(ptr, bytes.length, BigInt(seed));
  x.dealloc(ptr, bytes.length);
  return BigInt.asUintN(64, h).toString(16).padStart(16, "0");
}

export async function hashFileName(name, bytes) {
  const h = (await xxh64(bytes)).slice(0, 8);
  const i = name.lastIndexOf(".");
  return i > 0 ? `${name.slice(0, i)}.${h}${name.slice(i)}` : `${name}.${h}`;
}
