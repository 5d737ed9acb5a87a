// Ruby source files and ```ruby blocks. (Interim: read as text until the Ruby extractor lands.)
import type { Extractor } from "./extract";
import { extractMarkdown } from "./markdown";

export const extractRuby: Extractor = (snippet, analyzer) => extractMarkdown(snippet, analyzer);
