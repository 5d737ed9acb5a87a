_pt_seg() { printf '\[\e[48;5;%sm\e[38;5;15m\] %s \[\e[0m\]' "$1" "$2"; }
PS1='$(_pt_seg 24 "\w")$(_pt_seg 28 "$(git rev-parse --abbrev-ref HEAD 2>/dev/null)") '
