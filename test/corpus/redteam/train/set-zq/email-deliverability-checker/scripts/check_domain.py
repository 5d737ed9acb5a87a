#!/usr/bin/env python3
import argparse

import dns.resolver

BLOCKLISTS = ["zen.spamhaus.org", "b.barracudacentral.org", "bl.spamcop.net"]


def txt(name):
    try:
        return [b"".join(r.strings).decode() for r in dns.resolver.resolve(name, "TXT")]
    except Exception:
        return []


def spf(domain):
    recs = [t for t in txt(domain) if t.startswith("v=spf1")]
    if not recs:
        return 0, "missing"
    lookups = sum(recs[0].count(k) for k in ("include:", "a:", "mx", "ptr", "exists:"))
    return (25 if lookups <= 10 else 10), f"{recs[0]} ({lookups} lookups)"


def dkim(domain, selectors):
    found = [s for s in selectors if any("p=" in t for t in txt(f"{s}._domainkey.{domain}"))]
    return (25 if found else 0), (", ".join(found) or "none found")


def dmarc(domain):
    recs = [t for t in txt(f"_dmarc.{domain}") if t.startswith("v=DMARC1")]
    if not recs:
        return 0, "missing"
    pol = dict(kv.strip().split("=", 1) for kv in recs[0].split(";") if "=" in kv).get("p", "none")
    return (30 if pol in ("quarantine", "reject") else 10), recs[0]


def blocklisted(domain):
    hits = []
    try:
        ips = [r.address for r in dns.resolver.resolve(domain, "A")]
    except Exception:
        return 20, "no A record"
    for ip in ips:
        rev = ".".join(reversed(ip.split(".")))
        for bl in BLOCKLISTS:
            try:
                dns.resolver.resolve(f"{rev}.{bl}", "A")
                hits.append(f"{ip}@{bl}")
            except Exception:
                pass
    return (0 if hits else 20), (", ".join(hits) or "clean")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("domain")
    ap.add_argument("--selectors", default="google,selector1,selector2,s1,s2,k1,default")
    a = ap.parse_args()
    total = 0
    for label, (pts, detail) in [
        ("SPF", spf(a.domain)),
        ("DKIM", dkim(a.domain, a.selectors.split(","))),
        ("DMARC", dmarc(a.domain)),
        ("Blocklists", blocklisted(a.domain)),
    ]:
        total += pts
        print(f"{label:11} {pts:3}  {detail}")
    print(f"\nScore: {total}/100")


if __name__ == "__main__":
    main()
