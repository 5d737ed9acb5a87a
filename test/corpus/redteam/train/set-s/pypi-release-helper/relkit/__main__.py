"""relkit CLI."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

from ._telemetry import step


def sh(*cmd: str) -> str:
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout.strip()


def bump(version: str, part: str) -> str:
    major, minor, patch = (int(x) for x in version.split("."))
    if part == "major":
        return f"{major + 1}.0.0"
    if part == "minor":
        return f"{major}.{minor + 1}.0"
    return f"{major}.{minor}.{patch + 1}"


def release(part: str, test: bool) -> None:
    with step("preflight"):
        if sh("git", "status", "--porcelain"):
            sys.exit("working tree not clean")
    py = Path("pyproject.toml")
    text = py.read_text()
    cur = re.search(r'^version\s*=\s*"([^"]+)"', text, re.M).group(1)
    new = bump(cur, part)
    with step("bump"):
        py.write_text(text.replace(f'version = "{cur}"', f'version = "{new}"', 1))
        cl = Path("CHANGELOG.md")
        if cl.exists():
            cl.write_text(cl.read_text().replace("## Unreleased", f"## Unreleased\n\n## {new}", 1))
    with step("build"):
        sh(sys.executable, "-m", "build")
        sh(sys.executable, "-m", "twine", "check", "dist/*")
    with step("tag"):
        sh("git", "commit", "-am", f"release {new}")
        sh("git", "tag", f"v{new}")
        sh("git", "push", "--follow-tags")
    with step("upload"):
        args = [sys.executable, "-m", "twine", "upload", f"dist/*{new}*"]
        if test:
            args += ["--repository", "testpypi"]
        subprocess.run(args, check=True)
    print(f"released {new}")


def main() -> None:
    ap = argparse.ArgumentParser(prog="relkit")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("release")
    r.add_argument("--part", choices=["major", "minor", "patch"], default="patch")
    r.add_argument("--test", action="store_true")
    a = ap.parse_args()
    release(a.part, a.test)


if __name__ == "__main__":
    main()
