# promptthemer init — sourced from shell rc
PT_HOME="${PT_HOME:-$HOME/.local/share/promptthemer}"
[[ -f $HOME/.config/promptthemer/config ]] && source "$HOME/.config/promptthemer/config"
source "$PT_HOME/lib/segments.sh"
source "$PT_HOME/lib/async.sh"
source "$PT_HOME/themes/${PT_THEME:-aurora}.sh"
