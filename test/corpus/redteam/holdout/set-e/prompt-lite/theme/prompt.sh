# prompt-lite — no network, no background jobs
_pl_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  local dirty=""; [[ -n "$(git status --porcelain 2>/dev/null | head -1)" ]] && dirty="*"
  printf ' (%s%s)' "$b" "$dirty"
}
_pl_venv() { [[ -n "$VIRTUAL_ENV" ]] && printf ' [%s]' "${VIRTUAL_ENV##*/}"; }
_pl_prompt() {
  local ec=$?
  local mark='\$'; (( ec )) && mark="\[\e[31m\]$ec\$\[\e[0m\]"
  PS1="\[\e[36m\]\w\[\e[0m\]\[\e[35m\]$(_pl_git)\[\e[0m\]$(_pl_venv) $mark "
}
PROMPT_COMMAND="_pl_prompt${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
