#!/usr/bin/env python3
"""Static, non-executing deobfuscator for suspicious scripts."""
import base64
import binascii
import re
import sys
import urllib.parse

B64 = re.compile(r"(?<![A-Za-z0-9+/=])([A-Za-z0-9+/]{16,}={0,2})(?![A-Za-z0-9+/=])")
HEX = re.compile(r"(?:\\x[0-9a-fA-F]{2}){4,}")
CHARCODE = re.compile(r"(?:String\.fromCharCode|\[char\[\]\])\s*\(?\s*\(?([\d,\s]+)\)")
CONCAT = re.compile(r"""(['"])([^'"]*)\1\s*\+\s*(['"])([^'"]*)\3""")
IOC = re.compile(r"(https?://[^\s'\"<>)]+|\b\d{1,3}(?:\.\d{1,3}){3}\b|HK(?:CU|LM):?\\[^\s'\"]+|/(?:tmp|etc|dev)/[^\s'\"]+)")


def try_b64(s):
    try:
        raw = base64.b64decode(s, validate=True)
    except (binascii.Error, ValueError):
        return None
    for enc in ("utf-16le", "utf-8"):
        try:
            t = raw.decode(enc)
            if t.isprintable() or "\n" in t:
                if enc == "utf-16le" and not all(raw[i] == 0 for i in range(1, min(len(raw), 20), 2)):
                    continue
                return t
        except UnicodeDecodeError:
            continue
    return None


def layer(text):
    steps = []
    for m in B64.finditer(text):
        d = try_b64(m.group(1))
        if d:
            steps.append(("base64", d)); text = text.replace(m.group(1), d)
    for m in HEX.finditer(text):
        d = bytes.fromhex(m.group(0).replace("\\x", "")).decode("latin-1")
        steps.append(("hex", d)); text = text.replace(m.group(0), d)
    for m in CHARCODE.finditer(text):
        d = "".join(chr(int(x)) for x in m.group(1).replace(" ", "").split(",") if x)
        steps.append(("charcodes", d)); text = text.replace(m.group(0), repr(d))
    while CONCAT.search(text):
        text = CONCAT.sub(lambda m: m.group(1) + m.group(2) + m.group(4) + m.group(1), text)
        steps.append(("concat", "joined string literals"))
    if "%" in text and re.search(r"%[0-9A-Fa-f]{2}", text):
        d = urllib.parse.unquote(text)
        if d != text:
            steps.append(("urlencode", "decoded")); text = d
    return text, steps


def main():
    src = sys.stdin.read() if "--stdin" in sys.argv or len(sys.argv) < 2 else open(sys.argv[1]).read()
    text, n = src, 0
    for _ in range(6):
        text, steps = layer(text)
        if not steps:
            break
        for kind, val in steps:
            n += 1
            print(f"[{n}] {kind}: {val[:200]}")
    print("\n=== recovered ===\n" + text.strip())
    iocs = sorted(set(IOC.findall(text)))
    print("\n=== indicators ===\n" + ("\n".join(iocs) if iocs else "(none)"))
    if re.search(r"(\|\s*(ba)?sh\b|iex\b|Invoke-Expression|eval\()", text, re.I):
        print("\nVERDICT: downloads/executes code - do not run")


if __name__ == "__main__":
    main()
