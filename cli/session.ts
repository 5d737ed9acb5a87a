// What the commands that touch installs share: the process lock plus crash recovery on entry,
// and the registry client.

import type { Context } from "./context";
import { CliError } from "./errors";
import { acquireProcessLock, hubPaths, type HubPaths } from "./hub";
import { RegistryClient } from "./http";
import { recoverPending } from "./transaction";

export type HubSession = { paths: HubPaths; release: () => Promise<void> };

/**
 * Takes the per-folder process lock and finishes or undoes what a killed run left behind. A
 * read-only command that finds another skillhub at work reads without recovering instead of failing.
 */
export async function openHub(ctx: Context, opts: { mutating: boolean }): Promise<HubSession> {
  const paths = hubPaths(ctx.skillsDir);
  let release: () => Promise<void>;
  try {
    release = await acquireProcessLock(paths);
  } catch (error) {
    if (!opts.mutating && error instanceof CliError && error.code === "BUSY") return { paths, release: async () => {} };
    throw error;
  }
  try {
    for (const r of await recoverPending(paths)) {
      ctx.out.note(`recovered an interrupted install of ${r.name}: ${r.outcome === "rolled-forward" ? "completed it" : "restored the previous state"}`);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return { paths, release };
}

export async function withHub<T>(ctx: Context, opts: { mutating: boolean }, fn: (session: HubSession) => Promise<T>): Promise<T> {
  const session = await openHub(ctx, opts);
  try {
    return await fn(session);
  } finally {
    await session.release();
  }
}

export function registryClient(ctx: Context): RegistryClient {
  return new RegistryClient(ctx.registry, ctx.token, {
    onRetry: ({ delayMs, reason }) => ctx.out.note(`${reason}; retrying in ${(delayMs / 1000).toFixed(1)} s`),
  });
}

export function requireArgs(args: string[], min: number, max: number, usage: string): void {
  if (args.length < min || args.length > max) throw new CliError("USAGE", `Usage: skillhub ${usage}`, undefined, 2);
}
