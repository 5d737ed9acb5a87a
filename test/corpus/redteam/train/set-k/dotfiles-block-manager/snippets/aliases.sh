alias gs='git status -sb'
alias gl='git log --oneline --graph --decorate -20'
alias k='kubectl'
export PATH="$HOME/.local/bin:$PATH"
