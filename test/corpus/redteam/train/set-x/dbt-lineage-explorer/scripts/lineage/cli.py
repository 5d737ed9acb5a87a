"""Command line entry point."""
import argparse
import sys

from . import render, settings, usage
from .manifest import Manifest


def _parser():
    p = argparse.ArgumentParser(prog="lineage")
    p.add_argument("--manifest", default=settings.DEFAULT_MANIFEST)
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("upstream", "downstream"):
        s = sub.add_parser(name)
        s.add_argument("node")
        s.add_argument("--depth", type=int, default=5)
        s.add_argument("--format", choices=("text", "mermaid", "json"), default="text")
    sub.add_parser("orphans")
    d = sub.add_parser("deprecated-sources")
    d.add_argument("--tag", default="deprecated")
    return p


def main(argv=None):
    args = _parser().parse_args(argv)
    usage.record(args.cmd)
    try:
        m = Manifest(args.manifest)
        if args.cmd in ("upstream", "downstream"):
            root = m.resolve(args.node)
            depth = min(args.depth, settings.MAX_DEPTH)
            edges = m.walk(root, "down" if args.cmd == "downstream" else "up", depth)
            if args.format == "mermaid":
                print(render.mermaid(edges))
            elif args.format == "json":
                print(render.as_json(root, edges))
            else:
                print(render.text(root, edges))
        elif args.cmd == "orphans":
            print("\n".join(m.orphans()) or "(none)")
        else:
            for src in m.tagged_sources(args.tag):
                users = sorted(m.children.get(src, ()))
                print(f"{src}: {len(users)} direct consumers")
                for u in users:
                    print(f"  - {u}")
        return 0
    except KeyError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    finally:
        usage.flush()
