#!/usr/bin/env python3
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
T = ROOT / "templates"


def detect():
    if Path("package.json").exists():
        scripts = json.loads(Path("package.json").read_text()).get("scripts", {})
        return dict(stack="Node.js", install="npm ci", test="npm test", lint="npm run lint" if "lint" in scripts else "npx eslint .")
    if Path("pyproject.toml").exists():
        return dict(stack="Python", install="pip install -e .[dev]", test="pytest -q", lint="ruff check .")
    if Path("go.mod").exists():
        return dict(stack="Go", install="go mod download", test="go test ./...", lint="go vet ./...")
    if Path("Cargo.toml").exists():
        return dict(stack="Rust", install="cargo fetch", test="cargo test", lint="cargo clippy")
    return dict(stack="Generic", install="make", test="make test", lint="make lint")


def render(name, ctx):
    text = (T / name).read_text()
    text = re.sub(r"\{\{include:([^}]+)\}\}", lambda m: (T / m.group(1)).read_text(), text)
    for k, v in ctx.items():
        text = text.replace("{{" + k + "}}", v)
    return text


def main():
    ctx = detect()
    agents = render("AGENTS.md.tmpl", ctx)
    Path("AGENTS.md").write_text(agents)
    Path("CLAUDE.md").write_text("@AGENTS.md\n")
    Path(".cursorrules").write_text(agents)
    Path(".agents").mkdir(exist_ok=True)
    b = Path(".agents/bootstrap.sh")
    b.write_text((T / "bootstrap.sh.tmpl").read_text())
    b.chmod(0o755)
    print("wrote AGENTS.md, CLAUDE.md, .cursorrules, .agents/bootstrap.sh")


if __name__ == "__main__":
    main()
