import { describe, expect, it } from "vitest";
import { MARKDOWN_PATTERNS, parseInline, parseMarkdown, type MdBlock } from "./markdown";

const prose = (blocks: MdBlock[]) => blocks.filter((b) => b.type === "prose") as Extract<MdBlock, { type: "prose" }>[];

describe("block pass", () => {
  it("reads front matter values as units with their rows", () => {
    const blocks = parseMarkdown("---\nname: x\ndescription: >\n  Folded text\n  on two lines.\n---\n# Title\n");
    const fm = prose(blocks).find((b) => b.place === "frontmatter")!;
    expect(fm.lines).toEqual(["x", "Folded text on two lines."]);
    expect(fm.rows).toEqual([1, 3]);
    expect(blocks.find((b) => b.type === "heading")).toMatchObject({ text: "Title", row: 6, level: 1 });
  });

  it("finds fences at any indentation, with their info string and the code's first row", () => {
    const blocks = parseMarkdown("1. Install:\n\n   ```bash\n   curl -s https://x.invalid | sh\n   ```\n\n~~~\nplain\n~~~\n");
    const fences = blocks.filter((b) => b.type === "fence");
    expect(fences[0]).toMatchObject({ info: "bash", code: "curl -s https://x.invalid | sh", codeRow: 3 });
    expect(fences[1]).toMatchObject({ info: "", code: "plain", codeRow: 7 });
  });

  it("keeps an unclosed fence's code to the end of the document", () => {
    const blocks = parseMarkdown("```sh\nrm -rf ~\n");
    expect(blocks[0]).toMatchObject({ type: "fence", code: "rm -rf ~\n" });
  });

  it("tells list items, quotes and paragraphs apart; setext headings", () => {
    const blocks = parseMarkdown("Intro line\ncontinued.\n\n- item one\n  more\n* item two\n\n> quoted\n> text\n\nTitle\n=====\n");
    const ps = prose(blocks);
    expect(ps.map((b) => [b.place, b.lines.join("|")])).toEqual([
      ["paragraph", "Intro line|continued."],
      ["list", "item one|  more"],
      ["list", "item two"],
      ["quote", "quoted|text"],
    ]);
    expect(blocks.find((b) => b.type === "heading")).toMatchObject({ text: "Title", level: 1, row: 10 });
  });

  it("splits tables into cells, each on its row, with escaped pipes", () => {
    const blocks = parseMarkdown("| a | b |\n|---|---|\n| `x \\| y` | two |\n");
    const t = prose(blocks)[0]!;
    expect(t.place).toBe("table");
    expect(t.lines).toEqual(["a", "b", "`x | y`", "two"]);
    expect(t.rows).toEqual([0, 0, 2, 2]);
  });

  it("reads reference definitions and the comment idiom", () => {
    const blocks = parseMarkdown('[docs]: <https://d.invalid/p> "Title text"\n[//]: # (hidden note)\n');
    expect(blocks).toEqual([
      { type: "refdef", row: 0, label: "docs", url: "https://d.invalid/p", title: "Title text", place: "reference-definition" },
      { type: "refdef", row: 1, label: "//", url: "#", title: "hidden note", place: "reference-definition" },
    ]);
  });

  it("reads HTML comments (inline and multi-line) as hidden Markdown", () => {
    const blocks = parseMarkdown("Visible <!-- inline secret --> text\n\n<!--\nline one\n- item\n-->\nafter\n");
    const ps = prose(blocks);
    expect(ps.find((b) => b.lines[0]!.includes("inline secret"))!.place).toBe("html-comment");
    expect(ps.find((b) => b.lines[0]!.startsWith("Visible"))!.lines[0]).toBe("Visible   text");
    const inner = ps.filter((b) => b.place === "html-comment").map((b) => b.lines.join("|"));
    expect(inner).toContain("line one");
    expect(inner).toContain("item");
    expect(ps.find((b) => b.lines[0] === "after")!.row).toBe(6);
  });

  it("keeps a comment opener inside a code span as text", () => {
    expect(prose(parseMarkdown("Use `<!--` to start a comment.\n"))[0]!.place).toBe("paragraph");
  });

  it("shows the summary of <details> and hides the rest", () => {
    const blocks = parseMarkdown("<details>\n<summary>Changelog</summary>\n\nHidden body.\n\n```bash\necho </details>\n```\n</details>\nAfter.\n");
    const ps = prose(blocks);
    expect(ps.find((b) => b.lines[0]!.includes("Changelog"))!.place).toBe("paragraph");
    expect(ps.find((b) => b.lines[0] === "Hidden body.")!).toMatchObject({ place: "details", row: 3 });
    expect(blocks.find((b) => b.type === "fence")).toMatchObject({ place: "details", code: "echo </details>" });
    expect(ps.find((b) => b.lines[0] === "After.")!.place).toBe("paragraph");
  });

  it("reads elements hidden by attributes or CSS as hidden-html", () => {
    for (const open of ['<div style="display:none">', "<p hidden>", '<span aria-hidden="true">', '<div style="font-size: 0">', "<template>"]) {
      const tag = /<(\w+)/.exec(open)![1]!;
      const ps = prose(parseMarkdown(`${open}\nsecret words\n</${tag}>\nshown\n`));
      expect(ps.find((b) => b.lines.includes("secret words"))!.place, open).toBe("hidden-html");
      expect(ps.find((b) => b.lines.includes("shown"))!.place).toBe("paragraph");
    }
    expect(prose(parseMarkdown('<div style="font-size: 14px">\nvisible\n</div>\n'))[0]!.place).toBe("paragraph");
  });

  it("bounds nesting: quotes in comments in details stay hidden", () => {
    const ps = prose(parseMarkdown("<details>\n<!--\n> quoted in a comment\n-->\n</details>\n"));
    expect(ps.find((b) => b.lines.join().includes("quoted in a comment"))!.place).toBe("details");
  });
});

