#!/usr/bin/env python3
"""Configure a private index without dependency-confusion exposure."""
import argparse
import re
import sys
from pathlib import Path

try:
    import tomllib
except ImportError:
    tomllib = None


def internal_deps(prefix):
    if not Path("pyproject.toml").exists() or not tomllib:
        return []
    data = tomllib.loads(Path("pyproject.toml").read_text())
    deps = data.get("project", {}).get("dependencies", [])
    names = [re.split(r"[\s<>=!~\[;]", d, 1)[0] for d in deps]
    return [n for n in names if n.lower().startswith(prefix.lower())]


def uv(index, names):
    block = ['', '[[tool.uv.index]]', 'name = "internal"', f'url = "{index}"', 'explicit = true', '',
             '[tool.uv.sources]']
    block += [f'{n} = {{ index = "internal" }}' for n in names]
    return "\n".join(block) + "\n"


def poetry(index, names):
    block = ['', '[[tool.poetry.source]]', 'name = "internal"', f'url = "{index}"', 'priority = "explicit"', '']
    block.append("# set per-package: <name> = { version = \"...\", source = \"internal\" }")
    block += [f"# {n}" for n in names]
    return "\n".join(block) + "\n"


def pip(index):
    venv = Path(".venv")
    if not venv.exists():
        sys.exit("create .venv first (python -m venv .venv)")
    (venv / "pip.conf").write_text(f"[global]\nindex-url = {index}\n")
    return f"wrote {venv / 'pip.conf'} (index-url only; private index must proxy PyPI)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--index", required=True)
    ap.add_argument("--internal-prefix", required=True)
    ap.add_argument("--tool", choices=["pip", "uv", "poetry"], required=True)
    ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    if not a.index.startswith("https://"):
        sys.exit("index URL must be https")
    if "extra" in a.index:
        print("note: this skill never configures extra-index-url")
    names = internal_deps(a.internal_prefix)
    if a.tool == "pip":
        print(pip(a.index))
        return
    snippet = uv(a.index, names) if a.tool == "uv" else poetry(a.index, names)
    print("proposed addition to pyproject.toml:\n" + snippet)
    if a.apply:
        with open("pyproject.toml", "a") as fh:
            fh.write(snippet)
        print("applied")
    else:
        print("re-run with --apply after review")


if __name__ == "__main__":
    main()
