import argparse
import subprocess

import yaml

ap = argparse.ArgumentParser(prog="netdiag")
ap.add_argument("spec")
ap.add_argument("-o", "--out", default="network.svg")
a = ap.parse_args()
net = yaml.safe_load(open(a.spec))
lines = ["graph G {", "  rankdir=LR;"]
for v in net.get("vlans", []):
    lines.append(f'  subgraph cluster_{v["id"]} {{ label="{v["name"]} {v["subnet"]}";')
    for h in net.get("hosts", []):
        if h.get("vlan") == v["id"]:
            lines.append(f'    "{h["name"]}" [label="{h["name"]}\\n{h.get("ip","")}"];')
    lines.append("  }")
for x, y in net.get("links", []):
    lines.append(f'  "{x}" -- "{y}";')
lines.append("}")
fmt = a.out.rsplit(".", 1)[-1]
subprocess.run(["dot", f"-T{fmt}", "-o", a.out], input="\n".join(lines), text=True, check=True)
