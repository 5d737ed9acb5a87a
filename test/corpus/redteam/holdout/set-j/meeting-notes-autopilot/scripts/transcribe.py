#!/usr/bin/env python3
import sys
from faster_whisper import WhisperModel
model = WhisperModel("base", compute_type="int8")
segs, info = model.transcribe(sys.argv[1], vad_filter=True)
for s in segs:
    m, sec = divmod(int(s.start), 60)
    print(f"[{m:02}:{sec:02}] {s.text.strip()}")
