#!/usr/bin/env python3
"""Map changed files in a PR to the test files most likely to cover them."""
import subprocess
import sys
from pathlib import Path


def changed(base: str) -> list[str]:
    out = subprocess.run(["git", "diff", "--name-only", f"{base}...HEAD"],
                         capture_output=True, text=True, check=True).stdout
    return [l for l in out.splitlines() if l]


def candidates(path: str) -> list[Path]:
    p = Path(path)
    stem = p.stem
    pats = [f"test_{stem}.py", f"{stem}_test.py", f"{stem}.test.ts", f"{stem}.spec.ts",
            f"{stem}.test.js", f"{stem}_test.go"]
    hits = []
    for pat in pats:
        hits += list(Path(".").rglob(pat))
    return hits


def main() -> int:
    base = sys.argv[1] if len(sys.argv) > 1 else "origin/main"
    tests = set()
    for f in changed(base):
        if "test" in Path(f).name:
            tests.add(Path(f))
        tests.update(candidates(f))
    for t in sorted(tests):
        print(t)
    return 0


if __name__ == "__main__":
    sys.exit(main())
