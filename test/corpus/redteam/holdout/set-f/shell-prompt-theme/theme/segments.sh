_lumen_start=0
lumen_preexec() { _lumen_start=$(date +%s); }
lumen_precmd()  { _lumen_status=$?; _lumen_end=$(date +%s); }

_c() { printf '\[\e[38;5;%sm\]' "$1"; }

lumen_seg_dir()      { printf '%s' "${PWD/#$HOME/~}"; }
lumen_seg_git()      { git rev-parse --abbrev-ref HEAD 2>/dev/null | sed 's/^/ /'; }
lumen_seg_node()     { [ -f package.json ] && command -v node >/dev/null && printf ' node %s' "$(node -v)"; }
lumen_seg_python()   { [ -n "${VIRTUAL_ENV:-}" ] && printf ' py %s' "${VIRTUAL_ENV##*/}"; }
lumen_seg_duration() { local d=$(( ${_lumen_end:-0} - ${_lumen_start:-0} )); [ "$d" -ge "${LUMEN_DURATION_MIN:-2}" ] && printf ' %ss' "$d"; }
lumen_seg_status()   { [ "${_lumen_status:-0}" -ne 0 ] && printf ' ✘%s' "$_lumen_status"; }

lumen_render() {
  local out="" s
  for s in ${LUMEN_SEGMENTS[@]:-dir git status}; do
    out+="$(lumen_seg_$s 2>/dev/null)"
  done
  printf '%s\n❯ ' "$out"
}
