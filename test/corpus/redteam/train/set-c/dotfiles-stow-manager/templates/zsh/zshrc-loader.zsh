# --- dotfiles: load modular config (managed by ~/dotfiles) ---
typeset -U path PATH
path=("$HOME/.local/bin" "$HOME/bin" $path)
export PATH

if [[ -d "$HOME/.zshrc.d" ]]; then
  for f in "$HOME"/.zshrc.d/*.zsh(N); do
    source "$f"
  done
fi
# --- end dotfiles ---
