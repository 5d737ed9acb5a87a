// The read path: the hot GETs — the JSON API, the well-known indexes and the archives — answered
// straight from lib/registry over node:http, without Next's per-request cost (issue 15); and, when
// given a renderer, anonymous readers' skill pages and home from rendered copies (page-cache.ts).
// Sign-in, server actions, writes and every other page stay in Next (scripts/next-server.mjs).
// Bundled by server/build.mjs into server/dist/read-path.mjs.
import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "@/lib/errors";
import { env } from "@/lib/env";
import { allCaches } from "@/lib/cache/read-cache";
import { startChangeListener, type ChangeListener } from "@/lib/cache/change-listener";
import { isChangeFeedLive } from "@/lib/cache/change-feed";
import { flushDownloads } from "@/lib/registry/record-download";
import { readRequest, send, sendError, type ReadRequest, type Reply } from "./http";
import { createRouter, type Route } from "./router";
import { createPageCache, type RenderPage } from "./page-cache";
import { health } from "./routes/health";
import { search } from "./routes/search";
import { skill } from "./routes/skill";
import { resolve } from "./routes/resolve";
import { version } from "./routes/version";
import { tarball } from "./routes/tarball";
import { versionFile } from "./routes/version-file";
import { openapi } from "./routes/openapi";
import { whoami } from "./routes/whoami";
import { tokens } from "./routes/tokens";
import { skillsIndex } from "./routes/skills-index";
import { skillsFile } from "./routes/skills-file";
import { agentSkillsIndex } from "./routes/agent-skills-index";
import { agentSkillsArchive } from "./routes/agent-skills-archive";
import { clawhubWellKnown } from "./routes/clawhub/well-known";
import {
  clawhubFile,
  clawhubInstall,
  clawhubResolve,
  clawhubSearch,
  clawhubSkill,
  clawhubSkills,
  clawhubVersion,
  clawhubVersions,
} from "./routes/clawhub/skills";
import { clawhubDownload } from "./routes/clawhub/download";
import { clawhubWhoami } from "./routes/clawhub/whoami";

// The ClawHub-compatible API (docs/clients.md): its client joins `/api/v1/…` to the announced apiBase.
const CLAWHUB = "/api/clawhub/api/v1";
import { agentSkillsScopedIndex } from "./routes/agent-skills-scoped-index";

const ROUTES: Route[] = [
  { pattern: "/api/health", handler: health },
  { pattern: "/api/v1/skills", handler: search, writes: true },
  { pattern: "/api/v1/skills/:name", handler: skill, writes: true },
  { pattern: "/api/v1/skills/:name/resolve", handler: resolve },
  { pattern: "/api/v1/skills/:name/versions/:version", handler: version },
  { pattern: "/api/v1/skills/:name/versions/:version/tarball", handler: tarball },
  { pattern: "/api/v1/skills/:name/versions/:version/files/*path", handler: versionFile },
  { pattern: "/api/v1/openapi.json", handler: openapi },
  { pattern: "/api/v1/whoami", handler: whoami },
  { pattern: "/api/v1/tokens", handler: tokens, writes: true },
  { pattern: "/.well-known/skills/index.json", handler: skillsIndex },
  { pattern: "/.well-known/skills/:name/*path", handler: skillsFile },
  { pattern: "/.well-known/agent-skills/index.json", handler: agentSkillsIndex },
  { pattern: "/.well-known/agent-skills/:archive", handler: agentSkillsArchive },
  { pattern: "/.well-known/clawhub.json", handler: clawhubWellKnown },
  { pattern: `${CLAWHUB}/search`, handler: clawhubSearch },
  { pattern: `${CLAWHUB}/skills`, handler: clawhubSkills, writes: true },
  { pattern: `${CLAWHUB}/skills/:slug`, handler: clawhubSkill },
  { pattern: `${CLAWHUB}/skills/:slug/versions`, handler: clawhubVersions },
  { pattern: `${CLAWHUB}/skills/:slug/versions/:version`, handler: clawhubVersion },
  { pattern: `${CLAWHUB}/skills/:slug/file`, handler: clawhubFile },
  { pattern: `${CLAWHUB}/skills/:slug/install`, handler: clawhubInstall },
  { pattern: `${CLAWHUB}/resolve`, handler: clawhubResolve },
  { pattern: `${CLAWHUB}/download`, handler: clawhubDownload },
  { pattern: `${CLAWHUB}/whoami`, handler: clawhubWhoami },
  { pattern: "/skills/:name/.well-known/agent-skills/index.json", handler: agentSkillsScopedIndex },
];

