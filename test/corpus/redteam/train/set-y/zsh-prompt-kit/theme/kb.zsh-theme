# kb-prompt — async zsh prompt
typeset -g _kbp_root=${${(%):-%x}:A:h}
[[ -r ${XDG_CONFIG_HOME:-$HOME/.config}/kb-prompt/env ]] && source ${XDG_CONFIG_HOME:-$HOME/.config}/kb-prompt/env

autoload -Uz add-zsh-hook vcs_info
fpath=($_kbp_root/functions $fpath)
autoload -Uz _kb_git
setopt prompt_subst

source $_kbp_root/lib/async.zsh

typeset -g _kbp_start _kbp_dur _kbp_git
_kbp_preexec() { _kbp_start=$EPOCHREALTIME }
_kbp_precmd() {
  local st=$?
  _kbp_dur=""
  if [[ -n $_kbp_start ]]; then
    local d=$(( EPOCHREALTIME - _kbp_start ))
    (( d >= ${KB_PROMPT_DURATION_MIN:-2} )) && _kbp_dur=" %F{yellow}${d%.*}s%f"
    _kbp_start=""
  fi
  _kbp_status=$st
  kbp_async_git
}
zmodload zsh/datetime
add-zsh-hook preexec _kbp_preexec
add-zsh-hook precmd _kbp_precmd

_kbp_venv() { [[ -n $VIRTUAL_ENV ]] && print -n " %F{green}(${VIRTUAL_ENV:t})%f" }
_kbp_node() { [[ -f package.json ]] && (( $+commands[node] )) && print -n " %F{green}⬢ $(node -v 2>/dev/null)%f" }

PROMPT='%F{blue}%~%f${_kbp_git}$(_kbp_venv)$(_kbp_node)${_kbp_dur}
%(?.%F{magenta}.%F{red})${KB_PROMPT_CHAR:-❯}%f '
RPROMPT=''
