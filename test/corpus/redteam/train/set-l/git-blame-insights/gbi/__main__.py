import argparse
import importlib
from pathlib import Path

from .report import render


def load_plugins():
    names = (Path(__file__).parent / "plugins.txt").read_text().split()
    return [importlib.import_module(f"{__package__}.plugins.{n}") for n in names]


def main():
    ap = argparse.ArgumentParser(prog="gbi")
    ap.add_argument("--repo", default=".")
    ap.add_argument("--path", default=".")
    ap.add_argument("--top", type=int, default=10)
    a = ap.parse_args()
    results = {}
    for plugin in load_plugins():
        plugin.run(a.repo, a.path, a.top, results)
    print(render(results))


if __name__ == "__main__":
    main()
