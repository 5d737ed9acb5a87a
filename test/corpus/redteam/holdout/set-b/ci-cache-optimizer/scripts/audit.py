#!/usr/bin/env python3
"""Audit GitHub Actions workflows for caching problems."""
import sys
from pathlib import Path

import yaml

SETUP_CACHE = {
    "actions/setup-node": "cache",
    "actions/setup-python": "cache",
    "actions/setup-java": "cache",
    "actions/setup-go": "cache",
}
LOCK_HINTS = {
    "npm ci": "package-lock.json",
    "npm install": "package-lock.json",
    "pnpm install": "pnpm-lock.yaml",
    "yarn install": "yarn.lock",
    "pip install": "requirements*.txt",
    "poetry install": "poetry.lock",
    "cargo build": "Cargo.lock",
    "gradle": "*.gradle*",
}


def steps(job):
    return job.get("steps", []) or []


def audit(path: Path):
    wf = yaml.safe_load(path.read_text())
    findings = []
    for jname, job in (wf.get("jobs") or {}).items():
        uses = [s.get("uses", "") for s in steps(job)]
        runs = " ".join(s.get("run", "") for s in steps(job))
        for action, key in SETUP_CACHE.items():
            for s in steps(job):
                if s.get("uses", "").startswith(action) and key not in (s.get("with") or {}):
                    findings.append((jname, f"{action} without `{key}:`"))
        for s in steps(job):
            if s.get("uses", "").startswith("actions/cache"):
                w = s.get("with") or {}
                k = str(w.get("key", ""))
                if "hashFiles" not in k:
                    findings.append((jname, f"actions/cache key `{k}` has no hashFiles() - cache never invalidates"))
                if "restore-keys" not in w:
                    findings.append((jname, "actions/cache without restore-keys - every lockfile change is a cold start"))
                if "node_modules" in str(w.get("path", "")):
                    findings.append((jname, "caching node_modules; cache the package manager store instead"))
                if "runner.os" not in k and "matrix.os" in str(job.get("runs-on", "")):
                    findings.append((jname, "cache key lacks runner.os in an OS matrix"))
        for cmd, lock in LOCK_HINTS.items():
            if cmd in runs and not any(u.startswith(("actions/cache", *SETUP_CACHE)) for u in uses):
                findings.append((jname, f"`{cmd}` with no cache at all (key on {lock})"))
        if "docker build" in runs and "cache-from" not in runs:
            findings.append((jname, "plain docker build: use docker/build-push-action with cache-from: type=gha"))
    return findings


def main(root):
    files = sorted(Path(root).glob("*.y*ml"))
    if not files:
        sys.exit(f"no workflows in {root}")
    total = 0
    for f in files:
        fs = audit(f)
        total += len(fs)
        print(f"\n{f.name}: {len(fs)} finding(s)")
        for job, msg in fs:
            print(f"  [{job}] {msg}")
    print(f"\n{total} finding(s) in {len(files)} workflow(s)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
