// Throughput of lib/skill over the benign corpus: parse + validate + pack, and the reverse
// (read the packed archive back). Run: npx tsx bench/skill-throughput.ts [corpus-dir] [rounds]

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { packSkill, readArchive, readFileList, validateSkill, type SkillFile } from "@/lib/skill";
import { fileManifest, hermesContentHash, sha256Hex, sha512Integrity } from "@/lib/skill/hash";

const corpusDir = process.argv[2] ?? join(__dirname, "../test/corpus/benign");
const rounds = Number(process.argv[3] ?? 5);

function loadCorpus(): SkillFile[][] {
  const skills: SkillFile[][] = [];
  for (const source of readdirSync(corpusDir)) {
    const sourceDir = join(corpusDir, source);
    if (!statSync(sourceDir).isDirectory()) continue;
    for (const folder of readdirSync(sourceDir)) {
      const files: { path: string; bytes: Uint8Array }[] = [];
      const walk = (abs: string, rel: string) => {
        for (const entry of readdirSync(abs, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(join(abs, entry.name), `${rel}${entry.name}/`);
          else files.push({ path: `${folder}/${rel}${entry.name}`, bytes: new Uint8Array(readFileSync(join(abs, entry.name))) });
        }
      };
      walk(join(sourceDir, folder), "");
      skills.push(readFileList(files));
    }
  }
  return skills;
}

function measure(label: string, skills: SkillFile[][], bytesPerRound: number, step: (skill: SkillFile[], i: number) => void) {
  for (let i = 0; i < skills.length; i++) step(skills[i], i); // warm-up
  const started = performance.now();
  for (let r = 0; r < rounds; r++) for (let i = 0; i < skills.length; i++) step(skills[i], i);
  const seconds = (performance.now() - started) / 1000;
  const count = skills.length * rounds;
  return { label, skillsPerSecond: count / seconds, mbPerSecond: (bytesPerRound * rounds) / 1e6 / seconds, msPerSkill: (seconds * 1000) / count };
}

// The corpus skills that break an agentskills.io limit (claude-api's 1068-character description,
// here.now's name) are refused at publish, so they are left out of the publish-path figures.
const corpus = loadCorpus();
const skills = corpus.filter((s) => validateSkill(s).errors.length === 0);
if (skills.length < corpus.length) console.error(`skill-throughput: ${corpus.length - skills.length} corpus skills break a spec limit and are left out`);
const expandedBytes = skills.reduce((n, s) => n + s.reduce((m, f) => m + f.bytes.length, 0), 0);
const packed = skills.map((s) => packSkill(s));
const packedBytes = packed.reduce((n, p) => n + p.length, 0);

const rows = [
  measure("parse + validate", skills, expandedBytes, (s) => {
    if (validateSkill(s).errors.length > 0) throw new Error("corpus skill failed validation");
  }),
  measure("pack (tar + gzip -9)", skills, expandedBytes, (s) => void packSkill(s)),
  measure("parse + validate + pack", skills, expandedBytes, (s) => {
    validateSkill(s);
    packSkill(s);
  }),
  measure("hashes (sha256, sha512, manifest, Hermes)", skills, expandedBytes, (s, i) => {
    sha256Hex(packed[i]);
    sha512Integrity(packed[i]);
    fileManifest(s);
    hermesContentHash(s);
  }),
  measure("read packed archive (gunzip + tar + checks)", skills, expandedBytes, (_s, i) => void readArchive(packed[i])),
];

console.log(
  `\nlib/skill throughput: ${skills.length} skills, ${(expandedBytes / 1e6).toFixed(2)} MB expanded, ` +
    `${(packedBytes / 1e6).toFixed(2)} MB packed, ${rounds} rounds, node ${process.version}\n`,
);
console.log("| step | skills/s | MB/s (expanded) | ms/skill |");
console.log("|---|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.label} | ${r.skillsPerSecond.toFixed(0)} | ${r.mbPerSecond.toFixed(1)} | ${r.msPerSkill.toFixed(2)} |`);
}
