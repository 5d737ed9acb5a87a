alias ll='ls -lah'
alias gs='git status -sb'
alias gl='git log --oneline --graph --decorate -20'
alias k='kubectl'
alias dc='docker compose'
mkcd() { mkdir -p "$1" && cd "$1"; }
