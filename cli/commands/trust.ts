// skillhub trust [TIER] — the most this registry's claims are believed: an install applies
// min(registry's claim for the publisher, this). Default community.
import type { Context } from "../context";
import { DEFAULT_TRUST, writeConfig } from "../config";
import { EXIT, usageError } from "../errors";
import { requireArgs } from "../session";
import { TRUST_TIERS, type TrustTier } from "@/lib/guard/policy";

export async function run(ctx: Context, args: string[]): Promise<number> {
  requireArgs(args, 0, 1, "trust [TIER]");
  if (args.length) {
    const tier = args[0] as TrustTier;
    if (!TRUST_TIERS.includes(tier)) throw usageError(`TIER must be one of ${TRUST_TIERS.join(", ")}`);
    ctx.config.registries[ctx.registry] = { ...(ctx.config.registries[ctx.registry] ?? {}), trust: tier };
    await writeConfig(ctx.configFile, ctx.config);
  }
  const trust = ctx.config.registries[ctx.registry]?.trust ?? DEFAULT_TRUST;
  ctx.out.result(`${ctx.registry}: ${trust}`);
  ctx.out.json({ registry: ctx.registry, trust });
  return EXIT.ok;
}
