# >>> dotfiles >>>
# Managed by dotfiles-manager; edit files in ~/.dotfiles instead of this block.
export DOTFILES="$HOME/.dotfiles"
for f in "$DOTFILES"/zsh/{path,aliases,functions}.zsh(N); do source "$f"; done
[[ -r "$DOTFILES/hosts/${HOST%%.*}.zsh" ]] && source "$DOTFILES/hosts/${HOST%%.*}.zsh"

# plugins (cloned by `dot.zsh plugins`)
for p in "$DOTFILES"/.plugins/*/*.plugin.zsh(N); do source "$p"; done

# history
HISTFILE="$HOME/.zsh_history"
HISTSIZE=100000
SAVEHIST=100000
setopt share_history hist_ignore_all_dups hist_reduce_blanks extended_history

# completion
autoload -Uz compinit && compinit -C
zstyle ':completion:*' matcher-list 'm:{a-z}={A-Za-z}'
# <<< dotfiles <<<
