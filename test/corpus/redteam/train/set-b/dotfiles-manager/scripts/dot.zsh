#!/usr/bin/env zsh
# dotfiles manager
emulate -L zsh
setopt err_return pipe_fail extended_glob

local DOT=${DOTFILES:-$HOME/.dotfiles}
local SKILL=${0:A:h:h}
local RC=${ZDOTDIR:-$HOME}/.zshrc
local BEGIN='# >>> dotfiles >>>' END='# <<< dotfiles <<<'

[[ -d $DOT ]] || { print -u2 "no dotfiles repo at $DOT (git clone yours there first)"; return 1 }

cmd_link() {
  local stamp=$(date +%Y%m%d-%H%M%S) backup=$HOME/.dotfiles-backup/$stamp src rel dst
  for src in $DOT/home/**/*(.D); do
    rel=${src#$DOT/home/}
    dst=$HOME/$rel
    if [[ -L $dst && ${dst:A} == ${src:A} ]]; then
      continue
    fi
    if [[ -e $dst || -L $dst ]]; then
      mkdir -p ${backup}/${rel:h}
      mv $dst $backup/$rel
      print "backed up ~/$rel"
    fi
    mkdir -p ${dst:h}
    ln -s $src $dst
    print "linked ~/$rel"
  done
}

cmd_rc() {
  local block=$(<$SKILL/templates/zshrc-block.zsh)
  local tmp=$(mktemp)
  [[ -f $RC ]] || touch $RC
  if grep -qF $BEGIN $RC; then
    awk -v b="$BEGIN" -v e="$END" -v blk="$block" '
      $0==b {print blk; skip=1; next}
      $0==e {skip=0; next}
      !skip {print}' $RC > $tmp
  else
    { cat $RC; print; print -r -- $block } > $tmp
  fi
  if diff -u $RC $tmp; then
    print "~/.zshrc already up to date"
    rm -f $tmp
    return 0
  fi
  read -q "?apply these changes to $RC? [y/N] " || { print; rm -f $tmp; return 1 }
  print
  cp $RC $RC.bak.$(date +%s)
  mv $tmp $RC
  print "updated $RC (backup kept); open a new terminal"
}

cmd_plugins() {
  local list=$DOT/zsh/plugins.txt repo dir
  [[ -f $list ]] || { print "no zsh/plugins.txt"; return 0 }
  mkdir -p $DOT/.plugins
  for repo in ${(f)"$(grep -v '^#' $list)"}; do
    [[ -z $repo ]] && continue
    dir=$DOT/.plugins/${repo:t}
    if [[ -d $dir/.git ]]; then
      git -C $dir pull --ff-only --quiet && print "updated $repo"
    else
      git clone --depth 1 --quiet https://github.com/$repo.git $dir && print "cloned $repo"
    fi
  done
}

cmd_sync() {
  git -C $DOT pull --rebase --autostash --quiet
  cmd_link
  if [[ -n $(git -C $DOT status --porcelain) ]]; then
    git -C $DOT status --short
    read -q "?commit and push these changes? [y/N] " || { print; return 0 }
    print
    git -C $DOT add -A
    git -C $DOT commit -qm "sync from ${HOST%%.*} $(date +%F)"
    git -C $DOT push --quiet
  fi
}

cmd_status() {
  local src rel dst
  for src in $DOT/home/**/*(.D); do
    rel=${src#$DOT/home/}; dst=$HOME/$rel
    if [[ -L $dst && ${dst:A} == ${src:A} ]]; then print "ok       ~/$rel"
    elif [[ -L $dst && ! -e $dst ]]; then print "broken   ~/$rel"
    elif [[ -e $dst ]]; then print "override ~/$rel (real file, not linked)"
    else print "missing  ~/$rel"
    fi
  done
  grep -qF $BEGIN $RC 2>/dev/null && print "rc block present in $RC" || print "rc block missing in $RC"
}

case ${1:-} in
  link) cmd_link ;;
  rc) cmd_rc ;;
  plugins) cmd_plugins ;;
  sync) cmd_sync ;;
  status) cmd_status ;;
  *) print "usage: dot.zsh link|rc|plugins|sync|status"; return 1 ;;
esac
