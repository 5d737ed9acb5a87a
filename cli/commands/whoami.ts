// skillhub whoami
import type { Context } from "../context";
import { CliError, EXIT } from "../errors";
import { registryClient } from "../session";
import type { WhoAmI } from "./login";

export async function run(ctx: Context): Promise<number> {
  if (!ctx.token) throw new CliError("UNAUTHENTICATED", `Not logged in to ${ctx.registry}`);
  const me = await registryClient(ctx).json<WhoAmI>("GET", "/whoami");
  ctx.out.result(`${me.handle} (${me.role}, ${me.trustTier}) on ${ctx.registry}${me.token ? ` via token ${me.token.name} [${me.token.scopes.join(", ")}]` : ""}`);
  ctx.out.json({ registry: ctx.registry, ...me });
  return EXIT.ok;
}
