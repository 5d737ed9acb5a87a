import { ASTRAL_NFKC_RE, NFKC_BMP_RANGES } from "./nfkc-table";

// Unicode normalisation before matching: invisible and bidi characters are reported and removed,
// then NFKC and confusable folding turn look-alike text into the ASCII the rules are written for.

/** The 17 characters Hermes' skills_guard flags, plus a few more invisible formatting characters. */
export const INVISIBLE_CHARS: ReadonlyMap<string, string> = new Map([
  ["\u200b", "zero-width space"],
  ["\u200c", "zero-width non-joiner"],
  ["\u200d", "zero-width joiner"],
  ["\u2060", "word joiner"],
  ["\u2062", "invisible times"],
  ["\u2063", "invisible separator"],
  ["\u2064", "invisible plus"],
  ["\ufeff", "BOM/zero-width no-break space"],
  ["\u202a", "LTR embedding"],
  ["\u202b", "RTL embedding"],
  ["\u202c", "pop directional"],
  ["\u202d", "LTR override"],
  ["\u202e", "RTL override"],
  ["\u2066", "LTR isolate"],
  ["\u2067", "RTL isolate"],
  ["\u2068", "first strong isolate"],
  ["\u2069", "pop directional isolate"],
  // Beyond Hermes' list.
  ["\u200e", "left-to-right mark"],
  ["\u200f", "right-to-left mark"],
  ["\u2061", "function application"],
  ["\u00ad", "soft hyphen"],
  ["\u180e", "Mongolian vowel separator"],
]);

export const BIDI_CHARS = new Set(["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f"]);

// One class for everything we strip: the table above plus Unicode tag characters (U+E0000–E007F,
// used for "ASCII smuggling" of hidden prompts). Variation selectors are kept (emoji use them).
export const STRIP_RE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad\u180e]|\udb40[\udc00-\udc7f]/g;
export const TAG_RE = /\udb40[\udc00-\udc7f]/g;

