# hsearch bash integration
HSEARCH_HOME="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
_hs_record() {
  local rc=$? cmd
  cmd="$(HISTTIMEFORMAT= history 1 | sed 's/^ *[0-9]* *//')"
  ( python3 "$HSEARCH_HOME/hsearch.py" add --rc "$rc" --cwd "$PWD" -- "$cmd" >/dev/null 2>&1 & )
}
PROMPT_COMMAND="_hs_record${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
hs() { python3 "$HSEARCH_HOME/hsearch.py" query "$@"; }
bind -x '"\C-r": READLINE_LINE=$(python3 "$HSEARCH_HOME/hsearch.py" pick --query "$READLINE_LINE"); READLINE_POINT=${#READLINE_LINE}'
