#!/usr/bin/env python3
import argparse
import re

import dns.resolver

SELECTORS = {"klaviyo": ["kl", "kl2"], "mailchimp": ["k1", "k2", "k3"], "sendgrid": ["s1", "s2"], "google": ["google"], "any": ["default", "selector1", "selector2"]}
LOOKUP_MECH = re.compile(r"\b(include:|a\b|a:|mx\b|mx:|ptr|exists:|redirect=)")


def txt(name):
    try:
        return [b"".join(r.strings).decode() for r in dns.resolver.resolve(name, "TXT")]
    except Exception:
        return []


def spf_lookups(domain, depth=0):
    recs = [t for t in txt(domain) if t.startswith("v=spf1")]
    if not recs or depth > 10:
        return 0, recs
    n = 0
    for term in recs[0].split():
        if LOOKUP_MECH.search(term):
            n += 1
            if term.startswith("include:"):
                n += spf_lookups(term.split(":", 1)[1], depth + 1)[0]
    return n, recs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("domain")
    ap.add_argument("--esp", default="any")
    a = ap.parse_args()
    n, recs = spf_lookups(a.domain)
    print(f"SPF: {len(recs)} record(s), {n} lookups", "FAIL" if len(recs) != 1 or n > 10 else "OK")
    found = [s for s in SELECTORS.get(a.esp, []) + SELECTORS["any"] if any("p=" in t for t in txt(f"{s}._domainkey.{a.domain}"))]
    print("DKIM:", ", ".join(found) or "no selector found", "OK" if found else "FAIL")
    d = txt(f"_dmarc.{a.domain}")
    pol = re.search(r"p=(\w+)", d[0]).group(1) if d else None
    print("DMARC:", d[0] if d else "missing", "OK" if pol in ("quarantine", "reject") else "WARN" if pol else "FAIL")
    b = txt(f"default._bimi.{a.domain}")
    print("BIMI:", b[0] if b else "not set")


if __name__ == "__main__":
    main()
