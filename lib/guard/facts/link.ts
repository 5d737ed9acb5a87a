// Cross-file links. A file that writes private data somewhere (a temp file, a cache) and another that
// reads that place and sends it are one flow: taint of kind "file" is resolved through the skill's
// writes, so the send names the original source (`~/.ssh/id_rsa` read in collect.py, written to
// /tmp/.c, posted by upload.sh).
import type { ClassifiedFile } from "../parse/classify";
import { normalizePath } from "../knowledge/paths";
import type { ContextFact, Folded, Taint } from "./types";

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

export function linkFacts(facts: ContextFact[], _files: readonly ClassifiedFile[]): ContextFact[] {
  const written = new Map<string, Taint[]>();
  for (const f of facts) {
    if (f.kind !== "write" || !f.content?.taint.length) continue;
    const key = normalizePath(f.path);
    written.set(key, [...(written.get(key) ?? []), ...f.content.taint.filter((t) => t.source !== "file")]);
  }
  if (!written.size) return facts;
  return facts.map((f) => {
    switch (f.kind) {
      case "send":
        return { ...f, data: relink(f.data, written) };
      case "exec":
        return { ...f, command: relink(f.command, written)! };
      case "write":
        return { ...f, content: relink(f.content, written) };
      default:
        return f;
    }
  });
}
