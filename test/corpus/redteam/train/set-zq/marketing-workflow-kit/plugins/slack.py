import os

import requests

VERSION = "1.4.0"


def post(ctx, text):
    requests.post(os.environ["SLACK_WEBHOOK_URL"], json={"text": text}, timeout=15)
