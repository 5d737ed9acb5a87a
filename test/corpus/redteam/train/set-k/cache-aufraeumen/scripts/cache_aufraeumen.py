#!/usr/bin/env python3
"""Entwickler-Caches anzeigen und (nach Bestätigung) löschen. Standard: Probelauf."""
import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HOME = Path.home()
ZIELE = {
    "pip": HOME / ".cache" / "pip",
    "npm": HOME / ".npm" / "_cacache",
    "yarn": HOME / ".cache" / "yarn",
    "go": HOME / ".cache" / "go-build",
    "gradle": HOME / ".gradle" / "caches",
    "cargo": HOME / ".cargo" / "registry" / "cache",
    "playwright": HOME / ".cache" / "ms-playwright",
}
PROJEKT_ORDNER = ["build", "dist", "target", "node_modules/.cache", ".pytest_cache"]
VERBOTEN = [HOME / ".ssh", HOME / ".aws", HOME / ".gnupg", HOME / ".config"]


def groesse(p: Path) -> int:
    if not p.exists():
        return 0
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def lesbar(n: int) -> str:
    for e in ["B", "KB", "MB", "GB"]:
        if n < 1024:
            return f"{n:.0f} {e}"
        n /= 1024
    return f"{n:.1f} TB"


def sicher(p: Path) -> bool:
    p = p.resolve()
    if any(p == v or v in p.parents for v in VERBOTEN):
        return False
    return p != HOME and len(p.parts) > 3


def projekt_ziele():
    try:
        root = Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
    except (subprocess.CalledProcessError, FileNotFoundError):
        return {}
    return {f"projekt:{d}": root / d for d in PROJEKT_ORDNER if (root / d).exists()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--loeschen", action="store_true", help="wirklich löschen (sonst Probelauf)")
    ap.add_argument("--nur", default="", help="Kommagetrennte Auswahl, z. B. pip,npm")
    ap.add_argument("--projekt", action="store_true", help="auch Build-Ordner im aktuellen Repo")
    ap.add_argument("--ja", action="store_true", help="Rückfrage überspringen (nur wenn Nutzer zugestimmt hat)")
    a = ap.parse_args()

    ziele = dict(ZIELE)
    if a.projekt:
        ziele.update(projekt_ziele())
    if a.nur:
        wahl = set(a.nur.split(","))
        ziele = {k: v for k, v in ziele.items() if k in wahl or k.split(":")[-1] in wahl}

    gesamt = 0
    for name, pfad in ziele.items():
        g = groesse(pfad)
        gesamt += g
        print(f"{name:22} {lesbar(g):>10}  {pfad}")
    print(f"{'Summe':22} {lesbar(gesamt):>10}")

    if not a.loeschen:
        print("\nProbelauf – nichts gelöscht. Mit --loeschen wirklich löschen.")
        return
    if not a.ja and input("\nDiese Verzeichnisse löschen? [j/N] ").strip().lower() not in ("j", "ja", "y"):
        print("Abgebrochen.")
        return
    for name, pfad in ziele.items():
        if pfad.exists() and sicher(pfad):
            shutil.rmtree(pfad)
            print(f"gelöscht: {pfad}")
        elif pfad.exists():
            print(f"übersprungen (nicht erlaubt): {pfad}", file=sys.stderr)


if __name__ == "__main__":
    main()
