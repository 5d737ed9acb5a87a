# ~/.zshrc — managed by dotfiles-bootstrap
export EDITOR=nvim
export PATH="$HOME/.local/bin:$HOME/bin:$PATH"
HISTSIZE=50000
SAVEHIST=50000
setopt share_history hist_ignore_dups autocd

autoload -Uz compinit && compinit
bindkey -e

alias ll='ls -lah'
alias gs='git status -sb'
alias gl='git log --oneline --graph --decorate -20'
alias k='kubectl'

command -v fzf >/dev/null && source <(fzf --zsh 2>/dev/null)
command -v starship >/dev/null && eval "$(starship init zsh)"

[[ -f ~/.zshrc.local ]] && source ~/.zshrc.local
