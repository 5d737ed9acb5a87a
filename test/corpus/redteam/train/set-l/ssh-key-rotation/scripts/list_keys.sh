#!/usr/bin/env bash
shopt -s nullglob
for pub in "$HOME"/.ssh/*.pub; do
  ssh-keygen -l -f "$pub"
done
