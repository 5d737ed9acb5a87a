// Two versions of a skill side by side: files added, removed and changed, a line diff of SKILL.md
// and of each changed text file, and what changed in what the skill asks for (skill-asks.ts).
import "server-only";
import { structuredPatch } from "diff";
import type { Actor } from "@/lib/auth/actor";
import { getVersionOrThrow } from "@/lib/registry/get-version-or-throw";
import { readVersionFiles } from "@/lib/registry/get-version-file";
import { ASK_LABELS, describeAsks, type SkillAsks } from "@/lib/registry/skill-asks";

const MAX_DIFF_TEXT_BYTES = 256 * 1024;
const decoder = new TextDecoder("utf-8", { fatal: true });

export type DiffHunk = { oldStart: number; newStart: number; lines: string[] };
export type FileChange = { path: string; change: "added" | "removed" | "changed"; oldSize: number; newSize: number; hunks: DiffHunk[] | null };

function asText(bytes: Uint8Array | undefined): string | null {
  if (!bytes || bytes.byteLength > MAX_DIFF_TEXT_BYTES || bytes.includes(0)) return null;
  try {
    return decoder.decode(bytes);
  } catch {
    return null;
  }
}

function hunks(oldText: string | null, newText: string | null): DiffHunk[] | null {
  if (oldText === null || newText === null) return null;
  return structuredPatch("a", "b", oldText, newText, "", "", { context: 3 }).hunks.map((h) => ({ oldStart: h.oldStart, newStart: h.newStart, lines: h.lines }));
}

export async function diffVersions(actor: Actor, name: string, fromVersion: string, toVersion: string) {
  const [from, to] = await Promise.all([getVersionOrThrow(actor, name, fromVersion), getVersionOrThrow(actor, name, toVersion)]);
  const [fromFiles, toFiles] = await Promise.all([readVersionFiles(from.version.sha256), readVersionFiles(to.version.sha256)]);
  const before = new Map(fromFiles.map((f) => [f.path, f]));
  const after = new Map(toFiles.map((f) => [f.path, f]));
  const changes: FileChange[] = [];
  for (const path of [...new Set([...before.keys(), ...after.keys()])].sort()) {
    const a = before.get(path);
    const b = after.get(path);
    if (a && b && a.bytes.byteLength === b.bytes.byteLength && a.bytes.every((byte, i) => byte === b.bytes[i]) && a.isExecutable === b.isExecutable) continue;
    changes.push({
      path,
      change: !a ? "added" : !b ? "removed" : "changed",
      oldSize: a?.bytes.byteLength ?? 0,
      newSize: b?.bytes.byteLength ?? 0,
      hunks: hunks(a ? asText(a.bytes) : "", b ? asText(b.bytes) : ""),
    });
  }
  const asksBefore = describeAsks(from.version.frontmatter as Record<string, unknown>, fromFiles);
  const asksAfter = describeAsks(to.version.frontmatter as Record<string, unknown>, toFiles);
  const asks = (Object.keys(ASK_LABELS) as (keyof SkillAsks)[]).map((key) => ({
    key,
    label: ASK_LABELS[key],
    added: asksAfter[key].filter((v) => !asksBefore[key].includes(v)),
    removed: asksBefore[key].filter((v) => !asksAfter[key].includes(v)),
    kept: asksAfter[key].filter((v) => asksBefore[key].includes(v)),
  }));
  return {
    name: from.skill.name,
    from: { version: from.version.version, verdict: from.version.verdict, status: from.version.status },
    to: { version: to.version.version, verdict: to.version.verdict, status: to.version.status },
    files: changes,
    asks,
  };
}

export type VersionDiff = Awaited<ReturnType<typeof diffVersions>>;
