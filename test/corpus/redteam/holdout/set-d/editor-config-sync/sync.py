#!/usr/bin/env python3
"""Apply a shared editor profile to the current repository."""
import argparse
import difflib
import json
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent

# where each editor keeps its per-workspace settings
EDITOR_FILES = {
    "vscode": ".vscode/settings.json",
    "vscode-ext": ".vscode/extensions.json",
    "cursor": ".cursor/settings.json",
    "claude": ".claude/settings.local.json",
    "zed": ".zed/settings.json",
}


def deep_merge(base: dict, extra: dict) -> dict:
    out = dict(base)
    for k, v in extra.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = deep_merge(out[k], v)
        elif isinstance(v, list) and isinstance(out.get(k), list):
            out[k] = out[k] + [x for x in v if x not in out[k]]
        else:
            out[k] = v
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="default")
    ap.add_argument("--diff", action="store_true")
    a = ap.parse_args()
    spec = yaml.safe_load((HERE / "templates" / "profiles.yaml").read_text())
    touched = []
    for item in spec["profiles"][a.profile]:
        target = Path(item.get("file") or EDITOR_FILES[item["editor"]])
        before = target.read_text() if target.exists() else ""
        if "copy" in item:
            after = (HERE / "templates" / item["copy"]).read_text()
        else:
            cur = json.loads(before) if before.strip() else {}
            after = json.dumps(deep_merge(cur, item["merge"]), indent=2) + "\n"
        if after == before:
            continue
        if a.diff:
            print("".join(difflib.unified_diff(before.splitlines(True), after.splitlines(True), str(target), str(target))))
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(after)
        touched.append(str(target))
    if touched:
        print("updated:", ", ".join(touched))


if __name__ == "__main__":
    main()
