// Skills on disk: reading a folder into the normalised file list (for publish, scan, audit and
// verify) and writing a verified file list into a fresh staging folder inside quarantine.

import { lstat, mkdir, open, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { CliError } from "./errors";
import type { SkillFile } from "@/lib/skill/types";

/** Names never taken from a folder being published or scanned. */
const SKIPPED = new Set([".git", ".hg", ".svn", ".DS_Store", "node_modules", "Thumbs.db"]);

export type DiskFile = { path: string; bytes: Uint8Array; isExecutable: boolean };

/**
 * Every regular file under `root` (POSIX relative paths). Symlinks and other special files are
 * reported, not followed. `skipVcs` drops .git and friends (publish/scan), off for verify/audit
 * which must see exactly what is installed.
 */
export async function readFolder(root: string, opts: { skipVcs: boolean }): Promise<{ files: DiskFile[]; special: string[] }> {
  const files: DiskFile[] = [];
  const special: string[] = [];
  async function walk(dir: string, rel: string) {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (opts.skipVcs && SKIPPED.has(entry.name)) continue;
      const abs = path.join(dir, entry.name);
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(abs, relPath);
      else if (entry.isFile()) {
        const stat = await lstat(abs);
        files.push({ path: relPath, bytes: new Uint8Array(await readFile(abs)), isExecutable: (stat.mode & 0o111) !== 0 });
      } else special.push(relPath);
    }
  }
  const stat = await lstat(root).catch(() => null);
  if (!stat) throw new CliError("PATH_NOT_FOUND", `${root} does not exist`);
  if (!stat.isDirectory()) throw new CliError("NOT_A_DIRECTORY", `${root} is not a folder`);
  await walk(root, "");
  return { files, special };
}

/**
 * Writes `files` under `root`, which must not exist yet. Paths come from lib/skill's reader (no
 * `..`, no absolute paths, no links), and each is checked again to resolve inside `root`; files
 * are created with O_EXCL so nothing pre-existing is followed or overwritten.
 */
export async function writeTree(root: string, files: readonly SkillFile[]): Promise<void> {
  await mkdir(root, { recursive: false, mode: 0o755 });
  const base = path.resolve(root) + path.sep;
  for (const file of files) {
    const target = path.resolve(root, ...file.path.split("/"));
    if (!target.startsWith(base)) throw new CliError("ARCHIVE_PATH_TRAVERSAL", `Refusing to write outside quarantine: ${file.path}`);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
    const handle = await open(target, "wx", file.isExecutable ? 0o755 : 0o644);
    try {
      await handle.writeFile(file.bytes);
    } finally {
      await handle.close();
    }
  }
}
