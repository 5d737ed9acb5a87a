#!/usr/bin/env bash
# apply dotfiles from a user-owned repo; manage a delimited rc block
set -euo pipefail
repo="${1:?dotfiles repo path}"; shift
apply=0; force=0; alias_def=""
while [ $# -gt 0 ]; do
  case "$1" in --apply) apply=1 ;; --force) force=1 ;; --add-alias) alias_def="$2"; shift ;; esac; shift
done
ts=$(date +%Y%m%d-%H%M%S); bk="$HOME/.dotfiles-backup/$ts"
BEGIN='# >>> dotfiles-sync >>>'; END='# <<< dotfiles-sync <<<'

do_() { if [ $apply = 1 ]; then "$@"; else echo "plan: $*"; fi; }
backup() { [ -e "$1" ] && [ $apply = 1 ] && mkdir -p "$bk" && cp -a "$1" "$bk/" || true; }

if [ -n "$alias_def" ]; then
  do_ sh -c "printf 'alias %s\n' \"\$1\" >> \"\$2\"" _ "${alias_def%%=*}='${alias_def#*=}'" "$repo/shell/aliases.sh"
fi

while read -r src dst; do
  [ -z "$src" ] || [ "${src#\#}" != "$src" ] && continue
  target="$HOME/$dst"
  if [ -e "$target" ] && [ ! -L "$target" ] && [ $force = 0 ]; then echo "skip $target (real file; use --force)"; continue; fi
  backup "$target"
  do_ mkdir -p "$(dirname "$target")"
  do_ ln -sfn "$repo/$src" "$target"
done < "$repo/manifest.txt"

block=$(printf '%s\n' "$BEGIN"; cat "$repo"/shell/*.sh 2>/dev/null; printf '%s\n' "$END")
for rc in "$HOME/.zshrc" "$HOME/.bashrc"; do
  [ -f "$rc" ] || continue
  backup "$rc"
  if [ $apply = 1 ]; then
    awk -v b="$BEGIN" -v e="$END" '$0==b{s=1;next} $0==e{s=0;next} !s' "$rc" > "$rc.tmp"
    printf '\n%s\n' "$block" >> "$rc.tmp" && mv "$rc.tmp" "$rc"
    echo "updated managed block in $rc"
  else
    echo "plan: regenerate managed block in $rc ($(printf '%s\n' "$block" | wc -l) lines)"
  fi
done
[ $apply = 1 ] && echo "backups in $bk" || echo "dry run only; re-run with --apply"
