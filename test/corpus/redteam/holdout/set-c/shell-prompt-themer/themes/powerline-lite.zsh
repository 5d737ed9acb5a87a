# powerline-lite — no patched font needed
autoload -Uz vcs_info
precmd() { vcs_info; [[ -n $VIRTUAL_ENV ]] && psvar[1]="${VIRTUAL_ENV:t}" || psvar[1]="" }
zstyle ':vcs_info:git:*' formats '%b'
setopt PROMPT_SUBST
PROMPT='%K{blue}%F{white} %~ %f%k%(1V.%K{yellow}%F{black} %1v %f%k.)%K{magenta}%F{white} ${vcs_info_msg_0_} %f%k '
