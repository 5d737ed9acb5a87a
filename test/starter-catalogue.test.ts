// The starter catalogue (seed/starter) that `npm run seed` publishes: every skill is a byte-identical
// copy of a vendored corpus skill, carries a redistributable licence, is complete, has a name that is
// not reserved, and scans `safe`, so a new user's first `skillhub install` works with default trust.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findReservedName, readFileList, validateSkill } from "@/lib/skill";
import { sha256Hex } from "@/lib/skill/hash";
import "@/lib/guard/node";
import { scanSkill } from "@/lib/guard";
import { readSkillDir } from "@/lib/guard/testing/read-skill-dir";

const ROOT = path.resolve(__dirname, "..");
const STARTER = path.join(ROOT, "seed", "starter");
const CORPUS = path.join(ROOT, "test", "corpus");
const LICENCE_TEXT: Record<string, RegExp> = {
  MIT: /^(The )?MIT License( \(MIT\))?\n\nCopyright \(c\) /,
  "Apache-2.0": /^\s*Apache License\n\s*Version 2\.0, January 2004/,
  "MPL-2.0": /^Mozilla Public License Version 2\.0/,
};

type Row = { source: string; skill: string; name: string; upstream_repo: string; licence: string; files: string; bytes: string; skill_md_sha256: string };

function manifest(): Row[] {
  const [header, ...rows] = readFileSync(path.join(STARTER, "MANIFEST.tsv"), "utf8").trimEnd().split("\n").map((l) => l.split("\t"));
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])) as Row);
}

const rows = manifest();

describe("starter catalogue", () => {
  it("holds 25–40 skills from several publishers, and exactly the folders its manifest lists", () => {
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(new Set(rows.map((r) => r.source)).size).toBeGreaterThanOrEqual(8);
    const folders = readdirSync(STARTER)
      .filter((s) => s !== "LICENSES" && statSync(path.join(STARTER, s)).isDirectory())
      .flatMap((s) => readdirSync(path.join(STARTER, s)).map((k) => `${s}/${k}`));
    expect(folders.sort()).toEqual(rows.map((r) => `${r.source}/${r.skill}`).sort());
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it.each(rows.map((r) => [`${r.source}/${r.skill}`, r] as const))("%s is a byte-identical, licensed, complete copy", (_label, row) => {
    const dir = path.join(STARTER, row.source, row.skill);
    const files = readSkillDir(dir);
    const origin = ["benign", "benign-2"].map((set) => path.join(CORPUS, set, row.source, row.skill)).find((d) => existsSync(d));
    expect(origin, "the skill comes from a vendored corpus").toBeDefined();
    expect(existsSync(path.join(origin!, "_omitted.txt")), "nothing was left out when it was vendored").toBe(false);
    const fingerprint = (list: typeof files) => list.map((f) => [f.path, sha256Hex(f.bytes), f.isExecutable]);
    expect(fingerprint(files)).toEqual(fingerprint(readSkillDir(origin!)));
    expect(sha256Hex(files.find((f) => f.path === "SKILL.md")!.bytes)).toBe(row.skill_md_sha256);
    expect([String(files.length), String(files.reduce((n, f) => n + f.bytes.length, 0))]).toEqual([row.files, row.bytes]);

    expect(Object.keys(LICENCE_TEXT)).toContain(row.licence);
    expect(readFileSync(path.join(STARTER, "LICENSES", `${row.source}.txt`), "utf8")).toMatch(LICENCE_TEXT[row.licence]);
  });

  it.each(rows.map((r) => [r.name, r] as const))("%s validates, has a free name and scans safe", async (_name, row) => {
    const files = readSkillDir(path.join(STARTER, row.source, row.skill));
    const validated = validateSkill(readFileList(files));
    expect(validated.errors).toEqual([]);
    expect(validated.name).toBe(row.name);
    expect(findReservedName(row.name)).toBeNull();
    const report = await scanSkill({ name: row.name, files }, { source: "upload" });
    expect(report.findings.filter((f) => f.severity === "critical" || f.severity === "high")).toEqual([]);
    expect(report.verdict).toBe("safe");
  });

  it("is what scripts/build-starter.mjs builds from the corpora (SOURCES.md, MANIFEST.tsv and licences included)", () => {
    const result = spawnSync(process.execPath, ["scripts/build-starter.mjs", "--check"], { cwd: ROOT, encoding: "utf8" });
    expect(result.stdout + result.stderr).toContain("seed/starter is up to date");
    expect(result.status).toBe(0);
  });
});
