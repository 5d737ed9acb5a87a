// The allow-list for rendered READMEs. Anything not named here is dropped: no script, style, iframe,
// object, embed, form, input (except disabled task-list checkboxes), svg or math; no event handlers, no
// style or class attributes (so no CSS tricks with our own classes), links only to http(s)/mailto and
// relative paths, images only over http(s) or relative paths. Comments are removed. `id`/`name` are
// prefixed so a README cannot clobber the page's own element ids.
import type { Options as SanitizeSchema } from "rehype-sanitize";

const TEXT_TAGS = [
  "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code", "kbd", "samp", "var",
  "b", "strong", "i", "em", "s", "del", "ins", "strike", "sub", "sup", "mark", "small", "abbr", "q", "cite",
  "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  "details", "summary", "a", "img", "input", "section", "div", "span", "figure", "figcaption",
] as const;

export const README_SCHEMA: SanitizeSchema = {
  strip: ["script", "style", "template", "noscript", "iframe", "object", "embed", "svg", "math", "textarea", "select", "title"],
  clobberPrefix: "user-content-",
  clobber: ["ariaDescribedBy", "ariaLabelledBy", "id", "name"],
  tagNames: [...TEXT_TAGS],
  ancestors: { tbody: ["table"], td: ["table"], th: ["table"], thead: ["table"], tfoot: ["table"], tr: ["table"] },
  attributes: {
    a: ["href", "title", "id", ["className", "data-footnote-backref"], "dataFootnoteBackref", "dataFootnoteRef", "ariaLabel", "ariaDescribedBy"],
    img: ["src", "alt", "title", "width", "height"],
    code: [["className", /^language-[\w+#.-]+$/]],
    input: [["type", "checkbox"], ["disabled", true], "checked"],
    li: [["className", "task-list-item"], "id"],
    ul: [["className", "contains-task-list"]],
    ol: [["className", "contains-task-list"], "start", "reversed"],
    section: [["className", "footnotes"], "dataFootnotes"],
    h2: ["id", ["className", "sr-only"]],
    h1: ["id"], h3: ["id"], h4: ["id"], h5: ["id"], h6: ["id"],
    td: ["align", "colSpan", "rowSpan"],
    th: ["align", "colSpan", "rowSpan", "scope"],
    details: ["open"],
    "*": ["title", "lang", "dir"],
  },
  required: { input: { type: "checkbox", disabled: true } },
  protocols: {
    href: ["http", "https", "mailto"],
    src: ["http", "https"],
    cite: ["http", "https"],
    longDesc: ["http", "https"],
  },
  allowComments: false,
  allowDoctypes: false,
};
