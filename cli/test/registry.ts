// The real registry for CLI tests. The vitest global setup (test/support/global-setup.ts) already
// runs the app — `next start` on the build when run by `npm test`, `next dev` otherwise — on a
// fresh migrated database, and exports its URL as SKILLHUB_TEST_URL; publishers and tokens are made
// with the same fixtures the registry's own integration tests use, and skills are published through
// POST /api/v1/skills.
import { createPublisher, uniqueName } from "@/test/support/fixtures";
import { packSkill } from "@/lib/skill";
import type { SkillFile } from "@/lib/skill/types";

export type TestRegistry = {
  url: string;
  /** A new user with this publisher tier, and an API token (publish, yank) for it. */
  createPublisher: (tier: "community" | "trusted" | "builtin") => Promise<{ handle: string; token: string }>;
  publish: (token: string, files: Record<string, string>, opts?: { version?: string; tag?: string }) => Promise<{ status: number; body: Record<string, unknown> }>;
};

export function testRegistry(): TestRegistry {
  const url = process.env.SKILLHUB_TEST_URL;
  if (!url) throw new Error("SKILLHUB_TEST_URL is not set: run through vitest (its global setup starts the app)");
  return {
    url,
    async createPublisher(tier) {
      const p = await createPublisher({ tier });
      return { handle: p.handle, token: p.token };
    },
    async publish(token, files, opts = {}) {
      const list: SkillFile[] = Object.entries(files)
        .map(([p, text]) => ({ path: p, bytes: new TextEncoder().encode(text), isExecutable: p.startsWith("scripts/") }))
        .sort((a, b) => (a.path < b.path ? -1 : 1));
      const query = new URLSearchParams();
      if (opts.version) query.set("version", opts.version);
      if (opts.tag) query.set("tag", opts.tag);
      const res = await fetch(`${url}/api/v1/skills?${query}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/gzip" },
        body: Buffer.from(packSkill(list)),
      });
      return { status: res.status, body: await res.json() };
    },
  };
}

/** A skill name no other test file of this run uses. */
export function testSkillName(prefix: string): string {
  return uniqueName(prefix).slice(0, 64);
}

/** SKILL.md text for fixtures. */
export function skillMd(name: string, description: string, body = "", extra = ""): string {
  return `---\nname: ${name}\ndescription: ${description}\n${extra}---\n\n# ${name}\n\n## When to Use\n\nWhen you need ${name}.\n\n## Procedure\n\n1. Read the notes.\n${body}\n`;
}
