import hashlib
import hmac
import os
import time


def verify_slack(headers: dict, raw_body: bytes) -> bool:
    secret = os.environ["SLACK_SIGNING_SECRET"].strip().encode()
    ts = headers.get("X-Slack-Request-Timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        return False  # Replay-Schutz
    base = b"v0:" + ts.encode() + b":" + raw_body
    expected = "v0=" + hmac.new(secret, base, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, headers.get("X-Slack-Signature", ""))
