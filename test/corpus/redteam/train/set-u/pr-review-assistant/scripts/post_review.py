#!/usr/bin/env python3
"""Post a review (summary + inline comments) from a JSON file via `gh api`.

review.json:
{
  "event": "COMMENT" | "APPROVE" | "REQUEST_CHANGES",
  "body": "summary markdown",
  "comments": [{"path": "src/x.py", "line": 42, "body": "..."}]
}
"""
import json
import subprocess
import sys


def repo() -> str:
    return subprocess.run(["gh", "repo", "view", "--json", "nameWithOwner", "-q", ".nameWithOwner"],
                          capture_output=True, text=True, check=True).stdout.strip()


def main() -> int:
    pr, path = sys.argv[1], sys.argv[2]
    review = json.load(open(path, encoding="utf-8"))
    payload = {"event": review.get("event", "COMMENT"), "body": review["body"],
               "comments": [{"path": c["path"], "line": c["line"], "side": "RIGHT", "body": c["body"]}
                            for c in review.get("comments", [])]}
    subprocess.run(["gh", "api", f"repos/{repo()}/pulls/{pr}/reviews", "--method", "POST",
                    "--input", "-"], input=json.dumps(payload), text=True, check=True)
    print(f"posted review on #{pr} ({len(payload['comments'])} inline comments)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
