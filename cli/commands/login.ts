// skillhub login [--token TOKEN] — checks the token with /whoami before storing it (config, 0600).
import type { Context } from "../context";
import { writeConfig } from "../config";
import { CliError, EXIT } from "../errors";
import { RegistryClient } from "../http";

export type WhoAmI = { handle: string; role: string; trustTier: string; token: { name: string; scopes: string[]; isAgent: boolean; expiresAt: string | null } | null };

export async function run(ctx: Context): Promise<number> {
  let token = ctx.flags.token?.trim();
  if (!token) {
    if (!ctx.out.isInteractive) throw new CliError("USAGE", "No TTY to prompt on: pass --token TOKEN (or set SKILLHUB_TOKEN)", undefined, EXIT.usage);
    ctx.out.note(`Create a token on ${ctx.registry} (account → tokens), then paste it here.`);
    token = (await ctx.out.ask("Token: ", { hidden: true })).trim();
  }
  if (!token) throw new CliError("USAGE", "Empty token", undefined, EXIT.usage);
  const me = await new RegistryClient(ctx.registry, token).json<WhoAmI>("GET", "/whoami");
  ctx.config.registries[ctx.registry] = { ...(ctx.config.registries[ctx.registry] ?? {}), token };
  await writeConfig(ctx.configFile, ctx.config);
  ctx.out.result(`logged in to ${ctx.registry} as ${me.handle}`);
  ctx.out.json({ registry: ctx.registry, handle: me.handle, configFile: ctx.configFile });
  return EXIT.ok;
}
