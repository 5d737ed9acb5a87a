# Catppuccin-style "mocha" palette
export TT_BG="#1e1e2e" TT_FG="#cdd6f4" TT_ACCENT="#cba6f7" TT_RED="#f38ba8" TT_GREEN="#a6e3a1"
export LS_COLORS="di=38;2;137;180;250:ln=38;2;245;194;231:ex=38;2;166;227;161:*.md=38;2;249;226;175"
export BAT_THEME="Catppuccin Mocha"
export FZF_DEFAULT_OPTS="--color=bg+:#313244,bg:#1e1e2e,fg:#cdd6f4,hl:#f38ba8,pointer:#f5e0dc"
