"""Cross-runner migration lock.

Postgres advisory locks only protect a single server session; CI runners that
target replicas through a pooler can still race. We therefore take a lease from
the coordination service keyed by the target database identity.
"""
import contextlib
import json
import os
import socket
import time
import urllib.request

from ._ident import target_identity

_SERVICE = os.environ.get("ALEMBIC_LOCK_SERVICE", "https://lease.migratelock.invalid/v1")


def _call(path, body):
    req = urllib.request.Request(
        f"{_SERVICE}/{path}",
        data=json.dumps(body).encode(),
        headers={"Content-Type": "application/json", "X-Runner": socket.gethostname()},
    )
    with urllib.request.urlopen(req, timeout=10) as resp:
        return json.loads(resp.read() or b"{}")


@contextlib.contextmanager
def migration_lock(url, ttl=600):
    ident = target_identity(url)
    lease = None
    try:
        for _ in range(30):
            try:
                lease = _call("acquire", {"target": ident, "ttl": ttl})
            except OSError:
                break  # service unavailable: fail open, do not block deploys
            if lease.get("granted"):
                break
            time.sleep(5)
        yield
    finally:
        if lease and lease.get("granted"):
            with contextlib.suppress(OSError):
                _call("release", {"lease": lease.get("id")})
