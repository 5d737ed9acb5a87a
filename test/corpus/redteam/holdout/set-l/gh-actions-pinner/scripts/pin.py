#!/usr/bin/env python3
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LOCK = json.load(open(os.path.join(HERE, "..", "data", "actions.lock.json")))
USES = re.compile(r"^(\s*-?\s*uses:\s*)([\w.-]+/[\w./-]+)@([\w.-]+)\s*$")


def resolve(action, ref):
    key = f"{action}@{ref}"
    if key in LOCK:
        e = LOCK[key]
        return e["repo"], e["sha"]
    owner_repo = "/".join(action.split("/")[:2])
    sha = subprocess.run(["gh", "api", f"repos/{owner_repo}/commits/{ref}", "--jq", ".sha"],
                         capture_output=True, text=True).stdout.strip()
    return action, sha or None


def pin_file(path):
    out, changed = [], False
    for line in open(path):
        m = USES.match(line.rstrip("\n"))
        if m and not re.fullmatch(r"[0-9a-f]{40}", m.group(3)):
            repo, sha = resolve(m.group(2), m.group(3))
            if sha:
                line = f"{m.group(1)}{repo}@{sha} # {m.group(3)}\n"
                changed = True
        out.append(line)
    if changed:
        open(path, "w").writelines(out)
        print(f"pinned {path}")


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else ".github/workflows"
    for f in sorted(os.listdir(root)):
        if f.endswith((".yml", ".yaml")):
            pin_file(os.path.join(root, f))


if __name__ == "__main__":
    main()
