// Shared reasoning for judgments: how much to trust a host given the skill's purpose, whether a value
// was hidden by an encoding, and how to describe facts in a finding.
import { classifyHost, hasSuspiciousTld, isUntrustedClass, type HostClass } from "../knowledge/hosts";
import type { ContextFact, Decoding, Folded, Taint } from "../facts/types";
import type { Severity, TraceStep, DecodedFrom } from "../types";
import type { Purpose } from "./purpose";
import type { SkillFacts } from "./types";

export type HostTrust = "local" | "owned" | "vendor" | "unknown" | "untrusted";

/** How a destination relates to the skill: its own (named by the purpose), a well-known vendor, unknown, or a host no skill needs. */
export function hostTrust(host: string | null, url: string, purpose: Purpose, opts: { plainHttpUntrusted?: boolean; strict?: boolean } = {}): HostTrust {
  if (!host) return "unknown";
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, "");
  const owns = (h: string) => (opts.strict ? purpose.namesHost(h) : purpose.ownsHost(h));
  const cls: HostClass = classifyHost(host, path);
  if (cls === "loopback" || cls === "private-ip") return "local";
  if (isUntrustedClass(cls) || cls === "tunnel") return owns(host) && cls !== "public-ip" ? "owned" : "untrusted";
  // Plain http to a named host: code or data sent or run from it can be swapped in transit.
  if ((opts.plainHttpUntrusted ?? true) && /^http:\/\//i.test(url) && cls === "named" && !owns(host)) return "untrusted";
  if (owns(host) || ownsGithubPath(host, path, purpose, opts.strict ?? false)) return "owned";
  if (cls === "vendor") return "vendor";
  if (hasSuspiciousTld(host)) return "untrusted";
  return "unknown";
}

/** raw.githubusercontent.com/<org>/… and github.com/<org>/… belong to the org named in the purpose. */
function ownsGithubPath(host: string, path: string, purpose: Purpose, strict: boolean): boolean {
  if (!/^(?:raw\.githubusercontent\.com|github\.com|objects\.githubusercontent\.com|gist\.githubusercontent\.com)$/.test(host)) return false;
  const [, org, repo] = path.toLowerCase().split("/");
  if (!org || org.length < 3) return false;
  return strict ? purpose.mentions(org) || (!!repo && repo.length >= 3 && purpose.mentions(repo)) : purpose.relatesTo(org);
}

/** Encodings that hide text from a reader (percent and escape sequences are how URLs and strings are ordinarily written). */
export const HIDING_ENCODINGS: ReadonlySet<string> = new Set<Decoding>(["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress"]);

const OBFUSCATING: readonly Decoding[] = ["base64", "hex", "charcode", "reverse", "rot13", "xor", "compress", "escape", "percent", "unicode-tags", "ifs", "quote-splice"];

/** The first decoding that hid the value (not plain concatenation or a variable), or undefined. */
export function hiddenBy(via: readonly Decoding[]): DecodedFrom | undefined {
  return via.find((d) => OBFUSCATING.includes(d));
}

export function foldedText(v: Folded | null): string {
  return v ? v.text : "⟨?⟩";
}

export function raise(s: Severity): Severity {
  return s === "low" ? "medium" : s === "medium" ? "high" : "critical";
}

export function lower(s: Severity): Severity {
  return s === "critical" ? "high" : s === "high" ? "medium" : "low";
}

export function traceOfTaint(taint: readonly Taint[]): TraceStep[] {
  return taint.filter((t) => t.source !== "file").map((t) => ({ role: "source", file: t.loc.file, line: t.loc.line, note: `${t.source}: ${t.detail}` }));
}

export function sinkStep(f: ContextFact, note: string): TraceStep {
  return { role: "sink", file: f.loc.file, line: f.loc.line, note };
}

export function step(f: ContextFact, note: string): TraceStep {
  return { role: "step", file: f.loc.file, line: f.loc.line, note };
}

/** Sources that are private in themselves (a vendor API key read from the environment is not on this list). */
export const SENSITIVE_SOURCES = new Set(["env-all", "ssh", "cloud", "kube", "git-creds", "pkg-creds", "browser", "wallet", "keychain", "clipboard", "dotenv", "agent-data", "shell-history", "home-bulk"]);

/** Where in a skill a fact is stated, for excerpts: "SKILL.md (fenced bash under 'Setup')". */
export function where(f: ContextFact): string {
  if (!f.ctx.inDocs) return "";
  const h = f.ctx.headings[f.ctx.headings.length - 1];
  return ` [${f.ctx.fence ? `${f.ctx.fence} block` : "inline code"}${h ? ` under "${h}"` : ""}]`;
}

const HIDDEN_HOSTS = new WeakMap<SkillFacts, Map<string, DecodedFrom>>();
const HOSTNAME_RE = /(?:^|[^a-z0-9.-])((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(?![a-z0-9-])/gi;

/** Hosts the skill spells only behind a hiding encoding (a base64 mirror in a settings file), with the encoding. */
export function hiddenHosts(skill: SkillFacts): ReadonlyMap<string, DecodedFrom> {
  let out = HIDDEN_HOSTS.get(skill);
  if (out) return out;
  out = new Map();
  for (const o of skill.of("obfuscation")) {
    if (o.ctx.illustrative || !HIDING_ENCODINGS.has(o.how)) continue;
    for (const m of o.detail.slice(0, 2000).matchAll(HOSTNAME_RE)) {
      const host = m[1]!.toLowerCase();
      if (!out.has(host)) out.set(host, o.how as DecodedFrom);
    }
  }
  HIDDEN_HOSTS.set(skill, out);
  return out;
}
