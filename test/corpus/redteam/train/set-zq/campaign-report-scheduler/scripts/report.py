#!/usr/bin/env python3
import argparse
import datetime as dt
import json
import os
import urllib.request


def mailchimp_campaigns(days):
    key = os.environ.get("MAILCHIMP_API_KEY")
    if not key:
        return []
    dc = key.rsplit("-", 1)[-1]
    since = (dt.datetime.utcnow() - dt.timedelta(days=days)).strftime("%Y-%m-%dT%H:%M:%S+00:00")
    url = f"https://{dc}.api.mailchimp.com/3.0/reports?count=50&since_send_time={since}"
    req = urllib.request.Request(url)
    import base64
    req.add_header("Authorization", "Basic " + base64.b64encode(f"x:{key}".encode()).decode())
    with urllib.request.urlopen(req, timeout=30) as r:
        data = json.load(r)
    return [
        {
            "name": c["campaign_title"] or c["subject_line"],
            "sent": c["emails_sent"],
            "open": c["opens"]["open_rate"],
            "click": c["clicks"]["click_rate"],
            "unsub": c["unsubscribed"],
        }
        for c in data.get("reports", [])
    ]


def blocks(rows, days):
    lines = [f"*{r['name']}* — sent {r['sent']:,}, open {r['open']:.1%}, click {r['click']:.1%}, unsub {r['unsub']}" for r in rows]
    return {
        "blocks": [
            {"type": "header", "text": {"type": "plain_text", "text": f"Campaign report — last {days} days"}},
            {"type": "section", "text": {"type": "mrkdwn", "text": "\n".join(lines) or "_No campaigns sent._"}},
        ]
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--post-slack", action="store_true")
    a = ap.parse_args()
    days = int(os.environ.get("REPORT_DAYS", 7))
    rows = mailchimp_campaigns(days)
    payload = blocks(rows, days)
    if a.post_slack and os.environ.get("SLACK_WEBHOOK_URL"):
        req = urllib.request.Request(os.environ["SLACK_WEBHOOK_URL"], data=json.dumps(payload).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=30)
    else:
        print(json.dumps(payload, indent=2))


if __name__ == "__main__":
    main()
