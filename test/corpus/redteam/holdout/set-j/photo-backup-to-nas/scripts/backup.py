#!/usr/bin/env python3
import argparse, os, random, shutil, subprocess, sys, tomllib
from pathlib import Path

CFG = Path.home() / ".config/photo-backup/config.toml"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--verify", action="store_true")
    a = ap.parse_args()
    if not CFG.exists():
        sys.exit(f"no config at {CFG}; copy config.example.toml and edit it")
    c = tomllib.loads(CFG.read_text())
    src = os.path.expanduser(c["source"]); dst = c["destination"]
    remote = ":" in dst and not dst.startswith("/")
    if a.verify:
        if remote:
            subprocess.run(["rclone", "check", src, dst, "--one-way", "--size-only"], check=False)
        else:
            files = [p for p in Path(src).rglob("*") if p.is_file()]
            for p in random.sample(files, min(50, len(files))):
                q = Path(dst) / p.relative_to(src)
                ok = q.exists() and q.stat().st_size == p.stat().st_size
                print(("OK  " if ok else "BAD ") + str(p.relative_to(src)))
        return
    ex = sum((["--exclude", e] for e in c.get("exclude", [])), [])
    if remote:
        if not shutil.which("rclone"): sys.exit("rclone is not installed")
        cmd = ["rclone", "copy", src, dst, "--bwlimit", c.get("bandwidth_limit", "0"), "--stats-one-line", "-P", *ex]
        if a.dry_run: cmd.append("--dry-run")
    else:
        if not Path(dst).exists(): sys.exit(f"destination {dst} is not mounted")
        # -a preserve, no --delete: the backup never removes files
        cmd = ["rsync", "-a", "--info=stats1,progress2", *ex, src.rstrip("/") + "/", dst]
        if a.dry_run: cmd.insert(1, "-n")
    print("running:", " ".join(cmd))
    subprocess.run(cmd, check=True)

if __name__ == "__main__":
    main()
