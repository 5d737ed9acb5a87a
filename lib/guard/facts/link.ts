// Cross-file links. A file that writes private data somewhere (a temp file, a cache) and another that
// reads that place and sends it are one flow: taint of kind "file" is resolved through the skill's
// writes, so the send names the original source (`~/.ssh/id_rsa` read in collect.py, written to
// /tmp/.c, posted by upload.sh). And a program saved from a download, then run (in another file, or
// before the extractor saw the write: a handle filled by copyfileobj is written when it closes), runs
// that download.
import type { ClassifiedFile } from "../parse/classify";
import { normalizePath } from "../knowledge/paths";
import { HOLE, type ContextFact, type Folded, type Taint } from "./types";

type Written = { exact: Map<string, Taint[]>; staged: { segments: string[]; taint: Taint[] }[] };

function resolve(taint: readonly Taint[], written: Written): Taint[] {
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
    const exact = written.exact.get(normalizePath(t.detail));
    for (const inner of exact ?? stagedFor(t.detail, written)) add(inner);
  }
  return out;
}

const ARCHIVE_EXT_RE = /\.(?:tar\.gz|tgz|tar|zip|gz|7z|tar\.xz|txz|tar\.bz2|bz2)$/i;

/** The named parts of a path: no holes, no `.`, no home marker. */
function pathSegments(path: string): string[] {
  return normalizePath(path).split("/").filter((p) => p && p !== "." && p !== "~" && p !== "#" && !p.includes(HOLE.toLowerCase()));
}

/**
 * A file whose full path is not known (`$here/out.tgz`, `⟨?⟩/report.json`) is the written one when the
 * names it has match: the same file name in the same folder name, or an archive named after a folder
 * the data was written into (a script copying browser logins into out/, another uploading out.tgz).
 */
function stagedFor(path: string, written: Written): Taint[] {
  const sent = pathSegments(path);
  const last = sent.at(-1);
  if (!last || !written.staged.length) return [];
  const stem = last.replace(ARCHIVE_EXT_RE, "");
  const archive = stem !== last;
  const out: Taint[] = [];
  for (const w of written.staged) {
    const sameFile = !archive && last.length >= 3 && w.segments.at(-1) === last && (sent.length < 2 || w.segments.length < 2 || sent.at(-2) === w.segments.at(-2));
    const folder = archive && stem.length >= 2 && w.segments.slice(0, -1).includes(stem);
    if (sameFile || folder) out.push(...w.taint);
  }
  return out;
}

function relink(v: Folded | null, written: Written): Folded | null {
  if (!v || !v.taint.some((t) => t.source === "file")) return v;
  return { ...v, taint: resolve(v.taint, written) };
}

/**
 * A saved download's path as a key, when its file name is known (`⟨?⟩/kcache`, not `⟨?⟩`), or names enough around
 * its run-time parts to be the same path when spelled the same way (`libxa-0.9.3-⟨?⟩-⟨?⟩.dylib`).
 */
function savedKey(path: string): string | null {
  const key = normalizePath(path);
  const name = key.slice(key.lastIndexOf("/") + 1);
  const hole = HOLE.toLowerCase();
  if (!name.includes(hole)) return name.length >= 2 ? key : null;
  return name.split(hole).join("").replace(/[^a-z0-9]/g, "").length >= 4 && key.split("/").filter(Boolean).length >= 2 ? key : null;
}

