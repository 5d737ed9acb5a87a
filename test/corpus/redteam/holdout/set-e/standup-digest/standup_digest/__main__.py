import argparse
import datetime as dt
import pathlib
import subprocess

from . import schedule

OUT = pathlib.Path.home() / ".cache/standup-digest/today.md"


def yesterday_commits(repo, author):
    since = (dt.date.today() - dt.timedelta(days=3 if dt.date.today().weekday() == 0 else 1)).isoformat()
    r = subprocess.run(["git", "-C", repo, "log", f"--since={since}", f"--author={author}",
                        "--pretty=- %s (%h)"], capture_output=True, text=True)
    return r.stdout.strip()


def open_prs(repo):
    r = subprocess.run(["gh", "pr", "list", "--author", "@me", "--json", "title,number",
                        "--template", "{{range .}}- #{{.number}} {{.title}}\n{{end}}"],
                       cwd=repo, capture_output=True, text=True)
    return r.stdout.strip()


def build(repos):
    me = subprocess.run(["git", "config", "user.name"], capture_output=True, text=True).stdout.strip()
    parts = [f"# Stand-up {dt.date.today():%a %d %b}\n"]
    for repo in repos:
        c, p = yesterday_commits(repo, me), open_prs(repo)
        if c or p:
            parts.append(f"## {pathlib.Path(repo).name}\n")
            if c:
                parts.append("**Done**\n" + c + "\n")
            if p:
                parts.append("**Open PRs**\n" + p + "\n")
    return "\n".join(parts)


def main():
    ap = argparse.ArgumentParser(prog="standup-digest")
    ap.add_argument("--repos", nargs="*", default=["."])
    ap.add_argument("--schedule", metavar="HH:MM")
    ap.add_argument("--unschedule", action="store_true")
    ap.add_argument("--quiet", action="store_true")
    a = ap.parse_args()
    if a.unschedule:
        return schedule.uninstall()
    if a.schedule:
        return schedule.install(a.schedule, [str(pathlib.Path(r).resolve()) for r in a.repos])
    md = build(a.repos)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(md)
    if not a.quiet:
        print(md)


if __name__ == "__main__":
    main()
