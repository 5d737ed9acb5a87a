// skillhub uninstall NAME — works for any lock entry, including ones stock Hermes wrote.
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Context } from "../context";
import { CliError, EXIT } from "../errors";
import { appendAudit, auditLine, installDir, readLock, writeLock } from "../hub";
import { parseSpec } from "../installer";
import { requireArgs, withHub } from "../session";
import { newTxnId } from "../transaction";

export async function run(ctx: Context, args: string[]): Promise<number> {
  requireArgs(args, 1, 1, "uninstall NAME");
  const { name } = parseSpec(args[0]);
  let removedPath = "";
  await withHub(ctx, { mutating: true }, async ({ paths }) => {
    const lock = await readLock(paths);
    const entry = lock.installed[name];
    if (!entry) throw new CliError("NOT_INSTALLED", `${name} is not installed (no entry in ${paths.lockFile})`);
    const dir = installDir(paths, name, String(entry.install_path ?? name));
    removedPath = entry.install_path;
    if (ctx.dryRun) return;
    if (ctx.out.isInteractive && !ctx.yes && !(await ctx.out.confirm(`Remove ${name} (${dir})?`))) {
      throw new CliError("DECLINED", "Not removed", undefined, EXIT.refused);
    }
    // Out of the skills folder first (one rename), then the lock, then the bytes.
    const parked = path.join(paths.backupDir, `${name}-uninstall-${newTxnId()}`);
    const isPresent = await stat(dir).then(() => true, () => false);
    if (isPresent) {
      await mkdir(paths.backupDir, { recursive: true });
      await rename(dir, parked);
    }
    delete lock.installed[name];
    await writeLock(paths, lock);
    await appendAudit(paths, auditLine("UNINSTALL", name, String(entry.source ?? "unknown"), String(entry.trust_level ?? "unknown"), "n/a", "user_request"));
    if (isPresent) await rm(parked, { recursive: true, force: true });
  });
  ctx.out.result(ctx.dryRun ? `would remove ${name} (${removedPath})` : `removed ${name} (${removedPath})`);
  ctx.out.json({ name, installPath: removedPath, removed: !ctx.dryRun });
  return EXIT.ok;
}
