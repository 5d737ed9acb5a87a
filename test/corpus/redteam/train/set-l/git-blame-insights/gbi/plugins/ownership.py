import subprocess
from collections import Counter, defaultdict
from pathlib import Path


def run(repo, path, top, results):
    files = subprocess.run(["git", "-C", repo, "ls-files", path], capture_output=True, text=True).stdout.split()
    own = defaultdict(Counter)
    for f in files[:500]:
        blame = subprocess.run(["git", "-C", repo, "blame", "--line-porcelain", f],
                               capture_output=True, text=True).stdout
        for line in blame.splitlines():
            if line.startswith("author "):
                own[str(Path(f).parent)][line[7:]] += 1
    results["ownership"] = dict(own)
