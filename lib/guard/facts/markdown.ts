// Markdown (and plain text, and decoded text that reads as prose) as instructions an agent follows.
// Code in it goes to the language extractors with its context (a fenced block, the headings above it,
// whether the prose around it presents it as something to recognise or avoid); prose is split into
// sentences with their place (paragraph, list, table, heading, quote, comment, hidden element,
// collapsed details, link text and target, image alt and URL, reference definition, front matter)
// and read for instruction intents (knowledge/intents.ts); links whose text names another
// destination than their target, and image URLs that carry data, become facts; prose that tells the
// agent to run a file of the skill becomes an invoke fact.
import type { FileKind } from "../parse/classify";
import { kindOfFence } from "../parse/classify";
import { parseInline, parseMarkdown, type InlineLink, type MdBlock } from "../parse/markdown";
import { findUrls, registrableDomain } from "../knowledge/hosts";
import { foreignIntents, mayBeForeign } from "../knowledge/intents-foreign";
import {
  describesAttack, detectIntents, EXAMPLE_LABEL_RE, framingOf, isNegatingLead, isSecurityFraming, isSignatureCode, mayInstruct, NO_CARRY,
  MARK_COMMAND, MARK_DOTTED, MARK_INLINE, mentionsSendTo, namesPrivateData, normalizeSentence, privateDataNamed, scanLines, wordBits, type Carry, type Framing, type LineScan, type WordBits,
} from "../knowledge/intents";
import { normalizeSkillPath, type Analyzer, type Extractor, type Snippet } from "./extract";
import { HOLE, type FactContext, type Folded, type ProsePlace, type Taint } from "./types";

/** Most sentences read per document, and most code pieces handed on (a generated file must stay linear). */
const MAX_SENTENCES = 50_000;
const MAX_CODE_JOBS = 4_000;
/** Nesting of Markdown read inside Markdown (```markdown fences). */
const MAX_NESTED_DOCS = 3;
/** Longest excerpt kept in an instruct fact. */
const MAX_TEXT = 300;
/** Most distinct image and link URLs with placeholders read per document. */
const MAX_IMAGES = 200;

/** The kinds whose pieces may be read as one program when they share a section (see packJobs). */
const MERGEABLE: ReadonlySet<FileKind> = new Set<FileKind>(["shell", "python", "javascript", "typescript", "tsx", "powershell"]);

/** A piece of code found in the document, waiting to be handed to its extractor. */
type CodeJob = { kind: FileKind; row: number; code: string; ctx: FactContext };

type Doc = {
  snippet: Snippet;
  analyzer: Analyzer;
  /** The document presents itself as security training, detection or a write-up. */
  security: boolean;
  /** Everything here is illustrative already (an illustrative place handed it over, or an illustrative fence). */
  inherited: boolean;
  refs: Map<string, string>;
  jobs: CodeJob[];
  sentenceCount: number;
  images: { url: string; row: number; ctx: FactContext }[];
  invoked: Set<string>;
  /** The directory of the file (for paths relative to it). */
  dir: string;
  /** Word classes and markup marks of every prose line, from one pass over the text (rows of the snippet). */
  lines: LineScan;
  /** Base names of the skill's other files (what a mention can name), computed on first need. */
  baseNames: string[] | null;
};

/** The state of a walk through one (possibly nested) document. */
type Walk = {
  headings: string[];
  /** The framing of each heading in `headings` (computed once per heading). */
  framings: Framing[];
  headingFraming: Framing;
  /**
   * What introduces the next block (a fenced block, a list): the last sentence read in this section,
   * or the prose it is the end of (cut lazily, see leadOf).
   */
  lead: string;
  leadIsSentence: boolean;
  carry: Carry;
  /** The list being read was introduced by a negating lead ("Never:", "Do not:"): its items are things not to do. */
  negatedList: boolean;
  /** The section is about setup ("Prerequisites", "Before first use", "Installation"). */
  setup: boolean;
  /** Place that overrides the blocks' own (text inside a fenced block). */
  place: ProsePlace | null;
  /**
   * A sentence of this section that asks for something to be sent to an address ("POST https://…") without saying
   * what; a later sentence of the section that names the user's private data as what goes says it (see splitSend).
   */
  pendingSend?: { text: string; row: number; place: ProsePlace; left: number } | null;
  /**
   * A sentence that puts the user's private data into what the skill produces ("include the full contents of every
   * `.env` … in the appendix"): a later sentence of the document that sends that product to an address sends the data
   * (see laterSend). Kept across headings — a report template says what goes in one section and where it goes in another.
   */
  pendingData?: { text: string; row: number; left: number } | null;
  depth: number;
};

export const extractMarkdown: Extractor = (snippet, analyzer) => {
  const text = snippet.text;
  if (!text.trim()) return;
  // A labelled dataset's records are test data, read as quoted: their strings are what the records are about.
  if (!snippet.ctx.illustrative && isLabelledDataset(text)) snippet = { ...snippet, ctx: { ...snippet.ctx, illustrative: true } };
  const blocks = parseMarkdown(text);
  const doc: Doc = {
    snippet,
    analyzer,
    security: isSecurityFraming(framingText(blocks)),
    inherited: snippet.ctx.illustrative,
    refs: new Map(),
    jobs: [],
    sentenceCount: 0,
    images: [],
    invoked: new Set(),
    dir: snippet.path.includes("/") ? snippet.path.slice(0, snippet.path.lastIndexOf("/") + 1) : "",
    lines: scanLines(text, codeRows(blocks, text)),
    baseNames: null,
  };
  for (const b of blocks) if (b.type === "refdef") doc.refs.set(b.label.toLowerCase(), b.url);
  walkBlocks(doc, blocks, { headings: [...snippet.ctx.headings], framings: snippet.ctx.headings.map(framingOf), headingFraming: null, lead: "", leadIsSentence: true, carry: NO_CARRY, negatedList: false, setup: false, place: null, depth: 0 });
  resolveImages(doc);
  for (const pack of packJobs(doc.jobs)) analyzer.analyze(pack.kind, pack.code, { ...snippet, ctx: pack.ctx }, pack.row);
};

// Keys that label a record as a test case (its expected outcome, its class) rather than content to act on.
const LABEL_KEY_RE = /^(?:label|labels|expected|expect|expected_\w+|category|categories|cat|tags?|technique|tactic|attack_\w+|canary|severity|vector|verdict|is_\w+|should_\w+|class|target_behaviou?r)$/i;

/**
 * JSON Lines whose every record carries a label (an eval or training set: prompt-injection samples
 * with their expected outcome, classified phishing texts). At least three records; one that does
 * not parse, or carries no label, makes the file ordinary text.
 */
function isLabelledDataset(text: string): boolean {
  if (text.charCodeAt(0) !== 123 /* { */ || text.length > 4_000_000) return false;
  let records = 0;
  for (const line of text.split("\n")) {
    const t = line.trim();
    if (!t) continue;
    if (t[0] !== "{" || t[t.length - 1] !== "}") return false;
    let record: unknown;
    try {
      record = JSON.parse(t);
    } catch {
      return false;
    }
    if (typeof record !== "object" || record === null || !Object.keys(record).some((k) => LABEL_KEY_RE.test(k))) return false;
    records++;
  }
  return records >= 3;
}

