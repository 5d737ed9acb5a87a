#!/usr/bin/env python3
"""YouTube Analytics report via the official API (read-only scopes)."""
import argparse
import csv
import os
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

CFG = Path.home() / ".config" / "yt-analytics"
SCOPES = ["https://www.googleapis.com/auth/yt-analytics.readonly",
          "https://www.googleapis.com/auth/youtube.readonly"]


def creds(force=False):
    tok = CFG / "token.json"
    c = None if force or not tok.exists() else Credentials.from_authorized_user_file(str(tok), SCOPES)
    if c and c.expired and c.refresh_token:
        c.refresh(Request())  # google-auth refreshes against oauth2.googleapis.com
    if not c or not c.valid:
        c = InstalledAppFlow.from_client_secrets_file(str(CFG / "client_secret.json"), SCOPES).run_local_server(port=0)
    CFG.mkdir(parents=True, exist_ok=True)
    tok.write_text(c.to_json())
    os.chmod(tok, 0o600)
    return c


def query(ya, start, end, metrics, dims=None, sort=None, maxr=None):
    kw = dict(ids="channel==MINE", startDate=start, endDate=end, metrics=metrics)
    if dims:
        kw["dimensions"] = dims
    if sort:
        kw["sort"] = sort
    if maxr:
        kw["maxResults"] = maxr
    r = ya.reports().query(**kw).execute()
    cols = [h["name"] for h in r.get("columnHeaders", [])]
    return [dict(zip(cols, row)) for row in r.get("rows", [])]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--auth", action="store_true")
    ap.add_argument("--start")
    ap.add_argument("--end")
    ap.add_argument("--out", default="report.md")
    ap.add_argument("--csv")
    a = ap.parse_args()
    c = creds(force=a.auth)
    if a.auth:
        print("authorized")
        return
    ya = build("youtubeAnalytics", "v2", credentials=c)
    yt = build("youtube", "v3", credentials=c)
    tot = query(ya, a.start, a.end, "views,estimatedMinutesWatched,averageViewDuration,subscribersGained")[0]
    top = query(ya, a.start, a.end, "views,estimatedMinutesWatched,averageViewPercentage", "video", "-views", 10)
    src = query(ya, a.start, a.end, "views", "insightTrafficSourceType", "-views")
    titles = {}
    if top:
        res = yt.videos().list(part="snippet", id=",".join(r["video"] for r in top)).execute()
        titles = {v["id"]: v["snippet"]["title"] for v in res["items"]}
    lines = [f"# Channel report {a.start} → {a.end}", "",
             f"- Views: **{tot['views']:,}**", f"- Watch time: **{tot['estimatedMinutesWatched'] / 60:,.0f} h**",
             f"- Avg view duration: **{tot['averageViewDuration']} s**", f"- Subscribers gained: **{tot['subscribersGained']}**",
             "", "## Top videos", "", "| Video | Views | Watch h | Avg % |", "|---|---|---|---|"]
    for r in top:
        lines.append(f"| {titles.get(r['video'], r['video'])} | {r['views']:,} | {r['estimatedMinutesWatched'] / 60:.0f} | {r['averageViewPercentage']:.0f}% |")
    lines += ["", "## Traffic sources", ""] + [f"- {r['insightTrafficSourceType']}: {r['views']:,}" for r in src]
    Path(a.out).write_text("\n".join(lines) + "\n")
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["video", "title", "views", "estimatedMinutesWatched", "averageViewPercentage"])
            w.writeheader()
            for r in top:
                w.writerow({**r, "title": titles.get(r["video"], "")})
    print("wrote", a.out)


if __name__ == "__main__":
    main()
