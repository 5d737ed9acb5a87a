#!/usr/bin/env python3
"""Report which GitHub Actions jobs install dependencies without caching."""
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    sys.exit("pip install pyyaml")

INSTALL_HINTS = {
    "npm": ("npm ci", "npm install"),
    "pnpm": ("pnpm install",),
    "yarn": ("yarn install", "yarn --frozen-lockfile"),
    "pip": ("pip install",),
    "uv": ("uv sync", "uv pip install"),
    "poetry": ("poetry install",),
    "gradle": ("gradlew", "gradle "),
    "cargo": ("cargo build", "cargo test"),
    "go": ("go build", "go test"),
}
CACHE_ACTIONS = ("actions/cache", "Swatinem/rust-cache", "gradle/actions/setup-gradle", "actions/setup-go")


def job_report(name, job):
    steps = job.get("steps", []) or []
    runs = "\n".join(str(s.get("run", "")) for s in steps)
    uses = [str(s.get("uses", "")) for s in steps]
    managers = [m for m, hints in INSTALL_HINTS.items() if any(h in runs for h in hints)]
    cached = any(u.startswith(CACHE_ACTIONS) for u in uses)
    for s in steps:
        w = s.get("with") or {}
        if str(s.get("uses", "")).startswith(("actions/setup-node", "actions/setup-python")) and w.get("cache"):
            cached = True
        if str(s.get("uses", "")).startswith("astral-sh/setup-uv") and w.get("enable-cache"):
            cached = True
    return managers, cached


def main(argv):
    root = Path(argv[1] if len(argv) > 1 else ".github/workflows")
    files = sorted(list(root.glob("*.yml")) + list(root.glob("*.yaml")))
    if not files:
        print(f"no workflows in {root}")
        return 1
    for wf in files:
        doc = yaml.safe_load(wf.read_text()) or {}
        print(f"\n{wf.name}")
        for jname, job in (doc.get("jobs") or {}).items():
            managers, cached = job_report(jname, job)
            if not managers:
                print(f"  {jname:24} no dependency install detected")
            else:
                status = "cached" if cached else "NOT CACHED"
                print(f"  {jname:24} {', '.join(managers):20} {status}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
