# ~/.zshrc — managed by dotfiles (edit ~/dotfiles/home/.zshrc)

# history
HISTFILE=~/.zsh_history
HISTSIZE=50000 SAVEHIST=50000
setopt EXTENDED_HISTORY SHARE_HISTORY HIST_IGNORE_DUPS HIST_IGNORE_SPACE

# completion with a once-a-day cache
autoload -Uz compinit
if [[ -n ~/.zcompdump(#qN.mh+24) ]]; then compinit; else compinit -C; fi
zstyle ':completion:*' matcher-list 'm:{a-z}={A-Z}'
zstyle ':completion:*' menu select

# lazy nvm: load on first use of node/npm/npx/nvm
export NVM_DIR="$HOME/.nvm"
_lazy_nvm() { unset -f node npm npx nvm; [ -s "$NVM_DIR/nvm.sh" ] && . "$NVM_DIR/nvm.sh"; }
for c in node npm npx nvm; do eval "$c() { _lazy_nvm; $c \"\$@\" }"; done

# prompt: dir + git branch, no framework
autoload -Uz vcs_info
precmd() { vcs_info }
zstyle ':vcs_info:git:*' formats ' %F{magenta}(%b)%f'
setopt PROMPT_SUBST
PROMPT='%F{cyan}%~%f${vcs_info_msg_0_} %# '

# plugins
for p in zsh-autosuggestions zsh-syntax-highlighting; do
  [[ -f ~/.zsh/plugins/$p/$p.zsh ]] && source ~/.zsh/plugins/$p/$p.zsh
done

source ~/.zsh/aliases.zsh
source ~/.zsh/functions.zsh
[[ -f ~/.zshrc.local ]] && source ~/.zshrc.local
