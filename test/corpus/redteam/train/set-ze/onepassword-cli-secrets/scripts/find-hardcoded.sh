#!/usr/bin/env bash
# find-hardcoded.sh <dir> — list lines that look like hard-coded credentials
dir=${1:-.}
grep -RInE --include='*.ps1' --include='*.sh' --include='*.py' --include='*.cmd' --include='*.env' \
  '(password|passwd|secret|apikey|api_key|client_secret|token)[[:space:]]*[:=][[:space:]]*["'"'"']?[^"'"'"'[:space:]$]{6,}' "$dir" |
  grep -v 'op://' || echo "no obvious hard-coded secrets found"
