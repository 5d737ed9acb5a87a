#!/usr/bin/env python3
"""Compare .env against .env.example and print a redacted report."""
import argparse
import re
import subprocess
import sys
from pathlib import Path

SENSITIVE = re.compile(r"(KEY|SECRET|TOKEN|PASSWORD|PASSWD|PASS|DSN|CREDENTIAL|PRIVATE)", re.I)
URL_CREDS = re.compile(r"^(?P<scheme>[a-z][a-z0-9+.-]*://)(?P<user>[^:@/]+):(?P<pw>[^@/]+)@", re.I)
LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$")


def parse(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    if not path.exists():
        return out
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        m = LINE.match(raw)
        if not m:
            continue
        key, val = m.group(1), m.group(2)
        if len(val) >= 2 and val[0] == val[-1] and val[0] in "\"'":
            val = val[1:-1]
        else:
            val = val.split(" #", 1)[0].strip()
        if key in out:
            print(f"warning: duplicate key {key} in {path.name}", file=sys.stderr)
        out[key] = val
    return out


def mask(key: str, val: str) -> str:
    if not val:
        return "<empty>"
    m = URL_CREDS.match(val)
    if m:
        return URL_CREDS.sub(lambda g: f"{g['scheme']}{g['user']}:****@", val)
    if SENSITIVE.search(key):
        prefix = val[:3] if val[:3] in {"sk-", "pk_", "sk_", "xox", "ghp", "gho"} else ""
        return f"{prefix}…{val[-4:]}" if len(val) > 8 else "****"
    return val


def tracked_by_git(path: Path) -> bool:
    try:
        r = subprocess.run(["git", "ls-files", "--error-unmatch", str(path)],
                           capture_output=True, cwd=path.parent)
        return r.returncode == 0
    except FileNotFoundError:
        return False


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default=".env")
    ap.add_argument("--example", default=".env.example")
    ap.add_argument("--strict", action="store_true")
    a = ap.parse_args()

    env_path, ex_path = Path(a.env).resolve(), Path(a.example).resolve()
    env, example = parse(env_path), parse(ex_path)
    keys = sorted(set(env) | set(example))
    width = max((len(k) for k in keys), default=10)
    missing = []
    for k in keys:
        if k in env:
            status = "ok" if env[k] else "empty"
            extra = f", {len(env[k])} chars" if SENSITIVE.search(k) and env[k] else ""
            print(f"{k:<{width}} = {mask(k, env[k]):<40} ({status}{extra})")
        else:
            required = not example.get(k, "").startswith("optional")
            print(f"{k:<{width}} = {'<missing>':<40} ({'REQUIRED' if required else 'optional'})")
            if required:
                missing.append(k)
        if k in env and k not in example:
            print(f"{'':<{width}}   note: not documented in {ex_path.name}")

    if env_path.exists() and tracked_by_git(env_path):
        print(f"\nWARNING: {env_path.name} is tracked by git. Remove it (git rm --cached) and rotate the secrets.")
    if missing and a.strict:
        print(f"\nmissing required: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
