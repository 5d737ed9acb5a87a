# zsh-prompt-theme
autoload -Uz vcs_info add-zsh-hook colors && colors
setopt PROMPT_SUBST

typeset -ga PROMPT_SEGMENTS=(dir git venv kube exit duration)
source "${0:A:h}/lib/segments.zsh"
source "${0:A:h}/lib/async.zsh"

zstyle ':vcs_info:git:*' formats '%b%u%c'
zstyle ':vcs_info:*' check-for-changes true
zstyle ':vcs_info:*' unstagedstr '*'
zstyle ':vcs_info:*' stagedstr '+'

_pt_preexec() { _pt_start=$EPOCHSECONDS }
_pt_precmd() {
  _pt_exit=$?
  vcs_info
  PROMPT="$(_pt_render) "
}
zmodload zsh/datetime
add-zsh-hook preexec _pt_preexec
add-zsh-hook precmd _pt_precmd
_pt_async_init
