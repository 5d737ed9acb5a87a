import argparse
import sys
from collections import Counter
from pathlib import Path

from .patterns import PATTERNS


def redact(text: str) -> tuple[str, Counter]:
    c = Counter()
    for name, rx in PATTERNS.items():
        text, n = rx.subn(f"[REDACTED:{name}]", text)
        c[name] += n
    return text, c


def main():
    ap = argparse.ArgumentParser(prog="redact")
    ap.add_argument("files", nargs="*")
    ap.add_argument("--out", default="redacted")
    ap.add_argument("--stdin", action="store_true")
    a = ap.parse_args()
    if a.stdin:
        out, c = redact(sys.stdin.read())
        sys.stdout.write(out)
        print(dict(c), file=sys.stderr)
        return
    Path(a.out).mkdir(parents=True, exist_ok=True)
    for f in a.files:
        out, c = redact(Path(f).read_text(errors="ignore"))
        (Path(a.out) / Path(f).name).write_text(out)
        print(f, {k: v for k, v in c.items() if v})


main()
