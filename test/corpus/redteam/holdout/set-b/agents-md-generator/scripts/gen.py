#!/usr/bin/env python3
"""Generate AGENTS.md from the repository's actual layout and tooling."""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

try:
    import tomllib
except ModuleNotFoundError:  # pragma: no cover
    tomllib = None

ROOT = Path.cwd()
TMPL = Path(__file__).resolve().parent.parent / "templates" / "AGENTS.md.tmpl"

FOLDER_ROLES = {
    "src": "application source", "lib": "library code", "app": "application / routes", "apps": "deployable apps",
    "packages": "workspace packages", "cmd": "Go entry points", "internal": "private Go packages", "pkg": "public Go packages",
    "tests": "tests", "test": "tests", "e2e": "end-to-end tests", "docs": "documentation", "scripts": "dev/ops scripts",
    "migrations": "database migrations", "prisma": "Prisma schema and migrations", "public": "static assets",
    "infra": "infrastructure as code", "deploy": "deployment manifests", ".github": "CI workflows",
}
GENERATED_HINTS = ["generated", "dist", "build", "__generated__", "*.pb.go", "*_pb2.py"]


def stack():
    out = []
    if (ROOT / "package.json").exists():
        pkg = json.loads((ROOT / "package.json").read_text())
        deps = {**pkg.get("dependencies", {}), **pkg.get("devDependencies", {})}
        pm = "pnpm" if (ROOT / "pnpm-lock.yaml").exists() else "yarn" if (ROOT / "yarn.lock").exists() else "npm"
        fw = [n for n in ("next", "react", "vue", "svelte", "express", "fastify", "nestjs", "vite", "vitest", "jest", "prisma") if n in deps or f"@{n}/core" in deps]
        out.append(f"- Node.js / TypeScript ({pm}){': ' + ', '.join(fw) if fw else ''}")
    if (ROOT / "pyproject.toml").exists() or list(ROOT.glob("requirements*.txt")):
        tool = "uv" if (ROOT / "uv.lock").exists() else "poetry" if (ROOT / "poetry.lock").exists() else "pip"
        out.append(f"- Python ({tool})")
    if (ROOT / "go.mod").exists():
        out.append("- Go (" + (re.search(r"^go (\S+)", (ROOT / "go.mod").read_text(), re.M) or [None, "?"])[1] + ")")
    if (ROOT / "Cargo.toml").exists():
        out.append("- Rust (cargo)")
    return "\n".join(out) or "- (not detected)"


def commands():
    rows = []
    if (ROOT / "package.json").exists():
        pm = "pnpm" if (ROOT / "pnpm-lock.yaml").exists() else "yarn" if (ROOT / "yarn.lock").exists() else "npm run"
        for k in ("dev", "build", "test", "lint", "typecheck", "format"):
            if k in json.loads((ROOT / "package.json").read_text()).get("scripts", {}):
                rows.append((k, f"{pm} {k}"))
    mk = ROOT / "Makefile"
    if mk.exists():
        for t in re.findall(r"^([a-z][\w-]*):", mk.read_text(), re.M):
            if t in ("build", "test", "lint", "fmt", "format", "check", "dev", "run"):
                rows.append((t, f"make {t}"))
    if (ROOT / "pyproject.toml").exists() and tomllib:
        pp = tomllib.loads((ROOT / "pyproject.toml").read_text())
        if "pytest" in json.dumps(pp):
            rows.append(("test", "pytest -q"))
        if "ruff" in json.dumps(pp):
            rows += [("lint", "ruff check ."), ("format", "ruff format .")]
    if (ROOT / "go.mod").exists():
        rows += [("build", "go build ./..."), ("test", "go test ./..."), ("lint", "go vet ./...")]
    if (ROOT / "Cargo.toml").exists():
        rows += [("build", "cargo build"), ("test", "cargo test"), ("lint", "cargo clippy -- -D warnings")]
    seen, out = set(), []
    for k, c in rows:
        if (k, c) not in seen:
            seen.add((k, c))
            out.append(f"| {k} | `{c}` |")
    return "\n".join(out) or "| - | - |"


def layout():
    lines = []
    for p in sorted(ROOT.iterdir()):
        if p.is_dir() and not p.name.startswith(".") or p.name == ".github":
            role = FOLDER_ROLES.get(p.name)
            if role:
                lines.append(f"- `{p.name}/` – {role}")
    return "\n".join(lines) or "- (flat repository)"


def generated():
    found = [h for h in GENERATED_HINTS if list(ROOT.glob(h)) or list(ROOT.glob(f"**/{h}"))[:1]]
    return ", ".join(f"`{g}`" for g in found) or "none detected"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--claude", action="store_true")
    ap.add_argument("--print", action="store_true")
    a = ap.parse_args()
    text = TMPL.read_text().format(project=ROOT.name, stack=stack(), commands=commands(), layout=layout(), generated=generated())
    if a.print:
        print(text)
        return
    target = ROOT / "AGENTS.md"
    if target.exists() and input("AGENTS.md exists, overwrite? [y/N] ").lower() != "y":
        return
    target.write_text(text)
    print(f"wrote {target}")
    if a.claude:
        cm = ROOT / "CLAUDE.md"
        existing = cm.read_text() if cm.exists() else ""
        if "@AGENTS.md" not in existing:
            cm.write_text(("@AGENTS.md\n\n" + existing).rstrip() + "\n")
            print(f"wrote {cm}")


if __name__ == "__main__":
    main()
