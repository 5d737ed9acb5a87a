import { createHash } from "node:crypto";
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar";
import { describe, expect, it } from "vitest";
import { readArchive, readFileList } from "./archive";
import { encodeUtf8 } from "./bytes";
import { DEFAULT_CORPUS_DIR } from "./generate-hermes-names";
import { fileManifest, hermesContentHash, sha256Hex, sha512Integrity } from "./hash";
import { packSkill } from "./pack";
import { concat } from "./testkit";
import type { SkillFile } from "./types";

const file = (path: string, text: string, isExecutable = false): SkillFile => ({ path, bytes: encodeUtf8(text), isExecutable });

const FIXED_SKILL: SkillFile[] = [
  file("SKILL.md", "---\nname: golden\ndescription: Golden skill.\nversion: 1.0.0\n---\n\n# Golden\n"),
  file("references/notes.md", "Some notes.\n"),
  file("scripts/run.sh", "#!/bin/sh\necho golden\n", true),
];

/** Changing this is a change of the published archive format: every stored sha256 moves. */
const GOLDEN_SHA256 = "1c97ca790c8527ac895f76d96db01d690ad6c97288b2f67d7cc1d78c82611d23";

function listEntries(bytes: Uint8Array): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const seen: Record<string, unknown>[] = [];
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        seen.push({
          path: entry.path,
          type: entry.type,
          mode: entry.mode,
          uid: entry.uid,
          gid: entry.gid,
          uname: entry.uname ?? "",
          gname: entry.gname ?? "",
          mtime: entry.mtime?.getTime(),
        });
        entry.resume();
      },
    });
    parser.on("error", reject);
    parser.on("end", () => resolve(seen));
    parser.end(Buffer.from(bytes));
  });
}

/** Deep-equal on megabyte Uint8Arrays is slow in vitest; compare paths, modes and hashes. */
const digest = (files: SkillFile[]) => files.map((f) => [f.path, f.isExecutable, sha256Hex(f.bytes)]);

describe("packSkill", () => {
  it("is byte-identical across runs and input orders", () => {
    const a = packSkill(FIXED_SKILL);
    const b = packSkill([...FIXED_SKILL].reverse());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(sha256Hex(a)).toBe(sha256Hex(packSkill(FIXED_SKILL)));
  });

  it("matches the pinned golden sha256", () => {
    expect(sha256Hex(packSkill(FIXED_SKILL))).toBe(GOLDEN_SHA256);
  });

  it("gives the same sha256 from two checkouts with different mtimes and write orders", async () => {
    const hashes: string[] = [];
    for (const [order, when] of [
      [FIXED_SKILL, new Date("2001-01-01")],
      [[...FIXED_SKILL].reverse(), new Date("2030-06-15")],
    ] as const) {
      const dir = mkdtempSync(join(tmpdir(), "checkout-"));
      try {
        for (const f of order) {
          const abs = join(dir, "golden", f.path);
          mkdirSync(join(abs, ".."), { recursive: true });
          writeFileSync(abs, f.bytes, { mode: f.isExecutable ? 0o755 : 0o644 });
          utimesSync(abs, when, when);
        }
        const chunks: Buffer[] = [];
        for await (const chunk of tar.c({ gzip: true, cwd: dir }, ["golden"])) chunks.push(chunk as Buffer);
        hashes.push(sha256Hex(packSkill(readArchive(new Uint8Array(Buffer.concat(chunks))))));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[0]).toBe(GOLDEN_SHA256);
  });

  it("writes fixed ustar headers and a fixed gzip header that other readers accept", async () => {
    const packed = packSkill(FIXED_SKILL);
    expect([...packed.subarray(0, 10)]).toEqual([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 3]);
    expect(await listEntries(packed)).toEqual([
      { path: "SKILL.md", type: "File", mode: 0o644, uid: 0, gid: 0, uname: "", gname: "", mtime: 0 },
      { path: "references/notes.md", type: "File", mode: 0o644, uid: 0, gid: 0, uname: "", gname: "", mtime: 0 },
      { path: "scripts/run.sh", type: "File", mode: 0o755, uid: 0, gid: 0, uname: "", gname: "", mtime: 0 },
    ]);
  });

  it("round-trips through readArchive, long and non-ASCII paths included", () => {
    const files = [
      ...FIXED_SKILL,
      file(`references/${"deep/".repeat(6)}x.md`, "deep"),
      file(`references/${"n".repeat(150)}.md`, "long segment needs pax"),
      file("references/caf\u00e9-\u{1F600}.md", "unicode"),
      { path: "assets/blob.bin", bytes: new Uint8Array(1500).map((_, i) => i % 251), isExecutable: false },
    ];
    const normalised = readFileList(files);
    expect(readArchive(packSkill(normalised))).toEqual(normalised);
  });

  it("round-trips every skill in the benign corpus", () => {
    let count = 0;
    for (const source of readdirSync(DEFAULT_CORPUS_DIR)) {
      const sourceDir = join(DEFAULT_CORPUS_DIR, source);
      if (!statSync(sourceDir).isDirectory()) continue;
      for (const folder of readdirSync(sourceDir)) {
        const files: { path: string; bytes: Uint8Array }[] = [];
        const walk = (abs: string, rel: string) => {
          for (const entry of readdirSync(abs, { withFileTypes: true })) {
            if (entry.isDirectory()) walk(join(abs, entry.name), `${rel}${entry.name}/`);
            else files.push({ path: rel + entry.name, bytes: new Uint8Array(readFileSync(join(abs, entry.name))) });
          }
        };
        walk(join(sourceDir, folder), "");
        const normalised = readFileList(files);
        expect(digest(readArchive(packSkill(normalised)))).toEqual(digest(normalised));
        count++;
      }
    }
    expect(count).toBe(200);
  });
});

describe("hashes", () => {
  it("sha256Hex and sha512Integrity match known vectors", () => {
    const abc = encodeUtf8("abc");
    expect(sha256Hex(abc)).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha512Integrity(abc)).toBe(
      "sha512-3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==",
    );
  });

  it("lists files with size, sha256 and mode", () => {
    expect(fileManifest([...FIXED_SKILL].reverse())).toEqual(
      FIXED_SKILL.map((f) => ({
        path: f.path,
        size: f.bytes.length,
        sha256: createHash("sha256").update(f.bytes).digest("hex"),
        mode: f.isExecutable ? 0o755 : 0o644,
      })),
    );
  });

  it("computes the Hermes content hash over relpath NUL bytes in code-point order", () => {
    // U+FF61 sorts before U+1F600 by code point (Python), after it by UTF-16 unit (JS default).
    const files = [file("\u{1F600}.md", "emoji"), file("\uFF61.md", "halfwidth"), file("SKILL.md", "skill")];
    const ordered = [files[2], files[1], files[0]];
    const manual = createHash("sha256")
      .update(concat(...ordered.flatMap((f) => [encodeUtf8(f.path), new Uint8Array([0]), f.bytes])))
      .digest("hex");
    expect(hermesContentHash(files)).toBe(`sha256:${manual.slice(0, 16)}`);
    expect(hermesContentHash(files)).toMatch(/^sha256:[0-9a-f]{16}$/);
  });
});
