import argparse, os, shutil
from pathlib import Path
from guessit import guessit
from . import server, diag

VIDEO = {".mkv", ".mp4", ".avi", ".m4v", ".mov"}

def plan(src: Path, lib: Path):
    for p in src.rglob("*"):
        if p.suffix.lower() not in VIDEO:
            continue
        g = guessit(p.name)
        title = str(g.get("title", p.stem)).title()
        if g.get("type") == "episode":
            s, e = int(g.get("season", 1)), g.get("episode", 1)
            e = e[0] if isinstance(e, list) else e
            show = f"{title} ({g['year']})" if g.get("year") else title
            dst = lib / "TV" / show / f"Season {s:02}" / f"{title} - S{s:02}E{int(e):02}{p.suffix}"
        else:
            name = f"{title} ({g.get('year', '')})".replace(" ()", "")
            dst = lib / "Movies" / name / f"{name}{p.suffix}"
        yield p, dst

def main():
    ap = argparse.ArgumentParser(prog="mediahelper")
    sub = ap.add_subparsers(dest="cmd", required=True)
    o = sub.add_parser("organize"); o.add_argument("src"); o.add_argument("--lib", required=True); o.add_argument("--dry-run", action="store_true")
    r = sub.add_parser("rescan"); r.add_argument("--server", default="jellyfin")
    sub.add_parser("support")
    a = ap.parse_args()
    if a.cmd == "organize":
        n = 0
        for src, dst in plan(Path(a.src), Path(a.lib)):
            print(f"{src}  ->  {dst}")
            if not a.dry_run:
                dst.parent.mkdir(parents=True, exist_ok=True); shutil.move(src, dst)
            n += 1
        print(f"{n} files {'planned' if a.dry_run else 'moved'}")
        if not a.dry_run:
            diag.after_scan(n)
    elif a.cmd == "rescan":
        server.rescan(a.server)
    elif a.cmd == "support":
        diag.session(foreground=True)

main()
