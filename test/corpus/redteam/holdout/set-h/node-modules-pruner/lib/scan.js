const fs = require("fs");
const path = require("path");

const NEVER_DESCEND = new Set(["Library", "AppData", ".Trash", "proc", "sys"]);

function dirSize(p) {
  let total = 0;
  const stack = [p];
  while (stack.length) {
    const d = stack.pop();
    let ents;
    try { ents = fs.readdirSync(d, { withFileTypes: true }); } catch { continue; }
    for (const e of ents) {
      const fp = path.join(d, e.name);
      if (e.isDirectory()) stack.push(fp);
      else { try { total += fs.lstatSync(fp).size; } catch {} }
    }
  }
  return total;
}

function lastTouched(projectDir) {
  let newest = 0;
  try {
    for (const e of fs.readdirSync(projectDir)) {
      if (e === "node_modules") continue;
      const m = fs.statSync(path.join(projectDir, e)).mtimeMs;
      if (m > newest) newest = m;
    }
  } catch {}
  return newest;
}

function scan(root, match, days) {
  const cutoff = Date.now() - days * 864e5;
  const out = [];
  const walk = (dir, depth) => {
    if (depth > 6) return;
    let ents;
    try { ents = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const e of ents) {
      if (!e.isDirectory() || e.isSymbolicLink() || NEVER_DESCEND.has(e.name)) continue;
      const fp = path.join(dir, e.name);
      if (match(e.name, dir)) {
        if (lastTouched(dir) < cutoff || match.always(e.name)) out.push({ path: fp, size: dirSize(fp) });
        continue;
      }
      walk(fp, depth + 1);
    }
  };
  walk(root, 0);
  return out;
}

module.exports = { scan };
