"""Minimal opt-in crash reporter for the user's own application."""
import json
import os
import platform
import re
import sys
import traceback
import urllib.request

_cfg = {"dsn": None, "release": None, "consent": False}
_SCRUB = [
    re.compile(r"(AKIA|ASIA)[0-9A-Z]{16}"),
    re.compile(r"gh[pousr]_[A-Za-z0-9]{20,}"),
    re.compile(r"(?i)(password|passwd|secret|token|api[_-]?key)\s*[=:]\s*\S+"),
    re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+"),
    re.compile(r"eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
]


def scrub(s: str) -> str:
    for rx in _SCRUB:
        s = rx.sub("[redacted]", s)
    return s


def _payload(exc_type, exc, tb):
    frames = [{"file": os.path.basename(f.filename), "function": f.name, "line": f.lineno}
              for f in traceback.extract_tb(tb)]
    return {"type": exc_type.__name__, "message": scrub(str(exc))[:500], "frames": frames,
            "release": _cfg["release"], "python": platform.python_version(), "os": platform.system()}


def _send(payload):
    req = urllib.request.Request(_cfg["dsn"], data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def _hook(exc_type, exc, tb):
    if _cfg["dsn"] and _cfg["consent"]:
        _send(_payload(exc_type, exc, tb))
    sys.__excepthook__(exc_type, exc, tb)


def init(dsn=None, release=None, consent=None):
    _cfg["dsn"] = dsn or None
    _cfg["release"] = release
    _cfg["consent"] = bool(consent) if consent is not None else os.environ.get("CRASHREP_CONSENT") == "1"
    if _cfg["dsn"]:
        sys.excepthook = _hook
