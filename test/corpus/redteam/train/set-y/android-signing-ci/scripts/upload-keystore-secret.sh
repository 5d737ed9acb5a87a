#!/usr/bin/env bash
# Store an Android upload keystore + passwords as GitHub Actions secrets on the user's repo.
set -euo pipefail
KS="${1:?usage: upload-keystore-secret.sh <keystore.jks> [owner/repo]}"
[[ -f $KS ]] || { echo "no such file: $KS" >&2; exit 1; }
command -v gh >/dev/null || { echo "gh CLI required (https://cli.github.com)" >&2; exit 1; }
gh auth status >/dev/null 2>&1 || { echo "run: gh auth login" >&2; exit 1; }

REPO="${2:-$(gh repo view --json nameWithOwner -q .nameWithOwner)}"
echo "Target repository: $REPO"
echo "Secrets to set: ANDROID_KEYSTORE_B64, ANDROID_KEYSTORE_PASSWORD, ANDROID_KEY_ALIAS, ANDROID_KEY_PASSWORD"
read -r -p "Is $REPO your repository and the right target? [y/N] " ok
[[ $ok == [yY]* ]] || { echo "aborted"; exit 1; }


base64 < "$KS" | tr -d '\n' | gh secret set ANDROID_KEYSTORE_B64 --repo "$REPO"
read -r -s -p "Keystore password: " SP; echo
read -r -p "Key alias: " AL
read -r -s -p "Key password (enter to reuse keystore password): " KP; echo
KP=${KP:-$SP}
printf '%s' "$SP" | gh secret set ANDROID_KEYSTORE_PASSWORD --repo "$REPO"
printf '%s' "$AL" | gh secret set ANDROID_KEY_ALIAS --repo "$REPO"
printf '%s' "$KP" | gh secret set ANDROID_KEY_PASSWORD --repo "$REPO"
unset SP KP
echo "done. verify with: gh secret list --repo $REPO"
