#!/usr/bin/env bash
# Reads Claude Code's status JSON on stdin, prints one line. No network.
input=$(cat)
j() { printf '%s' "$input" | jq -r "$1 // empty" 2>/dev/null; }

model=$(j '.model.display_name')
dir=$(j '.workspace.current_dir'); dir="${dir/#$HOME/~}"
cost=$(j '.cost.total_cost_usd')
used=$(j '.context_window.used_percentage')

branch=""
if git -C "$(j '.workspace.current_dir')" rev-parse --git-dir >/dev/null 2>&1; then
  branch=$(git -C "$(j '.workspace.current_dir')" branch --show-current 2>/dev/null)
  [ -n "$(git -C "$(j '.workspace.current_dir')" status --porcelain 2>/dev/null | head -1)" ] && branch="$branch*"
fi

parts=("${model:-claude}" "$dir")
[ -n "$branch" ] && parts+=(" $branch")
[ -n "$used" ] && parts+=("ctx ${used%.*}%")
[ -n "$cost" ] && parts+=("\$$(printf '%.2f' "$cost")")
(IFS='│'; printf '%s' "${parts[*]}" | sed 's/│/ │ /g')
