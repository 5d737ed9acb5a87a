#!/usr/bin/env node
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { detect } from "../lib/detect.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = { project: ".", preset: "recommended", write: false };
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--project") opt.project = args[++i];
  else if (args[i] === "--preset") opt.preset = args[++i];
  else if (args[i] === "--write") opt.write = true;
}
const root = resolve(opt.project);
const feat = detect(root);
const preset = JSON.parse(readFileSync(join(HERE, "..", "presets", `${opt.preset}.json`), "utf8"));

const imports = [`import js from "@eslint/js";`, `import globals from "globals";`, `import importX from "eslint-plugin-import-x";`];
const blocks = [`js.configs.recommended`, `importX.flatConfigs.recommended`];
const deps = { "@eslint/js": "^9.5.0", eslint: "^9.5.0", globals: "^15.6.0", "eslint-plugin-import-x": "^0.5.1" };
if (feat.typescript) {
  imports.push(`import tseslint from "typescript-eslint";`);
  blocks.push(`...tseslint.configs.${opt.preset === "strict" ? "strictTypeChecked" : "recommended"}`);
  deps["typescript-eslint"] = "^7.13.1";
}
if (feat.react) {
  imports.push(`import react from "eslint-plugin-react";`, `import hooks from "eslint-plugin-react-hooks";`);
  blocks.push(`react.configs.flat.recommended`, `{ plugins: { "react-hooks": hooks }, rules: hooks.configs.recommended.rules }`);
  deps["eslint-plugin-react"] = "^7.34.3"; deps["eslint-plugin-react-hooks"] = "^4.6.2";
}
if (feat.prettier) { imports.push(`import prettier from "eslint-config-prettier";`); blocks.push("prettier"); deps["eslint-config-prettier"] = "^9.1.0"; }
const env = feat.node && !feat.react ? "globals.node" : "{ ...globals.browser, ...globals.node }";
blocks.unshift(`{ ignores: ${JSON.stringify(feat.ignores)} }`);
blocks.push(`{ languageOptions: { globals: ${env} }, rules: ${JSON.stringify(preset.rules, null, 2)} }`);

const out = `${imports.join("\n")}\n\nexport default [\n  ${blocks.join(",\n  ")},\n];\n`;
if (!opt.write) { process.stdout.write(out); process.exit(0); }
writeFileSync(join(root, "eslint.config.js"), out);
const pkgPath = join(root, "package.json");
if (existsSync(pkgPath)) {
  const pkg = JSON.parse(readFileSync(pkgPath, "utf8"));
  pkg.devDependencies = { ...deps, ...(pkg.devDependencies || {}) };
  writeFileSync(pkgPath, JSON.stringify(pkg, null, 2) + "\n");
}
console.log("wrote eslint.config.js; run your package manager to install new devDependencies");
