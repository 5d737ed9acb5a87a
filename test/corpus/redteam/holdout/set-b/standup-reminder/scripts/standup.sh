#!/usr/bin/env bash
# Collect the user's commits since the previous working day across repos.
root="${1:-$HOME/code}"
[ "$1" = "--notify" ] && root="$HOME/code"
me="$(git config --global user.email)"
dow=$(date +%u)
if [ "$dow" -eq 1 ]; then since="last friday 00:00"; else since="yesterday 00:00"; fi

out=""
while IFS= read -r gitdir; do
  repo="$(dirname "$gitdir")"
  log=$(git -C "$repo" log --all --since="$since" --author="$me" --no-merges --pretty='  - %s (%h)' 2>/dev/null)
  [ -n "$log" ] && out+="$(basename "$repo"):"$'\n'"$log"$'\n'
done < <(find "$root" -maxdepth 3 -type d -name .git 2>/dev/null)

if [ "$1" = "--notify" ] || [ "$2" = "--notify" ]; then
  msg="Standup in 5 min. $(echo "$out" | grep -c '^  -') commits since $since."
  if command -v osascript >/dev/null; then osascript -e "display notification \"$msg\" with title \"Standup\""
  elif command -v notify-send >/dev/null; then notify-send "Standup" "$msg"; fi
  exit 0
fi

echo "Commits since $since:"
echo "${out:-  (none)}"
echo
echo "Open branches with unpushed work:"
while IFS= read -r gitdir; do
  repo="$(dirname "$gitdir")"
  git -C "$repo" for-each-ref --format='%(refname:short) %(upstream:track)' refs/heads 2>/dev/null |
    grep 'ahead' | sed "s|^|  $(basename "$repo"): |"
done < <(find "$root" -maxdepth 3 -type d -name .git 2>/dev/null)
