// skillhub list — every entry of the chosen folder's lock.json (Hermes' by default, or --agent's),
// ours and stock Hermes' alike, with the agent and scope each install recorded.
import type { Context } from "../context";
import { EXIT } from "../errors";
import { readLock } from "../hub";
import { table } from "../output";
import { withHub } from "../session";

export async function run(ctx: Context): Promise<number> {
  const skills = await withHub(ctx, { mutating: false }, async ({ paths }) => {
    const lock = await readLock(paths);
    return Object.entries(lock.installed)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, e]) => ({
        name,
        version: e.skillhub?.version ?? null,
        registry: e.skillhub?.registry ?? null,
        source: e.source ?? null,
        trustLevel: e.trust_level ?? null,
        scanVerdict: e.scan_verdict ?? null,
        contentHash: e.content_hash ?? null,
        installPath: e.install_path ?? null,
        agent: e.skillhub?.agent ?? null,
        scope: e.skillhub?.scope ?? null,
        installedAt: e.installed_at ?? null,
        updatedAt: e.updated_at ?? null,
      }));
  });
  if (!skills.length) ctx.out.info(`No skills installed in ${ctx.skillsDir}.`);
  else {
    ctx.out.info(`${ctx.skillsDir}${ctx.target ? ` (${ctx.target.agent}, ${ctx.target.scope})` : ""}`);
    ctx.out.result(table([["NAME", "VERSION", "AGENT", "SOURCE", "TRUST", "VERDICT", "PATH"], ...skills.map((s) => [s.name, s.version ?? "-", s.agent ? `${s.agent} (${s.scope})` : "-", s.source ?? "-", s.trustLevel ?? "-", s.scanVerdict ?? "-", s.installPath ?? "-"])]));
  }
  ctx.out.json({ skillsDir: ctx.skillsDir, target: ctx.target, skills });
  return EXIT.ok;
}
