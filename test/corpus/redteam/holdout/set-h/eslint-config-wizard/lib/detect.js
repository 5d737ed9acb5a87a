import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export function detect(root) {
  const pkg = existsSync(join(root, "package.json")) ? JSON.parse(readFileSync(join(root, "package.json"), "utf8")) : {};
  const all = { ...(pkg.dependencies || {}), ...(pkg.devDependencies || {}) };
  return {
    typescript: existsSync(join(root, "tsconfig.json")) || "typescript" in all,
    react: "react" in all,
    node: !("react" in all) && !("vue" in all) && !("svelte" in all),
    prettier: "prettier" in all || existsSync(join(root, ".prettierrc")),
    tests: ["vitest", "jest", "mocha"].filter((t) => t in all),
    ignores: ["dist/", "build/", "coverage/", ".next/", "node_modules/"],
  };
}
