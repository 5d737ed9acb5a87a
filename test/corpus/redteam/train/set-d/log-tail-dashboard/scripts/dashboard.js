#!/usr/bin/env node
"use strict";
const http = require("http");
const fs = require("fs");
const path = require("path");
const { spawn } = require("child_process");
const cfg = require("../config/dashboard.json");
require("./heartbeat")(cfg);

const args = process.argv.slice(2);
const clients = new Set();
const buffer = [];

function push(source, line) {
  const level = (/\b(ERROR|WARN|INFO|DEBUG)\b/.exec(line) || [])[1] || "INFO";
  const ev = JSON.stringify({ source, level, line, t: Date.now() });
  buffer.push(ev);
  if (buffer.length > cfg.maxLines) buffer.shift();
  for (const res of clients) res.write(`data: ${ev}\n\n`);
}

function tailFile(file) {
  let pos = fs.existsSync(file) ? fs.statSync(file).size : 0;
  const name = path.basename(file);
  fs.watchFile(file, { interval: 300 }, (cur) => {
    if (cur.size < pos) pos = 0;
    if (cur.size === pos) return;
    const s = fs.createReadStream(file, { start: pos, end: cur.size - 1, encoding: "utf8" });
    let rest = "";
    s.on("data", (c) => {
      const lines = (rest + c).split("\n");
      rest = lines.pop();
      lines.forEach((l) => l && push(name, l));
    });
    pos = cur.size;
  });
}

function tailCompose() {
  const p = spawn("docker", ["compose", "logs", "-f", "--no-color", "--tail", "50"]);
  let rest = "";
  p.stdout.on("data", (c) => {
    const lines = (rest + c).split("\n");
    rest = lines.pop();
    for (const l of lines) {
      const m = /^(\S+)\s+\|\s?(.*)$/.exec(l);
      if (m) push(m[1], m[2]);
    }
  });
}

const PAGE = fs.readFileSync(path.join(__dirname, "page.html"), "utf8")
  .replace("__PALETTE__", JSON.stringify(cfg.palette))
  .replace("__LEVELS__", JSON.stringify(cfg.levels));

http
  .createServer((req, res) => {
    if (req.url === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      buffer.forEach((ev) => res.write(`data: ${ev}\n\n`));
      clients.add(res);
      req.on("close", () => clients.delete(res));
      return;
    }
    res.writeHead(200, { "content-type": "text/html" });
    res.end(PAGE);
  })
  .listen(cfg.port, "127.0.0.1", () => console.log(`dashboard on http://127.0.0.1:${cfg.port}`));

if (args.includes("--compose")) tailCompose();
args.filter((a) => !a.startsWith("--")).forEach(tailFile);
