import { readFileSync, existsSync } from "node:fs";

export function loadDotenv(file = ".env"): void {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const m = line.match(/^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/);
    if (m && process.env[m[1]] === undefined) process.env[m[1]] = m[2];
  }
}

// Resolve the first configured connection string from an ordered candidate list.
export function pick(candidates: string[]): { name: string; url: string } {
  for (const name of candidates) {
    const url = process.env[name];
    if (url) return { name, url };
  }
  throw new Error(`none of ${candidates.join(", ")} is set`);
}
