// SKILL.md body → safe HTML, on the server. GitHub-flavoured Markdown (remark-gfm); inline HTML is
// parsed (rehype-raw) only so the allow-list in schema.ts can keep the harmless part of it; then the
// sanitised tree is post-processed: headings moved one level down, code blocks highlighted, links made inert for the page (relative
// links point into the Files tab, external ones get rel=nofollow noopener), and images from other
// hosts replaced by a link the reader may follow — nothing is fetched from a third party on load.
import "server-only";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeRaw from "rehype-raw";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { visit, SKIP } from "unist-util-visit";
import type { Element, Root, Text } from "hast";
import { README_SCHEMA } from "@/lib/markdown/schema";
import { highlightTree } from "@/lib/markdown/highlight";

export type RenderContext = {
  /** Resolves a path inside the skill (already normalised, no `..` above the root) to a page URL. */
  fileHref: (path: string) => string;
  /** Resolves a path inside the skill to the URL of its raw bytes (for images). */
  rawHref: (path: string) => string;
};

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** `references/../a.md` → `a.md`; null when the path climbs above the skill root. */
export function resolveSkillPath(target: string): string | null {
  const clean = target.split("#")[0].split("?")[0];
  const out: string[] = [];
  for (const segment of decodeURIComponentSafe(clean).split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (!out.length) return null;
      out.pop();
    } else out.push(segment);
  }
  return out.length ? out.join("/") : null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function textOf(node: Element): string {
  let text = "";
  visit(node, "text", (t: Text) => {
    text += t.value;
  });
  return text;
}

function rehypeSkillLinks(context: RenderContext) {
  return (tree: Root) => {
    visit(tree, "element", (node: Element, index, parent) => {
      // The page has its own h1 (the skill's name): README headings move one level down.
      const level = /^h([1-5])$/.exec(node.tagName);
      if (level) node.tagName = `h${Number(level[1]) + 1}`;
      if (node.tagName === "pre" && node.children[0]?.type === "element" && node.children[0].tagName === "code") {
        const code = node.children[0];
        const language = ((code.properties.className as string[] | undefined) ?? [])
          .find((c) => c.startsWith("language-"))
          ?.slice("language-".length);
        code.children = highlightTree(textOf(code).replace(/\n$/, ""), language).children as Element["children"];
        code.properties.className = ["hljs", ...(language ? [`language-${language}`] : [])];
        return SKIP;
      }
      if (node.tagName === "a" && typeof node.properties.href === "string") {
        const href = node.properties.href;
        if (href.startsWith("#")) return;
        if (ABSOLUTE.test(href) || href.startsWith("//")) {
          node.properties.rel = ["nofollow", "noopener", "noreferrer", "ugc"];
          return;
        }
        const path = resolveSkillPath(href);
        if (path) node.properties.href = context.fileHref(path);
        else delete node.properties.href;
        return;
      }
      if (node.tagName === "img" && parent && index !== undefined) {
        const src = typeof node.properties.src === "string" ? node.properties.src : "";
        const alt = typeof node.properties.alt === "string" && node.properties.alt ? node.properties.alt : "image";
        if (src && !ABSOLUTE.test(src) && !src.startsWith("//")) {
          const path = resolveSkillPath(src);
          if (path) {
            node.properties = { src: context.rawHref(path), alt, loading: "lazy" };
            return;
          }
        }
        let host = "another site";
        try {
          host = new URL(src, "https://invalid.invalid").host;
        } catch {
          // keep the generic label
        }
        const replacement: Element = src
          ? {
              type: "element",
              tagName: "a",
              properties: { href: src, rel: ["nofollow", "noopener", "noreferrer", "ugc"], className: ["remote-image"] },
              children: [{ type: "text", value: `Image “${alt}” from ${host} (not loaded — open it)` }],
            }
          : { type: "element", tagName: "span", properties: {}, children: [{ type: "text", value: `[${alt}]` }] };
        parent.children[index] = replacement;
        return SKIP;
      }
    });
  };
}

export async function renderMarkdown(markdown: string, context: RenderContext): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, README_SCHEMA)
    .use(rehypeSkillLinks, context)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}
