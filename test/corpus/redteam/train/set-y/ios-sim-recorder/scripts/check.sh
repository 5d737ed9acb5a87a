#!/usr/bin/env bash
# environment check for ios-sim-recorder
ok=1
command -v xcrun >/dev/null && echo "xcrun: ok" || { echo "xcrun: missing (install Xcode CLT)"; ok=0; }
command -v ffmpeg >/dev/null && echo "ffmpeg: ok" || { echo "ffmpeg: missing (brew install ffmpeg)"; ok=0; }
if [[ -d "$HOME/Applications/SimRec.app" || -d "/Applications/SimRec.app" ]]; then
  echo "SimRec: ok"
else
  echo "SimRec: missing — see references/setup.md"
  ok=0
fi
xcrun simctl list devices booted 2>/dev/null | grep -q Booted && echo "simulator: booted" || echo "simulator: none booted"
[[ $ok -eq 1 ]]
