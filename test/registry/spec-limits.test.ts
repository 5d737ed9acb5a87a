// Every agentskills.io limit (lib/skill/spec.ts) at the limit and just past it, over real HTTP:
// the limit publishes, one past it is a 400 with the limit's stable code, and leaves no skill, no
// version, no audit event and no blob behind.
import { describe, expect, it } from "vitest";
import { sha256Hex } from "@/lib/skill/hash";
import { SPEC_COMPATIBILITY_MAX_LENGTH, SPEC_DESCRIPTION_MAX_LENGTH, SPEC_NAME_MAX_LENGTH, type SkillFile } from "@/lib/skill";
import { blobExists, createPublisher, footprint, publish, skillFiles, tarball, uniqueName, zip } from "@/test/support/fixtures";

type Case = {
  label: string;
  /** The frontmatter's name (a fresh one per case) and the lines after it. */
  name?: (fresh: string) => string;
  description?: string;
  extra?: string;
  /** Sent as a zip whose one top folder has this name (the folder rule). */
  folder?: (name: string) => string;
};

const padName = (fresh: string, length: number) => `${fresh}-${"x".repeat(length - fresh.length - 1)}`;

const atLimit: Case[] = [
  { label: `a name of ${SPEC_NAME_MAX_LENGTH} characters`, name: (f) => padName(f, SPEC_NAME_MAX_LENGTH) },
  { label: `a description of ${SPEC_DESCRIPTION_MAX_LENGTH} characters`, description: "d".repeat(SPEC_DESCRIPTION_MAX_LENGTH) },
  { label: `a description of ${SPEC_DESCRIPTION_MAX_LENGTH} characters, half of them emoji`, description: "d😀".repeat(SPEC_DESCRIPTION_MAX_LENGTH / 2) },
  { label: `a compatibility of ${SPEC_COMPATIBILITY_MAX_LENGTH} characters`, extra: `compatibility: ${"c".repeat(SPEC_COMPATIBILITY_MAX_LENGTH)}` },
  { label: "string metadata", extra: "metadata:\n  author: example-org\n  version: '1.0'" },
  { label: "allowed-tools as a string", extra: "allowed-tools: Bash(git:*) Read" },
  { label: "allowed-tools as a list", extra: "allowed-tools:\n  - Read\n  - Bash(jq:*)" },
  { label: "a zip whose folder is named like the skill", folder: (name) => name },
];

const overLimit: (Case & { code: string })[] = [
  { label: `a name of ${SPEC_NAME_MAX_LENGTH + 1} characters`, name: (f) => padName(f, SPEC_NAME_MAX_LENGTH + 1), code: "SPEC_NAME_TOO_LONG" },
  { label: "a name with capitals", name: (f) => `Pdf-${f}`, code: "SPEC_NAME_INVALID_CHARS" },
  { label: "a name with a dot", name: (f) => `here.${f}`, code: "SPEC_NAME_INVALID_CHARS" },
  { label: "a name with a leading hyphen", name: (f) => `-${f}`, code: "SPEC_NAME_HYPHEN_EDGE" },
  { label: "a name with a trailing hyphen", name: (f) => `${f}-`, code: "SPEC_NAME_HYPHEN_EDGE" },
  { label: "a name with a double hyphen", name: (f) => f.replace("-", "--"), code: "SPEC_NAME_DOUBLE_HYPHEN" },
  { label: "an empty name", name: () => "''", code: "SPEC_NAME_MISSING" },
  { label: "a zip whose folder is named otherwise", folder: (name) => `${name}-folder`, code: "SPEC_NAME_FOLDER_MISMATCH" },
  { label: `a description of ${SPEC_DESCRIPTION_MAX_LENGTH + 1} characters`, description: "d".repeat(SPEC_DESCRIPTION_MAX_LENGTH + 1), code: "SPEC_DESCRIPTION_TOO_LONG" },
  { label: "the 1,511-character description of issue 14", description: "A long description. ".repeat(76).slice(0, 1511), code: "SPEC_DESCRIPTION_TOO_LONG" },
  { label: "an empty description", description: "''", code: "SPEC_DESCRIPTION_MISSING" },
  { label: `a compatibility of ${SPEC_COMPATIBILITY_MAX_LENGTH + 1} characters`, extra: `compatibility: ${"c".repeat(SPEC_COMPATIBILITY_MAX_LENGTH + 1)}`, code: "SPEC_COMPATIBILITY_TOO_LONG" },
  { label: "an empty compatibility", extra: "compatibility: ''", code: "SPEC_COMPATIBILITY_INVALID" },
  { label: "metadata that is a list", extra: "metadata:\n  - author", code: "SPEC_METADATA_NOT_MAP" },
  { label: "allowed-tools that is a map", extra: "allowed-tools:\n  Read: yes", code: "SPEC_ALLOWED_TOOLS_INVALID" },
  { label: "allowed-tools with a number", extra: "allowed-tools: [Read, 7]", code: "SPEC_ALLOWED_TOOLS_INVALID" },
  { label: "a license that is a list", extra: "license: [MIT]", code: "SPEC_LICENSE_INVALID" },
];

function build(c: Case): { name: string; files: SkillFile[]; bytes: Uint8Array; type: string } {
  const fresh = uniqueName("spec");
  const name = c.name ? c.name(fresh) : fresh;
  const files = skillFiles({ name, version: "1.0.0", description: c.description, extra: c.extra });
  if (c.folder) return { name, files, bytes: zip(files, c.folder(name)), type: "application/zip" };
  return { name, files, bytes: tarball(files), type: "application/gzip" };
}

describe("agentskills.io limits at publish", () => {
  it.each(atLimit)("publishes $label", async (c) => {
    const publisher = await createPublisher();
    const { name, bytes, type } = build(c);
    const res = await publish(publisher.token, bytes, { type });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.skill.name).toBe(name);
  });

  it.each(overLimit)("refuses $label with $code and stores nothing", async (c) => {
    const publisher = await createPublisher();
    const { name, files, bytes, type } = build(c);
    const res = await publish(publisher.token, bytes, { type });
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.error.code).toBe(c.code);
    expect(res.json.error.details.errors.map((e: { code: string }) => e.code)).toContain(c.code);
    expect(await footprint(name)).toEqual({ skill: null, versions: [], audits: [] });
    expect(await blobExists(sha256Hex(tarball(files)))).toBe(false);
  });

  it("refuses a spec-breaking skill from an administrator too", async () => {
    const admin = await createPublisher({ role: "admin", tier: "trusted" });
    const name = `here.${uniqueName("adm")}`;
    const files = skillFiles({ name, version: "1.0.0" });
    const res = await publish(admin.token, tarball(files));
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("SPEC_NAME_INVALID_CHARS");
    expect(await footprint(name.replace(".", "-"))).toEqual({ skill: null, versions: [], audits: [] });
    expect(await blobExists(sha256Hex(tarball(files)))).toBe(false);
  });
});
