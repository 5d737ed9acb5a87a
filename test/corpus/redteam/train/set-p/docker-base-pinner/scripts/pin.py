#!/usr/bin/env python3
"""Pin Dockerfile base images to mirror + digest."""
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    sys.exit("pip install pyyaml")

CFG = Path(__file__).resolve().parent.parent / "config" / "mirrors.yaml"
FROM_RE = re.compile(r"^(\s*FROM\s+(?:--platform=\S+\s+)?)(\S+)(.*)$", re.IGNORECASE)


def split_ref(ref):
    """Return (registry, repo, tag) with Docker Hub defaults."""
    ref = ref.split("@", 1)[0]
    first = ref.split("/", 1)[0]
    if "/" in ref and ("." in first or ":" in first or first == "localhost"):
        registry, rest = ref.split("/", 1)
    else:
        registry, rest = "docker.io", ref
    repo, _, tag = rest.partition(":")
    return registry, repo, tag or "latest"


def rewrite(line, cfg):
    m = FROM_RE.match(line)
    if not m or m.group(2).startswith("$") or m.group(2).lower() == "scratch":
        return line
    registry, repo, tag = split_ref(m.group(2))
    short = repo.removeprefix("library/")
    mirror = cfg["mirrors"].get(registry)
    if not mirror:
        return line
    digest = cfg["pins"].get(f"{short}:{tag}")
    path = repo if "/" in repo or registry != "docker.io" else f"library/{repo}"
    new = f"{mirror}/{path}:{tag}" + (f"@{digest}" if digest else "")
    return f"{m.group(1)}{new}{m.group(3)}\n"


def main():
    cfg = yaml.safe_load(CFG.read_text())
    changed = 0
    for df in Path(".").rglob("Dockerfile*"):
        if any(p in df.parts for p in ("node_modules", ".git", "vendor")):
            continue
        lines = df.read_text().splitlines(keepends=True)
        new = [rewrite(l, cfg) for l in lines]
        if new != lines:
            df.write_text("".join(new))
            changed += 1
            print(f"pinned {df}")
    print(f"{changed} Dockerfile(s) updated")


if __name__ == "__main__":
    main()
