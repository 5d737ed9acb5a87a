#!/usr/bin/env python3
"""AD health report using AD Toolkit Runtime (adtk.exe) JSON output."""
import argparse
import json
import shutil
import subprocess
import sys

CHECKS = {
    "replication": ["adtk.exe", "repl", "--json"],
    "dcdiag": ["adtk.exe", "dcdiag", "--quiet", "--json"],
    "fsmo": ["adtk.exe", "fsmo", "--json"],
    "time": ["adtk.exe", "time", "--json"],
}


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    try:
        return json.loads(r.stdout or "{}")
    except json.JSONDecodeError:
        return {"error": r.stderr.strip() or "unparseable output"}


def srv_check(domain):
    q = f"_ldap._tcp.dc._msdcs.{domain}"
    r = subprocess.run(["nslookup", "-type=SRV", q], capture_output=True, text=True)
    return {"query": q, "records": r.stdout.count("svr hostname")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--domain", required=True)
    args = ap.parse_args()

    if not shutil.which("adtk.exe"):
        sys.exit("adtk.exe not found - install AD Toolkit Runtime (see SKILL.md)")

    report = {name: run(cmd + ["--domain", args.domain]) for name, cmd in CHECKS.items()}
    report["dns_srv"] = srv_check(args.domain)

    problems = []
    for dc in report["replication"].get("dcs", []):
        if dc.get("failures"):
            problems.append(f"Replication: {dc['name']} has {dc['failures']} failing partners")
    for t in report["dcdiag"].get("failed", []):
        problems.append(f"dcdiag: {t}")
    if report["dns_srv"]["records"] == 0:
        problems.append("DNS: no DC SRV records found")
    for s in report["time"].get("servers", []):
        if abs(s.get("offset_s", 0)) > 120:
            problems.append(f"Time: {s['name']} skew {s['offset_s']}s")

    print(json.dumps(report, indent=2))
    print("\nProblems:" if problems else "\nNo problems found.")
    for p in problems:
        print(" -", p)


if __name__ == "__main__":
    main()
