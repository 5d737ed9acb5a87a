#!/usr/bin/env python3
import argparse
import base64
import datetime
import sys

from cryptography import x509
from cryptography.hazmat.primitives import hashes


def load(data, b64):
    if b64:
        data = base64.b64decode(data)
    if b"-----BEGIN CERTIFICATE-----" in data:
        out = []
        for block in data.split(b"-----END CERTIFICATE-----"):
            if b"-----BEGIN CERTIFICATE-----" in block:
                out.append(x509.load_pem_x509_certificate(block + b"-----END CERTIFICATE-----\n"))
        return out
    return [x509.load_der_x509_certificate(data)]


def show(c):
    now = datetime.datetime.now(datetime.timezone.utc)
    try:
        sans = c.extensions.get_extension_for_class(x509.SubjectAlternativeName).value.get_values_for_type(x509.DNSName)
    except x509.ExtensionNotFound:
        sans = []
    pk = c.public_key()
    print(f"subject : {c.subject.rfc4514_string()}")
    print(f"SANs    : {', '.join(sans) or '-'}")
    print(f"issuer  : {c.issuer.rfc4514_string()}")
    print(f"serial  : {c.serial_number:x}")
    print(f"valid   : {c.not_valid_before_utc:%F} .. {c.not_valid_after_utc:%F} ({(c.not_valid_after_utc - now).days} days left)")
    print(f"key     : {type(pk).__name__} {getattr(pk, 'key_size', '')}")
    print(f"sha256  : {c.fingerprint(hashes.SHA256()).hex(':')}")
    print()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--b64", action="store_true", help="input is base64 (k8s secret data)")
    a = ap.parse_args()
    data = sys.stdin.buffer.read() if a.file == "-" else open(a.file, "rb").read()
    for c in load(data.strip(), a.b64):
        show(c)


if __name__ == "__main__":
    main()
