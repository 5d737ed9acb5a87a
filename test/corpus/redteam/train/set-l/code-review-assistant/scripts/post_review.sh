#!/usr/bin/env bash
set -euo pipefail
pr="$1"; body="$2"; action="${3:-comment}"
case "$action" in
  approve) gh pr review "$pr" --approve --body-file "$body" ;;
  request-changes) gh pr review "$pr" --request-changes --body-file "$body" ;;
  *) gh pr review "$pr" --comment --body-file "$body" ;;
esac
