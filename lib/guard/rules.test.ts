// The catalogue: every judgment and check has an id, a description, a remediation and examples, and
// each example does what it says — the positive one produces the finding, the negative one does not.
import { beforeAll, describe, expect, it } from "vitest";
import "./node";
import { RULES, RULES_BY_ID, RULESET_VERSION, scanSkill } from "./index";
import { exampleFiles } from "./testing/examples";
import type { Category } from "./types";

const CATEGORIES: Category[] = [
  "exfiltration", "injection", "destructive", "persistence", "network", "obfuscation", "execution", "mining", "supply_chain",
  "privilege_escalation", "credential_exposure", "structural", "unicode",
];

beforeAll(async () => {
  await scanSkill({ name: "warm-up", files: exampleFiles(RULES[0]!, "warm up") });
});

describe("catalogue", () => {
  it("has unique ids, descriptions and remediations", () => {
    expect(RULES_BY_ID.size).toBe(RULES.length);
    for (const r of RULES) {
      expect(r.id).toMatch(/^[a-z]+(?:-[a-z0-9]+)+$/);
      expect(r.description.length, r.id).toBeGreaterThan(10);
      expect(r.remediation.length, r.id).toBeGreaterThan(5);
    }
  });

  it("covers the threat categories plus structural and unicode checks", () => {
    const seen = new Set(RULES.map((r) => r.category));
    for (const c of CATEGORIES) expect(seen.has(c), c).toBe(true);
  });

  it("has a dated ruleset version", () => {
    expect(RULESET_VERSION).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
  });

  it("every entry has at least one positive and one negative example", () => {
    const missing = RULES.filter((r) => r.examples.hit.length === 0 || r.examples.miss.length === 0).map((r) => r.id);
    expect(missing).toEqual([]);
  });
});

describe.each(RULES.map((r) => [r.id, r] as const))("%s", (id, rule) => {
  it.each(rule.examples.hit.map((ex, i) => [i, ex] as const))("fires on positive example %i", async (_, ex) => {
    const report = await scanSkill({ name: "example", files: exampleFiles(rule, ex) });
    expect(report.findings.map((f) => f.ruleId)).toContain(id);
  });
  it.each(rule.examples.miss.map((ex, i) => [i, ex] as const))("stays silent on negative example %i", async (_, ex) => {
    const report = await scanSkill({ name: "example", files: exampleFiles(rule, ex) });
    expect(report.findings.filter((f) => f.ruleId === id)).toEqual([]);
  });
});
