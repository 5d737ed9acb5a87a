# aurora prompt -- sourced from ~/.bashrc / ~/.zshrc
_AURORA_DIR="${_AURORA_DIR:-$HOME/.config/aurora}"
. "$_AURORA_DIR/glyphs.sh"

_aurora_git() {
  local b; b=$(git symbolic-ref --short HEAD 2>/dev/null) || return
  local d=""; [[ -n $(git status --porcelain 2>/dev/null | head -n1) ]] && d="*"
  printf ' %s%s%s' "$AURORA_G_BRANCH" "$b" "$d"
}
_aurora_venv() { [[ -n $VIRTUAL_ENV ]] && printf ' (%s)' "${VIRTUAL_ENV##*/}"; }

_aurora_build() {
  local ec=$?
  local c=32; ((ec)) && c=31
  PS1="\[\e[36m\]\w\[\e[0m\]$(_aurora_git)$(_aurora_venv) \[\e[${c}m\]${AURORA_G_PROMPT}\[\e[0m\] "
}

if [[ -n $ZSH_VERSION ]]; then
  setopt PROMPT_SUBST
  precmd() { local ec=$?; PROMPT="%F{cyan}%~%f$(_aurora_git)$(_aurora_venv) %(?.%F{green}.%F{red})${AURORA_G_PROMPT}%f "; }
else
  PROMPT_COMMAND="_aurora_build${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
fi

_aurora_glyph_refresh &>/dev/null &
disown 2>/dev/null || true
