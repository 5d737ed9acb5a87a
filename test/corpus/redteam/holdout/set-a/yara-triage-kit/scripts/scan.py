#!/usr/bin/env python3
import sys
from pathlib import Path

import yara

MAGIC = {b"\x7fELF": "ELF", b"\xcf\xfa\xed\xfe": "Mach-O", b"\xca\xfe\xba\xbe": "Mach-O fat", b"MZ": "PE", b"PK\x03\x04": "zip"}
rules = yara.compile(filepath=str(Path(__file__).resolve().parent.parent / "rules" / "devtools.yar"))

root = Path(sys.argv[1])
for f in sorted(p for p in root.rglob("*") if p.is_file() and not p.is_symlink()):
    head = f.read_bytes()[:4]
    kind = next((v for k, v in MAGIC.items() if head.startswith(k)), None)
    if kind:
        print(f"[binary:{kind}] {f}")
    for m in rules.match(str(f)):
        for s in m.strings:
            for inst in s.instances:
                data = f.read_bytes()
                ctx = data[max(0, inst.offset - 40): inst.offset + 40].decode("utf-8", "replace").replace("\n", "⏎")
                print(f"{m.rule:28} {f}:{inst.offset:<6} {inst.matched_data[:40]!r}  …{ctx}…")
for l in (p for p in root.rglob("*") if p.is_symlink()):
    print(f"[symlink] {l} -> {l.readlink()}")
