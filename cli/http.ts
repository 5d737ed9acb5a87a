// The registry over HTTP: JSON calls with the error envelope turned into CliError, retries of 429
// and 5xx with exponential backoff honouring Retry-After, and a streaming, bounded, hashing download.

import { createHash } from "node:crypto";
import { open } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import { CliError } from "./errors";
import type { Progress } from "./output";

export const USER_AGENT = "skillhub-cli/0.1.0";
const MAX_ATTEMPTS = 4;
const MAX_RETRY_AFTER_MS = 30_000;

export type RetryOptions = { attempts?: number; baseDelayMs?: number; onRetry?: (info: { attempt: number; delayMs: number; reason: string }) => void };

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Delay before the next attempt: Retry-After (seconds or HTTP date) when given, else backoff. */
export function retryDelay(response: Response | null, attempt: number, baseDelayMs: number): number {
  const header = response?.headers.get("retry-after");
  if (header) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
    if (Number.isFinite(ms)) return Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS);
  }
  return baseDelayMs * 2 ** (attempt - 1) * (1 + Math.random() * 0.25);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with retries; returns the first non-retryable response (or the last one). */
export async function fetchWithRetry(url: string, init: RequestInit, opts: RetryOptions = {}): Promise<Response> {
  const attempts = opts.attempts ?? MAX_ATTEMPTS;
  const base = opts.baseDelayMs ?? 300;
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null;
    let failure: unknown = null;
    try {
      response = await fetch(url, { ...init, redirect: "follow" });
    } catch (error) {
      failure = error;
    }
    if (response && !isRetryable(response.status)) return response;
    if (attempt >= attempts) {
      if (response) return response;
      throw new CliError("NETWORK", `Cannot reach ${new URL(url).origin}: ${describe(failure)}`);
    }
    const delayMs = retryDelay(response, attempt, base);
    await response?.body?.cancel().catch(() => {});
    opts.onRetry?.({ attempt, delayMs, reason: response ? `HTTP ${response.status}` : describe(failure) });
    await sleep(delayMs);
  }
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

type ErrorEnvelope = { error?: { code?: string; message?: string; details?: Record<string, unknown> } };

export async function errorFromResponse(response: Response): Promise<CliError> {
  let body: ErrorEnvelope | null = null;
  try {
    body = (await response.json()) as ErrorEnvelope;
  } catch {
    body = null;
  }
  const code = body?.error?.code ?? `HTTP_${response.status}`;
  const message = body?.error?.message ?? `${response.status} ${response.statusText || "error"} from ${response.url}`;
  return new CliError(code, message, { status: response.status, ...(body?.error?.details ?? {}) });
}

export class RegistryClient {
  constructor(
    readonly base: string,
    private readonly token: string | undefined,
    private readonly retry: RetryOptions = {},
  ) {}

  apiUrl(pathname: string, query: Record<string, string | undefined> = {}): string {
    const url = new URL(`${this.base}/api/v1${pathname}`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") url.searchParams.set(k, v);
    return url.toString();
  }

  /** Auth header only for URLs under the registry itself, never for a third-party tarball host. */
  headersFor(url: string, extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { "user-agent": USER_AGENT, ...extra };
    if (this.token && (url === this.base || url.startsWith(`${this.base}/`))) headers.authorization = `Bearer ${this.token}`;
    return headers;
  }

  async json<T>(method: string, pathname: string, opts: { query?: Record<string, string | undefined>; body?: unknown } = {}): Promise<T> {
    const url = this.apiUrl(pathname, opts.query);
    const extra: Record<string, string> = { accept: "application/json" };
    if (opts.body !== undefined) extra["content-type"] = "application/json";
    const init: RequestInit = { method, headers: this.headersFor(url, extra), body: opts.body === undefined ? undefined : JSON.stringify(opts.body) };
    // Only idempotent calls are retried.
    const response = method === "GET" || method === "HEAD" ? await fetchWithRetry(url, init, this.retry) : await fetchOnce(url, init);
    if (!response.ok) throw await errorFromResponse(response);
    try {
      return (await response.json()) as T;
    } catch {
      throw new CliError("BAD_RESPONSE", `${method} ${url} did not answer JSON`);
    }
  }

  /**
   * Streams `url` into `file`, hashing as it goes. Refuses a Content-Length other than the size the
   * registry announced, and stops reading past it; the caller compares the hashes before anything
   * is unpacked.
   */
  async download(url: string, file: string, expectedSize: number, progress?: Progress): Promise<{ size: number; sha256: string; integrity: string }> {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new CliError("BAD_RESPONSE", `Refusing tarball URL ${url}`);
    const response = await fetchWithRetry(url, { headers: this.headersFor(url, { accept: "application/gzip" }) }, this.retry);
    if (!response.ok) throw await errorFromResponse(response);
    const declared = response.headers.get("content-length");
    if (declared !== null && Number(declared) !== expectedSize) {
      await response.body?.cancel().catch(() => {});
      throw new CliError("DOWNLOAD_SIZE_MISMATCH", `Content-Length ${declared} differs from the announced size ${expectedSize}`, { declared: Number(declared), expected: expectedSize });
    }
    if (!response.body) throw new CliError("DOWNLOAD_INCOMPLETE", "Empty response body");
    const sha256 = createHash("sha256");
    const sha512 = createHash("sha512");
    const handle = await open(file, "wx", 0o600);
    let size = 0;
    try {
      const reader = response.body.getReader();
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw new CliError("DOWNLOAD_INCOMPLETE", `Download interrupted after ${size} of ${expectedSize} bytes: ${describe(error)}`);
        }
        if (chunk.done) break;
        size += chunk.value.length;
        if (size > expectedSize) {
          await reader.cancel().catch(() => {});
          throw new CliError("DOWNLOAD_SIZE_MISMATCH", `Download is larger than the announced ${expectedSize} bytes`);
        }
        sha256.update(chunk.value);
        sha512.update(chunk.value);
        await handle.write(chunk.value);
        progress?.tick(chunk.value.length);
      }
    } finally {
      await handle.close();
      progress?.finish();
    }
    if (size !== expectedSize) throw new CliError("DOWNLOAD_INCOMPLETE", `Download ended after ${size} of ${expectedSize} bytes`);
    return { size, sha256: sha256.digest("hex"), integrity: `sha512-${sha512.digest("base64")}` };
  }
}

async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    throw new CliError("NETWORK", `Cannot reach ${new URL(url).origin}: ${describe(error)}`);
  }
}

/**
 * POSTs `bytes` with a known Content-Length, in slices, so the progress bar follows what the socket
 * has actually taken. Returns the response as a fetch Response for uniform handling.
 */
export async function uploadBytes(url: string, bytes: Uint8Array, headers: Record<string, string>, progress?: Progress): Promise<Response> {
  const target = new URL(url);
  // Static imports only: the bundled core runs in a vm script, which has no dynamic import().
  const { request } = target.protocol === "https:" ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const req = request(target, { method: "POST", headers: { ...headers, "content-length": String(bytes.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const responseHeaders = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") responseHeaders.set(k, v);
        resolve(new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode ?? 500, statusText: res.statusMessage, headers: responseHeaders }));
      });
    });
    req.on("error", (error) => reject(new CliError("NETWORK", `Upload to ${target.origin} failed: ${describe(error)}`)));
    const SLICE = 64 * 1024;
    let offset = 0;
    const pump = () => {
      while (offset < bytes.length) {
        const slice = bytes.subarray(offset, offset + SLICE);
        offset += slice.length;
        const more = req.write(slice, () => progress?.tick(slice.length));
        if (!more) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  }).finally(() => progress?.finish());
}
