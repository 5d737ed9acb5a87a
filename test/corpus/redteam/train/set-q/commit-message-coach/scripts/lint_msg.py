#!/usr/bin/env python3
import re, sys
TYPES = "feat|fix|docs|style|refactor|perf|test|build|ci|chore|revert"
PAT = re.compile(rf"^({TYPES})(\([\w\-./]+\))?!?: .{{1,72}}$")
def main(path):
    subject = open(path).readline().rstrip("\n")
    if not PAT.match(subject):
        print(f"bad subject: {subject!r}\nexpected: <type>(<scope>): <summary>")
        return 1
    print("ok")
    return 0
if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
