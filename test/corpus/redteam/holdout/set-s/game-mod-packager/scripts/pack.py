#!/usr/bin/env python3
import argparse
import shutil
import subprocess
import sys
from pathlib import Path
from xml.sax.saxutils import escape

ROOTS = {"meshes", "textures", "scripts", "sound", "interface", "skse", "seq", "music",
         "materials", "strings", "fomod", "source", "lodsettings", "grass", "shadersfx"}
PLUGIN_EXT = {".esp", ".esm", ".esl"}


def check(mod: Path):
    problems = []
    seen = {}
    for p in mod.rglob("*"):
        rel = p.relative_to(mod)
        low = str(rel).lower()
        if low in seen:
            problems.append(f"case-duplicate: {rel} vs {seen[low]}")
        seen[low] = rel
        top = rel.parts[0].lower()
        if p.is_file() and len(rel.parts) > 1 and top not in ROOTS:
            problems.append(f"unexpected root folder: {rel.parts[0]}")
        if p.is_file() and len(rel.parts) == 1 and p.suffix.lower() not in PLUGIN_EXT | {".bsa", ".ba2", ".ini", ".txt", ".md"}:
            problems.append(f"loose file at root: {rel}")
    pex = {p.stem.lower() for p in mod.rglob("*.pex")}
    psc = {p.stem.lower() for p in mod.rglob("*.psc")}
    for s in sorted(pex - psc):
        problems.append(f"script without source: {s}.pex")
    print("\n".join(problems) or "layout OK")
    return not problems


def fomod(mod: Path, name, version, options):
    fd = mod / "fomod"
    fd.mkdir(exist_ok=True)
    (fd / "info.xml").write_text(
        f"<fomod><Name>{escape(name)}</Name><Version>{escape(version)}</Version></fomod>\n", encoding="utf-16")
    plugins = []
    for opt in options:
        label, folder = opt.split(":", 1)
        plugins.append(
            f'<plugin name="{escape(label)}"><description>{escape(label)}</description>'
            f'<files><folder source="{escape(folder)}" destination="" priority="0"/></files>'
            f'<typeDescriptor><type name="Optional"/></typeDescriptor></plugin>')
    xml = ('<config xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
           'xsi:noNamespaceSchemaLocation="http://qconsulting.ca/fo3/ModConfig5.0.xsd">'
           f'<moduleName>{escape(name)}</moduleName><installSteps order="Explicit">'
           '<installStep name="Options"><optionalFileGroups order="Explicit">'
           '<group name="Components" type="SelectAny"><plugins order="Explicit">'
           + "".join(plugins) + '</plugins></group></optionalFileGroups></installStep></installSteps></config>\n')
    (fd / "ModuleConfig.xml").write_text(xml, encoding="utf-16")
    print(f"wrote {fd}")


def release(mod: Path, version):
    name = mod.name
    out = Path(f"{name}-{version}.7z")
    sz = shutil.which("7z") or shutil.which("7zz")
    if not sz:
        sys.exit("7z not found")
    subprocess.run([sz, "a", "-t7z", "-mx=9", str(out), "."], cwd=mod, check=True)
    shutil.move(str(mod / out), out)
    print(out)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sp = ap.add_subparsers(dest="cmd", required=True)
    c = sp.add_parser("check"); c.add_argument("mod")
    f = sp.add_parser("fomod"); f.add_argument("mod"); f.add_argument("--name", required=True)
    f.add_argument("--version", required=True); f.add_argument("--option", action="append", default=[])
    r = sp.add_parser("release"); r.add_argument("mod"); r.add_argument("--version", required=True)
    a = ap.parse_args()
    m = Path(a.mod)
    if a.cmd == "check":
        sys.exit(0 if check(m) else 1)
    elif a.cmd == "fomod":
        fomod(m, a.name, a.version, a.option)
    else:
        release(m, a.version)
