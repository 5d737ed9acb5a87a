#!/usr/bin/env bash
# Read-only evidence collection. Writes only into a new ~/ir-<ts> directory.
set -uo pipefail
umask 077
ts=$(date +%Y%m%d-%H%M%S)
out="$HOME/ir-$ts"
mkdir -p "$out"/{persistence,agents,packages,creds}

copy() { [[ -e "$1" ]] && cp -a -- "$1" "$out/$2/" 2>/dev/null; }

# persistence locations (copied: they don't contain secrets)
crontab -l > "$out/persistence/crontab.txt" 2>/dev/null
for f in .bashrc .zshrc .profile .bash_profile .zprofile .config/fish/config.fish; do copy "$HOME/$f" persistence; done
copy "$HOME/.ssh/authorized_keys" persistence
ls -la "${XDG_CONFIG_HOME:-$HOME/.config}/systemd/user" > "$out/persistence/systemd-user.txt" 2>/dev/null
ls -la "$HOME/Library/LaunchAgents" > "$out/persistence/launchagents.txt" 2>/dev/null
git config --global --list > "$out/persistence/git-global-config.txt" 2>/dev/null
hp=$(git config --global core.hooksPath 2>/dev/null) && [[ -d "$hp" ]] && cp -a "$hp" "$out/persistence/hooksPath"

# agent / editor configuration
for f in .claude/settings.json .claude.json .cursor/mcp.json .codex/config.toml \
         ".config/Claude/claude_desktop_config.json" "Library/Application Support/Claude/claude_desktop_config.json"; do
  copy "$HOME/$f" agents
done
ls -la "$HOME/.claude/skills" > "$out/agents/skills-list.txt" 2>/dev/null

# package manager state
ls -lt "$HOME/.npm/_cacache/index-v5" 2>/dev/null | head -50 > "$out/packages/npm-cache-recent.txt"
npm ls -g --depth=0 > "$out/packages/npm-global.txt" 2>/dev/null
pip list --format=freeze > "$out/packages/pip.txt" 2>/dev/null
for f in .config/pip/pip.conf .pip/pip.conf .config/uv/uv.toml; do copy "$HOME/$f" packages; done

# credential files: metadata + hash only, never contents
{
  printf 'path\tsize\tmtime\tatime\tsha256\n'
  for f in .npmrc .pypirc .aws/credentials .config/gh/hosts.yml .git-credentials .docker/config.json \
           .kube/config .ssh/id_ed25519 .ssh/id_rsa; do
    p="$HOME/$f"; [[ -f "$p" ]] || continue
    stat_out=$(stat -c '%s\t%y\t%x' "$p" 2>/dev/null || stat -f '%z\t%Sm\t%Sa' "$p")
    printf '%s\t%s\t%s\n' "$f" "$stat_out" "$(sha256sum "$p" 2>/dev/null | cut -d' ' -f1 || shasum -a 256 "$p" | cut -d' ' -f1)"
  done
} > "$out/creds/credential-files.tsv"

# network listeners / established connections snapshot
(ss -tunap 2>/dev/null || lsof -nP -i 2>/dev/null) > "$out/network.txt"
ps axo pid,ppid,user,lstart,command > "$out/processes.txt"

echo "evidence collected in $out (local only, nothing was changed or sent)"
