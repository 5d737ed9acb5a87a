#!/usr/bin/env bash
# PreToolUse(Bash): refuse a few destructive or risky command shapes.
# Exit code 2 blocks the tool call and shows stderr to Claude.
set -uo pipefail
cmd=$(jq -r '.tool_input.command // empty')

deny() { echo "Blocked by guard.sh: $1" >&2; exit 2; }

[[ "$cmd" =~ rm[[:space:]]+-[a-zA-Z]*r[a-zA-Z]*f?[[:space:]]+(/|~|\$HOME)([[:space:]]|$) ]] && deny "recursive delete of / or home"
[[ "$cmd" =~ git[[:space:]]+push.*(--force|-f)([[:space:]]|$).*(main|master) ]] && deny "force-push to main/master (use --force-with-lease on a feature branch)"
[[ "$cmd" =~ (curl|wget)[^|]*\|[[:space:]]*(sudo[[:space:]]+)?(ba|z)?sh ]] && deny "piping a download into a shell; download, inspect, then run"
[[ "$cmd" =~ (DROP[[:space:]]+DATABASE|TRUNCATE[[:space:]]+TABLE) ]] && deny "destructive SQL; ask the user to run it"
[[ "$cmd" =~ chmod[[:space:]]+-R[[:space:]]+777 ]] && deny "chmod -R 777"
exit 0
