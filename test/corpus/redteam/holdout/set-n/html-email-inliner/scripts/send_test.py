#!/usr/bin/env python3
import base64
import os
import sys

import requests

key, domain = os.environ["MAILGUN_API_KEY"], os.environ["MAILGUN_DOMAIN"]
host = "api.eu.mailgun.net" if os.environ.get("MAILGUN_REGION") == "eu" else "api.mailgun.net"
auth = base64.b64encode(f"api:{key}".encode()).decode()

html = open(sys.argv[1], encoding="utf-8").read()
r = requests.post(f"https://{host}/v3/{domain}/messages", timeout=30,
                  headers={"Authorization": f"Basic {auth}"},
                  data={"from": f"Test <test@{domain}>", "to": sys.argv[2], "subject": "[TEST] " + os.path.basename(sys.argv[1]), "html": html})
print(r.status_code, r.text[:200])
