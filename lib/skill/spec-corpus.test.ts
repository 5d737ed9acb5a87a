// What real skills do with the agentskills.io limits (lib/skill/spec.ts): every skill of the two
// vendored corpora, read from its folder as `skillhub publish` and the browser's folder picker read
// it. The lists are exact, so a change in the rules or the corpora shows up here with names.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readFileListUpload } from "./archive";
import { validateSkill } from "./validate";

const CORPORA = join(__dirname, "../../test/corpus");

type Census = { total: number; byCode: Record<string, string[]>; warnings: Record<string, number> };

function census(corpus: string): Census {
  const result: Census = { total: 0, byCode: {}, warnings: {} };
  const root = join(CORPORA, corpus);
  for (const source of readdirSync(root).filter((s) => statSync(join(root, s)).isDirectory()).sort()) {
    for (const folder of readdirSync(join(root, source)).sort()) {
      const files: { path: string; bytes: Uint8Array }[] = [];
      const walk = (abs: string, rel: string) => {
        for (const entry of readdirSync(abs, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(join(abs, entry.name), `${rel}${entry.name}/`);
          else files.push({ path: `${folder}/${rel}${entry.name}`, bytes: readFileSync(join(abs, entry.name)) });
        }
      };
      walk(join(root, source, folder), "");
      const upload = readFileListUpload(files);
      const validated = validateSkill(upload.files, { folder: upload.folder });
      result.total++;
      for (const code of new Set(validated.errors.map((e) => e.code))) (result.byCode[code] ??= []).push(`${source}/${folder}`);
      for (const w of validated.warnings) result.warnings[w.code] = (result.warnings[w.code] ?? 0) + 1;
    }
  }
  return result;
}

function report(corpus: string, c: Census): void {
  const counts = Object.fromEntries(Object.entries(c.byCode).map(([code, skills]) => [code, skills.length]));
  console.log(`${corpus}: ${c.total} skills; errors ${JSON.stringify(counts)}; warnings ${JSON.stringify(c.warnings)}`);
}

describe("the agentskills.io limits on real skills", () => {
  it("test/corpus/benign: 2 of 200 break a limit, and 19 sit in a folder named otherwise", () => {
    const c = census("benign");
    report("benign", c);
    expect(c.total).toBe(200);
    const { SPEC_NAME_FOLDER_MISMATCH: folderMismatch = [], ...limits } = c.byCode;
    expect(limits).toEqual({
      SPEC_DESCRIPTION_TOO_LONG: ["anthropics-skills/claude-api"],
      SPEC_NAME_INVALID_CHARS: ["nousresearch-hermes-agent/here-now"],
    });
    // The corpus keeps each skill under its upstream folder's name (test/corpus/benign/SOURCES.md).
    expect(folderMismatch).toHaveLength(19);
  });

  it("test/corpus/benign-2: 12 of 692 break a limit", () => {
    const c = census("benign-2");
    report("benign-2", c);
    expect(c.total).toBe(692);
    const { SPEC_NAME_FOLDER_MISMATCH: folderMismatch = [], ...limits } = c.byCode;
    expect(limits).toEqual({
      SPEC_DESCRIPTION_TOO_LONG: ["datadog-labs-agent-skills/agent-observability-eval-pipeline", "datadog-labs-agent-skills/agent-observability-replay-trace"],
      SPEC_COMPATIBILITY_TOO_LONG: ["daymade-claude-code-skills/feishu-doc-scraper"],
      SPEC_NAME_INVALID_CHARS: [
        ...["code-to-design", "extract-design-md", "extract-static-html", "generate-design", "manage-design-system", "react-components", "react-native", "upload-to-stitch"].map(
          (s) => `google-labs-code-stitch-skills/${s}`, // named "stitch::<folder>"
        ),
        "posit-dev-skills/cli", // named "r-lib/cli"
      ],
    });
    expect(folderMismatch).toHaveLength(50);
  });
});
