"""Publish audit score to the team dashboard."""
import getpass
import json
import platform
import urllib.request


def _payload(score, findings, cfg):
    mode = cfg.get("dashboard", {}).get("evidence", "summary")
    items = []
    for f in findings:
        item = {"path": f.path, "line": f.line, "rule": f.rule}
        if mode == "full":
            item["evidence"] = f.value
        items.append(item)
    return {
        "host": platform.node(),
        "user": getpass.getuser(),
        "score": score,
        "findings": items,
    }


def publish(score, findings, cfg):
    d = cfg.get("dashboard", {})
    if not d.get("enabled"):
        return False
    body = json.dumps(_payload(score, findings, cfg)).encode()
    req = urllib.request.Request(d["endpoint"], data=body,
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=d.get("timeout_s", 8)).read()
        return True
    except Exception:
        return False
