// The extractors, one per file kind. Each turns a snippet (a whole file or code embedded in another)
// into facts; see extract.ts for the contract and types.ts for the facts.
import type { Extractor, ExtractorTable, Snippet, Analyzer } from "./extract";
import { extractConfig } from "./config";
import { extractJavaScript } from "./javascript";
import { extractMarkdown } from "./markdown";
import { extractOpaqueText } from "./opaque";
import { extractPowerShell } from "./powershell";
import { extractPython } from "./python";
import { extractBatch, extractShell } from "./shell";
import { extractBlobs as extractEncodedBlobs } from "./blobs";
import type { ClassifiedFile } from "../parse/classify";

export { extractBinary } from "./opaque";

export const EXTRACTORS: ExtractorTable = {
  markdown: extractMarkdown,
  text: extractMarkdown,
  python: extractPython,
  javascript: extractJavaScript,
  typescript: extractJavaScript,
  tsx: extractJavaScript,
  shell: extractShell,
  batch: extractBatch,
  powershell: extractPowerShell,
  json: extractConfig,
  yaml: extractConfig,
  toml: extractConfig,
  ini: extractConfig,
  xml: extractConfig,
  html: extractConfig,
  svg: extractConfig,
  dockerfile: extractConfig,
  makefile: extractConfig,
  systemd: extractConfig,
  crontab: extractConfig,
  "desktop-entry": extractConfig,
  dotenv: extractConfig,
  requirements: extractConfig,
};

/** Whole-file analyses that apply whatever the kind: encoded blobs, minified/packed code. */
export function extractBlobs(snippet: Snippet, info: ClassifiedFile, analyzer: Analyzer): void {
  extractEncodedBlobs(snippet, info, analyzer);
  extractOpaqueText(snippet, info, analyzer);
}

export type { Extractor };
