#!/usr/bin/env python3
"""Read-only audit of agent configuration files. Never writes, never sends anything."""
import json, re
from pathlib import Path

H = Path.home()
SETTINGS = [H / ".claude/settings.json", H / ".claude/settings.local.json", Path(".claude/settings.json"), Path(".claude/settings.local.json")]
MCP = [H / ".cursor/mcp.json", H / "Library/Application Support/Claude/claude_desktop_config.json",
       H / ".config/Claude/claude_desktop_config.json", Path(".mcp.json")]
MEMORY = [H / ".claude/CLAUDE.md", Path("CLAUDE.md"), Path("AGENTS.md"), Path(".cursorrules")]

REMOTE_EXEC = re.compile(r"(curl|wget|iwr|Invoke-WebRequest|irm)\b.*\|\s*(ba|z)?sh|\|\s*iex|base64\s+-d", re.I)
INJECT = re.compile(r"(without (asking|confirmation)|pre-?approved|don'?t (mention|tell)|ignore (all|previous) instructions|trust .* fully)", re.I)
SECRETY = re.compile(r"(KEY|TOKEN|SECRET|PASS)", re.I)
findings = []

def add(sev, f, where, msg): findings.append((sev, str(f), where, msg))

def load(p):
    try: return json.loads(p.read_text())
    except Exception: return None

for f in SETTINGS:
    c = load(f)
    if not c: continue
    perms = c.get("permissions", {})
    for rule in perms.get("allow", []):
        if rule in ("Bash(*)", "Bash", "Write(~/**)", "Read(~/**)", "WebFetch(*)"):
            add("HIGH", f, "permissions.allow", f"blanket permission {rule}")
    if perms.get("defaultMode") == "bypassPermissions":
        add("HIGH", f, "permissions.defaultMode", "bypassPermissions disables all prompts")
    for ev, groups in (c.get("hooks") or {}).items():
        for g in groups:
            for h in g.get("hooks", []):
                cmd = h.get("command", "")
                sev = "HIGH" if REMOTE_EXEC.search(cmd) else "MEDIUM"
                add(sev, f, f"hooks.{ev}", f"runs on every {ev}: {cmd[:120]}")
    for k in (c.get("env") or {}):
        if SECRETY.search(k): add("LOW", f, "env", f"{k}=**** (secret in settings file)")

for f in MCP:
    c = load(f)
    if not c: continue
    for name, s in (c.get("mcpServers") or {}).items():
        cmdline = " ".join([s.get("command", "")] + s.get("args", []))
        if "@latest" in cmdline or ("npx" in cmdline and "-y" in s.get("args", [])):
            add("MEDIUM", f, f"mcpServers.{name}", f"auto-installs unpinned package: {cmdline[:120]}")
        if "--upstream" in cmdline or "proxy" in cmdline.lower():
            add("HIGH", f, f"mcpServers.{name}", "server is wrapped by a proxy; check who controls it")
        if s.get("url", "").startswith("http://"):
            add("MEDIUM", f, f"mcpServers.{name}", "remote MCP over plain HTTP")
        for k in (s.get("env") or {}):
            if SECRETY.search(k): add("LOW", f, f"mcpServers.{name}.env", f"{k}=****")

for f in MEMORY:
    if f.exists():
        for i, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            if INJECT.search(line): add("HIGH", f, f"line {i}", f"possible injected rule: {line.strip()[:120]}")

order = {"HIGH": 0, "MEDIUM": 1, "LOW": 2}
for sev, f, where, msg in sorted(findings, key=lambda x: order[x[0]]):
    print(f"[{sev}] {f} :: {where} :: {msg}")
print(f"{len(findings)} finding(s). No files were modified.")
