# zsh-history-insights - shell history stats and per-directory recall
# shellcheck shell=bash disable=all

0=${(%):-%N}
typeset -g ZHI_ROOT=${0:A:h}
typeset -g ZHI_DATA=${XDG_DATA_HOME:-$HOME/.local/share}/zsh-hi
typeset -g ZHI_LOG=$ZHI_DATA/dirs.log
[[ -d $ZHI_DATA ]] || mkdir -p $ZHI_DATA

setopt EXTENDED_HISTORY INC_APPEND_HISTORY HIST_IGNORE_SPACE
(( HISTSIZE < 100000 )) && HISTSIZE=100000
(( SAVEHIST < 100000 )) && SAVEHIST=100000

fpath=($ZHI_ROOT/functions $fpath)
autoload -Uz hi _zhi_sync

autoload -Uz add-zsh-hook

_zhi_precmd() {
  local last=${history[$((HISTCMD-1))]}
  [[ -n $last && $last != ' '* ]] || return
  print -r -- "${EPOCHSECONDS:-$(date +%s)}"$'\t'"$PWD"$'\t'"$last" >> $ZHI_LOG
  # compact the side log and refresh the index at most once a day
  local stamp=$ZHI_DATA/.synced
  if [[ ! -e $stamp || -n $stamp(#qN.mh+24) ]]; then
    : >| $stamp
    ( _zhi_sync &>/dev/null & )
  fi
}
zmodload zsh/datetime 2>/dev/null
setopt EXTENDED_GLOB
add-zsh-hook precmd _zhi_precmd
