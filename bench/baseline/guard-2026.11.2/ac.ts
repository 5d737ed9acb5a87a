// Aho–Corasick keyword prefilter: one pass over a text finds which rule keywords occur in it and on
// which lines (ASCII, case-insensitive), so a rule's regex only runs on the lines that can match.

export type KeywordHits = {
  /** Per keyword id: 0-based line numbers where it occurs (ascending, deduplicated), or undefined. */
  lines: (number[] | undefined)[];
  lineCount: number;
};

export class KeywordIndex {
  readonly keywords: string[];
  private readonly classOf: Uint8Array; // ASCII char (lower-cased) → symbol class; 0 = not in any keyword
  private readonly width: number;
  private readonly goto: Uint16Array | Uint32Array; // state * width + class → next state
  private readonly out: Int32Array[]; // state → keyword ids ending there (incl. via fail links)
  private readonly hasOut: Uint8Array;

  constructor(keywords: readonly string[]) {
    this.keywords = [...new Set(keywords.map((k) => k.toLowerCase()))];
    const classOf = new Uint8Array(128);
    let width = 1;
    for (const kw of this.keywords) {
      for (let i = 0; i < kw.length; i++) {
        const c = kw.charCodeAt(i) & 127;
        if (classOf[c] === 0) classOf[c] = width++;
      }
    }
    for (let c = 65; c <= 90; c++) classOf[c] = classOf[c | 32]!;
    this.classOf = classOf;
    this.width = width;
    const trie: Map<number, number>[] = [new Map()];
    const outs: number[][] = [[]];
    this.keywords.forEach((kw, id) => {
      let s = 0;
      for (let i = 0; i < kw.length; i++) {
        const c = classOf[kw.charCodeAt(i) & 127]!;
        let next = trie[s]!.get(c);
        if (next === undefined) {
          next = trie.length;
          trie.push(new Map());
          outs.push([]);
          trie[s]!.set(c, next);
        }
        s = next;
      }
      outs[s]!.push(id);
    });
    const n = trie.length;
    const goto = n < 65536 ? new Uint16Array(n * width) : new Uint32Array(n * width);
    const fail = new Int32Array(n);
    const queue: number[] = [];
    for (let c = 0; c < width; c++) {
      const t = trie[0]!.get(c);
      goto[c] = t ?? 0;
      if (t !== undefined) queue.push(t);
    }
    for (let qi = 0; qi < queue.length; qi++) {
      const s = queue[qi]!;
      for (const o of outs[fail[s]!]!) if (!outs[s]!.includes(o)) outs[s]!.push(o);
      for (let c = 0; c < width; c++) {
        const t = trie[s]!.get(c);
        if (t !== undefined) {
          fail[t] = goto[fail[s]! * width + c]!;
          goto[s * width + c] = t;
          queue.push(t);
        } else goto[s * width + c] = goto[fail[s]! * width + c]!;
      }
    }
    this.goto = goto;
    this.out = outs.map((o) => Int32Array.from(o));
    this.hasOut = Uint8Array.from(outs, (o) => (o.length ? 1 : 0));
  }

  scan(text: string): KeywordHits {
    const { goto, out, hasOut, classOf, width } = this;
    const lines: (number[] | undefined)[] = new Array(this.keywords.length);
    let s = 0;
    let line = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) line++;
      const k = c < 128 ? classOf[c]! : 0;
      s = goto[s * width + k]!;
      if (hasOut[s] === 1) {
        const o = out[s]!;
        for (let j = 0; j < o.length; j++) {
          const id = o[j]!;
          const l = lines[id];
          if (l === undefined) lines[id] = [line];
          else if (l[l.length - 1] !== line) l.push(line);
        }
      }
    }
    return { lines, lineCount: line + 1 };
  }
}
