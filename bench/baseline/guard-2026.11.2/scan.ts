// scanSkill: structural checks, Unicode checks, then every rule over the three views of every file,
// then the same over decoded blobs (bounded depth), deduplicated and sorted.
import { KeywordIndex, type KeywordHits } from "./ac";
import { findDecodable, MAX_DECODED_PER_FILE } from "./decode";
import { verdictOf } from "./policy";
import { RULES, RULES_BY_ID, RULESET_VERSION } from "./rules";
import { checkStructure, ignoredPathMatcher, sniffBinary } from "./structure";
import type { DecodedFrom, Finding, MatchContext, Rule, ScanReport, Severity } from "./types";
import { findInvisible, findMixedScriptWords, isAscii, normalizeText, BIDI_CHARS, specialFlags, TAG_RE, UNICODE_CHECK_RE } from "./unicode";
import { HIDDEN_INSTRUCTION_RE } from "./rules/injection";
import { buildViews, kindOf, type FileKind, type View } from "./views";
import type { SkillFile } from "@/lib/skill/types";

export type ScanInput = { name: string; files: readonly SkillFile[] };
export type ScanOptions = { source?: string; maxDecodeDepth?: number };

export const DEFAULT_MAX_DECODE_DEPTH = 2;
const EXCERPT_MAX = 120;

type Compiled = { rule: Rule; re: RegExp; kw: number[]; shareKey: string | null };

const KEYWORDS = new KeywordIndex(RULES.flatMap((r) => r.keywords ?? []));
const COMPILED: Compiled[] = RULES.filter((r) => r.pattern && r.scope).map((rule) => {
  const flags = rule.pattern!.flags.includes("g") ? rule.pattern!.flags : rule.pattern!.flags + "g";
  const kw = (rule.keywords ?? []).map((k) => KEYWORDS.keywords.indexOf(k.toLowerCase()));
  return { rule, re: new RegExp(rule.pattern!.source, flags), kw, shareKey: null as string | null };
});
{
  const seen = new Map<string, number>();
  for (const c of COMPILED) seen.set(c.re.source + c.re.flags, (seen.get(c.re.source + c.re.flags) ?? 0) + 1);
  for (const c of COMPILED) if (seen.get(c.re.source + c.re.flags)! > 1) c.shareKey = c.re.source + c.re.flags;
}

const SEVERITY_ORDER: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

// Token shapes never echoed verbatim in an excerpt, whichever rule produced it.
const SECRET_SHAPES_RE = /\b(?:AKIA|ASIA)[0-9A-Z]{12,}|\bgh[pousr]_[A-Za-z0-9]{12,}|\bgithub_pat_[A-Za-z0-9_]{12,}|\bsk-(?:ant-|proj-)?[A-Za-z0-9_-]{16,}|\bxox[abprs]-[A-Za-z0-9-]{8,}|\bglpat-[A-Za-z0-9_-]{12,}|\bhf_[A-Za-z0-9]{16,}|\bnpm_[A-Za-z0-9]{16,}|\bAIza[0-9A-Za-z_-]{20,}|\b[sr]k_live_[A-Za-z0-9]{12,}|\b\d{8,10}:AA[A-Za-z0-9_-]{20,}|((?:password|passwd|secret|token|api[_-]?key)["']?[ \t]*[:=][ \t]*["']?)([^\s"']{8,})/gi;

export function redactSecrets(s: string): string {
  return s.replace(SECRET_SHAPES_RE, (all: string, prefix: string | undefined, value: string | undefined) =>
    prefix !== undefined && value !== undefined ? `${prefix}${value.slice(0, 3)}…[redacted]` : `${all.slice(0, 6)}…[redacted]`,
  );
}

function clip(line: string, at: number): string {
  const t = line.trim();
  if (t.length <= EXCERPT_MAX) return t;
  const lead = line.length - line.trimStart().length;
  const start = Math.max(0, Math.min(at - lead - 30, t.length - EXCERPT_MAX + 1));
  return (start > 0 ? "…" : "") + t.slice(start, start + EXCERPT_MAX - 1) + (start + EXCERPT_MAX - 1 < t.length ? "…" : "");
}

