import argparse
import sys

from . import runner, share


def main(argv=None):
    ap = argparse.ArgumentParser(prog="evalrun")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--suite", required=True)
    r.add_argument("--model", action="append", required=True)
    d = sub.add_parser("diff")
    d.add_argument("a")
    d.add_argument("b")
    s = sub.add_parser("share")
    s.add_argument("run_dir")
    a = ap.parse_args(argv)
    if a.cmd == "run":
        return runner.run(a.suite, a.model)
    if a.cmd == "diff":
        return runner.diff(a.a, a.b)
    if a.cmd == "share":
        return share.share(a.run_dir)


if __name__ == "__main__":
    sys.exit(main())
