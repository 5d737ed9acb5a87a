// scanSkill: every file is read whole and classified by content; the extractors turn code, Markdown,
// configuration files and binaries into facts (what the skill reads, sends, runs, writes, deletes,
// tells the agent); the linker joins facts across files; judgments compare them with each other and
// with the skill's stated purpose and report findings that name their evidence. Structure and
// Unicode checks run on the raw files first.
import type { SkillFile } from "@/lib/skill/types";
import { parseSkillMd } from "@/lib/skill/skill-md";
import { EXTRACTORS, extractBinary, extractBlobs } from "./facts";
import { FactCollector, FILE_CONTEXT } from "./facts/extract";
import { linkFacts } from "./facts/link";
import type { ContextFact, FactKind, FactOf } from "./facts/types";
import { JUDGMENTS, RULES_BY_ID, RULESET_VERSION } from "./judge";
import { armGatedFindings } from "./judge/gates";
import { framingOf, isSignatureCode } from "./knowledge/intents";
import { purposeOf } from "./judge/purpose";
import type { SkillFacts } from "./judge/types";
import { classifyFile, isCodeKind, type ClassifiedFile } from "./parse/classify";
import { GRAMMARS, grammarLoading, loadGrammars, takeWantedGrammars } from "./parse/runtime";
import { verdictOf } from "./policy";
import { checkStructure, ignoredPathMatcher } from "./structure";
import type { Finding, Rule, ScanReport, Severity } from "./types";
import { BIDI_CHARS, findInvisible, findMixedScriptWords, isAscii, normalizeText, specialFlags, TAG_RE, UNICODE_CHECK_RE } from "./unicode";

export type ScanInput = { name: string; files: readonly SkillFile[] };
export type ScanOptions = { source?: string };

const EXCERPT_MAX = 160;
const SEVERITY_ORDER: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

// Token shapes never echoed verbatim in an excerpt, whichever judgment produced it.
const SECRET_SHAPES_RE = /\b(?:AKIA|ASIA)[0-9A-Z]{12,}|\bgh[pousr]_[A-Za-z0-9]{12,}|\bgithub_pat_[A-Za-z0-9_]{12,}|\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}|\bxox[abprs]-[A-Za-z0-9-]{8,}|\bglpat-[A-Za-z0-9_-]{12,}|\bhf_[A-Za-z0-9]{16,}|\bnpm_[A-Za-z0-9]{16,}|\bAIza[0-9A-Za-z_-]{20,}|\b[sr]k_live_[A-Za-z0-9]{12,}|\b\d{8,10}:AA[A-Za-z0-9_-]{20,}|((?:password|passwd|secret|token|api[_-]?key)["']?[ \t]*[:=][ \t]*["']?)([^\s"']{8,})/gi;

export function redactSecrets(s: string): string {
  return s.replace(SECRET_SHAPES_RE, (all: string, prefix: string | undefined, value: string | undefined) =>
    prefix !== undefined && value !== undefined ? `${prefix}${value.slice(0, 3)}…[redacted]` : `${all.slice(0, 6)}…[redacted]`,
  );
}

export function clip(text: string, max = EXCERPT_MAX): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= max ? t : t.slice(0, max - 1) + "…";
}

function finding(rule: Rule, file: string, line: number, excerpt: string, extra: Partial<Finding> = {}): Finding {
  return {
    ruleId: rule.id,
    severity: extra.severity ?? rule.severity,
    category: rule.category,
    file,
    line,
    excerpt: redactSecrets(clip(excerpt)),
    description: rule.description,
    remediation: rule.remediation,
    ...(extra.decodedFrom ? { decodedFrom: extra.decodedFrom } : {}),
    ...(extra.trace?.length ? { trace: extra.trace.slice(0, 12).map((t) => ({ ...t, note: redactSecrets(clip(t.note)) })) } : {}),
  };
}

