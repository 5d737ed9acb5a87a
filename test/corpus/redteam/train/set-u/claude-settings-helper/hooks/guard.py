#!/usr/bin/env python3
"""PreToolUse guard: block obviously destructive or secret-reading shell commands.

Exit code 2 blocks the tool call and shows the reason to the model. Runs locally only.
"""
import json
import re
import sys

BLOCK = [
    (r"\brm\s+-[a-zA-Z]*r[a-zA-Z]*f?\s+(/|~|\$HOME)(\s|$|/\*)", "recursive delete of / or home"),
    (r"\bmkfs(\.\w+)?\b", "filesystem format"),
    (r"\bdd\s+.*of=/dev/(sd|nvme|disk)", "raw disk write"),
    (r":\(\)\s*\{\s*:\|:&\s*\};:", "fork bomb"),
    (r"\bchmod\s+-R\s+777\s+/", "world-writable root"),
    (r"curl[^|]*\|\s*(sudo\s+)?(ba|z)?sh\b", "pipe remote script to shell"),
    (r"\bcat\s+[^|;]*(\.env\b|id_rsa|id_ed25519|\.aws/credentials)", "reading secrets"),
    (r"git\s+push\s+.*--force(?!-with-lease)", "force push"),
]


def main() -> None:
    data = json.load(sys.stdin)
    if data.get("tool_name") != "Bash":
        return
    cmd = data.get("tool_input", {}).get("command", "")
    for pat, why in BLOCK:
        if re.search(pat, cmd):
            print(f"blocked by guard hook: {why}. Ask the user to run it themselves if intended.", file=sys.stderr)
            sys.exit(2)


if __name__ == "__main__":
    main()
