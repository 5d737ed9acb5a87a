// A small router: path patterns of literal segments, `:param` segments and one trailing `*rest`.
// Segments are split on "/" before percent-decoding, so an encoded slash stays inside its segment.
import { AppError } from "@/lib/errors";
import type { ReadRequest, Reply } from "./http";

/** A reply, or a promise of one: a handler answers synchronously when everything it needs is in memory. */
export type Handler = (request: ReadRequest) => Reply | Promise<Reply>;
/** `writes`: Next also serves other methods on this path (publish, delete, …); otherwise 405. */
export type Route = { pattern: string; handler: Handler; writes?: boolean };
export type Match = { route: Route; params: Record<string, string>; rest: string[] };

/** A pattern's segments in order: a literal to equal, or the name of a parameter. */
type Segment = { literal: string; param: null } | { literal: null; param: string };
type Compiled = { route: Route; segments: Segment[]; rest: string | null };

export function createRouter(routes: Route[]) {
  const compiled: Compiled[] = routes.map((route) => {
    const names = route.pattern.split("/").filter(Boolean);
    const rest = names.at(-1)?.startsWith("*") ? names.pop()!.slice(1) : null;
    return { route, segments: names.map((name): Segment => (name.startsWith(":") ? { literal: null, param: name.slice(1) } : { literal: name, param: null })), rest };
  });

  return function match(path: string): Match | null {
    if (path[0] !== "/") return null;
    const parts = splitSegments(path);
    for (const { route, segments, rest } of compiled) {
      if (rest === null ? parts.length !== segments.length : parts.length <= segments.length) continue;
      // In order, up to the first literal that differs: a parameter before it is decoded (malformed,
      // a 400), one after it is not looked at.
      const params: Record<string, string> = {};
      let ok = true;
      for (let i = 0; i < segments.length && ok; i++) {
        const { literal, param } = segments[i];
        if (param === null) ok = parts[i] === literal;
        else if (!parts[i]) ok = false;
        else params[param] = decode(parts[i]);
      }
      if (!ok) continue;
      const restParts = rest === null ? [] : parts.slice(segments.length);
      if (restParts.some((p) => p === "")) continue;
      return { route, params, rest: restParts.map(decode) };
    }
    return null;
  };
}

/** `path.split("/")` without its leading "" (path starts with "/"), in JavaScript: split is a runtime call. */
function splitSegments(path: string): string[] {
  const parts: string[] = [];
  let start = 1;
  for (let slash = path.indexOf("/", start); slash !== -1; slash = path.indexOf("/", start)) {
    parts.push(path.slice(start, slash));
    start = slash + 1;
  }
  parts.push(path.slice(start));
  return parts;
}

function decode(segment: string): string {
  if (!segment.includes("%")) return segment; // nothing to decode (nearly every segment)
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new AppError("BAD_REQUEST", "The URL is not validly percent-encoded.");
  }
}
