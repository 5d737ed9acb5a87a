// SQL files and ```sql blocks: statements that destroy a whole database or schema. Table-level
// statements are a migration's daily work and say nothing; dropping a database, a schema with
// everything in it, or every table at once is the harm a skill can hide in a "reset" script.
import type { Extractor } from "./extract";

/** Statements, split on `;` outside quotes (comments removed), each with the 0-based row it starts on. */
function statements(text: string): { text: string; row: number }[] {
  const out: { text: string; row: number }[] = [];
  let current = "";
  let row = 0;
  let startRow = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length && out.length < 5_000; i++) {
    const c = text[i]!;
    if (c === "\n") row++;
    if (quote) {
      if (c === quote) quote = null;
      current += c;
      continue;
    }
    if (c === "-" && text[i + 1] === "-") {
      const end = text.indexOf("\n", i);
      if (end === -1) break;
      i = end - 1;
      continue;
    }
    if (c === "'" || c === '"' || c === "`") quote = c;
    if (c === ";") {
      if (current.trim()) out.push({ text: current.trim(), row: startRow });
      current = "";
      continue;
    }
    if (!current.trim() && /\S/.test(c)) startRow = row;
    current += c;
  }
  if (current.trim()) out.push({ text: current.trim(), row: startRow });
  return out;
}

const DESTROYS = /^drop\s+(?:database|schema)\b|^truncate\b[\s\S]*\bcascade\b|^drop\s+owned\s+by\b/i;

export const extractSql: Extractor = (snippet, analyzer) => {
  for (const st of statements(snippet.text)) {
    const text = st.text.replace(/\s+/g, " ");
    if (DESTROYS.test(text)) analyzer.emit({ kind: "delete", path: `SQL: ${text.slice(0, 200)}`, scope: "database", loc: analyzer.loc(snippet, st.row) }, snippet);
  }
};
