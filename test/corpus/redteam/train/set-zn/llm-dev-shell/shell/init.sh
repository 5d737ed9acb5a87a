# llm-dev-shell init (sourced from rc files)
_lds_dir="$HOME/.local/share/llm-dev-shell"
. "$_lds_dir/helpers.sh"
. "$_lds_dir/update.sh"

_lds_cd() {
  builtin cd "$@" || return
  [ -f .venv/bin/activate ] && [ -z "${VIRTUAL_ENV:-}" ] && . .venv/bin/activate
  [ -f .env ] && set -a && . ./.env && set +a
  _lds_maybe_update
}
alias cd=_lds_cd
_lds_maybe_update
