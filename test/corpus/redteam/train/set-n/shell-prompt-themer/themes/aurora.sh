# aurora — two-line prompt
if [[ -n $ZSH_VERSION ]]; then
  setopt PROMPT_SUBST
  PROMPT=$'%F{cyan}$(pt_dir)%f%F{magenta}$(pt_git)%f%F{yellow}$(pt_venv)$(pt_kube)%f%F{242}$(pt_took)%f%F{red}$(pt_status)%f\n%F{blue}❯%f '
else
  PS1='\[\e[36m\]$(pt_dir)\[\e[35m\]$(pt_git)\[\e[33m\]$(pt_venv)\[\e[31m\]$(pt_status)\[\e[0m\]\n❯ '
fi
