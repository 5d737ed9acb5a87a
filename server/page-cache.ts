// Rendered pages for anonymous readers (issue 15): the skill page (every tab and version is its own URL)
// and home are rendered by Next once, kept in memory, and served again until the skill changes (home:
// until any skill does) — on every instance, through the change feed — or COUNTERS_TTL_MS passes
// (stars and downloads move without announcing themselves). Signed-in readers, who see their own
// header, star and manage tab, always get a fresh render, streamed by React as before. The cached
// HTML is the server-rendered page, so it reads without JavaScript like any other.
//
// Nonces: a page may carry a per-response CSP nonce (set by proxy.ts). A cached page is rendered with
// a fresh random nonce nobody knows (RENDER_NONCE_HEADER, honoured by proxy.ts for internal renders
// only), and every response — the first included — replaces each occurrence of it, in the body and in
// the headers (Content-Security-Policy), with a nonce of its own. No client ever sees a nonce twice,
// and published content cannot contain one it cannot know.
import { randomBytes } from "node:crypto";
import { gzip } from "node:zlib";
import { promisify } from "node:util";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sharedCache } from "@/lib/cache/read-cache";
import { canonicalName } from "@/lib/skill/names";
import { REQUEST_ID_HEADER } from "@/lib/http/error-body";
import { createNonce } from "@/lib/http/security-headers";

/** Set on internal renders only: the nonce proxy.ts must use. The server strips it from client requests. */
export const RENDER_NONCE_HEADER = "x-skillhub-render-nonce";
const COUNTERS_TTL_MS = 30_000;
/** Rendered pages kept (a skill page is some 20–60 KB of HTML). */
const MAX_PAGES = 400;
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?next-auth\.session-token/;
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", REQUEST_ID_HEADER]);
const gzipAsync = promisify(gzip);
/** Rendered on the home page while setup is open (app/page.tsx). */
const SETUP_OPEN_MARK = 'data-testid="setup-banner"';

export type RenderedPage = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
/** Renders `path` through Next with these request headers (scripts/next-server.mjs: an internal request). */
export type RenderPage = (path: string, headers: Record<string, string>) => Promise<RenderedPage>;

type Page = {
  status: number;
  headers: [string, string | string[]][];
  html: string;
  /** The secret nonce the page was rendered with (null when the page carries none). */
  nonce: string | null;
  /** Without a nonce the bytes never change: kept, and gzipped once. */
  bytes: Buffer;
  gzipped?: Promise<Buffer>;
};

const pages = () => sharedCache<Page>("pages", { maxEntries: MAX_PAGES, ttlMs: COUNTERS_TTL_MS });

/** The query parameters each cached page reads (app/skills/[name]/page.tsx); others do not change it. */
const PAGE_PARAMS: Record<"home" | "skill", readonly string[]> = { home: [], skill: ["tab", "version", "path", "from", "to", "dl"] };

/** The URL a page is rendered and keyed by: its path and the parameters it reads, in a fixed order. */
function canonicalUrl(path: string, query: string, kind: "home" | "skill"): string {
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS[kind]) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const rest = kept.toString();
  return rest ? `${path}?${rest}` : path;
}

/** What a page shows, for invalidation; null: not a page this cache keeps. */
function dependencies(path: string): readonly string[] | "*" | null {
  if (path === "/") return "*";
  const skill = /^\/skills\/([^/]+)$/.exec(path);
  if (!skill) return null;
  try {
    return [canonicalName(decodeURIComponent(skill[1]))];
  } catch {
    return null;
  }
}

function isPlainDocumentRequest(req: IncomingMessage): boolean {
  const h = req.headers;
  return !h.rsc && !h["next-router-state-tree"] && !h["next-router-prefetch"] && !h["next-action"] && !h.authorization && !SESSION_COOKIE.test(h.cookie ?? "");
}

/** Replaces the render's secret nonce with `fresh` wherever it occurs. */
export function withNonce(text: string, secret: string | null, fresh: string): string {
  return secret ? text.replaceAll(secret, fresh) : text;
}

export function createPageCache(render: RenderPage, options: { trustProxy: boolean }) {
  async function load(url: string, req: IncomingMessage, skills: readonly string[] | "*") {
    const nonce = createNonce();
    const headers: Record<string, string> = { host: req.headers.host ?? "localhost", accept: "text/html", "accept-encoding": "identity", [RENDER_NONCE_HEADER]: nonce };
    if (options.trustProxy) {
      for (const name of ["x-forwarded-host", "x-forwarded-proto"]) {
        const value = req.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
    }
    const rendered = await render(url, headers);
    const html = rendered.body.toString("utf8");
    const page: Page = {
      status: rendered.status,
      headers: Object.entries(rendered.headers).filter((e): e is [string, string | string[]] => e[1] !== undefined && !DROPPED_HEADERS.has(e[0])),
      html,
      nonce: html.includes(nonce) || Object.values(rendered.headers).some((v) => String(v).includes(nonce)) ? nonce : null,
      bytes: rendered.body,
    };
    // The first-run banner lasts until an administrator exists, which is not a change this cache hears of.
    const isCacheable = rendered.status === 200 && !rendered.headers["set-cookie"] && String(rendered.headers["content-type"]).startsWith("text/html") && !html.includes(SETUP_OPEN_MARK);
    return { value: page, skills, isCacheable };
  }

  async function serve(req: IncomingMessage, res: ServerResponse, key: string, url: string, skills: readonly string[] | "*") {
    try {
      const page = await pages().get(key, () => load(url, req, skills));
      const fresh = createNonce();
      const headers: Record<string, string | string[] | number> = {};
      for (const [name, value] of page.headers) headers[name] = Array.isArray(value) ? value.map((v) => withNonce(v, page.nonce, fresh)) : withNonce(value, page.nonce, fresh);
      headers[REQUEST_ID_HEADER] = randomBytes(16).toString("hex");
      let body = page.nonce ? Buffer.from(withNonce(page.html, page.nonce, fresh)) : page.bytes;
      if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
        body = page.nonce ? await gzipAsync(body, { level: 1 }) : await (page.gzipped ??= gzipAsync(page.bytes));
        headers["content-encoding"] = "gzip";
      }
      headers["content-length"] = body.byteLength;
      res.writeHead(page.status, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      console.error("skillhub: page render failed", error);
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      res.end("The page could not be rendered; try again.");
    }
  }

  return {
    /** Answers a cacheable page request and returns true, or returns false for Next to answer it. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if ((req.method !== "GET" && req.method !== "HEAD") || !isPlainDocumentRequest(req)) return false;
      const [path, query = ""] = (req.url ?? "/").split("?", 2);
      const skills = dependencies(path);
      if (!skills) return false;
      // Unknown parameters do not make new copies (nor new renders): the page ignores them.
      const url = canonicalUrl(path, query, skills === "*" ? "home" : "skill");
      const proto = options.trustProxy && typeof req.headers["x-forwarded-proto"] === "string" ? req.headers["x-forwarded-proto"] : "http";
      const host = options.trustProxy && typeof req.headers["x-forwarded-host"] === "string" ? req.headers["x-forwarded-host"] : req.headers.host;
      void serve(req, res, `${proto}://${host}${url}`, url, skills);
      return true;
    },
  };
}
