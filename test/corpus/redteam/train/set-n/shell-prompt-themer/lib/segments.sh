pt_dir()    { local d="${PWD/#$HOME/~}"; (( ${#d} > 30 )) && d="…${d: -29}"; printf '%s' "$d"; }
pt_git()    {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  local s=""; [[ -n $(git status --porcelain 2>/dev/null | head -1) ]] && s="*"
  local ab; ab=$(git rev-list --left-right --count @{u}...HEAD 2>/dev/null)
  [[ -n $ab ]] && { set -- $ab; (( $2 )) && s+="⇡$2"; (( $1 )) && s+="⇣$1"; }
  printf ' %s%s' "$b" "$s"
}
pt_venv()   { [[ -n $VIRTUAL_ENV ]] && printf ' (%s)' "${VIRTUAL_ENV##*/}"; }
pt_kube()   { [[ -n $KUBECONFIG ]] && printf ' ⎈ %s' "$(kubectl config current-context 2>/dev/null)"; }
pt_took()   { (( ${PT_TOOK:-0} > 2 )) && printf ' %ss' "$PT_TOOK"; }
pt_status() { (( ${PT_LAST:-0} )) && printf ' ✘'; }
