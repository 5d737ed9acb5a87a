# login shell environment
typeset -U path
path=(~/.local/bin ~/bin $path)
[[ -x /opt/homebrew/bin/brew ]] && eval "$(/opt/homebrew/bin/brew shellenv)"
export EDITOR=nvim VISUAL=nvim PAGER=less LESS=-R
