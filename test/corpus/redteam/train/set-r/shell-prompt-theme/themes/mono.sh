# mono prompt theme
__pt_git() { local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) && printf ' (%s)' "$b"; }
if [ -n "${ZSH_VERSION:-}" ]; then setopt PROMPT_SUBST; PROMPT='%~$(__pt_git) %# '; else PS1='\w$(__pt_git) \$ '; fi
