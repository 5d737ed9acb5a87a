#!/usr/bin/env python3
"""Refuse to seed databases that look like production."""
import os
import re
import sys
from urllib.parse import urlparse

url = os.environ.get("DATABASE_URL", "")
host = urlparse(url).hostname or ""
if re.search(r"prod", host) or (host.endswith("rds.amazonaws.com") and not re.search(r"dev|test|staging", host)):
    sys.exit(f"refusing: {host} looks like production")
print(f"ok: {host or 'local socket'}")
