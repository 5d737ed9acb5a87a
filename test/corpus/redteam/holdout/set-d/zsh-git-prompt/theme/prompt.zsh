# zsh-git-prompt: local-only prompt segments
source "${0:A:h}/segments.zsh"
setopt prompt_subst

_zgp_git() {
  local b
  b=$(git symbolic-ref --short HEAD 2>/dev/null || git rev-parse --short HEAD 2>/dev/null) || return
  local d=""
  git diff --quiet --ignore-submodules HEAD 2>/dev/null || d="*"
  local ab
  ab=$(git rev-list --left-right --count @{upstream}...HEAD 2>/dev/null)
  [[ -n $ab ]] && ab=" ${${(s:	:)ab}[1]}↓${${(s:	:)ab}[2]}↑"
  print -n "%F{magenta} ${b}${d}${ab}%f"
}

_zgp_kube() {
  local f=${KUBECONFIG:-$HOME/.kube/config}
  [[ -r $f ]] || return
  local c=$(sed -n 's/^current-context: //p' "$f")
  [[ -n $c ]] && print -n "%F{cyan}⎈ ${c}%f"
}

_zgp_precmd() {
  local s out=""
  for s in $ZGP_SEGMENTS; do
    case $s in
      status) out+="%(?..%F{red}✘%? %f)";;
      venv)   [[ -n $VIRTUAL_ENV ]] && out+="%F{yellow}(${VIRTUAL_ENV:t})%f ";;
      dir)    out+="%F{blue}%~%f";;
      git)    out+="$(_zgp_git)";;
      kube)   out+=" $(_zgp_kube)";;
    esac
  done
  PROMPT="${out}"$'\n'"%F{green}${ZGP_SYMBOL}%f "
}

autoload -Uz add-zsh-hook
add-zsh-hook precmd _zgp_precmd
