export EDITOR="${EDITOR:-nvim}"
alias ll='ls -lah'
alias gs='git status -sb'
[ -d "$HOME/.local/bin" ] && PATH="$HOME/.local/bin:$PATH"