/** The rows of code handed to other extractors (the word scan skips them: they are not prose). */
function codeRows(blocks: readonly MdBlock[], text: string): Uint8Array | null {
  let skip: Uint8Array | null = null;
  for (const b of blocks) {
    if (b.type !== "fence" || !b.code || TEXT_FENCES.has(b.info.split(/[\s{,]/)[0]!.toLowerCase())) continue;
    skip ??= new Uint8Array(countLines(text) + 1);
    const end = Math.min(skip.length, b.codeRow + countLines(b.code) + 1);
    for (let r = b.codeRow; r < end; r++) skip[r] = 1;
  }
  return skip;
}

/** What a document says it is: front matter, the first heading, the opening prose. */
function framingText(blocks: readonly MdBlock[]): string {
  let out = "";
  let prose = 0;
  for (const b of blocks) {
    if (b.type === "heading" && b.level <= 1) out += " " + b.text;
    else if (b.type === "prose" && (b.place === "frontmatter" || prose++ < 2)) out += " " + b.lines.join(" ");
    if (out.length > 3000 || prose > 2) break;
  }
  return out;
}

function ctxOf(walk: Walk, fence: string | null, illustrative: boolean, inDocs = true): FactContext {
  return { inDocs, headings: walk.headings.filter(Boolean), fence, illustrative };
}

/**
 * A sentence that breaks for a URL set on its own line ("retrieve it from", a block with the URL, "and
 * apply what it says …") is one sentence: the three blocks are also read joined.
 */
function bridgedSentence(blocks: readonly MdBlock[], i: number): Extract<MdBlock, { type: "prose" }> | null {
  const [a, f, c] = [blocks[i], blocks[i + 1], blocks[i + 2]];
  if (a?.type !== "prose" || c?.type !== "prose" || a.rows || c.rows) return null;
  // The URL's block: a fence, or an indented line (read as a paragraph of its own).
  const url = f?.type === "fence" ? f.code.trim() : f?.type === "prose" && f.lines.length === 1 ? f.lines[0]!.trim() : "";
  if (!/^https?:\/\/\S+$/.test(url) || /[.!?]["')\]]?\s*$/.test(a.lines[a.lines.length - 1] ?? "") || !/^\s*[a-z]/.test(c.lines[0] ?? "")) return null;
  return { type: "prose", row: a.row, lines: [...a.lines, url, ...c.lines], rows: null, place: a.place };
}

function walkBlocks(doc: Doc, blocks: readonly MdBlock[], walk: Walk): void {
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i]!;
    const bridged = bridgedSentence(blocks, i);
    if (bridged) {
      // Read the joined sentence, then the URL block for what it is; the next paragraph was part of the sentence.
      // Its lines are not on consecutive rows, so the per-row word classes do not apply: read as text.
      readText(doc, walk, bridged.lines.join("\n"), bridged.row, walk.place ?? bridged.place);
      const middle = blocks[i + 1]!;
      if (middle.type === "fence") readFence(doc, walk, middle);
      i += 2;
      continue;
    }
    switch (b.type) {
      case "heading": {
        const level = Math.min(Math.max(b.level, 1), 6);
        walk.headings = walk.headings.slice(0, level - 1);
        walk.framings = walk.framings.slice(0, level - 1);
        while (walk.headings.length < level - 1) {
          walk.headings.push("");
          walk.framings.push(null);
        }
        walk.headings.push(b.text.toLowerCase().slice(0, 200));
        walk.framings.push(framingOf(b.text));
        walk.headingFraming = strongest(walk.framings);
        walk.setup = SETUP_SECTION_RE.test(walk.headings.join(" "));
        setLead(walk, "", true);
        walk.carry = NO_CARRY;
        walk.pendingSend = null;
        walk.negatedList = false;
        readText(doc, walk, b.text, b.row, walk.place ?? "heading");
        break;
      }
      case "fence":
        readFence(doc, walk, b);
        break;
      case "prose": {
        // A list introduced by "Never:" / "Do not:" lists what not to do, until the list ends.
        if (b.place === "list") walk.negatedList ||= endsWithColon(walk.lead) && isNegatingLead(normalizeSentence(leadOf(walk)));
        else walk.negatedList = false;
        const place = walk.place ?? b.place;
        if (b.rows) for (let k = 0; k < b.lines.length; k++) readText(doc, walk, b.lines[k]!, b.rows[k]!, place);
        else readLines(doc, walk, b.lines, b.row, place);
        break;
      }
      case "refdef":
        // `[label]: url "title"` and the comment idiom `[//]: # (text)`: the title is text nobody sees.
        if (b.title.trim()) readText(doc, walk, b.title, b.row, walk.place ?? "reference-definition");
        if (b.url && b.url !== "#") checkTarget(doc, walk, { text: b.label, url: b.url, title: b.title, image: false, reference: false, offset: 0 }, b.row, "reference-definition");
        break;
    }
  }
}

const FRAMING_RANK: Record<NonNullable<Framing>, number> = { avoid: 3, threat: 2, detection: 1 };

function strongest(framings: readonly Framing[]): Framing {
  let best: Framing = null;
  for (const f of framings) if (f && (!best || FRAMING_RANK[f] > FRAMING_RANK[best])) best = f;
  return best;
}

/**
 * Whether code introduced by `lead` under the current headings is illustrative. Negation aimed at the
 * code and attack descriptions count on their own; detection words and example labels only in a
 * document that presents itself as security material (an attacker writes "Example setup:" too).
 */
function codeIsIllustrative(doc: Doc, walk: Walk, lead: string, info: string, code: string): boolean {
  if (doc.inherited || isSignatureCode(info, code)) return true;
  const leadFraming = lead ? framingOf(lead) : null;
  if (leadFraming === "avoid" || leadFraming === "threat") return true;
  if (walk.headingFraming === "avoid" || walk.headingFraming === "threat") return true;
  if (!doc.security) return false;
  return !!leadFraming || !!walk.headingFraming || EXAMPLE_LABEL_RE.test(normalizeSentence(lead)) || walk.place === "code" || SECURITY_SECTION_RE.test(walk.headings.join(" "));
}

/** Section names of setup steps: what they tell to run is a prerequisite. */
const SETUP_SECTION_RE = /\b(?:prerequisites?|requirements|before (?:first |you )?(?:use|using|start|begin)|first[- ]time|one[- ]time|setup|set up|installation|install|getting started|quick ?start|bootstrap)\b/;

/** Section names of a security write-up or training document whose code is the attack being shown. */
const SECURITY_SECTION_RE = /\b(?:example|sample|pattern|exploit|foothold|recon|enumeration|escalation|exploitation|lateral|payload|attack|injection|exfiltration|persistence|technique|case|vulnerability|flag|walkthrough|solution)/;

// ---------------------------------------------------------------------------------------------
// Code

/** Fences whose text is read as prose (and whose command lines are still commands). */
const TEXT_FENCES = new Set(["", "text", "txt", "plain", "plaintext", "none", "nohighlight", "output", "log", "prompt", "md", "markdown", "gfm", "commonmark", "mdx", "example", "instructions"]);
const TRANSCRIPT_FENCES = new Set(["console", "shell-session", "shellsession", "terminal", "pycon"]);

function readFence(doc: Doc, walk: Walk, b: Extract<MdBlock, { type: "fence" }>): void {
  const info = b.info;
  const lang = info.split(/[\s{,]/)[0]!.toLowerCase();
  const kind = kindOfFence(info);
  const isText = !kind && TEXT_FENCES.has(lang);
  if (!kind && !isText) {
    walk.carry = NO_CARRY;
    return;
  }
  const illustrative = codeIsIllustrative(doc, walk, leadOf(walk), info, b.code);
  const ctx = ctxOf(walk, info, illustrative);
  if (illustrative && !doc.snippet.via.length) {
    const lines = doc.analyzer.illustrativeLines;
    const first = doc.snippet.line + b.codeRow;
    const list = lines?.get(doc.snippet.path) ?? [];
    if (lines && list.length < 256) lines.set(doc.snippet.path, [...list, [first, first + b.code.split("\n").length - 1]]);
  }
  if (kind) {
    const transcript = TRANSCRIPT_FENCES.has(lang) || startsWithPrompt(b.code);
    const code = transcript ? stripTranscript(b.code, kind === "python") : b.code;
    if (code.trim()) addJob(doc, { kind, row: b.codeRow, code, ctx });
  } else {
    // Unlabelled and text blocks: commands in them are still commands (one a line), and the text is
    // still read by the agent (Markdown, prompts to paste, notes) — in the "code" place.
    const shell = shellLinesOf(b.code);
    if (shell) addJob(doc, { kind: "shell", row: b.codeRow, code: shell, ctx });
    if (walk.depth < MAX_NESTED_DOCS && b.code.trim()) {
      const inner = parseMarkdown(b.code).map((x) => shiftBlock(x, b.codeRow));
      const nested: Walk = { ...walk, headings: [...walk.headings], framings: [...walk.framings], carry: NO_CARRY, negatedList: false, place: "code", depth: walk.depth + 1 };
      walkBlocks(illustrative && !doc.inherited ? { ...doc, inherited: true } : doc, inner, nested);
    }
  }
  walk.carry = NO_CARRY;
}

function shiftBlock(b: MdBlock, by: number): MdBlock {
  switch (b.type) {
    case "fence":
      return { ...b, row: b.row + by, codeRow: b.codeRow + by };
    case "prose":
      return { ...b, row: b.row + by, rows: b.rows ? b.rows.map((r) => r + by) : null };
    default:
      return { ...b, row: b.row + by };
  }
}

function addJob(doc: Doc, job: CodeJob): void {
  if (doc.jobs.length >= MAX_CODE_JOBS) return;
  // The same command can be reached twice (a line of a block, then the code span in it).
  const last = doc.jobs[doc.jobs.length - 1];
  if (last && last.row === job.row && last.kind === job.kind && (last.code.includes(job.code) || job.code.includes(last.code))) {
    if (job.code.length > last.code.length) doc.jobs[doc.jobs.length - 1] = job;
    return;
  }
  doc.jobs.push(job);
}

function startsWithPrompt(code: string): boolean {
  const m = /^\s*(\S+)/.exec(code);
  return !!m && /^(?:\$|PS>|❯|➜)$|^PS$/.test(m[1]!) && /^\s*(?:\$|PS>|PS [A-Za-z]:[^>\n]{0,200}>|❯|➜)\s/.test(code);
}

/**
 * A console transcript as the commands typed: prompts (`$ `, `% `, `PS> `, `>>> `) removed, output
 * lines blanked (rows are kept), continuation lines (`\` at the end, then `> ` or `... `) kept.
 */
export function stripTranscript(code: string, python: boolean): string {
  const out: string[] = [];
  let continuing = false;
  for (const line of code.split("\n")) {
    const prompt = python ? /^\s*(?:>>>|\.\.\.)(?:\s|$)/.exec(line) : /^\s*(?:\$|%|PS>|PS [A-Za-z]:[^>]{0,200}>|❯|➜|#)\s/.exec(line);
    // `# ` is a root prompt only when a command follows, not a comment in the output.
    const isRootComment = !python && prompt && prompt[0].trim() === "#" && !/^\s*#\s+(?:sudo|apt|apt-get|yum|dnf|systemctl|rm|chmod|chown|mv|cp|echo|cat|curl|wget|bash|sh)\b/.test(line);
    if (prompt && !isRootComment) {
      out.push(line.slice(prompt[0].length));
      continuing = !python && /\\\s*$/.test(line);
      continue;
    }
    if (continuing) {
      out.push(line.replace(/^\s*>\s?/, ""));
      continuing = /\\\s*$/.test(line);
      continue;
    }
    out.push("");
  }
  return out.join("\n");
}

// A command word at the start of a line: what makes a line in an unlabelled block, or an inline code
// span, read as a shell command.
const COMMAND_RE = /^(?:sudo\s+(?:-\S+\s+)*)?(?:curl|wget|bash|sh|zsh|fish|dash|ksh|source|eval|exec|pip3?|pipx|python[0-9.]*|py|node|npm|npx|pnpm|yarn|bun|bunx|deno|brew|apt(?:-get)?|dnf|yum|apk|pacman|snap|git|gh|chmod|chown|chattr|chflags|echo|printf|cat|base64|xxd|openssl|osascript|xattr|spctl|codesign|defaults|launchctl|systemctl|loginctl|crontab|security|powershell(?:\.exe)?|pwsh|iex|irm|iwr|invoke-webrequest|invoke-expression|invoke-restmethod|start-process|set-executionpolicy|add-mppreference|ssh|scp|rsync|nc|ncat|socat|telnet|rm|mv|cp|ln|mkdir|touch|tee|dd|tar|unzip|7z|open|export|env|uv|uvx|go|cargo|rustup|docker|kubectl|helm|make|nohup|setsid|mkfifo|perl|ruby|php|sqlite3|psql|mysql|aws|gcloud|az|conda|winget|choco|scoop|reg|schtasks|netsh|bitsadmin|certutil|mshta|conhost(?:\.exe)?|msiexec|rundll32|regsvr32|wscript|cscript|cmd(?:\.exe)?|\.\/[\w./-]+|~\/[\w./-]+|\/(?:usr|bin|opt|tmp|etc)\/[\w./-]+)(?=\s|$)/i;
/** Shell code that does more than name a command: a pipe, a redirect, a substitution, a URL, a chain. */
const SHELL_SYNTAX_RE = /[|;&<>`]|\$\(|https?:\/\/|\s-{1,2}[A-Za-z]/;
/** Commands worth a line of their own in an unlabelled block even without shell syntax. */
const NOTABLE_COMMAND_RE = /^(?:sudo\s+)?(?:curl|wget|bash|sh|zsh|pip3?|npm|npx|pnpm|yarn|brew|git|chmod|python[0-9.]*|node|osascript|xattr|base64|powershell|pwsh|iex|irm|uv|uvx|open|launchctl|crontab|systemctl|rm|\.\/)\s/i;

/** Whether a code span reads as a shell command worth analysing (a command word and an argument). */
export function readsAsShell(code: string): boolean {
  const t = code.trim();
  return t.length >= 4 && t.length <= 4000 && /\s\S/.test(t) && COMMAND_RE.test(t);
}

/** The lines of an unlabelled block that read as commands (others blanked), or "" when none do. */
function shellLinesOf(code: string): string {
  if (!COMMAND_LINE_HINT_RE.test(code)) return "";
  let any = false;
  let continuing = false;
  const out = code.split("\n").map((raw) => {
    const line = raw.replace(/^\s*(?:\$|%|PS>|❯|➜)\s/, "").trim();
    if (continuing || ((readsAsShell(line) || FENCE_COMMAND_RE.test(line)) && (SHELL_SYNTAX_RE.test(line) || NOTABLE_COMMAND_RE.test(line)))) {
      any = true;
      continuing = /\\\s*$/.test(line);
      return line;
    }
    return "";
  });
  return any ? out.join("\n") : "";
}
/** Commands that read files or the environment, taken as command lines in an unlabelled block only (not in inline code). */
const FENCE_COMMAND_RE = /^(?:sudo\s+)?(?:printenv|find|grep)\s+\S/;
const COMMAND_LINE_HINT_RE = /^\s*(?:\$\s+|%\s+|PS>\s*|sudo\s+)?(?:curl|wget|bash|sh|zsh|pip3?|pipx|npm|npx|pnpm|yarn|brew|git|gh|chmod|python[0-9.]*|node|osascript|xattr|base64|powershell|pwsh|iex|irm|uv|uvx|open|launchctl|crontab|systemctl|rm|echo|cat|export|source|eval|docker|kubectl|printenv|env|find|tar|scp|rsync|ssh|nc|security|sqlite3|\.\/|\/(?:usr\/)?(?:local\/)?s?bin\/[\w.-]+)\b/im;

/**
 * Pieces of one kind and context packed into as few analyses as possible: each parse has a fixed
 * cost, and a tutorial's blocks in one section are one program (a value read in one block and sent
 * in the next is one flow). Rows are kept by padding with empty lines. A piece that does not close
 * its quotes, brackets or here-documents is analysed alone, so it cannot swallow the next one.
 */
function packJobs(jobs: readonly CodeJob[]): CodeJob[] {
  const out: CodeJob[] = [];
  const packs = new Map<string, { kind: FileKind; row: number; next: number; code: string; ctx: FactContext }>();
  const flush = (key: string) => {
    const p = packs.get(key);
    if (p) out.push({ kind: p.kind, row: p.row, code: p.code, ctx: p.ctx });
    packs.delete(key);
  };
  for (const job of jobs) {
    if (!MERGEABLE.has(job.kind) || !isSelfContained(job.kind, job.code)) {
      out.push(job);
      continue;
    }
    const key = `${job.kind}\u0000${job.ctx.fence ?? "\u0001"}\u0000${job.ctx.illustrative}\u0000${job.ctx.headings.join("\u0000")}`;
    let p = packs.get(key);
    if (p && (p.next > job.row || p.next - p.row > 4000)) {
      flush(key);
      p = undefined;
    }
    const lines = 1 + countLines(job.code);
    if (!p) packs.set(key, { kind: job.kind, row: job.row, next: job.row + lines, code: job.code, ctx: job.ctx });
    else {
      p.code += "\n".repeat(job.row - p.next + 1) + job.code;
      p.next = job.row + lines;
    }
  }
  for (const key of [...packs.keys()]) flush(key);
  return out.sort((x, y) => x.row - y.row);
}

function countLines(s: string): number {
  let n = 0;
  for (let k = s.indexOf("\n"); k >= 0; k = s.indexOf("\n", k + 1)) n++;
  return n;
}

/** Quotes, brackets and here-documents all close within the piece (so it can share a parse). */
function isSelfContained(kind: FileKind, code: string): boolean {
  if (kind === "shell") return !/<<-?\s*['"]?\w/.test(code) && !/\\\s*$/.test(code.trimEnd()) && quotesClose(code);
  if (kind === "python") return ((code.match(/"""|'''/g) ?? []).length & 1) === 0 && bracketsClose(code);
  if (kind === "powershell") return !/@["']\s*$/m.test(code) && bracketsClose(code);
  return ((code.match(/`/g) ?? []).length & 1) === 0 && !/\/\*(?![^]*\*\/)/.test(code) && bracketsClose(code);
}

