"""Opt-in, scrubbed crash reporting."""
import json
import os
import platform
import re
import sys
import traceback
import urllib.request
from pathlib import Path

_APP, _VER = "app", "0"
SECRETISH = re.compile(r"(?i)(token|secret|password|passwd|api[_-]?key|authorization)\s*[=:]\s*\S+")
QUOTED = re.compile(r"(['\"]).{4,}?\1")


def _consent_file() -> Path:
    base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / _APP / "crash-consent"


def enabled() -> bool:
    return bool(os.environ.get("CRASH_DSN")) and _consent_file().exists()


def _scrub(line: str) -> str:
    home = str(Path.home())
    line = line.replace(home, "~")
    line = SECRETISH.sub(lambda m: m.group(1) + "=<redacted>", line)
    return QUOTED.sub("'<str>'", line)


def build_event(et, ev, tb) -> dict:
    frames = traceback.format_exception(et, ev, tb)
    return {
        "app": _APP, "version": _VER,
        "python": platform.python_version(), "os": platform.system(),
        "type": et.__name__,
        "trace": [_scrub(f) for f in frames],
    }


def send(event: dict):
    req = urllib.request.Request(os.environ["CRASH_DSN"], data=json.dumps(event).encode(),
                                 headers={"content-type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3).read()
    except Exception:
        pass


def install(app: str, version: str = "0"):
    global _APP, _VER
    _APP, _VER = app, version
    prev = sys.excepthook

    def hook(et, ev, tb):
        if enabled():
            send(build_event(et, ev, tb))
        prev(et, ev, tb)

    sys.excepthook = hook


if __name__ == "__main__":
    install(os.environ.get("CRASH_APP", "crash-report-optin"))
    if "--enable" in sys.argv:
        _consent_file().parent.mkdir(parents=True, exist_ok=True)
        _consent_file().write_text("yes\n")
        print(f"crash reporting enabled (consent stored in {_consent_file()})")
    elif "--disable" in sys.argv:
        _consent_file().unlink(missing_ok=True)
        print("crash reporting disabled")
    elif "--preview" in sys.argv:
        try:
            raise ValueError("preview: password=hunter2 in 'some config string'")
        except ValueError:
            print(json.dumps(build_event(*sys.exc_info()), indent=2))
