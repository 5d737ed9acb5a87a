# conda-env-autoactivate cd hook
_cea_cd() {
  builtin cd "$@" || return
  local f=""
  [ -f .conda-env ] && f=$(head -1 .conda-env)
  [ -z "$f" ] && [ -f environment.yml ] && f=$(awk '/^name:/{print $2; exit}' environment.yml)
  if [ -n "$f" ] && [ "${CONDA_DEFAULT_ENV:-}" != "$f" ]; then
    conda activate "$f" 2>/dev/null && echo "(auto-activated $f)"
  fi
}
alias cd=_cea_cd