/** Shell quoting closes (comments and escapes respected). */
function quotesClose(code: string): boolean {
  let q = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (q) {
      if (c === 92 && q !== 39) i++;
      else if (c === q) q = 0;
      continue;
    }
    if (c === 92) i++;
    else if (c === 35 && (i === 0 || code.charCodeAt(i - 1) === 32 || code.charCodeAt(i - 1) === 10 || code.charCodeAt(i - 1) === 9)) {
      const nl = code.indexOf("\n", i);
      if (nl < 0) break;
      i = nl;
    } else if (c === 34 || c === 96 || (c === 39 && !(i > 0 && isWordCode(code.charCodeAt(i - 1)) && isWordCode(code.charCodeAt(i + 1))))) q = c;
  }
  return q === 0;
}

function isWordCode(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function bracketsClose(code: string): boolean {
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) depth--;
  }
  return depth === 0;
}

// ---------------------------------------------------------------------------------------------
// Prose

const ABBREVIATION_RE = /(?:\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|no|fig|mr|mrs|ms|dr|st|jr|sr|inc|ltd|corp|dept|est|ver|vol|pp|ch|sec|al)|(?:^|\s)[A-Za-z])\.$/i;

/** Splits plain text into sentences (rows counted from `row`; newlines are whitespace). */
function sentencesOf(plain: string, row: number, emit: (text: string, row: number) => void): void {
  let start = 0;
  let line = row;
  let startRow = row;
  const push = (end: number) => {
    let text = plain.slice(start, end);
    if (/\s{2}|\n|\t/.test(text)) text = text.replace(/\s+/g, " ");
    text = text.trim();
    if (text.length < 2) return;
    // A run-on "sentence" (a long line of notes) is read in overlapping windows an instruction fits in.
    if (text.length <= 1200) emit(text, startRow);
    else for (let k = 0; k < text.length; k += 1000) emit(text.slice(Math.max(0, k - 200), k + 1000), startRow);
  };
  for (let i = 0; i < plain.length; i++) {
    const c = plain.charCodeAt(i);
    if (c === 10) {
      line++;
      if (start === i || !/\S/.test(plain.slice(start, i))) startRow = line;
      continue;
    }
    if (c !== 46 && c !== 33 && c !== 63) continue;
    // End of sentence: . ! ? (closing quotes/brackets) then a space and not a lower-case word.
    let j = i + 1;
    while (j < plain.length && /["')\]*_]/.test(plain[j]!)) j++;
    if (j < plain.length && !/\s/.test(plain[j]!)) continue;
    let k = j;
    while (k < plain.length && (plain.charCodeAt(k) === 32 || plain.charCodeAt(k) === 9)) k++;
    const next = plain[k] ?? "";
    if (next && /[a-z,;:]/.test(next)) continue;
    if (c === 46 && ABBREVIATION_RE.test(plain.slice(Math.max(start, i - 8), i + 1))) continue;
    push(j);
    let n = j;
    while (n < plain.length && (plain.charCodeAt(n) === 32 || plain.charCodeAt(n) === 9 || plain.charCodeAt(n) === 10)) {
      if (plain.charCodeAt(n) === 10) line++;
      n++;
    }
    start = n;
    i = n - 1;
    startRow = line;
  }
  push(plain.length);
}

/** Row of an offset in a text that starts at `row` (newline positions counted once, then searched). */
function rowFinder(text: string, row: number): (offset: number) => number {
  let starts: number[] | null = null;
  return (offset) => {
    if (!starts) {
      starts = [];
      for (let k = text.indexOf("\n"); k >= 0; k = text.indexOf("\n", k + 1)) starts.push(k);
    }
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return row + lo;
  };
}

function endsWithColon(s: string): boolean {
  let k = s.length - 1;
  while (k >= 0 && (s.charCodeAt(k) === 32 || s.charCodeAt(k) === 10 || s.charCodeAt(k) === 9 || s.charCodeAt(k) === 42)) k--;
  return s.charCodeAt(k) === 58;
}

function setLead(walk: Walk, text: string, isSentence: boolean): void {
  walk.lead = text;
  walk.leadIsSentence = isSentence;
}

/** The sentence that introduces what comes next (cut from the last prose read, once). */
function leadOf(walk: Walk): string {
  if (!walk.leadIsSentence) setLead(walk, lastSentence(walk.lead), true);
  return walk.lead;
}

const COLUMNS_RE = /\S {2,}\S|^\s*[/$#>|]/;

/**
 * Reads a block of prose lines (on consecutive rows from `row`). Most prose cannot hold an
 * instruction (no word of any intent's classes), a link, inline HTML, a command or a file mention:
 * such a block is only remembered as the lead of what follows — its words were classified in the
 * one pass over the document, and it is never joined, split or lower-cased.
 */
function readLines(doc: Doc, walk: Walk, lines: readonly string[], row: number, place: ProsePlace): void {
  // A listing in a code block (commands and their descriptions in columns) is one unit per line.
  if (lines.length > 1 && walk.place === "code" && lines.filter((l) => COLUMNS_RE.test(l)).length * 2 >= lines.length) {
    for (let k = 0; k < lines.length; k++) readLines(doc, walk, [lines[k]!], row + k, place);
    return;
  }
  const w: WordBits = { a: 0, b: 0 };
  let marks = 0;
  const scan = doc.lines;
  const end = Math.min(row + lines.length, scan.marks.length);
  for (let r = row; r < end; r++) {
    w.a |= scan.a[r]!;
    w.b |= scan.b[r]!;
    marks |= scan.marks[r]!;
  }
  if (marks & MARK_COMMAND) for (let k = 0; k < lines.length; k++) if (scan.marks[row + k]! & MARK_COMMAND) proseCommand(doc, walk, lines[k]!, row + k);
  const text = () => (lines.length === 1 ? lines[0]! : lines.join("\n"));
  const busy = (!!(marks & MARK_INLINE) && lines.some(needsInline)) || (!!(marks & MARK_DOTTED) && lines.some((l) => MENTION_HINT_RE.test(l)));
  const gated = mayInstruct(w, walk.carry, text, walk.setup) || mayBeForeign(text());
  if (!busy && !gated) {
    if (walk.pendingSend || mentionsSendTo(w) || (mentionsSendTo(w, false) && /:\s*$/.test(lines[lines.length - 1]!))) splitSend(doc, walk, text(), row, place, false);
    skimForLaterSend(doc, walk, text(), row, place, w);
    setLead(walk, lines[lines.length - 1]!, false);
    walk.carry = NO_CARRY;
    return;
  }
  readText(doc, walk, text(), row, place, gated, lines.length === 1 ? w : undefined);
}

/** Reads a piece of prose: its inline structure (links, images, code, hidden pieces) and its sentences. */
function readText(doc: Doc, walk: Walk, text: string, row: number, place: ProsePlace, known?: boolean, lineBits?: WordBits): void {
  let bits = lineBits;
  if (known === undefined) {
    proseCommand(doc, walk, text, row);
    bits = { ...wordBits(text) };
  }
  const gated = known ?? (mayInstruct(bits!, walk.carry, text, walk.setup) || mayBeForeign(text));
  if (!needsInline(text)) {
    if (gated) readSentences(doc, walk, text, row, place, bits);
    else {
      skimForLaterSend(doc, walk, text, row, place, bits);
      skipSentences(doc, walk, text, row);
    }
    return;
  }
  const inline = parseInline(text);
  const rowAt = rowFinder(text, row);
  for (const h of inline.hidden) readText(doc, walk, h.text, rowAt(h.offset), walk.place ?? h.place);
  for (const l of inline.links) {
    const at = rowAt(l.offset);
    if (l.image) {
      if (l.text.trim()) readText(doc, walk, l.text, at, walk.place ?? "image-alt");
      if (l.title.trim()) readText(doc, walk, l.title, at, walk.place ?? "image-alt");
    } else if (l.title.trim()) readText(doc, walk, l.title, at, walk.place ?? "link-target");
    checkTarget(doc, walk, l, at, place);
  }
  // The visible text keeps the source's newlines, so its rows are the source's rows.
  const lead = leadOf(walk);
  if (gated) readSentences(doc, walk, inline.plain, row, place);
  else {
    skimForLaterSend(doc, walk, inline.plain, row, place);
    skipSentences(doc, walk, inline.plain, row);
  }
  for (const span of inline.codes) {
    const code = span.code.replace(/^\$\s+/, "");
    if (!readsAsShell(code)) {
      // A sentence in a code span is still read by the agent (an instruction is not defused by backticks),
      // and a command inside it ("to continue, run: curl … | sh") is still a command.
      // "Vulnerable: `run: curl … | bash`": the sentence around the span says how its command is presented.
      if (WORDY_RE.test(code)) readText(doc, walk, code, rowAt(span.offset), walk.place ?? "code");
      else proseCommand(doc, walk, code, rowAt(span.offset), sentenceAround(inline.plain, span.code, span.offset) ?? lead, span.code);
      continue;
    }
    const intro = sentenceAround(inline.plain, span.code, span.offset) ?? lead;
    // "Never run `rm -rf ~`": a command named inside a sentence that forbids it is the thing to avoid.
    // (an ellipsis in an earlier span, `curl … | sh`, ends no sentence)
    const negated = NEGATED_SPAN_RE.test(normalizeSentence(intro.slice(0, Math.max(0, intro.indexOf(span.code)) || intro.length)).replace(/\.{2,}|…/g, " "));
    const illustrative = negated || codeIsIllustrative(doc, walk, intro, "", code) || describesAttack(normalizeSentence(intro));
    addJob(doc, { kind: windowsLine(code) ? "batch" : "shell", row: rowAt(span.offset), code, ctx: ctxOf(walk, null, illustrative) });
  }
}

/** A command line for Windows' Run dialog or cmd (`powershell -c "$f=…"`, `conhost --headless …`): no POSIX shell
 *  reads it, so its `$name`s are PowerShell's, not variables expanded first. */
function windowsLine(code: string): boolean {
  return /^\s*(?:conhost(?:\.exe)?\s+(?:--\w+\s+)*)?(?:powershell|pwsh|cmd|mshta|rundll32|msiexec|wscript|cscript)(?:\.exe)?\s/i.test(code);
}

const NEGATED_SPAN_RE = /\b(?:never|do not|don't|must not|should not|shouldn't|avoid|not)\s+(?:\S+\s+){0,2}?(?:run|running|execute|executing|use|using|type|typing|paste|pasting|copy|try|trying)\b[^.;!?]*$|\b(?:blocks?|blocking|blocked|denies|deny|denied|refuses?|refused|rejects?|rejected|prevents?|prevented|forbids?|forbidden|disallows?|catches|detects?|flags?)(?:\s+\S+){0,3}?\s*$|\b(?:strings?|patterns?|phrases?|regexe?s|regexps?|signatures?|indicators?|samples?|literals?|keywords?)\s+(?:such as|like|e\.g\.,?|including|containing|matching)\b[^.;!?]*$/;

/** Prose that holds no intent: remembered as the lead, scanned for file mentions only. */
function skipSentences(doc: Doc, walk: Walk, text: string, row: number): void {
  setLead(walk, text, false);
  walk.carry = NO_CARRY;
  if (MENTION_HINT_RE.test(text)) mentions(doc, walk, text, rowFinder(text, row));
}

/**
 * Whether the inline pass can find anything that matters: a link or image, inline HTML, or a code
 * span that reads as a command. Emphasis alone does not hide words from the word classes.
 */
function needsInline(text: string): boolean {
  return text.includes("](") || text.includes("][") || text.includes("<") || (text.includes("`") && (INLINE_COMMAND_HINT_RE.test(text) || INLINE_PROSE_HINT_RE.test(text)));
}
/** Six words or more, mostly letters: prose, not an identifier or an expression. */
const WORDY_RE = /^(?:[A-Za-z'’,.:;!?-]+\s+){5,}[A-Za-z'’,.:;!?-]+/;
const INLINE_PROSE_HINT_RE = /`(?:[A-Za-z'’,.:;!?-]+ ){5}/;
const INLINE_COMMAND_HINT_RE = /`(?:\$\s+)?(?:sudo\s+)?(?:[a-z][\w.-]{1,30}|\.{0,2}\/|~\/)\s/i;

/**
 * A command written as plain text ("Paste this in Terminal:" then `echo … | base64 -D | bash` on its own
 * line, or "run: curl … | sh" after a colon): handed to the shell extractor like a code block.
 */
/** A command inside prose or a code span (`intro`: the sentence around the span, which may present it as the thing to avoid). */
function proseCommand(doc: Doc, walk: Walk, line: string, row: number, intro?: string, span?: string): void {
  if (!PROSE_COMMAND_HINT_RE.test(line)) return;
  const m = PROSE_COMMAND_RE.exec(line);
  if (!m) return;
  const code = line.slice(m.index + m[0].length - m[1]!.length).replace(/`+$/, "").trim();
  if (!readsAsShell(code) || !SHELL_SYNTAX_RE.test(code)) return;
  // The words before the command ("Vulnerable:", "Never paste") say how it is presented.
  const before = intro && span ? intro.slice(0, Math.max(0, intro.indexOf(span)) || intro.length) : line.slice(0, m.index + m[0].length - m[1]!.length);
  const negated = !!before.trim() && (NEGATED_SPAN_RE.test(normalizeSentence(before)) || framingOf(before) === "avoid");
  const illustrative = negated || codeIsIllustrative(doc, walk, intro ?? leadOf(walk), "", code) || describesAttack(normalizeSentence(intro ?? line));
  addJob(doc, { kind: windowsLine(code) ? "batch" : "shell", row, code, ctx: ctxOf(walk, null, illustrative) });
}
/** Cheap test: a pipe, substitution or URL with a command word somewhere on the line. */
const PROSE_COMMAND_HINT_RE = /[|$]|https?:\/\//;
/** A command word at the start of the line or after a colon, "run"/"paste"/"execute"/"type" or a prompt. */
const PROSE_COMMAND_RE = /(?:^\s*(?:[-*>]\s+|\d+[.)]\s+)?|:\s+|\b(?:run|paste|execute|type|enter)\s+(?:this\s+|the following\s+)?|\$\s+)((?:sudo\s+)?(?:curl|wget|bash|sh|zsh|echo|printf|base64|python[0-9.]*|node|powershell|pwsh|iex|irm|iwr|osascript|xattr|chmod|eval|source|nc|ncat|socat|openssl|perl|ruby|php)\s)/i;

/** The sentence of `plain` that holds `code` (to judge how it is presented), or null. */
function sentenceAround(plain: string, code: string, near: number): string | null {
  const from = Math.max(0, near - 400);
  const at = plain.indexOf(code.slice(0, 60), from);
  if (at < 0 || at > near + 400) return null;
  const window = plain.slice(Math.max(0, at - 300), Math.min(plain.length, at + code.length + 300));
  const rel = at - Math.max(0, at - 300);
  // A full stop ends a sentence; an ellipsis ("curl … | sh", NFKC's "...") does not.
  let before = -1;
  for (const m of window.slice(0, rel).matchAll(SENTENCE_END_RE)) before = m.index!;
  SENTENCE_END_RE.lastIndex = 0;
  const tail = SENTENCE_END_RE.exec(window.slice(rel + code.length));
  SENTENCE_END_RE.lastIndex = 0;
  const after = tail ? rel + code.length + tail.index : -1;
  return window.slice(before < 0 ? 0 : before + 2, after < 0 ? window.length : after + 1);
}
const SENTENCE_END_RE = /(?<!\.)\.(?!\.)\s/g;

function readSentences(doc: Doc, walk: Walk, text: string, row: number, place: ProsePlace, bits?: WordBits): void {
  sentencesOf(text, row, (sentence, at) => {
    if (doc.sentenceCount++ >= MAX_SENTENCES) return;
    // A text that is one sentence keeps the word classes already counted.
    readSentence(doc, walk, sentence, normalizeSentence(sentence), at, place, sentence.length === text.length ? bits : undefined);
    setLead(walk, sentence, true);
  });
}

/** The last sentence of a text (what introduces the block after it). */
function lastSentence(text: string): string {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  const from = Math.max(0, end - 600);
  let cut = from;
  for (let k = end - 2; k > from; k--) {
    const c = text.charCodeAt(k);
    const next = text.charCodeAt(k + 1);
    if ((c === 46 || c === 33 || c === 63) && (next === 32 || next === 10)) {
      cut = k + 2;
      break;
    }
  }
  const t = text.slice(cut, end);
  return /\s{2}|\n/.test(t) ? t.replace(/\s+/g, " ").trim() : t.trim();
}

const QUOTED_RE = /"[^"\n]{12,}"|(?<![\w'])'[^'\n]{12,}'(?![\w'])|`[^`\n]{12,}`|“[^”\n]{12,}”/g;

function readSentence(doc: Doc, walk: Walk, text: string, norm: string, row: number, place: ProsePlace, bits?: WordBits): void {
  if (MENTION_HINT_RE.test(text)) mentions(doc, walk, text, () => row);
  const [hits, carry] = detectIntents(text, norm, place, { carry: walk.carry, negatedLead: walk.negatedList, label: place === "table" || place === "heading" || DEFINITION_RE.test(text), setupSection: walk.setup }, bits);
  walk.carry = carry;
  // The same intents written in another language (knowledge/intents-foreign.ts); a heading names, it does not instruct.
  // Quoted words are mentioned, not said; tables and code hold examples more often than steps.
  if (FOREIGN_PLACES.has(place)) for (const f of foreignIntents(text.replace(FOREIGN_QUOTED_RE, " … "))) if (!hits.some((h) => h.intent === f.intent)) hits.push({ intent: f.intent, dest: f.dest });
  splitSend(doc, walk, text, row, place, hits.some((h) => h.intent === "send-data-out"));
  laterSend(doc, walk, text, norm, row, place, hits.some((h) => h.intent === "send-data-out"));
  if (!hits.length) return;
  const illustrative = sentenceIsIllustrative(doc, walk, text, place, hits.map((h) => h.intent));
  const snippet: Snippet = { ...doc.snippet, ctx: ctxOf(walk, null, illustrative, doc.snippet.ctx.inDocs) };
  const loc = doc.analyzer.loc(doc.snippet, row);
  const clipped = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT - 1) + "…" : text;
  for (const h of hits) doc.analyzer.emit({ kind: "instruct", intent: h.intent, text: clipped, place, dest: h.dest, loc }, snippet);
}

/** "send one record: POST https://…" — an imperative send to an address, what is sent left to the next sentences. */
const SEND_TO_RE = /^(?:(?:then|next|now|also|finally|first|after \w+ing [^,]{0,60}|before \w+ing [^,]{0,60}),?\s+)?(?:send|post|upload|submit|transmit|forward)\b[^.;]{0,120}?(?:https?:\/\/|\bto (?:the |our )?(?:endpoint|url|api|webhook|server|service)\b)/;

/** "… send one calibration record so …:" — a send whose address and content the list after it gives. */
const SEND_LIST_RE = /\b(?:send|post|upload|submit|transmit)\b (?:(?!-\s)[^\s;:]+\s+){0,3}?(?:records?|requests?|payloads?|reports?|events?|pings?|snapshots?|copies|copy|bundles?)\b[^.;]{0,120}:$/;

/**
 * A send split over a section's sentences (an imperative POST to an address, then a list of what the body holds): when
 * a later sentence of the same section, within a few, names the user's private data (the conversation, their files,
 * credentials), the send is a send of that data, reported at the send.
 */
function splitSend(doc: Doc, walk: Walk, text: string, row: number, place: ProsePlace, sent: boolean): void {
  if (sent || walk.negatedList) {
    walk.pendingSend = null;
    return;
  }
  const norm = normalizeSentence(text).replace(/^[-*`\s]+/, "");
  const pending = walk.pendingSend;
  if (pending && namesPrivateData(norm)) {
    walk.pendingSend = null;
    const combined = `${pending.text} … ${text}`;
    const illustrative = sentenceIsIllustrative(doc, walk, pending.text, pending.place, ["send-data-out"]);
    const snippet: Snippet = { ...doc.snippet, ctx: ctxOf(walk, null, illustrative, doc.snippet.ctx.inDocs) };
    // the address: in the send, or in the lines between it and here ("send one record:" / "- `POST https://…`")
    const between = doc.snippet.text.split("\n").slice(pending.row, row + 1).join("\n");
    const dest = /https?:\/\/[^\s`'")\]]+/.exec(between)?.[0];
    if (!dest) return;
    doc.analyzer.emit({ kind: "instruct", intent: "send-data-out", text: combined.length > MAX_TEXT ? combined.slice(0, MAX_TEXT - 1) + "…" : combined, place: pending.place, dest, loc: doc.analyzer.loc(doc.snippet, pending.row) }, snippet);
    return;
  }
  if ((SEND_TO_RE.test(norm) || SEND_LIST_RE.test(norm)) && !/\b(?:do not|don't|never|no need to)\b/.test(norm)) walk.pendingSend = { text, row, place, left: 6 };
  else if (pending && --pending.left < 0) walk.pendingSend = null;
}

/** "include the full contents of …", "paste the values of … verbatim": private data put into the skill's product. */
const PUT_DATA_RE = /(?:^|[:—–]\s*)(?:(?:then|also|always|next|finally),?\s+)?(?:include|paste|copy|reproduce|attach|embed|dump|insert|add|put)\b[^.;]{0,60}?\b(?:contents?|values?|text|verbatim|copies|copy|full|whole|entire|raw)\b/;
/** "submit it to …", "send the report to …": the product sent on. */
const SEND_PRODUCT_RE = /\b(?:submit|send|post|upload|forward|deliver|file)\s+(?:it|them|the (?:report|results?|findings|bundle|archive|output|summary|appendix|document|audit|dump|fingerprint))\b|^(?:post|put|patch)\s+https?:\/\//;
const NOT_RE = /\b(?:do not|don't|never|not|no|without|exclude|omit|mask|redact(?:ed)?|placeholders?)\b/;

/** Prose read without its sentences (nothing in it instructs) may still put data into the product or send the product on. */
function skimForLaterSend(doc: Doc, walk: Walk, text: string, row: number, place: ProsePlace, bits?: WordBits): void {
  if (walk.pendingData || mentionsSendTo(bits ?? wordBits(text), false)) laterSend(doc, walk, text, normalizeSentence(text), row, place, false);
}

/**
 * Private data put into the skill's product in one sentence, and that product sent to an address in a later one (up to
 * a dozen sentences on, across headings): a send of that data, reported at the send, its address the first URL in the
 * sentence or the lines under it.
 */
function laterSend(doc: Doc, walk: Walk, text: string, norm: string, row: number, place: ProsePlace, sent: boolean): void {
  const body = norm.replace(/^[-*`\s]+/, "");
  const pending = walk.pendingData;
  if (pending && !sent && SEND_PRODUCT_RE.test(body) && !/\b(?:do not|don't|never|no need to)\b/.test(body)) {
    const after = doc.snippet.text.split("\n").slice(row, row + 12).join("\n");
    const dest = /https?:\/\/[^\s`'")\]<>]+/.exec(after)?.[0];
    if (dest) {
      walk.pendingData = null;
      const combined = `${pending.text} … ${text}`;
      const illustrative = sentenceIsIllustrative(doc, walk, text, place, ["send-data-out"]);
      const snippet: Snippet = { ...doc.snippet, ctx: ctxOf(walk, null, illustrative, doc.snippet.ctx.inDocs) };
      doc.analyzer.emit({ kind: "instruct", intent: "send-data-out", text: combined.length > MAX_TEXT ? combined.slice(0, MAX_TEXT - 1) + "…" : combined, place, dest, loc: doc.analyzer.loc(doc.snippet, row) }, snippet);
      return;
    }
  }
  const put = PUT_DATA_RE.exec(body);
  // (what is put in: the words after the verb, not a lead such as "this appendix reproduces the environment:")
  if (put && namesPrivateData(body.slice(put.index)) && !NOT_RE.test(body) && !walk.negatedList) walk.pendingData = { text, row, left: 12 };
  else if (pending && --pending.left < 0) walk.pendingData = null;
}

const FOREIGN_PLACES: ReadonlySet<ProsePlace> = new Set(["paragraph", "list", "quote", "html-comment", "hidden-html", "details", "frontmatter", "reference-definition", "link-target"]);
const FOREIGN_QUOTED_RE = /"[^"\n]{2,}"|“[^”\n]{2,}”|«[^»\n]{2,}»|„[^“”\n]{2,}[“”]|「[^」\n]{1,}」|『[^』\n]{1,}』/g;

/** "`off` — skip all approval prompts", "**--yolo**: auto-approve everything": a term and its definition (a label, not an instruction). */
const DEFINITION_RE = /^\s*(?:`[^`]{1,60}`|\*\*[^*]{1,60}\*\*|--?[\w-]{1,40})(?:\s*,\s*`[^`]{1,60}`)*\s*(?:[-–—:=]|->)\s/;

/**
 * A sentence is illustrative when it describes an attack (an attacker or a poisoned document is its
 * subject), when its instruction sits inside a quotation that the sentence presents as an example,
 * or when the section is about attacks (headings), or the document is security material and the
 * sentence sits in a table, a quote, a code block or under a detection heading.
 */
function sentenceIsIllustrative(doc: Doc, walk: Walk, text: string, place: ProsePlace, intents: readonly string[]): boolean {
  if (doc.inherited) return true;
  if (walk.headingFraming === "threat" || walk.headingFraming === "avoid") return true;
  const norm = normalizeSentence(text);
  if (describesAttack(norm)) return true;
  // What a security document shows as a sample is shown; text hidden from its readers (an HTML comment, a hidden
  // element) shows nobody anything and is read only by the agent.
  if (place === "html-comment" || place === "hidden-html") return false;
  const masked = text.replace(QUOTED_RE, (q) => q[0] + " … " + q[q.length - 1]);
  if (masked !== text) {
    const maskedNorm = normalizeSentence(masked);
    // Read with the same setting as the sentence itself (a setup section's imperatives are prerequisites there too).
    const [outside] = detectIntents(masked, maskedNorm, place, { carry: walk.carry, negatedLead: walk.negatedList, setupSection: walk.setup });
    if (intents.some((i) => !outside.some((o) => o.intent === i)) && (doc.security || !!framingOf(maskedNorm) || EXAMPLE_LABEL_RE.test(maskedNorm) || QUOTING_FRAME_RE.test(maskedNorm))) return true;
  }
  if (!doc.security) return false;
  if (walk.headingFraming === "detection" || !!framingOf(leadOf(walk))) return true;
  // A security document's quotes, tables and code show samples, except under a heading that addresses the agent
  // itself ("Operator configuration (applies to every session)", "Notes for the assistant"): those are its rules.
  const heading = walk.headings.filter(Boolean).pop() ?? "";
  return (place === "table" || place === "quote" || place === "code") && !AGENT_HEADING_RE.test(normalizeSentence(heading));
}
const AGENT_HEADING_RE = /\b(?:applies to (?:every|all|each)(?: \w+)?|(?:every|each|all) sessions?|(?:notes?|instructions?|rules|guidance|directives?|policy) for (?:the )?(?:agent|assistant|ai|claude|model|llm)s?|(?:agent|assistant|operator|session|standing) (?:notes?|configuration|config|instructions?|rules|policy|directives?|settings|authori[sz]ation))\b/;
/** Words that present a quotation as something said or written (not something to do). */
const QUOTING_FRAME_RE = /\b(?:says?|said|tells?|asks?|reads?|writes?|wrote|claims?|phrases?|wording|strings?|language|text|message|injection|prompt|such as|like|e\.g\.|select|click|choose|press|pick|option|button|menu|labelled|labeled|titled|called|named)\b/;

// ---------------------------------------------------------------------------------------------
// Links, images, mentions

const PLACEHOLDER_RE = /\{\{\s*([^{}]{1,80}?)\s*\}\}|\$\{([^{}]{1,80})\}|\{([^{}\s]{1,80})\}|<([^<>]{1,120})>|\[([A-Za-z][\w .-]{0,60})\]|%([A-Z][A-Z0-9_]{1,60})%|\$([A-Z][A-Z0-9_]{2,60})\b|=([A-Z][A-Z0-9_]{2,40})(?=&|#|$)/g;
const KNOWN_TLD_RE = /^(?:com|net|org|io|dev|ai|app|co|me|info|biz|xyz|example|invalid|test|site|online|cloud|tech|sh|gg|cc|tk|ml|ga|cf|top|click|link|live|pro|ru|cn|su|us|uk|de|fr|nl|eu|in|to|ly|so|tv|ws|pw|cx|is|im|edu|gov|mil|int|jp|kr|br|au|ca|ch|se|no|fi|dk|pl|cz|it|es|pt|be|at|ie|nz|za|mx|ar|cl|tw|hk|sg|website|space|store|shop|host|services|network|systems|tools|run|page|email|blog|news|page|rs|ly|fm|gl|ms|ng)$/;

function placeholdersOf(url: string): string[] {
  const out: string[] = [];
  for (const m of url.matchAll(PLACEHOLDER_RE)) {
    const name = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? m[8] ?? "").trim();
    if (name) out.push(name);
  }
  return out;
}

/** The host a link's text names: a URL, or a bare host written as a host (lower case, a known suffix). */
function hostNamedBy(text: string): string | null {
  const t = text.trim().replace(/^[<(`]|[>)`]$/g, "");
  const url = /^(?:https?:\/\/)([^\s/?#]+)/i.exec(t);
  if (url) return url[1]!.toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "");
  const bare = /^(?:www\.)?((?:[a-z0-9-]+\.)+([a-z]{2,24}))(\/\S*)?$/.exec(t);
  if (!bare || !KNOWN_TLD_RE.test(bare[2]!)) {
    // A host inside longer text counts when written as one: a URL, or a host with a path ("the form (docs.github.com/actions)").
    const inner = /(?:^|[\s(\[])(?:https?:\/\/)([^\s/?#)\]]+)|(?:^|[\s(\[])(?:www\.)?((?:[a-z0-9-]+\.)+([a-z]{2,24}))\/[\w./-]*/.exec(t);
    if (inner?.[1]) return inner[1].toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "");
    if (inner?.[2] && KNOWN_TLD_RE.test(inner[3]!)) return inner[2];
    return null;
  }
  // `setup.sh`, `README.md`, `main.rs` are file names unless a path or `www.` says they are hosts.
  if (!bare[3] && !t.startsWith("www.") && bare[1]!.split(".").length === 2 && /^(?:sh|md|rs|py|ms|pl|ai|io|co|ts|js|so|in|is|to|it|at|be)$/.test(bare[2]!)) return null;
  return bare[1]!;
}

function checkTarget(doc: Doc, walk: Walk, link: InlineLink, row: number, place: ProsePlace): void {
  const url = link.reference ? doc.refs.get(link.url.toLowerCase()) ?? "" : link.url;
  if (!url) return;
  const ctx = ctxOf(walk, null, doc.inherited || walk.headingFraming === "threat" || walk.headingFraming === "avoid", doc.snippet.ctx.inDocs);
  const target = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? findUrls(url)[0] : undefined;
  if (!target) {
    // Mentions of skill files by link: `[house style](references/house-style.md)`.
    if (!link.image && !/^(?:#|mailto:|[a-z]+:)/i.test(url)) {
      const path = resolveSkillPath(doc, url.replace(/[#?].*$/, ""));
      if (path) invoke(doc, walk, path, "mention", row);
    }
    return;
  }
  // Deceptive link: the text names one host, the target is on another registrable domain.
  if (!link.image) {
    const named = hostNamedBy(link.text);
    if (named && (registrableDomain(named) ?? named) !== (registrableDomain(target.host) ?? target.host) && !url.toLowerCase().includes(named)) {
      doc.analyzer.emit(
        { kind: "instruct", intent: "deceptive-link", text: `[${clip(link.text, 120)}](${clip(url, 160)})`, place: walk.place ?? (place === "paragraph" || place === "list" ? "link-text" : place), dest: url, loc: doc.analyzer.loc(doc.snippet, row) },
        { ...doc.snippet, ctx },
      );
    }
  }
  if (placeholdersOf(url).length) doc.images.push({ url, row, ctx });
}

function clip(s: string, n: number): string {
  return s.length > n ? s.slice(0, n - 1) + "…" : s;
}

/** Verbs of the sentences that explain what goes into a placeholder. */
const FILL_RE = /\b(?:append|add|include|put|place|take|encode|insert|embed|attach|fill|use|set|replace|substitute|build|concatenat|join|value)\w*/;

/**
 * Image URLs (and link targets) with placeholders: a send to the URL's host whose data is tainted when
 * a placeholder names private data, or when the prose that explains a placeholder (the lines from
 * where it is named to the end of that section) tells the agent to put private data in it.
 */
function resolveImages(doc: Doc): void {
  if (!doc.images.length) return;
  const lines = doc.snippet.text.split("\n");
  const explained = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const img of doc.images) {
    if (seen.has(img.url) || seen.size >= MAX_IMAGES) continue;
    seen.add(img.url);
    const names = placeholdersOf(img.url);
    const loc = doc.analyzer.loc(doc.snippet, img.row);
    const taint: Taint[] = [];
    const addTaint = (source: Taint["source"], detail: string) => {
      if (taint.length < 16 && !taint.some((t) => t.source === source && t.detail === detail)) taint.push({ source, detail, loc });
    };
    for (const name of names) for (const p of privateDataNamed(placeholderPhrase(name))) addTaint(p.source, p.detail);
    for (const name of names) {
      if (!/^[A-Za-z][\w-]{1,40}$/.test(name)) continue;
      let sentences = explained.get(name);
      if (!sentences) explained.set(name, (sentences = explanationOf(lines, name, img.url)));
      for (const sentence of sentences) if (FILL_RE.test(sentence.toLowerCase())) for (const p of privateDataNamed(sentence)) addTaint(p.source, p.detail);
    }
    if (!taint.length) continue;
    const data: Folded = { text: img.url.replace(PLACEHOLDER_RE, HOLE), exact: false, via: [], taint };
    doc.analyzer.emit({ kind: "send", channel: "markdown-image", dest: img.url, host: findUrls(img.url)[0]?.host ?? null, data, loc }, { ...doc.snippet, ctx: img.ctx });
  }
}

/** The sentences that explain a placeholder: from the first line naming it (outside the URL) to the end of its section. */
function explanationOf(lines: readonly string[], name: string, url: string): string[] {
  const token = new RegExp(`(?:^|[^\\w])${name.replace(/-/g, "\\-")}(?:[^\\w]|$)`);
  const first = lines.findIndex((l) => !l.includes(url) && token.test(l));
  if (first < 0) return [];
  const out: string[] = [];
  for (let k = first; k < lines.length && k < first + 60; k++) {
    if (k > first && /^\s{0,3}#{1,6}\s/.test(lines[k]!)) break;
    for (const s of lines[k]!.split(/(?<=[.!?])\s+/)) if (s.trim()) out.push(s);
  }
  return out;
}

/** `user_messages` → "user messages"; `GITHUB_TOKEN` stays (an environment name). */
function placeholderPhrase(name: string): string {
  return /^[A-Z][A-Z0-9_]*$/.test(name) && name.includes("_") ? name : name.replace(/[_.-]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2");
}

// Prose that runs a file of the skill: "run scripts/setup.sh", "python3 scripts/sync.py --all".
const FILE_EXT = "sh|bash|zsh|py|js|mjs|cjs|ts|rb|pl|ps1|psm1|bat|cmd|command|php|exe|bin|jar|pyc|app|md|txt|json|yaml|yml|toml|applescript|scpt";
const MENTION_HINT_RE = new RegExp(`\\.(?:${FILE_EXT})\\b`);
const PATH_RE = new RegExp(`(?:^|[\\s\`'"(])((?:\\{\\w+\\}\\/|\\$\\{?\\w+\\}?\\/|<[\\w-]+>\\/|\\.\\/|~\\/\\.claude\\/skills\\/[\\w.-]+\\/)?(?:[\\w.-]+\\/){0,12}[\\w.-]+\\.(?:${FILE_EXT}))(?=$|[\\s\`'"),.:;])`, "g");
const RUN_WORD_RE = /\b(?:run|runs|running|execute|executes|executing|launch|launches|invoke|invokes|call|calls|start|starts|source|sourcing|use|using|bash|sh|zsh|python[0-9.]*|node|deno|bun|tsx|ts-node|pwsh|powershell|ruby|perl|php|osascript|uv run|npx|chmod \+x)\b\s+(?:\S+\s+){0,3}?$|\.\/$/;
const CODE_FILE_RE = new RegExp(`\\.(?:${FILE_EXT.replace(/\|md\|txt\|json\|yaml\|yml\|toml/, "")})$`);

function mentions(doc: Doc, walk: Walk, text: string, rowAt: (offset: number) => number): void {
  if (!mayMention(doc, text)) return;
  PATH_RE.lastIndex = 0;
  for (let m = PATH_RE.exec(text); m; m = PATH_RE.exec(text)) {
    const path = resolveSkillPath(doc, m[1]!);
    if (!path) continue;
    const before = text.slice(Math.max(0, m.index - 60), m.index + m[0].length - m[1]!.length).toLowerCase().replace(/[\s`'"(]+$/, " ");
    invoke(doc, walk, path, CODE_FILE_RE.test(path) && RUN_WORD_RE.test(before) ? "run" : "mention", rowAt(m.index));
  }
}

/** Whether the text names any other file of the skill by its base name (most prose names none). */
function mayMention(doc: Doc, text: string): boolean {
  doc.baseNames ??= [...new Set([...doc.analyzer.files].filter((f) => f !== doc.snippet.path).map((f) => f.slice(f.lastIndexOf("/") + 1)))];
  if (doc.baseNames.length > 64) return true;
  for (const b of doc.baseNames) if (text.includes(b)) return true;
  return false;
}

/** The skill path a written path refers to (from the skill root or from the file's folder), or null. */
function resolveSkillPath(doc: Doc, raw: string): string | null {
  let p = raw.trim().replace(/^(?:\{\w+\}|\$\{?\w+\}?|<[\w-]+>|~\/\.claude\/skills\/[\w.-]+)\//, "").replace(/^\.\//, "");
  if (!p || p.includes("://") || p.startsWith("/") || p.length > 300) return null;
  try {
    p = decodeURI(p);
  } catch {
    // A malformed escape is kept as written.
  }
  const files = doc.analyzer.files;
  if (files.has(p)) return p;
  const rel = normalizeSkillPath(doc.dir + p);
  if (rel && files.has(rel)) return rel;
  p = p.replace(/^(?:\.\.\/)+/, "");
  return files.has(p) ? p : null;
}

function invoke(doc: Doc, walk: Walk, target: string, how: "run" | "mention", row: number): void {
  if (target === doc.snippet.path) return;
  const key = `${target}\u0000${how}\u0000${row}`;
  if (doc.invoked.has(key)) return;
  doc.invoked.add(key);
  doc.analyzer.emit({ kind: "invoke", target, how, loc: doc.analyzer.loc(doc.snippet, row) }, { ...doc.snippet, ctx: ctxOf(walk, null, doc.inherited, doc.snippet.ctx.inDocs) });
}

/** Every pattern of this module, for the linear-time check. */
export const MARKDOWN_FACT_PATTERNS: readonly RegExp[] = [
  COMMAND_RE, SHELL_SYNTAX_RE, NOTABLE_COMMAND_RE, COMMAND_LINE_HINT_RE, ABBREVIATION_RE, QUOTED_RE, QUOTING_FRAME_RE, PLACEHOLDER_RE, KNOWN_TLD_RE,
  FILL_RE, SETUP_SECTION_RE, MENTION_HINT_RE, PROSE_COMMAND_HINT_RE, PROSE_COMMAND_RE, DEFINITION_RE, COLUMNS_RE, WORDY_RE, INLINE_PROSE_HINT_RE, INLINE_COMMAND_HINT_RE, PATH_RE, RUN_WORD_RE, CODE_FILE_RE, SECURITY_SECTION_RE,
];
