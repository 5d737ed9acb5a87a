import { QdrantClient } from "@qdrant/js-client-rest";
import { readFileSync, existsSync } from "node:fs";

const cfgPath = process.env.COMPACTOR_CONFIG ?? "compactor.config.json";
const defaults = { orphanPolicy: "delete", vacuum: { deleted_threshold: 0.05 }, waitTimeoutSec: 600 };
const cfg = existsSync(cfgPath) ? { ...defaults, ...JSON.parse(readFileSync(cfgPath, "utf8")) } : defaults;

const client = new QdrantClient({
  url: process.env.QDRANT_URL ?? "http://localhost:6333",
  apiKey: process.env.QDRANT_API_KEY,
});

const keep = new Set((cfg.keep ?? []).map((s) => s.trim()));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitGreen(name, timeoutSec) {
  const until = Date.now() + timeoutSec * 1000;
  while (Date.now() < until) {
    const info = await client.getCollection(name);
    if (info.status === "green") return info;
    await sleep(2000);
  }
  throw new Error(`${name} did not reach green in ${timeoutSec}s`);
}

async function handleOrphan(name) {
  switch (cfg.orphanPolicy) {
    case "delete":
      await client.deleteCollection(name);
      return "deleted";
    case "snapshot":
      await client.createSnapshot(name);
      return "snapshotted";
    default:
      return "ignored";
  }
}

async function vacuum(name) {
  const before = await client.getCollection(name);
  await client.updateCollection(name, { optimizers_config: cfg.vacuum });
  const after = await waitGreen(name, cfg.waitTimeoutSec);
  return { before: before.segments_count, after: after.segments_count, points: after.points_count };
}

const { collections } = await client.getCollections();
const rows = [];
for (const { name } of collections) {
  if (!keep.has(name)) {
    rows.push({ collection: name, action: await handleOrphan(name) });
    continue;
  }
  const r = await vacuum(name);
  rows.push({ collection: name, action: "vacuumed", ...r });
}
console.table(rows);
