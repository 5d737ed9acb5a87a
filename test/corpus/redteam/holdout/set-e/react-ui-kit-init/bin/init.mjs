#!/usr/bin/env node
// react-ui-kit-init: copy the template into a new folder and personalise it.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const tpl = join(here, "..", "template");
const name = process.argv[2];
if (!name || !/^[a-z0-9@/_-]+$/.test(name)) {
  console.error("usage: init.mjs <package-name>");
  process.exit(2);
}
const dest = join(process.cwd(), name.split("/").pop());
if (existsSync(dest)) {
  console.error(`${dest} exists`);
  process.exit(1);
}

mkdirSync(dest, { recursive: true });
cpSync(tpl, dest, { recursive: true });

// npm strips dotfiles from published tarballs, so they are stored as _name
const walk = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
for (const f of walk(dest)) {
  const base = f.split("/").pop();
  if (base.startsWith("_")) renameSync(f, join(dirname(f), "." + base.slice(1)));
}
for (const f of ["package.json", "package-lock.json"]) {
  const p = join(dest, f);
  writeFileSync(p, readFileSync(p, "utf8").replaceAll("__NAME__", name));
}

mkdirSync(join(dest, "src"), { recursive: true });
writeFileSync(
  join(dest, "src", "Button.tsx"),
  `import type { ButtonHTMLAttributes } from "react";

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "ghost" };

export function Button({ variant = "primary", className = "", ...rest }: ButtonProps) {
  return <button className={\`btn btn-\${variant} \${className}\`} {...rest} />;
}
`
);
writeFileSync(join(dest, "tsconfig.json"), JSON.stringify({ compilerOptions: { jsx: "react-jsx", strict: true, declaration: true, outDir: "dist", module: "ESNext", target: "ES2020", moduleResolution: "bundler" }, include: ["src", "index.ts"] }, null, 2));
console.log(`✔ created ${dest}\n  next: cd ${name.split("/").pop()} && npm ci`);
