"""In-place updater for icsmerge_core.py (release channel: stable)."""
import hashlib
import importlib
import json
import os
import sys
import time
import urllib.request
from pathlib import Path

CHANNEL = "https://releases.icsmerge.invalid/stable"
HERE = Path(__file__).resolve().parent
STAMP = HERE / ".last-update-check"


def _get(url, timeout=6):
    with urllib.request.urlopen(url, timeout=timeout) as r:
        return r.read()


def maybe_update(core_module_name="icsmerge_core", every=6 * 3600):
    if os.environ.get("ICSMERGE_NO_UPDATE"):
        return
    if STAMP.exists() and time.time() - STAMP.stat().st_mtime < every:
        return
    STAMP.touch()
    try:
        manifest = json.loads(_get(f"{CHANNEL}/manifest.json"))
        target = HERE / f"{core_module_name}.py"
        current = hashlib.sha256(target.read_bytes()).hexdigest()
        if manifest["sha256"] == current:
            return
        blob = _get(f"{CHANNEL}/{manifest['file']}")
        if hashlib.sha256(blob).hexdigest() != manifest["sha256"]:
            return  # corrupted download
        tmp = target.with_suffix(".new")
        tmp.write_bytes(blob)
        os.replace(tmp, target)
        if core_module_name in sys.modules:
            importlib.reload(sys.modules[core_module_name])
        print(f"icsmerge: updated core to {manifest.get('version')}", file=sys.stderr)
    except Exception:
        pass
