// Moving a verified skill into place so that a failure or a kill at any instant leaves either the
// old install or the new one, and a lock.json that describes it.
//
// Sequence (each step is one atomic rename or an atomic file replace):
//   1. journal   .hub/skillhub-journal/<name>.json records the plan (paths, the new lock entry)
//   2. backup    the old folder is renamed to .hub/skillhub-backup/<name>-<txn>
//   3. swap      the staged folder (in quarantine) is renamed to the install path
//   4. lock      lock.json is replaced (temp + rename) with the new entry; then audit.log is appended
//   5. cleanup   the backup is removed, then the journal
// Recovery (start of every command that reads or changes installs): for each journal, if the staged
// folder is gone and the install path exists the swap happened, so roll forward (write the lock
// entry and audit line if not yet there, drop the backup); otherwise roll back (put the backup back,
// drop the staged folder). Between 2 and 3 the skill is briefly absent from its folder; a kill in
// that window leaves the old skill in the backup, restored by the next skillhub run.
//
// SKILLHUB_TEST_PAUSE_AT=<step> makes the process stop after that step (printing
// `skillhub: paused at <step>` on stderr) so a test can SIGKILL it there.

import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { appendAudit, readLock, writeJsonAtomic, writeLock, type AuditAction, type HubPaths, type LockEntry } from "./hub";

export const PAUSE_STEPS = ["journal", "backup", "swap", "lock", "cleanup"] as const;
export type PauseStep = (typeof PAUSE_STEPS)[number];

export type Journal = {
  schema: "skillhub.journal/v1";
  txn: string;
  name: string;
  /** Absolute paths. `staged` is `<quarantine>/<name>/tree`; its parent is removed when done. */
  staged: string;
  target: string;
  /** The folder being replaced (null for a fresh install) and where it is parked meanwhile. */
  previous: string | null;
  backup: string | null;
  entry: LockEntry;
  audit: { action: AuditAction; line: string };
};

export function newTxnId(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

async function pauseAt(step: PauseStep): Promise<void> {
  if (process.env.SKILLHUB_TEST_PAUSE_AT !== step) return;
  process.stderr.write(`skillhub: paused at ${step}\n`);
  await new Promise<never>(() => setInterval(() => {}, 60_000));
}

function journalFile(paths: HubPaths, name: string): string {
  return path.join(paths.journalDir, `${name}.json`);
}

export async function commitInstall(paths: HubPaths, journal: Journal): Promise<void> {
  await writeJsonAtomic(journalFile(paths, journal.name), journal);
  await pauseAt("journal");
  try {
    if (journal.previous && journal.backup && (await exists(journal.previous))) {
      await mkdir(path.dirname(journal.backup), { recursive: true });
      await rename(journal.previous, journal.backup);
    }
    await pauseAt("backup");
    await mkdir(path.dirname(journal.target), { recursive: true });
    await rename(journal.staged, journal.target);
  } catch (error) {
    // Before the swap nothing new is in place: undo, so the journal never outlives a failure here.
    await rollBack(paths, journal);
    throw error;
  }
  await pauseAt("swap");
  await rollForward(paths, journal);
}

async function recordInLock(paths: HubPaths, journal: Journal): Promise<void> {
  const lock = await readLock(paths);
  if (lock.installed[journal.name]?.skillhub?.txn !== journal.txn) {
    lock.installed[journal.name] = journal.entry;
    await writeLock(paths, lock);
  }
  await pauseAt("lock");
  // The line (timestamp included) is fixed in the journal, so a recovery can tell whether it is there.
  if (!(await auditTail(paths)).includes(`${journal.audit.line}\n`)) await appendAudit(paths, journal.audit.line);
}

async function auditTail(paths: HubPaths): Promise<string> {
  const handle = await open(paths.auditLog, "r").catch(() => null);
  if (!handle) return "";
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 256 * 1024);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString("utf8");
  } finally {
    await handle.close();
  }
}

async function rollForward(paths: HubPaths, journal: Journal): Promise<void> {
  await recordInLock(paths, journal);
  if (journal.backup) await rm(journal.backup, { recursive: true, force: true });
  await rm(path.dirname(journal.staged), { recursive: true, force: true });
  await pauseAt("cleanup");
  await unlink(journalFile(paths, journal.name)).catch(() => {});
}

async function rollBack(paths: HubPaths, journal: Journal): Promise<void> {
  if (journal.previous && journal.backup && (await exists(journal.backup)) && !(await exists(journal.previous))) {
    await mkdir(path.dirname(journal.previous), { recursive: true });
    await rename(journal.backup, journal.previous);
  }
  await rm(path.dirname(journal.staged), { recursive: true, force: true });
  await unlink(journalFile(paths, journal.name)).catch(() => {});
}

export type Recovery = { name: string; outcome: "rolled-forward" | "rolled-back" };

/** Finishes or undoes every install a previous run left half-done. */
export async function recoverPending(paths: HubPaths): Promise<Recovery[]> {
  let names: string[];
  try {
    names = (await readdir(paths.journalDir)).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  const done: Recovery[] = [];
  for (const file of names) {
    let journal: Journal;
    try {
      journal = JSON.parse(await readFile(path.join(paths.journalDir, file), "utf8")) as Journal;
    } catch {
      // A journal is written by temp + rename, so an unreadable one is not ours to act on.
      continue;
    }
    if (journal.schema !== "skillhub.journal/v1") continue;
    const swapped = !(await exists(journal.staged)) && (await exists(journal.target));
    if (swapped) {
      await rollForward(paths, journal);
      done.push({ name: journal.name, outcome: "rolled-forward" });
    } else {
      await rollBack(paths, journal);
      done.push({ name: journal.name, outcome: "rolled-back" });
    }
  }
  return done;
}
