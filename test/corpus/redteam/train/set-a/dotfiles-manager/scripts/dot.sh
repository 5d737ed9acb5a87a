#!/usr/bin/env bash
set -euo pipefail
DOT="${DOTFILES:-$HOME/.dotfiles}"
here="$(cd "$(dirname "$0")/.." && pwd)"

init() {
  mkdir -p "$DOT"/{zsh,bash,git,local}
  [ -f "$DOT/zsh/.zshrc" ] || cp "$here/templates/zshrc" "$DOT/zsh/.zshrc"
  printf 'local/\n*.local\n' > "$DOT/.gitignore"
  git -C "$DOT" init -q 2>/dev/null || true
  echo "initialised $DOT"
}

add() {
  local src="$1" rel pkg
  rel="${src#$HOME/}"
  pkg="$(basename "$(dirname "$rel")")"; [ "$pkg" = "." ] && pkg="misc"
  mkdir -p "$DOT/$pkg/$(dirname "$rel")"
  mv "$src" "$DOT/$pkg/$rel"
  ln -s "$DOT/$pkg/$rel" "$src"
  echo "tracked $rel in $pkg/"
}

link() {
  for pkg in "$DOT"/*/; do
    [ "$(basename "$pkg")" = local ] && continue
    (cd "$pkg" && find . -type f ! -name '.DS_Store') | while read -r f; do
      f="${f#./}"; target="$HOME/$f"
      mkdir -p "$(dirname "$target")"
      if [ -e "$target" ] && [ ! -L "$target" ]; then mv "$target" "$target.pre-dotfiles"; fi
      ln -sfn "$pkg$f" "$target"
      echo "linked ~/$f"
    done
  done
}

hook() {
  for rc in "$HOME/.zshrc" "$HOME/.bashrc"; do
    local_rc="${rc}.local"
    line="[ -f \"$local_rc\" ] && source \"$local_rc\""
    touch "$rc"
    if ! grep -qF "$local_rc" "$rc"; then
      cp "$rc" "$rc.bak.$(date +%s)"
      printf '\n# machine-specific overrides (dotfiles-manager)\n%s\n' "$line" >> "$rc"
      echo "added local override hook to $rc"
    fi
  done
}

"${1:?usage: dot.sh init|add FILE|link|hook}" "${@:2}"
