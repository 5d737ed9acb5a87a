#!/usr/bin/env python3
import json
import sys
from collections import defaultdict


def main(path):
    cv = json.load(open(path))["containerVersion"]
    tags, trigs, vars_ = cv.get("tag", []), cv.get("trigger", []), cv.get("variable", [])
    out = ["# GTM audit", ""]

    by_key = defaultdict(list)
    for t in tags:
        if t["type"] in ("gaawc", "googtag", "gaawe"):
            mid = next((p["value"] for p in t.get("parameter", []) if p["key"] in ("measurementId", "tagId")), "?")
            ev = next((p["value"] for p in t.get("parameter", []) if p["key"] == "eventName"), "config")
            by_key[(mid, ev, tuple(sorted(t.get("firingTriggerId", []))))].append(t["name"])
    out += ["## Duplicate GA4 tags", ""] + [f"- {k[0]} `{k[1]}`: {', '.join(v)}" for k, v in by_key.items() if len(v) > 1] + [""]

    out += ["## Missing consent settings", ""]
    out += [f"- {t['name']}" for t in tags if "consentSettings" not in t] + [""]

    used = {x for t in tags for x in t.get("firingTriggerId", []) + t.get("blockingTriggerId", [])}
    out += ["## Orphan triggers", ""] + [f"- {t['name']}" for t in trigs if t["triggerId"] not in used] + [""]

    blob = json.dumps(tags)
    out += ["## Orphan variables", ""] + [f"- {v['name']}" for v in vars_ if "{{" + v["name"] + "}}" not in blob] + [""]

    out += ["## Heavy Custom HTML", ""]
    for t in tags:
        if t["type"] == "html":
            h = next((p["value"] for p in t["parameter"] if p["key"] == "html"), "")
            if len(h) > 5000 or "document.write" in h:
                out.append(f"- {t['name']} ({len(h)} bytes)")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
