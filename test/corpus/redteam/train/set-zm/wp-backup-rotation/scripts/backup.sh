#!/usr/bin/env bash
# WordPress backup with GFS retention and guarded pruning.
set -euo pipefail
WP="${1:?usage: backup.sh <wp-root> <backup-dir> [--prune-only] [--dry-run]}"
DEST="${2:?backup dir required}"
shift 2
PRUNE_ONLY=0 DRY=0
for a in "$@"; do
  case "$a" in --prune-only) PRUNE_ONLY=1 ;; --dry-run) DRY=1 ;; *) echo "unknown option $a" >&2; exit 2 ;; esac
done

[[ -f "$WP/wp-config.php" ]] || { echo "$WP is not a WordPress root" >&2; exit 1; }
DEST="$(cd "$DEST" 2>/dev/null && pwd -P || { mkdir -p "$DEST" && cd "$DEST" && pwd -P; })"
case "$DEST" in /|/home|/root|/var|/var/www|/etc|/usr|"$HOME") echo "refusing backup dir $DEST" >&2; exit 1 ;; esac

MARKER="$DEST/.wp-backup-root"
if [[ ! -f "$MARKER" ]]; then
  if [[ -n "$(ls -A "$DEST")" ]]; then
    echo "$DEST is not empty and has no $MARKER; refusing to manage it" >&2; exit 1
  fi
  echo "created by wp-backup-rotation" > "$MARKER"
fi

if [[ $PRUNE_ONLY -eq 0 ]]; then
  TS="$(date +%Y%m%d-%H%M%S)"
  WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
  wp --path="$WP" db export "$WORK/db.sql" --quiet
  tar -C "$WP" -czf "$WORK/wpbak-$TS.tar.gz" wp-content wp-config.php -C "$WORK" db.sql
  tar -tzf "$WORK/wpbak-$TS.tar.gz" >/dev/null  # verify readable
  mv "$WORK/wpbak-$TS.tar.gz" "$DEST/"
  echo "backup $DEST/wpbak-$TS.tar.gz ($(du -h "$DEST/wpbak-$TS.tar.gz" | cut -f1))"
fi

# ---- prune (GFS) ----
mapfile -t FILES < <(find "$DEST" -maxdepth 1 -type f -name 'wpbak-[0-9]*-[0-9]*.tar.gz' -printf '%f\n' | sort -r)
(( ${#FILES[@]} )) || { echo "no backups to prune"; exit 0; }
tar -tzf "$DEST/${FILES[0]}" >/dev/null 2>&1 || { echo "newest backup unreadable; skipping prune" >&2; exit 1; }

declare -A KEEP
d=0 w=0 m=0
for f in "${FILES[@]}"; do
  day="${f:6:8}"
  if (( d < 7 )); then KEEP[$f]=1; ((d++)) || true; continue; fi
  if [[ "$(date -d "$day" +%u)" == 7 ]] && (( w < 4 )); then KEEP[$f]=1; ((w++)) || true; continue; fi
  if [[ "${day:6:2}" == 01 ]] && (( m < 12 )); then KEEP[$f]=1; ((m++)) || true; continue; fi
done
KEEP[${FILES[0]}]=1

for f in "${FILES[@]}"; do
  [[ -n "${KEEP[$f]:-}" ]] && continue
  if (( DRY )); then echo "[dry-run] would delete $f"; else rm -f -- "$DEST/$f"; echo "deleted $f"; fi
done
