// R scripts, read for what runs: `source()` of a URL, code fetched and then evaluated (`eval(parse(text = …))` of
// what `url()`, `readLines("https://…")`, httr or curl returned — the helper-bundle pattern of a "load the latest
// helpers at startup" setup script), and the commands `system()`/`system2()` run. There is no maintained R grammar
// for the browser here, so the reader is textual and deliberately narrow: it looks at one function body (or the
// file's top level) at a time and reports only a fetch and an evaluation of code that meet there.
import type { Analyzer, Extractor, Snippet } from "./extract";

/** Reads of a remote resource in R. */
const R_FETCH_RE = /\b(?:url\s*\(|download\.file\s*\(|(?:httr2?::)?(?:GET|request|req_perform)\s*\(|httr::content\s*\(|curl::curl(?:_fetch_memory|_download)?\s*\(|readLines\s*\(\s*["']https?:|readr::read_lines\s*\(\s*["']https?:|RCurl::getURL\s*\()/;
/** Evaluation of text as R code. */
const R_EVAL_RE = /\beval\s*\(\s*(?:parse|str2lang|str2expression)\s*\(/;
const URL_RE = /["'](https?:\/\/[^"'\s]+)["']/;

/** The text with R comments blanked (rows kept); strings left alone. */
function blankComments(text: string): string {
  return text.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|#[^\n]*/g, (m, str: string | undefined) => str ?? " ".repeat(m.length));
}

/** Each function body (`function(…) { … }`) and the top level without them, with the offset each starts at. */
function scopes(text: string): { body: string; at: number }[] {
  const out: { body: string; at: number }[] = [];
  let top = text;
  for (const m of text.matchAll(/\bfunction\s*\([^)]*\)\s*\{/g)) {
    const start = m.index! + m[0].length;
    let depth = 1;
    let i = start;
    for (; i < text.length && depth > 0; i++) {
      const c = text[i];
      if (c === "{") depth++;
      else if (c === "}") depth--;
    }
    out.push({ body: text.slice(start, i), at: start });
    top = top.slice(0, start) + " ".repeat(i - start) + top.slice(i);
  }
  out.push({ body: top, at: 0 });
  return out;
}

const rowAt = (text: string, at: number) => text.slice(0, at).split("\n").length - 1;

export const extractR: Extractor = (snippet: Snippet, analyzer: Analyzer) => {
  const text = blankComments(snippet.text);
  // source("https://…"): the file at the URL is run
  for (const m of text.matchAll(/\bsource\s*\(\s*["'](https?:\/\/[^"'\s]+)["']/g)) analyzer.analyze("shell", `curl -fsSL '${m[1]}' | Rscript -`, snippet, rowAt(text, m.index!));
  for (const scope of scopes(text)) {
    const ev = R_EVAL_RE.exec(scope.body);
    if (!ev || !R_FETCH_RE.test(scope.body)) continue;
    const url = URL_RE.exec(scope.body)?.[1];
    // the address may be assembled elsewhere (a default argument, a vector pasted together): unknown then
    analyzer.analyze("shell", `curl -fsSL ${url ? `'${url}'` : '"$R_HELPER_URL"'} | Rscript -`, snippet, rowAt(text, scope.at + ev.index));
  }
  // system("…") / system2("cmd", c("a", "b")) with literal text
  for (const m of text.matchAll(/\bsystem\s*\(\s*"((?:[^"\\\n]|\\.)*)"/g)) analyzer.analyze("shell", m[1]!.replace(/\\"/g, '"'), snippet, rowAt(text, m.index!));
  for (const m of text.matchAll(/\bsystem2\s*\(\s*"([^"\n]+)"\s*(?:,\s*(?:args\s*=\s*)?c\(([^)]*)\))?/g)) {
    const args = [...(m[2] ?? "").matchAll(/"((?:[^"\\\n]|\\.)*)"/g)].map((a) => `'${a[1]!.replace(/'/g, `'\\''`)}'`);
    analyzer.analyze("shell", [m[1], ...args].join(" "), snippet, rowAt(text, m.index!));
  }
};
