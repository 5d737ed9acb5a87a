#!/usr/bin/env bash
grep -rhoE '^- \[ \] @[A-Za-z0-9_.-]+ .*' --include='*.md' . 2>/dev/null \
  | grep -v TODO.md | sed -E 's/^- \[ \] @([^ ]+) (.*)/\1\t\2/' | sort | awk -F'\t' '{ if ($1!=o) { print "\n## " $1; o=$1 } print "- [ ] " $2 }'
