// Go source files and ```go blocks. (Interim: read as text until the Go extractor lands.)
import type { Extractor } from "./extract";
import { extractMarkdown } from "./markdown";

export const extractGo: Extractor = (snippet, analyzer) => extractMarkdown(snippet, analyzer);
