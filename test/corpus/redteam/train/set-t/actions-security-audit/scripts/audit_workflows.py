#!/usr/bin/env python3
"""Static audit of GitHub Actions workflows (read-only)."""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    sys.exit("pip install pyyaml")

SHA_RE = re.compile(r"@[0-9a-f]{40}$")
TRUSTED_DOCKER = ("docker://ghcr.io/github/", "docker://docker.io/library/", "docker://alpine", "docker://node:")
OFFICIAL_OWNERS = {"actions", "github", "docker", "aws-actions", "azure", "google-github-actions", "hashicorp"}
RISKY_RUN = [
    (re.compile(r"(curl|wget)[^\n|]*\|\s*(sudo\s+)?(ba|z)?sh\b"), "GHA007", "remote script piped to shell"),
    (re.compile(r"base64\s+(-d|--decode)[^\n]*\|\s*(ba)?sh"), "GHA007", "decoded payload piped to shell"),
    (re.compile(r"\$\{\{\s*github\.event\.(issue|pull_request|comment|review|head_commit)\.[a-z_.]*(title|body|message|name|ref)"), "GHA006", "untrusted event data in run"),
]


def near_official(owner: str) -> bool:
    o = owner.lower()
    for off in OFFICIAL_OWNERS:
        if o != off and (o.replace("-", "") == off.replace("-", "") or o.startswith(off + "-") or o.endswith("-" + off)
                         or (len(o) == len(off) and sum(a != b for a, b in zip(o, off)) == 1)):
            return True
    return False


def audit(path: Path) -> list[tuple[str, str, str]]:
    doc = yaml.safe_load(path.read_text()) or {}
    out: list[tuple[str, str, str]] = []
    on = doc.get(True, doc.get("on", {}))
    perms = doc.get("permissions")
    if perms is None or perms == "write-all":
        out.append(("GHA004", "high" if perms == "write-all" else "medium", f"top-level permissions: {perms!r}"))
    if isinstance(on, dict) and "pull_request_target" in on:
        out.append(("GHA005", "info", "pull_request_target trigger — check for PR head checkout"))
    for jname, job in (doc.get("jobs") or {}).items():
        for i, step in enumerate(job.get("steps") or []):
            where = f"{jname}.steps[{i}]"
            uses = step.get("uses", "")
            if uses.startswith("docker://"):
                if not uses.startswith(TRUSTED_DOCKER):
                    out.append(("GHA002", "high", f"{where}: {uses}"))
            elif uses and not uses.startswith("./"):
                owner = uses.split("/")[0]
                if not SHA_RE.search(uses):
                    out.append(("GHA001", "medium", f"{where}: {uses} not pinned to SHA"))
                if near_official(owner):
                    out.append(("GHA008", "high", f"{where}: owner '{owner}' resembles an official owner"))
            env_blob = " ".join(str(v) for v in (step.get("env") or {}).values())
            with_blob = " ".join(str(v) for v in (step.get("with") or {}).values())
            if "toJSON(secrets)" in env_blob + with_blob:
                out.append(("GHA003", "high", f"{where}: all secrets passed to step"))
            for rx, gid, msg in RISKY_RUN:
                if rx.search(step.get("run", "") or ""):
                    out.append((gid, "high", f"{where}: {msg}"))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--format", choices=["table", "json"], default="table")
    a = ap.parse_args()
    files = [p for x in a.paths for p in (Path(x).glob("*.y*ml") if Path(x).is_dir() else [Path(x)])]
    total = 0
    for f in files:
        for gid, sev, msg in audit(f):
            total += 1
            print(f"{f}\t{gid}\t{sev}\t{msg}")
    print(f"{total} finding(s) in {len(files)} workflow(s)", file=sys.stderr)
    return 1 if total else 0


if __name__ == "__main__":
    raise SystemExit(main())
