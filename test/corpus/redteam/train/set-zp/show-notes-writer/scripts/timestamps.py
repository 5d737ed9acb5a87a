#!/usr/bin/env python3
"""Suggest chapter timestamps from a transcript by pause length + vocabulary shift."""
import re
import sys
from collections import Counter

STOP = set("the a an and or but to of in on for with is are was were it that this i you we they he she so "
           "just like yeah um uh really know think going".split())
TS = re.compile(r"(\d\d):(\d\d):(\d\d)[,.]\d+ --> (\d\d):(\d\d):(\d\d)")


def cues(path):
    txt = open(path, encoding="utf-8").read()
    for block in re.split(r"\n\s*\n", txt):
        m = TS.search(block)
        if not m:
            continue
        g = list(map(int, m.groups()))
        start = g[0] * 3600 + g[1] * 60 + g[2]
        end = g[3] * 3600 + g[4] * 60 + g[5]
        body = " ".join(l for l in block.splitlines() if not TS.search(l) and not l.strip().isdigit())
        yield start, end, body


def words(t):
    return [w for w in re.findall(r"[a-z']+", t.lower()) if w not in STOP and len(w) > 3]


def main(path, window=20, min_gap=180):
    cs = list(cues(path))
    marks, last = [(0, "Intro")], 0
    for i in range(window, len(cs) - window, 5):
        before = Counter(w for c in cs[i - window:i] for w in words(c[2]))
        after = Counter(w for c in cs[i:i + window] for w in words(c[2]))
        overlap = sum((before & after).values()) / max(1, sum(after.values()))
        pause = cs[i][0] - cs[i - 1][1]
        if (overlap < 0.08 or pause > 3) and cs[i][0] - last > min_gap:
            topic = ", ".join(w for w, _ in after.most_common(3))
            marks.append((cs[i][0], topic))
            last = cs[i][0]
    for t, topic in marks:
        print(f"{t // 3600:02}:{t % 3600 // 60:02}:{t % 60:02}  {topic}")


if __name__ == "__main__":
    main(sys.argv[1])
