// Cross-file links. A file that writes private data somewhere (a temp file, a cache) and another that
// reads that place and sends it are one flow: taint of kind "file" is resolved through the skill's
// writes, so the send names the original source (`~/.ssh/id_rsa` read in collect.py, written to
// /tmp/.c, posted by upload.sh). And a program saved from a download, then run (in another file, or
// before the extractor saw the write: a handle filled by copyfileobj is written when it closes), runs
// that download.
import type { ClassifiedFile } from "../parse/classify";
import { normalizePath } from "../knowledge/paths";
import { HOLE, type ContextFact, type Folded, type Taint } from "./types";

function resolve(taint: readonly Taint[], written: ReadonlyMap<string, readonly Taint[]>): Taint[] {
  const out: Taint[] = [];
  const seen = new Set<string>();
  const add = (t: Taint) => {
    const key = `${t.source}\u0000${t.detail}\u0000${t.loc.file}\u0000${t.loc.line}`;
    if (!seen.has(key) && out.length < 16) {
      seen.add(key);
      out.push(t);
    }
  };
  for (const t of taint) {
    add(t);
    if (t.source !== "file") continue;
    for (const inner of written.get(normalizePath(t.detail)) ?? []) add(inner);
  }
  return out;
}

function relink(v: Folded | null, written: ReadonlyMap<string, readonly Taint[]>): Folded | null {
  if (!v || !v.taint.some((t) => t.source === "file")) return v;
  return { ...v, taint: resolve(v.taint, written) };
}

/** A saved download's path as a key, when its file name is known (`⟨?⟩/kcache`, not `⟨?⟩`). */
function savedKey(path: string): string | null {
  const key = normalizePath(path);
  const name = key.slice(key.lastIndexOf("/") + 1);
  return name.length >= 2 && !name.includes(HOLE.toLowerCase()) ? key : null;
}

/** Image URLs in Markdown or HTML text (`![x](https://…)`, `<img src="https://…">`). */
export const IMAGE_URL_RE = /!\[[^\]\n]{0,300}\]\(\s{0,20}<?(https?:\/\/[^\s)>]{1,2000})|<img\b[^>]{0,500}?\bsrc\s{0,20}=\s{0,20}["']?(https?:\/\/[^\s"'>]{1,2000})/gi;

/**
 * A Markdown or HTML page the skill writes with image URLs in it sends to those hosts when it is rendered
 * (a README's badges, a report): what the written text carries travels in the URLs.
 */
function renderedImageSends(facts: readonly ContextFact[]): ContextFact[] {
  const out: ContextFact[] = [];
  for (const f of facts) {
    if (f.kind !== "write" || f.ctx.inDocs || !f.content || (f.mode !== "write" && f.mode !== "append") || !/\.(?:md|markdown|mdx|html?)$/i.test(f.path)) continue;
    const private_ = f.content.taint.filter((t) => t.source !== "file");
    if (!private_.length) continue;
    const seen = new Set<string>();
    for (const m of f.content.text.matchAll(IMAGE_URL_RE)) {
      const url = (m[1] ?? m[2])!;
      if (!url.includes("?") && !url.includes(HOLE)) continue;
      const host = /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase() ?? null;
      if (!host || host.includes(HOLE.toLowerCase()) || seen.has(host) || out.length >= 8) continue;
      seen.add(host);
      out.push({ kind: "send", channel: "markdown-image", dest: url.slice(0, 300), host, data: { ...f.content, text: url.slice(0, 300), taint: private_ }, loc: f.loc, ctx: f.ctx });
    }
  }
  return out;
}

export function linkFacts(facts: ContextFact[], files: readonly ClassifiedFile[]): ContextFact[] {
  const images = renderedImageSends(facts);
  return linkWritten(images.length ? [...facts, ...images] : facts, files);
}

function linkWritten(facts: ContextFact[], _files: readonly ClassifiedFile[]): ContextFact[] {
  const written = new Map<string, Taint[]>();
  const saved = new Map<string, string>();
  for (const f of facts) {
    if (f.kind === "fetch" && f.saveTo && !f.ctx.inDocs) {
      const key = savedKey(f.saveTo);
      if (key) saved.set(key, f.url);
    }
    if (f.kind !== "write" || !f.content?.taint.length) continue;
    const key = normalizePath(f.path);
    written.set(key, [...(written.get(key) ?? []), ...f.content.taint.filter((t) => t.source !== "file")]);
  }
  if (!written.size && !saved.size) return facts;
  return facts.map((f) => {
    switch (f.kind) {
      case "send":
        return { ...f, data: relink(f.data, written) };
      case "exec": {
        const command = relink(f.command, written)!;
        const fetched = f.fetched ?? (f.ctx.inDocs ? undefined : saved.get(normalizePath(command.text.split(" ")[0]!)));
        return fetched && !f.fetched ? { ...f, command, fetched, dynamic: true } : { ...f, command };
      }
      case "write":
        return { ...f, content: relink(f.content, written) };
      default:
        return f;
    }
  });
}
