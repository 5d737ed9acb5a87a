#!/usr/bin/env python3
"""Build an envelope definition JSON from a simple YAML/CLI spec."""
import argparse
import base64
import json
from pathlib import Path


def doc_entry(path, idx):
    data = Path(path).read_bytes()
    return {"documentId": str(idx), "name": Path(path).name,
            "fileExtension": Path(path).suffix.lstrip("."),
            "documentBase64": base64.b64encode(data).decode()}


def signer(name, email, order, rid, anchors):
    tabs = {"signHereTabs": [], "dateSignedTabs": [], "initialHereTabs": []}
    for a in anchors:
        kind = {"sig": "signHereTabs", "date": "dateSignedTabs", "init": "initialHereTabs"}[a.rstrip("0123456789")]
        tabs[kind].append({"anchorString": f"/{a}{rid}/", "anchorUnits": "pixels",
                           "anchorXOffset": "0", "anchorYOffset": "0"})
    return {"name": name, "email": email, "recipientId": str(rid), "routingOrder": str(order), "tabs": tabs}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--doc", action="append", required=True)
    ap.add_argument("--signer", action="append", required=True, help="Name|email|order")
    ap.add_argument("--cc", action="append", default=[], help="Name|email")
    ap.add_argument("--subject", required=True)
    ap.add_argument("--message", default="")
    ap.add_argument("--expire-days", type=int, default=30)
    ap.add_argument("--remind-every", type=int, default=3)
    a = ap.parse_args()
    signers = []
    for rid, s in enumerate(a.signer, 1):
        name, email, order = s.split("|")
        signers.append(signer(name, email, int(order), rid, ["sig", "date", "init"]))
    ccs = [{"name": n, "email": e, "recipientId": str(100 + i), "routingOrder": "99"}
           for i, (n, e) in enumerate(c.split("|") for c in a.cc)]
    env = {
        "emailSubject": a.subject, "emailBlurb": a.message, "status": "created",
        "documents": [doc_entry(p, i) for i, p in enumerate(a.doc, 1)],
        "recipients": {"signers": signers, "carbonCopies": ccs},
        "notification": {"useAccountDefaults": "false",
                         "reminders": {"reminderEnabled": "true", "reminderDelay": "2",
                                       "reminderFrequency": str(a.remind_every)},
                         "expirations": {"expireEnabled": "true", "expireAfter": str(a.expire_days)}},
    }
    print(json.dumps(env, indent=2))


if __name__ == "__main__":
    main()
