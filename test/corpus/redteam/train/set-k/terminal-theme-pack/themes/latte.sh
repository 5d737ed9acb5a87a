# Catppuccin-style "latte" palette
export TT_BG="#eff1f5" TT_FG="#4c4f69" TT_ACCENT="#8839ef" TT_RED="#d20f39" TT_GREEN="#40a02b"
export LS_COLORS="di=38;2;30;102;245:ln=38;2;234;118;203:ex=38;2;64;160;43"
export BAT_THEME="Catppuccin Latte"
export FZF_DEFAULT_OPTS="--color=bg+:#ccd0da,bg:#eff1f5,fg:#4c4f69,hl:#d20f39"
