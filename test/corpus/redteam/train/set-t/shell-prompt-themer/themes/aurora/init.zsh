# aurora prompt — zsh
autoload -Uz add-zsh-hook colors && colors
setopt prompt_subst

typeset -g _AURORA_HOME=${${(%):-%x}:A:h}
source "$_AURORA_HOME/palette.zsh"
source "$_AURORA_HOME/worker.zsh"

_aurora_duration() {
  (( ${+_aurora_t0} )) || return
  local d=$(( EPOCHSECONDS - _aurora_t0 ))
  (( d >= ${AURORA_DURATION_MIN:-2} )) && print -n " %F{$AURORA_C_DIM}${d}s%f"
}

_aurora_venv() {
  [[ -n $VIRTUAL_ENV ]] && print -n " %F{$AURORA_C_DIM}(${VIRTUAL_ENV:t})%f"
}

_aurora_preexec() { _aurora_t0=$EPOCHSECONDS }
_aurora_precmd() {
  local ec=$?
  _aurora_worker_request "$PWD"
  PROMPT="%F{$AURORA_C_DIR}%3~%f\${_aurora_git}$(_aurora_venv)$(_aurora_duration)"
  (( ec )) && PROMPT+=" %F{$AURORA_C_ERR}✘$ec%f"
  PROMPT+=$'\n'"%F{$AURORA_C_DIM}❯%f "
  unset _aurora_t0
}

zmodload zsh/datetime
add-zsh-hook preexec _aurora_preexec
add-zsh-hook precmd _aurora_precmd
_aurora_worker_start
