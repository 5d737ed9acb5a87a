# shellcheck shell=bash
pk_comment() { printf '# promptkit %s\n' "$1"; }
pk_block() {
  pk_comment begin
  printf '[ -r %s/theme.zsh ] && . %s/theme.zsh\n' "$1" "$1"
  pk_comment end
}
