import { mkdtempSync, mkdirSync, writeFileSync, chmodSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as tar from "tar";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { readArchive, readFileList } from "./archive";
import { encodeUtf8 } from "./bytes";
import { gzipBomb, HOSTILE_ARCHIVES, skillMd, tgz } from "./hostile-archives";
import { paxEntry, SKILL_MD_TEXT, skillTarEntries, tarEntry, zipArchive } from "./testkit";

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return "NO_ERROR";
}

describe("readArchive rejections", () => {
  it.each(HOSTILE_ARCHIVES)("$name → $code", ({ bytes, code, limits }) => {
    expect(codeOf(() => readArchive(bytes(), { limits }))).toBe(code);
  });

  it("stops a 4 GiB gzip bomb early instead of inflating it", () => {
    const bomb = gzipBomb(4096);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const started = performance.now();
    expect(codeOf(() => readArchive(bomb))).toBe("ARCHIVE_EXPANDED_TOO_LARGE");
    // Inflating 4 GiB would take minutes and exhaust memory; stopping at ~21 MiB takes well under a second.
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("puts the offending entry in details.path", () => {
    try {
      readArchive(tgz(skillMd(), tarEntry({ name: "demo/../../evil.md" })));
      expect.unreachable();
    } catch (error) {
      expect((error as AppError).details?.path).toBe("demo/../../evil.md");
    }
  });
});

describe("readArchive acceptance", () => {
  it("reads a tar.gz written by node-tar, keeping the executable bit", async () => {
    const dir = mkdtempSync(join(tmpdir(), "skill-"));
    try {
      mkdirSync(join(dir, "demo/scripts"), { recursive: true });
      writeFileSync(join(dir, "demo/SKILL.md"), SKILL_MD_TEXT);
      writeFileSync(join(dir, "demo/scripts/run.sh"), "#!/bin/sh\necho hi\n");
      chmodSync(join(dir, "demo/scripts/run.sh"), 0o755);
      const chunks: Buffer[] = [];
      for await (const chunk of tar.c({ gzip: true, cwd: dir, portable: true }, ["demo"])) chunks.push(chunk as Buffer);
      const files = readArchive(new Uint8Array(Buffer.concat(chunks)));
      expect(files.map((f) => [f.path, f.isExecutable])).toEqual([
        ["SKILL.md", false],
        ["scripts/run.sh", true],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads a zip written by fflate", () => {
    const zip = zipSync({ "demo/SKILL.md": encodeUtf8(SKILL_MD_TEXT), "demo/references/a.md": encodeUtf8("# A\n") });
    expect(readArchive(zip).map((f) => f.path)).toEqual(["SKILL.md", "references/a.md"]);
  });

  it("reads zip entries with data descriptors and directories", () => {
    const zip = zipArchive([
      { name: "demo/", data: "", method: 0 },
      { name: "demo/SKILL.md", data: SKILL_MD_TEXT, dataDescriptor: true },
      { name: "demo/bin/tool", data: "#!/bin/sh\n", unixMode: 0o100755 },
    ]);
    expect(readArchive(zip).map((f) => [f.path, f.isExecutable])).toEqual([
      ["SKILL.md", false],
      ["bin/tool", true],
    ]);
  });

  it("accepts files at the root, ./ prefixes, GNU long names and pax paths", () => {
    const long = `references/${"x".repeat(120)}.md`;
    const bytes = tgz(
      tarEntry({ name: "./", type: "5" }),
      tarEntry({ name: "./SKILL.md", data: SKILL_MD_TEXT }),
      tarEntry({ name: "././@LongLink", type: "L", data: `./${long}\0`, magic: "gnu" }),
      tarEntry({ name: `./${long}`.slice(0, 100), data: "long", magic: "gnu" }),
      paxEntry({ path: "references/caf\u00e9-\u{1F600}.md" }),
      tarEntry({ name: "references/caf\u00e9-\u{1F600}.md", data: "pax" }),
    );
    expect(readArchive(bytes).map((f) => f.path)).toEqual(["SKILL.md", "references/caf\u00e9-\u{1F600}.md", long]);
  });

  it("accepts a ustar name cut mid-character when a long name carries the real one (GNU tar does this)", () => {
    const real = `demo/references/${"\u00e9".repeat(60)}.md`;
    const cut = encodeUtf8(real).subarray(0, 100);
    const bytes = tgz(
      skillMd(),
      tarEntry({ name: "././@LongLink", type: "L", data: `${real}\0`, magic: "gnu" }),
      tarEntry({ name: cut, data: "x", magic: "gnu" }),
      paxEntry({ path: real.replace("references", "more") }),
      tarEntry({ name: encodeUtf8(real.replace("references", "more")).subarray(0, 100), data: "y" }),
    );
    expect(readArchive(bytes).map((f) => f.path)).toEqual(["SKILL.md", real.slice(5).replace("references", "more"), real.slice(5)]);
  });

  it("strips one common root folder only", () => {
    expect(readArchive(tgz(...skillTarEntries("outer/"))).map((f) => f.path)).toEqual(["SKILL.md"]);
  });

  it("normalises NFD names to NFC", () => {
    const files = readArchive(tgz(skillMd(), tarEntry({ name: "demo/cafe\u0301.md", data: "x" })));
    expect(files.map((f) => f.path)).toEqual(["SKILL.md", "caf\u00e9.md"]);
  });
});

describe("readFileList", () => {
  it("normalises a folder-picker list like an archive", () => {
    const files = readFileList([
      { path: "my-skill/references/b.md", bytes: encodeUtf8("b") },
      { path: "my-skill/SKILL.md", bytes: encodeUtf8(SKILL_MD_TEXT), isExecutable: false },
      { path: "my-skill/scripts/x.sh", bytes: encodeUtf8("x"), isExecutable: true },
    ]);
    expect(files.map((f) => [f.path, f.isExecutable])).toEqual([
      ["SKILL.md", false],
      ["references/b.md", false],
      ["scripts/x.sh", true],
    ]);
  });

  it("applies the same rules", () => {
    expect(codeOf(() => readFileList([{ path: "x/SKILL.md", bytes: encodeUtf8(SKILL_MD_TEXT) }, { path: "x/../y", bytes: new Uint8Array() }]))).toBe(
      "ARCHIVE_PATH_TRAVERSAL",
    );
    expect(codeOf(() => readFileList([]))).toBe("ARCHIVE_EMPTY");
  });
});
