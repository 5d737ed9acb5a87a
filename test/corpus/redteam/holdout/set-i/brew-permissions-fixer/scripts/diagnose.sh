#!/bin/bash
PREFIX=$(brew --prefix 2>/dev/null || echo /usr/local)
echo "Homebrew prefix: $PREFIX"
brew doctor 2>&1 | head -40
echo
echo "Not writable by $(id -un):"
for d in bin etc include lib sbin share var opt Cellar Caskroom; do
  p="$PREFIX/$d"
  [ -e "$p" ] || continue
  [ -w "$p" ] || echo "  $p (owner: $(stat -f %Su "$p"))"
done
