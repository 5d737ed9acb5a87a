// Test fixtures built in code: skills, archives, publishers with tokens, and an HTTP helper for the
// running app. Publishers are created through the real verbs against the test database.
import { zipSync } from "fflate";
import { prisma } from "@/lib/db";
import { registerUser } from "@/lib/auth/register-user";
import { createToken } from "@/lib/registry/create-token";
import { getOperatorActor } from "@/lib/registry/get-operator-actor";
import { packSkill, type SkillFile } from "@/lib/skill";
import type { CreateTokenInput } from "@/lib/registry/token-schema";

export const BASE_URL = () => {
  const url = process.env.SKILLHUB_TEST_URL;
  if (!url) throw new Error("SKILLHUB_TEST_URL is not set (the vitest global setup starts the app)");
  return url;
};

let counter = 0;
export function uniqueName(prefix = "t"): string {
  counter += 1;
  return `${prefix}-${process.pid.toString(36)}-${Date.now().toString(36)}-${counter}`;
}

const encoder = new TextEncoder();

export function skillMd(fields: { name: string; version?: string; description?: string; extra?: string }, body = "# Usage\n\nRun it.\n"): string {
  const lines = ["---", `name: ${fields.name}`, `description: ${fields.description ?? "A skill used by the integration tests."}`];
  if (fields.version) lines.push(`version: ${fields.version}`);
  if (fields.extra) lines.push(fields.extra);
  lines.push("---", "", body);
  return lines.join("\n");
}

export function skillFiles(fields: Parameters<typeof skillMd>[0], body?: string, extra: Record<string, string> = {}): SkillFile[] {
  const files: SkillFile[] = [{ path: "SKILL.md", bytes: encoder.encode(skillMd(fields, body)), isExecutable: false }];
  for (const [path, text] of Object.entries(extra)) files.push({ path, bytes: encoder.encode(text), isExecutable: path.endsWith(".sh") });
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}

export function tarball(files: SkillFile[]): Uint8Array {
  return packSkill(files);
}

export function zip(files: SkillFile[], root = "skill"): Uint8Array {
  return zipSync(Object.fromEntries(files.map((f) => [`${root}/${f.path}`, f.bytes])));
}

export type Publisher = { handle: string; userId: string; token: string; tokenId: string };

export async function createPublisher(
  options: { tier?: "community" | "trusted" | "builtin"; role?: "user" | "admin"; token?: Partial<CreateTokenInput> } = {},
): Promise<Publisher> {
  const handle = uniqueName("u").slice(0, 39);
  const user = await registerUser({ handle, password: "integration password" }, { force: true });
  if (options.tier || options.role) {
    await prisma.user.update({ where: { id: user.id }, data: { trustTier: options.tier, role: options.role } });
  }
  const created = await createToken(
    await getOperatorActor(),
    { name: "test", scopes: ["publish", "yank"], ...options.token },
    { forUserId: user.id },
  );
  return { handle, userId: user.id, token: created.token, tokenId: created.id };
}

export async function api(
  path: string,
  options: { method?: string; token?: string; body?: BodyInit | Uint8Array; json?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body as BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${BASE_URL()}${path}`, { method: options.method ?? "GET", headers, body });
  const text = await response.clone().text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (a tarball or a file)
  }
  return { status: response.status, headers: response.headers, json: json as Record<string, any>, response }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export function publish(token: string, bytes: Uint8Array, options: { type?: string; query?: string } = {}) {
  return api(`/api/v1/skills${options.query ? `?${options.query}` : ""}`, {
    method: "POST",
    token,
    body: bytes,
    headers: { "content-type": options.type ?? "application/gzip" },
  });
}

/** Rows a publish may leave behind, for "nothing left behind" assertions. */
export async function footprint(name: string) {
  const skill = await prisma.skill.findUnique({ where: { name }, select: { id: true } });
  const versions = skill ? await prisma.skillVersion.findMany({ where: { skillId: skill.id }, select: { sha256: true, status: true, version: true } }) : [];
  const audits = await prisma.auditEvent.findMany({ where: { skillName: name }, select: { action: true, version: true } });
  return { skill, versions, audits };
}

export async function blobExists(sha256: string): Promise<boolean> {
  return (await prisma.blob.count({ where: { sha256 } })) > 0;
}
