// skillhub logout — forgets the stored token of this registry (the token itself stays valid).
import type { Context } from "../context";
import { writeConfig } from "../config";
import { EXIT } from "../errors";

export async function run(ctx: Context): Promise<number> {
  const entry = ctx.config.registries[ctx.registry];
  const hadToken = Boolean(entry?.token);
  if (entry?.token) {
    delete entry.token;
    await writeConfig(ctx.configFile, ctx.config);
  }
  ctx.out.result(hadToken ? `logged out of ${ctx.registry} (revoke the token on the registry to disable it)` : `no token stored for ${ctx.registry}`);
  ctx.out.json({ registry: ctx.registry, removed: hadToken });
  return EXIT.ok;
}
