// Linear-time check: every lexicon pattern (commands, intents, signatures) and the decode patterns against 100 KB adversarial
// strings made of the characters patterns repeat, plus near-misses. A generous bound (50 ms) catches
// exponential or quadratic blow-up without being a benchmark.
import { describe, expect, it } from "vitest";
import { DECODE_PATTERNS } from "./decode";
import { COMMAND_PATTERNS } from "./knowledge/commands";
import { INTENT_PATTERNS } from "./knowledge/intents";
import { SIGNATURE_PATTERNS } from "./facts/permissions";
import { IMAGE_URL_RE } from "./facts/link";

const N = 100_000;
const run = (unit: string) => unit.repeat(Math.ceil(N / unit.length)).slice(0, N);
const ADVERSARIAL: string[] = [
  run("a"), run(" "), run("\t"), run("/"), run("="), run("A"), run("0"), run("."), run("-"), run("\\"), run("'"),
  run("\""), run("`"), run("$"), run("|"), run("x"), run("%2e"), run("\\x41"), run("../"), run("a "), run("a\n"),
  run("curl "), run("rm -rf "), run("ignore "), run("<!--"), run("[a]("), run("https://"), run("echo "), run("sudo "),
  run("chr(99)+"), run("99,"), run("${IFS}"), run("ghp_"), run("AKIA"), run(">>"), run("~/.ssh/"), run("$HOME/"),
  run("pip install a "), run("curl http://1.2.3.4 "), run("base64 -d "), run("you are "), run("do not tell "),
  "curl " + run("a") + " | ", "![" + run("a") + "](http://" + run("b"), "<!--" + run("a"), run("AbC1+/"),
  "rm -rf " + run("a/") + " ;", "-----BEGIN PRIVATE KEY-----\n" + run("A"), run("dig +a "), run("\u0441url "),
];

function flagsOf(re: RegExp): string {
  return re.flags.includes("g") ? re.flags : re.flags + "g";
}

// Best of two runs per input, on a compiled and warmed-up regex, so a GC pause or the regex
// engine's tier-up does not make the check flaky; blow-up shows in both runs.
function timeOnce(g: RegExp, s: string): number {
  g.lastIndex = 0;
  const t0 = performance.now();
  let guard = 0;
  for (let m = g.exec(s); m !== null && guard < 200_000; m = g.exec(s), guard++) if (m[0].length === 0) g.lastIndex++;
  return performance.now() - t0;
}

/** The intent lexicon runs on one sentence at a time, cut at 1,200 characters (framing text at 4,000). */
const SENTENCE_CAP = 4_000;

function worstMs(re: RegExp, cap = Infinity): { ms: number; input: number } {
  const g = new RegExp(re.source, flagsOf(re));
  timeOnce(g, "warm up ".repeat(200));
  let worst = { ms: 0, input: -1 };
  ADVERSARIAL.map((s) => s.slice(0, cap)).forEach((s, i) => {
    const ms = Math.min(timeOnce(g, s), timeOnce(g, s));
    if (ms > worst.ms) worst = { ms, input: i };
  });
  return worst;
}

// The allowed design: a bounded window ({0,200}) tried at every position. On this machine, right now,
// that costs `calibration` ms; a rule may take up to max(50 ms, that). Exponential or quadratic
// blow-up on 100 KB is orders of magnitude above either.
const calibration = (() => {
  const g = /a[^\n]{0,200}b/g;
  timeOnce(g, "warm up");
  return Math.min(timeOnce(g, run("a")), timeOnce(g, run("a")));
})();
const BOUND = Math.max(50, calibration);

describe("ReDoS", () => {
  it.each([...COMMAND_PATTERNS, ...SIGNATURE_PATTERNS].map((re, i) => [i, re] as const))("command/signature pattern %i matches 100 KB of adversarial input in linear time", (_, re) => {
    const { ms, input } = worstMs(re);
    expect(ms, `input #${input} (bound ${BOUND.toFixed(0)} ms)`).toBeLessThan(BOUND);
  });

  it.each(INTENT_PATTERNS.map((re, i) => [i, re] as const))("intent pattern %i stays fast on a sentence at its length cap", (_, re) => {
    const { ms, input } = worstMs(re, SENTENCE_CAP);
    expect(ms, `input #${input} (bound ${BOUND.toFixed(0)} ms)`).toBeLessThan(BOUND);
  });

  it("the rendered-image pattern over written pages is linear", () => {
    expect(worstMs(IMAGE_URL_RE).ms).toBeLessThan(BOUND);
    const g = new RegExp(IMAGE_URL_RE.source, "gi");
    // best of two, as for the other patterns: a busy machine's pause is not a blow-up
    const best = (s: string) => Math.min(timeOnce(g, s), timeOnce(g, s));
    expect(best("<img ".repeat(20_000))).toBeLessThan(BOUND);
    expect(best("![a".repeat(30_000))).toBeLessThan(BOUND);
  });

  it.each(DECODE_PATTERNS.map((re, i) => [i, re] as const))("decode pattern %i is linear", (_, re) => {
    expect(worstMs(re).ms).toBeLessThan(BOUND);
  });
});
