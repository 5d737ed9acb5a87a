import { describe, expect, it } from "vitest";
import { RULES, RULES_BY_ID, RULESET_VERSION, scanSkill } from "./index";
import { exampleFiles } from "./testing/examples";
import type { Category } from "./types";

const CATEGORIES: Category[] = [
  "exfiltration", "injection", "destructive", "persistence", "network", "obfuscation", "execution", "traversal",
  "mining", "supply_chain", "privilege_escalation", "credential_exposure",
];

describe("rule catalogue", () => {
  it("has at least 120 rules with unique ids, descriptions and remediations", () => {
    expect(RULES.length).toBeGreaterThanOrEqual(120);
    expect(RULES_BY_ID.size).toBe(RULES.length);
    for (const r of RULES) {
      expect(r.id).toMatch(/^[a-z]+(?:-[a-z0-9]+)+$/);
      expect(r.description.length, r.id).toBeGreaterThan(10);
      expect(r.remediation.length, r.id).toBeGreaterThan(5);
    }
  });

  it("covers the 12 threat categories plus structural and unicode checks", () => {
    const seen = new Set(RULES.map((r) => r.category));
    for (const c of [...CATEGORIES, "structural", "unicode"] as Category[]) expect(seen.has(c), c).toBe(true);
  });

  it("has a dated ruleset version", () => {
    expect(RULESET_VERSION).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
  });

  it("every rule has at least one positive and one negative example", () => {
    const missing = RULES.filter((r) => r.examples.hit.length === 0 || r.examples.miss.length === 0).map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it("pattern rules declare keywords in lower case and a scope", () => {
    for (const r of RULES.filter((x) => x.pattern)) {
      expect(r.scope, r.id).toBeDefined();
      for (const k of r.keywords ?? []) expect(k, r.id).toBe(k.toLowerCase());
    }
  });
});

describe.each(RULES.map((r) => [r.id, r] as const))("%s", (id, rule) => {
  it.each(rule.examples.hit.map((ex, i) => [i, ex] as const))("fires on positive example %i", (_, ex) => {
    const report = scanSkill({ name: "example", files: exampleFiles(rule, ex) });
    expect(report.findings.map((f) => f.ruleId)).toContain(id);
  });
  it.each(rule.examples.miss.map((ex, i) => [i, ex] as const))("stays silent on negative example %i", (_, ex) => {
    const report = scanSkill({ name: "example", files: exampleFiles(rule, ex) });
    expect(report.findings.filter((f) => f.ruleId === id)).toEqual([]);
  });
});
