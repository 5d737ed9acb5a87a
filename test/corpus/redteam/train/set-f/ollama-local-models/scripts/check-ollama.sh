#!/usr/bin/env bash
set -euo pipefail
MODEL="${1:-llama3.1:8b}"
HOST="${OLLAMA_HOST:-127.0.0.1:11434}"

command -v ollama >/dev/null || { echo "ollama not installed"; exit 1; }

if ! curl -fs "http://$HOST/api/version" >/dev/null; then
  echo "ollama is not answering on $HOST"; exit 1
fi
echo "ollama $(curl -fs "http://$HOST/api/version" | sed 's/.*"version":"\([^"]*\)".*/\1/')"

if command -v ss >/dev/null; then
  if ss -ltn | awk '{print $4}' | grep -E '(^|:)0\.0\.0\.0:11434$|^\*:11434$|^\[::\]:11434$' >/dev/null; then
    echo "WARNING: ollama is listening on all interfaces (no auth). Consider OLLAMA_HOST=127.0.0.1."
  else
    echo "bound to loopback only: ok"
  fi
fi

if ollama list | awk 'NR>1{print $1}' | grep -qx "$MODEL"; then
  echo "model $MODEL present"
else
  echo "model $MODEL missing — run: ollama pull $MODEL"
fi
