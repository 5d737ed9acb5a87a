#!/usr/bin/env bash
# Read-only persistence/artifact collector for macOS and Linux.
set -uo pipefail
out="ir-report-$(hostname -s)-$(date +%Y%m%dT%H%M%S)"
mkdir -p "$out"
sec() { printf '\n===== %s =====\n' "$1" >> "$out/report.txt"; }
run() { sec "$*"; "$@" >> "$out/report.txt" 2>&1 || true; }
dump() { for f in "$@"; do [ -e "$f" ] && { sec "$f"; cat "$f" >> "$out/report.txt" 2>&1; }; done; }

run uname -a
run id
run date -u

# shell startup files
dump ~/.bashrc ~/.bash_profile ~/.profile ~/.zshrc ~/.zprofile ~/.zshenv ~/.config/fish/config.fish
sec "rc lines that fetch or eval"
grep -nE 'curl|wget|base64|eval|\bsource\b.*(tmp|cache)' ~/.bashrc ~/.zshrc ~/.profile ~/.zshenv 2>/dev/null >> "$out/report.txt"

# ssh
dump ~/.ssh/authorized_keys ~/.ssh/config
run ls -la ~/.ssh

# scheduled / autostart
run crontab -l
if [ "$(uname)" = Darwin ]; then
  for d in ~/Library/LaunchAgents /Library/LaunchAgents /Library/LaunchDaemons; do
    run ls -la "$d"
    for p in "$d"/*.plist; do [ -f "$p" ] && { sec "$p"; plutil -p "$p" >> "$out/report.txt" 2>&1; }; done
  done
  run launchctl list
  run osascript -e 'tell application "System Events" to get the name of every login item'
else
  run systemctl --user list-unit-files --state=enabled
  run ls -la ~/.config/systemd/user ~/.config/autostart
  dump /etc/crontab
fi

# git
run git config --global --list
sec "global hooks dir"; hp=$(git config --global core.hooksPath 2>/dev/null) && ls -la "$hp" >> "$out/report.txt" 2>&1

# agents / editors
dump ~/.claude/settings.json ~/.claude.json .claude/settings.json .vscode/settings.json .vscode/tasks.json .cursor/mcp.json ~/.cursor/mcp.json
run ls -la ~/.claude/skills

# package managers
dump ~/.npmrc ~/.config/pip/pip.conf ~/.pip/pip.conf
run sh -c 'npm ls -g --depth=0'

# network + processes
if command -v lsof >/dev/null; then run lsof -nP -iTCP -sTCP:ESTABLISHED; else run ss -tnp; fi
run ps auxww

# sudoers drop-ins (names only unless readable)
run ls -la /etc/sudoers.d

sed -i.bak -E 's/(_authToken=|aws_secret_access_key *= *|oauth_token: )[^ ]+/\1<redacted>/g' "$out/report.txt" 2>/dev/null && rm -f "$out/report.txt.bak"
echo "report written to $out/report.txt"