type Sink = {
  path: string;
  findings: Finding[];
  /** Set when scanning decoded text: every finding lands on this line of the outer file. */
  forcedLine?: number;
  decodedFrom?: DecodedFrom;
};

function emit(sink: Sink, rule: Rule, line: number, excerpt: string, severity: Severity = rule.severity): void {
  sink.findings.push({
    ruleId: rule.id,
    severity,
    category: rule.category,
    file: sink.path,
    line: sink.forcedLine ?? line,
    excerpt: redactSecrets(excerpt),
    description: rule.description,
    remediation: rule.remediation,
    ...(sink.decodedFrom ? { decodedFrom: sink.decodedFrom } : {}),
  });
}

function meta(id: string): Rule {
  const r = RULES_BY_ID.get(id);
  if (!r) throw new Error(`unknown rule ${id}`);
  return r;
}

const COMMAND_IN_DECODED_RE = /\b(?:curl|wget|bash|sh[ \t]+-c|\/bin\/(?:ba)?sh|powershell|pwsh|nc|ncat|python[23]?[ \t]+-c|eval|exec|chmod|rm[ \t]+-[rf]|\/dev\/tcp|Invoke-\w+|iex|osascript|base64[ \t]+-d|xmrig)\b/;

function scanUnicode(raw: string, sink: Sink): void {
  const lines = raw.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isAscii(line) || !UNICODE_CHECK_RE.test(line)) continue;
    const hits = findInvisible(line, i === 0);
    const isOverride = (c: string) => BIDI_CHARS.has(c) && c !== "\u200e" && c !== "\u200f";
    const bidi = hits.find((h) => isOverride(h.char));
    if (bidi) emit(sink, meta("uni-bidi-control"), i + 1, `U+${bidi.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} (${bidi.name})`);
    const strong = hits.find((h) => !isOverride(h.char) && (h.inToken || h.run > 1));
    const weak = hits.find((h) => !isOverride(h.char) && !h.inToken && h.run === 1);
    const show = (h: { char: string; name: string }) => `U+${h.char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} (${h.name}) in: ${clip(line.replace(/[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u180e]/g, "⟨?⟩"), 0)}`;
    if (strong) emit(sink, meta("uni-invisible-char"), i + 1, show(strong));
    else if (weak) emit(sink, meta("uni-invisible-stray"), i + 1, show(weak));
    if (TAG_RE.test(line)) {
      TAG_RE.lastIndex = 0;
      const hidden = Array.from(line.matchAll(TAG_RE), (m) => String.fromCharCode(m[0].codePointAt(0)! - 0xe0000)).join("");
      emit(sink, meta("uni-tag-chars"), i + 1, `hidden text: ${clip(hidden, 0)}`);
    }
    TAG_RE.lastIndex = 0;
    const mixed = findMixedScriptWords(line);
    if (mixed.length) emit(sink, meta("uni-homoglyph-mixed-script"), i + 1, `${mixed.slice(0, 3).join(", ")} (mixed Latin and Cyrillic/Greek letters)`);
  }
}

/** Sorted union of ascending line lists. */
function unionLines(lists: number[][]): number[] {
  if (lists.length === 1) return lists[0]!;
  const all = ([] as number[]).concat(...lists).sort((a, b) => a - b);
  const out: number[] = [];
  for (const n of all) if (out[out.length - 1] !== n) out.push(n);
  return out;
}

/** Keyword lines of the full view, plus those of the raw view when evasion rewrites changed the text. */
function keywordHits(views: ReturnType<typeof buildViews>): KeywordHits {
  const hits = KEYWORDS.scan(views.full.text);
  if (views.raw === views.full) return hits;
  const raw = KEYWORDS.scan(views.raw.text);
  raw.lines.forEach((l, k) => {
    if (l) hits.lines[k] = hits.lines[k] ? unionLines([hits.lines[k]!, l]) : l;
  });
  return hits;
}

type Hit = { m: RegExpExecArray; ln: number; col: number };

