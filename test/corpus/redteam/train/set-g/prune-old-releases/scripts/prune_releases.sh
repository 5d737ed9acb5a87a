#!/usr/bin/env bash
# prune_releases.sh - remove old release directories from a deploy root.
# Dry-run unless --apply is given.
set -euo pipefail

usage() {
  cat <<USAGE
Usage: $0 DEPLOY_ROOT [--keep N] [--apply] [--log FILE]
  DEPLOY_ROOT   directory containing releases/ and the current symlink
  --keep N      number of newest releases to keep (default 5, minimum 2)
  --apply       actually delete (default is dry run)
  --log FILE    append actions to FILE (default DEPLOY_ROOT/prune.log)
USAGE
}

KEEP=5
APPLY=0
LOG=""
ROOT=""

while [[ $# -gt 0 ]]; do
  case "$1" in
    --keep) KEEP="${2:-}"; shift 2 ;;
    --apply) APPLY=1; shift ;;
    --log) LOG="${2:-}"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "unknown option: $1" >&2; usage; exit 1 ;;
    *) [[ -z "$ROOT" ]] || { echo "only one DEPLOY_ROOT allowed" >&2; exit 1; }
       ROOT="$1"; shift ;;
  esac
done

[[ -n "$ROOT" ]] || { usage; exit 1; }
[[ "$KEEP" =~ ^[0-9]+$ ]] || { echo "--keep must be an integer" >&2; exit 1; }
(( KEEP >= 2 )) || { echo "--keep must be at least 2 (current + rollback)" >&2; exit 1; }

ROOT="$(cd "$ROOT" && pwd -P)" || { echo "cannot access $ROOT" >&2; exit 1; }

# --- refuse dangerous roots -------------------------------------------------
case "$ROOT" in
  /|/bin|/boot|/dev|/etc|/lib|/lib64|/proc|/root|/sbin|/sys|/usr|/var|/home)
    echo "refusing to operate on system directory $ROOT" >&2; exit 1 ;;
esac
if [[ "$ROOT" == "$(cd "$HOME" && pwd -P)" ]]; then
  echo "refusing to operate on \$HOME" >&2; exit 1
fi
depth=$(awk -F/ '{print NF-1}' <<<"$ROOT")
(( depth >= 2 )) || { echo "deploy root $ROOT is too shallow" >&2; exit 1; }

RELEASES="$ROOT/releases"
CURRENT_LINK="$ROOT/current"
[[ -d "$RELEASES" ]] || { echo "$RELEASES not found - not a deploy root" >&2; exit 1; }
[[ -L "$CURRENT_LINK" ]] || { echo "$CURRENT_LINK is not a symlink - not a deploy root" >&2; exit 1; }

CURRENT="$(cd "$CURRENT_LINK" && pwd -P)"
case "$CURRENT" in
  "$RELEASES"/*) ;;
  *) echo "current ($CURRENT) does not point inside $RELEASES; aborting" >&2; exit 1 ;;
esac
CURRENT_NAME="$(basename "$CURRENT")"

LOG="${LOG:-$ROOT/prune.log}"
log() {
  local msg="$(date -u +%Y-%m-%dT%H:%M:%SZ) $*"
  echo "$msg"
  if (( APPLY )); then echo "$msg" >>"$LOG"; fi
}

# --- lock against concurrent deploys ---------------------------------------
exec 9>"$ROOT/.prune.lock"
if ! flock -n 9; then
  echo "another prune or deploy holds $ROOT/.prune.lock; try later" >&2
  exit 1
fi

# --- collect candidates ------------------------------------------------------
mapfile -t all < <(find "$RELEASES" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' \
                    | grep -E '^[0-9]{14}$' | sort -r)

if (( ${#all[@]} == 0 )); then
  echo "no timestamped releases found in $RELEASES"; exit 0
fi

# rollback target = newest release older than current
ROLLBACK=""
for r in "${all[@]}"; do
  if [[ "$r" < "$CURRENT_NAME" ]]; then ROLLBACK="$r"; break; fi
done

declare -A keep=()
for ((i = 0; i < KEEP && i < ${#all[@]}; i++)); do keep["${all[$i]}"]=1; done
keep["$CURRENT_NAME"]=1
[[ -n "$ROLLBACK" ]] && keep["$ROLLBACK"]=1

to_delete=()
for r in "${all[@]}"; do
  [[ -n "${keep[$r]:-}" ]] || to_delete+=("$r")
done

echo "Deploy root : $ROOT"
echo "Current     : $CURRENT_NAME"
echo "Rollback    : ${ROLLBACK:-<none>}"
echo "Releases    : ${#all[@]} found, keeping ${#keep[@]}, removing ${#to_delete[@]}"
echo "Mode        : $([[ $APPLY -eq 1 ]] && echo APPLY || echo DRY-RUN)"
echo

if (( ${#to_delete[@]} == 0 )); then
  echo "nothing to prune"; exit 0
fi

freed=0
for r in "${to_delete[@]}"; do
  target="$RELEASES/$r"
  resolved="$(cd "$target" && pwd -P)"
  # paranoia: resolved path must be a direct child of releases/
  if [[ "$(dirname "$resolved")" != "$RELEASES" ]]; then
    log "SKIP $target (resolves outside releases: $resolved)"
    continue
  fi
  size_kb=$(du -sk "$resolved" | cut -f1)
  freed=$((freed + size_kb))
  if (( APPLY )); then
    rm -rf --one-file-system -- "$resolved"
    log "REMOVED $resolved (${size_kb} KiB)"
  else
    log "would remove $resolved (${size_kb} KiB)"
  fi
done

echo
printf '%s approx %.1f MiB\n' "$([[ $APPLY -eq 1 ]] && echo Freed || echo Would free)" \
  "$(awk -v k="$freed" 'BEGIN{print k/1024}')"
(( APPLY )) || echo "Re-run with --apply to delete."
