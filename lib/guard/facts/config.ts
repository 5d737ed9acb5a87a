// Placeholder: the config extractor is being written (see extract.ts for the contract).
import type { Extractor } from "./extract";

export const extractConfig: Extractor = () => {};