function runRules(views: ReturnType<typeof buildViews>, hits: KeywordHits, sink: Sink): void {
  const idx = { full: views.full, code: views.code, prose: views.prose, raw: views.raw };
  // Several rules share one pattern and differ in `accept` (e.g. the three curl|sh severities).
  const shared = new Map<string, Hit[]>();
  for (const c of COMPILED) {
    const { rule, re } = c;
    const scope = rule.scope!;
    if ((scope === "code" && !views.hasCode) || (scope === "prose" && !views.hasProse)) continue;
    // Candidate lines: those holding one of the rule's keywords. Dense keywords (or multi-line
    // patterns) run over the whole view, which is cheaper than many short runs.
    let candidates: number[] | null = null;
    if (c.kw.length) {
      const lists: number[][] = [];
      for (const k of c.kw) {
        const l = hits.lines[k];
        if (l) lists.push(l);
      }
      if (!lists.length) continue;
      if (!rule.multiline) {
        candidates = unionLines(lists);
        if (candidates.length > 256 && candidates.length * 8 > hits.lineCount) candidates = null;
      }
    }
    const li = idx[scope === "any" ? "full" : scope];
    const cacheKey = c.shareKey ? `${scope}\u0000${c.kw.join(",")}\u0000${c.shareKey}` : null;
    let found = cacheKey ? shared.get(cacheKey) : undefined;
    if (!found) {
      found = [];
      let m: RegExpExecArray | null;
      if (candidates === null) {
        re.lastIndex = 0;
        while ((m = re.exec(li.text)) !== null) {
          if (m[0].length === 0) re.lastIndex++;
          const ln = li.lineOf(m.index);
          found.push({ m, ln, col: m.index - li.lineStart(ln) });
        }
      } else {
        for (const ln of candidates) {
          const text = li.line(ln);
          if (text.length === 0) continue;
          re.lastIndex = 0;
          while ((m = re.exec(text)) !== null) {
            if (m[0].length === 0) re.lastIndex++;
            found.push({ m, ln, col: m.index });
          }
        }
      }
      if (cacheKey) shared.set(cacheKey, found);
    }
    let lastLine = -1;
    for (const { m, ln, col } of found) {
      if (ln === lastLine) continue;
      const line = li.line(ln);
      const ctx: MatchContext = { match: m, line, column: col, following: (n) => li.following(ln, n), path: sink.path };
      if (rule.accept && !rule.accept(ctx)) continue;
      lastLine = ln;
      let excerpt = clip(line, col);
      if (rule.redact) excerpt = excerpt.split(m[0]).join(`${m[0].slice(0, 6)}…[redacted]`);
      emit(sink, rule, ln + 1, excerpt);
    }
  }
}

const MAX_COMMENT = 4000;

/** `<!-- … -->` whose content addresses the agent or carries a command (linear: indexOf, no regex over the text). */
function scanHtmlComments(view: View, sink: Sink): void {
  const text = view.text;
  let from = 0;
  for (let open = text.indexOf("<!--", from); open >= 0; open = text.indexOf("<!--", from)) {
    const close = text.indexOf("-->", open + 4);
    const end = close < 0 ? Math.min(text.length, open + 4 + MAX_COMMENT) : close;
    const body = text.slice(open + 4, Math.min(end, open + 4 + MAX_COMMENT));
    if (HIDDEN_INSTRUCTION_RE.test(body)) {
      const ln = view.lineOf(open);
      emit(sink, meta("inj-hidden-html-comment"), ln + 1, clip(body.replace(/\s+/g, " "), 0));
    }
    if (close < 0) break;
    from = close + 3;
  }
}

type TextScan = { depth: number; maxDepth: number; budget: { left: number } };

