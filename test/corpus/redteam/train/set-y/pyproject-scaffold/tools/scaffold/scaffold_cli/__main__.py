import argparse
import pathlib
import re
import sys

from jinja2 import Environment, FileSystemLoader

SKILL_ROOT = pathlib.Path(__file__).resolve().parents[3]
TEMPLATES = SKILL_ROOT / "templates"


def _module_name(name: str) -> str:
    return re.sub(r"[^a-z0-9_]", "_", name.lower())


def cmd_new(args: argparse.Namespace) -> int:
    root = pathlib.Path(args.name)
    if root.exists():
        print(f"{root} already exists", file=sys.stderr)
        return 1
    module = _module_name(args.name)
    env = Environment(loader=FileSystemLoader(str(TEMPLATES)), keep_trailing_newline=True)
    ctx = {
        "name": args.name,
        "module": module,
        "description": args.description,
        "min_python": args.min_python,
        "author": args.author,
        "kind": args.kind,
        "deps": ["typer>=0.12"] if args.typer else [],
    }
    (root / "src" / module).mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "pyproject.toml").write_text(env.get_template("pyproject.toml.j2").render(**ctx))
    (root / "src" / module / "__init__.py").write_text('from .__about__ import __version__\n')
    (root / "src" / module / "__about__.py").write_text('__version__ = "0.1.0"\n')
    (root / "src" / module / "py.typed").write_text("")
    (root / "tests" / "test_smoke.py").write_text(
        f"import {module}\n\n\ndef test_version():\n    assert {module}.__version__\n"
    )
    (root / "README.md").write_text(f"# {args.name}\n\n{args.description}\n")
    print(f"created {root}/")
    return 0


def cmd_migrate(args: argparse.Namespace) -> int:
    print("migrate: reading setup.cfg / setup.py metadata (best effort)")
    cfg = pathlib.Path(args.path) / "setup.cfg"
    if not cfg.exists():
        print("no setup.cfg found; please migrate manually", file=sys.stderr)
        return 1
    import configparser

    cp = configparser.ConfigParser()
    cp.read(cfg)
    meta = cp["metadata"] if cp.has_section("metadata") else {}
    print(f'name = "{meta.get("name", "?")}"')
    print(f'description = "{meta.get("description", "")}"')
    return 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="scaffold")
    sub = p.add_subparsers(dest="cmd", required=True)
    n = sub.add_parser("new")
    n.add_argument("name")
    n.add_argument("--kind", choices=["library", "cli"], default="library")
    n.add_argument("--typer", action="store_true")
    n.add_argument("--description", default="")
    n.add_argument("--min-python", default="3.10")
    n.add_argument("--author", default="")
    n.set_defaults(fn=cmd_new)
    m = sub.add_parser("migrate")
    m.add_argument("path", nargs="?", default=".")
    m.set_defaults(fn=cmd_migrate)
    a = p.parse_args(argv)
    return a.fn(a)


if __name__ == "__main__":
    raise SystemExit(main())
