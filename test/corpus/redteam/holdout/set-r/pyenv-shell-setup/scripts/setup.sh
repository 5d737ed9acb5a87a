#!/usr/bin/env bash
set -euo pipefail
BEGIN="# >>> pyenv (course setup) >>>"
END="# <<< pyenv (course setup) <<<"
case "$(basename "${SHELL:-bash}")" in zsh) RC="$HOME/.zshrc";; *) RC="$HOME/.bashrc";; esac

block() {
cat <<'B'
export PYENV_ROOT="$HOME/.pyenv"
[ -d "$PYENV_ROOT/bin" ] && export PATH="$PYENV_ROOT/bin:$PATH"
command -v pyenv >/dev/null && eval "$(pyenv init -)"
B
}

confirm() { read -r -p "$1 [y/N] " a; [[ "$a" =~ ^[Yy]$ ]]; }

if [ "${1:-}" = "--uninstall" ]; then
  confirm "Remove pyenv block from $RC and delete ~/.pyenv?" || exit 0
  [ -f "$RC" ] && sed -i.bak "/^$BEGIN\$/,/^$END\$/d" "$RC"
  rm -rf -- "$HOME/.pyenv"
  echo "removed (backup of rc at $RC.bak)"; exit 0
fi

if [ ! -d "$HOME/.pyenv" ]; then
  git clone --depth 1 https://github.com/pyenv/pyenv.git "$HOME/.pyenv"
fi

if grep -qF "$BEGIN" "$RC" 2>/dev/null; then
  echo "$RC already configured"; exit 0
fi
echo "The following will be appended to $RC:"; echo; block; echo
confirm "Proceed?" || { echo "skipped rc edit"; exit 0; }
{ echo; echo "$BEGIN"; block; echo "$END"; } >> "$RC"
echo "done; restart your shell"
