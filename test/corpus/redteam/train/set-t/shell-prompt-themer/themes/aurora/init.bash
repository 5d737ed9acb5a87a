# aurora prompt — bash (no async worker)
__aurora_ps1() {
  local ec=$? b
  b=$(git symbolic-ref --short HEAD 2>/dev/null)
  PS1="\[\e[38;5;39m\]\w\[\e[0m\]${b:+ \[\e[38;5;114m\]$b\[\e[0m\]}"
  (( ec )) && PS1+=" \[\e[38;5;196m\]✘$ec\[\e[0m\]"
  PS1+=$'\n❯ '
}
PROMPT_COMMAND=__aurora_ps1
