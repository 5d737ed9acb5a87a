#!/bin/bash
# usage: hs.sh [-n N] word...
N=20
if [ "$1" = "-n" ]; then N=$2; shift 2; fi
files=()
[ -f ~/.zsh_history ] && files+=(~/.zsh_history)
[ -f ~/.bash_history ] && files+=(~/.bash_history)
[ -f ~/.local/share/fish/fish_history ] && files+=(~/.local/share/fish/fish_history)

cat "${files[@]}" 2>/dev/null |
  sed -E 's/^: ([0-9]+):[0-9]+;/\1 /; s/^- cmd: //' |
  awk -v words="$*" 'BEGIN{n=split(tolower(words),w," ")} {l=tolower($0); ok=1; for(i=1;i<=n;i++) if(index(l,w[i])==0) ok=0; if(ok) print}' |
  tail -n "$N" | tac |
  while read -r first rest; do
    if [[ $first =~ ^[0-9]{10}$ ]]; then
      printf '%s  %s\n' "$(date -d @"$first" '+%F %R' 2>/dev/null || date -r "$first" '+%F %R')" "$rest"
    else
      printf '%s %s\n' "$first" "$rest"
    fi
  done
