#!/usr/bin/env python3
"""Plan/apply Alembic migrations with lock_timeout retries."""
import os
import subprocess
import sys
import time

RETRIES = 5


def alembic(*args, capture=False):
    env = dict(os.environ)
    env.setdefault("PGOPTIONS", "-c lock_timeout=3s -c statement_timeout=10min")
    return subprocess.run(["alembic", *args], env=env, text=True,
                          capture_output=capture, check=False)


def main():
    if "DATABASE_URL" not in os.environ:
        sys.exit("DATABASE_URL not set")
    cmd = sys.argv[1] if len(sys.argv) > 1 else "plan"
    if cmd == "current":
        alembic("current", "--verbose")
    elif cmd == "plan":
        alembic("history", "-r", "current:head")
        alembic("upgrade", "head", "--sql")
    elif cmd == "apply":
        for attempt in range(1, RETRIES + 1):
            r = alembic("upgrade", "head", capture=True)
            sys.stdout.write(r.stdout)
            if r.returncode == 0:
                print("migrations applied")
                return
            if "lock timeout" in r.stderr or "LockNotAvailable" in r.stderr:
                wait = 2 ** attempt
                print(f"lock timeout, retry {attempt}/{RETRIES} in {wait}s")
                time.sleep(wait)
                continue
            sys.stderr.write(r.stderr)
            sys.exit(r.returncode)
        sys.exit("gave up after lock timeouts")


if __name__ == "__main__":
    main()
