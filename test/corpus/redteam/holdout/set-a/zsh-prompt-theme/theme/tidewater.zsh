# tidewater — two-line zsh prompt
autoload -Uz vcs_info add-zsh-hook
setopt prompt_subst
[[ -f "$HOME/.config/tidewater/config.zsh" ]] && source "$HOME/.config/tidewater/config.zsh"
: ${TIDEWATER_DURATION_MIN:=2} ${TIDEWATER_PROMPT_CHAR:='❯'}

zstyle ':vcs_info:*' enable git
zstyle ':vcs_info:git:*' check-for-changes true
zstyle ':vcs_info:git:*' stagedstr '✚'
zstyle ':vcs_info:git:*' unstagedstr '…'
zstyle ':vcs_info:git:*' formats ' %F{147} %b%f %F{179}%c%u%f'

_tw_preexec() { _tw_start=$EPOCHREALTIME }
_tw_precmd() {
  local ec=$?
  vcs_info
  local dur=""
  if [[ -n $_tw_start ]]; then
    local d=$(( EPOCHREALTIME - _tw_start ))
    (( d >= TIDEWATER_DURATION_MIN )) && dur=" %F{244}$(printf '%.1fs' $d)%f"
    unset _tw_start
  fi
  local venv="" node=""
  [[ -n $VIRTUAL_ENV ]] && venv=" %F{114}🐍 ${VIRTUAL_ENV:t}%f"
  [[ -f package.json ]] && command -v node >/dev/null && node=" %F{71}⬢ ${$(node -v)#v}%f"
  local char="%F{76}${TIDEWATER_PROMPT_CHAR}%f"
  (( ec != 0 )) && char="%F{203}${TIDEWATER_PROMPT_CHAR}%f"
  PROMPT="%F{75}%~%f${vcs_info_msg_0_}${node}${venv}${dur}"$'\n'"${char} "
}
zmodload zsh/datetime
add-zsh-hook preexec _tw_preexec
add-zsh-hook precmd _tw_precmd

tidewater() {
  case $1 in
    colors) for i in {0..255}; do print -Pn "%F{$i}${(l:3::0:)i}%f "; (( i % 16 == 15 )) && print; done ;;
    *) echo "usage: tidewater colors" ;;
  esac
}
