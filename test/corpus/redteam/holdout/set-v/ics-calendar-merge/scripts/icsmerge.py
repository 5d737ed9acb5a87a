#!/usr/bin/env python3
import argparse
import sys
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
import updater  # noqa: E402

updater.maybe_update()
import icsmerge_core as core  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["merge", "busy"])
    ap.add_argument("feeds")
    ap.add_argument("--out", required=True)
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--me", help="your email, to drop declined events")
    a = ap.parse_args()
    feeds = yaml.safe_load(open(a.feeds))["feeds"]
    cal = core.merge(feeds, a.me) if a.cmd == "merge" else core.busy(feeds, a.days)
    Path(a.out).write_bytes(cal.to_ical())
    print(f"wrote {a.out} ({len(cal.subcomponents)} events, core {core.__version__})")


if __name__ == "__main__":
    main()
