// Encoded text anywhere in any file (base64 and hex runs, escape and percent sequences, char-code
// lists, reversed strings): decoded, and what decodes to readable text is analysed again as the
// code or prose it is — a base64 blob in a Markdown table is as much a command as one in a script.
// The language extractors fold the encodings they can see in expressions; this is the net for
// encodings outside code (prose, data files, comments).
import { findDecodable, MAX_DECODED_PER_FILE } from "../decode";
import type { ClassifiedFile, FileKind } from "../parse/classify";
import { isMinerText } from "../knowledge/commands";
import type { Analyzer, Snippet } from "./extract";

/** A guess at the language of decoded text. */
export function sniffLanguage(text: string): FileKind {
  const head = text.slice(0, 2000);
  if (head.startsWith("#!")) {
    if (/^#!.*python/.test(head)) return "python";
    if (/^#!.*(?:node|deno|bun)/.test(head)) return "javascript";
    if (/^#!.*pwsh/.test(head)) return "powershell";
    return "shell";
  }
  if (/^\s*(?:import\s+[\w.]+|from\s+[\w.]+\s+import|def\s+\w+\(|exec\(|eval\(|__import__)/m.test(head) && !/\$\(|\bfi\b|\bthen\b/.test(head)) return "python";
  if (/\b(?:require\(|import\s*\(|=>|const\s+\w+\s*=|function\s*\w*\()|process\.|child_process/.test(head)) return "javascript";
  if (/\b(?:Invoke-\w+|IEX|New-Object|Start-Process|\$env:|-EncodedCommand|DownloadString|Set-ItemProperty)\b/i.test(head)) return "powershell";
  if (/(?:^|[|;&]\s*|\$\()\s*(?:curl|wget|bash|sh|zsh|nc|ncat|chmod|echo|printf|rm|sudo|cd|export|base64|openssl|python3?|node|perl|crontab|launchctl|systemctl|osascript|ssh|scp|tar|cat|dd|mkfifo|nohup|eval)\b/m.test(head)) return "shell";
  return "markdown";
}

export function extractBlobs(input: Snippet, info: ClassifiedFile, analyzer: Analyzer): void {
  if (info.kind === "binary" || input.text.length < 16) return;
  // Encoded text in a document is documentation content like the rest of it.
  const snippet: Snippet = info.kind === "markdown" || info.kind === "text" ? { ...input, ctx: { ...input.ctx, inDocs: true } } : input;
  const budget = { left: MAX_DECODED_PER_FILE };
  for (const blob of findDecodable(snippet.text, { text: snippet.text }, budget)) {
    const row = rowOf(snippet.text, blob.offset);
    const kind = sniffLanguage(blob.text);
    // A blob inside a block the document shows to explain an attack is shown, not run, like the block.
    const line = snippet.line + row;
    const shown = !snippet.ctx.illustrative && (analyzer.illustrativeLines?.get(snippet.path) ?? []).some(([a, b]) => a <= line && line <= b);
    const at: Snippet = shown ? { ...snippet, ctx: { ...snippet.ctx, illustrative: true } } : snippet;
    analyzer.emit({ kind: "obfuscation", how: blob.kind, detail: blob.text.slice(0, 300), loc: analyzer.loc(at, row) }, at);
    // Miner settings hidden in an encoded argument string are mining whatever runs them.
    if (isMinerText(blob.text)) analyzer.emit({ kind: "mine", detail: `${blob.kind}-encoded miner settings: ${blob.text.slice(0, 160)}`, loc: analyzer.loc(at, row) }, at);
    analyzer.analyze(kind, blob.text, at, row, [blob.kind]);
  }
}

function rowOf(text: string, offset: number): number {
  let row = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) row++;
  return row;
}
