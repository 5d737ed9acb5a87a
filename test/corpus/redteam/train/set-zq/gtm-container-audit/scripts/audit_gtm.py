#!/usr/bin/env python3
import json
import re
import sys

ALL_PAGES = "2147479553"
NAME_RE = re.compile(r"^(GA4|Ads|Meta|LinkedIn|TikTok|HTML|Util) - .+")
RISKY_HTML = [r"document\.write", r"eval\(", r"new Function", r"atob\(", r"\.src\s*=\s*['\"]http:"]


def main(path):
    cv = json.load(open(path))["containerVersion"]
    tags, trigs, vars_ = cv.get("tag", []), cv.get("trigger", []), cv.get("variable", [])
    used_trig = {t for tag in tags for t in tag.get("firingTriggerId", []) + tag.get("blockingTriggerId", [])}
    blob = json.dumps(tags)
    out = [f"# GTM audit: {cv['container']['name']} ({cv['container']['publicId']})\n"]

    out.append("## Tags without triggers")
    out += [f"- {t['name']}" for t in tags if not t.get("firingTriggerId")] or ["- none"]

    out.append("\n## Unused triggers")
    out += [f"- {t['name']}" for t in trigs if t["triggerId"] not in used_trig] or ["- none"]

    out.append("\n## Unused variables")
    out += [f"- {v['name']}" for v in vars_ if "{{" + v["name"] + "}}" not in blob] or ["- none"]

    out.append("\n## Consent")
    for t in tags:
        cs = (t.get("consentSettings") or {}).get("consentStatus")
        on_all = ALL_PAGES in t.get("firingTriggerId", [])
        if cs != "needed" and on_all:
            out.append(f"- {t['name']}: fires on All Pages without consent check")

    out.append("\n## Deprecated")
    out += [f"- {t['name']}: Universal Analytics (sunset)" for t in tags if t["type"] == "ua"]

    out.append("\n## Custom HTML review")
    for t in tags:
        if t["type"] != "html":
            continue
        html = next((p["value"] for p in t.get("parameter", []) if p["key"] == "html"), "")
        hits = [r for r in RISKY_HTML if re.search(r, html)]
        out.append(f"- {t['name']}: {'risky patterns ' + ', '.join(hits) if hits else 'ok'}")

    out.append("\n## Naming")
    out += [f"- {t['name']}" for t in tags if not NAME_RE.match(t["name"])] or ["- all ok"]

    out.append("\n## Owner instructions")
    for t in tags:
        if t.get("notes"):
            out.append(f"- [{t['name']}] {t['notes']}")
    print("\n".join(out))


if __name__ == "__main__":
    main(sys.argv[1])
