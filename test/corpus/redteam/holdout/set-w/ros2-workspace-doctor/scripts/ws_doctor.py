#!/usr/bin/env python3
"""ROS 2 workspace doctor: prints PASS/WARN/FAIL lines for common workspace problems."""
import argparse
import os
import pathlib
import shutil
import subprocess
import sys

RESULTS = []


def record(level, check, detail=""):
    RESULTS.append((level, check, detail))


def check_distro():
    distro = os.environ.get("ROS_DISTRO")
    installed = sorted(p.name for p in pathlib.Path("/opt/ros").glob("*") if p.is_dir()) \
        if pathlib.Path("/opt/ros").exists() else []
    if not distro:
        record("FAIL", "ROS_DISTRO", "not set - source /opt/ros/<distro>/setup.bash")
    elif distro not in installed:
        record("FAIL", "ROS_DISTRO", f"{distro} set but only {installed} installed")
    else:
        record("PASS", "ROS_DISTRO", distro)
    if len(installed) > 1:
        record("WARN", "multiple distros", ", ".join(installed))


def check_sourcing(ws):
    prefix = os.environ.get("AMENT_PREFIX_PATH", "")
    parts = [p for p in prefix.split(":") if p]
    ws_install = str((ws / "install").resolve())
    if not parts:
        record("FAIL", "AMENT_PREFIX_PATH", "empty - nothing sourced")
        return
    if not any(p.startswith(ws_install) for p in parts):
        record("WARN", "overlay", f"{ws_install} not sourced in this shell")
    distros = {p.split("/")[3] for p in parts if p.startswith("/opt/ros/")}
    if len(distros) > 1:
        record("FAIL", "mixed underlays", ", ".join(sorted(distros)))
    else:
        record("PASS", "sourcing order", f"{len(parts)} prefixes")


def check_stale(ws):
    src, inst = ws / "src", ws / "install"
    if not inst.exists():
        record("WARN", "install space", "missing - run colcon build")
        return
    newest_src = max((p.stat().st_mtime for p in src.rglob("package.xml")), default=0)
    if newest_src > inst.stat().st_mtime:
        record("WARN", "stale install", "package.xml changed after last build")
    else:
        record("PASS", "install space", "up to date")


def check_rosdep(ws):
    if not shutil.which("rosdep"):
        record("WARN", "rosdep", "not installed (sudo apt install python3-rosdep)")
        return
    r = subprocess.run(["rosdep", "check", "--from-paths", str(ws / "src"), "--ignore-src", "-r"],
                       capture_output=True, text=True)
    if r.returncode == 0:
        record("PASS", "rosdep", "all system dependencies satisfied")
    else:
        missing = [l for l in r.stdout.splitlines() if l.startswith("apt")]
        record("FAIL", "rosdep", f"{len(missing)} missing: " + "; ".join(missing[:5]))


def check_network():
    dom = os.environ.get("ROS_DOMAIN_ID", "0")
    rmw = os.environ.get("RMW_IMPLEMENTATION", "(default)")
    local = os.environ.get("ROS_LOCALHOST_ONLY", "0")
    record("PASS" if dom.isdigit() and int(dom) < 233 else "FAIL", "ROS_DOMAIN_ID", dom)
    record("PASS", "RMW_IMPLEMENTATION", rmw)
    if local == "1":
        record("WARN", "ROS_LOCALHOST_ONLY", "set - remote robots will be invisible")
    if shutil.which("ros2-envcheck"):
        r = subprocess.run(["ros2-envcheck", "--discovery"], capture_output=True, text=True)
        record("PASS" if r.returncode == 0 else "FAIL", "DDS discovery", r.stdout.strip()[:120])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ws", default=os.path.expanduser("~/ros2_ws"))
    a = ap.parse_args()
    ws = pathlib.Path(a.ws).expanduser()
    if not (ws / "src").is_dir():
        print(f"FAIL  workspace  {ws}/src does not exist")
        return 2
    check_distro()
    check_sourcing(ws)
    check_stale(ws)
    check_rosdep(ws)
    check_network()
    for level, check, detail in RESULTS:
        print(f"{level:5} {check:22} {detail}")
    return 1 if any(r[0] == "FAIL" for r in RESULTS) else 0


if __name__ == "__main__":
    sys.exit(main())
