// Markdown as an agent reads it: a line-based block pass (front matter, headings, fenced code, lists,
// quotes, tables, reference definitions, HTML comments, hidden HTML, <details>) and an inline pass
// (code spans, links, images, inline HTML) that only runs on lines that hold markup. Every piece
// keeps its 0-based row so facts point at the right line. Not a CommonMark renderer: the agent reads
// the raw text, so what matters is that every piece of text is seen once with the right place, and
// that hidden places (comments, hidden elements, collapsed details, image alt text, link
// definitions) are told apart from visible prose. A full CommonMark parse (markdown-it) costs ~60 ms
// per MB; this pass costs a few.

/** Where a block of text sits; the hidden places are read by the agent but not shown to the user. */
export type BlockPlace =
  | "paragraph" | "heading" | "list" | "quote" | "table" | "html-comment" | "hidden-html" | "details"
  | "reference-definition" | "frontmatter";

export type MdBlock =
  | { type: "heading"; row: number; level: number; text: string; place: BlockPlace }
  /** `code` is the block's text with the fence's indentation removed; its first line is at `codeRow`. */
  | { type: "fence"; row: number; info: string; code: string; codeRow: number; place: BlockPlace }
  /**
   * Prose: `lines` on consecutive rows from `row`. With `rows` set (table cells, front matter values)
   * every line is a unit of its own, on its own row, never joined with the next into a sentence.
   */
  | { type: "prose"; row: number; lines: string[]; rows: number[] | null; place: BlockPlace }
  | { type: "refdef"; row: number; label: string; url: string; title: string; place: BlockPlace };

/** Nesting of containers (quotes in comments in details …) read as Markdown; deeper ones are prose. */
const MAX_NESTING = 8;

const FENCE_RE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const ATX_RE = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_RE = /^ {0,3}(=+|-+)[ \t]*$/;
const BREAK_RE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_RE = /^[ \t]*(?:[-*+•]|\d{1,9}[.)])(?:[ \t]+|$)/;
const REFDEF_RE = /^ {0,3}\[([^\]]{1,200})\]:[ \t]*<?([^\s>]*)>?(?:[ \t]+(?:"([^"]*)"|'([^']*)'|\(([^)]*)\)))?[ \t]*$/;
const TABLE_DELIM_RE = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
const DETAILS_OPEN_RE = /<details\b[^>]{0,1000}>/i;
const DETAILS_CLOSE_RE = /<\/details\s*>/i;
const SUMMARY_RE = /<summary\b[^>]{0,1000}>([^]*?)<\/summary\s*>/i;