function meta(id: string): Rule {
  const r = RULES_BY_ID.get(id);
  if (!r) throw new Error(`unknown rule ${id}`);
  return r;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Text of a file, or null when it is not UTF-8 text. CRLF → LF, BOM removed. */
function textOf(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return null;
  }
  if (text.includes("\u0000")) return null;
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

function hex4(c: string): string {
  return `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

/** Invisible, bidi, tag and mixed-script characters, reported per line before the text is normalised. */
function scanUnicode(path: string, text: string, out: Finding[], isCode: boolean): void {
  // In code, invisible characters written as data (inside a string or a regex class that strips them)
  // are the program handling them; only those splitting an identifier or keyword hide something.
  const splitsWord = (h: { before: string; after: string }) => /[\p{L}\p{N}_$]/u.test(h.before) && /[\p{L}\p{N}_$]/u.test(h.after);
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isAscii(line)) continue;
    const carried = variationPayload(line);
    if (carried !== null) out.push(finding(meta("uni-variation-payload"), path, i + 1, `bytes hidden in variation selectors: ${carried}`, { decodedFrom: "unicode-tags" }));
    if (!UNICODE_CHECK_RE.test(line)) continue;
    const hits = findInvisible(line, i === 0);
    const isOverride = (c: string) => BIDI_CHARS.has(c) && c !== "\u200e" && c !== "\u200f";
    const bidi = hits.find((h) => isOverride(h.char));
    if (bidi) out.push(finding(meta("uni-bidi-control"), path, i + 1, `${hex4(bidi.char)} (${bidi.name})`));
    const isStrong = (h: (typeof hits)[number]) => (isCode ? splitsWord(h) : h.inToken || h.run > 1);
    const strong = hits.find((h) => !isOverride(h.char) && isStrong(h));
    const weak = hits.find((h) => !isOverride(h.char) && !isStrong(h));
    const show = (h: { char: string; name: string }) => `${hex4(h.char)} (${h.name}) in: ${line.replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u180e]/g, "⟨?⟩")}`;
    if (strong) out.push(finding(meta("uni-invisible-char"), path, i + 1, show(strong)));
    else if (weak) out.push(finding(meta("uni-invisible-stray"), path, i + 1, show(weak)));
    TAG_RE.lastIndex = 0;
    if (TAG_RE.test(line)) {
      TAG_RE.lastIndex = 0;
      const hidden = Array.from(line.matchAll(TAG_RE), (m) => String.fromCharCode(m[0].codePointAt(0)! - 0xe0000)).join("");
      out.push(finding(meta("uni-tag-chars"), path, i + 1, `hidden text: ${hidden}`, { decodedFrom: "unicode-tags" }));
    }
    TAG_RE.lastIndex = 0;
    const mixed = findMixedScriptWords(line);
    if (mixed.length) out.push(finding(meta("uni-homoglyph-mixed-script"), path, i + 1, `${mixed.slice(0, 3).join(", ")} (mixed Latin and Cyrillic/Greek letters)`));
  }
}

// A run of variation selectors: one selects an emoji's presentation, a run of them carries bytes
// (U+FE00–FE0F = 0–15, U+E0100–E01EF = 16–255), the encoding GlassWorm-style loaders decode and eval.
const VARIATION_RUN_RE = /(?:[\uFE00-\uFE0F]|\uDB40[\uDD00-\uDDEF]){12,}/;

/** The bytes a run of variation selectors carries (printable preview), or null when the line has no run. */
function variationPayload(line: string): string | null {
  const run = VARIATION_RUN_RE.exec(line);
  if (!run) return null;
  let out = "";
  for (const ch of run[0]) {
    const cp = ch.codePointAt(0)!;
    const byte = cp <= 0xfe0f ? cp - 0xfe00 : cp - 0xe0100 + 16;
    out += byte >= 32 && byte < 127 ? String.fromCharCode(byte) : ".";
    if (out.length >= 120) break;
  }
  return out;
}

/** Text hidden in Unicode tag characters, as plain text to analyse (ASCII smuggling). */
function hiddenTagText(text: string): string {
  TAG_RE.lastIndex = 0;
  if (!TAG_RE.test(text)) return "";
  TAG_RE.lastIndex = 0;
  return Array.from(text.matchAll(TAG_RE), (m) => String.fromCharCode(m[0].codePointAt(0)! - 0xe0000)).join("");
}

type Prepared = { input: ScanInput; files: { file: SkillFile; info: ClassifiedFile; text: string | null }[]; findings: Finding[]; bytes: number };

function prepare(input: ScanInput): Prepared {
  const findings: Finding[] = [];
  let bytes = 0;
  checkStructure(input.files, (id, file, excerpt) => findings.push(finding(meta(id), file, 0, excerpt)));
  const files = input.files.map((file) => {
    bytes += file.bytes.length;
    const raw = textOf(file.bytes);
    const info = classifyFile(file.path, file.bytes, raw);
    if (raw === null || info.kind === "binary") return { file, info, text: null };
    const flags = isAscii(raw) ? 0 : specialFlags(raw);
    if (flags & (1 | 4 | 8)) scanUnicode(file.path, raw, findings, isCodeKind(info.kind));
    return { file, info, text: flags ? normalizeText(raw, flags) : raw };
  });
  return { input, files, findings, bytes };
}

/**
 * Facts of the whole skill: every file through its extractor, then the cross-file links. A module
 * publishes a summary (what its functions return and do) when it is extracted; a file that imports a
 * skill module extracted after it is extracted again, so calls into the module are judged with it.
 */
function collectFacts(prepared: Prepared): { facts: ContextFact[]; failures: string[] } {
  const paths = new Set(prepared.files.map((f) => f.file.path));
  const texts = new Map(prepared.files.flatMap((f) => (f.text === null ? [] : [[f.file.path, f.text] as const])));
  const collector = new FactCollector(paths, EXTRACTORS, texts);
  const ranges = new Map<string, [number, number]>();
  const runFile = (file: SkillFile, info: ClassifiedFile, text: string) => {
    const start = collector.facts.length;
    collector.run(info.kind, { path: file.path, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
    ranges.set(file.path, [start, collector.facts.length]);
  };
  const order = new Map(prepared.files.map((f, i) => [f.file.path, i]));
  for (const { file, info, text } of prepared.files) {
    if (text === null) {
      extractBinary(file, info, collector);
      continue;
    }
    runFile(file, info, text);
    const snippet = { path: file.path, text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 };
    extractBlobs(snippet, info, collector);
    const hidden = hiddenTagText(text);
    if (hidden) collector.analyze("markdown", hidden, snippet, 0, ["unicode-tags"]);
  }
  // Importers that ran before a module they import: drop their first facts and extract them again.
  const again = new Set<string>();
  for (const f of collector.facts) {
    if (f.kind !== "invoke" || f.how !== "import" || !collector.module(f.target)) continue;
    if ((order.get(f.target) ?? -1) > (order.get(f.loc.file) ?? Infinity)) again.add(f.loc.file);
  }
  for (const path of again) {
    const range = ranges.get(path);
    const entry = prepared.files.find((f) => f.file.path === path);
    if (!range || !entry?.text) continue;
    for (let i = range[0]; i < range[1]; i++) (collector.facts[i] as { dropped?: boolean }).dropped = true;
    runFile(entry.file, entry.info, entry.text);
  }
  // A file a shell script sources is shell, whatever its name says (`. "$HERE/assets/icc/sRGB-v4.icc"`).
  const sourced = new Set(collector.facts.flatMap((f) => (f.kind === "invoke" && f.how === "source" && !f.ctx.illustrative ? [f.target] : [])));
  for (const path of sourced) {
    const entry = prepared.files.find((f) => f.file.path === path);
    if (!entry?.text || entry.info.kind === "shell") continue;
    collector.run("shell", { path, text: entry.text, line: 1, via: [], ctx: FILE_CONTEXT, depth: 0 });
  }
  const facts = again.size ? collector.facts.filter((f) => !(f as { dropped?: boolean }).dropped) : collector.facts;
  return { facts: linkFacts(facts, prepared.files.map((f) => f.info)), failures: collector.failures };
}

function skillFactsOf(prepared: Prepared, facts: ContextFact[]): SkillFacts {
  const skillMd = prepared.files.find((f) => f.file.path === "SKILL.md" && f.text !== null);
  let frontmatter: Record<string, unknown> | null = null;
  let body = skillMd?.text ?? "";
  if (skillMd?.text) {
    try {
      const parsed = parseSkillMd(skillMd.text);
      frontmatter = parsed.frontmatter;
      body = parsed.body;
    } catch {
      // A SKILL.md that does not parse is judged on its text; lib/skill reports the parse error.
    }
  }
  const byKind = new Map<FactKind, ContextFact[]>();
  for (const f of facts) {
    let list = byKind.get(f.kind);
    if (!list) byKind.set(f.kind, (list = []));
    list.push(f);
  }
  return {
    name: prepared.input.name,
    facts,
    purpose: purposeOf({ name: prepared.input.name, frontmatter, body }),
    files: prepared.files.map((f) => f.info),
    texts: new Map(prepared.files.filter((f) => f.text !== null).map((f) => [f.file.path, f.text!])),
    of: <K extends FactKind>(kind: K) => (byKind.get(kind) ?? []) as (FactOf<K> & ContextFact)[],
  };
}

// How a document in a security skill announces that its code is shown, not to be run.
const RECOGNITION_RE = /\b(?:for recognition|never (?:executed|run)|do not (?:run|execute|paste)|don't (?:run|execute|paste)|defanged|annotated|should (?:match|flag|trigger|alert)|must (?:match|flag)|(?:true|false) positives?|test (?:cases|fixtures|vectors)|samples? of|examples? of (?:attacks?|malicious|injection|payloads?)|known[- ]bad|indicators?|iocs?)\b/i;

/**
 * Skill-level framing the per-file extractors cannot see: in a skill whose purpose is security
 * (detection, training, review), documentation files other than SKILL.md that announce their code as
 * samples to recognise make every fact in them illustrative. In any skill, a rule file of a detection language (YARA, Sigma,
 * Snort) quotes the attacks it detects: its facts are illustrative too.
 */
const SAMPLE_DIR_RE = /(?:^|\/)(?:samples?|examples?|fixtures?|test-?data|test-?cases?|corpus|specimens?|datasets?|evals?)(?:\/|_[\w-]*\.\w+$|\.\w+$)/i;

/** The skill with its facts replaced (a skill-level reading changed some of them). */
function withFacts(skill: SkillFacts, facts: ContextFact[]): SkillFacts {
  const byKind = new Map<FactKind, ContextFact[]>();
  for (const f of facts) (byKind.get(f.kind) ?? byKind.set(f.kind, []).get(f.kind)!).push(f);
  return { ...skill, facts, of: <K extends FactKind>(kind: K) => (byKind.get(kind) ?? []) as (FactOf<K> & ContextFact)[] };
}

/** SKILL.md of a security skill saying its documents' commands are shown, never to be run ("never execute them"). */
const NEVER_RUN_RE = /\b(?:never|do not|don't) (?:execute|run|paste|adapt|try)s? (?:them|these|those|any of (?:them|these)|the (?:code|commands?|examples?|payloads?|snippets?|samples?)(?: (?:under review|it reviews|shown|quoted))?)\b|\b(?:examples?|patterns?|samples?|commands?|snippets?) (?:to|for) recogni[sz](?:e|ing|tion)\b|\b(?:examples?|patterns?|samples?|snippets?)\b[^.\n]{0,80}\bso (?:that )?(?:you|the agent|reviewers?|readers?) (?:can|could|will) (?:recogni[sz]e|spot|detect)\b|\b(?:they|these|those|the examples?|the samples?) are inert\b|\bdefanged\b/i;

function applySkillFraming(skill: SkillFacts): SkillFacts {
  const security = skill.purpose.explains("security");
  const framed = new Set<string>();
  // The skill's own statement covers the documents it ships (lessons, references), not SKILL.md itself.
  const framesDocs = security && NEVER_RUN_RE.test((skill.texts.get("SKILL.md") ?? "").slice(0, 4000));
  // Text samples a detection skill keeps to test its rules are data, unless something runs them.
  const runs = new Set(skill.of("invoke").filter((i) => i.how !== "mention").map((i) => i.target));
  const commands = skill.of("exec").filter((e) => !e.ctx.inDocs).map((e) => e.command.text);
  // Code samples too (a deobfuscator's test scripts), when nothing in the skill runs, imports or names them in a command.
  const samples = new Set<string>();
  const signatures = new Set<string>();
  for (const [path, text] of skill.texts) {
    if (path === "SKILL.md") continue;
    const info = skill.files.find((f) => f.path === path);
    if (!info) continue;
    const base = path.slice(path.lastIndexOf("/") + 1);
    // a rule file of a detection language (YARA, Sigma, Snort, Semgrep) quotes what it detects, whatever the skill is for
    if ((info.kind === "text" || info.kind === "yaml") && isSignatureCode(base.slice(base.lastIndexOf(".") + 1), text)) {
      signatures.add(path);
      continue;
    }
    if (info.kind !== "markdown" && info.kind !== "text") {
      if (security && SAMPLE_DIR_RE.test(path) && !runs.has(path) && !commands.some((c) => c.includes(base))) samples.add(path);
      continue;
    }
    if (security && (framesDocs || RECOGNITION_RE.test(text.slice(0, 1500)) || (SAMPLE_DIR_RE.test(path) && !runs.has(path)))) framed.add(path);
  }
  if (!framed.size && !samples.size && !signatures.size) return skill;
  // Under that statement, a lesson's lists, tables and quotes, and whatever sits under a detection or attack heading, show
  // what to spot; its running prose still speaks to the agent.
  const shown = (f: ContextFact) => framesDocs && f.kind === "instruct" && f.loc.file !== "SKILL.md" && framed.has(f.loc.file) && (f.place === "list" || f.place === "table" || f.place === "quote" || f.place === "code" || f.ctx.headings.some((h) => !!framingOf(h)));
  const facts = skill.facts.map((f) => ((framed.has(f.loc.file) && f.ctx.inDocs) || samples.has(f.loc.file) || signatures.has(f.loc.file) || shown(f)) && !f.ctx.illustrative ? ({ ...f, ctx: { ...f.ctx, illustrative: true } } as ContextFact) : f);
  return withFacts(skill, facts);
}

// The agent told to paste a script's output somewhere others read: "paste its output verbatim at the end of the PR body".
const PASTE_RE = /\b(?:paste|include|insert|append|add|copy|put|attach|post|embed|place)\b[^\n]{0,160}?\b(pr|pull request|body|issue|comment|commit message|gist|ticket|release notes?|changelog|slack|discord|channel|wiki|forum|discussion)\b/i;

/**
 * What scripts print for the agent (sends on the "agent-output" channel) leaves the machine only where the skill's
 * documents have the agent paste that script's output into a pull request, an issue, a commit, a gist or a chat
 * channel: those sends are kept, addressed to that place; the others are dropped.
 */
function applyPastedOutput(skill: SkillFacts): SkillFacts {
  const printed = skill.of("send").filter((s) => s.channel === "agent-output");
  if (!printed.length) return skill;
  const docs = [...skill.texts].filter(([path]) => /\.(?:md|markdown|txt)$/i.test(path));
  const pastedTo = new Map<string, string>();
  for (const file of new Set(printed.map((s) => s.loc.file))) {
    const base = file.slice(file.lastIndexOf("/") + 1);
    for (const [, text] of docs) {
      for (let at = text.indexOf(base); at >= 0 && !pastedTo.has(file); at = text.indexOf(base, at + 1)) {
        const m = PASTE_RE.exec(text.slice(at, at + 400));
        if (m) pastedTo.set(file, m[1]!.toLowerCase() === "pr" ? "pull request" : m[1]!.toLowerCase());
      }
    }
  }
  const facts = skill.facts.flatMap((f) => {
    if (f.kind !== "send" || f.channel !== "agent-output") return [f];
    const place = pastedTo.get(f.loc.file);
    return place ? [{ ...f, dest: `the ${place} the agent pastes the output into` } as ContextFact] : [];
  });
  return withFacts(skill, facts);
}

function judge(skill: SkillFacts, out: Finding[]): void {
  for (const rule of JUDGMENTS) {
    rule.judge!(skill, (h) => out.push(finding(rule, h.loc.file, h.loc.line, h.excerpt, h)));
  }
}

function dedupeAndSort(findings: Finding[]): Finding[] {
  const best = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.ruleId}\u0000${f.file}\u0000${f.line}`;
    const seen = best.get(key);
    if (!seen || SEVERITY_ORDER[f.severity] < SEVERITY_ORDER[seen.severity]) best.set(key, f);
  }
  return [...best.values()].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

