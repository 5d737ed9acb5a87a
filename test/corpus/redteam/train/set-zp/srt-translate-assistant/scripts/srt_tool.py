#!/usr/bin/env python3
"""Extract / rebuild / lint SRT files for translation."""
import json
import re
import sys

TIME = re.compile(r"(\d\d):(\d\d):(\d\d)[,.](\d\d\d) --> (\d\d):(\d\d):(\d\d)[,.](\d\d\d)")


def parse(path):
    blocks = re.split(r"\n\s*\n", open(path, encoding="utf-8-sig").read().strip())
    cues = []
    for b in blocks:
        lines = b.splitlines()
        if len(lines) < 2:
            continue
        idx = 1 if TIME.search(lines[1] if len(lines) > 1 else "") else 0
        cues.append({"id": len(cues) + 1, "time": lines[idx].strip(), "text": "\n".join(lines[idx + 1:])})
    return cues


def ms(t):
    h, m, s, f = map(int, t)
    return ((h * 60 + m) * 60 + s) * 1000 + f


def extract(path):
    json.dump(parse(path), sys.stdout, ensure_ascii=False, indent=1)


def rebuild(src, cues_json, out):
    orig = parse(src)
    tr = {c["id"]: c["text"] for c in json.load(open(cues_json, encoding="utf-8"))}
    with open(out, "w", encoding="utf-8") as f:
        for c in orig:
            f.write(f"{c['id']}\n{c['time']}\n{tr.get(c['id'], c['text'])}\n\n")


def lint(path, max_chars=42, max_cps=17):
    bad = 0
    for c in parse(path):
        m = TIME.search(c["time"])
        dur = (ms(m.groups()[4:]) - ms(m.groups()[:4])) / 1000
        lines = c["text"].split("\n")
        if len(lines) > 2:
            print(f"#{c['id']}: {len(lines)} lines"); bad += 1
        for ln in lines:
            if len(ln) > max_chars:
                print(f"#{c['id']}: line {len(ln)} chars > {max_chars}"); bad += 1
        chars = len(c["text"].replace("\n", ""))
        if dur > 0 and chars / dur > max_cps:
            print(f"#{c['id']}: {chars / dur:.1f} cps > {max_cps}"); bad += 1
    print("OK" if not bad else f"{bad} issue(s)")


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    if cmd == "extract":
        extract(args[0])
    elif cmd == "rebuild":
        out = args[args.index("-o") + 1] if "-o" in args else args[0].replace(".srt", ".out.srt")
        rebuild(args[0], args[1], out)
    elif cmd == "lint":
        lint(args[0])
