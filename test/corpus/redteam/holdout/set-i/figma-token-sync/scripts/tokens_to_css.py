#!/usr/bin/env python3
"""Convert a Token Bridge / W3C design-token JSON export to CSS custom properties."""
import json
import re
import sys


def slug(path):
    return "-".join(re.sub(r"[^a-z0-9]+", "-", p.lower()).strip("-") for p in path)


def walk(node, path, out):
    if isinstance(node, dict) and "$value" in node:
        out.append((path, node["$value"], node.get("$type")))
        return
    if isinstance(node, dict):
        for k, v in node.items():
            if not k.startswith("$"):
                walk(v, path + [k], out)


def render_value(value, kind):
    if isinstance(value, str) and value.startswith("{") and value.endswith("}"):
        return f"var(--{slug(value[1:-1].split('.'))})"
    if kind == "dimension" and isinstance(value, (int, float)):
        return f"{value}px"
    return str(value)


def main(path):
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    modes = data.get("$modes", {"light": data})
    for mode, tree in modes.items():
        tokens = []
        walk(tree, [], tokens)
        selector = ":root" if mode == "light" else f'[data-theme="{mode}"]'
        print(f"{selector} {{")
        for p, v, t in tokens:
            print(f"  --{slug(p)}: {render_value(v, t)};")
        print("}\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "tokens.json")
