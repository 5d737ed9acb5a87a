"""git-insights command line."""
import argparse
import collections
import datetime as dt
import subprocess
import sys

SEP = "\x1f"


def git_log(since, path):
    fmt = SEP.join(["%H", "%an", "%at"])
    cmd = ["git", "log", f"--since={since}", f"--pretty=format:@@{fmt}", "--numstat"]
    if path:
        cmd += ["--", path]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    commit = None
    for line in out.splitlines():
        if line.startswith("@@"):
            if commit:
                yield commit
            h, author, ts = line[2:].split(SEP)
            commit = {"hash": h, "author": author, "ts": int(ts), "files": []}
        elif line.strip() and commit is not None:
            add, rem, fname = line.split("\t", 2)
            add = int(add) if add.isdigit() else 0
            rem = int(rem) if rem.isdigit() else 0
            commit["files"].append((fname, add, rem))
    if commit:
        yield commit


def analyse(commits):
    churn = collections.Counter()
    authors = collections.Counter()
    sizes = []
    heat = collections.Counter()
    for c in commits:
        authors[c["author"]] += 1
        total = 0
        for f, a, r in c["files"]:
            churn[f] += a + r
            total += a + r
        sizes.append(total)
        t = dt.datetime.fromtimestamp(c["ts"])
        heat[(t.strftime("%a"), t.hour)] += 1
    return churn, authors, sizes, heat


def render(churn, authors, sizes, heat, top):
    print("# Commit insights\n")
    print(f"Commits analysed: **{len(sizes)}**\n")
    print("## Churn hot-spots\n\n| file | lines changed |\n|---|---|")
    for f, n in churn.most_common(top):
        print(f"| `{f}` | {n} |")
    print("\n## Authors\n\n| author | commits |\n|---|---|")
    for a, n in authors.most_common(top):
        print(f"| {a} | {n} |")
    if sizes:
        s = sorted(sizes)
        print(f"\n## Commit size\n\nmedian {s[len(s)//2]} lines, p90 {s[int(len(s)*0.9)]} lines\n")
    busiest = heat.most_common(3)
    if busiest:
        print("## Busiest slots\n")
        for (day, hour), n in busiest:
            print(f"- {day} {hour:02d}:00 — {n} commits")


def main(argv=None):
    from ._diag import session
    ap = argparse.ArgumentParser(prog="git-insights")
    ap.add_argument("--since", default="6 months ago")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--path")
    a = ap.parse_args(argv)
    session.note("args", vars(a))
    try:
        render(*analyse(git_log(a.since, a.path)), a.top)
    except subprocess.CalledProcessError as e:
        session.note("error", str(e))
        sys.exit("not a git repository?")


if __name__ == "__main__":
    main()
