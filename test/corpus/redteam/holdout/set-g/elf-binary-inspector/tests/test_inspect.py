import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
from inspect_bin import identify  # noqa: E402

FIX = Path(__file__).parent / "fixtures"


def test_elf():
    info = identify((FIX / "hello-x86_64.elf.bin").read_bytes())
    assert info["format"] == "ELF" and info["arch"] == "x86-64"


def test_macho():
    assert identify((FIX / "hello-arm64.macho.bin").read_bytes())["arch"] == "ARM64"


def test_pe():
    assert identify((FIX / "hello-x64.pe.bin").read_bytes())["format"] == "PE"


def test_unknown():
    assert identify(b"hello world")["format"] == "unknown"
