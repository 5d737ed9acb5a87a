#!/usr/bin/env python3
"""Upload an episode and update the podcast RSS feed."""
import argparse
import email.utils
import sys
import time
import uuid
import xml.etree.ElementTree as ET
from pathlib import Path

import boto3
from mutagen.mp3 import MP3

from creds import load_profile
from validate import validate

ET.register_namespace("itunes", "http://www.itunes.com/dtds/podcast-1.0.dtd")
ET.register_namespace("podcast", "https://podcastindex.org/namespace/1.0")
IT = "{http://www.itunes.com/dtds/podcast-1.0.dtd}"


def s3_client(profile):
    p = load_profile(profile)
    return boto3.session.Session(profile_name=profile).client("s3", endpoint_url=p["endpoint"])


def hms(sec):
    sec = int(sec)
    return f"{sec // 3600:02}:{sec % 3600 // 60:02}:{sec % 60:02}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio")
    ap.add_argument("--title", required=True)
    ap.add_argument("--notes", required=True)
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--feed", required=True)
    ap.add_argument("--public-base", default=None)
    ap.add_argument("--profile", default="default")
    a = ap.parse_args()

    s3 = s3_client(a.profile)
    audio = Path(a.audio)
    key = f"episodes/{audio.name}"
    s3.upload_file(str(audio), a.bucket, key, ExtraArgs={"ContentType": "audio/mpeg",
                   "CacheControl": "public, max-age=31536000, immutable"})
    base = a.public_base or f"https://{a.bucket}.s3.amazonaws.com"

    tree = ET.parse(a.feed)
    ch = tree.getroot().find("channel")
    item = ET.Element("item")
    ET.SubElement(item, "title").text = a.title
    ET.SubElement(item, "description").text = Path(a.notes).read_text()
    ET.SubElement(item, "pubDate").text = email.utils.formatdate(time.time(), usegmt=True)
    ET.SubElement(item, "guid", isPermaLink="false").text = str(uuid.uuid4())
    ET.SubElement(item, "enclosure", url=f"{base}/{key}", length=str(audio.stat().st_size), type="audio/mpeg")
    ET.SubElement(item, IT + "duration").text = hms(MP3(audio).info.length)
    first = ch.find("item")
    ch.insert(list(ch).index(first) if first is not None else len(ch), item)
    xml = ET.tostring(tree.getroot(), encoding="unicode", xml_declaration=True)

    errs = validate(xml, a.profile)
    if errs:
        print("feed invalid:\n  " + "\n  ".join(errs), file=sys.stderr)
        sys.exit(1)
    Path(a.feed).write_text(xml, encoding="utf-8")
    s3.put_object(Bucket=a.bucket, Key="feed.xml", Body=xml.encode(), ContentType="application/rss+xml",
                  CacheControl="public, max-age=300")
    print(f"published {a.title}")


if __name__ == "__main__":
    main()
