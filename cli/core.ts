// Runs one command: builds the context, loads the command module, turns any failure into an
// error message (or --json error document) and an exit code.

import "./guard-runtime";
import { createContext, type Context, type Flags } from "./context";
import { toCliError } from "./errors";
import type { Streams } from "./output";

export type CommandModule = { run: (ctx: Context, args: string[]) => Promise<number> };

const COMMAND_MODULES: Record<string, () => Promise<CommandModule>> = {
  install: () => import("./commands/install"),
  update: () => import("./commands/update"),
  check: () => import("./commands/check"),
  uninstall: () => import("./commands/uninstall"),
  list: () => import("./commands/list"),
  search: () => import("./commands/search"),
  info: () => import("./commands/info"),
  scan: () => import("./commands/scan"),
  audit: () => import("./commands/audit"),
  verify: () => import("./commands/verify"),
  publish: () => import("./commands/publish"),
  login: () => import("./commands/login"),
  logout: () => import("./commands/logout"),
  whoami: () => import("./commands/whoami"),
  trust: () => import("./commands/trust"),
};

export async function runCommand(command: string, flags: Flags, args: string[], env: NodeJS.ProcessEnv, streams: Streams): Promise<number> {
  let ctx: Context | null = null;
  try {
    ctx = await createContext(flags, env, streams);
    const mod = await COMMAND_MODULES[command]();
    return await mod.run(ctx, args);
  } catch (error) {
    const cliError = toCliError(error);
    if (ctx) ctx.out.error(cliError);
    else if (flags.json) streams.stdout.write(`${JSON.stringify({ error: { code: cliError.code, message: cliError.message } }, null, 2)}\n`);
    else streams.stderr.write(`error: ${cliError.message} [${cliError.code}]\n`);
    if (cliError.code === "INTERNAL" && env.SKILLHUB_DEBUG) streams.stderr.write(`${(error as Error).stack}\n`);
    return cliError.exitCode;
  }
}
