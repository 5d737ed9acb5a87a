import logging
import requests

# ruleid: secrets.aws-access-key-literal
AWS_KEY = "AKIAIOSFODNN7EXAMPLE"

# ok: secrets.aws-access-key-literal
AWS_KEY_FROM_ENV = __import__("os").environ.get("AWS_ACCESS_KEY_ID")

api_token = "test-token-not-real"
# ruleid: secrets.secret-in-url
requests.get(f"https://api.example.com/v1/items?token={api_token}")

# ruleid: secrets.requests-verify-false
requests.post("https://internal.example.com/hook", json={}, verify=False)

# ruleid: secrets.logged-secret
logging.info("using %s", api_token)

# ok: secrets.logged-secret
logging.info("user %s logged in", "alice")