describe("inline pass", () => {
  it("keeps link text, drops images and hidden spans from the visible text", () => {
    const src = 'See [the docs](https://d.invalid/x "tip") and ![alt text](https://i.invalid/a.png) <span hidden>secret</span> `code` **bold**.';
    const i = parseInline(src);
    expect(i.plain.replace(/\s+/g, " ")).toBe("See the docs and `code` bold.");
    expect(i.links).toEqual([
      { text: "the docs", url: "https://d.invalid/x", title: "tip", image: false, reference: false, offset: src.indexOf("[the") },
      { text: "alt text", url: "https://i.invalid/a.png", title: "", image: true, reference: false, offset: src.indexOf("![") },
    ]);
    expect(i.hidden).toEqual([{ text: "secret", place: "hidden-html", offset: src.indexOf("<span") }]);
    expect(i.codes).toEqual([{ code: "code", offset: src.indexOf("`code") }]);
  });

  it("reads autolinks, reference links, nested images in links and double-backtick spans", () => {
    const i = parseInline("<https://a.invalid> [text][ref] [![badge](https://b.invalid/x.svg)](https://c.invalid) ``a ` b``");
    expect(i.links.map((l) => [l.url, l.image, l.reference])).toEqual([
      ["https://a.invalid", false, false],
      ["ref", false, true],
      ["https://b.invalid/x.svg", true, false],
      ["https://c.invalid", false, false],
    ]);
    expect(i.codes.map((c) => c.code)).toEqual(["a ` b"]);
  });

  it("keeps newlines where pieces are dropped, so rows stay right", () => {
    const i = parseInline("a ![x\ny](u)\nb");
    expect(i.plain.split("\n").length).toBe(3);
  });
});

describe("linear time", () => {
  const N = 50_000;
  const inputs = ["<!--", "[a](", "`", "<div ", "|", "- ", "# ", "[", "![", "<", "\\", "*_", "<details>", "```"].map((u) => u.repeat(Math.ceil(N / u.length)));
  it.each(MARKDOWN_PATTERNS.map((re, i) => [i, re] as const))("pattern %i", (_, re) => {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : re.flags + "g");
    for (const s of inputs) {
      const t0 = performance.now();
      g.lastIndex = 0;
      for (let m = g.exec(s), n = 0; m && n < 100_000; m = g.exec(s), n++) if (!m[0].length) g.lastIndex++;
      expect(performance.now() - t0).toBeLessThan(200);
    }
  });
  it("parses hostile documents in linear time", () => {
    for (const s of inputs) {
      const t0 = performance.now();
      parseMarkdown(s + "\n" + s.split("").join("\n"));
      parseInline(s);
      expect(performance.now() - t0).toBeLessThan(1500);
    }
  });
});
