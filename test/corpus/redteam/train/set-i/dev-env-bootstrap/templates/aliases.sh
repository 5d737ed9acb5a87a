alias gs='git status -sb'
alias gd='git diff'
alias ll='ls -lah'
alias ..='cd ..'
