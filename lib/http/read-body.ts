// Bounded request-body reading: a declared Content-Length over the limit is refused before reading,
// and a body without one is counted while it streams, so nobody can make the server buffer more
// than the limit.
import "server-only";
import { AppError } from "@/lib/errors";

export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0) throw new AppError("BAD_REQUEST", "Invalid Content-Length.");
    if (length > limit) throw tooLarge(limit);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send a JSON body (Content-Type: application/json).");
  const bytes = await readBodyBytes(request, limit);
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
}

function tooLarge(limit: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The request body exceeds the limit of ${limit} bytes (${(limit / 1048576).toFixed(2)} MiB).`, { limit });
}
