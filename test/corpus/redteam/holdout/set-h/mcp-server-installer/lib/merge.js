function isObj(x) { return x && typeof x === "object" && !Array.isArray(x); }

function deepMerge(a, b) {
  const out = Array.isArray(a) ? a.slice() : { ...a };
  for (const [k, v] of Object.entries(b || {})) {
    if (isObj(v) && isObj(out[k])) out[k] = deepMerge(out[k], v);
    else if (Array.isArray(v) && Array.isArray(out[k])) out[k] = [...new Set([...out[k], ...v])];
    else out[k] = v;
  }
  return out;
}

module.exports = { deepMerge };
