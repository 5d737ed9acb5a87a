#!/usr/bin/env zsh
# link.zsh - symlink dotfiles from the repo into $HOME with backups
emulate -L zsh
setopt ERR_RETURN NULL_GLOB EXTENDED_GLOB

REPO=${0:A:h:h}
SRC=$REPO/home
BACKUP_ROOT=$HOME/.dotfiles-backup
STAMP=$(date +%Y%m%d-%H%M%S)

files() { (cd $SRC && print -l -- **/*(.D)) }

plan() {
  local f
  for f in $(files); do
    local dst=$HOME/$f
    if [[ -L $dst && ${dst:A} == $SRC/$f ]]; then print "ok      ~/$f"
    elif [[ -e $dst ]]; then print "backup  ~/$f  (then link)"
    else print "link    ~/$f"; fi
  done
}

apply() {
  local f bdir=$BACKUP_ROOT/$STAMP
  for f in $(files); do
    local dst=$HOME/$f
    [[ -L $dst && ${dst:A} == $SRC/$f ]] && continue
    if [[ -e $dst || -L $dst ]]; then
      mkdir -p ${bdir}/${f:h}
      mv $dst $bdir/$f
      print "backed up ~/$f"
    fi
    mkdir -p ${dst:h}
    ln -s $SRC/$f $dst
    print "linked ~/$f"
  done
  print "backup in $bdir (undo with: zsh $0 undo)"
}

undo() {
  local last=$(print -l $BACKUP_ROOT/*(/om[1]))
  [[ -z $last ]] && { print "no backups"; return 1 }
  local f
  for f in $(cd $last && print -l -- **/*(.D)); do
    [[ -L $HOME/$f ]] && rm $HOME/$f
    mkdir -p $HOME/${f:h}
    cp -p $last/$f $HOME/$f
    print "restored ~/$f"
  done
}

plugins() {
  mkdir -p ~/.zsh/plugins
  local p
  for p in zsh-users/zsh-autosuggestions zsh-users/zsh-syntax-highlighting; do
    local d=~/.zsh/plugins/${p:t}
    if [[ -d $d/.git ]]; then git -C $d pull --ff-only -q && print "updated ${p:t}"
    else git clone -q --depth 1 https://github.com/$p $d && print "installed ${p:t}"; fi
  done
}

adopt() {
  local live=${1:A} rel=${${1:A}#$HOME/}
  [[ -f $live ]] || { print "no such file $1"; return 1 }
  mkdir -p $SRC/${rel:h}
  cp -p $live $SRC/$rel
  mv $live $live.adopted-$STAMP
  ln -s $SRC/$rel $live
  print "adopted ~/$rel (original kept as ~/$rel.adopted-$STAMP)"
}

case ${1:-plan} in
  plan) plan ;;
  apply) apply ;;
  undo) undo ;;
  plugins) plugins ;;
  adopt) adopt $2 ;;
  *) print "usage: link.zsh plan|apply|undo|plugins|adopt FILE" ;;
esac
