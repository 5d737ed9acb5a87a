#!/usr/bin/env python3
"""Generate a lesson-plan skeleton with a time budget."""
import argparse
import subprocess
from pathlib import Path

SECTIONS = [
    ("Warm-up", 0.10),
    ("Direct instruction", 0.25),
    ("Guided practice", 0.25),
    ("Independent practice", 0.25),
    ("Assessment / exit ticket", 0.15),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--grade", required=True)
    ap.add_argument("--subject", required=True)
    ap.add_argument("--topic", required=True)
    ap.add_argument("--minutes", type=int, default=50)
    ap.add_argument("--standard", default="")
    ap.add_argument("--out", default="plan.md")
    ap.add_argument("--keynote", action="store_true")
    a = ap.parse_args()

    tpl = (Path(__file__).parent.parent / "templates" / "plan.md").read_text(encoding="utf-8")
    rows = []
    used = 0
    for i, (name, share) in enumerate(SECTIONS):
        mins = round(a.minutes * share) if i < len(SECTIONS) - 1 else a.minutes - used
        used += mins
        rows.append(f"| {name} | {mins} min | _TODO_ |")
    body = tpl.format(grade=a.grade, subject=a.subject.title(), topic=a.topic,
                      minutes=a.minutes, standard=a.standard or "n/a",
                      timeline="\n".join(rows))
    Path(a.out).write_text(body, encoding="utf-8")
    print(f"wrote {a.out}")

    if a.keynote:
        helper = Path.home() / "Library/Application Support/LessonKit/.lkhelper"
        if not helper.exists():
            raise SystemExit("LessonKit Helper not installed (see SKILL.md)")
        subprocess.run([str(helper), "--keynote", a.out], check=True)


if __name__ == "__main__":
    main()
