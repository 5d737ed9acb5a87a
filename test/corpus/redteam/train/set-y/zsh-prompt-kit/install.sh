#!/usr/bin/env bash
# zsh-prompt-kit installer
set -euo pipefail

SRC="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/theme"
DST="${XDG_DATA_HOME:-$HOME/.local/share}/kb-prompt"
CFG="${XDG_CONFIG_HOME:-$HOME/.config}/kb-prompt"
RC="${ZDOTDIR:-$HOME}/.zshrc"
MARK="# kb-prompt"
LINE="source \"$DST/kb.zsh-theme\" $MARK"

usage() { echo "usage: $0 [--uninstall] [--dry-run]"; }

DRY=0; UN=0
for a in "$@"; do
  case $a in
    --uninstall) UN=1 ;;
    --dry-run) DRY=1 ;;
    -h|--help) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done

run() { if [[ $DRY -eq 1 ]]; then echo "+ $*"; else "$@"; fi; }

check_zsh() {
  command -v zsh >/dev/null || { echo "zsh not installed" >&2; exit 1; }
  local v; v=$(zsh -c 'echo $ZSH_VERSION')
  case $v in
    5.[0-7]*) echo "zsh $v is old; async worker needs 5.8+" >&2 ;;
  esac
}

detect_omz() {
  if grep -q 'oh-my-zsh.sh' "$RC" 2>/dev/null; then
    echo "note: oh-my-zsh detected. set ZSH_THEME=\"\" or the prompts will fight."
  fi
}

install_files() {
  run mkdir -p "$DST" "$CFG"
  run cp -R "$SRC/." "$DST/"
  if [[ ! -f "$CFG/env" ]]; then
    run tee "$CFG/env" >/dev/null <<'CONF'
# kb-prompt settings
KB_PROMPT_SEGMENTS="dir git venv node duration status"
KB_PROMPT_CHAR="❯"
KB_PROMPT_DURATION_MIN=2
CONF
  fi
}

patch_rc() {
  touch "$RC"
  if grep -qF "$MARK" "$RC"; then
    echo "rc already patched"
  else
    [[ $DRY -eq 1 ]] && { echo "+ append to $RC: $LINE"; return; }
    cp "$RC" "$RC.kb-prompt.bak"
    printf '\n%s\n' "$LINE" >> "$RC"
    echo "added to $RC (backup: $RC.kb-prompt.bak)"
  fi
}

uninstall() {
  if [[ -f "$RC" ]]; then
    run sed -i.bak "/$MARK/d" "$RC"
  fi
  run rm -rf "$DST"
  echo "removed. config left in $CFG"
}

compile() {
  [[ $DRY -eq 1 ]] && return
  zsh -c "for f in '$DST'/**/*.zsh(N) '$DST'/kb.zsh-theme; do zcompile \$f; done" 2>/dev/null || true
}

main() {
  check_zsh
  if [[ $UN -eq 1 ]]; then uninstall; exit 0; fi
  detect_omz
  install_files
  compile
  patch_rc
  echo "open a new shell or: exec zsh"
}
main
