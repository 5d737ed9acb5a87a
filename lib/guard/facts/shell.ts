// Placeholder: the shell extractor is being written (see extract.ts for the contract).
import type { Extractor, Analyzer, Snippet } from "./extract";
import type { Folded } from "./types";

export const extractShell: Extractor = () => {};
export const extractBatch: Extractor = () => {};

/**
 * Facts of one command given as an argument vector (Python's subprocess.run([...]), Node's
 * spawn(cmd, [...]), PowerShell's Start-Process -ArgumentList): the same command analysis the shell
 * extractor applies to a parsed simple command. `row` is the 0-based row in `snippet`.
 */
export function analyzeArgv(_argv: readonly Folded[], _snippet: Snippet, _row: number, _analyzer: Analyzer): void {}
