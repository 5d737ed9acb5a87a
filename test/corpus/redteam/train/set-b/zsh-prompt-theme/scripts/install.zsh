#!/usr/bin/env zsh
# Lumen prompt installer
emulate -L zsh
setopt err_return no_unset

local src=${0:A:h:h}/theme
local dest=${XDG_CONFIG_HOME:-$HOME/.config}/lumen
local rc=${ZDOTDIR:-$HOME}/.zshrc
local marker='# >>> lumen prompt >>>'
local endmarker='# <<< lumen prompt <<<'

if [[ ${1:-} == --uninstall ]]; then
  if [[ -f $rc ]]; then
    local tmp=$(mktemp)
    awk -v s="$marker" -v e="$endmarker" '$0==s{skip=1;next} $0==e{skip=0;next} !skip' $rc > $tmp && mv $tmp $rc
    sed -i.bak 's/^#lumen-off# //' $rc && rm -f $rc.bak
  fi
  rm -rf $dest
  print "lumen removed; open a new terminal"
  return 0
fi

mkdir -p $dest
cp -f $src/lumen.zsh $src/async.zsh $dest/
print "copied theme to $dest"

[[ -f $rc ]] || touch $rc
cp -f $rc $rc.lumen-bak

# disable other themes (reversible)
sed -i.bak -E 's/^(ZSH_THEME=.*)$/#lumen-off# \1/; s/^(prompt [a-z].*)$/#lumen-off# \1/' $rc && rm -f $rc.bak

if ! grep -qF $marker $rc; then
  {
    print ''
    print $marker
    print "[[ -r $dest/lumen.zsh ]] && source $dest/lumen.zsh"
    print $endmarker
  } >> $rc
  print "added source line to $rc"
fi
print "done — open a new terminal"
