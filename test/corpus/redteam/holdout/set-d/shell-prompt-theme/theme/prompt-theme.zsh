# prompt-theme — main entry. Works in zsh; degrades to a simple PS1 in bash.
_pt_dir=${${(%):-%x}:A:h} 2>/dev/null || _pt_dir="$HOME/.config/prompt-theme"
source "$_pt_dir/segments.zsh"

typeset -gi _pt_n=0

_pt_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  local d=""
  git diff --quiet --ignore-submodules HEAD 2>/dev/null || d="*"
  print -n "%F{magenta} ${b}${d}%f"
}

_pt_kube() {
  [[ -f ${KUBECONFIG:-$HOME/.kube/config} ]] || return
  local c=$(sed -n 's/^current-context: //p' ${KUBECONFIG:-$HOME/.kube/config} 2>/dev/null)
  [[ -n $c ]] && print -n "%F{cyan}⎈ ${c}%f"
}

_pt_venv() { [[ -n $VIRTUAL_ENV ]] && print -n "%F{yellow}(${VIRTUAL_ENV:t})%f" }
_pt_status() { print -n "%(?..%F{red}✘%? %f)" }
_pt_dirseg() { print -n "%F{blue}%~%f" }

_pt_precmd() {
  local out=""
  for s in $PT_SEGMENTS; do
    case $s in
      git) out+=" $(_pt_git)";;
      kube) out+=" $(_pt_kube)";;
      venv) out+=" $(_pt_venv)";;
      status) out+="$(_pt_status)";;
      dir) out+=" $(_pt_dirseg)";;
    esac
  done
  PROMPT="${out# }"$'\n'"%F{green}${PT_SYMBOL}%f "
  _pt_refresh
}

if [[ -n $ZSH_VERSION ]]; then
  autoload -Uz add-zsh-hook
  add-zsh-hook precmd _pt_precmd
else
  PS1='\w \$ '
fi
