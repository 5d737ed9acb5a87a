// skillhub check [NAME...] — installed version vs the newest in its range on the registry.
import type { Context } from "../context";
import { EXIT, toCliError } from "../errors";
import { readLock } from "../hub";
import { parseSpec, resolveVersion } from "../installer";
import { table } from "../output";
import { registryClient, withHub } from "../session";

type Row = { name: string; installed: string | null; range: string | null; latest: string | null; status: "up-to-date" | "update-available" | "not-managed" | "error"; error?: { code: string; message: string } };

export async function run(ctx: Context, args: string[]): Promise<number> {
  const rows: Row[] = [];
  await withHub(ctx, { mutating: false }, async ({ paths }) => {
    const lock = await readLock(paths);
    const names = args.length ? args.map((a) => parseSpec(a).name) : Object.keys(lock.installed).sort();
    const client = registryClient(ctx);
    for (const name of names) {
      const entry = lock.installed[name];
      const info = entry?.skillhub;
      if (!entry || !info || info.registry !== ctx.registry) {
        rows.push({ name, installed: info?.version ?? null, range: null, latest: null, status: "not-managed" });
        continue;
      }
      try {
        const resolved = await resolveVersion(ctx, client, name, info.range || "latest");
        rows.push({ name, installed: info.version, range: info.range, latest: resolved.version, status: resolved.version === info.version ? "up-to-date" : "update-available" });
      } catch (error) {
        const e = toCliError(error);
        rows.push({ name, installed: info.version, range: info.range, latest: null, status: "error", error: { code: e.code, message: e.message } });
      }
    }
  });
  if (!rows.length) ctx.out.info("No skills installed.");
  else ctx.out.result(table([["NAME", "INSTALLED", "LATEST", "STATUS"], ...rows.map((r) => [r.name, r.installed ?? "-", r.latest ?? "-", r.error ? `${r.status}: ${r.error.message}` : r.status])]));
  ctx.out.json({ skills: rows });
  return EXIT.ok;
}
