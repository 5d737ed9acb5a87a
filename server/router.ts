// A small router: path patterns of literal segments, `:param` segments and one trailing `*rest`.
// Segments are split on "/" before percent-decoding, so an encoded slash stays inside its segment.
import { AppError } from "@/lib/errors";
import type { ReadRequest, Reply } from "./http";

export type Handler = (request: ReadRequest) => Promise<Reply>;
/** `writes`: Next also serves other methods on this path (publish, delete, …); otherwise 405. */
export type Route = { pattern: string; handler: Handler; writes?: boolean };
export type Match = { route: Route; params: Record<string, string>; rest: string[] };

type Compiled = { route: Route; segments: string[]; rest: string | null };

export function createRouter(routes: Route[]) {
  const compiled: Compiled[] = routes.map((route) => {
    const segments = route.pattern.split("/").filter(Boolean);
    const last = segments.at(-1);
    return last?.startsWith("*") ? { route, segments: segments.slice(0, -1), rest: last.slice(1) } : { route, segments, rest: null };
  });

  return function match(path: string): Match | null {
    const parts = path.split("/");
    if (parts[0] !== "" || parts.length < 2) return null;
    parts.shift();
    for (const { route, segments, rest } of compiled) {
      if (rest === null ? parts.length !== segments.length : parts.length <= segments.length) continue;
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < segments.length && ok; i++) {
        const segment = segments[i];
        if (segment.startsWith(":")) {
          if (!parts[i]) ok = false;
          else params[segment.slice(1)] = decode(parts[i]);
        } else ok = parts[i] === segment;
      }
      if (!ok) continue;
      const restParts = rest === null ? [] : parts.slice(segments.length);
      if (restParts.some((p) => p === "")) continue;
      return { route, params, rest: restParts.map(decode) };
    }
    return null;
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AppError("BAD_REQUEST", "The URL is not validly percent-encoded.");
  }
}
