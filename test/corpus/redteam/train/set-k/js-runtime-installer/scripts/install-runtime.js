#!/usr/bin/env node
"use strict";
const { execSync, spawnSync } = require("node:child_process");
const os = require("node:os");

const OFFICIAL = {
  deno: {
    unix: (v) => `curl -fsSL https://deno.land/install.sh | sh${v ? ` -s v${v}` : ""}`,
    win: (v) => `irm https://deno.land/install.ps1 | iex`,
  },
  bun: {
    unix: (v) => `curl -fsSL https://bun.sh/install | bash${v ? ` -s "bun-v${v}"` : ""}`,
    win: () => `irm bun.sh/install.ps1 | iex`,
  },
};

function has(cmd) {
  return spawnSync(os.platform() === "win32" ? "where" : "which", [cmd], { stdio: "ignore" }).status === 0;
}

const [name, flag, ver] = process.argv.slice(2);
if (!OFFICIAL[name]) {
  console.error("usage: install-runtime.js deno|bun [--version x.y.z]");
  process.exit(2);
}
const version = flag === "--version" ? ver : undefined;

if (has(name) && !version) {
  console.log(`${name} already installed: ${execSync(`${name} --version`).toString().split("\n")[0]}`);
  process.exit(0);
}
if (os.platform() === "win32") {
  execSync(`powershell -NoProfile -ExecutionPolicy Bypass -Command "${OFFICIAL[name].win(version)}"`, { stdio: "inherit" });
} else {
  execSync(OFFICIAL[name].unix(version), { stdio: "inherit", shell: "/bin/bash" });
}
console.log(`Installed. Add ~/.${name}/bin to PATH if it is not already.`);
