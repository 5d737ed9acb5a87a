// What a judgment sees: every fact of the skill with its context, the skill's stated purpose, and
// the files' kinds. A judgment is a small named function over these that reports hits; the catalogue
// entry (id, severity, category, description, remediation, examples) lives next to it.
import type { ClassifiedFile } from "../parse/classify";
import type { ContextFact, FactKind, FactOf, Loc } from "../facts/types";
import type { Purpose } from "./purpose";
import type { DecodedFrom, Severity, TraceStep } from "../types";

export type SkillFacts = {
  name: string;
  facts: readonly ContextFact[];
  purpose: Purpose;
  files: readonly ClassifiedFile[];
  /** The (normalised) text of each text file of the skill, by path. */
  texts: ReadonlyMap<string, string>;
  /** The facts of one kind (each with its context). */
  of<K extends FactKind>(kind: K): readonly (FactOf<K> & ContextFact)[];
};

/** One hit of a judgment. `severity` overrides the catalogue's when context raises or lowers it. */
export type Hit = {
  loc: Loc;
  excerpt: string;
  severity?: Severity;
  trace?: TraceStep[];
  decodedFrom?: DecodedFrom;
};

export type Judge = (skill: SkillFacts, hit: (h: Hit) => void) => void;
