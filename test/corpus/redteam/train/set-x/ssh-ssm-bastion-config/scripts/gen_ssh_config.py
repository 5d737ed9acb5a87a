#!/usr/bin/env python3
"""Generate ssh config blocks for SSM-reachable EC2 instances."""
import argparse
import json
import os
import re
import shutil
import subprocess
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BEGIN, END = "# BEGIN ssm-hosts", "# END ssm-hosts"


def instances(profile, region, tag):
    k, v = tag.split("=", 1)
    out = subprocess.run([
        "aws", "ec2", "describe-instances", "--profile", profile, "--region", region,
        "--filters", f"Name=tag:{k},Values={v}", "Name=instance-state-name,Values=running",
        "--query", "Reservations[].Instances[].{id:InstanceId,tags:Tags}", "--output", "json",
    ], capture_output=True, text=True, check=True).stdout
    for inst in json.loads(out):
        name = next((t["Value"] for t in inst.get("tags") or [] if t["Key"] == "Name"), inst["id"])
        yield inst["id"], re.sub(r"[^A-Za-z0-9_.-]", "-", name)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    ap.add_argument("--region", required=True)
    ap.add_argument("--tag", required=True, help="Key=Value")
    ap.add_argument("--user", default="ec2-user")
    ap.add_argument("--write", action="store_true")
    a = ap.parse_args()

    tpl = open(os.path.join(HERE, "..", "templates", "ssh_config.block")).read()
    blocks = [tpl.format(alias=f"{a.profile}-{name}", instance_id=iid, user=a.user,
                         profile=a.profile, region=a.region)
              for iid, name in instances(a.profile, a.region, a.tag)]
    block = "\n".join([BEGIN, *blocks, END]) + "\n"
    if not a.write:
        print(block)
        print("(not written; re-run with --write after the user confirms)")
        return

    path = os.path.expanduser("~/.ssh/config")
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    cur = open(path).read() if os.path.exists(path) else ""
    if os.path.exists(path):
        shutil.copy2(path, f"{path}.bak-{int(time.time())}")
    cur = re.sub(rf"{re.escape(BEGIN)}.*?{re.escape(END)}\n?", "", cur, flags=re.S)
    with open(path, "w") as fh:
        fh.write(cur.rstrip("\n") + "\n\n" + block)
    os.chmod(path, 0o600)
    print(f"updated {path} ({len(blocks)} hosts)")


if __name__ == "__main__":
    main()
