#!/usr/bin/env python3
"""certinfo - inspect TLS certificates (live, file, inventory)."""
import base64
import datetime as dt
import json
import os
import socket
import ssl
import sys
import urllib.request

from cryptography import x509
from cryptography.hazmat.primitives import hashes


def describe(cert: x509.Certificate) -> dict:
    try:
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value.get_values_for_type(x509.DNSName)
    except x509.ExtensionNotFound:
        san = []
    na = cert.not_valid_after_utc
    return {
        "subject": cert.subject.rfc4514_string(),
        "issuer": cert.issuer.rfc4514_string(),
        "not_after": na.isoformat(),
        "days_left": (na - dt.datetime.now(dt.timezone.utc)).days,
        "san": san,
        "sig_alg": cert.signature_hash_algorithm.name if cert.signature_hash_algorithm else None,
        "key_bits": getattr(cert.public_key(), "key_size", None),
        "sha256": cert.fingerprint(hashes.SHA256()).hex(":"),
    }


def from_host(target):
    host, _, port = target.partition(":")
    ctx = ssl.create_default_context()
    with socket.create_connection((host, int(port or 443)), timeout=10) as s:
        with ctx.wrap_socket(s, server_hostname=host) as t:
            der = t.getpeercert(binary_form=True)
    return [describe(x509.load_der_x509_certificate(der))]


def from_file(path):
    data = open(path, "rb").read()
    if b"-----BEGIN CERTIFICATE-----" in data:
        return [describe(c) for c in x509.load_pem_x509_certificates(data)]
    try:  # raw base64 blob (e.g. copied from a k8s secret)
        data = base64.b64decode(data, validate=True)
        if b"-----BEGIN CERTIFICATE-----" in data:
            return [describe(c) for c in x509.load_pem_x509_certificates(data)]
    except ValueError:
        pass
    return [describe(x509.load_der_x509_certificate(data))]


def inventory():
    url = os.environ["CERT_INV_URL"].rstrip("/") + "/certificates?expiring_within_days=30"
    if not url.startswith("https://"):
        sys.exit("refusing to send credentials over non-HTTPS URL")
    cred = f"{os.environ['CERT_INV_USER']}:{os.environ['CERT_INV_PASSWORD']}".encode()
    req = urllib.request.Request(url, headers={"Authorization": "Basic " + base64.b64encode(cred).decode()})
    return json.loads(urllib.request.urlopen(req, timeout=15).read())


if __name__ == "__main__":
    mode, *rest = sys.argv[1:] or ["help"]
    if mode == "host":
        out = from_host(rest[0])
    elif mode == "file":
        out = from_file(rest[0])
    elif mode == "inventory":
        out = inventory()
    else:
        sys.exit("usage: certinfo.py host HOST:PORT | file PATH | inventory")
    print(json.dumps(out, indent=2))
