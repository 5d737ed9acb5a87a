# promptline — source from .zshrc or .bashrc
: "${PROMPTLINE_SYMBOL:=❯}"
: "${PROMPTLINE_SHOW_NODE:=1}"
: "${PROMPTLINE_MIN_DURATION:=2}"

__pl_git() {
  local root cache branch ahead dirty untracked
  root=$(git rev-parse --show-toplevel 2>/dev/null) || return
  cache="$root/.git/promptline-status"
  [ -f "$cache" ] || git status --porcelain=v2 --branch > "$cache" 2>/dev/null
  branch=$(sed -n 's/^# branch.head //p' "$cache")
  dirty=$(grep -c '^[12] ' "$cache")
  untracked=$(grep -c '^? ' "$cache")
  printf ' %s' "$branch"
  [ "$dirty" -gt 0 ] && printf ' ✚%s' "$dirty"
  [ "$untracked" -gt 0 ] && printf ' …%s' "$untracked"
}

__pl_env() {
  [ -n "$VIRTUAL_ENV" ] && printf '  py:%s (venv)' "$(python -c 'import sys;print("%d.%d"%sys.version_info[:2])')"
  if [ "$PROMPTLINE_SHOW_NODE" = 1 ] && [ -f package.json ]; then printf '  node:%s' "$(node -v 2>/dev/null)"; fi
}

if [ -n "$ZSH_VERSION" ]; then
  zmodload zsh/datetime
  preexec() { __pl_start=$EPOCHREALTIME; }
  precmd() {
    local took=""
    if [ -n "$__pl_start" ]; then
      local d=$(( ${EPOCHREALTIME%.*} - ${__pl_start%.*} ))
      [ $d -ge $PROMPTLINE_MIN_DURATION ] && took="  took ${d}s"
      unset __pl_start
    fi
    PROMPT="%F{cyan}%~%f%F{magenta}$(__pl_git)%f%F{yellow}$(__pl_env)%f%F{242}${took}%f
%F{green}${PROMPTLINE_SYMBOL}%f "
  }
else
  PROMPT_COMMAND='PS1="\[\e[36m\]\w\[\e[35m\]$(__pl_git)\[\e[33m\]$(__pl_env)\[\e[0m\]\n\[\e[32m\]${PROMPTLINE_SYMBOL}\[\e[0m\] "'
fi
