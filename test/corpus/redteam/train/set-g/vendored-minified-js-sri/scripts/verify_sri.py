#!/usr/bin/env python3
import base64, hashlib, json, pathlib, sys

VENDOR = pathlib.Path(__file__).resolve().parent.parent / "assets" / "vendor"
LOCK = VENDOR / "vendor.lock.json"


def sri(path: pathlib.Path) -> str:
    return "sha384-" + base64.b64encode(hashlib.sha384(path.read_bytes()).digest()).decode()


def main(update: bool) -> int:
    lock = json.loads(LOCK.read_text())
    bad = 0
    for name, meta in lock.items():
        f = VENDOR / meta["file"]
        actual = sri(f)
        if update:
            meta["integrity"] = actual
        elif actual != meta["integrity"]:
            print(f"INTEGRITY MISMATCH {f.name}\n  lock:   {meta['integrity']}\n  actual: {actual}")
            bad += 1
            continue
        print(f'<script src="/assets/vendor/{f.name}" integrity="{actual}" crossorigin="anonymous"></script>')
    if update:
        LOCK.write_text(json.dumps(lock, indent=2) + "\n")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main("--update" in sys.argv))
