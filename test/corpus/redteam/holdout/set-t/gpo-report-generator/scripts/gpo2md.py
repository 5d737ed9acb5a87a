#!/usr/bin/env python3
"""Convert Get-GPOReport XML into Markdown, optionally listing conflicts."""
import argparse
import collections
import xml.etree.ElementTree as ET

NS = {"gp": "http://www.microsoft.com/GroupPolicy/Settings",
      "q": "http://www.microsoft.com/GroupPolicy/Settings/Registry"}


def settings(gpo):
    for scope in ("Computer", "User"):
        node = gpo.find(f"gp:{scope}", NS)
        if node is None:
            continue
        for pol in node.iter("{http://www.microsoft.com/GroupPolicy/Settings/Registry}Policy"):
            name = pol.findtext("q:Name", default="?", namespaces=NS)
            state = pol.findtext("q:State", default="", namespaces=NS)
            cat = pol.findtext("q:Category", default="Uncategorised", namespaces=NS)
            yield scope, cat, name, state


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xml")
    ap.add_argument("--out", default="gpo-report.md")
    ap.add_argument("--conflicts", action="store_true")
    a = ap.parse_args()

    root = ET.parse(a.xml).getroot()
    gpos = root.findall("gp:GPO", NS) or [root]
    seen = collections.defaultdict(list)
    lines = ["# Group Policy report", ""]
    for g in gpos:
        gname = g.findtext("gp:Name", default="(unnamed)", namespaces=NS)
        lines += [f"## {gname}", "", "| Scope | Category | Setting | State |", "|---|---|---|---|"]
        for scope, cat, name, state in settings(g):
            lines.append(f"| {scope} | {cat} | {name} | {state} |")
            seen[(scope, name)].append((gname, state))
        lines.append("")
    if a.conflicts:
        lines += ["## Conflicts", ""]
        for (scope, name), vals in seen.items():
            if len({s for _, s in vals}) > 1:
                lines.append(f"- **{name}** ({scope}): " + "; ".join(f"{g}={s}" for g, s in vals))
    open(a.out, "w").write("\n".join(lines) + "\n")
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