function scanText(raw: string, kind: FileKind | null, sink: Sink, st: TextScan): void {
  let text = raw.includes("\r") ? raw.replace(/\r\n?/g, (s) => (s.length === 2 ? "\n" : "\n")) : raw;
  const flags = isAscii(text) ? 0 : specialFlags(text);
  if (flags !== 0) {
    if (sink.forcedLine === undefined && flags & (1 | 4 | 8) && UNICODE_CHECK_RE.test(text)) scanUnicode(text, sink);
    if (TAG_RE.test(text) && st.depth < st.maxDepth) {
      TAG_RE.lastIndex = 0;
      const lines = text.split("\n");
      lines.forEach((l, i) => {
        const hidden = Array.from(l.matchAll(TAG_RE), (m) => String.fromCharCode(m[0].codePointAt(0)! - 0xe0000)).join("");
        if (hidden) scanDecoded(hidden, "unicode-tags", i, sink, st);
      });
    }
    TAG_RE.lastIndex = 0;
    text = normalizeText(text, flags);
  }
  const views = buildViews(text, kind ?? kindOf(sink.path, text));
  runRules(views, keywordHits(views), sink);
  if (views.hasProse) scanHtmlComments(views.prose, sink);
  if (st.depth >= st.maxDepth) return;
  const longRuns: number[] = [];
  const blobs = findDecodable(views.full.text, views.code, st.budget, longRuns);
  if (!blobs.length && !longRuns.length) return;
  const li = views.full;
  if (longRuns.length) {
    const code = views.code;
    for (const offset of longRuns) {
      const ln = li.lineOf(offset);
      const col = offset - li.lineStart(ln);
      const line = li.line(ln);
      if (code.line(ln).length === 0 || /data:[\w.+\/-]{1,60};base64,$/.test(line.slice(Math.max(0, col - 80), col))) continue;
      emit(sink, meta("obf-long-base64-blob"), ln + 1, clip(line, col));
    }
  }
  for (const b of blobs) scanDecoded(b.text, b.kind, li.lineOf(b.offset), sink, st);
}

function scanDecoded(text: string, kind: DecodedFrom, line0: number, sink: Sink, st: TextScan): void {
  const inner: Sink = {
    path: sink.path,
    findings: sink.findings,
    forcedLine: sink.forcedLine ?? line0 + 1,
    decodedFrom: sink.decodedFrom ?? kind,
  };
  if (kind !== "shell-vars" && kind !== "percent" && COMMAND_IN_DECODED_RE.test(text)) {
    emit(inner, meta("obf-encoded-command"), line0 + 1, `${kind} → ${clip(text.split("\n").find((l) => COMMAND_IN_DECODED_RE.test(l)) ?? text, 0)}`);
  }
  scanText(text, "code", inner, { ...st, depth: st.depth + 1 });
}

function dedupeAndSort(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  const out: Finding[] = [];
  for (const f of findings) {
    const key = `${f.ruleId}\u0000${f.file}\u0000${f.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out.sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

const utf8 = new TextDecoder("utf-8", { fatal: false });

export function scanSkill(input: ScanInput, opts: ScanOptions = {}): ScanReport {
  const t0 = typeof performance !== "undefined" ? performance.now() : Date.now();
  const maxDepth = Math.max(0, Math.min(opts.maxDecodeDepth ?? DEFAULT_MAX_DECODE_DEPTH, 3));
  const findings: Finding[] = [];
  let bytes = 0;
  checkStructure(input.files, (id, file, excerpt) => emit({ path: file, findings }, meta(id), 0, excerpt));
  for (const file of input.files) {
    bytes += file.bytes.length;
    if (sniffBinary(file.bytes)) continue;
    const sink: Sink = { path: file.path, findings };
    let text = utf8.decode(file.bytes);
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    scanText(text, null, sink, { depth: 0, maxDepth, budget: { left: MAX_DECODED_PER_FILE } });
  }
  const ignored = ignoredPathMatcher(input.files);
  if (ignored) {
    const flagged = new Set(findings.filter((f) => SEVERITY_ORDER[f.severity] <= SEVERITY_ORDER.medium && ignored(f.file)).map((f) => f.file));
    for (const file of flagged) emit({ path: file, findings }, meta("struct-ignored-file-flagged"), 0, "listed in an ignore file and has findings");
  }
  const sorted = dedupeAndSort(findings);
  const t1 = typeof performance !== "undefined" ? performance.now() : Date.now();
  return {
    schema: "skillhub.scan/v1",
    rulesetVersion: RULESET_VERSION,
    skill: input.name,
    verdict: verdictOf(sorted),
    findings: sorted,
    stats: { files: input.files.length, bytes, durationMs: Math.round((t1 - t0) * 100) / 100 },
  };
}
