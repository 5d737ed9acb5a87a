// skillhub update [NAME...] — every skill this registry installed, or the named ones. A skill whose
// new version is blocked keeps its current install; the others still update.
import type { Context } from "../context";
import { CliError, EXIT, toCliError } from "../errors";
import { readLock } from "../hub";
import { installSkill, parseSpec, type InstallOutcome } from "../installer";
import { withHub } from "../session";
import { printOutcome } from "./install";

type Result = InstallOutcome | { action: "failed"; name: string; error: { code: string; message: string } };

export async function run(ctx: Context, args: string[]): Promise<number> {
  const results: Result[] = [];
  let exitCode: number = EXIT.ok;
  await withHub(ctx, { mutating: true }, async ({ paths }) => {
    const lock = await readLock(paths);
    const names = args.length
      ? args.map((a) => parseSpec(a).name)
      : Object.keys(lock.installed).filter((n) => lock.installed[n].skillhub?.registry === ctx.registry);
    if (!names.length) ctx.out.info(`No skills from ${ctx.registry} are installed.`);
    for (const name of names) {
      const entry = lock.installed[name];
      if (!entry) throw new CliError("NOT_INSTALLED", `${name} is not installed`);
      if (entry.skillhub?.registry !== ctx.registry) {
        const e = new CliError("NOT_MANAGED", `${name} was installed from ${entry.skillhub?.registry ?? entry.identifier}, not ${ctx.registry}; update it there`);
        results.push({ action: "failed", name, error: { code: e.code, message: e.message } });
        if (!ctx.json) ctx.out.error(e);
        exitCode = Math.max(exitCode, e.exitCode);
        continue;
      }
      const explicit = args.find((a) => parseSpec(a).name === name && a.includes("@"));
      const range = explicit ? parseSpec(explicit).range : (entry.skillhub?.range ?? "latest");
      try {
        const outcome = await installSkill(ctx, { name, range }, "update");
        results.push(outcome);
        printOutcome(ctx, outcome);
      } catch (error) {
        const e = toCliError(error);
        // A signal stops the whole run (the interrupted skill's commit is already whole again).
        if (e.code === "INTERRUPTED") throw e;
        results.push({ action: "failed", name, error: { code: e.code, message: e.message } });
        if (!ctx.json) ctx.out.error(e);
        exitCode = Math.max(exitCode, e.exitCode);
      }
    }
  });
  ctx.out.json({ results });
  return exitCode;
}
