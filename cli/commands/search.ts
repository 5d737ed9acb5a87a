// skillhub search QUERY
import type { SkillSummary } from "../api";
import type { Context } from "../context";
import { EXIT } from "../errors";
import { table } from "../output";
import { registryClient, requireArgs } from "../session";

export async function run(ctx: Context, args: string[]): Promise<number> {
  requireArgs(args, 1, Infinity, "search QUERY");
  const body = await registryClient(ctx).json<{ items: SkillSummary[]; nextCursor: string | null }>("GET", "/skills", { query: { q: args.join(" "), limit: "20" } });
  if (!body.items.length) ctx.out.info(`No skills match ${JSON.stringify(args.join(" "))}.`);
  else
    ctx.out.result(
      table([
        ["NAME", "VERSION", "TRUST", "VERDICT", "DESCRIPTION"],
        ...body.items.map((s) => [s.name, s.latestVersion ?? "-", s.trustTier, s.verdict ?? "-", (s.description ?? "").replace(/\s+/g, " ").slice(0, 70)]),
      ]),
    );
  ctx.out.json(body);
  return EXIT.ok;
}
