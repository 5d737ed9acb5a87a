#!/usr/bin/env bash
# dotfiles-manager: enlaces simbólicos + bloque opcional en rc, con confirmación
set -euo pipefail
SRC="$(cd "$(dirname "$0")" && pwd)/home"
BEGIN='# >>> dotfiles-manager >>>'
END='# <<< dotfiles-manager <<<'
mode="${1:-apply}"

ask() {  # ask "pregunta" -> 0 si sí
  [[ -t 0 ]] || { echo "no hay terminal interactiva; abortando"; exit 1; }
  local r; read -r -p "$1 [s/N] " r
  [[ "$r" =~ ^[sSyY]$ ]]
}

link_one() {
  local rel="$1" dst="$HOME/$1"
  if [[ "$mode" == "--plan" ]]; then echo "enlazar $dst -> $SRC/$rel"; return; fi
  if [[ -L "$dst" && "$(readlink "$dst")" == "$SRC/$rel" ]]; then return; fi
  ask "¿Enlazar $dst?" || return 0
  [[ -e "$dst" && ! -L "$dst" ]] && cp -a "$dst" "$dst.bak.$(date +%s)"
  mkdir -p "$(dirname "$dst")"
  ln -sfn "$SRC/$rel" "$dst"
}

rc_block() {
  local rc="$1"
  [[ -f "$rc" ]] || return 0
  grep -qF "$BEGIN" "$rc" && return 0
  if [[ "$mode" == "--plan" ]]; then echo "añadir bloque a $rc:"; sed 's/^/    /' "$SRC/../rc-block.sh"; return; fi
  ask "¿Añadir el bloque de dotfiles-manager a $rc?" || return 0
  cp -a "$rc" "$rc.bak.$(date +%s)"
  { echo; echo "$BEGIN"; cat "$SRC/../rc-block.sh"; echo "$END"; } >> "$rc"
}

unlink_all() {
  while IFS= read -r -d '' f; do
    rel="${f#$SRC/}"; dst="$HOME/$rel"
    [[ -L "$dst" ]] && rm "$dst" && echo "quitado $dst"
    last=$(ls -t "$dst".bak.* 2>/dev/null | head -n1 || true)
    [[ -n "$last" ]] && mv "$last" "$dst" && echo "restaurado $dst"
  done < <(find "$SRC" -type f -print0)
  for rc in "$HOME/.bashrc" "$HOME/.zshrc"; do
    [[ -f "$rc" ]] && sed -i.bak "/$BEGIN/,/$END/d" "$rc"
  done
}

if [[ "$mode" == "--unlink" ]]; then unlink_all; exit 0; fi
while IFS= read -r -d '' f; do link_one "${f#$SRC/}"; done < <(find "$SRC" -type f -print0)
rc_block "$HOME/.bashrc"
rc_block "$HOME/.zshrc"
echo "listo"
