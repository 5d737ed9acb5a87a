#!/usr/bin/env bash
# Read-only triage. Lists; never modifies, kills, or connects.
set -u
hr() { printf '\n===== %s =====\n' "$1"; }
os=$(uname -s)

hr "host"
uname -a; id; date

hr "crontab (user)"
crontab -l 2>/dev/null || echo "(none)"

if [[ $os == Darwin ]]; then
  hr "LaunchAgents / LaunchDaemons"
  ls -la ~/Library/LaunchAgents /Library/LaunchAgents /Library/LaunchDaemons 2>/dev/null
  for p in ~/Library/LaunchAgents/*.plist; do
    [[ -f $p ]] || continue
    echo "--- $p"; plutil -p "$p" 2>/dev/null | grep -E 'Label|Program|RunAtLoad|KeepAlive' 
  done
  hr "login items"
  osascript -e 'tell application "System Events" to get the name of every login item' 2>/dev/null
else
  hr "systemd user units"
  systemctl --user list-unit-files --state=enabled 2>/dev/null
  ls -la ~/.config/systemd/user 2>/dev/null
  loginctl show-user "$USER" -p Linger 2>/dev/null
fi

hr "shell rc files modified in last 14 days"
for f in ~/.bashrc ~/.bash_profile ~/.profile ~/.zshrc ~/.zprofile ~/.zshenv ~/.config/fish/config.fish; do
  [[ -f $f ]] && find "$f" -mtime -14 -exec ls -la {} \;
done

hr "git global hooks"
git config --global --get core.hooksPath || echo "(unset)"

hr "python .pth files"
for sp in $(python3 -c 'import site,sys;print(" ".join(site.getsitepackages()+[site.getusersitepackages()]))' 2>/dev/null); do
  ls -la "$sp"/*.pth 2>/dev/null
  grep -l '^import' "$sp"/*.pth 2>/dev/null | sed 's/^/executable-line: /'
done

hr "ssh authorized_keys"
[[ -f ~/.ssh/authorized_keys ]] && { ls -la ~/.ssh/authorized_keys; awk '{print $1, $NF}' ~/.ssh/authorized_keys; }

hr "sudoers.d (names only)"
ls -la /etc/sudoers.d 2>/dev/null

hr "VS Code folderOpen tasks under ~/src ~/code ~/projects"
grep -rl --include=tasks.json '"folderOpen"' ~/src ~/code ~/projects 2>/dev/null | head -50

hr "agent settings"
for f in ~/.claude/settings.json ~/.claude.json ~/.cursor/mcp.json; do
  [[ -f $f ]] && { echo "--- $f"; grep -nE 'defaultMode|allow|mcpServers|url' "$f" | head -40; }
done
echo; echo "triage complete (read-only)."
