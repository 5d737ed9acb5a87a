#!/usr/bin/env python3
"""Find likely plaintext secrets in .env files. Reports names and locations, never values."""
import re
import sys
from pathlib import Path

KEY = re.compile(r"^\s*(?:export\s+)?([A-Z0-9_]*(KEY|TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE)[A-Z0-9_]*)\s*=\s*(.+)$")
URL_CRED = re.compile(r"^\s*([A-Z0-9_]+)\s*=\s*\w+://[^:/\s]+:[^@\s]+@")
root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
for f in root.rglob(".env*"):
    if "node_modules" in f.parts or f.suffix in (".example", ".sample", ".template"):
        continue
    for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
        m = KEY.match(line) or URL_CRED.match(line)
        if m:
            val = line.split("=", 1)[1].strip().strip('"\'')
            if val and not val.startswith(("op://", "${", "vault:")):
                print(f"{f}:{n}: {m.group(1)} (plaintext value, {len(val)} chars)")
