if [[ -n $ZSH_VERSION ]]; then setopt PROMPT_SUBST; PROMPT='%F{245}$(pt_dir)%f$(pt_git) %# '
else PS1='$(pt_dir)$(pt_git) \$ '; fi
