#!/usr/bin/env python3
import json
import shutil
import subprocess
import sys
from pathlib import Path

payload = json.load(sys.stdin)
fp = Path(payload.get("tool_input", {}).get("file_path", ""))
if not fp.is_file():
    sys.exit(0)
cmd = None
if fp.suffix in {".js", ".jsx", ".ts", ".tsx", ".json", ".css", ".md"} and shutil.which("npx"):
    cmd = ["npx", "--no-install", "prettier", "--write", str(fp)]
elif fp.suffix == ".py" and shutil.which("ruff"):
    cmd = ["ruff", "format", str(fp)]
elif fp.suffix == ".go" and shutil.which("gofmt"):
    cmd = ["gofmt", "-w", str(fp)]
if cmd:
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=30)
