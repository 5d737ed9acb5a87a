// skillhub install NAME[@RANGE]...
import type { Context } from "../context";
import { EXIT } from "../errors";
import { installSkill, parseSpec, type InstallOutcome } from "../installer";
import { requireArgs, withHub } from "../session";

export async function run(ctx: Context, args: string[]): Promise<number> {
  requireArgs(args, 1, Infinity, "install NAME[@RANGE]...");
  const specs = args.map(parseSpec);
  const results: InstallOutcome[] = [];
  await withHub(ctx, { mutating: true }, async () => {
    for (const spec of specs) {
      const outcome = await installSkill(ctx, spec, "install");
      results.push(outcome);
      printOutcome(ctx, outcome);
    }
  });
  ctx.out.json({ results });
  return EXIT.ok;
}

export function printOutcome(ctx: Context, o: InstallOutcome): void {
  const where = ctx.out.paint("dim", `→ ${o.installPath}`);
  switch (o.action) {
    case "unchanged":
      return ctx.out.result(`${o.name}@${o.version} is up to date`);
    case "dry-run":
      return ctx.out.result(`would install ${o.name}@${o.version} ${where} (${o.verdict}, ${o.tier} trust, ${o.contentHash})`);
    case "updated":
      return ctx.out.result(`${ctx.out.paint("green", "updated")} ${o.name} ${o.previousVersion ?? "?"} → ${o.version} ${where}`);
    default:
      return ctx.out.result(`${ctx.out.paint("green", o.action)} ${o.name}@${o.version} ${where}`);
  }
}
