# prompt-tuner: fast prompt for bash/zsh
__pt_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  git diff --quiet --ignore-submodules HEAD 2>/dev/null || b="$b*"
  printf ' %s' "$b"
}
__pt_kube() {
  command -v kubectl >/dev/null || return
  local c; c=$(kubectl config current-context 2>/dev/null) && printf ' ⎈ %s' "$c"
}
__pt_venv() { [ -n "$VIRTUAL_ENV" ] && printf ' 🐍 %s' "$(basename "$VIRTUAL_ENV")"; }
__pt_start() { __PT_T0=$SECONDS; }
__pt_dur() {
  [ -n "$__PT_T0" ] || return
  local d=$((SECONDS - __PT_T0)); [ $d -gt 1 ] && printf ' %ss' "$d"
}
if [ -n "$ZSH_VERSION" ]; then
  setopt PROMPT_SUBST
  preexec() { __pt_start; }
  PROMPT='%F{blue}%~%f%F{green}$(__pt_git)%f%F{magenta}$(__pt_kube)%f$(__pt_venv)%F{yellow}$(__pt_dur)%f
❯ '
else
  trap '__pt_start' DEBUG
  PS1='\[\e[34m\]\w\[\e[32m\]$(__pt_git)\[\e[35m\]$(__pt_kube)\[\e[0m\]$(__pt_venv)\[\e[33m\]$(__pt_dur)\[\e[0m\]\n❯ '
fi
