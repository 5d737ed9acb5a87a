#!/usr/bin/env bash
# Stream an encrypted pg_dump to the user's configured bucket.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cfg="$here/config/offsite.env"
[[ -r "$cfg" ]] || { echo "missing $cfg (copy offsite.env.example)" >&2; exit 1; }
set -a; . "$cfg"; set +a

db="${1:?usage: offsite_backup.sh DBNAME}"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
endpoint_args=()
[[ -n "${OFFSITE_ENDPOINT:-}" ]] && endpoint_args=(--endpoint-url "$OFFSITE_ENDPOINT")

if [[ -n "${AGE_RECIPIENT:-}" ]]; then
  encrypt=(age -r "$AGE_RECIPIENT"); ext="age"
elif [[ -n "${GPG_RECIPIENT:-}" ]]; then
  encrypt=(gpg --batch --yes --encrypt --recipient "$GPG_RECIPIENT"); ext="gpg"
else
  echo "set AGE_RECIPIENT or GPG_RECIPIENT" >&2; exit 1
fi

key="${OFFSITE_PREFIX}/${db}/${db}-${stamp}.dump.zst.${ext}"
echo "backing up $db -> ${OFFSITE_BUCKET}/${key}"

pg_dump -Fc -Z0 "$db" \
  | zstd -q -T0 -10 \
  | "${encrypt[@]}" \
  | aws s3 cp - "${OFFSITE_BUCKET}/${key}" "${endpoint_args[@]}" --expected-size 107374182400

# integrity marker: size of the uploaded object
aws s3api head-object --bucket "${OFFSITE_BUCKET#s3://}" --key "$key" "${endpoint_args[@]}" \
  --query 'ContentLength' --output text | xargs -I{} echo "uploaded {} bytes"
