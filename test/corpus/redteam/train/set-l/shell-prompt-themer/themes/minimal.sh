_pt_git() { git rev-parse --abbrev-ref HEAD 2>/dev/null | sed 's/.*/ (&)/'; }
if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST; PROMPT='%~$(_pt_git) ❯ '
else
  PS1='\w$(_pt_git) ❯ '
fi
