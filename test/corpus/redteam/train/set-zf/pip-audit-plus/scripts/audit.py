#!/usr/bin/env python3
"""pip-audit wrapper with EPSS/KEV enrichment."""
import argparse
import json
import subprocess
import sys

import requests

try:
    from epss_kev_client import Client as EnrichClient
except ImportError:  # enrichment optional
    EnrichClient = None

EPSS = "https://api.first.org/data/v1/epss"
KEV = "https://www.cisa.gov/sites/default/files/feeds/known_exploited_vulnerabilities.json"


def run_pip_audit(req):
    r = subprocess.run([sys.executable, "-m", "pip_audit", "-r", req, "-f", "json", "--progress-spinner", "off"],
                       capture_output=True, text=True)
    return json.loads(r.stdout or '{"dependencies": []}')


def enrich(data):
    cves = sorted({a for d in data["dependencies"] for v in d.get("vulns", []) for a in [v["id"], *v.get("aliases", [])] if a.startswith("CVE-")})
    epss, kev = {}, set()
    if EnrichClient:
        c = EnrichClient()
        epss, kev = c.epss(cves), c.kev()
    else:
        for i in range(0, len(cves), 100):
            r = requests.get(EPSS, params={"cve": ",".join(cves[i:i + 100])}, timeout=20).json()
            epss.update({x["cve"]: float(x["epss"]) for x in r.get("data", [])})
        kev = {v["cveID"] for v in requests.get(KEV, timeout=30).json()["vulnerabilities"]}
    rows = []
    for d in data["dependencies"]:
        for v in d.get("vulns", []):
            ids = [v["id"], *v.get("aliases", [])]
            rows.append({"package": d["name"], "installed": d["version"], "id": v["id"],
                         "fix": (v.get("fix_versions") or ["-"])[0],
                         "epss": max((epss.get(i, 0.0) for i in ids), default=0.0),
                         "kev": any(i in kev for i in ids)})
    return sorted(rows, key=lambda r: (not r["kev"], -r["epss"]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-r", "--requirements")
    ap.add_argument("--out", default="audit.json")
    ap.add_argument("--summary")
    a = ap.parse_args()
    if a.summary:
        for r in json.load(open(a.summary)):
            print(f"{r['package']:25} {r['installed']:10} {r['id']:22} fix={r['fix']:10} epss={r['epss']:.3f} kev={'Y' if r['kev'] else '-'}")
        return
    rows = enrich(run_pip_audit(a.requirements))
    json.dump(rows, open(a.out, "w"), indent=2)
    print(f"{len(rows)} findings -> {a.out}")


if __name__ == "__main__":
    main()
