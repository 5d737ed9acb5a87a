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
// drop the staged folder). Between 2 and 3 the skill is briefly absent from its folder.
//
// Signals: from the journal to the cleanup, SIGINT, SIGTERM and SIGHUP do not kill the process. The
// run finishes the commit itself before it stops: a signal before the swap rolls back (the previous
// install is back in its folder), one after it rolls forward; then the command ends with
// INTERRUPTED (exit 128 + the signal's number). Only what cannot be caught (SIGKILL, a power cut)
// leaves a journal for the next run to recover.
//
// SKILLHUB_TEST_PAUSE_AT=<step> makes the process stop after that step (printing
// `skillhub: paused at <step>` on stderr) until a signal arrives, so a test can signal or SIGKILL it there.

import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { CliError } from "./errors";
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

const DEFERRED_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
type DeferredSignal = (typeof DEFERRED_SIGNALS)[number];
const SIGNAL_NUMBERS: Record<DeferredSignal, number> = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** Holds the signals that arrive during a commit until the commit is whole again. */
class SignalGuard {
  signal: DeferredSignal | null = null;
  private wake: () => void = () => {};
  /** Resolves when the first signal arrives (the test pause waits on it). */
  readonly signalled = new Promise<void>((resolve) => (this.wake = resolve));
  private readonly handler = (signal: DeferredSignal) => {
    if (this.signal) return;
    this.signal = signal;
    process.stderr.write(`skillhub: ${signal}: finishing the install in progress before stopping\n`);
    this.wake();
  };

  constructor() {
    for (const signal of DEFERRED_SIGNALS) process.on(signal, this.handler);
  }

  release(): void {
    for (const signal of DEFERRED_SIGNALS) process.off(signal, this.handler);
  }

  error(name: string, outcome: string): CliError {
    const signal = this.signal ?? "SIGTERM";
    return new CliError("INTERRUPTED", `Interrupted by ${signal}: ${name} ${outcome}`, { name, signal }, 128 + SIGNAL_NUMBERS[signal]);
  }
}

async function pauseAt(step: PauseStep, guard?: SignalGuard): Promise<void> {
  if (process.env.SKILLHUB_TEST_PAUSE_AT !== step) return;
  process.stderr.write(`skillhub: paused at ${step}\n`);
  const keepAlive = setInterval(() => {}, 60_000);
  await (guard?.signalled ?? new Promise<never>(() => {}));
  clearInterval(keepAlive);
}

function journalFile(paths: HubPaths, name: string): string {
  return path.join(paths.journalDir, `${name}.json`);
}

export async function commitInstall(paths: HubPaths, journal: Journal): Promise<void> {
  const guard = new SignalGuard();
  try {
    await writeJsonAtomic(journalFile(paths, journal.name), journal);
    await pauseAt("journal", guard);
    try {
      if (guard.signal) throw guard.error(journal.name, "was not installed; nothing changed");
      if (journal.previous && journal.backup && (await exists(journal.previous))) {
        await mkdir(path.dirname(journal.backup), { recursive: true });
        await rename(journal.previous, journal.backup);
      }
      await pauseAt("backup", guard);
      if (guard.signal) throw guard.error(journal.name, "was not installed; the previous install is back in place");
      await mkdir(path.dirname(journal.target), { recursive: true });
      await rename(journal.staged, journal.target);
    } catch (error) {
      // Before the swap nothing new is in place: undo, so the journal never outlives a failure here.
      await rollBack(paths, journal);
      throw error;
    }
    await pauseAt("swap", guard);
    await rollForward(paths, journal, guard);
    if (guard.signal) throw guard.error(journal.name, "was installed before stopping");
  } finally {
    guard.release();
  }
}

async function recordInLock(paths: HubPaths, journal: Journal, guard?: SignalGuard): Promise<void> {
  const lock = await readLock(paths);
  if (lock.installed[journal.name]?.skillhub?.txn !== journal.txn) {
    lock.installed[journal.name] = journal.entry;
    await writeLock(paths, lock);
  }
  await pauseAt("lock", guard);
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

async function rollForward(paths: HubPaths, journal: Journal, guard?: SignalGuard): Promise<void> {
  await recordInLock(paths, journal, guard);
  if (journal.backup) await rm(journal.backup, { recursive: true, force: true });
  await rm(path.dirname(journal.staged), { recursive: true, force: true });
  await pauseAt("cleanup", guard);
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