const now = () => (typeof performance !== "undefined" ? performance.now() : Date.now());

/** Scans a skill. Loads the WebAssembly parsers on first use (see configureGuardRuntime). */
export async function scanSkill(input: ScanInput, opts: ScanOptions = {}): Promise<ScanReport> {
  return (await explainSkill(input, opts)).report;
}

/** The scan with the facts behind it (for tests and tuning tools; the report is what callers keep). */
export async function explainSkill(input: ScanInput, _opts: ScanOptions = {}): Promise<{ report: ScanReport; facts: readonly ContextFact[] }> {
  const t0 = now();
  // Grammars load on demand: a first pass records which grammars the files ask for (a parse of a
  // language not loaded yields nothing), they are loaded, and the scan runs again — until a pass asks
  // for nothing new, so the report is the one a host that loaded every grammar up front gets. (An
  // earlier runtime took 11.7 s to load Ruby's grammar once parses had grown the WebAssembly memory;
  // web-tree-sitter 0.27.2 loads it in 35 ms at the 838th scan of the corpus.)
  await loadGrammars(grammarLoading() === "all" ? GRAMMARS : []);
  takeWantedGrammars();
  let prepared = prepare(input);
  let collected = collectFacts(prepared);
  for (let wanted = takeWantedGrammars(); wanted.length; wanted = takeWantedGrammars()) {
    await loadGrammars(wanted);
    prepared = prepare(input);
    collected = collectFacts(prepared);
  }
  const { facts, failures } = collected;
  const findings = prepared.findings;
  const skill = skillFactsOf(prepared, facts);
  judge(applyPastedOutput(applySkillFraming(skill)), findings);
  const code = new Set(skill.files.filter((f) => isCodeKind(f.kind)).map((f) => f.path));
  armGatedFindings(findings, skill.texts, (file) => code.has(file));
  const ignored = ignoredPathMatcher(input.files);
  if (ignored) {
    const flagged = new Set(findings.filter((f) => SEVERITY_ORDER[f.severity] <= SEVERITY_ORDER.medium && ignored(f.file)).map((f) => f.file));
    for (const file of flagged) findings.push(finding(meta("struct-ignored-file-flagged"), file, 0, "listed in an ignore file and has findings"));
  }
  const sorted = dedupeAndSort(findings);
  const report: ScanReport = {
    schema: "skillhub.scan/v1",
    rulesetVersion: RULESET_VERSION,
    skill: input.name,
    verdict: verdictOf(sorted),
    findings: sorted,
    stats: { files: input.files.length, bytes: prepared.bytes, durationMs: Math.round((now() - t0) * 100) / 100, ...(failures.length ? { incomplete: failures } : {}) },
  };
  return { report, facts };
}
