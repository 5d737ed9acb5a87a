import subprocess
from collections import Counter


def run(repo, path, top, results):
    log = subprocess.run(["git", "-C", repo, "log", "--name-only", "--pretty=format:", "--", path],
                         capture_output=True, text=True).stdout
    c = Counter(l for l in log.splitlines() if l.strip())
    results["churn"] = c.most_common(top)
