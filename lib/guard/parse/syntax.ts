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
  /** 0-based row of the node's first character. */
  row: number;
  children: SyntaxNode[];
  parent: SyntaxNode | null;
};

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
    const cursor = tree.walk();
    const root: SyntaxNode = { type: cursor.nodeType, field: null, named: true, start: cursor.startIndex, end: cursor.endIndex, row: cursor.startPosition.row, children: [], parent: null };
    let current = root;
    // Depth-first walk with the cursor; `current` follows the cursor's position.
    for (;;) {
      if (cursor.gotoFirstChild()) {
        const child = nodeAt(cursor, current);
        current.children.push(child);
        current = child;
        continue;
      }
      for (;;) {
        if (cursor.gotoNextSibling()) {
          const sibling = nodeAt(cursor, current.parent!);
          current.parent!.children.push(sibling);
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

function nodeAt(cursor: { nodeType: string; currentFieldName: string | null; nodeIsNamed: boolean; startIndex: number; endIndex: number; startPosition: { row: number } }, parent: SyntaxNode): SyntaxNode {
  return {
    type: cursor.nodeType,
    field: cursor.currentFieldName,
    named: cursor.nodeIsNamed,
    start: cursor.startIndex,
    end: cursor.endIndex,
    row: cursor.startPosition.row,
    children: [],
    parent,
  };
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
