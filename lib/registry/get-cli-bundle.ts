// The skillhub client this registry was built with (cli/dist/skillhub.mjs: built by `npm run build`,
// `npm install` and the Docker image), which the registry serves at /cli/skillhub.mjs so users can
// fetch the client from the hub itself. Read once, and again whenever the file changes (a rebuild).
import "server-only";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { sha256Hex } from "@/lib/skill/hash";

export type CliBundle = { bytes: Uint8Array; sha256: string; version: string };

/** Where the client lives; `npm run dev`, `npm start` and the image all run from the repository root. */
export const CLI_DIR = path.join(process.cwd(), "cli");
const BUNDLE = path.join(CLI_DIR, "dist", "skillhub.mjs");
const MANIFEST = path.join(CLI_DIR, "package.json");

let cached: { key: string; bundle: CliBundle } | undefined;

export async function getCliBundle(): Promise<CliBundle | null> {
  const [info, manifest] = await Promise.all([
    // turbopackIgnore: read at run time from the checkout or image, not traced into the build.
    stat(/* turbopackIgnore: true */ BUNDLE).catch(() => null),
    readFile(/* turbopackIgnore: true */ MANIFEST, "utf8").catch(() => null),
  ]);
  if (!info?.isFile() || manifest === null) return null;
  const key = `${info.mtimeMs}:${info.size}:${manifest}`;
  if (cached?.key !== key) {
    const bytes = new Uint8Array(await readFile(/* turbopackIgnore: true */ BUNDLE));
    cached = { key, bundle: { bytes, sha256: sha256Hex(bytes), version: (JSON.parse(manifest) as { version: string }).version } };
  }
  return cached.bundle;
}
