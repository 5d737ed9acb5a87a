// Node-only: the labelled corpora of test/corpus, read the way `skillhub scan FOLDER` reads a skill
// (cli/commands/scan.ts: links refused, lib/skill's file-list rules). Shared by the corpus test and
// bench/guard.mts. Splits are fixed in test/corpus/splits.json and never change.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readSkillAt } from "@/cli/commands/scan";
import type { SkillFile } from "@/lib/skill/types";

export const CORPUS = path.join(import.meta.dirname, "..", "..", "..", "test", "corpus");

export type Split = "train" | "holdout" | "tuning";
export type Case = { set: "redteam" | "benign" | "benign-2"; split: Split; id: string; dir: string; malicious: boolean; family: string; evasive: boolean };
export type LoadedCase = Case & { skill: { name: string; files: SkillFile[] } | null; refused: string | null; bytes: number };

const splits = JSON.parse(readFileSync(path.join(CORPUS, "splits.json"), "utf8")) as { "benign-2": { holdout: string[]; train: string[] } };

export function redteamCases(split: "train" | "holdout"): Case[] {
  const base = path.join(CORPUS, "redteam", split);
  const out: Case[] = [];
  for (const set of readdirSync(base).sort()) {
    let text: string;
    try {
      text = readFileSync(path.join(base, set, "MANIFEST.tsv"), "utf8");
    } catch {
      continue;
    }
    const [header, ...rows] = text.trim().split("\n");
    const cols = header!.split("\t");
    for (const row of rows) {
      const v = Object.fromEntries(row.split("\t").map((x, i) => [cols[i], x]));
      out.push({ set: "redteam", split, id: `${split}/${set}/${v.case}`, dir: path.join(base, set, v.case!), malicious: v.label === "malicious", family: v.label === "malicious" ? v.family! : "benign", evasive: v.evasive === "yes" });
    }
  }
  return out;
}

export function benignCases(set: "benign" | "benign-2"): Case[] {
  const base = path.join(CORPUS, set);
  const out: Case[] = [];
  for (const source of readdirSync(base).sort()) {
    const sd = path.join(base, source);
    if (!statSync(sd).isDirectory()) continue;
    const split: Split = set === "benign" ? "tuning" : splits["benign-2"].holdout.includes(source) ? "holdout" : "train";
    for (const name of readdirSync(sd).sort()) {
      if (statSync(path.join(sd, name)).isDirectory()) out.push({ set, split, id: `${source}/${name}`, dir: path.join(sd, name), malicious: false, family: source, evasive: false });
    }
  }
  return out;
}

/** Reads a case as the client would; a folder the client refuses carries the refusal's code. */
export async function loadCase(c: Case): Promise<LoadedCase> {
  try {
    const skill = await readSkillAt(c.dir);
    return { ...c, skill, refused: null, bytes: skill.files.reduce((a, f) => a + f.bytes.length, 0) };
  } catch (e) {
    return { ...c, skill: null, refused: (e as { code?: string }).code ?? String(e), bytes: 0 };
  }
}

export function allCases(): Case[] {
  return [...redteamCases("holdout"), ...redteamCases("train"), ...benignCases("benign"), ...benignCases("benign-2")];
}
