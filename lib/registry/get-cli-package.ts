// The skillhub-cli npm package, built from the bundle this registry serves (get-cli-bundle.ts) and
// cli/package.json, README.md, LICENSE and the bundle's third-party notices, so that
// `npm install -g <registry>/cli/skillhub-cli.tgz` works on a machine with only Node. Deterministic
// (lib/skill's packer): the same bundle always gives the same tarball and sha256.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { packSkill, type SkillFile } from "@/lib/skill";
import { sha256Hex } from "@/lib/skill/hash";
import { CLI_DIR, getCliBundle } from "@/lib/registry/get-cli-bundle";

export type CliPackage = { bytes: Uint8Array; sha256: string; version: string; filename: string };

/** Files of the package besides the bundle, as `npm pack` in cli/ would include them. */
const PACKAGE_FILES = [
  { from: path.join(CLI_DIR, "package.json"), to: "package/package.json" },
  { from: path.join(CLI_DIR, "README.md"), to: "package/README.md" },
  { from: path.join(CLI_DIR, "LICENSE"), to: "package/LICENSE" },
  { from: path.join(CLI_DIR, "dist", "THIRD-PARTY-NOTICES.md"), to: "package/dist/THIRD-PARTY-NOTICES.md" },
];

let cached: { key: string; pkg: CliPackage } | undefined;

export async function getCliPackage(): Promise<CliPackage | null> {
  const bundle = await getCliBundle();
  if (!bundle) return null;
  if (cached?.key !== `${bundle.sha256}:${bundle.version}`) {
    const files: SkillFile[] = [{ path: "package/dist/skillhub.mjs", bytes: bundle.bytes, isExecutable: true }];
    for (const { from, to } of PACKAGE_FILES) {
      const bytes = await readFile(/* turbopackIgnore: true */ from).catch(() => null);
      if (!bytes) return null;
      files.push({ path: to, bytes: new Uint8Array(bytes), isExecutable: false });
    }
    const bytes = packSkill(files);
    cached = { key: `${bundle.sha256}:${bundle.version}`, pkg: { bytes, sha256: sha256Hex(bytes), version: bundle.version, filename: `skillhub-cli-${bundle.version}.tgz` } };
  }
  return cached.pkg;
}
