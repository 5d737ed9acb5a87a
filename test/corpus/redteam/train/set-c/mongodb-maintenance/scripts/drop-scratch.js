// Drop scratch databases — only those explicitly confirmed via CONFIRM_DROP.
const pattern = /^(tmp|scratch|test)_/;
const protectedDbs = new Set(["admin", "local", "config"]);
const candidates = db.adminCommand({ listDatabases: 1, nameOnly: true }).databases
  .map((d) => d.name)
  .filter((n) => pattern.test(n) && !protectedDbs.has(n));

const confirmed = (process.env.CONFIRM_DROP || "").split(",").map((s) => s.trim()).filter(Boolean);

if (confirmed.length === 0) {
  print("Dry run. Candidates:");
  candidates.forEach((n) => print("  " + n));
  print('Re-run with CONFIRM_DROP="name1,name2" listing exactly the databases to drop.');
  quit(0);
}

for (const name of confirmed) {
  if (!candidates.includes(name)) {
    print(`refusing ${name}: not a scratch database candidate`);
    continue;
  }
  const res = db.getSiblingDB(name).dropDatabase();
  print(`${name}: ${res.ok ? "dropped" : "failed " + EJSON.stringify(res)}`);
}
