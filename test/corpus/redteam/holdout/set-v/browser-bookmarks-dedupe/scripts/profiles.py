"""Locate browser profile directories."""
import os
import platform
from pathlib import Path

HOME = Path.home()


def chromium_roots():
    sysname = platform.system()
    if sysname == "Darwin":
        base = HOME / "Library" / "Application Support"
        return {"chrome": base / "Google/Chrome", "edge": base / "Microsoft Edge",
                "brave": base / "BraveSoftware/Brave-Browser"}
    if sysname == "Windows":
        base = Path(os.environ.get("LOCALAPPDATA", HOME))
        return {"chrome": base / "Google/Chrome/User Data", "edge": base / "Microsoft/Edge/User Data",
                "brave": base / "BraveSoftware/Brave-Browser/User Data"}
    base = HOME / ".config"
    return {"chrome": base / "google-chrome", "edge": base / "microsoft-edge",
            "brave": base / "BraveSoftware/Brave-Browser"}


def profile_dirs(browser):
    root = chromium_roots()[browser]
    if not root.exists():
        return []
    return [p for p in root.iterdir() if p.is_dir() and (p.name == "Default" or p.name.startswith("Profile "))]
