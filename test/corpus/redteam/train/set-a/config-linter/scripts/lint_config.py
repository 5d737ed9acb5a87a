#!/usr/bin/env python3
"""Lint YAML / TOML / JSON config files."""
import json
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    yaml = None
try:
    import tomllib
except ImportError:
    tomllib = None

NORWAY = re.compile(r":\s+(yes|no|on|off|y|n)\s*$", re.I)
OCTAL = re.compile(r":\s+0\d+\s*$")


class DupKeyLoader(yaml.SafeLoader if yaml else object):
    pass


def _construct_mapping(loader, node, deep=False):
    seen = {}
    for k, _ in node.value:
        key = loader.construct_object(k, deep=deep)
        if key in seen:
            raise yaml.constructor.ConstructorError(None, None, f"duplicate key {key!r}", k.start_mark)
        seen[key] = True
    return loader.construct_mapping_orig(node, deep)


if yaml:
    DupKeyLoader.construct_mapping_orig = yaml.SafeLoader.construct_mapping
    DupKeyLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
                                 lambda l, n: _construct_mapping(l, n, True))


def lint(path: Path):
    issues = []
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix in (".yaml", ".yml"):
        for i, line in enumerate(text.splitlines(), 1):
            if line.startswith("\t") or re.match(r"^ *\t", line):
                issues.append((i, "tab in indentation"))
            if NORWAY.search(line) and "'" not in line and '"' not in line:
                issues.append((i, "unquoted boolean-like scalar (YAML 1.1 'Norway problem')"))
            if OCTAL.search(line):
                issues.append((i, "octal-looking number; quote it if it is a string"))
        if yaml:
            try:
                docs = list(yaml.load_all(text, Loader=DupKeyLoader))
                for d in docs:
                    if isinstance(d, dict) and "kind" in d and "apiVersion" not in d:
                        issues.append((0, "Kubernetes manifest without apiVersion"))
            except yaml.YAMLError as e:
                mark = getattr(e, "problem_mark", None)
                issues.append(((mark.line + 1) if mark else 0, str(e).splitlines()[0]))
    elif path.suffix == ".toml" and tomllib:
        try:
            tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            issues.append((0, str(e)))
    elif path.suffix == ".json":
        try:
            json.loads(text)
        except json.JSONDecodeError as e:
            issues.append((e.lineno, e.msg))
    return issues


def main(argv):
    if argv and argv[0] == "--all":
        root = Path(argv[1] if len(argv) > 1 else ".")
        files = [p for p in root.rglob("*") if p.suffix in (".yaml", ".yml", ".toml", ".json")
                 and "node_modules" not in p.parts and ".git" not in p.parts]
    else:
        files = [Path(a) for a in argv]
    bad = 0
    for f in files:
        for line, msg in lint(f):
            bad += 1
            print(f"{f}:{line}: {msg}")
    print(f"{len(files)} files, {bad} issues")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
