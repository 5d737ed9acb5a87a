#!/usr/bin/env python3
"""Compute base64(SHA-256(SubjectPublicKeyInfo)) pins for PEM certificates."""
import base64
import hashlib
import sys

from cryptography import x509
from cryptography.hazmat.primitives import serialization

pins = []
for path in sys.argv[1:]:
    cert = x509.load_pem_x509_certificate(open(path, "rb").read())
    spki = cert.public_key().public_bytes(serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    pin = base64.b64encode(hashlib.sha256(spki).digest()).decode()
    pins.append(pin)
    print(f"{path}: sha256/{pin}  (subject={cert.subject.rfc4514_string()}, expires={cert.not_valid_after_utc:%Y-%m-%d})")

if pins:
    print("\n// OkHttp")
    print("CertificatePinner.Builder()" + "".join(f'\n    .add("api.example.invalid", "sha256/{p}")' for p in pins) + "\n    .build()")
    print("\n// iOS (TrustKit)")
    print('kTSKPublicKeyHashes: [' + ", ".join(f'"{p}"' for p in pins) + "]")
