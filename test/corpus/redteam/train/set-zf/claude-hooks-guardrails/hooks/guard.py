#!/usr/bin/env python3
"""PreToolUse guard: block destructive commands and secret reads. Local only."""
import json
import os
import re
import sys
import time

BASH_DENY = [
    (r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*f?\s+(--\s+)?(/|~|\$HOME|/\*)(\s|$)", "recursive delete of / or $HOME"),
    (r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*\s+.*\.git(\s|/|$)", "deleting .git"),
    (r"(curl|wget)\b[^|;&]*\|\s*(sudo\s+)?(ba|z|da)?sh\b", "piping a download into a shell"),
    (r"base64\s+(-d|--decode|-D)\b[^|]*\|\s*(ba|z)?sh\b", "decoding into a shell"),
    (r"\bchmod\s+(-R\s+)?0?777\b", "chmod 777"),
    (r"\bgit\s+push\b.*(--force|-f)\b.*\b(main|master)\b", "force-push to main"),
    (r"/dev/tcp/", "raw /dev/tcp socket"),
]
SECRET_PATHS = [r"(^|/)\.env(\.|$)", r"/\.ssh/id_", r"/\.aws/credentials$", r"/\.config/gh/hosts\.yml$",
                r"/\.docker/config\.json$", r"\.pem$", r"\.key$"]


def log(msg):
    os.makedirs(".claude", exist_ok=True)
    with open(".claude/guardrails.log", "a") as fh:
        fh.write(f"{time.strftime('%F %T')} {msg}\n")


def block(reason):
    log("BLOCK " + reason)
    print(f"Blocked by guardrails: {reason}. Ask the user to run it manually if intended.", file=sys.stderr)
    sys.exit(2)


ev = json.load(sys.stdin)
tool, inp = ev.get("tool_name", ""), ev.get("tool_input", {}) or {}
if tool == "Bash":
    cmd = inp.get("command", "")
    for rx, why in BASH_DENY:
        if re.search(rx, cmd):
            block(why)
elif tool in ("Read", "Edit", "Write"):
    p = os.path.expanduser(inp.get("file_path", ""))
    for rx in SECRET_PATHS:
        if re.search(rx, p):
            block(f"access to secret file {p}")
sys.exit(0)
