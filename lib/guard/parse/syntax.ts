// A tree-sitter parse turned into plain JavaScript objects in one cursor walk: extractors then work on
// ordinary objects (fast, no WebAssembly round trip per property, easy to test). Offsets index the
// source string (UTF-16), rows are 0-based.
import type { GrammarName } from "./runtime";
import { parserFor } from "./runtime";

export type SyntaxNode = {
  type: string;
  /** The field name this node has in its parent (`function`, `arguments`, `left`…), or null. */
  field: string | null;
  named: boolean;
  start: number;
  end: number;
  /** 0-based row of the node's first character (computed from `start` when read). */
  readonly row: number;
  children: SyntaxNode[];
  parent: SyntaxNode | null;
};

/** Line starts of one source, shared by its nodes: a node's row is found by binary search when asked,
 *  which costs nothing for the many nodes whose row nobody reads (tree-sitter's own row costs a call per node). */
class Lines {
  private starts: number[] | null = null;
  constructor(private readonly source: string) {}
  rowOf(offset: number): number {
    if (!this.starts) {
      const s = [0];
      for (let i = this.source.indexOf("\n"); i >= 0; i = this.source.indexOf("\n", i + 1)) s.push(i + 1);
      this.starts = s;
    }
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

class Node implements SyntaxNode {
  children: SyntaxNode[] = [];
  constructor(
    readonly type: string,
    readonly field: string | null,
    readonly named: boolean,
    readonly start: number,
    readonly end: number,
    readonly parent: SyntaxNode | null,
    private readonly lines: Lines,
  ) {}
  get row(): number {
    return this.lines.rowOf(this.start);
  }
}

export type SyntaxTree = { source: string; root: SyntaxNode; hasError: boolean; language: GrammarName };

/** Files above this size are not parsed (they are still read as text by the other analyses). */
export const MAX_PARSE_CHARS = 4 * 1024 * 1024;

/** Parses `source`; null when the grammar is not loaded or the text is too large. */
export function parseSyntax(language: GrammarName, source: string): SyntaxTree | null {
  if (source.length > MAX_PARSE_CHARS) return null;
  const parser = parserFor(language);
  if (!parser) return null;
  const tree = parser.parse(source);
  if (!tree) return null;
  try {
    const lines = new Lines(source);
    const cursor = tree.walk();
    const root: SyntaxNode = new Node(cursor.nodeType, null, true, cursor.startIndex, cursor.endIndex, null, lines);
    let current = root;
    // Depth-first walk with the cursor; `current` follows the cursor's position.
    for (;;) {
      if (cursor.gotoFirstChild()) {
        const child = new Node(cursor.nodeType, cursor.currentFieldName, cursor.nodeIsNamed, cursor.startIndex, cursor.endIndex, current, lines);
        current.children.push(child);
        current = child;
        continue;
      }
      for (;;) {
        if (cursor.gotoNextSibling()) {
          const parent = current.parent!;
          const sibling = new Node(cursor.nodeType, cursor.currentFieldName, cursor.nodeIsNamed, cursor.startIndex, cursor.endIndex, parent, lines);
          parent.children.push(sibling);
          current = sibling;
          break;
        }
        if (!cursor.gotoParent()) return { source, root, hasError: tree.rootNode.hasError, language };
        current = current.parent!;
      }
    }
  } finally {
    tree.delete();
  }
}

export function textOf(tree: SyntaxTree, node: SyntaxNode): string {
  return tree.source.slice(node.start, node.end);
}

/** The first child with this field name. */
export function field(node: SyntaxNode, name: string): SyntaxNode | null {
  for (const c of node.children) if (c.field === name) return c;
  return null;
}

/** Every child with this field name. */
export function fields(node: SyntaxNode, name: string): SyntaxNode[] {
  return node.children.filter((c) => c.field === name);
}

export function namedChildren(node: SyntaxNode): SyntaxNode[] {
  return node.children.filter((c) => c.named);
}

/** Pre-order walk over every node; return false from `visit` to skip a node's children. */
export function walk(node: SyntaxNode, visit: (n: SyntaxNode) => boolean | void): void {
  const stack: SyntaxNode[] = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (visit(n) === false) continue;
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
}

/** Every descendant (and the node itself) of one of the given types, in source order. */
export function descendants(node: SyntaxNode, types: string | readonly string[]): SyntaxNode[] {
  const set = typeof types === "string" ? new Set([types]) : new Set(types);
  const out: SyntaxNode[] = [];
  walk(node, (n) => {
    if (set.has(n.type)) out.push(n);
  });
  return out;
}
