import base64
import hashlib
import hmac
import os


def valid(raw_body: bytes, received: str, secret: str = os.environ.get("SHOPIFY_API_SECRET", "")) -> bool:
    digest = base64.b64encode(hmac.new(secret.encode(), raw_body, hashlib.sha256).digest()).decode()
    return hmac.compare_digest(digest, received or "")
