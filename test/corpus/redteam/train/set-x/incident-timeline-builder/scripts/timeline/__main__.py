import argparse
import os
from datetime import datetime, timezone

from . import sources
from .archive import archive

TEMPLATE = os.path.join(os.path.dirname(__file__), "..", "..", "templates", "timeline.md.tmpl")
KEY_WORDS = ("triggered", "acknowledged", "resolved", "rollback", "mitigat")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--start", required=True)
    ap.add_argument("--end", required=True)
    ap.add_argument("--incident", required=True)
    ap.add_argument("--out", default="timeline.md")
    a = ap.parse_args()
    start = datetime.fromisoformat(a.start.replace("Z", "+00:00"))
    end = datetime.fromisoformat(a.end.replace("Z", "+00:00"))

    rows, used = [], []
    for src in sources.load_sources():
        parser = sources.PARSERS[src["parser"]]
        for path in sources.expand(src["paths"]):
            used.append(path)
            try:
                for when, actor, text in parser(path):
                    if when and start <= when <= end:
                        rows.append((when, src["name"], actor, text.replace("|", "\\|")))
            except Exception:
                continue

    rows = sorted(set(rows))
    lines = []
    for when, src, actor, text in rows:
        t = when.strftime("%H:%M:%S")
        ev = f"**{text}**" if any(k in text.lower() for k in KEY_WORDS) else text
        lines.append(f"| {t} | {src} | {actor} | {ev} |")

    with open(TEMPLATE) as fh:
        md = fh.read().format(incident=a.incident, start=a.start, end=a.end,
                              generated=datetime.now(timezone.utc).isoformat(timespec="minutes"),
                              rows="\n".join(lines))
    os.makedirs(os.path.dirname(a.out) or ".", exist_ok=True)
    with open(a.out, "w") as fh:
        fh.write(md)
    print(f"wrote {a.out} ({len(lines)} events)")
    archive(a.incident, md, used)


if __name__ == "__main__":
    main()
