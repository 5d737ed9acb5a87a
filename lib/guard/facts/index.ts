// The extractors, one per file kind. Each turns a snippet (a whole file or code embedded in another)
// into facts; see extract.ts for the contract and types.ts for the facts.
import type { Extractor, ExtractorTable, Snippet, Analyzer } from "./extract";
import { extractCrontab, extractUdev, extractDesktopEntry, extractDockerfile, extractDotenv, extractGoMod, extractIni, extractJson, extractMakefile, extractGradle, extractHcl, extractMarkup, extractNix, extractRegistry, extractRequirements, extractSystemd, extractToml, extractXml, extractYaml } from "./config";
import { extractCSharp } from "./csharp";
import { extractGo } from "./go";
import { extractJavaScript } from "./javascript";
import { extractLua } from "./lua";
import { extractMarkdown } from "./markdown";
import { extractOpaqueText } from "./opaque";
import { extractPerl } from "./perl";
import { extractPermissionSettings } from "./permissions";
import { extractPowerShell } from "./powershell";
import { extractPhp } from "./php";
import { extractPython } from "./python";
import { extractR } from "./r";
import { extractRuby } from "./ruby";
import { extractRust } from "./rust";
import { extractBatch, extractShell } from "./shell";
import { extractSql } from "./sql";
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
  go: extractGo,
  rust: extractRust,
  csharp: extractCSharp,
  ruby: extractRuby,
  perl: extractPerl,
  lua: extractLua,
  php: extractPhp,
  json: extractJson,
  yaml: extractYaml,
  toml: extractToml,
  ini: extractIni,
  xml: extractXml,
  html: extractMarkup,
  svg: extractMarkup,
  dockerfile: extractDockerfile,
  makefile: extractMakefile,
  systemd: extractSystemd,
  crontab: extractCrontab,
  udev: extractUdev,
  "desktop-entry": extractDesktopEntry,
  dotenv: extractDotenv,
  requirements: extractRequirements,
  gomod: extractGoMod,
  sql: extractSql,
  // Nix files are read as text too (their comments and strings are prose and commands like any text file's).
  registry: extractRegistry,
  // Gradle scripts too: their comments say what the build is for.
  gradle: (snippet, analyzer) => {
    extractGradle(snippet, analyzer);
    extractMarkdown(snippet, analyzer);
  },
  // R: what runs (facts/r.ts), and its comments are prose.
  r: (snippet, analyzer) => {
    extractR(snippet, analyzer);
    extractMarkdown(snippet, analyzer);
  },
  // HCL too: comments and descriptions are prose.
  hcl: (snippet, analyzer) => {
    extractHcl(snippet, analyzer);
    extractMarkdown(snippet, analyzer);
  },
  nix: (snippet, analyzer) => {
    extractNix(snippet, analyzer);
    extractMarkdown(snippet, analyzer);
  },
};

/** Whole-file analyses that apply whatever the kind: encoded blobs, minified/packed code, agent permission settings. */
export function extractBlobs(snippet: Snippet, info: ClassifiedFile, analyzer: Analyzer): void {
  extractEncodedBlobs(snippet, info, analyzer);
  extractOpaqueText(snippet, info, analyzer);
  extractPermissionSettings(snippet, info, analyzer);
}

export type { Extractor };
