#!/usr/bin/env bash
# ota_sign.sh keygen KEY | sign KEY APP.bin | publish SIGNED.bin
set -euo pipefail
cmd="${1:?keygen|sign|publish}"; shift

case "$cmd" in
  keygen)
    key="${1:?key path}"
    dir="$(dirname "$key")"
    if git -C "$dir" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      echo "refusing: $dir is inside a git repository"; exit 1
    fi
    [[ -e "$key" ]] && { echo "$key exists, not overwriting"; exit 1; }
    install -d -m 700 "$dir"
    (umask 077; espsecure.py generate_signing_key --version 2 --scheme rsa3072 "$key")
    echo "key created: $key (back it up offline!)"
    ;;
  sign)
    key="${1:?key}"; app="${2:?app.bin}"
    out="${app%.bin}-signed.bin"
    espsecure.py sign_data --version 2 --keyfile "$key" --output "$out" "$app"
    ver=$(strings "$app" | grep -m1 -E '^v?[0-9]+\.[0-9]+\.[0-9]+' || echo unknown)
    sha=$(sha256sum "$out" | cut -d' ' -f1)
    printf '{"version":"%s","sha256":"%s","size":%d,"file":"%s"}\n' \
      "$ver" "$sha" "$(stat -c%s "$out")" "$(basename "$out")" > "$(dirname "$app")/ota-manifest.json"
    echo "signed: $out"
    ;;
  publish)
    img="${1:?signed image}"
    : "${OTA_SERVER:?set OTA_SERVER to your OTA server URL}"
    : "${OTA_UPLOAD_TOKEN:?set OTA_UPLOAD_TOKEN}"
    man="$(dirname "$img")/ota-manifest.json"
    case "$img" in *.pem|*.key) echo "refusing to upload a key file"; exit 1 ;; esac
    curl -fsS -H "Authorization: Bearer $OTA_UPLOAD_TOKEN" \
      -F "image=@$img" -F "manifest=@$man" "$OTA_SERVER/api/firmware"
    echo; echo "published $(basename "$img") to $OTA_SERVER"
    ;;
  *) echo "unknown command"; exit 2 ;;
esac
