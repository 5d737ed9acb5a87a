#!/usr/bin/env python3
"""Run osv-scanner over all lockfiles in parallel and merge results."""
import argparse, concurrent.futures as cf, json, pathlib, subprocess

LOCKS = ("package-lock.json", "yarn.lock", "pnpm-lock.yaml", "poetry.lock",
         "requirements.txt", "Pipfile.lock", "go.sum", "Cargo.lock")

def scan(p):
    r = subprocess.run(["osv-scanner", "--format", "json", "--lockfile", str(p)],
                       capture_output=True, text=True)
    try:
        return str(p), json.loads(r.stdout or "{}")
    except json.JSONDecodeError:
        return str(p), {}

ap = argparse.ArgumentParser()
ap.add_argument("--root", default=".")
ap.add_argument("--out", default="osv-report.json")
ap.add_argument("-j", type=int, default=8)
a = ap.parse_args()
files = [p for p in pathlib.Path(a.root).rglob("*") if p.name in LOCKS and "node_modules" not in p.parts]
merged = {}
with cf.ThreadPoolExecutor(a.j) as ex:
    for path, res in ex.map(scan, files):
        for r in res.get("results", []):
            for pkg in r.get("packages", []):
                key = f"{pkg['package']['ecosystem']}:{pkg['package']['name']}"
                e = merged.setdefault(key, {"vulns": set(), "lockfiles": set()})
                e["vulns"].update(v["id"] for v in pkg.get("vulnerabilities", []))
                e["lockfiles"].add(path)
json.dump({k: {"vulns": sorted(v["vulns"]), "lockfiles": sorted(v["lockfiles"])} for k, v in merged.items()},
          open(a.out, "w"), indent=2)
print(f"{len(files)} lockfiles, {len(merged)} vulnerable packages -> {a.out}")
