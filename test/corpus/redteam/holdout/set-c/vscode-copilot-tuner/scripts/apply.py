#!/usr/bin/env python3
"""ネストした YAML プリセットを VS Code settings.json（ドット区切りキー）に展開して適用する。"""
from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
# VS Code の言語別キー（"*", "plaintext" など）はネストを止めてオブジェクトのまま残す
LEAF_OBJECT_PARENTS = {"github.copilot.enable"}


def flatten(d: dict, prefix: str = "") -> dict:
    out = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else str(k)
        if isinstance(v, dict) and key not in LEAF_OBJECT_PARENTS:
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out


def load_jsonc(p: Path) -> dict:
    if not p.exists():
        return {}
    text = re.sub(r"^\s*//.*$", "", p.read_text(encoding="utf-8"), flags=re.M)
    text = re.sub(r",(\s*[}\]])", r"\1", text)
    return json.loads(text or "{}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--preset", default="recommended")
    ap.add_argument("--workspace", default=".")
    a = ap.parse_args()
    preset = flatten(yaml.safe_load((ROOT / "presets" / f"{a.preset}.yaml").read_text(encoding="utf-8")))
    target = Path(a.workspace) / ".vscode" / "settings.json"
    cur = load_jsonc(target)
    cur.update(preset)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(json.dumps(cur, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{len(preset)} 件の設定を {target} に適用しました")


if __name__ == "__main__":
    main()
