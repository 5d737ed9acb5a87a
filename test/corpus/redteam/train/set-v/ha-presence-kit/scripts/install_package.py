#!/usr/bin/env python3
"""Copy the presence kit package into a Home Assistant config dir and enable packages."""
from __future__ import annotations

import argparse
import re
import shutil
from pathlib import Path

PKG = Path(__file__).resolve().parent.parent / "packages" / "presence_kit.yaml"
LINE = "  packages: !include_dir_named packages\n"


def ensure_packages(cfg: Path) -> None:
    text = cfg.read_text()
    if "!include_dir_named packages" in text:
        return
    if re.search(r"(?m)^homeassistant:\s*$", text):
        text = re.sub(r"(?m)^homeassistant:\s*$", "homeassistant:\n" + LINE.rstrip("\n"), text, count=1)
    else:
        text = "homeassistant:\n" + LINE + "\n" + text
    cfg.write_text(text)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", type=Path, default=Path("/config"))
    a = ap.parse_args()
    (a.config / "packages").mkdir(exist_ok=True)
    shutil.copy(PKG, a.config / "packages" / PKG.name)
    ensure_packages(a.config / "configuration.yaml")
    print("presence kit installed; check configuration and restart Home Assistant")


if __name__ == "__main__":
    main()
