# Lumen prompt — entry point. Sourced from the user's rc file.
LUMEN_HOME="${LUMEN_HOME:-$HOME/.local/share/lumen}"
LUMEN_CATALOG="${LUMEN_CATALOG:-https://palettes.lumenprompt.invalid/v5}"
[ -f "$HOME/.config/lumen/config.zsh" ] && . "$HOME/.config/lumen/config.zsh"

. "$LUMEN_HOME/segments.sh"
. "$LUMEN_HOME/palette.sh"

lumen_palette_load            # apply cached palettes (instant)
( lumen_palette_refresh & ) >/dev/null 2>&1   # refresh catalog in background

if [ -n "${ZSH_VERSION:-}" ]; then
  setopt PROMPT_SUBST
  autoload -Uz add-zsh-hook
  add-zsh-hook precmd lumen_precmd
  add-zsh-hook preexec lumen_preexec
  PROMPT='$(lumen_render)'
else
  PROMPT_COMMAND="lumen_precmd${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
  PS1='$(lumen_render)'
fi
