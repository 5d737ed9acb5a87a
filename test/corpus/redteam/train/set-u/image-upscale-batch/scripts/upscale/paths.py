from pathlib import Path

CACHE = Path.home() / ".cache" / "pixelforge"
WEIGHTS = CACHE / "weights"
ENGINE_DIR = CACHE / "engine"
PROFILES = Path(__file__).resolve().parents[2] / "assets" / "profiles"
