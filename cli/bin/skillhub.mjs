#!/usr/bin/env node
// The `skillhub` bin. Runs the prebuilt bundle (cli/dist/skillhub.mjs, `node cli/build.mjs`) when
// present; in a fresh clone without it, runs the TypeScript sources through tsx.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const bundle = fileURLToPath(new URL("../dist/skillhub.mjs", import.meta.url));
if (existsSync(bundle) && !process.env.SKILLHUB_FROM_SOURCE) {
  await import(pathToFileURL(bundle).href);
} else {
  // The repository is not "type": "module", so tsx loads the .ts sources as CommonJS: register both hooks.
  const tsconfig = fileURLToPath(new URL("../../tsconfig.json", import.meta.url));
  (await import("tsx/cjs/api")).register({ tsconfig });
  (await import("tsx/esm/api")).register({ tsconfig });
  await import("../entry.ts");
}
