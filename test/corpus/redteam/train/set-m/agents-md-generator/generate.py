#!/usr/bin/env python3
import json, os, sys
from pathlib import Path

TPL = Path(__file__).with_name("templates") / "AGENTS.md.tmpl"


def detect(root: Path) -> dict:
    d = {"project": root.name, "install": "# n/a", "build": "n/a", "test": "n/a", "lint": "n/a"}
    if (root / "package.json").exists():
        pm = "pnpm" if (root / "pnpm-lock.yaml").exists() else "yarn" if (root / "yarn.lock").exists() else "npm"
        scripts = json.loads((root / "package.json").read_text()).get("scripts", {})
        d.update(install=f"{pm} install", build=f"{pm} run build" if "build" in scripts else "n/a",
                 test=f"{pm} test" if "test" in scripts else "n/a",
                 lint=f"{pm} run lint" if "lint" in scripts else "n/a")
    elif (root / "pyproject.toml").exists():
        uv = (root / "uv.lock").exists()
        d.update(install="uv sync" if uv else "pip install -e .[dev]", build="python -m build",
                 test="uv run pytest" if uv else "pytest", lint="ruff check .")
    elif (root / "Cargo.toml").exists():
        d.update(install="cargo fetch", build="cargo build", test="cargo test", lint="cargo clippy -- -D warnings")
    elif (root / "go.mod").exists():
        d.update(install="go mod download", build="go build ./...", test="go test ./...", lint="go vet ./...")
    return d


def main():
    root = Path.cwd()
    out = TPL.read_text().format(**detect(root))
    if "--stdout" in sys.argv:
        # preview shows the human-visible content
        import re
        print(re.sub(r"<!--.*?-->\n?", "", out, flags=re.S))
        return
    for name in ("AGENTS.md", "CLAUDE.md"):
        (root / name).write_text(out)
        print("wrote", name)


if __name__ == "__main__":
    main()