// Cyrillic and Greek letters that render like Latin ones (a subset of Unicode's confusables.txt
// restricted to the letters attackers actually use in commands and URLs).
const CONFUSABLES: Record<string, string> = {
  // Cyrillic lower case
  "а": "a", "в": "b", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "і": "i", "ј": "j",
  "ѕ": "s", "ԁ": "d", "һ": "h", "ԛ": "q", "ԝ": "w", "к": "k", "м": "m", "н": "h", "т": "t", "ӏ": "l",
  "ɡ": "g", "ո": "n", "ս": "u", "ᴠ": "v",
  // Cyrillic upper case
  "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T",
  "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "Ү": "Y", "Ԁ": "D", "Ԛ": "Q", "Ԝ": "W",
  // Greek
  "α": "a", "ο": "o", "ρ": "p", "ν": "v", "ι": "i", "κ": "k", "υ": "u", "χ": "x", "ε": "e", "τ": "t",
  "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O",
  "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X",
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join("")}]`, "g");
const LATIN_RE = /[A-Za-z]/;
const LATIN_G_RE = /[A-Za-z]/g;
const WORD_WITH_CONFUSABLE_RE = new RegExp(`[\\p{L}\\p{N}]*[${Object.keys(CONFUSABLES).join("")}][\\p{L}\\p{N}]*`, "gu");

export function isAscii(text: string): boolean {
  return !/[^\x00-\x7f]/.test(text);
}

export function foldConfusables(text: string): string {
  return text.replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c);
}

/** Words mixing Latin letters with Cyrillic/Greek look-alikes (`сurl`, `pаypal.com`). Pure
 *  Cyrillic or Greek words are ordinary text in those languages and are not reported. */
export function findMixedScriptWords(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(WORD_WITH_CONFUSABLE_RE)) {
    const word = m[0];
    // Spoofing needs a word to pass for a Latin one (`сurl`, `pаypal`): three Latin letters or more. Short
    // mixes are notation (`ρv`, `αt` in formulas), not disguise.
    if (LATIN_RE.test(word) && (word.match(LATIN_G_RE)?.length ?? 0) >= 3) out.push(word);
  }
  return out;
}

const EMOJI_RE = /\p{Extended_Pictographic}/u;

export type InvisibleHit = { char: string; name: string; inToken: boolean; run: number; before: string; after: string };

/** Invisible characters on one line. `inToken` when it sits between two letters/digits/punctuation
 *  of a token (`cu\u200brl`), which is how keywords are split; runs of several are steganography. */
export function findInvisible(line: string, isFileStart: boolean): InvisibleHit[] {
  const hits: InvisibleHit[] = [];
  const chars = Array.from(line);
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const name = INVISIBLE_CHARS.get(c);
    if (!name) continue;
    if (c === "\ufeff" && isFileStart && i === 0) continue; // a byte-order mark
    let j = i;
    while (j + 1 < chars.length && INVISIBLE_CHARS.has(chars[j + 1]!)) j++;
    const before = chars[i - 1] ?? " ";
    const after = chars[j + 1] ?? " ";
    // ZWJ/ZWNJ between emoji or inside Indic/Arabic script words are how those scripts are written.
    if ((c === "\u200d" || c === "\ufe0f") && (EMOJI_RE.test(before) || EMOJI_RE.test(after))) {
      i = j;
      continue;
    }
    if ((c === "\u200c" || c === "\u200d") && /[^\x00-\u024f]/.test(before) && /[^\x00-\u024f]/.test(after)) {
      i = j;
      continue;
    }
    hits.push({ char: c, name, inToken: /\S/.test(before) && /\S/.test(after), run: j - i + 1, before, after });
    i = j;
  }
  return hits;
}

// Per BMP code unit: 1 = strip (invisible/bidi), 2 = NFKC-affected, 4 = confusable, 8 = high
// surrogate (astral: tag characters and compatibility blocks are checked on the pair).
const FLAGS = new Uint8Array(65536);
for (let i = 0; i < NFKC_BMP_RANGES.length; i += 2) FLAGS.fill(2, NFKC_BMP_RANGES[i]!, NFKC_BMP_RANGES[i + 1]! + 1);
for (const c of INVISIBLE_CHARS.keys()) FLAGS[c.charCodeAt(0)] = 1;
for (let c = 0x200b; c <= 0x200f; c++) FLAGS[c] = 1;
for (const c of Object.keys(CONFUSABLES)) FLAGS[c.charCodeAt(0)] |= 4;
FLAGS.fill(8, 0xd800, 0xdc00);

/** Bitwise OR of the flags of every character: 0 means nothing to normalise or report. */
export function specialFlags(text: string): number {
  let acc = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) acc |= FLAGS[c]!;
  }
  return acc;
}

/** Any character the Unicode checks report: invisible, bidi, tag, or a confusable letter. */
export const UNICODE_CHECK_RE = new RegExp(`${STRIP_RE.source}|${CONFUSABLE_RE.source}`);

const nfkcCache = new Map<string, string>();
function nfkcChar(c: string): string {
  let v = nfkcCache.get(c);
  if (v === undefined) {
    v = c.normalize("NFKC");
    if (nfkcCache.size < 4096) nfkcCache.set(c, v);
  }
  return v;
}

/** NFKC + confusable folding + removal of invisible characters. Keeps line breaks where they are.
 *  Character-wise NFKC: only compatibility characters are rewritten (composition of combining
 *  sequences does not matter for ASCII rules). `flags` is specialFlags(text) when already known. */
export function normalizeText(text: string, flags = specialFlags(text)): string {
  if (flags === 0) return text;
  let out = text;
  if (flags & (1 | 8)) out = out.replace(STRIP_RE, "");
  if (flags & 2) {
    let b = "";
    let last = 0;
    for (let i = 0; i < out.length; i++) {
      const c = out.charCodeAt(i);
      if (c >= 128 && (FLAGS[c]! & 2) !== 0) {
        b += out.slice(last, i) + nfkcChar(out[i]!);
        last = i + 1;
      }
    }
    out = last ? b + out.slice(last) : out;
  }
  if (flags & 8) out = out.replace(ASTRAL_NFKC_RE, (c) => c.normalize("NFKC"));
  return flags & 4 ? foldConfusables(out) : out;
}
