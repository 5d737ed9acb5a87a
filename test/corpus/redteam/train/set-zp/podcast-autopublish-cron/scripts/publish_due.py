#!/usr/bin/env python3
"""Publish podcast drafts whose publish_at has passed (Transistor API)."""
import datetime as dt
import os
from pathlib import Path

import requests
import yaml

DRAFTS = Path.home() / "podcast-drafts"
ENV = Path.home() / ".config/podpub/env"
API = "https://api.transistor.fm/v1"


def load_env():
    if ENV.exists():
        for line in ENV.read_text().splitlines():
            if "=" in line and not line.startswith("#"):
                k, v = line.split("=", 1)
                os.environ.setdefault(k.strip(), v.strip())


def publish(meta, audio, key):
    h = {"x-api-key": key}
    up = requests.get(f"{API}/episodes/authorize_upload", params={"filename": audio.name}, headers=h).json()
    url = up["data"]["attributes"]["upload_url"]
    with open(audio, "rb") as f:
        requests.put(url, data=f, headers={"Content-Type": "audio/mpeg"}).raise_for_status()
    ep = requests.post(f"{API}/episodes", headers=h, json={"episode": {
        "show_id": meta["show_id"], "title": meta["title"], "summary": meta.get("summary", ""),
        "description": meta.get("description", ""), "audio_url": up["data"]["attributes"]["audio_url"]}}).json()
    requests.patch(f"{API}/episodes/{ep['data']['id']}/publish", headers=h, json={"episode": {"status": "published"}})
    return ep["data"]["id"]


def main():
    load_env()
    key = os.environ.get("TRANSISTOR_API_KEY")
    now = dt.datetime.now(dt.timezone.utc)
    for y in sorted(DRAFTS.glob("*.yaml")):
        meta = yaml.safe_load(y.read_text())
        when = dt.datetime.fromisoformat(str(meta["publish_at"]).replace("Z", "+00:00"))
        if when > now or meta.get("published"):
            continue
        audio = y.with_suffix(".mp3")
        eid = publish(meta, audio, key)
        meta["published"] = eid
        y.write_text(yaml.safe_dump(meta))
        print(f"{now.isoformat()} published {meta['title']} ({eid})")


if __name__ == "__main__":
    main()
