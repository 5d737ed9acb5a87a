// The README and docs/security.md stay in step with the code: every configuration variable and every
// rate limit is in the README's tables with its numbers, and the security page's links lead somewhere.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "@/lib/env";
import { RATE_LIMITS, SIGN_IN_BACKOFF } from "@/lib/limits";

const readme = readFileSync("README.md", "utf8");

/** The rows of the markdown table that follows `heading` (cells trimmed, header and rule dropped). */
function tableAfter(markdown: string, heading: string): string[][] {
  const lines = markdown.slice(markdown.indexOf(heading)).split("\n");
  const start = lines.findIndex((l) => l.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(start)) {
    if (!line.startsWith("|")) break;
    rows.push(line.slice(1, -1).split("|").map((c) => c.trim()));
  }
  return rows.slice(2);
}

const PER = { s: 1, "10 min": 600, hour: 3600 } as const;

describe("README", () => {
  it("lists every configuration variable", () => {
    const documented = tableAfter(readme, "## Configuration").flatMap((row) => row[0].match(/`([A-Z_]+)`/g)?.map((v) => v.slice(1, -1)) ?? []);
    for (const name of ENV_VARIABLES.filter((n) => n !== "NODE_ENV")) expect(documented, name).toContain(name);
  });

  it("lists every rate limit, in lib/limits.ts order, with its burst and refill", () => {
    const rows = tableAfter(readme, "### Rate limits");
    const policies = Object.entries(RATE_LIMITS);
    expect(rows).toHaveLength(policies.length);
    rows.forEach(([action, burst, refill], i) => {
      const [name, policy] = policies[i];
      expect(Number(burst), `${action} (${name})`).toBe(policy.capacity);
      const match = /^(\d+) \/ (s|10 min|hour)$/.exec(refill);
      expect(match, `${action}: ${refill}`).not.toBeNull();
      expect(Number(match![1]) / PER[match![2] as keyof typeof PER], `${action} (${name})`).toBeCloseTo(policy.refillPerSecond, 10);
    });
  });

  it("states the sign-in backoff as lib/limits.ts has it, and links the security page", () => {
    const rows = tableAfter(readme, "Failed password sign-ins also back off");
    expect(rows.map((r) => r[0])).toEqual(["one handle", "one IP"]);
    rows.forEach(([, free, lock], i) => {
      const policy = i === 0 ? SIGN_IN_BACKOFF.account : SIGN_IN_BACKOFF.ip;
      expect(Number(free)).toBe(policy.freeFailures);
      expect(lock).toMatch(new RegExp(`^${policy.baseLockSeconds} s, doubling.*, at most ${policy.maxLockSeconds / 3600} h$`));
    });
    expect(readme).toContain("(docs/security.md)");
  });
});

describe("docs/security.md", () => {
  it("covers the threat model and reporting, and every relative link resolves", () => {
    const page = readFileSync("docs/security.md", "utf8");
    for (const heading of ["## Reporting a vulnerability", "## Who we defend against", "## What is defended, and how", "### The network"]) expect(page).toContain(heading);
    for (const actor of ["**Publisher**", "**Installer**", "**Administrators**", "**The network**"]) expect(page).toContain(actor);
    const links = [...page.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]).filter((href) => !/^[a-z]+:/.test(href));
    expect(links.length).toBeGreaterThan(20);
    for (const href of links) expect(existsSync(path.join("docs", href)), href).toBe(true);
  });
});
