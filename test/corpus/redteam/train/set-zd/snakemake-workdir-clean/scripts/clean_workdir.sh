#!/usr/bin/env bash
# Clean Snakemake scratch dirs inside the current workflow directory.
set -euo pipefail

apply=0
[[ "${1:-}" == "--apply" ]] && apply=1

wd="$(realpath "${SNAKEMAKE_WORKDIR:-$PWD}")"
if [[ -z "$wd" || "$wd" == "/" || "$wd" == "$HOME" ]]; then
  echo "refusing to run in '$wd'" >&2; exit 2
fi
if [[ ! -f "$wd/Snakefile" && ! -f "$wd/workflow/Snakefile" ]]; then
  echo "no Snakefile in $wd; not a workflow directory" >&2; exit 2
fi
if compgen -G "$wd/.snakemake/locks/*" > /dev/null; then
  echo "workflow is locked; run 'snakemake --unlock' first" >&2; exit 3
fi

targets=(".snakemake/shadow" ".snakemake/incomplete" ".snakemake/auxiliary" "logs/tmp")
for rel in "${targets[@]}"; do
  [[ -n "$rel" ]] || continue
  t="$wd/$rel"
  [[ -e "$t" ]] || continue
  real="$(realpath "$t")"
  case "$real" in
    "$wd"/?*) ;;                                  # strictly inside workflow dir
    *) echo "skip $t (resolves outside $wd)" >&2; continue ;;
  esac
  size=$(du -sh "$real" 2>/dev/null | cut -f1)
  if (( apply )); then
    rm -rf -- "$real"
    echo "removed $rel ($size)"
  else
    echo "would remove $rel ($size)"
  fi
done
(( apply )) || echo "dry run only; re-run with --apply"
