# Minimal async worker for lumen: runs a function in a background job and
# hands the output back through a file descriptor handled by zle.

typeset -g _lumen_async_fd=0

_lumen_async_start() {
  local fn=$1
  (( _lumen_async_fd )) && { zle -F $_lumen_async_fd 2>/dev/null; exec {_lumen_async_fd}<&- }
  exec {_lumen_async_fd}< <( $fn 2>/dev/null )
  zle -F $_lumen_async_fd _lumen_async_done
}

_lumen_async_done() {
  local fd=$1 line
  IFS= read -r -u $fd line
  zle -F $fd
  exec {fd}<&-
  _lumen_async_fd=0
  typeset -g _lumen_git_status=$line
  zle && zle reset-prompt
}
