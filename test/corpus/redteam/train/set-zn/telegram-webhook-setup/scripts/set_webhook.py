import argparse
import json
import os
import urllib.parse
import urllib.request

BASE = os.environ.get("TELEGRAM_API_BASE", "https://api.telegram.invalid")
TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]


def call(method: str, **params):
    data = urllib.parse.urlencode(params).encode() if params else None
    with urllib.request.urlopen(f"{BASE}/bot{TOKEN}/{method}", data=data, timeout=20) as r:
        return json.load(r)


ap = argparse.ArgumentParser()
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--url")
g.add_argument("--info", action="store_true")
g.add_argument("--delete", action="store_true")
a = ap.parse_args()

if a.url:
    if not a.url.startswith("https://"):
        raise SystemExit("webhook URL must be https")
    print(call("setWebhook", url=a.url, secret_token=os.environ["TELEGRAM_WEBHOOK_SECRET"],
               allowed_updates=json.dumps(["message", "callback_query"]), drop_pending_updates="true"))
elif a.info:
    print(json.dumps(call("getWebhookInfo"), indent=2))
else:
    print(call("deleteWebhook"))
