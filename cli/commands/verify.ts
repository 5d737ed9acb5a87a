// skillhub verify [NAME...] — re-hash installed files against lock.json: the Hermes content hash
// for every entry, and per-file sha256 for entries Skillhub wrote.
import type { Context } from "../context";
import { EXIT } from "../errors";
import { readLock, selectInstalled } from "../hub";
import { parseSpec } from "../installer";
import { readFolder } from "../local-files";
import { table } from "../output";
import { withHub } from "../session";
import { hermesContentHash, sha256Hex } from "@/lib/skill/hash";

type Row = { name: string; installPath: string; ok: boolean; expectedHash: string; actualHash: string | null; modified: string[]; missing: string[]; extra: string[] };

export async function run(ctx: Context, args: string[]): Promise<number> {
  const rows: Row[] = [];
  await withHub(ctx, { mutating: false }, async ({ paths }) => {
    const lock = await readLock(paths);
    for (const { name, entry, dir } of selectInstalled(paths, lock, args.map((a) => parseSpec(a).name))) {
      const folder = await readFolder(dir, { skipVcs: false }).catch(() => null);
      const recorded = entry.skillhub?.files ?? (Array.isArray(entry.files) ? entry.files.map((p) => ({ path: String(p), sha256: null as string | null })) : []);
      if (!folder) {
        rows.push({ name, installPath: entry.install_path, ok: false, expectedHash: entry.content_hash, actualHash: null, modified: [], missing: recorded.map((f) => f.path), extra: [] });
        continue;
      }
      const actual = new Map(folder.files.map((f) => [f.path, f]));
      const modified: string[] = [];
      const missing: string[] = [];
      for (const f of recorded) {
        const file = actual.get(f.path);
        if (!file) missing.push(f.path);
        else if (f.sha256 && sha256Hex(file.bytes) !== f.sha256) modified.push(f.path);
      }
      const known = new Set(recorded.map((f) => f.path));
      const extra = [...folder.files.map((f) => f.path).filter((p) => !known.has(p)), ...folder.special];
      const actualHash = hermesContentHash(folder.files);
      const ok = actualHash === entry.content_hash && !modified.length && !missing.length && !extra.length;
      rows.push({ name, installPath: entry.install_path, ok, expectedHash: entry.content_hash, actualHash, modified, missing, extra });
    }
  });
  const detail = (r: Row) => (r.ok ? "ok" : [r.actualHash === null ? "folder missing" : r.actualHash !== r.expectedHash ? "content hash differs" : "", ...r.modified.map((p) => `modified ${p}`), ...r.missing.map((p) => `missing ${p}`), ...r.extra.map((p) => `extra ${p}`)].filter(Boolean).join("; "));
  if (!rows.length) ctx.out.info("No skills installed.");
  else ctx.out.result(table([["NAME", "STATUS"], ...rows.map((r) => [r.name, r.ok ? ctx.out.paint("green", "ok") : ctx.out.paint("red", detail(r))])]));
  const ok = rows.every((r) => r.ok);
  ctx.out.json({ ok, results: rows });
  return ok ? EXIT.ok : EXIT.error;
}
