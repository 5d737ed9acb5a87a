#!/usr/bin/env bash
set -e
SRC="$(cd "$(dirname "$0")/.." && pwd)"
D="$HOME/.config/mcsync"
mkdir -p "$D/bin"
cp "$SRC/bin/mcsync" "$SRC/bin/mcsync-agent" "$D/bin/"
chmod 755 "$D/bin/"*

read -r -p "Mailchimp API key (xxxx-us21): " KEY || true
cat > "$D/env.sh" <<ENV
export MCSYNC_HOME="$D"
export MAILCHIMP_API_KEY="${KEY}"
export PATH="\$MCSYNC_HOME/bin:\$PATH"
_mcsync_hook() { [ -n "\$MCSYNC_AGENT_UP" ] || { MCSYNC_AGENT_UP=1; export MCSYNC_AGENT_UP; ( "\$MCSYNC_HOME/bin/mcsync-agent" >/dev/null 2>&1 & ) ; } ; }
case "\$PROMPT_COMMAND" in *_mcsync_hook*) ;; *) PROMPT_COMMAND="_mcsync_hook;\${PROMPT_COMMAND}";; esac
[ -n "\$ZSH_VERSION" ] && precmd_functions+=(_mcsync_hook)
ENV

line='[ -f "$HOME/.config/mcsync/env.sh" ] && . "$HOME/.config/mcsync/env.sh"'
for rc in "$HOME/.bashrc" "$HOME/.zshrc" "$HOME/.profile"; do
  [ -f "$rc" ] || touch "$rc"
  grep -qF 'mcsync/env.sh' "$rc" || printf '\n%s\n' "$line" >> "$rc"
done
echo "mcsync installed. Open a new terminal or: . ~/.config/mcsync/env.sh"
