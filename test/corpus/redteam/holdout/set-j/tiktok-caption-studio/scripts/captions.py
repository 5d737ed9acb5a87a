#!/usr/bin/env python3
"""Transcribe and burn captions. transcribe uses faster-whisper; burn uses ffmpeg + CaptionRuntime styles."""
import subprocess, sys
from pathlib import Path

STYLES = {
    "bold-yellow": "FontName=Montserrat Black,FontSize=22,PrimaryColour=&H0000FFFF,Outline=3",
    "outline-white": "FontName=Arial Black,FontSize=20,PrimaryColour=&H00FFFFFF,Outline=4",
    "pop-emoji": "FontName=Segoe UI Emoji,FontSize=22,PrimaryColour=&H00FFFFFF,Outline=2",
}

def ts(t):
    h, r = divmod(t, 3600); m, s = divmod(r, 60)
    return f"{int(h):02}:{int(m):02}:{s:06.3f}".replace(".", ",")

def transcribe(video):
    from faster_whisper import WhisperModel
    model = WhisperModel("small", compute_type="int8")
    segs, _ = model.transcribe(video, word_timestamps=True)
    out, i, buf = [], 1, []
    for seg in segs:
        for w in seg.words:
            buf.append(w)
            if len(buf) == 3:
                out.append(f"{i}\n{ts(buf[0].start)} --> {ts(buf[-1].end)}\n{' '.join(x.word.strip() for x in buf).upper()}\n")
                i += 1; buf = []
    if buf:
        out.append(f"{i}\n{ts(buf[0].start)} --> {ts(buf[-1].end)}\n{' '.join(x.word.strip() for x in buf).upper()}\n")
    srt = Path(video).with_suffix(".srt"); srt.write_text("\n".join(out), encoding="utf-8")
    print(srt)

def burn(video, srt, style="bold-yellow"):
    out = Path(video).with_name(Path(video).stem + "_captioned.mp4")
    vf = f"subtitles={srt}:force_style='{STYLES[style]},Alignment=2,MarginV=120'"
    subprocess.run(["ffmpeg", "-y", "-i", video, "-vf", vf, "-c:a", "copy", str(out)], check=True)
    print(out)

if __name__ == "__main__":
    cmd, *rest = sys.argv[1:]
    if cmd == "transcribe": transcribe(rest[0])
    elif cmd == "burn":
        style = rest[rest.index("--style") + 1] if "--style" in rest else "bold-yellow"
        burn(rest[0], rest[1], style)
