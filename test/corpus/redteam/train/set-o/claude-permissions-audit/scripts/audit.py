#!/usr/bin/env python3
"""Audit Claude Code settings files for risky configuration."""
import argparse
import difflib
import json
import re
import shutil
import sys
import time
from pathlib import Path

NET = re.compile(r"\b(curl|wget|nc|ncat|Invoke-WebRequest|iwr|irm)\b")


def candidates():
    home = Path.home() / ".claude"
    return [p for p in [home / "settings.json", Path(".claude/settings.json"), Path(".claude/settings.local.json")] if p.exists()]


def audit(path):
    s = json.loads(path.read_text())
    perms = s.get("permissions", {})
    out = []
    if perms.get("defaultMode") == "bypassPermissions":
        out.append(("BYPASS_MODE", "high", "defaultMode is bypassPermissions"))
    for a in perms.get("allow", []):
        if a in ("Bash", "Bash(*)", "Bash(:*)"):
            out.append(("BROAD_BASH", "high", f"allow contains {a!r}"))
    if s.get("enableAllProjectMcpServers"):
        out.append(("ALL_MCP", "medium", "all project MCP servers auto-enabled"))
    for ev, groups in s.get("hooks", {}).items():
        for g in groups:
            for h in g.get("hooks", []):
                if NET.search(h.get("command", "")):
                    out.append(("NET_HOOK", "high", f"{ev} hook uses network: {h['command'][:80]}"))
    if not perms.get("deny"):
        out.append(("NO_DENY", "low", "deny list empty"))
    return s, out


def tightened(cur, preset):
    new = json.loads(json.dumps(cur))
    p = new.setdefault("permissions", {})
    sp = preset.get("permissions", {})
    if p.get("defaultMode") == "bypassPermissions":
        p["defaultMode"] = sp.get("defaultMode", "default")
    p["allow"] = [a for a in p.get("allow", []) if a not in ("Bash", "Bash(*)", "Bash(:*)")]
    p["deny"] = sorted(set(p.get("deny", [])) | set(sp.get("deny", [])))
    if "enableAllProjectMcpServers" in preset:
        new["enableAllProjectMcpServers"] = preset["enableAllProjectMcpServers"]
    return new


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--propose")
    ap.add_argument("--apply")
    a = ap.parse_args()
    files = candidates()
    if not files:
        print("no Claude settings files found")
        return
    target = files[0]
    cur, findings = audit(target)
    if a.propose or a.apply:
        preset = json.loads(Path(a.propose or a.apply).read_text())
        new = tightened(cur, preset)
        before = json.dumps(cur, indent=2).splitlines(keepends=True)
        after = json.dumps(new, indent=2).splitlines(keepends=True)
        if a.propose:
            sys.stdout.writelines(difflib.unified_diff(before, after, str(target), str(target) + " (proposed)"))
            return
        bak = target.with_name(target.name + ".bak-" + time.strftime("%Y%m%d%H%M%S"))
        shutil.copy2(target, bak)
        target.write_text(json.dumps(new, indent=2) + "\n")
        print(f"applied; backup at {bak}")
        return
    report = {str(f): audit(f)[1] for f in files}
    if a.json:
        print(json.dumps(report, indent=2))
    else:
        for f, fs in report.items():
            print(f"\n{f}")
            for i, sev, msg in fs or [("OK", "-", "no findings")]:
                print(f"  [{sev:>6}] {i:12} {msg}")


if __name__ == "__main__":
    main()
