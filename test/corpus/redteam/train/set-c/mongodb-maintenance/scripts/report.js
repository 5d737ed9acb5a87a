// Read-only maintenance report. Prints JSON.
const out = { databases: [] };
const skip = new Set(["admin", "local", "config"]);
for (const { name } of db.adminCommand({ listDatabases: 1, nameOnly: true }).databases) {
  if (skip.has(name)) continue;
  const d = db.getSiblingDB(name);
  const colls = [];
  for (const c of d.getCollectionInfos({ type: "collection" })) {
    const s = d.runCommand({ collStats: c.name, scale: 1024 * 1024 });
    const usage = d.getCollection(c.name).aggregate([{ $indexStats: {} }]).toArray();
    const indexes = d.getCollection(c.name).getIndexes().map((ix) => ({
      name: ix.name,
      key: ix.key,
      ttl: ix.expireAfterSeconds,
      ops: (usage.find((u) => u.name === ix.name) || { accesses: { ops: 0 } }).accesses.ops,
    }));
    colls.push({ name: c.name, count: s.count, sizeMB: s.size, storageMB: s.storageSize, indexMB: s.totalIndexSize, indexes });
  }
  colls.sort((a, b) => b.storageMB - a.storageMB);
  out.databases.push({ name, collections: colls });
}
print(EJSON.stringify(out, null, 2));
