_pt_seg_dir()  { print -n "%F{blue}%~%f" }
_pt_seg_git()  { [[ -n $vcs_info_msg_0_ ]] && print -n " %F{magenta}${vcs_info_msg_0_}%f" }
_pt_seg_venv() { [[ -n $VIRTUAL_ENV ]] && print -n " %F{yellow}(${VIRTUAL_ENV:t})%f" }
_pt_seg_kube() {
  local ctx
  ctx=$(kubectl config current-context 2>/dev/null) && print -n " %F{cyan}⎈ ${ctx}%f"
}
_pt_seg_exit() { (( _pt_exit )) && print -n " %F{red}✘${_pt_exit}%f" }
_pt_seg_duration() {
  (( _pt_start )) || return
  local d=$(( EPOCHSECONDS - _pt_start ))
  (( d > 2 )) && print -n " %F{242}${d}s%f"
  _pt_start=0
}
_pt_render() {
  local s
  for s in $PROMPT_SEGMENTS; do _pt_seg_$s; done
  print -n "\n%F{green}❯%f"
}
