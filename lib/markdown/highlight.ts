// Syntax highlighting at render time on the server (lowlight = highlight.js grammars producing a
// syntax tree, not HTML strings), so no highlighter ships to the browser. The output holds only
// text nodes and <span class="hljs-…">; text is escaped by hast-util-to-html.
import "server-only";
import { createLowlight, common } from "lowlight";
import { toHtml } from "hast-util-to-html";
import type { Element, ElementContent, Root, RootContent } from "hast";

const lowlight = createLowlight(common);

const EXTENSION_LANGUAGE: Record<string, string> = {
  md: "markdown", markdown: "markdown", sh: "bash", bash: "bash", zsh: "bash", py: "python", js: "javascript", mjs: "javascript",
  cjs: "javascript", ts: "typescript", mts: "typescript", tsx: "typescript", jsx: "javascript", json: "json", yaml: "yaml",
  yml: "yaml", toml: "ini", ini: "ini", rb: "ruby", go: "go", rs: "rust", java: "java", kt: "kotlin", c: "c", h: "c",
  cpp: "cpp", cc: "cpp", hpp: "cpp", cs: "csharp", php: "php", pl: "perl", lua: "lua", sql: "sql", swift: "swift",
  html: "xml", htm: "xml", xml: "xml", svg: "xml", css: "css", scss: "scss", less: "less", r: "r", diff: "diff", patch: "diff",
  ps1: "powershell", mk: "makefile", makefile: "makefile", dockerfile: "dockerfile", graphql: "graphql", txt: "plaintext",
};

const MAX_HIGHLIGHT_BYTES = 200_000;

export function languageForPath(path: string): string | undefined {
  const base = path.split("/").pop()!.toLowerCase();
  const ext = base.includes(".") ? base.split(".").pop()! : base;
  const language = EXTENSION_LANGUAGE[ext];
  return language && lowlight.registered(language) ? language : undefined;
}

export function highlightTree(code: string, language: string | undefined): Root {
  if (!language || !lowlight.registered(language) || code.length > MAX_HIGHLIGHT_BYTES) {
    return { type: "root", children: [{ type: "text", value: code }] };
  }
  return lowlight.highlight(language, code);
}

/**
 * Splits a highlighted tree into one HTML string per source line, re-opening the spans that a
 * multi-line token (a block comment, a string) crosses, so each line can carry its own anchor.
 */
export function highlightLines(code: string, language: string | undefined): string[] {
  const lines: ElementContent[][] = [[]];
  const walk = (nodes: (RootContent | ElementContent)[], wrap: (children: ElementContent[]) => ElementContent[]) => {
    for (const node of nodes) {
      if (node.type === "text") {
        const parts = node.value.split("\n");
        parts.forEach((part, i) => {
          if (i > 0) lines.push([]);
          if (part) lines[lines.length - 1].push(...wrap([{ type: "text", value: part }]));
        });
      } else if (node.type === "element") {
        const element = node as Element;
        walk(element.children, (children) => wrap([{ ...element, children }]));
      }
    }
  };
  walk(highlightTree(code, language).children, (children) => children);
  if (lines.length > 1 && lines[lines.length - 1].length === 0 && code.endsWith("\n")) lines.pop();
  return lines.map((children) => toHtml({ type: "root", children }));
}
