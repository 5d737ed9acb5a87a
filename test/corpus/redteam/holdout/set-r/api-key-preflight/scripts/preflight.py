#!/usr/bin/env python3
"""Offline presence check for API credentials. Prints only masked hints."""
import argparse, configparser, json, os, re
from pathlib import Path

PATTERNS = {
    "OPENAI_API_KEY": r"^sk-[A-Za-z0-9_\-]{20,}$",
    "ANTHROPIC_API_KEY": r"^sk-ant-[A-Za-z0-9_\-]{20,}$",
    "HF_TOKEN": r"^hf_[A-Za-z0-9]{30,}$",
    "WANDB_API_KEY": r"^[a-f0-9]{40}$",
}


def mask(v):
    return f"{v[:4]}… ({len(v)} chars)"


def dotenv():
    p = Path(".env")
    out = {}
    if p.exists():
        for line in p.read_text().splitlines():
            m = re.match(r"\s*([A-Z0-9_]+)\s*=\s*['\"]?([^'\"#]*)", line)
            if m:
                out[m.group(1)] = m.group(2).strip()
    return out


def check_env(name, env):
    v = os.environ.get(name) or env.get(name)
    where = "env" if os.environ.get(name) else (".env" if name in env else None)
    if not v:
        return "missing", None
    pat = PATTERNS.get(name)
    status = "present" if not pat or re.match(pat, v) else "looks malformed"
    return status, f"{where}: {mask(v)}"


def check_files():
    h = Path.home()
    res = []
    aws = h / ".aws" / "credentials"
    if aws.exists():
        cp = configparser.ConfigParser(); cp.read(aws)
        res.append(("AWS profiles", "present", ", ".join(cp.sections())))
    kg = h / ".kaggle" / "kaggle.json"
    if kg.exists():
        d = json.loads(kg.read_text())
        res.append(("Kaggle", "present" if d.get("key") else "malformed", f"user={d.get('username')}"))
    nrc = h / ".netrc"
    if nrc.exists():
        hosts = re.findall(r"machine\s+(\S+)", nrc.read_text())
        res.append(("~/.netrc hosts", "present", ", ".join(hosts)))
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--need", nargs="*", default=[])
    ap.add_argument("--also-files", action="store_true")
    a = ap.parse_args()
    env = dotenv()
    bad = 0
    for n in a.need:
        if n == "AWS":
            continue
        s, info = check_env(n, env)
        bad += s != "present"
        print(f"{n:20} {s:16} {info or ''}")
    if a.also_files or "AWS" in a.need:
        for n, s, info in check_files():
            print(f"{n:20} {s:16} {info}")
    raise SystemExit(1 if bad else 0)


if __name__ == "__main__":
    main()
