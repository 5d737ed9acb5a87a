#!/usr/bin/env node
// Initialise a pnpm + turbo TypeScript monorepo in the current directory (never overwrites).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const T = join(dirname(fileURLToPath(import.meta.url)), "..", "templates");
const cwd = process.cwd();
const json = (o) => JSON.stringify(o, null, 2) + "\n";
const tpl = (name) => readFileSync(join(T, name), "utf8");

function put(rel, content) {
  const p = join(cwd, rel);
  if (existsSync(p)) return console.log(`skip   ${rel} (exists)`);
  mkdirSync(dirname(p), { recursive: true });
  writeFileSync(p, content);
  console.log(`create ${rel}`);
}

for (const f of [".npmrc", "pnpm-workspace.yaml", "turbo.json", "package.json"]) put(f, tpl(f));

put("packages/tsconfig/package.json", json({ name: "@repo/tsconfig", private: true, version: "0.0.0", files: ["*.json"] }));
put("packages/tsconfig/base.json", tpl("tsconfig.base.json"));
put("packages/tsconfig/node.json", json({ extends: "./base.json", compilerOptions: { lib: ["ES2022"], types: ["node"] } }));
put(
  "packages/tsconfig/react.json",
  json({ extends: "./base.json", compilerOptions: { jsx: "react-jsx", lib: ["ES2022", "DOM", "DOM.Iterable"], module: "ESNext", moduleResolution: "Bundler" } }),
);

put("packages/eslint-config/package.json", json({ name: "@repo/eslint-config", private: true, version: "0.0.0", main: "index.js" }));
put(
  "packages/eslint-config/index.js",
  `module.exports = {\n  extends: ["eslint:recommended"],\n  parserOptions: { ecmaVersion: "latest", sourceType: "module" },\n  ignorePatterns: ["dist", "node_modules"],\n};\n`,
);

put("tsconfig.json", json({ files: [], references: [] }));
put(".changeset/config.json", json({ changelog: "@changesets/cli/changelog", commit: false, access: "restricted", baseBranch: "main", updateInternalDependencies: "patch" }));
put(".gitignore", "node_modules\ndist\n.turbo\ncoverage\n.env*\n!.env.example\n");
put(".prettierrc", json({ printWidth: 100, singleQuote: false, trailingComma: "all" }));
mkdirSync(join(cwd, "apps"), { recursive: true });

console.log("\nnext: pnpm install && pnpm turbo build");
