# kctx / kns / kprod-guard
kctx() {
  local c="${1:-$(kubectl config get-contexts -o name | fzf --prompt='context> ')}"
  [ -n "$c" ] && kubectl config use-context "$c"
}
kns() {
  local n="${1:-$(kubectl get ns -o name | cut -d/ -f2 | fzf --prompt='namespace> ')}"
  [ -n "$n" ] && kubectl config set-context --current --namespace="$n"
}
kubectl() {
  case "$(command kubectl config current-context 2>/dev/null)" in
    *prod*)
      case "$1" in apply|delete|edit|patch|scale|rollout|drain|cordon)
        read -r -p "[$(command kubectl config current-context)] $* – continue? [y/N] " a
        [ "$a" = y ] || return 1 ;;
      esac ;;
  esac
  command kubectl "$@"
}
__kctx_ps1() { printf '⎈ %s' "$(command kubectl config current-context 2>/dev/null)"; }
