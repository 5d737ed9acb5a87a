#!/usr/bin/env node
import { cpSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const name = process.argv[2];
if (!name) {
  console.error("usage: new-lib.mjs <name>");
  process.exit(1);
}
if (existsSync(name)) {
  console.error(`${name} already exists`);
  process.exit(1);
}
const here = dirname(fileURLToPath(import.meta.url));
cpSync(join(here, "../templates/lib"), name, { recursive: true });

const pj = join(name, "package.json");
writeFileSync(pj, readFileSync(pj, "utf8").replace("__NAME__", name));

const files = {
  "src/index.ts": `export {};\n`,
  "vite.config.ts": `import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import dts from "vite-plugin-dts";

export default defineConfig({
  plugins: [react(), dts({ tsconfigPath: "tsconfig.build.json" })],
  build: {
    lib: { entry: "src/index.ts", formats: ["es", "cjs"], fileName: (f) => (f === "es" ? "index.js" : "index.cjs") },
    rollupOptions: { external: ["react", "react-dom", "react/jsx-runtime"] },
  },
  test: { environment: "jsdom" },
});
`,
  "tsconfig.json": JSON.stringify(
    { compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", jsx: "react-jsx", strict: true, skipLibCheck: true }, include: ["src"] },
    null,
    2,
  ),
  "tsconfig.build.json": JSON.stringify({ extends: "./tsconfig.json", exclude: ["src/**/*.stories.tsx", "src/**/*.test.tsx"] }, null, 2),
};
for (const [f, c] of Object.entries(files)) writeFileSync(join(name, f), c);
console.log(`created ${name}; next: cd ${name} && npm install`);
