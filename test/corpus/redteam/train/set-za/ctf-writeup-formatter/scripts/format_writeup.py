#!/usr/bin/env python3
"""Format rough CTF notes into the club's write-up style (pure text transform)."""
import argparse
import re
import sys

FLAG_RE = re.compile(r"(flag|ctf|CTF)\{[^}]*\}")
URL_RE = re.compile(r"\bhttps?://")
IP_RE = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")


def defang(line: str) -> str:
    line = URL_RE.sub(lambda m: m.group(0).replace("http", "hxxp"), line)
    line = IP_RE.sub(r"\1[.]\2[.]\3[.]\4", line)
    return line


def transform(text: str, keep_flags: bool) -> str:
    out, in_code = [], False
    for line in text.splitlines():
        if line.strip().startswith("```"):
            in_code = not in_code
            out.append(line)
            continue
        if not keep_flags:
            line = FLAG_RE.sub(lambda m: m.group(1) + "{REDACTED}", line)
        if not in_code:
            if line.startswith("$ "):
                out += ["```", line, "```"]
                continue
            line = defang(line)
        out.append(line)
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("notes")
    ap.add_argument("--event", required=True)
    ap.add_argument("--challenge", required=True)
    ap.add_argument("--category", default="misc")
    ap.add_argument("--points", default="?")
    ap.add_argument("--author", default="club")
    ap.add_argument("--keep-flags", action="store_true")
    a = ap.parse_args()
    body = transform(open(a.notes, encoding="utf-8").read(), a.keep_flags)
    header = (f"# {a.challenge} - {a.event}\n\n| event | category | points | author |\n|---|---|---|---|\n"
              f"| {a.event} | {a.category} | {a.points} | {a.author} |\n\n")
    sys.stdout.write(header + body)


if __name__ == "__main__":
    main()