/** Image URLs in Markdown or HTML text (`![x](https://…)`, `<img src="https://…">`). */
export const IMAGE_URL_RE = /!\[[^\]\n]{0,300}\]\(\s{0,20}<?(https?:\/\/[^\s)>]{1,2000})|<img\b[^>]{0,500}?\bsrc\s{0,20}=\s{0,20}["']?(https?:\/\/[^\s"'>]{1,2000})/gi;

/** A source file that spells a Markdown or HTML image: what it prints may be rendered. */
export const PRINTED_IMAGE_RE = /!\[[^\]\n]{0,300}\]\(|<img\b/i;

/**
 * The image URLs of a rendered text that carry its private data: each host once, at most eight. Where the
 * text ends up rendered (a page the skill writes, output the agent pastes), fetching the image sends them.
 */
export function imageSendsOf(content: Folded): { dest: string; host: string; data: Folded }[] {
  const private_ = content.taint.filter((t) => t.source !== "file");
  if (!private_.length) return [];
  const out: { dest: string; host: string; data: Folded }[] = [];
  const seen = new Set<string>();
  for (const m of content.text.matchAll(IMAGE_URL_RE)) {
    const url = (m[1] ?? m[2])!;
    if (!url.includes("?") && !url.includes(HOLE)) continue;
    const host = /^https?:\/\/([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase() ?? null;
    if (!host || host.includes(HOLE.toLowerCase()) || seen.has(host) || out.length >= 8) continue;
    seen.add(host);
    out.push({ dest: url.slice(0, 300), host, data: { ...content, text: url.slice(0, 300), taint: private_ } });
  }
  return out;
}

/**
 * A Markdown or HTML page the skill writes with image URLs in it sends to those hosts when it is rendered
 * (a README's badges, a report): what the written text carries travels in the URLs.
 */
function renderedImageSends(facts: readonly ContextFact[]): ContextFact[] {
  const out: ContextFact[] = [];
  for (const f of facts) {
    if (f.kind !== "write" || f.ctx.inDocs || !f.content || (f.mode !== "write" && f.mode !== "append") || !/\.(?:md|markdown|mdx|html?)$/i.test(f.path)) continue;
    for (const s of imageSendsOf(f.content)) out.push({ kind: "send", channel: "markdown-image", ...s, loc: f.loc, ctx: f.ctx });
  }
  return out;
}

export function linkFacts(facts: ContextFact[], files: readonly ClassifiedFile[]): ContextFact[] {
  const images = renderedImageSends(facts);
  return linkWritten(images.length ? [...facts, ...images] : facts, files);
}

function linkWritten(facts: ContextFact[], _files: readonly ClassifiedFile[]): ContextFact[] {
  const written: Written = { exact: new Map(), staged: [] };
  const saved = new Map<string, string>();
  for (const f of facts) {
    if (f.kind === "fetch" && f.saveTo && !f.ctx.inDocs) {
      const key = savedKey(f.saveTo);
      if (key) saved.set(key, f.url);
    }
    if (f.kind !== "write" || !f.content?.taint.length) continue;
    const key = normalizePath(f.path);
    const taint = f.content.taint.filter((t) => t.source !== "file");
    written.exact.set(key, [...(written.exact.get(key) ?? []), ...taint]);
    const segments = pathSegments(f.path);
    if (taint.length && segments.length && written.staged.length < 64) written.staged.push({ segments, taint });
  }
  // a saved download moved or copied elsewhere (`mv "$d/tl.tmp" "$d/tool"`) is still that download
  if (saved.size) {
    for (const f of facts) {
      if (f.kind !== "write" || f.mode !== "copy" || f.ctx.inDocs) continue;
      const from = f.content?.taint.find((t) => t.source === "file" && saved.has(normalizePath(t.detail)));
      const key = from ? savedKey(f.path) : null;
      if (from && key && !saved.has(key)) saved.set(key, saved.get(normalizePath(from.detail))!);
    }
  }
  // Private data a script is handed (arguments, standard input), by the file it runs
  const handed = new Map<string, Taint[]>();
  for (const f of facts) if (f.kind === "invoke" && f.inputs?.length && !f.ctx.illustrative) handed.set(f.target, [...(handed.get(f.target) ?? []), ...f.inputs].slice(0, 16));
  if (!written.exact.size && !saved.size && !handed.size) return facts;
  return facts.map((f) => {
    switch (f.kind) {
      case "send": {
        const data = relink(f.data, written);
        // What a script sends that it computed at run time may be what it was handed (`printf … | python3 lookup.py`).
        const given = data && (!data.exact || data.text.includes(HOLE)) ? handed.get(f.loc.file) : undefined;
        return { ...f, data: given && data ? { ...data, taint: [...data.taint, ...given] } : data };
      }
      case "exec": {
        const command = relink(f.command, written)!;
        // run by path, or code that is the content of a saved download (`. "$cache/p.zsh"` sources the file itself)
        const sourced = command.text.startsWith(HOLE) ? f.command.taint.find((t) => t.source === "file" && saved.has(normalizePath(t.detail))) : undefined;
        const fetched = f.fetched ?? (f.ctx.inDocs ? undefined : (saved.get(normalizePath(command.text.split(" ")[0]!)) ?? (sourced ? saved.get(normalizePath(sourced.detail)) : undefined)));
        return fetched && !f.fetched ? { ...f, command, fetched, dynamic: true } : { ...f, command };
      }
      case "write":
        return { ...f, content: relink(f.content, written) };
      default:
        return f;
    }
  });
}
