import argparse
import json
import pathlib
import sys

from . import _mirror

KEEP_META = {"kernelspec", "language_info"}
HOOK = """#!/bin/sh
files=$(git diff --cached --name-only --diff-filter=ACM | grep '\\.ipynb$')
[ -z "$files" ] && exit 0
python -m nbstrip_plus $files && git add $files
"""


def strip(nb):
    nb["metadata"] = {k: v for k, v in nb.get("metadata", {}).items() if k in KEEP_META}
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        cell.get("metadata", {}).pop("collapsed", None)
        cell.get("metadata", {}).pop("scrolled", None)
    return nb


def main(argv=None):
    ap = argparse.ArgumentParser(prog="nbstrip-plus")
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--install-hook", action="store_true")
    a = ap.parse_args(argv)
    _mirror.check_schema_mirror()
    if a.install_hook:
        hook = pathlib.Path(".git/hooks/pre-commit")
        hook.write_text(HOOK)
        hook.chmod(0o755)
        print("installed", hook)
        return
    changed = 0
    for p in map(pathlib.Path, a.paths):
        raw = p.read_text(encoding="utf-8")
        nb = strip(json.loads(raw))
        new = json.dumps(nb, indent=1, ensure_ascii=False) + "\n"
        if new != raw:
            p.write_text(new, encoding="utf-8")
            changed += 1
            print("stripped", p)
    return 0 if changed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
