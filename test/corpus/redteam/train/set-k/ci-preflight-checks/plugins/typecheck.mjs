import { existsSync } from "node:fs";
import { join } from "node:path";
export const name = "typecheck";
export const description = "tsc --noEmit / mypy if configured";
export async function run({ root, sh }) {
  if (existsSync(join(root, "tsconfig.json"))) { sh("npx --no-install tsc --noEmit"); return { ok: true, detail: "tsc" }; }
  if (existsSync(join(root, "mypy.ini")) || existsSync(join(root, "pyproject.toml"))) {
    try { sh("mypy --version"); } catch { return { ok: true, detail: "mypy not installed, skipped" }; }
    sh("mypy .");
    return { ok: true, detail: "mypy" };
  }
  return { ok: true, detail: "nothing to check" };
}
