#!/usr/bin/env python3
"""Structural checks for HL7 v2 messages."""
import re
import sys

REQUIRED = {
    "MSH": [7, 9, 10, 12],
    "PID": [3, 5],
    "PV1": [2],
    "OBX": [2, 3, 11],
    "ORC": [1],
    "OBR": [4],
}
DTM = re.compile(r"^\d{4}(\d{2}(\d{2}(\d{2}(\d{2}(\d{2}(\.\d{1,4})?)?)?)?)?)?([+-]\d{4})?$")


def segments(raw):
    raw = raw.replace("\r\n", "\r").replace("\n", "\r")
    return [s for s in raw.split("\r") if s.strip()]


def check(raw):
    errs = []
    segs = segments(raw)
    if not segs or not segs[0].startswith("MSH"):
        return ["Message must start with MSH"]
    fs = segs[0][3]
    enc = segs[0][4:8]
    if enc != "^~\\&":
        errs.append(f"MSH-2 encoding characters are {enc!r}, expected '^~\\&'")
    for n, seg in enumerate(segs, 1):
        fields = seg.split(fs)
        sid = fields[0]
        offset = 1 if sid == "MSH" else 0
        for req in REQUIRED.get(sid, []):
            idx = req - offset
            if idx >= len(fields) or not fields[idx].strip():
                errs.append(f"line {n}: {sid}-{req} is required but empty")
        if sid == "MSH" and len(fields) > 6 and fields[6] and not DTM.match(fields[6]):
            errs.append(f"line {n}: MSH-7 '{fields[6]}' is not a valid DTM")
        if sid == "PID" and len(fields) > 3:
            for rep in fields[3].split("~"):
                comps = rep.split("^")
                if len(comps) < 4 or not comps[3]:
                    errs.append(f"line {n}: PID-3 repetition without assigning authority (CX.4)")
        if sid == "PID" and len(fields) > 7 and fields[7] and not DTM.match(fields[7]):
            errs.append(f"line {n}: PID-7 DOB '{fields[7]}' is not a valid DTM")
    return errs


if __name__ == "__main__":
    text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
    problems = check(text)
    print("\n".join(problems) if problems else "No structural errors found.")
    sys.exit(1 if problems else 0)
