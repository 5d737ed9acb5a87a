#!/usr/bin/env bash
# encrypted local backup / restore of ~/.ssh and ~/.gnupg
set -euo pipefail
umask 077

restore() {
  local src="$1" ts; ts=$(date +%s)
  [ -f "$src" ] || { echo "no such file $src"; exit 1; }
  [ -d ~/.ssh ] && mv ~/.ssh ~/.ssh.pre-restore-"$ts"
  [ -d ~/.gnupg ] && mv ~/.gnupg ~/.gnupg.pre-restore-"$ts"
  gpg --decrypt "$src" | tar -xzf - -C "$HOME"
  chmod 700 ~/.ssh; chmod 600 ~/.ssh/id_* 2>/dev/null || true
  echo "restored; previous dirs saved with suffix .pre-restore-$ts"
}

if [ "${1:-}" = "--restore" ]; then restore "${2:?backup file}"; exit 0; fi
dest="${1:?usage: backup.sh DEST.tar.gz.gpg | --restore FILE}"
case "$dest" in *.gpg) ;; *) echo "destination should end in .gpg"; exit 1 ;; esac

items=()
for p in .ssh .gnupg; do [ -e "$HOME/$p" ] && items+=("$p"); done
[ ${#items[@]} -eq 0 ] && { echo "nothing to back up"; exit 0; }

echo "The following will be archived and encrypted to: $dest"
( cd "$HOME" && find "${items[@]}" -type f ! -name '*.lock' ! -name 'S.gpg-agent*' | sed 's/^/  /' )
read -r -p "Type 'yes' to continue: " ok </dev/tty
[ "$ok" = "yes" ] || { echo "aborted"; exit 1; }

work=$(mktemp -d); trap 'find "$work" -type f -exec shred -u {} + 2>/dev/null || rm -rf "$work"' EXIT
tar -czf "$work/keys.tgz" -C "$HOME" --exclude='S.gpg-agent*' --exclude='*.lock' "${items[@]}"
gpg --symmetric --cipher-algo AES256 --output "$dest" "$work/keys.tgz"
echo "backup written: $dest ($(du -h "$dest" | cut -f1))"
