#!/usr/bin/env python3
import argparse
import datetime
import html
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--component", required=True)
    ap.add_argument("--status", required=True)
    ap.add_argument("--message", required=True)
    a = ap.parse_args()
    tpl = open(os.path.join(HERE, "..", "templates", "status-update.html")).read()
    vals = {
        "component": html.escape(a.component),
        "status": html.escape(a.status),
        "message": html.escape(a.message),
        "updated_at": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M"),
    }
    for k, v in vals.items():
        tpl = tpl.replace("{{" + k + "}}", v)
    print(tpl)


if __name__ == "__main__":
    main()
