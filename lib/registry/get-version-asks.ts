// What one version asks for (environment variables, tools, commands, platforms, network hosts).
import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { getVersionDetailOrThrow } from "@/lib/registry/get-version-detail-or-throw";
import { readVersionFiles } from "@/lib/registry/get-version-file";
import { describeAsks } from "@/lib/registry/skill-asks";

export async function getVersionAsks(actor: Actor, name: string, version: string) {
  const { version: v } = await getVersionDetailOrThrow(actor, name, version);
  return describeAsks(v.frontmatter as Record<string, unknown>, await readVersionFiles(v.sha256));
}