// An HTML element whose content is in the text but not shown: the `hidden` attribute, aria-hidden, CSS
// that hides it (display/visibility/zero size/off-screen/transparent text), or <template>.
const OPEN_TAG_RE = /^<([a-zA-Z][a-zA-Z0-9-]{0,30})\b([^>]{0,1000})>/;
const HIDDEN_ATTR_RE = /(?:^|\s)hidden(?:[\s=/]|$)|aria-hidden\s*=\s*["']?true|display\s*:\s*none|visibility\s*:\s*hidden|(?:font-size|opacity|(?:max-)?height|(?:max-)?width)\s*:\s*0(?![.\d]*[1-9])|(?:left|top|text-indent|margin-left)\s*:\s*-\d{3,}|clip\s*:\s*rect\(\s*0|color\s*:\s*(?:transparent|white|#fff(?:fff)?\b)/i;

/** The name of a hidden element opened at the start of `s` and the length of its opening tag, or null. */
function hiddenOpenTag(s: string): { tag: string; length: number } | null {
  const m = OPEN_TAG_RE.exec(s);
  if (!m || m[2]!.endsWith("/")) return null;
  const tag = m[1]!.toLowerCase();
  if (tag !== "template" && !HIDDEN_ATTR_RE.test(m[2]!)) return null;
  return { tag, length: m[0].length };
}

function isBlank(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

function indentOf(s: string): number {
  let n = 0;
  while (n < s.length && (s.charCodeAt(n) === 32 || s.charCodeAt(n) === 9)) n++;
  return n;
}

/** Removes up to `n` leading spaces (a fence's indentation from its code lines). */
function dedent(s: string, n: number): string {
  let i = 0;
  while (i < n && i < s.length && (s.charCodeAt(i) === 32 || s.charCodeAt(i) === 9)) i++;
  return i ? s.slice(i) : s;
}

/** The index of the front matter's closing fence (front matter = `---` on the first line), or -1. */
function frontmatterEnd(lines: readonly string[]): number {
  if (lines.length < 2 || !/^---[ \t]*$/.test(lines[0]!)) return -1;
  for (let i = 1; i < lines.length && i < 400; i++) if (/^(?:---|\.\.\.)[ \t]*$/.test(lines[i]!)) return i;
  return -1;
}

/** YAML front matter values as prose units (`key: value`, block scalars, quoted strings, list items). */
function frontmatterUnits(lines: readonly string[], row0: number): { lines: string[]; rows: number[] } {
  const out: string[] = [];
  const rows: number[] = [];
  let block = -1;
  let blockIndent = -1;
  for (let k = 0; k < lines.length; k++) {
    const l = lines[k]!;
    if (block >= 0 && (isBlank(l) || indentOf(l) > blockIndent)) {
      const t = l.trim();
      if (t) out[block] += (out[block] ? " " : "") + t;
      continue;
    }
    block = -1;
    const m = /^([ \t]*)(?:-[ \t]+)?(?:[\w.-]+|"[^"]*"|'[^']*')[ \t]*:[ \t]*(.*)$/.exec(l) ?? /^([ \t]*)-[ \t]+(.*)$/.exec(l);
    if (!m) {
      if (l.trim()) {
        out.push(l.trim());
        rows.push(row0 + k);
      }
      continue;
    }
    const value = m[2]!.trim();
    if (/^[|>][-+0-9]*$/.test(value) || value === "") {
      block = out.length;
      blockIndent = m[1]!.length;
      out.push("");
      rows.push(row0 + k + 1);
      continue;
    }
    out.push(value.replace(/^(["'])([^]*)\1$/, "$2"));
    rows.push(row0 + k);
  }
  const keep = out.map((t) => !!t);
  return { lines: out.filter((_, k) => keep[k]), rows: rows.filter((_, k) => keep[k]) };
}

/**
 * A line without the comments opened and closed on it (each replaced by a space); `inner` receives
 * each comment's text. Comment openers inside code spans are text. One pass over the line.
 */
function splitInlineComments(line: string, inner: (text: string) => void): string {
  const parts: string[] = [];
  let from = 0;
  let ticks = 0;
  let counted = 0;
  for (let at = line.indexOf("<!--"); at >= 0; at = line.indexOf("<!--", at + 4)) {
    for (; counted < at; counted++) if (line.charCodeAt(counted) === 96) ticks++;
    if (ticks & 1) continue;
    const close = line.indexOf("-->", at + 4);
    if (close < 0) break;
    const text = line.slice(at + 4, close);
    if (!isBlank(text)) inner(text);
    parts.push(line.slice(from, at), " ");
    from = close + 3;
    for (; counted < from; counted++) if (line.charCodeAt(counted) === 96) ticks++;
    at = close - 1;
  }
  if (!parts.length) return line;
  parts.push(line.slice(from));
  return parts.join("");
}

/** Position of an HTML comment opener that is not inside a code span on this line, or -1. */
function commentStart(s: string, from = 0): number {
  const at = s.indexOf("<!--", from);
  if (at < 0) return -1;
  let ticks = 0;
  for (let i = 0; i < at; i++) if (s.charCodeAt(i) === 96) ticks++;
  return ticks % 2 === 0 ? at : -1;
}

const HIDDEN_PLACES: ReadonlySet<BlockPlace> = new Set(["html-comment", "hidden-html", "details"]);

/**
 * Parses `lines` (on consecutive rows from `row0`) as Markdown into `out`; `place` is the place of the
 * container they sit in (a hidden container's place wins over the places of what is inside it).
 */
function parseLines(lines: readonly string[], row0: number, place: BlockPlace, out: MdBlock[], depth: number): void {
  const hidden = HIDDEN_PLACES.has(place);
  const proseOf = (p: BlockPlace): BlockPlace => (hidden || place === "quote" || place === "reference-definition" ? place : p);
  let para: string[] = [];
  let paraRow = 0;
  let paraPlace: BlockPlace = "paragraph";
  let inList = false;
  const flush = () => {
    if (para.length) out.push({ type: "prose", row: paraRow, lines: para, rows: null, place: proseOf(paraPlace) });
    para = [];
  };
  const addLine = (text: string, row: number) => {
    if (!para.length) paraRow = row;
    para.push(text);
  };
  const single = (text: string, row: number) => out.push({ type: "prose", row, lines: [text], rows: null, place: proseOf("paragraph") });
  const nested = (inner: readonly string[], innerRow0: number, p: BlockPlace) => {
    if (!inner.length) return;
    if (depth >= MAX_NESTING) out.push({ type: "prose", row: innerRow0, lines: inner.slice(), rows: null, place: hidden ? place : p });
    else parseLines(inner, innerRow0, hidden ? place : p, out, depth + 1);
  };

  let i = 0;
  if (depth === 0) {
    const end = frontmatterEnd(lines);
    if (end > 0) {
      const units = frontmatterUnits(lines.slice(1, end), row0 + 1);
      if (units.lines.length) out.push({ type: "prose", row: units.rows[0]!, lines: units.lines, rows: units.rows, place: "frontmatter" });
      i = end + 1;
    }
  }

  for (; i < lines.length; i++) {
    let text = lines[i]!;
    const row = row0 + i;
    // Comments opened and closed on this line are split out; the rest of the line is read as usual.
    if (text.includes("<!--")) {
      const kept = splitInlineComments(text, (inner) => nested([inner], row, "html-comment"));
      if (kept !== text) {
        if (isBlank(kept)) continue;
        text = kept.trimEnd();
      }
    }
    if (isBlank(text)) {
      flush();
      paraPlace = inList ? "list" : "paragraph";
      continue;
    }
    const lead = indentOf(text);
    const first = text.charCodeAt(lead);

    // Indented code (four spaces after a blank line, outside a list): a code block to the agent as much as a fence.
    if (lead >= 4 && !para.length && !inList) {
      const code: string[] = [];
      let j = i;
      for (; j < lines.length && (isBlank(lines[j]!) || indentOf(lines[j]!) >= 4); j++) code.push(dedent(lines[j]!, 4));
      while (code.length && isBlank(code[code.length - 1]!)) code.pop();
      out.push({ type: "fence", row, info: "", code: code.join("\n"), codeRow: row, place: proseOf("paragraph") });
      i = i + code.length - 1;
      continue;
    }

    // Fenced code: ``` or ~~~ at any indentation (fences inside list items are indented).
    if (first === 96 || first === 126) {
      const m = FENCE_RE.exec(text);
      if (m && !(m[2]![0] === "`" && m[3]!.includes("`"))) {
        flush();
        const marker = m[2]!;
        const code: string[] = [];
        let j = i + 1;
        for (; j < lines.length; j++) {
          const t = lines[j]!;
          const k = indentOf(t);
          if (t.startsWith(marker, k) && isBlank(t.slice(k).replace(/^[`~]+/, ""))) break;
          code.push(lead ? dedent(t, lead) : t);
        }
        out.push({ type: "fence", row, info: m[3]!.trim(), code: code.join("\n"), codeRow: row + 1, place: proseOf("paragraph") });
        i = j;
        continue;
      }
    }

    // A comment that runs over several lines is a container: its lines are Markdown nobody sees.
    const at = text.includes("<!--") ? commentStart(text) : -1;
    if (at >= 0) {
      flush();
      const inner: string[] = [text.slice(at + 4)];
      let j = i + 1;
      let after = "";
      for (; j < lines.length; j++) {
        const t = lines[j]!;
        const c = t.indexOf("-->");
        if (c >= 0) {
          inner.push(t.slice(0, c));
          after = t.slice(c + 3);
          break;
        }
        inner.push(t);
      }
      if (!isBlank(text.slice(0, at))) single(text.slice(0, at), row);
      nested(inner, row, "html-comment");
      if (j < lines.length && !isBlank(after)) single(after, row0 + j);
      i = j;
      continue;
    }

    if (first === 60) {
      // <details>: the summary is visible, the rest is collapsed.
      const d = DETAILS_OPEN_RE.exec(text);
      if (d && d.index === lead) {
        flush();
        const j = closingLine(lines, i, DETAILS_OPEN_RE, DETAILS_CLOSE_RE);
        const body = containerBody(lines, i, j, lead + d[0].length, DETAILS_CLOSE_RE);
        const joined = body.join("\n");
        const sm = SUMMARY_RE.exec(joined);
        if (sm) {
          const summaryRow = row + countNewlines(joined, sm.index);
          single(sm[1]!.replace(/<[^<>]{0,1000}>/g, " "), summaryRow);
          nested(blankOut(joined, sm.index, sm.index + sm[0].length).split("\n"), row, "details");
        } else nested(body, row, "details");
        i = j;
        continue;
      }
      // A hidden element opening a block: its content is read by the agent, never shown.
      const h = hiddenOpenTag(text.slice(lead));
      if (h) {
        flush();
        const open = new RegExp(`<${h.tag}\\b[^>]{0,1000}>`, "i");
        const close = new RegExp(`</${h.tag}\\s*>`, "i");
        const j = closingLine(lines, i, open, close);
        nested(containerBody(lines, i, j, lead + h.length, close), row, "hidden-html");
        i = j;
        continue;
      }
    }

    // Block quotes: strip one `>` and read the rest as Markdown in a quote.
    if (first === 62) {
      flush();
      const inner: string[] = [];
      let j = i;
      for (; j < lines.length; j++) {
        const t = lines[j]!;
        const k = indentOf(t);
        if (t.charCodeAt(k) !== 62) break;
        inner.push(t.slice(k + (t.charCodeAt(k + 1) === 32 ? 2 : 1)));
      }
      nested(inner, row, "quote");
      i = j - 1;
      continue;
    }

    if (first === 35) {
      const m = ATX_RE.exec(text);
      if (m) {
        flush();
        inList = false;
        paraPlace = "paragraph";
        out.push({ type: "heading", row, level: m[1]!.length, text: stripInlineMarks(m[2] ?? ""), place: proseOf("heading") });
        continue;
      }
    }

    if (para.length && (first === 61 || first === 45) && paraPlace === "paragraph" && SETEXT_RE.test(text)) {
      out.push({ type: "heading", row: paraRow, level: first === 61 ? 1 : 2, text: stripInlineMarks(para.join(" ").trim()), place: proseOf("heading") });
      para = [];
      continue;
    }

    if ((first === 45 || first === 42 || first === 95) && BREAK_RE.test(text)) {
      flush();
      inList = false;
      paraPlace = "paragraph";
      continue;
    }

    if (first === 91) {
      const m = REFDEF_RE.exec(text);
      if (m) {
        flush();
        out.push({ type: "refdef", row, label: m[1]!, url: m[2]!, title: m[3] ?? m[4] ?? m[5] ?? "", place: hidden ? place : "reference-definition" });
        continue;
      }
    }

    // Tables: a row of cells followed by a delimiter row; every cell is its own unit.
    if (!para.length && i + 1 < lines.length && text.includes("|") && lines[i + 1]!.includes("-") && TABLE_DELIM_RE.test(lines[i + 1]!)) {
      const cells: string[] = [];
      const rows: number[] = [];
      let j = i;
      for (; j < lines.length; j++) {
        const t = lines[j]!;
        if (isBlank(t) || !t.includes("|")) break;
        if (j === i + 1) continue;
        for (const cell of splitCells(t)) {
          if (!cell) continue;
          cells.push(cell);
          rows.push(row0 + j);
        }
      }
      if (cells.length) out.push({ type: "prose", row: rows[0]!, lines: cells, rows, place: proseOf("table") });
      i = j - 1;
      continue;
    }

    const li = LIST_RE.exec(text);
    if (li) {
      flush();
      inList = true;
      paraPlace = "list";
      addLine(text.slice(li[0].length), row);
      continue;
    }
    if (inList && !para.length && lead === 0) {
      inList = false;
      paraPlace = "paragraph";
    }
    addLine(text, row);
  }
  flush();
}

function countNewlines(s: string, to: number): number {
  let n = 0;
  for (let k = 0; k < to && k < s.length; k++) if (s.charCodeAt(k) === 10) n++;
  return n;
}

/** The index of the line that closes a container opened on line `from` (nesting counted), or the last line. */
function closingLine(lines: readonly string[], from: number, open: RegExp, close: RegExp): number {
  const openG = new RegExp(open.source, "gi");
  const closeG = new RegExp(close.source, "gi");
  let depth = 0;
  for (let j = from; j < lines.length; j++) {
    const t = lines[j]!;
    const fence = j > from ? FENCE_RE.exec(t) : null;
    if (fence) {
      // Fenced code inside the container is skipped: a `</details>` in an example does not close it.
      const marker = fence[2]!;
      let k = j + 1;
      while (k < lines.length && !lines[k]!.trimStart().startsWith(marker)) k++;
      j = k;
      continue;
    }
    depth += (t.match(openG) ?? []).length;
    depth -= (t.match(closeG) ?? []).length;
    if (depth <= 0) return j;
  }
  return lines.length - 1;
}

/** The lines between an opening tag (ending at column `openEnd` of line `from`) and the last closing tag on line `to`. */
function containerBody(lines: readonly string[], from: number, to: number, openEnd: number, close: RegExp): string[] {
  const body: string[] = [];
  const closeG = new RegExp(close.source, "gi");
  for (let j = from; j <= to && j < lines.length; j++) {
    let t = lines[j]!;
    if (j === from) t = t.slice(openEnd);
    if (j === to) {
      let last = -1;
      closeG.lastIndex = 0;
      for (let m = closeG.exec(t); m; m = closeG.exec(t)) last = m.index;
      if (last >= 0) t = t.slice(0, last);
    }
    body.push(t);
  }
  return body;
}

/** `s` with the text between two offsets replaced by spaces (newlines kept, so rows stay right). */
function blankOut(s: string, from: number, to: number): string {
  return s.slice(0, from) + s.slice(from, to).replace(/[^\n]/g, " ") + s.slice(to);
}

function splitCells(row: string): string[] {
  const t = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  const cells: string[] = [];
  let start = 0;
  let inCode = false;
  let cur = "";
  for (let k = 0; k < t.length; k++) {
    const c = t.charCodeAt(k);
    if (c === 96) inCode = !inCode;
    else if (c === 92 && t.charCodeAt(k + 1) === 124) {
      cur += t.slice(start, k) + "|";
      start = k + 2;
      k++;
    } else if (c === 124 && !inCode) {
      cells.push((cur + t.slice(start, k)).trim());
      cur = "";
      start = k + 1;
    }
  }
  cells.push((cur + t.slice(start)).trim());
  return cells;
}

/** Heading text without emphasis, links or a trailing anchor (`## Setup {#setup}`). */
function stripInlineMarks(s: string): string {
  if (!/[[*_`~{]/.test(s)) return s.trim();
  return s.replace(/!?\[([^\]]{0,500})\]\([^)]{0,2000}\)/g, "$1").replace(/[*_`~]+/g, "").replace(/\s*\{#[^}]{0,200}\}\s*$/, "").trim();
}

/** Splits a document into blocks. Rows are 0-based rows of `text`. */
export function parseMarkdown(text: string): MdBlock[] {
  const out: MdBlock[] = [];
  parseLines(text.split("\n"), 0, "paragraph", out, 0);
  return out;
}


// ---------------------------------------------------------------------------------------------
// Inline pass

export type InlineLink = {
  /** Link text or image alt text (markup removed). */
  text: string;
  /** Target URL or image URL (angle brackets removed), or the reference label for `[x][ref]`. */
  url: string;
  title: string;
  image: boolean;
  /** `[text][label]` / `[text]` reference links: the URL comes from a definition. */
  reference: boolean;
  /** Offset in the block's joined text. */
  offset: number;
};

export type InlineCode = { code: string; offset: number };

export type InlineHidden = { text: string; place: "html-comment" | "hidden-html"; offset: number };

export type Inline = {
  /**
   * The visible text: link text kept, images, inline comments and hidden elements removed, tags
   * stripped, code spans kept with their backticks. Newlines are kept (offsets of rows survive).
   */
  plain: string;
  codes: InlineCode[];
  links: InlineLink[];
  hidden: InlineHidden[];
};

/** Characters that may start inline markup: ` [ < ! \ * _ ~ */
function isMark(c: number): boolean {
  return c === 96 || c === 91 || c === 60 || c === 33 || c === 92 || c === 42 || c === 95 || c === 126;
}


/** Longest link text and link target read as such (longer ones stay plain text, still read as prose). */
const MAX_LINK_TEXT = 500;
const MAX_LINK_TARGET = 4000;

/** Finds the `]` closing the `[` at `open` (nesting and code spans respected), or -1. */
function closeBracket(s: string, open: number): number {
  let depth = 0;
  const limit = Math.min(s.length, open + MAX_LINK_TEXT);
  for (let k = open; k < limit; k++) {
    const c = s.charCodeAt(k);
    if (c === 92) {
      k++;
      continue;
    }
    if (c === 96) {
      const end = s.indexOf("`", k + 1);
      if (end < 0 || end >= limit) return -1;
      k = end;
      continue;
    }
    if (c === 91) depth++;
    else if (c === 93 && --depth === 0) return k;
  }
  return -1;
}

/** Parses `(url "title")` at `open` (the `(`): the URL, title and the index after `)`, or null. */
function parseTarget(s: string, open: number): { url: string; title: string; end: number } | null {
  const limit = Math.min(s.length, open + MAX_LINK_TARGET);
  let k = open + 1;
  while (k < limit && (s[k] === " " || s[k] === "\n")) k++;
  let url: string;
  if (s[k] === "<") {
    const e = s.indexOf(">", k);
    if (e < 0 || e >= limit) return null;
    url = s.slice(k + 1, e);
    k = e + 1;
  } else {
    let depth = 0;
    const start = k;
    for (; k < limit; k++) {
      const c = s[k]!;
      if (c === "\\") {
        k++;
        continue;
      }
      if (c === "(") depth++;
      else if (c === ")") {
        if (depth === 0) break;
        depth--;
      } else if (c === " " || c === "\n" || c === "[" || c === "<") break;
    }
    url = s.slice(start, k);
  }
  while (k < limit && (s[k] === " " || s[k] === "\n")) k++;
  let title = "";
  const q = s[k];
  if (q === '"' || q === "'" || q === "(") {
    const e = s.indexOf(q === "(" ? ")" : q, k + 1);
    if (e < 0 || e >= limit) return null;
    title = s.slice(k + 1, e);
    k = e + 1;
    while (k < limit && (s[k] === " " || s[k] === "\n")) k++;
  }
  if (s[k] !== ")") return null;
  return { url, title, end: k + 1 };
}

const TAG_RE = /^<\/?([a-zA-Z][a-zA-Z0-9-]{0,30})\b[^<>]{0,1000}>/;
const AUTOLINK_RE = /^<((?:https?|ftp|mailto):[^\s<>]{0,2000})>/i;

/** Stands in for a dropped piece of text in `plain`: a space, or its newlines (rows stay right). */
function spacer(s: string): string {
  let n = "";
  for (let k = 0; k < s.length; k++) if (s.charCodeAt(k) === 10) n += "\n";
  return n || " ";
}

/** The inline structure of a block's text (lines joined with "\n"). */
export function parseInline(s: string): Inline {
  // Where the last closers are: an opener after them cannot close (keeps hostile input linear).
  const lastCommentClose = s.lastIndexOf("-->");
  const lastBracket = s.lastIndexOf("]");
  const codes: InlineCode[] = [];
  const links: InlineLink[] = [];
  const hidden: InlineHidden[] = [];
  let plain = "";
  let last = 0;
  const keepTo = (to: number) => {
    if (to > last) plain += s.slice(last, to);
  };
  let k = 0;
  while (k < s.length) {
    const c = s.charCodeAt(k);
    if (!isMark(c)) {
      k++;
      continue;
    }
    if (c === 92) {
      k += 2;
      continue;
    }
    if (c === 96) {
      let n = 1;
      while (s.charCodeAt(k + n) === 96) n++;
      let e = s.indexOf("`".repeat(n), k + n);
      while (e >= 0 && s.charCodeAt(e + n) === 96) {
        let m = e + n;
        while (s.charCodeAt(m) === 96) m++;
        e = s.indexOf("`".repeat(n), m);
      }
      if (e < 0) {
        k += n;
        continue;
      }
      const code = s.slice(k + n, e).replace(/\n/g, " ");
      codes.push({ code: code.trim(), offset: k });
      k = e + n;
      continue;
    }
    if (c === 60) {
      if (s.startsWith("<!--", k) && k + 4 <= lastCommentClose) {
        const e = s.indexOf("-->", k + 4);
        if (e >= 0) {
          keepTo(k);
          hidden.push({ text: s.slice(k + 4, e), place: "html-comment", offset: k });
          plain += spacer(s.slice(k, e + 3));
          k = last = e + 3;
          continue;
        }
      }
      const head = s.slice(k, k + 2100);
      const auto = AUTOLINK_RE.exec(head);
      if (auto) {
        keepTo(k);
        links.push({ text: auto[1]!, url: auto[1]!, title: "", image: false, reference: false, offset: k });
        plain += auto[1]!;
        k = last = k + auto[0].length;
        continue;
      }
      const tag = TAG_RE.exec(head);
      if (tag) {
        keepTo(k);
        const hiddenTag = tag[0][1] !== "/" ? hiddenOpenTag(tag[0]) : null;
        if (hiddenTag) {
          const close = new RegExp(`</${hiddenTag.tag}\\s*>`, "ig");
          close.lastIndex = k + tag[0].length;
          const m = close.exec(s);
          const end = m ? m.index : s.length;
          const closeEnd = m ? m.index + m[0].length : s.length;
          hidden.push({ text: s.slice(k + tag[0].length, end).replace(/<[^<>]{0,1000}>/g, " "), place: "hidden-html", offset: k });
          plain += spacer(s.slice(k, closeEnd));
          k = last = closeEnd;
          continue;
        }
        plain += " ";
        k = last = k + tag[0].length;
        continue;
      }
      k++;
      continue;
    }
    if (c === 33 || c === 91) {
      const image = c === 33;
      if (image && s.charCodeAt(k + 1) !== 91) {
        k++;
        continue;
      }
      const open = image ? k + 1 : k;
      const close = open < lastBracket ? closeBracket(s, open) : -1;
      if (close < 0) {
        k = open + 1;
        continue;
      }
      const inner = s.slice(open + 1, close);
      const after = s.charCodeAt(close + 1);
      if (after === 40) {
        const target = parseTarget(s, close + 1);
        if (target) {
          keepTo(k);
          if (image) {
            links.push({ text: inner, url: target.url, title: target.title, image: true, reference: false, offset: k });
            plain += spacer(s.slice(k, target.end));
          } else {
            // Link text is read again: it may hold code spans, an image (a badge) or hidden HTML.
            const innerInline = parseInline(inner);
            for (const code of innerInline.codes) codes.push({ code: code.code, offset: open + 1 + code.offset });
            for (const l of innerInline.links) links.push({ ...l, offset: open + 1 + l.offset });
            for (const h of innerInline.hidden) hidden.push({ ...h, offset: open + 1 + h.offset });
            links.push({ text: innerInline.plain, url: target.url, title: target.title, image: false, reference: false, offset: k });
            plain += innerInline.plain + spacer(s.slice(close, target.end)).replace(/^ $/, "");
          }
          k = last = target.end;
          continue;
        }
      }
      if (after === 91) {
        const e = s.indexOf("]", close + 2);
        if (e > 0 && e - close < MAX_LINK_TEXT) {
          keepTo(k);
          const label = s.slice(close + 2, e) || inner;
          links.push({ text: inner, url: label, title: "", image, reference: true, offset: k });
          plain += image ? spacer(s.slice(k, e + 1)) : inner;
          k = last = e + 1;
          continue;
        }
      }
      k = open + 1;
      continue;
    }
    // Emphasis markers are dropped from the plain text so that words read as words.
    let n = 1;
    while (s.charCodeAt(k + n) === c) n++;
    const inWord = c === 95 && k > 0 && isWordChar(s.charCodeAt(k - 1)) && isWordChar(s.charCodeAt(k + n));
    if (!inWord && (c !== 126 || n >= 2)) {
      keepTo(k);
      last = k + n;
    }
    k += n;
  }
  keepTo(s.length);
  return { plain, codes, links, hidden };
}

function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c > 127;
}

/** Every pattern of the block and inline passes, for the linear-time check. */
export const MARKDOWN_PATTERNS: readonly RegExp[] = [FENCE_RE, ATX_RE, SETEXT_RE, BREAK_RE, LIST_RE, REFDEF_RE, TABLE_DELIM_RE, DETAILS_OPEN_RE, DETAILS_CLOSE_RE, SUMMARY_RE, OPEN_TAG_RE, HIDDEN_ATTR_RE, TAG_RE, AUTOLINK_RE];
