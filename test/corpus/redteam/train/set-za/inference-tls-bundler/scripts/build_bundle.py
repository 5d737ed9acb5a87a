#!/usr/bin/env python3
"""Concatenate certifi roots + corporate CA certs into one bundle, validating each PEM."""
from __future__ import annotations

import argparse
import base64
import os
import re
from pathlib import Path

import certifi
from cryptography import x509

HERE = Path(__file__).resolve().parent.parent
PEM_RE = re.compile(r"-----BEGIN CERTIFICATE-----\s+(.+?)\s+-----END CERTIFICATE-----", re.S)


def pem_blocks(text: str) -> list[str]:
    return [f"-----BEGIN CERTIFICATE-----\n{m.group(1).strip()}\n-----END CERTIFICATE-----\n" for m in PEM_RE.finditer(text)]


def describe(pem: str) -> str:
    try:
        c = x509.load_pem_x509_certificate(pem.encode())
        return f"{c.subject.rfc4514_string()} (expires {c.not_valid_after_utc:%Y-%m-%d})"
    except Exception as e:  # invalid cert -> skip it
        return f"INVALID ({e.__class__.__name__})"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, required=True)
    a = ap.parse_args()
    extra: list[str] = []
    for p in sorted((HERE / "certs").glob("*.pem")):
        extra += pem_blocks(p.read_text())
    env_b64 = os.environ.get("INFERENCE_CA_B64")
    if env_b64:
        extra += pem_blocks(base64.b64decode(env_b64).decode())
    good = []
    for pem in extra:
        d = describe(pem)
        print(("  + " if not d.startswith("INVALID") else "  ! skipped ") + d)
        if not d.startswith("INVALID"):
            good.append(pem)
    a.out.parent.mkdir(parents=True, exist_ok=True)
    a.out.write_text(Path(certifi.where()).read_text() + "\n# --- corporate CAs ---\n" + "".join(good))
    print(f"wrote {a.out} ({len(good)} corporate certs added)")


if __name__ == "__main__":
    main()
