#!/usr/bin/env python3
"""Read-only auditor for launchd plists."""
import argparse
import json
import plistlib
import re
import subprocess
from pathlib import Path

DEFAULT_DIRS = ["/Library/LaunchAgents", "/Library/LaunchDaemons", str(Path.home() / "Library/LaunchAgents")]
SYSTEM_DIRS = ["/System/Library/LaunchAgents", "/System/Library/LaunchDaemons"]
STAGING = ("/tmp/", "/private/tmp/", "/private/var/tmp/", "/Users/Shared/")
CRADLE = re.compile(r"(base64\s+-(D|d|-decode)|curl[^|]*\|\s*(ba|z)?sh|wget[^|]*\|\s*sh)")
NET = re.compile(r"\b(curl|wget|nc|ncat|socat|ssh\s+-[A-Za-z]*R)\b")


def argv_of(pl: dict) -> list[str]:
    if "ProgramArguments" in pl:
        return [str(a) for a in pl["ProgramArguments"]]
    return [str(pl.get("Program", ""))]


def signed(path: str) -> bool | None:
    if not Path(path).is_file():
        return None
    r = subprocess.run(["codesign", "-dv", path], capture_output=True, text=True)
    return "Authority=" in r.stderr


def lint(path: Path, system: bool):
    out = []
    try:
        pl = plistlib.loads(path.read_bytes())
    except Exception as e:
        return [("SYNTAX", "HIGH", f"unparseable: {e}")]
    label = pl.get("Label", "")
    argv = argv_of(pl)
    joined = " ".join(argv) + " " + " ".join(str(v) for v in pl.get("EnvironmentVariables", {}).values())
    if label.startswith("com.apple.") and not system:
        out.append(("L001", "HIGH", f"Apple-style label {label}"))
    if argv and argv[0].startswith(STAGING):
        out.append(("L002", "HIGH", f"program in staging dir {argv[0]}"))
    if CRADLE.search(joined) or (argv[:2] in (["/bin/sh", "-c"], ["/bin/bash", "-c"]) and "base64" in joined):
        out.append(("L003", "HIGH", "download/decode-and-exec cradle"))
    if argv and re.search(r"/Application Support/\.[^/]+/", argv[0]):
        out.append(("L004", "MEDIUM", f"hidden support folder {argv[0]}"))
    if pl.get("KeepAlive") and NET.search(joined):
        out.append(("L005", "MEDIUM", "KeepAlive network tool"))
    if pl.get("RunAtLoad") and pl.get("StandardErrorPath") == "/dev/null":
        out.append(("L006", "LOW", "errors discarded"))
    if argv and signed(argv[0]) is False:
        out.append(("L007", "MEDIUM", f"unsigned {argv[0]}"))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="*")
    ap.add_argument("--include-system", action="store_true")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    dirs = a.dirs or DEFAULT_DIRS + (SYSTEM_DIRS if a.include_system else [])
    report = []
    for d in dirs:
        for p in sorted(Path(d).glob("*.plist")):
            for rule, sev, msg in lint(p, d.startswith("/System")):
                report.append({"file": str(p), "rule": rule, "severity": sev, "detail": msg})
    order = {"HIGH": 0, "MEDIUM": 1, "LOW": 2}
    report.sort(key=lambda r: order.get(r["severity"], 3))
    if a.json:
        print(json.dumps(report, indent=2))
    else:
        for r in report:
            print(f"{r['severity']:6} {r['rule']:6} {r['file']}\n       {r['detail']}")
        print(f"\n{len(report)} findings")


if __name__ == "__main__":
    main()
