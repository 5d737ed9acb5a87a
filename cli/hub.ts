// The Hermes hub state under $HERMES_HOME/skills/.hub, in the formats stock Hermes reads and writes
// (tools/skills_hub.py): lock.json (indent 2, trailing newline, unknown entries and keys kept) and
// audit.log (one space-separated line per event). Plus our own process lock.

import { appendFile, mkdir, open, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { AgentScope } from "./agents";
import { CliError } from "./errors";

export type HubPaths = {
  skillsDir: string;
  hubDir: string;
  lockFile: string;
  auditLog: string;
  quarantineDir: string;
  journalDir: string;
  backupDir: string;
  processLock: string;
};

export function hubPaths(skillsDir: string): HubPaths {
  const hubDir = path.join(skillsDir, ".hub");
  return {
    skillsDir,
    hubDir,
    lockFile: path.join(hubDir, "lock.json"),
    auditLog: path.join(hubDir, "audit.log"),
    quarantineDir: path.join(hubDir, "quarantine"),
    journalDir: path.join(hubDir, "skillhub-journal"),
    backupDir: path.join(hubDir, "skillhub-backup"),
    processLock: path.join(hubDir, "skillhub.pid"),
  };
}

/** What Skillhub adds to a lock entry, under a key stock Hermes ignores. */
export type SkillhubLockInfo = {
  registry: string;
  version: string;
  range: string;
  sha256: string;
  integrity: string;
  size: number;
  rulesetVersion: string;
  /** Per-file sha256, for `skillhub verify`. */
  files: { path: string; size: number; sha256: string; mode: number }[];
  /** The install transaction that wrote this entry (crash recovery matches on it). */
  txn: string;
  /** The agent (cli/agents.ts) and scope whose folder this is; absent when --skills-dir chose it. */
  agent?: string;
  scope?: AgentScope;
};

export type LockEntry = {
  source: string;
  identifier: string;
  trust_level: string;
  scan_verdict: string;
  content_hash: string;
  install_path: string;
  files: string[];
  metadata: Record<string, unknown>;
  installed_at: string;
  updated_at: string;
  skillhub?: SkillhubLockInfo;
  [key: string]: unknown;
};

export type LockFile = { version: number; installed: Record<string, LockEntry> } & Record<string, unknown>;

export async function readLock(paths: HubPaths): Promise<LockFile> {
  let text: string;
  try {
    text = await readFile(paths.lockFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { version: 1, installed: {} };
    throw error;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.trim() === "") return { version: 1, installed: {} };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // Hermes would silently start over; we refuse rather than drop someone's records.
    throw new CliError("LOCK_CORRUPT", `${paths.lockFile} is not valid JSON; fix or remove it`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new CliError("LOCK_CORRUPT", `${paths.lockFile} is not a JSON object`);
  const lock = data as LockFile;
  if (lock.installed === undefined) lock.installed = {};
  if (typeof lock.installed !== "object" || Array.isArray(lock.installed)) throw new CliError("LOCK_CORRUPT", `${paths.lockFile}: "installed" is not an object`);
  return lock;
}

/** Temp file + fsync + rename: a reader sees the old lock or the new one, never half of one. */
export async function writeLock(paths: HubPaths, lock: LockFile): Promise<void> {
  await mkdir(paths.hubDir, { recursive: true });
  const temp = `${paths.lockFile}.${process.pid}.tmp`;
  const handle = await open(temp, "w", 0o644);
  try {
    await handle.writeFile(`${JSON.stringify(lock, null, 2)}\n`, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, paths.lockFile);
}

export type AuditAction = "INSTALL" | "UPDATE" | "BLOCKED" | "UNINSTALL";

/** `<UTC %Y-%m-%dT%H:%M:%SZ> <ACTION> <name> <source>:<trust> <verdict> [<extra>]` */
export function auditLine(action: AuditAction, name: string, source: string, trust: string, verdict: string, extra = "", now = new Date()): string {
  const ts = now.toISOString().replace(/\.\d{3}Z$/, "Z");
  return [ts, action, name, `${source}:${trust}`, verdict, ...(extra ? [extra] : [])].join(" ");
}

export async function appendAudit(paths: HubPaths, line: string): Promise<void> {
  await mkdir(paths.hubDir, { recursive: true });
  await appendFile(paths.auditLog, `${line}\n`, "utf8");
}

/** Python's `datetime.now(timezone.utc).isoformat()`, the timestamp form Hermes writes. */
export function pythonUtcIso(now = new Date()): string {
  return now.toISOString().replace(/\.(\d{3})Z$/, ".$1000+00:00");
}

/**
 * `install_path` from a lock entry, checked the way Hermes does before deleting anything: relative,
 * no `..`, no empty segment, last segment = the skill name. Returns the absolute folder.
 */
export function installDir(paths: HubPaths, name: string, installPath: string): string {
  const segments = installPath.split("/");
  const isSafe =
    installPath.length > 0 &&
    !installPath.startsWith("/") &&
    !installPath.includes("\\") &&
    segments.every((s) => s !== "" && s !== "." && s !== "..") &&
    segments[segments.length - 1] === name &&
    !segments.some((s) => s.startsWith(".hub"));
  if (!isSafe) throw new CliError("LOCK_PATH_UNSAFE", `Lock entry for ${name} has an unsafe install_path ${JSON.stringify(installPath)}`);
  return path.join(paths.skillsDir, ...segments);
}

/**
 * One mutating skillhub at a time per skills folder. A lock left by a killed process (its pid is
 * gone) is taken over.
 */
export async function acquireProcessLock(paths: HubPaths): Promise<() => Promise<void>> {
  await mkdir(paths.hubDir, { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(paths.processLock, "wx", 0o644);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        await unlink(paths.processLock).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number((await readFile(paths.processLock, "utf8").catch(() => "")).trim());
      if (pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new CliError("BUSY", `Another skillhub (pid ${pid}) is changing ${paths.skillsDir}; try again when it is done`, { pid });
      }
      await unlink(paths.processLock).catch(() => {});
    }
  }
  throw new CliError("BUSY", `Cannot take ${paths.processLock}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const handle = await open(temp, "w", 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(value, null, 2)}\n`, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

/** The installs a read-only command looks at: the named ones (each must be in the lock), or all of them. */
export function selectInstalled(paths: HubPaths, lock: LockFile, names: string[]) {
  const chosen = names.length ? names : Object.keys(lock.installed).sort();
  return chosen.map((name) => {
    const entry = lock.installed[name];
    if (!entry) throw new CliError("NOT_INSTALLED", `${name} is not installed`);
    return { name, entry, dir: installDir(paths, name, String(entry.install_path ?? name)) };
  });
}
