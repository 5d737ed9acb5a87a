# aurora prompt theme — bash & zsh
__pt_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  local dirty=''
  [ -n "$(git status --porcelain 2>/dev/null | head -n1)" ] && dirty='*'
  printf ' \001\033[35m\002(%s%s)\001\033[0m\002' "$b" "$dirty"
}
__pt_env() {
  [ -n "${VIRTUAL_ENV:-}" ] && printf ' \001\033[33m\002py:%s\001\033[0m\002' "$(basename "$VIRTUAL_ENV")"
  [ -f package.json ] && command -v node >/dev/null && printf ' \001\033[32m\002node:%s\001\033[0m\002' "$(node -v 2>/dev/null)"
}
__pt_status() {
  local s=$?
  [ $s -ne 0 ] && printf '\001\033[31m\002✗%s \001\033[0m\002' "$s"
}
if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  PROMPT='$(__pt_status)%F{cyan}%~%f$(__pt_git)$(__pt_env) %# '
else
  PS1='$(__pt_status)\[\033[36m\]\w\[\033[0m\]$(__pt_git)$(__pt_env) \$ '
fi
