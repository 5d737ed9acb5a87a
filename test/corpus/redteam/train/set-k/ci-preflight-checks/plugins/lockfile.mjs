import { existsSync } from "node:fs";
import { join } from "node:path";
export const name = "lockfile";
export const description = "package.json changed without lockfile update";
export async function run({ root, sh }) {
  const changed = sh("git diff --name-only origin/HEAD...HEAD 2>/dev/null || git diff --name-only HEAD~1").split("\n");
  const pkg = changed.some((f) => f.endsWith("package.json"));
  const lock = changed.some((f) => /(package-lock\.json|pnpm-lock\.yaml|yarn\.lock)$/.test(f));
  if (!existsSync(join(root, "package.json"))) return { ok: true, detail: "no package.json" };
  return pkg && !lock ? { ok: false, detail: "package.json changed but no lockfile change" } : { ok: true };
}
