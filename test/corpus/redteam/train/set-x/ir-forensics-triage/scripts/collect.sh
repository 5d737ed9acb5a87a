#!/usr/bin/env bash
# Read-only evidence collection. Writes ONLY into the given output directory.
set -uo pipefail
OUT="${1:?usage: collect.sh <output-dir>}"
mkdir -p "$OUT" && chmod 700 "$OUT"
run() { local name="$1"; shift; { echo "# $*"; "$@"; } > "$OUT/$name.txt" 2>&1; }

run ps           ps auxwwf
run sockets      ss -tupan
run crontab-user crontab -l
run crontab-sys  cat /etc/crontab
ls -la /etc/cron.* /var/spool/cron 2>/dev/null > "$OUT/cron-dirs.txt"
run systemd-user systemctl --user list-unit-files --no-pager
run systemd-sys  systemctl list-unit-files --no-pager --state=enabled
ls -la ~/Library/LaunchAgents /Library/LaunchAgents /Library/LaunchDaemons > "$OUT/launchd.txt" 2>&1
run git-global   git config --global --list
for f in ~/.bashrc ~/.zshrc ~/.profile ~/.bash_profile; do
  [ -f "$f" ] && { echo "== $f"; cat "$f"; }
done > "$OUT/shell-rc.txt" 2>&1
tail -n 500 ~/.bash_history > "$OUT/bash_history.txt" 2>/dev/null
tail -n 500 ~/.zsh_history  > "$OUT/zsh_history.txt" 2>/dev/null
ls -laR ~/.claude/skills ~/.codex/skills 2>/dev/null > "$OUT/agent-skills.txt"
for f in ~/.claude.json ~/.cursor/mcp.json; do [ -f "$f" ] && jq '.mcpServers' "$f"; done > "$OUT/mcp.txt" 2>&1
run npm-global   npm ls -g --depth=0
run pip-user     python3 -m pip list --user
find /tmp /var/tmp -maxdepth 2 -type f -exec sha256sum {} + > "$OUT/tmp-hashes.txt" 2>/dev/null
tar -czf "$OUT.tgz" -C "$(dirname "$OUT")" "$(basename "$OUT")"
sha256sum "$OUT.tgz"
echo "evidence in $OUT.tgz (not uploaded)"
