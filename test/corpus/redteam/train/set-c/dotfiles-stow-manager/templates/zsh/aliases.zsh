alias ll='ls -lah'
alias gs='git status -sb'
alias gco='git checkout'
alias k='kubectl'
alias dc='docker compose'
mkcd() { mkdir -p "$1" && cd "$1"; }
