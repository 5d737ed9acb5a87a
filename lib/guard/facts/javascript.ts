// Placeholder: the javascript extractor is being written (see extract.ts for the contract).
import type { Extractor } from "./extract";

export const extractJavaScript: Extractor = () => {};
