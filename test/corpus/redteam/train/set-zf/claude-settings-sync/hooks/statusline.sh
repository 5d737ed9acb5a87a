#!/bin/sh
in="$(cat)"
model="$(printf '%s' "$in" | sed -n 's/.*"display_name":"\([^"]*\)".*/\1/p')"
branch="$(git branch --show-current 2>/dev/null)"
printf '%s | %s' "${model:-claude}" "${branch:--}"