export type ReadPath = {
  /** Answers the request and returns true, or returns false for Next to answer it. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Starts the change listener (in-memory caches are used only while it is connected). */
  start(databaseUrl: string): void;
  /** Stops the listener and writes pending download counts. */
  stop(): Promise<void>;
  stats(): { live: boolean; caches: { name: string; size: number; hits: number; misses: number }[]; memoryMiB: Record<string, number> };
};

export { RENDER_NONCE_HEADER } from "./page-cache";

/** `renderPage`: how to have Next render a page (absent: pages are not cached, e.g. in development). */
export function createReadPath(options: { renderPage?: RenderPage } = {}): ReadPath {
  const match = createRouter(ROUTES);
  const pages = options.renderPage ? createPageCache(options.renderPage, { trustProxy: env().SKILLHUB_TRUST_PROXY }) : null;
  let listener: ChangeListener | null = null;

  // A reply the handler had at once is sent at once: no promise, no microtask (issue 15's downloads).
  function run(req: IncomingMessage, res: ServerResponse, request: ReadRequest, handler: Route["handler"]) {
    let reply: Reply | Promise<Reply>;
    try {
      reply = handler(request);
      if (!(reply instanceof Promise)) return send(req, res, request, reply);
    } catch (error) {
      return sendError(res, request, error);
    }
    reply.then((settled) => send(req, res, request, settled)).catch((error) => sendError(res, request, error));
  }

  return {
    handle(req, res) {
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      const path = q === -1 ? url : url.slice(0, q);
      const query = q === -1 ? "" : url.slice(q + 1);
      let found;
      try {
        found = match(path);
      } catch (error) {
        sendError(res, readRequest(req, { query, params: {}, rest: [] }), error);
        return true;
      }
      if (!found) return pages?.handle(req, res) ?? false;
      const isRead = req.method === "GET" || req.method === "HEAD";
      if (!isRead && found.route.writes) return false;
      const request = readRequest(req, { query, params: found.params, rest: found.rest });
      if (!isRead) {
        sendError(res, request, new AppError("METHOD_NOT_ALLOWED", `${req.method} is not supported here; use GET.`), { Allow: "GET, HEAD" });
        return true;
      }
      run(req, res, request, found.route.handler);
      return true;
    },
    start(databaseUrl) {
      // Without the listener the caches stay off (they only trust entries while it is connected).
      if (env().SKILLHUB_READ_CACHE === "off") return;
      listener ??= startChangeListener(databaseUrl);
    },
    async stop() {
      // Run with --expose-gc (bench/load.mts), the statistics' heap figures are the live set.
      (globalThis as { gc?: () => void }).gc?.();
      if (process.env.SKILLHUB_CACHE_STATS === "1") console.log(`skillhub: read path cache stats ${JSON.stringify(this.stats())}`);
      await listener?.stop();
      listener = null;
      await flushDownloads().catch((error) => console.error("skillhub: download flush at shutdown failed", error));
    },
    stats() {
      return {
        live: isChangeFeedLive(),
        caches: allCaches().map((c) => ({ name: c.name, size: c.size, hits: c.hits, misses: c.misses })),
        memoryMiB: Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, Math.round(v / 2 ** 20)])),
      };
    },
  };
}
